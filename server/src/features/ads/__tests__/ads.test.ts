import { asc, eq } from 'drizzle-orm';
import type { AdItem } from '@fair/shared/contracts/ads';
import type { Page } from '@fair/shared/contracts/envelope';
import { adClicks, ads } from '../../../db/schema/content';
import { operationLogs } from '../../../db/schema/operation-log';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { CLICK_WINDOW_MS } from '../../../lib/ad-clicks/ad-click-counter';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { fixClock } from '../../../test/fixed-clock';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };
type PublicAd = { id: number; target_url: string; click_url: string };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
afterEach(() => jest.useRealTimers());

async function upload(): Promise<string> {
  const response = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/attachment/upload', ...multipartBody([{ field: 'file', fileName: 'ad.png', content: PNG_1X1 }]) });
  return envelope<{ url: string }>(response).data.url;
}
const save = (payload: object, principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url: '/admin/ad/save', payload, headers: { 'language-set': 'en-us' } });
const list = async (query: Record<string, string> = {}) => envelope<Page<AdItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/ad/list', query })).data;
const publicAds = async () => envelope<PublicAd[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/ad/list' })).data;
const clicksOf = async (id: number) => (await t.db.select({ clicks: ads.click_count }).from(ads).where(eq(ads.id, id)))[0].clicks;

async function created(values: object = {}): Promise<AdItem> {
  const response = await save({ image: await upload(), open_mode: 'link', target_url: 'https://sponsor.example/fair', ...values });
  expect(response.statusCode).toBe(200);
  return envelope<AdItem>(response).data;
}

describe('ads (/organizer/advertising)', () => {
  // the browser shows the SPEC §5 prompts from the same schema; the server names the field and the rule
  it('refuses a form without image, open mode or link, and a link without http:// or https://', async () => {
    const empty = await save({ target_url: '' });
    expect(empty.statusCode).toBe(422);
    expect(envelope<Errors>(empty).data.errors).toEqual(
      expect.arrayContaining([
        { field: 'image', message: 'This field is required' },
        { field: 'open_mode', message: 'This field is required' },
        { field: 'target_url', message: 'This field is required' },
      ]),
    );
    const bare = await save({ image: await upload(), open_mode: 'link', target_url: 'sponsor.example/fair' });
    expect(envelope<Errors>(bare).data.errors).toEqual([{ field: 'target_url', message: 'The link must start with http:// or https://' }]);
    const ftp = await save({ image: await upload(), open_mode: 'download', target_url: 'ftp://sponsor.example/manual.pdf' });
    expect(envelope<Errors>(ftp).data.errors).toEqual([{ field: 'target_url', message: 'The link must start with http:// or https://' }]);
    expect((await save({ image: 'javascript:alert(1)', open_mode: 'link', target_url: 'https://a.example' })).statusCode).toBe(422);
  });

  it('creates, edits (keeping the click count), searches, filters and orders, and logs each write', async () => {
    const first = await created({ target_url: 'https://first.example/', sort: 5, page: 'dashboard', position: 'side' });
    const second = await created({ target_url: 'https://second.example/manual.pdf', open_mode: 'download', sort: 3 });
    expect(first).toMatchObject({ page: 'dashboard', position: 'side', enabled: true, click_count: 0, sort: 5 });
    await t.db.update(ads).set({ click_count: 7 }).where(eq(ads.id, first.id));

    const edited = envelope<AdItem>(await save({ id: first.id, image: first.image, open_mode: 'link', target_url: 'https://first.example/new', sort: 1, page: 'home', position: 'top' })).data;
    expect(edited).toMatchObject({ target_url: 'https://first.example/new', click_count: 7, sort: 1 });

    const ours = (await list({ page_size: '100' })).list.filter((ad) => [first.id, second.id].includes(ad.id)).map((ad) => ad.id);
    expect(ours).toEqual([first.id, second.id]);
    expect((await list({ keyword: 'SECOND.example' })).list.map((ad) => ad.id)).toEqual([second.id]);
    expect((await list({ sort: 'click_count', order: 'desc' })).list[0].id).toBe(first.id);
    expect((await list({ page_name: 'dashboard', keyword: 'first' })).total).toBe(0);

    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'ad')).orderBy(asc(operationLogs.id));
    expect(logged.map((entry) => [entry.action, entry.entity_id])).toEqual([
      ['create', String(first.id)],
      ['create', String(second.id)],
      ['update', String(first.id)],
    ]);
    // the visitors' count is no edit of the organizer's
    expect(Object.keys(logged.at(-1)?.changes as object).sort()).toEqual(['page', 'position', 'sort', 'target_url']);
  });

  it('serves the enabled ads with their counted address; a disabled or deleted ad leaves api/ad/list at once', async () => {
    const ad = await created({ target_url: 'https://listed.example/' });
    expect((await publicAds()).find((row) => row.id === ad.id)).toMatchObject({ target_url: 'https://listed.example/', click_url: `/api/ad/click/${ad.id}` });

    const disabled = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/ad/enable', payload: { id: ad.id, enabled: false } });
    expect(envelope<AdItem>(disabled).data.enabled).toBe(false);
    expect((await publicAds()).some((row) => row.id === ad.id)).toBe(false);
    expect((await list({ enabled: 'false' })).list.map((row) => row.id)).toContain(ad.id);
    expect((await t.injectAs('anonymous', { method: 'GET', url: `/api/ad/click/${ad.id}` })).statusCode).toBe(404);

    await t.injectAs('organizerAll', { method: 'POST', url: '/admin/ad/enable', payload: { id: ad.id, enabled: true } });
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/ad/delete', query: { id: String(ad.id) } })).statusCode).toBe(200);
    expect((await publicAds()).some((row) => row.id === ad.id)).toBe(false);
    const missing = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/ad/delete', query: { id: String(ad.id) }, headers: { 'language-set': 'en-us' } });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('The ad does not exist or has been disabled');
    const actions = await t.db.select({ action: operationLogs.action }).from(operationLogs).where(eq(operationLogs.entity_id, String(ad.id))).orderBy(asc(operationLogs.id));
    expect(actions.map((entry) => entry.action)).toEqual(['create', 'disable', 'enable', 'delete']);
  });

  it('switches several ads at once, logging each that changed; one missing ad changes none', async () => {
    const [a, b] = [await created({ target_url: 'https://batch-a.example/' }), await created({ target_url: 'https://batch-b.example/', enabled: false })];
    const batch = (payload: object) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/ad/enable-batch', payload });
    expect((await batch({ ids: [a.id, b.id, 2_000_000], enabled: false })).statusCode).toBe(404);
    expect((await list({ keyword: 'batch-a' })).list[0].enabled).toBe(true);

    expect(envelope(await batch({ ids: [a.id, b.id, a.id], enabled: false })).data).toEqual({ changed: 1 });
    expect((await list({ keyword: 'batch-' })).list.map((ad) => ad.enabled)).toEqual([false, false]);
    expect((await publicAds()).some((row) => row.id === a.id)).toBe(false);
    const actions = await t.db.select({ action: operationLogs.action }).from(operationLogs).where(eq(operationLogs.entity_id, String(a.id))).orderBy(asc(operationLogs.id));
    expect(actions.map((entry) => entry.action)).toEqual(['create', 'disable']);
    expect((await batch({ ids: [], enabled: true })).statusCode).toBe(422);
  });

  it('belongs to organizers with organizer.advertising', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/ad/list' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/ad/list' })).statusCode).toBe(403);
    expect((await save({}, 'exhibitorA')).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/admin/ad/list' })).statusCode).toBe(401);
  });
});

