import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkinCampaigns, checkinCheckins, checkinClaims, checkinPrizes } from '../../db/schema/checkin';
import { conflict, notFound } from '../../lib/http/app-error';
import { newRedemptionCode } from './redemption-codes';
import { assertRunning } from './scan-rules';
import { neededFor } from './visitor-progress';

/** Tries of a fresh code when one drawn is taken already (at 40 bits, a second try is already rare). */
const CODE_TRIES = 5;

export interface Claim {
  id: number;
  code: string;
  claimed_at: Date;
  prize: { id: number; name_zh: string; name_en: string };
  campaign_id: number;
}

/**
 * A visitor claims one prize. Every claim of a prize takes that prize's row lock first, so claims of it run one
 * after another: the stock count and the visitor's own count read under the lock are exact, and 200 parallel
 * claims of a prize with stock 10 give exactly 10 codes. The check on the table (claimed ≤ stock) backs it up.
 */
export async function claimPrize(db: Database, visitorId: number, prizeId: number, now = new Date()): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ prize: checkinPrizes, campaign: checkinCampaigns })
      .from(checkinPrizes)
      .innerJoin(checkinCampaigns, eq(checkinCampaigns.id, checkinPrizes.campaign_id))
      .where(eq(checkinPrizes.id, prizeId))
      .for('update', { of: checkinPrizes });
    if (!found) throw notFound('checkin.prizeNotFound');
    const { prize, campaign } = found;
    assertRunning(campaign, now);
    const [{ done }] = await tx
      .select({ done: count() })
      .from(checkinCheckins)
      .where(and(eq(checkinCheckins.campaign_id, campaign.id), eq(checkinCheckins.visitor_id, visitorId)));
    const needed = neededFor(campaign, prize);
    if (done < needed) throw conflict('checkin.notEligible', { done, needed });
    const [{ mine }] = await tx
      .select({ mine: count() })
      .from(checkinClaims)
      .where(and(eq(checkinClaims.prize_id, prize.id), eq(checkinClaims.visitor_id, visitorId)));
    if (mine >= prize.per_visitor_cap) throw conflict('checkin.capReached', { cap: prize.per_visitor_cap });
    if (prize.claimed >= prize.stock) throw conflict('checkin.outOfStock');
    for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
      const [row] = await tx
        .insert(checkinClaims)
        .values({ campaign_id: campaign.id, prize_id: prize.id, visitor_id: visitorId, code: newRedemptionCode() })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await tx
        .update(checkinPrizes)
        .set({ claimed: sql`${checkinPrizes.claimed} + 1` })
        .where(eq(checkinPrizes.id, prize.id));
      return { id: row.id, code: row.code, claimed_at: row.created_at, prize: { id: prize.id, name_zh: prize.name_zh, name_en: prize.name_en }, campaign_id: campaign.id };
    }
    throw new Error('no free redemption code after several tries');
  });
}
