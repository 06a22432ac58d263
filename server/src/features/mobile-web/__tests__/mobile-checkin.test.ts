import { CODE_ALPHABET } from '@fair/shared/contracts/checkin';
import { SCRIPTLESS_PAGE_HEADERS } from '../../../lib/http/security-headers';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { type Inject, PRIZE_IMAGE, createCampaign, pointTokens, redeem } from '../../checkin/__tests__/checkin-world';

let t: TestApp;
let admin: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (options) => t.injectAs('miniprog', options);
});
afterAll(() => t?.close());

const HOST = 'fair.test';
const ORIGIN = `http://${HOST}`;

/** A phone browser: keeps the cookies the pages set, as a browser would for /m. */
function phone() {
  let cookie = '';
  const keep = (header: string | string[] | undefined) => {
    const first = [header ?? []].flat()[0];
    if (first) cookie = first.split(';')[0];
  };
  return {
    get cookie() {
      return cookie;
    },
    async get(url: string) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
      keep(answer.headers['set-cookie']);
      return answer;
    },
    async post(url: string, form: Record<string, string>, origin: string | null = ORIGIN) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(form).toString(),
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
      });
      keep(answer.headers['set-cookie']);
      return answer;
    },
  };
}

const scanPath = (token: string, base = '/m') => `${base}/checkin?t=${encodeURIComponent(token)}`;
const codeOf = (location: string) => /\/codes\/([A-Z0-9]+)\?claimed=1$/.exec(location)?.[1] ?? '';

/** A visitor who scanned every point of the campaign on /m. */
async function finisherPhone(tokens: string[]) {
  const visitor = phone();
  for (const token of tokens) expect((await visitor.get(scanPath(token))).statusCode).toBe(200);
  return visitor;
}

