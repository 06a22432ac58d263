import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DASHBOARD_CHANNEL } from '../../db/schema/changes';
import { type CatalogueScope, scopeOfPayload, scopePayload } from '../catalogue/catalogue-scope';

/**
 * The kinds of data whose change other parts of the server (in every process) must hear of, and what a notice
 * carries. Each includes 'all': a listener that may have missed notices hears that.
 */
export interface ChangeTopics {
  /** an exhibitor's public data, or everything public */
  catalogue: CatalogueScope;
  /** what the mini-programme admin edits */
  miniprog: 'all';
  /** categories, application areas, product properties, halls, ads */
  reference: 'all';
  /** the page editor's banners, login texts and footer links */
  page: 'all';
  /** a table the organizer dashboard counts: announced by the database's own triggers (migration 0014) */
  dashboard: 'all';
}
export type ChangeTopic = keyof ChangeTopics;

interface TopicChannel<T> {
  /** the PostgreSQL NOTIFY channel */
  channel: string;
  encode(value: T): string;
  decode(payload: string): T;
}

const everything = (channel: string): TopicChannel<'all'> => ({ channel, encode: () => 'all', decode: () => 'all' });

export const CHANGE_CHANNELS: { [K in ChangeTopic]: TopicChannel<ChangeTopics[K]> } = {
  catalogue: { channel: 'fair_catalogue_changed', encode: scopePayload, decode: scopeOfPayload },
  miniprog: everything('fair_miniprog_changed'),
  reference: everything('fair_reference_changed'),
  page: everything('fair_page_changed'),
  dashboard: everything(DASHBOARD_CHANNEL),
};

/**
 * Tells every server process (this one too) that the data changed. Inside a transaction the notice goes out on
 * commit, so a rolled-back change stales nothing.
 */
export async function notifyChange<K extends ChangeTopic>(db: Database, topic: K, value: ChangeTopics[K]): Promise<void> {
  const { channel, encode } = CHANGE_CHANNELS[topic];
  await db.execute(sql`select pg_notify(${channel}, ${encode(value)})`);
}
