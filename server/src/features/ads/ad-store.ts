import { type SQL, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdItem } from '@fair/shared/contracts/ads';
import type { AdFormValues, AdListQuery } from '@fair/shared/validation/ad';
import type { Database, Tx } from '../../db/client';
import { ads } from '../../db/schema/content';
import { recordOperation } from '../../lib/audit/record-operation';
import { containing } from '../../lib/db/like-pattern';
import { listPage } from '../../lib/db/list-page';
import { notFound } from '../../lib/http/app-error';
import type { Principal } from '../../lib/session/principal';

type AdRow = typeof ads.$inferSelect;

const itemOf = (row: AdRow): AdItem => ({
  id: row.id,
  image: row.image,
  page: row.page,
  position: row.position,
  open_mode: row.open_mode,
  target_url: row.target_url,
  enabled: row.enabled,
  sort: row.sort,
  click_count: row.click_count,
  updated_at: row.updated_at.toISOString(),
});

/** What the operation log keeps of an ad: what the organizer edits, not the visitors' click count. */
const logged = ({ image, page, position, open_mode, target_url, enabled, sort }: AdRow) => ({ image, page, position, open_mode, target_url, enabled, sort });

function whereOf({ keyword, enabled, page_name: pageName }: AdListQuery): SQL | undefined {
  const text = keyword?.trim();
  return and(
    text ? or(ilike(ads.target_url, containing(text)), ilike(ads.position, containing(text)), ilike(ads.page, containing(text))) : undefined,
    enabled === undefined ? undefined : eq(ads.enabled, enabled),
    pageName ? eq(ads.page, pageName) : undefined,
  );
}

export async function listAds(db: Database, query: AdListQuery): Promise<{ rows: AdItem[]; total: number }> {
  const where = whereOf(query);
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await listPage(
    db
      .select()
      .from(ads)
      .where(where)
      .orderBy(direction(ads[query.sort]), asc(ads.sort), asc(ads.id))
      .$dynamic(),
    db.select({ total: count() }).from(ads).where(where),
    query,
  );
  return { rows: rows.map(itemOf), total };
}

async function lockedAd(tx: Tx, id: number): Promise<AdRow> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  if (!row) throw notFound('ads.notFound');
  return row;
}

/** Creates (no id) or updates an ad with its operation-log entry; an update keeps the click count. */
export async function saveAd(db: Database, actor: Principal, { id, ...values }: AdFormValues): Promise<AdItem> {
  return db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(ads).values(values).returning();
      await recordOperation(tx, actor, { action: 'create', entity: 'ad', entityId: row.id, after: logged(row) });
      return itemOf(row);
    }
    const before = await lockedAd(tx, id);
    const [row] = await tx
      .update(ads)
      .set({ ...values, updated_at: new Date() })
      .where(eq(ads.id, id))
      .returning();
    await recordOperation(tx, actor, { action: 'update', entity: 'ad', entityId: id, before: logged(before), after: logged(row) });
    return itemOf(row);
  });
}

export async function enableAd(db: Database, actor: Principal, id: number, enabled: boolean): Promise<AdItem> {
  return db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    const [row] = await tx.update(ads).set({ enabled, updated_at: new Date() }).where(eq(ads.id, id)).returning();
    await recordOperation(tx, actor, { action: enabled ? 'enable' : 'disable', entity: 'ad', entityId: id, before: { enabled: before.enabled }, after: { enabled } });
    return itemOf(row);
  });
}

/**
 * Switches several ads at once, in one transaction: every id must exist (404 otherwise, nothing changed);
 * each ad whose state changes gets its own operation-log entry.
 */
export async function enableAds(db: Database, actor: Principal, ids: number[], enabled: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select({ id: ads.id, enabled: ads.enabled }).from(ads).where(inArray(ads.id, unique)).orderBy(asc(ads.id)).for('update');
    if (rows.length !== unique.length) throw notFound('ads.notFound');
    const changing = rows.filter((row) => row.enabled !== enabled).map((row) => row.id);
    if (changing.length === 0) return 0;
    await tx.update(ads).set({ enabled, updated_at: new Date() }).where(inArray(ads.id, changing));
    for (const id of changing) await recordOperation(tx, actor, { action: enabled ? 'enable' : 'disable', entity: 'ad', entityId: id, before: { enabled: !enabled }, after: { enabled } });
    return changing.length;
  });
}

/** Deletes an ad; its click rows go with it (foreign key cascade). */
export async function deleteAd(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedAd(tx, id);
    await tx.delete(ads).where(eq(ads.id, id));
    await recordOperation(tx, actor, { action: 'delete', entity: 'ad', entityId: id, before: logged(before) });
  });
}
