import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CHECKIN_ADMIN_PATHS, CHECKIN_API_PATHS, type CheckinCampaign, VISITOR_TOKEN_HEADER } from '@fair/shared/contracts/checkin';
import type { CheckinCampaignInput } from '@fair/shared/validation/checkin';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';

/** A call to one server process: as the mini-programme admin, or anonymous for the visitors' side. */
export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * The test app of one check-in test file, built before its tests and closed after them, with the calls as the
 * mini-programme admin and as an anonymous visitor.
 */
export function checkinTestApp(): { readonly t: TestApp; admin: Inject; visitor: Inject } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());
  const built = (): TestApp => {
    if (!app) throw new Error('the check-in test app is built in beforeAll');
    return app;
  };
  return {
    get t() {
      return built();
    },
    admin: (options) => built().injectAs('miniprog', options),
    visitor: (options) => built().injectAs('anonymous', options),
  };
}

export const PRIZE_IMAGE = '/api/files/2025/03/5f4dcc3b5aa765d61d8327deb882cf99.png';
const HOUR = 3_600_000;

/** A running, enabled campaign: 3 points, all 3 required, one prize (stock 10, one per visitor). */
export function campaignForm(overrides: Partial<CheckinCampaignInput> = {}): CheckinCampaignInput {
  return {
    name_zh: '逛展签到',
    name_en: 'Fair walk',
    rules_zh: '集齐三个点位即可领奖',
    rules_en: 'Check in at all three points for a prize',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    enabled: true,
    required_points: 3,
    points: [
      { name: '1号馆入口', hall: '1H', booth: 'A01' },
      { name: '2号馆服务台', hall: '2H', booth: 'B02' },
      { name: '3号馆咖啡角', hall: '3H', booth: 'C03' },
    ],
    prizes: [{ name_zh: '帆布袋', name_en: 'Tote bag', image: PRIZE_IMAGE, stock: 10, per_visitor_cap: 1, tier: 3 }],
    ...overrides,
  };
}

export const body = <T>(answer: LightMyRequestResponse) => answer.json() as { code: number; message: string; data: T };

export async function createCampaign(admin: Inject, overrides: Partial<CheckinCampaignInput> = {}): Promise<CheckinCampaign> {
  const answer = await admin({ method: 'POST', url: CHECKIN_ADMIN_PATHS.save, payload: campaignForm(overrides) });
  if (answer.statusCode !== 200) throw new Error(`campaign not saved: ${answer.body}`);
  return body<CheckinCampaign>(answer).data;
}

/** The signed tokens of a campaign's points, as its print sheet carries them. */
export async function pointTokens(admin: Inject, campaignId: number): Promise<string[]> {
  const answer = await admin({ method: 'GET', url: CHECKIN_ADMIN_PATHS.print, query: { id: String(campaignId) } });
  return body<{ points: { token: string }[] }>(answer).data.points.map((point) => point.token);
}

export async function newVisitor(visitor: Inject): Promise<string> {
  const answer = await visitor({ method: 'POST', url: CHECKIN_API_PATHS.visitor, payload: { provider: 'demo' } });
  if (answer.statusCode !== 200) throw new Error(`no visitor: ${answer.body}`);
  return body<{ visitor_token: string }>(answer).data.visitor_token;
}

const as = (token: string) => ({ [VISITOR_TOKEN_HEADER]: token });
export const scan = (visitor: Inject, token: string, pointToken: string) => visitor({ method: 'POST', url: CHECKIN_API_PATHS.scan, headers: as(token), payload: { token: pointToken } });
export const claim = (visitor: Inject, token: string, prizeId: number) => visitor({ method: 'POST', url: CHECKIN_API_PATHS.claim, headers: as(token), payload: { prize_id: prizeId } });
export const progress = (visitor: Inject, token: string, campaignId: number) => visitor({ method: 'GET', url: CHECKIN_API_PATHS.progressOf(campaignId), headers: as(token) });
export const redeem = (admin: Inject, code: string) => admin({ method: 'POST', url: CHECKIN_ADMIN_PATHS.redeem, payload: { code } });

/** A visitor who has checked in at every point of the campaign. */
export async function finisher(visitor: Inject, tokens: string[]): Promise<string> {
  const token = await newVisitor(visitor);
  for (const point of tokens) await scan(visitor, token, point);
  return token;
}
