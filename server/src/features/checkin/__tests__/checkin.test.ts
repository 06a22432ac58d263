import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { CHECKIN_ADMIN_PATHS as P, CHECKIN_API_PATHS, CODE_ALPHABET, type CheckinCampaign, type CheckinCampaignRow, type CheckinProgress, VISITOR_TOKEN_HEADER } from '@fair/shared/contracts/checkin';
import { checkinCampaigns, checkinClaims } from '../../../db/schema/checkin';
import { operationLogs } from '../../../db/schema/operation-log';
import { checkinSecretLoader, signPoint } from '../checkin-tokens';
import { visitorProviders } from '../visitor-identity';
import { body, campaignForm, checkinTestApp, claim, createCampaign, finisher, newVisitor, pointTokens, PRIZE_IMAGE, progress, redeem, scan } from './checkin-world';

const app = checkinTestApp();
const { admin, visitor } = app;

const en = { 'language-set': 'en-us' };
const formOf = (campaign: CheckinCampaign) => ({
  ...campaignForm(),
  id: campaign.id,
  points: campaign.point_list.map(({ id, name, hall, booth }) => ({ id, name, hall, booth })),
  prizes: campaign.prize_list.map(({ id, name_zh, name_en, image, stock, per_visitor_cap, tier }) => ({ id, name_zh, name_en, image, stock, per_visitor_cap, tier })),
});
const save = (payload: object, headers = {}) => admin({ method: 'POST', url: P.save, payload, headers });
const logsOf = (entity: string, id: number) =>
  app.t.db
    .select({ action: operationLogs.action })
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, entity), eq(operationLogs.entity_id, String(id))))
    .orderBy(operationLogs.id);

