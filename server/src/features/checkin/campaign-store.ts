import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type CheckinCampaignForm, campaignProblem } from '@fair/shared/validation/checkin';
import type { Database, Tx } from '../../db/client';
import { checkinCampaigns, checkinCheckins, checkinClaims, checkinPoints, checkinPrizes } from '../../db/schema/checkin';
import { exhibitors } from '../../db/schema/exhibitors';
import { principalOf } from '../../lib/access/principal-of';
import { recordOperation } from '../../lib/audit/record-operation';
import { conflict, fieldError } from '../../lib/http/app-error';
import type { MessageKey } from '../../lib/i18n/translate';
import { requireCampaign } from './campaign-queries';

const ENTITY = 'checkin-campaign';

const PROBLEM_KEYS: Record<string, MessageKey> = {
  'checkin:validation.endBeforeStart': 'miniprog.endBeforeStart',
  'checkin:validation.requiredAbovePoints': 'checkin.requiredAbovePoints',
  'checkin:validation.tierOutOfRange': 'checkin.tierOutOfRange',
};

/** The cross-field rules of the shared form as the 422 of their field. */
export function assertCampaignRules(form: CheckinCampaignForm): void {
  const problem = campaignProblem(form);
  if (problem) throw fieldError(problem.field, PROBLEM_KEYS[problem.message] ?? 'validation.invalid');
}

const campaignValues = (form: CheckinCampaignForm) => ({
  name_zh: form.name_zh,
  name_en: form.name_en,
  rules_zh: form.rules_zh,
  rules_en: form.rules_en,
  starts_at: new Date(form.starts_at),
  ends_at: new Date(form.ends_at),
  enabled: form.enabled,
  required_points: form.required_points,
});

async function checkExhibitors(tx: Tx, form: CheckinCampaignForm): Promise<void> {
  const wanted = [...new Set(form.points.flatMap((point) => (point.exhibitor_id === null ? [] : [point.exhibitor_id])))];
  if (wanted.length === 0) return;
  const found = new Set((await tx.select({ id: exhibitors.id }).from(exhibitors).where(inArray(exhibitors.id, wanted))).map((row) => row.id));
  const missing = form.points.findIndex((point) => point.exhibitor_id !== null && !found.has(point.exhibitor_id));
  if (missing >= 0) throw fieldError(`points.${missing}.exhibitor_id`, 'checkin.exhibitorNotFound');
}

/**
 * Points of the form against the stored ones: kept (with their check-ins), added, removed. A point that
 * holds check-ins is never removed. The stored points are locked first, so a scan in flight on a point being
 * removed commits before the check (and is counted), and a later one finds the point gone.
 */
async function savePoints(tx: Tx, campaignId: number, form: CheckinCampaignForm): Promise<void> {
  const stored = await tx.select({ id: checkinPoints.id, name: checkinPoints.name }).from(checkinPoints).where(eq(checkinPoints.campaign_id, campaignId)).for('update');
  const known = new Set(stored.map((point) => point.id));
  const unknown = form.points.findIndex((point) => point.id !== undefined && !known.has(point.id));
  if (unknown >= 0) throw fieldError(`points.${unknown}.id`, 'checkin.itemNotInCampaign');
  const kept = new Set(form.points.flatMap((point) => (point.id === undefined ? [] : [point.id])));
  const removed = stored.filter((point) => !kept.has(point.id));
  if (removed.length > 0) {
    const [used] = await tx
      .select({ point_id: checkinCheckins.point_id })
      .from(checkinCheckins)
      .where(inArray(
        checkinCheckins.point_id,
        removed.map((point) => point.id),
      ))
      .limit(1);
    if (used) throw conflict('checkin.pointInUse', { name: removed.find((point) => point.id === used.point_id)?.name ?? '' });
    await tx.delete(checkinPoints).where(inArray(checkinPoints.id, removed.map((point) => point.id)));
  }
  for (const [index, point] of form.points.entries()) {
    const values = { name: point.name, hall: point.hall, booth: point.booth, exhibitor_id: point.exhibitor_id, sort: index + 1 };
    if (point.id === undefined) await tx.insert(checkinPoints).values({ ...values, campaign_id: campaignId });
    else await tx.update(checkinPoints).set(values).where(eq(checkinPoints.id, point.id));
  }
}

/**
 * Prizes of the form against the stored ones. The stored prizes are locked like a claim locks its prize, so
 * the stock compared with `claimed` is the one claims see: it may rise, never fall below what was claimed.
 * A prize with claims is never removed.
 */