describe('check-in on the /m pages', () => {
  it('keeps the demo visitor in an HttpOnly, SameSite=Lax cookie and counts a second scan of a point once', async () => {
    const campaign = await createCampaign(admin, { name_zh: '移动签到甲', name_en: 'Mobile walk A' });
    const [first] = await pointTokens(admin, campaign.id);
    const visitor = phone();
    const scanned = await visitor.get(scanPath(first));
    expect(scanned.statusCode).toBe(200);
    expect(scanned.headers['set-cookie']).toMatch(/^fair_visitor=CV\.[^;]+; Path=\/m; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(scanned.body).toContain('签到成功：1号馆入口');
    expect(scanned.body).toContain('已签到 1 / 3 个点位');
    expect(scanned.body).toContain('帆布袋');
    expect(scanned.body).toContain('签到 3 个点位可领');
    expect(scanned.body).not.toContain('领取奖品</button>');

    const again = await visitor.get(scanPath(first));
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain('您已在“1号馆入口”签到过');
    expect(again.body).toContain('已签到 1 / 3 个点位');
  });

  it("shows the server's message outside the window, in a disabled campaign and for a forged point code", async () => {
    const later = await createCampaign(admin, { starts_at: new Date(Date.now() + 86_400_000).toISOString(), ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    const off = await createCampaign(admin, { enabled: false });
    const visitor = phone();
    const notStarted = await visitor.get(scanPath((await pointTokens(admin, later.id))[0]));
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.body).toContain('签到活动尚未开始');
    const disabled = await visitor.get(scanPath((await pointTokens(admin, off.id))[0], '/m/en-us'));
    expect(disabled.statusCode).toBe(409);
    expect(disabled.body).toContain('The check-in campaign is disabled');
    const forged = await visitor.get(scanPath('CP.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(forged.statusCode).toBe(422);
    expect(forged.body).toContain('无法识别的签到二维码');
  });

  it('claims by a form post from our own pages, shows the code and its QR, and lists it as redeemed once staff redeem it', async () => {
    const campaign = await createCampaign(admin, { name_zh: '移动签到乙', name_en: 'Mobile walk B' });
    const visitor = await finisherPhone(await pointTokens(admin, campaign.id));
    const page = await visitor.get(`/m/en-us/checkin/campaigns/${campaign.id}`);
    expect(page.body).toContain('3 of 3 points checked in');
    expect(page.body).toContain(`action="/m/en-us/checkin/campaigns/${campaign.id}/claim"`);
    const prizeId = String(campaign.prize_list[0].id);

    const foreign = await visitor.post(`/m/en-us/checkin/campaigns/${campaign.id}/claim`, { prize_id: prizeId }, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('The request did not come from this site');
    expect((await visitor.post(`/m/checkin/campaigns/${campaign.id}/claim`, { prize_id: prizeId }, null)).statusCode).toBe(403);

    const claimed = await visitor.post(`/m/en-us/checkin/campaigns/${campaign.id}/claim`, { prize_id: prizeId });
    expect(claimed.statusCode).toBe(303);
    const code = codeOf(claimed.headers.location as string);
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    const codePage = await visitor.get(claimed.headers.location as string);
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain('Prize claimed');
    expect(codePage.body).toContain(`<p class="m-checkin-code-text">${code}</p>`);
    expect(codePage.body).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="[A-Z0-9]{8}"/);
    // a code is shown to its own visitor only
    expect((await phone().get(`/m/checkin/codes/${code}`)).statusCode).toBe(404);

    expect((await visitor.get(`/m/checkin/codes/${code}`)).body).not.toContain('领取成功');
    expect((await visitor.get('/m/checkin/claims')).body).toContain('未核销');
    expect((await redeem(admin, code)).statusCode).toBe(200);
    const claims = await visitor.get('/m/en-us/checkin/claims');
    expect(claims.body).toContain(code);
    expect(claims.body).toContain('Redeemed');
    expect(claims.body).not.toContain('Not redeemed yet');
  });

  it('shows the cap and out-of-stock refusals on the campaign page', async () => {
    const campaign = await createCampaign(admin, { prizes: [{ name_zh: '徽章', name_en: 'Pin', image: PRIZE_IMAGE, stock: 1, per_visitor_cap: 1, tier: 3 }] });
    const tokens = await pointTokens(admin, campaign.id);
    const prize_id = String(campaign.prize_list[0].id);
    const first = await finisherPhone(tokens);
    expect((await first.post(`/m/checkin/campaigns/${campaign.id}/claim`, { prize_id })).statusCode).toBe(303);
    const capped = await first.post(`/m/en-us/checkin/campaigns/${campaign.id}/claim`, { prize_id });
    expect(capped.statusCode).toBe(409);
    expect(capped.body).toContain('Each visitor can claim at most 1 of this prize');
    expect(capped.body).toContain('3 of 3 points checked in');
    const second = await finisherPhone(tokens);
    const empty = await second.post(`/m/checkin/campaigns/${campaign.id}/claim`, { prize_id });
    expect(empty.statusCode).toBe(409);
    expect(empty.body).toContain('奖品已领完');
  });

  it('sends no script and keeps the scriptless CSP; a stale cookie gets a new visitor; bad addresses are not found', async () => {
    const campaign = await createCampaign(admin);
    const [token] = await pointTokens(admin, campaign.id);
    const answer = await t.app.inject({ method: 'GET', url: scanPath(token), headers: { cookie: 'fair_visitor=CV.1.1.forged' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(SCRIPTLESS_PAGE_HEADERS['content-security-policy']);
    expect(answer.headers['set-cookie']).toMatch(/^fair_visitor=CV\./);
    expect(answer.body).not.toMatch(/<script|\son[a-z]+=/i);
    for (const url of ['/m/checkin', '/m/checkin/campaigns/0', '/m/checkin/campaigns/abc', '/m/checkin/codes/lower123', '/m/en-us/checkin/codes/AAAAAAAA']) {
      expect((await phone().get(url)).statusCode).toBe(404);
    }
  });

  it('outside demo mode says check-in is in the mini-programme', async () => {
    const live = await buildTestApp({ demo: false });
    try {
      const answer = await live.app.inject({ method: 'GET', url: '/m/en-us/checkin?t=CP.1.1.x' });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain('Check-in prizes are available in the mini-programme');
    } finally {
      await live.close();
    }
  });
});