describe('campaign admin', () => {
  it('lists campaigns with their state and figures; searches, filters by state and sorts on the server', async () => {
    const running = await createCampaign(admin, { name_zh: '列表签到甲', name_en: 'List walk A' });
    const later = await createCampaign(admin, { name_zh: '列表签到乙', name_en: 'List walk B', starts_at: new Date(Date.now() + 86_400_000).toISOString(), ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    const off = await createCampaign(admin, { name_zh: '列表签到丙', name_en: 'List walk C', enabled: false });
    const list = async (query: Record<string, string>) => body<{ list: CheckinCampaignRow[]; total: number }>(await admin({ method: 'GET', url: P.list, query })).data;
    const found = await list({ keyword: 'list walk', sort: 'starts_at', order: 'asc' });
    expect(found.total).toBe(3);
    expect(found.list.map((row) => [row.id, row.state])).toEqual([
      [running.id, 'running'],
      [off.id, 'disabled'],
      [later.id, 'not_started'],
    ]);
    expect(found.list[0]).toMatchObject({ points: 3, participants: 0, claimed: 0, stock: 10, required_points: 3 });
    expect((await list({ keyword: '列表签到', page_size: '1', page: '2', sort: 'created_at' })).list.map((row) => row.id)).toEqual([later.id]);
    // each state filters as the rows say; an ended one (not in the English search above) too
    const past = await createCampaign(admin, { name_zh: '列表签到丁', name_en: 'Past stroll D', starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(), ends_at: new Date(Date.now() - 86_400_000).toISOString() });
    for (const [state, id] of [['not_started', later.id], ['running', running.id], ['ended', past.id], ['disabled', off.id]] as const) {
      expect((await list({ keyword: '列表签到', state })).list.map((row) => row.id)).toEqual([id]);
    }
  });

  it('refuses a window that ends before it starts, more required points than points, and a tier outside them', async () => {
    const problems = async (payload: object) => body<{ errors: { field: string; message: string }[] }>(await save(payload, en)).data.errors;
    expect(await problems(campaignForm({ ends_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }))).toEqual([{ field: 'ends_at', message: expect.any(String) }]);
    expect(await problems(campaignForm({ required_points: 4 }))).toEqual([{ field: 'required_points', message: 'The required points cannot exceed the number of check-in points' }]);
    expect(await problems(campaignForm({ prizes: [{ name_zh: '奖', name_en: 'Prize', image: PRIZE_IMAGE, stock: 1, per_visitor_cap: 1, tier: 2 }] }))).toEqual([
      { field: 'prizes.0.tier', message: "A prize's check-ins must be at least the required points and at most the number of check-in points" },
    ]);
    expect(await problems(campaignForm({ prizes: [{ name_zh: '奖', name_en: 'Prize', image: 'javascript:alert(1)', stock: 1, per_visitor_cap: 1, tier: 3 }] }))).toEqual([{ field: 'prizes.0.image', message: expect.any(String) }]);
  });

  it('editing a running campaign keeps its check-ins; stock rises but never below what was claimed; used points and prizes stay', async () => {
    const campaign = await createCampaign(admin);
    const tokens = await pointTokens(admin, campaign.id);
    const token = await finisher(visitor, tokens);
    expect((await claim(visitor, token, campaign.prize_list[0].id)).statusCode).toBe(200);

    const form = formOf(campaign);
    const renamed = await save({ ...form, name_zh: '改名后的签到', points: [...form.points.map((point) => ({ ...point, name: `${point.name}（新）` })), { name: '4号馆', hall: '4H', booth: 'D04' }] });
    expect(renamed.statusCode).toBe(200);
    const after = body<CheckinCampaign>(renamed).data;
    expect(after.point_list.map((point) => point.checkins)).toEqual([1, 1, 1, 0]);
    expect(body<CheckinProgress>(await progress(visitor, token, campaign.id)).data).toMatchObject({ done: 3, total_points: 4, required: 3 });

    const lowered = await save({ ...formOf(after), prizes: [{ ...formOf(after).prizes[0], stock: 0 }] }, en);
    expect(lowered.statusCode).toBe(422);
    expect(body<{ errors: unknown[] }>(lowered).data.errors).toEqual([{ field: 'prizes.0.stock', message: 'The stock cannot be lower than the number claimed (1)' }]);
    const raised = await save({ ...formOf(after), prizes: [{ ...formOf(after).prizes[0], stock: 50 }] });
    expect(body<CheckinCampaign>(raised).data.prize_list[0]).toMatchObject({ stock: 50, claimed: 1 });

    const dropPoint = await save({ ...formOf(after), required_points: 3, points: formOf(after).points.slice(1) }, en);
    expect(dropPoint.statusCode).toBe(409);
    expect(body(dropPoint).message).toBe('Visitors have checked in at "1号馆入口（新）"; it cannot be removed');
    const dropPrize = await save({ ...formOf(after), prizes: [{ name_zh: '新奖', name_en: 'New prize', image: PRIZE_IMAGE, stock: 5, per_visitor_cap: 1, tier: 3 }] });
    expect(dropPrize.statusCode).toBe(409);
    expect(body(dropPrize).message).toBe('奖品“帆布袋”已有访客领取，不能删除');
    // the unused fourth point can go
    expect((await save({ ...formOf(after), points: formOf(after).points.slice(0, 3) })).statusCode).toBe(200);
    const other = await createCampaign(admin);
    const foreign = await save({ ...formOf(after), points: [...formOf(after).points.slice(0, 3), { id: other.point_list[0].id, name: 'x' }] });
    expect(body<{ errors: { field: string }[] }>(foreign).data.errors[0].field).toBe('points.3.id');
    expect((await logsOf('checkin-campaign', campaign.id)).map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('enables and disables; deletes only a campaign nobody took part in, and otherwise says to end it', async () => {
    const unused = await createCampaign(admin);
    const disabled = await admin({ method: 'POST', url: P.enable, payload: { id: unused.id, enabled: false } });
    expect(body<CheckinCampaign>(disabled).data.state).toBe('disabled');
    expect((await admin({ method: 'DELETE', url: P.delete, query: { id: String(unused.id) } })).statusCode).toBe(200);
    expect(await app.t.db.$count(checkinCampaigns, eq(checkinCampaigns.id, unused.id))).toBe(0);

    const used = await createCampaign(admin);
    const [point] = await pointTokens(admin, used.id);
    await scan(visitor, await newVisitor(visitor), point);
    const refused = await admin({ method: 'DELETE', url: P.delete, query: { id: String(used.id) } });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('已有访客参与此活动，不能删除，请结束或停用活动');
    expect((await admin({ method: 'GET', url: P.info, query: { id: String(unused.id) } })).statusCode).toBe(404);
    expect((await logsOf('checkin-campaign', unused.id)).map((row) => row.action)).toEqual(['create', 'disable', 'delete']);
  });

  it("serves each point's QR code as a PNG and the print sheet of all points with their tokens", async () => {
    const campaign = await createCampaign(admin);
    const png = await admin({ method: 'GET', url: P.pointQr, query: { id: String(campaign.point_list[0].id) } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const sheet = body<{ points: { name: string; token: string; qr_png: string }[] }>(await admin({ method: 'GET', url: P.print, query: { id: String(campaign.id) } })).data;
    expect(sheet.points.map((point) => point.name)).toEqual(['1号馆入口', '2号馆服务台', '3号馆咖啡角']);
    expect(sheet.points[0].token).toMatch(new RegExp(`^CP\\.${campaign.id}\\.${campaign.point_list[0].id}\\.`));
    expect(sheet.points[0].qr_png).toMatch(/^data:image\/png;base64,/);
  });
});

describe('visitors', () => {
  it('a visitor comes only from a provider: the demo one in demo mode, never a chosen id', async () => {
    expect(visitorProviders({ demo: false }).size).toBe(0);
    const refused = await visitor({ method: 'POST', url: CHECKIN_API_PATHS.visitor, payload: { provider: 'wechat' } });
    expect(refused.statusCode).toBe(403);
    const campaign = await createCampaign(admin);
    const [point] = await pointTokens(admin, campaign.id);
    for (const headers of [{}, { [VISITOR_TOKEN_HEADER]: 'CV.1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      const answer = await visitor({ method: 'POST', url: CHECKIN_API_PATHS.scan, headers, payload: { token: point } });
      expect(answer.statusCode).toBe(403);
      expect(body(answer).message).toBe('请先进入小程序签到页面');
    }
  });

  it('a scan is idempotent, a forged or foreign point token is refused, and outside the window or disabled says so', async () => {
    const campaign = await createCampaign(admin);
    const tokens = await pointTokens(admin, campaign.id);
    const token = await newVisitor(visitor);
    const first = body<{ already: boolean; progress: CheckinProgress }>(await scan(visitor, token, tokens[0])).data;
    expect(first).toMatchObject({ already: false, progress: { done: 1, required: 3, total_points: 3 } });
    const again = body<{ already: boolean; progress: CheckinProgress }>(await scan(visitor, token, `https://fair.example/m/checkin?t=${encodeURIComponent(tokens[0])}`)).data;
    expect(again).toMatchObject({ already: true, progress: { done: 1 } });

    const other = await createCampaign(admin);
    const secret = await checkinSecretLoader(app.t.db)();
    // a signature of another campaign's point does not pass for this campaign's point
    const moved = `CP.${other.id}.${campaign.point_list[1].id}.${tokens[1].split('.')[3]}`;
    // its signature's last character changed (to one it is not: a fixed replacement would be the same one time in 64)
    const altered = `${tokens[1].slice(0, -1)}${tokens[1].endsWith('x') ? 'y' : 'x'}`;
    for (const forged of [moved, altered, 'hello']) {
      const answer = await scan(visitor, token, forged);
      expect([answer.statusCode, body(answer).message]).toEqual([422, '无法识别的签到二维码']);
    }
    // genuine, but for a point of another campaign: no such point there
    const mixed = await scan(visitor, token, signPoint(secret, { campaignId: other.id, pointId: campaign.point_list[1].id }));
    expect([mixed.statusCode, body(mixed).message]).toEqual([404, '签到点不存在或已从活动中移除']);

    await admin({ method: 'POST', url: P.enable, payload: { id: campaign.id, enabled: false } });
    const off = await scan(visitor, token, tokens[1]);
    expect([off.statusCode, body(off).message]).toEqual([409, '签到活动已停用']);
    await admin({ method: 'POST', url: P.enable, payload: { id: campaign.id, enabled: true } });
    await app.t.db.update(checkinCampaigns).set({ starts_at: new Date(Date.now() - 7_200_000), ends_at: new Date(Date.now() - 3_600_000) }).where(eq(checkinCampaigns.id, campaign.id));
    const ended = await visitor({ method: 'POST', url: CHECKIN_API_PATHS.scan, headers: { [VISITOR_TOKEN_HEADER]: token, ...en }, payload: { token: tokens[1] } });
    expect([ended.statusCode, body(ended).message]).toEqual([409, 'The check-in campaign has ended']);
    await app.t.db.update(checkinCampaigns).set({ starts_at: new Date(Date.now() + 3_600_000), ends_at: new Date(Date.now() + 7_200_000) }).where(eq(checkinCampaigns.id, campaign.id));
    const early = await scan(visitor, token, tokens[1]);
    expect([early.statusCode, body(early).message]).toEqual([409, '签到活动尚未开始']);
  });

  it('claims when eligible: a code without 0/O/1/I and its QR; staff look it up, redeem it once, and see it in the detail and export', async () => {
    const campaign = await createCampaign(admin, { name_zh: '=HYPERLINK("x")', prizes: [{ name_zh: '帆布袋', name_en: 'Tote bag', image: PRIZE_IMAGE, stock: 10, per_visitor_cap: 1, tier: 3 }] });
    const prizeId = campaign.prize_list[0].id;
    const tokens = await pointTokens(admin, campaign.id);
    const early = await newVisitor(visitor);
    await scan(visitor, early, tokens[0]);
    const notYet = await claim(visitor, early, prizeId);
    expect([notYet.statusCode, body(notYet).message]).toEqual([409, '已签到 1 个点位，领取该奖品需签到 3 个']);

    const token = await finisher(visitor, tokens);
    const claimed = body<{ code: string; qr_png: string }>(await claim(visitor, token, prizeId)).data;
    expect(claimed.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(claimed.qr_png).toMatch(/^data:image\/png;base64,/);
    const second = await claim(visitor, token, prizeId);
    expect([second.statusCode, body(second).message]).toEqual([409, '该奖品每位访客最多领取 1 份']);
    expect(body<CheckinProgress>(await progress(visitor, token, campaign.id)).data.prizes[0]).toMatchObject({ eligible: true, mine: 1, remaining: 9 });

    const typed = `${claimed.code.slice(0, 4).toLowerCase()}-${claimed.code.slice(4)}`;
    const looked = body<{ prize: { id: number }; redemption: unknown }>(await admin({ method: 'GET', url: P.lookup, query: { code: typed } })).data;
    expect(looked).toMatchObject({ prize: { id: prizeId }, redemption: null });
    const redeemed = body<{ redemption: { staff_id: number; staff_name: string } }>(await redeem(admin, typed)).data;
    expect(redeemed.redemption).toMatchObject({ staff_id: app.t.fixtures.accounts.miniprog, staff_name: 'miniprog' });
    expect(body<{ redemption: unknown }>(await admin({ method: 'GET', url: P.lookup, query: { code: claimed.code } })).data.redemption).toEqual({ ...redeemed.redemption });
    const again = await redeem(admin, claimed.code);
    expect(again.statusCode).toBe(409);
    expect(body<{ redemption: { staff_name: string } }>(again).data.redemption.staff_name).toBe('miniprog');
    const unknown = await redeem(admin, 'ZZZZZZZZ');
    expect([unknown.statusCode, body(unknown).message]).toEqual([404, '核销码不存在，请核对后重新输入']);
    const malformed = await admin({ method: 'POST', url: P.redeem, payload: { code: 'O0I1' }, headers: en });
    expect(body<{ errors: unknown[] }>(malformed).data.errors).toEqual([{ field: 'code', message: 'A redemption code is 8 letters or digits (no 0, O, 1 or I)' }]);

    const detail = body<{ list: { code: string; staff_name: string }[]; total: number }>(await admin({ method: 'GET', url: P.detail, query: { campaign_id: String(campaign.id) } })).data;
    expect(detail).toMatchObject({ total: 1, list: [{ code: claimed.code, staff_name: 'miniprog' }] });
    expect(body<unknown[]>(await admin({ method: 'GET', url: P.totals, query: { campaign_id: String(campaign.id) } })).data).toEqual([{ prize_id: prizeId, name_zh: '帆布袋', name_en: 'Tote bag', stock: 10, claimed: 1, redeemed: 1 }]);
    expect(body<{ redemption: unknown }[]>(await visitor({ method: 'GET', url: CHECKIN_API_PATHS.claims, headers: { [VISITOR_TOKEN_HEADER]: token } })).data).toEqual([
      expect.objectContaining({ code: claimed.code, redeemed_at: expect.any(String) }),
    ]);

    const file = await admin({ method: 'GET', url: P.export, query: { campaign_id: String(campaign.id) } });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('核销明细.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['活动', '奖品', '核销码', '访客', '领取时间', '核销时间', '核销账号']);
    expect(rows[1].slice(1, 4)).toEqual([`'=HYPERLINK("x")`, '帆布袋', claimed.code]);
    const [{ id: claimId }] = await app.t.db.select({ id: checkinClaims.id }).from(checkinClaims).where(eq(checkinClaims.code, claimed.code));
    const [log] = await app.t.db.select({ action: operationLogs.action, changes: operationLogs.changes }).from(operationLogs).where(and(eq(operationLogs.entity, 'checkin-redemption'), eq(operationLogs.entity_id, String(claimId))));
    expect(log).toEqual({ action: 'redeem', changes: { campaign_id: [null, campaign.id], prize_id: [null, prizeId], visitor_id: [null, expect.any(Number)] } });
  });
});