async function savePrizes(tx: Tx, campaignId: number, form: CheckinCampaignForm): Promise<void> {
  const stored = await tx.select().from(checkinPrizes).where(eq(checkinPrizes.campaign_id, campaignId)).orderBy(checkinPrizes.id).for('update');
  const byId = new Map(stored.map((prize) => [prize.id, prize]));
  const unknown = form.prizes.findIndex((prize) => prize.id !== undefined && !byId.has(prize.id));
  if (unknown >= 0) throw fieldError(`prizes.${unknown}.id`, 'checkin.itemNotInCampaign');
  for (const [index, prize] of form.prizes.entries()) {
    const claimed = prize.id === undefined ? 0 : (byId.get(prize.id)?.claimed ?? 0);
    if (prize.stock < claimed) throw fieldError(`prizes.${index}.stock`, 'checkin.stockBelowClaimed', { claimed });
  }
  const kept = new Set(form.prizes.flatMap((prize) => (prize.id === undefined ? [] : [prize.id])));
  const removed = stored.filter((prize) => !kept.has(prize.id));
  if (removed.length > 0) {
    const [used] = await tx
      .select({ prize_id: checkinClaims.prize_id })
      .from(checkinClaims)
      .where(inArray(
        checkinClaims.prize_id,
        removed.map((prize) => prize.id),
      ))
      .limit(1);
    if (used) throw conflict('checkin.prizeInUse', { name: byId.get(used.prize_id)?.name_zh ?? '' });
    await tx.delete(checkinPrizes).where(inArray(checkinPrizes.id, removed.map((prize) => prize.id)));
  }
  for (const [index, prize] of form.prizes.entries()) {
    const values = { name_zh: prize.name_zh, name_en: prize.name_en, image: prize.image, stock: prize.stock, per_visitor_cap: prize.per_visitor_cap, tier: prize.tier, sort: index + 1 };
    if (prize.id === undefined) await tx.insert(checkinPrizes).values({ ...values, campaign_id: campaignId });
    else await tx.update(checkinPrizes).set(values).where(eq(checkinPrizes.id, prize.id));
  }
}

/** What the operation log keeps of a campaign: its fields and its points' and prizes' main figures. */
async function snapshot(tx: Tx, campaignId: number): Promise<Record<string, unknown>> {
  const campaign = await requireCampaign(tx, campaignId);
  const points = await tx.select({ id: checkinPoints.id, name: checkinPoints.name, hall: checkinPoints.hall, booth: checkinPoints.booth }).from(checkinPoints).where(eq(checkinPoints.campaign_id, campaignId)).orderBy(checkinPoints.sort);
  const prizes = await tx
    .select({ id: checkinPrizes.id, name_zh: checkinPrizes.name_zh, stock: checkinPrizes.stock, per_visitor_cap: checkinPrizes.per_visitor_cap, tier: checkinPrizes.tier })
    .from(checkinPrizes)
    .where(eq(checkinPrizes.campaign_id, campaignId))
    .orderBy(checkinPrizes.sort);
  const { created_at: _created, updated_at: _updated, ...fields } = campaign;
  return { ...fields, points, prizes };
}

/**
 * Creates (no id) or updates a campaign with its points and prizes in one transaction. The campaign row is
 * locked without a key lock, so scans and claims (whose foreign keys take key-share locks on it) go on.
 */
export async function saveCampaign(db: Database, request: FastifyRequest, form: CheckinCampaignForm): Promise<number> {
  assertCampaignRules(form);
  return db.transaction(async (tx) => {
    await checkExhibitors(tx, form);
    let id = form.id;
    let before: Record<string, unknown> | null = null;
    if (id === undefined) {
      [{ id }] = await tx.insert(checkinCampaigns).values(campaignValues(form)).returning({ id: checkinCampaigns.id });
    } else {
      await requireCampaign(tx, id, 'no key update');
      before = await snapshot(tx, id);
      await tx
        .update(checkinCampaigns)
        .set({ ...campaignValues(form), updated_at: new Date() })
        .where(eq(checkinCampaigns.id, id));
    }
    await savePoints(tx, id, form);
    await savePrizes(tx, id, form);
    await recordOperation(tx, principalOf(request), { action: before ? 'update' : 'create', entity: ENTITY, entityId: id, before, after: await snapshot(tx, id) });
    return id;
  });
}

export async function enableCampaign(db: Database, request: FastifyRequest, id: number, enabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireCampaign(tx, id, 'no key update');
    await tx.update(checkinCampaigns).set({ enabled, updated_at: new Date() }).where(eq(checkinCampaigns.id, id));
    await recordOperation(tx, principalOf(request), { action: enabled ? 'enable' : 'disable', entity: ENTITY, entityId: id, before: { enabled: before.enabled }, after: { enabled } });
  });
}

/**
 * Deletes a campaign nobody took part in. Its points are locked first: a scan in flight holds a key-share lock
 * on its point (the foreign key) until it commits, so the check that follows sees it; a later scan waits and
 * then finds the point gone. Claims need check-ins, so none can start meanwhile.
 */
export async function deleteCampaign(db: Database, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCampaign(tx, id, 'update');
    await tx.select({ id: checkinPoints.id }).from(checkinPoints).where(eq(checkinPoints.campaign_id, id)).for('update');
    const [taken] = await tx.select({ one: sql`1` }).from(checkinCheckins).where(eq(checkinCheckins.campaign_id, id)).limit(1);
    const [claimed] = await tx.select({ one: sql`1` }).from(checkinClaims).where(eq(checkinClaims.campaign_id, id)).limit(1);
    if (taken || claimed) throw conflict('checkin.deleteTakenPart');
    const before = await snapshot(tx, id);
    await tx.delete(checkinCampaigns).where(eq(checkinCampaigns.id, id));
    await recordOperation(tx, principalOf(request), { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}
