import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { globalSettings } from '../../db/schema/content';
import { miniprogAdClicks, miniprogAds } from '../../db/schema/miniprog';

export const CLICK_WINDOW_MS = 3_600_000;
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

/**
 * POST …/ads/:id/click of one process: counts a click of an enabled ad once per visitor (source address)
 * and hour. Answers false for a missing or disabled ad; a repeated click is answered like a counted one.
 */
export function adClickCounter(db: Database) {
  let secret: Promise<string> | undefined;
  return async function countAdClick(adId: number, address: string, now = new Date()): Promise<boolean> {
    secret ??= clickSecretOf(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const hour = clickHourOf(now);
    const visitor = visitorDigest(await secret, adId, hour, address);
    return db.transaction(async (tx) => {
      const [ad] = await tx.select({ id: miniprogAds.id }).from(miniprogAds).where(and(eq(miniprogAds.id, adId), eq(miniprogAds.enabled, true)));
      if (!ad) return false;
      // parallel clicks of one visitor: the key lets one insert through, the others do nothing
      const counted = await tx.insert(miniprogAdClicks).values({ ad_id: adId, visitor, hour }).onConflictDoNothing().returning({ ad_id: miniprogAdClicks.ad_id });
      if (counted.length === 0) return true;
      await tx.update(miniprogAds).set({ click_count: sql`${miniprogAds.click_count} + 1` }).where(eq(miniprogAds.id, adId));
      // earlier hours are no longer needed to tell a repeat: keep the table to the current hour's visitors
      await tx.delete(miniprogAdClicks).where(and(eq(miniprogAdClicks.ad_id, adId), lt(miniprogAdClicks.hour, hour)));
      return true;
    });
  };
}
