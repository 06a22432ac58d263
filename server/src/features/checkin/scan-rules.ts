import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkinCampaigns, checkinCheckins, checkinPoints } from '../../db/schema/checkin';
import { conflict, notFound } from '../../lib/http/app-error';
import type { ServerLocale } from '../../lib/i18n/locale';
import type { MessageKey } from '../../lib/i18n/translate';
import { stateOf } from './campaign-state';
import type { PointRef } from './checkin-tokens';
import { type CampaignRow, progressOf } from './visitor-progress';

const NOT_RUNNING: Record<'not_started' | 'ended' | 'disabled', MessageKey> = {
  not_started: 'checkin.notStarted',
  ended: 'checkin.ended',
  disabled: 'checkin.disabled',
};

/** Scans and claims count only while the campaign runs; otherwise the refusal says why. */
export function assertRunning(campaign: CampaignRow, now: Date): void {
  const state = stateOf(campaign, now);
  if (state !== 'running') throw conflict(NOT_RUNNING[state]);
}

const FOREIGN_KEY_VIOLATION = '23503';
const isForeignKeyViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === FOREIGN_KEY_VIOLATION || cause.cause?.code === FOREIGN_KEY_VIOLATION;
};

/**
 * One scan of a point (its signed token already checked). The row (visitor, point) is inserted with ON
 * CONFLICT DO NOTHING: however many times and however parallel the same scan arrives, one insert wins and
 * the others answer 'already checked in' with the same progress.
 */
export async function scanPoint(db: Database, visitorId: number, ref: PointRef, locale: ServerLocale, now = new Date()) {
  const [found] = await db
    .select({ point: { id: checkinPoints.id, name: checkinPoints.name }, campaign: checkinCampaigns })
    .from(checkinPoints)
    .innerJoin(checkinCampaigns, eq(checkinCampaigns.id, checkinPoints.campaign_id))
    .where(and(eq(checkinPoints.id, ref.pointId), eq(checkinPoints.campaign_id, ref.campaignId)));
  if (!found) throw notFound('checkin.pointNotFound');
  assertRunning(found.campaign, now);
  let inserted: unknown[];
  try {
    inserted = await db
      .insert(checkinCheckins)
      .values({ visitor_id: visitorId, point_id: ref.pointId, campaign_id: ref.campaignId })
      .onConflictDoNothing()
      .returning({ point_id: checkinCheckins.point_id });
  } catch (error) {
    // the point was removed from the campaign between the read and the insert
    if (isForeignKeyViolation(error)) throw notFound('checkin.pointNotFound');
    throw error;
  }
  return { already: inserted.length === 0, point: found.point, progress: await progressOf(db, found.campaign, visitorId, locale, now) };
}
