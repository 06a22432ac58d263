import { eq } from 'drizzle-orm';
import { checkinClaims, checkinPrizes } from '../../../db/schema/checkin';
import { body, checkinTestApp, claim, createCampaign, finisher, pointTokens } from './checkin-world';

// The codes the claims draw, in order: a taken code comes up only by chance (1 in 2^40 per code issued), so the
// tests deal the draws themselves. Past the dealt ones, a draw gives a code nobody holds.
const mockDraws: string[] = [];
const mockSerial = { next: 0 };
jest.mock('../redemption-codes', () => ({ newRedemptionCode: () => mockDraws.shift() ?? `AUTO${(mockSerial.next += 1)}` }));

const app = checkinTestApp();
const { admin, visitor } = app;

const claimedOf = async (prizeId: number) => (await app.t.db.select({ claimed: checkinPrizes.claimed }).from(checkinPrizes).where(eq(checkinPrizes.id, prizeId)))[0].claimed;
const claimsOf = (prizeId: number) => app.t.db.select({ code: checkinClaims.code }).from(checkinClaims).where(eq(checkinClaims.prize_id, prizeId));

describe('redemption codes of claims', () => {
  it('draws again when a code is already held: the claim gets a free one, and the stock counts it once', async () => {
    const campaign = await createCampaign(admin);
    const prize = campaign.prize_list[0].id;
    const tokens = await pointTokens(admin, campaign.id);
    mockDraws.push('HELD2345');
    expect(body<{ code: string }>(await claim(visitor, await finisher(visitor, tokens), prize)).data.code).toBe('HELD2345');

    mockDraws.push('HELD2345', 'HELD2345', 'FREE6789');
    const second = await claim(visitor, await finisher(visitor, tokens), prize);
    expect(second.statusCode).toBe(200);
    expect(body<{ code: string }>(second).data.code).toBe('FREE6789');
    expect(await claimedOf(prize)).toBe(2);
    expect((await claimsOf(prize)).map((row) => row.code).sort()).toEqual(['FREE6789', 'HELD2345']);
  });

  it('gives up after a few draws that are all held: the claim fails and changes nothing', async () => {
    const campaign = await createCampaign(admin);
    const prize = campaign.prize_list[0].id;
    const tokens = await pointTokens(admin, campaign.id);
    mockDraws.push('KEPT2345');
    await claim(visitor, await finisher(visitor, tokens), prize);
    const visitorToken = await finisher(visitor, tokens);

    mockDraws.push(...Array.from({ length: 20 }, () => 'KEPT2345'));
    const refused = await claim(visitor, visitorToken, prize);
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('redemption code');
    expect(await claimedOf(prize)).toBe(1);
    expect((await claimsOf(prize)).map((row) => row.code)).toEqual(['KEPT2345']);
    mockDraws.length = 0;
  });

  it('answers 404 for a prize that does not exist', async () => {
    const campaign = await createCampaign(admin);
    const token = await finisher(visitor, await pointTokens(admin, campaign.id));
    const answer = await claim(visitor, token, 2_147_483_647);
    expect(answer.statusCode).toBe(404);
    expect(body(answer).message).toBe('奖品不存在或已从活动中移除');
  });
});