describe('GET /api/ad/click/:id', () => {
  it('redirects to the target, counting a visitor once an hour under parallel requests to two processes', async () => {
    const other = await t.otherProcess();
    const ad = await created({ target_url: 'https://counted.example/landing?x=1' });
    const start = Math.floor(Date.now() / CLICK_WINDOW_MS) * CLICK_WINDOW_MS + 60_000;
    fixClock(start);
    const open = (remoteAddress: string, index = 0) => (index % 2 ? other : t.app).inject({ method: 'GET', url: `/api/ad/click/${ad.id}`, remoteAddress });

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => open('203.0.113.20', index)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://counted.example/landing?x=1');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await clicksOf(ad.id)).toBe(1);

    await open('203.0.113.21', 1);
    expect(await clicksOf(ad.id)).toBe(2);
    fixClock(start + CLICK_WINDOW_MS - 120_000);
    await open('203.0.113.20');
    expect(await clicksOf(ad.id)).toBe(2);
    fixClock(start + CLICK_WINDOW_MS);
    await Promise.all([open('203.0.113.20', 0), open('203.0.113.20', 1)]);
    expect(await clicksOf(ad.id)).toBe(3);

    // only keyed digests of the current hour are kept, never the address
    const rows = await t.db.select().from(adClicks).where(eq(adClicks.ad_id, ad.id));
    expect(new Set(rows.map((row) => row.hour.getTime()))).toEqual(new Set([start - 60_000 + CLICK_WINDOW_MS]));
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(envelope<Page<AdItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/ad/list', query: { keyword: 'counted' } })).data.list[0].click_count).toBe(3);
  });

  it('answers 404 for an unknown ad and 422 for a malformed id, counting nothing', async () => {
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/api/ad/click/2000000' })).statusCode).toBe(404);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/api/ad/click/abc' })).statusCode).toBe(422);
  });
});
