import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The PostgreSQL channel on which every server process hears that catalogue pages went stale. */
export const CATALOGUE_CHANNEL = 'fair_catalogue_changed';

/** What changed: one exhibitor's pages (and the lists showing it), or everything (reference data, bans). */
export type CatalogueScope = { exhibitorId: number } | 'all';

export function scopePayload(scope: CatalogueScope): string {
  return scope === 'all' ? 'all' : `exhibitor:${scope.exhibitorId}`;
}

/** Reads a payload back; anything unreadable counts as everything, which is never wrong, only slower. */
export function scopeOfPayload(payload: string): CatalogueScope {
  const match = /^exhibitor:(\d+)$/.exec(payload);
  return match ? { exhibitorId: Number(match[1]) } : 'all';
}

/**
 * Tells every server process (this one too) that catalogue pages went stale. Inside a transaction the
 * notice goes out on commit, so a rolled-back change stales nothing.
 */
export async function notifyCatalogueChanged(db: Database, scope: CatalogueScope): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${scopePayload(scope)})`);
}
