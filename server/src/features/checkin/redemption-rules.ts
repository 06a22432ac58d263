import { eq, sql } from 'drizzle-orm';
import type { CheckinCodeAnswer } from '@fair/shared/contracts/checkin';
import type { Database, Tx } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { checkinCampaigns, checkinClaims, checkinPrizes, checkinRedemptions, checkinVisitors } from '../../db/schema/checkin';
import type { Principal } from '../../lib/session/principal';
import { recordOperation } from '../../lib/audit/record-operation';
import { AppError, notFound } from '../../lib/http/app-error';
import { fairSecond } from '../../lib/time/fair-day';

/** Who holds a code, which prize of which campaign, and its redemption if any. */
export async function readCode(db: Database | Tx, code: string): Promise<CheckinCodeAnswer & { claim_id: number }> {
  const [row] = await db
    .select({
      claim_id: checkinClaims.id,
      code: checkinClaims.code,
      claimed_at: checkinClaims.created_at,
      visitor: { id: checkinVisitors.id, nick_name: checkinVisitors.nick_name },
      prize: { id: checkinPrizes.id, name_zh: checkinPrizes.name_zh, name_en: checkinPrizes.name_en, image: checkinPrizes.image },
      campaign: { id: checkinCampaigns.id, name_zh: checkinCampaigns.name_zh, name_en: checkinCampaigns.name_en },
      redeemed_at: checkinRedemptions.redeemed_at,
      staff_id: checkinRedemptions.redeemed_by,
      staff_name: checkinRedemptions.staff_name,
    })
    .from(checkinClaims)
    .innerJoin(checkinVisitors, eq(checkinVisitors.id, checkinClaims.visitor_id))
    .innerJoin(checkinPrizes, eq(checkinPrizes.id, checkinClaims.prize_id))
    .innerJoin(checkinCampaigns, eq(checkinCampaigns.id, checkinClaims.campaign_id))
    .leftJoin(checkinRedemptions, eq(checkinRedemptions.claim_id, checkinClaims.id))
    .where(eq(checkinClaims.code, code));
  if (!row) throw notFound('checkin.codeUnknown');
  const { redeemed_at, staff_id, staff_name, claimed_at, ...rest } = row;
  return {
    ...rest,
    claimed_at: claimed_at.toISOString(),
    redemption: redeemed_at ? { redeemed_at: redeemed_at.toISOString(), staff_id: staff_id ?? 0, staff_name: staff_name ?? '' } : null,
  };
}

/**
 * Redeems a code once. The redemption's key is the claim: of any number of parallel attempts one insert goes
 * through; every other attempt (then or later) is refused with when and by which staff account it was redeemed.
 */
export async function redeemCode(db: Database, staff: Principal, code: string): Promise<CheckinCodeAnswer> {
  return db.transaction(async (tx) => {
    const claim = await readCode(tx, code);
    const [redeemed] = await tx
      .insert(checkinRedemptions)
      .values({ claim_id: claim.claim_id, redeemed_by: staff.accountId, staff_name: sql`coalesce((select ${adminUsers.user_name} from ${adminUsers} where ${adminUsers.id} = ${staff.accountId}), '')` })
      .onConflictDoNothing()
      .returning();
    if (!redeemed) {
      const earlier = (await readCode(tx, code)).redemption;
      const at = earlier ? new Date(earlier.redeemed_at) : new Date();
      throw new AppError(409, 'checkin.alreadyRedeemed', { at: fairSecond(at), by: earlier?.staff_name ?? '' }, { redemption: earlier });
    }
    await recordOperation(tx, staff, {
      action: 'redeem',
      entity: 'checkin-redemption',
      entityId: claim.claim_id,
      after: { campaign_id: claim.campaign.id, prize_id: claim.prize.id, visitor_id: claim.visitor.id },
    });
    const { claim_id: _claim, ...answer } = claim;
    return { ...answer, redemption: { redeemed_at: redeemed.redeemed_at.toISOString(), staff_id: staff.accountId, staff_name: redeemed.staff_name } };
  });
}
