import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';

export const CLICK_WINDOW_MS = 3_600_000;
// one secret for the portal's and the mini-programme's ads; the key keeps the name it was first stored under
const SECRET_SETTING_KEY = 'miniprog.ad-click-secret';

/** Start of the clock hour `now` falls in: a visitor's clicks of one ad count once per hour. */
export const clickHourOf = (now: Date) => new Date(Math.floor(now.getTime() / CLICK_WINDOW_MS) * CLICK_WINDOW_MS);

/**
 * The stored stand-in for a visitor: keyed with a secret of the database (an IPv4 address alone is hashed
 * back by trying all of them) and salted with ad and hour, so rows of one address cannot be linked.
 */
export const visitorDigest = (secret: string, adId: number, hour: Date, address: string) =>
  createHmac('sha256', secret).update(`${adId}|${hour.toISOString()}|${address}`).digest('base64url');

/** Generated on first use and kept in the database, so every server process keys visitors alike. */
async function clickSecretOf(db: Database): Promise<string> {
  await db.insert(globalSettings).values({ key: SECRET_SETTING_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, SECRET_SETTING_KEY));
  return row.value as string;
}

/** An ads table (the portal's or the mini-programme's) and its table of this hour's visitors per ad. */
export interface AdClickTables {
  ads: PgTable & { id: PgColumn; enabled: PgColumn; click_count: PgColumn };
  clicks: PgTable & { ad_id: PgColumn; visitor: PgColumn; hour: PgColumn };
}

/** What a click found: no enabled ad, or the ad (counted or a repeat of this visitor's hour, alike to the caller). */
export type AdClick<Row> = { found: false } | { found: true; ad: Row };

/**
 * Counts a click of an enabled ad once per visitor (source address) and hour, in one process or many: the
 * clicks table's key lets one insert through and the others do nothing. `read` picks what the caller needs
 * of the ad (its target address) in the same transaction.
 */
export function adClickCounter<Row>(db: Database, { ads, clicks }: AdClickTables, read: Record<string, PgColumn>) {
  let secret: Promise<string> | undefined;
  return async function countAdClick(adId: number, address: string, now = new Date()): Promise<AdClick<Row>> {
    secret ??= clickSecretOf(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const hour = clickHourOf(now);
    const visitor = visitorDigest(await secret, adId, hour, address);
    return db.transaction(async (tx) => {
      const [ad] = (await tx
        .select(read)
        .from(ads as PgTable)
        .where(and(eq(ads.id, adId), eq(ads.enabled, true)))) as Row[];
      if (!ad) return { found: false };
      const counted = await tx
        .insert(clicks)
        .values({ ad_id: adId, visitor, hour } as never)
        .onConflictDoNothing()
        .returning({ ad_id: clicks.ad_id });
      if (counted.length === 0) return { found: true, ad };
      await tx
        .update(ads)
        .set({ click_count: sql`${ads.click_count} + 1` } as never)
        .where(eq(ads.id, adId));
      // earlier hours are no longer needed to tell a repeat: keep the table to the current hour's visitors
      await tx.delete(clicks).where(and(eq(clicks.ad_id, adId), lt(clicks.hour, hour)));
      return { found: true, ad };
    });
  };
}
