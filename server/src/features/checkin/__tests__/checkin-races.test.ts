import { eq, sql } from 'drizzle-orm';
import { checkinCheckins, checkinClaims, checkinPrizes, checkinRedemptions } from '../../../db/schema/checkin';
import { together } from '../../../test/race';
import { body, checkinTestApp, claim, createCampaign, newVisitor, pointTokens, redeem, scan } from './checkin-world';
import { finishedVisitors } from './checkin-fixtures';

const app = checkinTestApp();
const { admin, visitor } = app;

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }), {});
const claimsOf = (prizeId: number) => app.t.db.$count(checkinClaims, eq(checkinClaims.prize_id, prizeId));
const claimedOf = async (prizeId: number) => (await app.t.db.select({ claimed: checkinPrizes.claimed }).from(checkinPrizes).where(eq(checkinPrizes.id, prizeId)))[0].claimed;

describe('claims hold stock and the per-visitor cap under concurrency', () => {
  it('200 parallel claims of a prize with stock 10 give exactly 10 codes; the others are told it ran out', async () => {
    const campaign = await createCampaign(admin);
    const prize = campaign.prize_list[0];
    const visitors = await finishedVisitors(app.t.db, campaign, 200);
    const answers = await Promise.all(visitors.map((token) => claim(visitor, token, prize.id)));
    expect(statuses(answers)).toEqual({ 200: 10, 409: 190 });
    expect(new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => body<{ code: string }>(answer).data.code)).size).toBe(10);
    expect(body(answers.find((answer) => answer.statusCode === 409)!).message).toBe('奖品已领完');
    expect(await claimsOf(prize.id)).toBe(10);
    expect(await claimedOf(prize.id)).toBe(10);
  });

  it('contenders all past their reads (PostgreSQL: queued behind the prize row) still give stock 3 three codes', async () => {
    const campaign = await createCampaign(admin, { prizes: [{ name_zh: '徽章', name_en: 'Pin', image: '/api/files/2025/03/5f4dcc3b5aa765d61d8327deb882cf99.png', stock: 3, per_visitor_cap: 1, tier: 3 }] });
    const prize = campaign.prize_list[0];
    const visitors = await finishedVisitors(app.t.db, campaign, 8);
    const answers = await together(app.t.db, [sql`select id from checkin_prizes where id = ${prize.id} for update`], () => visitors.map((token) => claim(visitor, token, prize.id)));
    expect(statuses(answers)).toEqual({ 200: 3, 409: 5 });
    expect(await claimsOf(prize.id)).toBe(3);
  });

  it("a visitor's cap of 2 holds under 30 parallel claims of a prize with plenty of stock", async () => {
    const campaign = await createCampaign(admin, { prizes: [{ name_zh: '贴纸', name_en: 'Sticker', image: '/api/files/2025/03/5f4dcc3b5aa765d61d8327deb882cf99.png', stock: 1000, per_visitor_cap: 2, tier: 3 }] });
    const prize = campaign.prize_list[0];
    const [token] = await finishedVisitors(app.t.db, campaign, 1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(visitor, token, prize.id)));
    expect(statuses(answers)).toEqual({ 200: 2, 409: 28 });
    expect(body(answers.find((answer) => answer.statusCode === 409)!).message).toBe('该奖品每位访客最多领取 2 份');
    expect(await claimsOf(prize.id)).toBe(2);
    // another visitor's claims all past their reads (PostgreSQL: queued behind the prize row) still stop at 2
    const [other] = await finishedVisitors(app.t.db, campaign, 1);
    const queued = await together(app.t.db, [sql`select id from checkin_prizes where id = ${prize.id} for update`], () => Array.from({ length: 6 }, () => claim(visitor, other, prize.id)));
    expect(statuses(queued)).toEqual({ 200: 2, 409: 4 });
    expect(await claimsOf(prize.id)).toBe(4);
  });
});

describe('redemptions and scans count once under concurrency', () => {
  it('50 parallel redemptions of one code redeem it once; the others say when and by whom', async () => {
    const campaign = await createCampaign(admin);
    const [token] = await finishedVisitors(app.t.db, campaign, 1);
    const { code } = body<{ code: string }>(await claim(visitor, token, campaign.prize_list[0].id)).data;
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(admin, code)));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 49 });
    expect(body(answers.find((answer) => answer.statusCode === 409)!).message).toMatch(/^该核销码已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 由 miniprog 核销$/);
    expect(await app.t.db.$count(checkinRedemptions)).toBe(1);
  });

  it('redemptions past their read of the code (PostgreSQL: queued behind the claim row) redeem it once', async () => {
    const campaign = await createCampaign(admin);
    const [token] = await finishedVisitors(app.t.db, campaign, 1);
    const claimed = body<{ code: string }>(await claim(visitor, token, campaign.prize_list[0].id)).data;
    const [row] = await app.t.db.select({ id: checkinClaims.id }).from(checkinClaims).where(eq(checkinClaims.code, claimed.code));
    const answers = await together(app.t.db, [sql`select id from checkin_claims where id = ${row.id} for update`], () => Array.from({ length: 8 }, () => redeem(admin, claimed.code)));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 7 });
  });

  it('one scan sent 20 times at once counts once: one answer counts it, the others say already checked in', async () => {
    const campaign = await createCampaign(admin);
    const [point] = await pointTokens(admin, campaign.id);
    const token = await newVisitor(visitor);
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(visitor, token, point)));
    expect(statuses(answers)).toEqual({ 200: 20 });
    const already = answers.map((answer) => body<{ already: boolean; progress: { done: number } }>(answer).data);
    expect(already.filter((answer) => !answer.already)).toHaveLength(1);
    expect(already.every((answer) => answer.progress.done === 1)).toBe(true);
    expect(await app.t.db.$count(checkinCheckins, eq(checkinCheckins.campaign_id, campaign.id))).toBe(1);
  });

  it('scans past their reads (PostgreSQL: queued behind the campaign row) count once', async () => {
    const campaign = await createCampaign(admin);
    const [point] = await pointTokens(admin, campaign.id);
    const token = await newVisitor(visitor);
    const answers = await together(app.t.db, [sql`select id from checkin_campaigns where id = ${campaign.id} for update`], () => Array.from({ length: 8 }, () => scan(visitor, token, point)));
    expect(statuses(answers)).toEqual({ 200: 8 });
    expect(answers.filter((answer) => !body<{ already: boolean }>(answer).data.already)).toHaveLength(1);
    expect(await app.t.db.$count(checkinCheckins, eq(checkinCheckins.campaign_id, campaign.id))).toBe(1);
  });
});
