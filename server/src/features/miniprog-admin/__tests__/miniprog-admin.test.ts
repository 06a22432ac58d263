import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  MINIPROG_ADMIN_PATHS as P,
  type MiniprogActivity,
  type MiniprogAd,
  type MiniprogBadge,
  type MiniprogFeaturedCandidate,
  type MiniprogFeaturedItem,
  type MiniprogHomeItem,
  type MiniprogList,
  type MiniprogPopup,
  type MiniprogTermsVersion,
} from '@fair/shared/contracts/miniprog';
import { MINIPROG_API_PATHS, type PublicHome, type PublicPopup, type PublicTerms, type PublicTermsVersions } from '@fair/shared/contracts/miniprog-api';
import { operationLogs } from '../../../db/schema/operation-log';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { insertCatalogueWorld, type CatalogueWorld } from '../../catalogue/__tests__/catalogue-world';
import { fixClock } from '../../../test/fixed-clock';
import { NOT_MINIPROG_REFUSALS } from './refusals';

let t: TestApp;
let world: CatalogueWorld;
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
  world = await insertCatalogueWorld(t.db, t.fixtures);
});
afterAll(() => t?.close());

const as = (principal: PrincipalName, method: 'GET' | 'POST' | 'DELETE', url: string, input: object = {}, locale = 'zh-cn') =>
  t.injectAs(principal, { method, url, headers: { 'language-set': locale }, ...(method === 'POST' ? { payload: input } : { query: input as Record<string, string> }) });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, input: object = {}, locale = 'zh-cn') => as('miniprog', method, url, input, locale);
async function ok<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode).toBe(200);
  return envelope<T>(answer).data;
}
const errorsOf = (response: LightMyRequestResponse) => envelope<Errors>(response).data.errors;
const api = <T>(url: string, locale = 'zh-cn', headers: Record<string, string> = {}) => t.injectAs('anonymous', { method: 'GET', url, headers: { 'language-set': locale, ...headers } }).then((r) => envelope<T>(r).data);
const ids = (list: { id: number }[]) => list.map((item) => item.id);

/** An instant on the fair's clock: yyyy-MM-dd of `date` in Shanghai at hh:mm, sent with its +08:00 offset as the form does. */
function shanghai(date: Date, time: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return `${day}T${time}:00+08:00`;
}
const DAY = 86_400_000;

describe('access', () => {
  it('answers only the mini-programme admin: exhibitor and organizer tokens are refused with nothing changed', async () => {
    for (const [principal, status, message] of NOT_MINIPROG_REFUSALS) {
      for (const answer of [await as(principal, 'GET', P.popup.list), await as(principal, 'POST', P.popup.save, { name: '越权', image: '/api/files/2025/03/9dd4e461268c8034f5c8564e155c67a6.png' })]) {
        expect(answer.statusCode).toBe(status);
        expect(envelope(answer)).toMatchObject({ code: status, message, data: null });
      }
    }
    expect((await ok<MiniprogList<MiniprogPopup>>(call('GET', P.popup.list))).total).toBe(0);
  });
});

describe('home blocks (/miniprog/dashboard)', () => {
  const banner = (title: string, extra: object = {}) => ({ block: 'banner', image: '/api/files/2025/03/12df53fea8b3adfa6c2ec456dd22e204.png', title_zh: title, title_en: `${title} EN`, link_type: 'page', link: '/pages/exhibitor/list', ...extra });

  it('creates items last in their block, publishes, reorders and deletes them, and the API home follows each change', async () => {
    const first = await ok<MiniprogHomeItem>(call('POST', P.home.save, banner('横幅一', { status: 'published' })));
    const second = await ok<MiniprogHomeItem>(call('POST', P.home.save, banner('横幅二')));
    expect([first.sort, second.sort]).toEqual([1, 2]);
    expect(first).toMatchObject({ status: 'published', live: true, starts_at: null });
    expect(second).toMatchObject({ status: 'draft', live: false });
    expect((await api<PublicHome>(MINIPROG_API_PATHS.home)).banners.map((item) => item.title)).toEqual(['横幅一']);

    expect(await ok<MiniprogHomeItem>(call('POST', P.home.state, { id: second.id, action: 'publish' }))).toMatchObject({ status: 'published', live: true });
    expect(await ok(call('POST', P.home.sort, { block: 'banner', ids: [second.id, first.id] }))).toBeNull();
    expect((await api<PublicHome>(MINIPROG_API_PATHS.home, 'en-us')).banners.map((item) => item.title)).toEqual(['横幅二 EN', '横幅一 EN']);
    const listed = await ok<MiniprogList<MiniprogHomeItem>>(call('GET', P.home.list, { block: 'banner' }));
    expect(ids(listed.list)).toEqual([second.id, first.id]);
    expect((await ok<MiniprogList<MiniprogHomeItem>>(call('GET', P.home.list, { block: 'banner', keyword: '二 en' }))).list.map((item) => item.title_zh)).toEqual(['横幅二']);

    // a sort missing an item (the list changed meanwhile) is refused whole
    const stale = await call('POST', P.home.sort, { block: 'banner', ids: [first.id] });
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale).message).toBe('列表已被他人修改，请刷新后重新排序');

    // moved to the other block, an item goes last there
    const quick = await ok<MiniprogHomeItem>(call('POST', P.home.save, { ...banner('快捷入口'), block: 'quick_entry', status: 'published' }));
    const moved = await ok<MiniprogHomeItem>(call('POST', P.home.save, { ...banner('横幅一'), id: first.id, block: 'quick_entry', status: 'published' }));
    expect(moved.sort).toBeGreaterThan(quick.sort);

    expect(await ok(call('DELETE', P.home.delete, { id: String(second.id) }))).toBeNull();
    expect((await call('GET', P.home.info, { id: String(second.id) })).statusCode).toBe(404);
    const home = await api<PublicHome>(MINIPROG_API_PATHS.home);
    expect(home.banners).toEqual([]);
    expect(home.quick_entries.map((item) => item.title)).toEqual(['快捷入口', '横幅一']);
  });

  it('refuses an incomplete form field by field with localised messages, and bad links and schedules', async () => {
    const empty = await call('POST', P.home.save, { block: 'banner', image: '', title_zh: ' ', title_en: '' }, 'en-us');
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'image', message: 'This field is required' },
        { field: 'title_zh', message: 'This field is required' },
        { field: 'title_en', message: 'This field is required' },
      ]),
    );
    const ftp = await call('POST', P.home.save, banner('横幅', { link_type: 'url', link: 'ftp://files.example' }));
    expect(errorsOf(ftp)).toEqual([{ field: 'link', message: '链接必须以 http:// 或 https:// 开头' }]);
    const page = await call('POST', P.home.save, banner('横幅', { link: '/pages/unknown/index' }));
    expect(errorsOf(page)).toEqual([{ field: 'link', message: '请选择小程序中的页面' }]);
    const backwards = await call('POST', P.home.save, banner('横幅', { starts_at: '2025-03-27T09:00:00+08:00', ends_at: '2025-03-26T09:00:00+08:00' }), 'en-us');
    expect(errorsOf(backwards)).toEqual([{ field: 'ends_at', message: expect.stringMatching(/end/i) }]);
    expect((await call('POST', P.home.save, banner('横幅', { id: 2_000_000 }))).statusCode).toBe(404);
  });
});

describe('popups (/popup/popup-manage)', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await t.app.changes.announce('miniprog', 'all');
  });

  it('schedules a popup for tomorrow (Shanghai): absent from the API today, present once the clock reaches tomorrow', async () => {
    // a fixed clock, one minute before midnight in Shanghai (27 March 2025, 23:59): "today" cannot turn into "tomorrow" mid-test;
    // only Date is faked, timers and the database driver keep running
    const now = new Date('2025-03-27T15:59:00Z');
    fixClock(now);
    const tomorrow = new Date(now.getTime() + DAY);
    const popup = await ok<MiniprogPopup>(
      call('POST', P.popup.save, { name: '明日开幕', image: '/api/files/2025/03/8eff3617002e9a854b9704717f35f7aa.png', link_type: 'page', link: '/pages/activity/list', audience: 'first_visit', starts_at: shanghai(tomorrow, '00:00'), ends_at: shanghai(tomorrow, '23:59') }),
    );
    expect(popup).toMatchObject({ enabled: true, live: false, audience: 'first_visit', starts_at: new Date(shanghai(tomorrow, '00:00')).toISOString() });
    expect(await api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups)).toEqual({ list: [] });

    // only Date moves to tomorrow noon in Shanghai: timers and the database driver keep running
    jest.setSystemTime(new Date(shanghai(tomorrow, '12:00')));
    const shown = await api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups);
    expect(shown.list).toEqual([{ id: popup.id, image: '/api/files/2025/03/8eff3617002e9a854b9704717f35f7aa.png', link_type: 'page', link: '/pages/activity/list', audience: 'first_visit', ends_at: new Date(shanghai(tomorrow, '23:59')).toISOString() }]);
    expect((await ok<MiniprogPopup>(call('GET', P.popup.info, { id: String(popup.id) }))).live).toBe(true);

    // disabled, it is gone even inside its schedule
    await ok(call('POST', P.popup.enable, { id: popup.id, enabled: false }));
    expect((await api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups)).list).toEqual([]);
    expect((await ok<MiniprogList<MiniprogPopup>>(call('GET', P.popup.list, { enabled: 'false' }))).list.map((item) => item.name)).toEqual(['明日开幕']);
    expect(await ok(call('DELETE', P.popup.delete, { id: String(popup.id) }))).toBeNull();
  });

  it('ends a popup with its schedule: served and live until its end, gone from the API and no longer live after it', async () => {
    const tomorrow = new Date(Date.now() + DAY);
    const popup = await ok<MiniprogPopup>(
      call('POST', P.popup.save, { name: '限时弹窗', image: '/api/files/2025/03/8eff3617002e9a854b9704717f35f7aa.png', link_type: 'page', link: '/pages/activity/list', audience: 'every_visit', ends_at: shanghai(tomorrow, '12:00') }),
    );
    expect(popup).toMatchObject({ enabled: true, live: true, ends_at: new Date(shanghai(tomorrow, '12:00')).toISOString() });
    const served = { id: popup.id, image: '/api/files/2025/03/8eff3617002e9a854b9704717f35f7aa.png', link_type: 'page', link: '/pages/activity/list', audience: 'every_visit', ends_at: new Date(shanghai(tomorrow, '12:00')).toISOString() };
    expect((await api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups)).list).toEqual([served]);

    // only Date moves, to a minute past the end: the answer cached before it is stale without any admin save
    fixClock(new Date(shanghai(tomorrow, '12:01')));
    expect(await api<{ list: PublicPopup[] }>(MINIPROG_API_PATHS.popups)).toEqual({ list: [] });
    expect((await ok<MiniprogPopup>(call('GET', P.popup.info, { id: String(popup.id) }))).live).toBe(false);
    expect(await ok(call('DELETE', P.popup.delete, { id: String(popup.id) }))).toBeNull();
  });

  it('requires a name and an image', async () => {
    const response = await call('POST', P.popup.save, { audience: 'sometimes' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((error) => error.field).sort()).toEqual(['audience', 'image', 'name']);
    expect(errorsOf(response).find((error) => error.field === 'name')?.message).toBe('此项为必填项');
  });
});

describe('terms (/clause/clause-manage)', () => {
  const form = (version: string) => ({ kind: 'privacy', title_zh: '隐私条款', title_en: 'Privacy terms', content_zh: `<p>第${version}版</p><script>alert(1)</script>`, content_en: `<p>Version ${version}</p>` });

  it('publishes v1, then v2: the API serves v2 as current and v1 stays readable; published versions are never edited', async () => {
    const v1 = await ok<MiniprogTermsVersion>(call('POST', P.terms.save, form('一')));
    expect(v1).toMatchObject({ version: 1, status: 'draft', current: false, content_zh: '<p>第一版</p>' });
    expect((await t.injectAs('anonymous', { method: 'GET', url: `${MINIPROG_API_PATHS.terms}/privacy` })).statusCode).toBe(404);
    expect(await ok<MiniprogTermsVersion>(call('POST', P.terms.publish, { id: v1.id }))).toMatchObject({ status: 'published', current: true });
    expect(await api<PublicTerms>(`${MINIPROG_API_PATHS.terms}/privacy`)).toMatchObject({ version: 1, content: '<p>第一版</p>' });

    const edit = await call('POST', P.terms.save, { ...form('改'), id: v1.id });
    expect(edit.statusCode).toBe(409);
    expect((await call('DELETE', P.terms.delete, { id: String(v1.id) })).statusCode).toBe(409);

    const v2 = await ok<MiniprogTermsVersion>(call('POST', P.terms.save, form('二')));
    expect(v2.version).toBe(2);
    // a draft is not served
    expect((await api<PublicTerms>(`${MINIPROG_API_PATHS.terms}/privacy`)).version).toBe(1);
    await ok(call('POST', P.terms.publish, { id: v2.id }));
    expect(await api<PublicTerms>(`${MINIPROG_API_PATHS.terms}/privacy`, 'en-us')).toMatchObject({ version: 2, current: true, content: '<p>Version 二</p>' });
    expect(await api<PublicTerms>(`${MINIPROG_API_PATHS.terms}/privacy/versions/1`)).toMatchObject({ version: 1, current: false, content: '<p>第一版</p>' });
    expect((await api<PublicTermsVersions>(`${MINIPROG_API_PATHS.terms}/privacy/versions`)).current).toBe(2);
    const admin = await ok<MiniprogList<MiniprogTermsVersion>>(call('GET', P.terms.list, { kind: 'privacy' }));
    expect(admin.list.map((version) => [version.version, version.current])).toEqual([
      [2, true],
      [1, false],
    ]);

    // a draft v3 can be edited and deleted
    const v3 = await ok<MiniprogTermsVersion>(call('POST', P.terms.save, form('三')));
    expect((await ok<MiniprogTermsVersion>(call('POST', P.terms.save, { ...form('三改'), id: v3.id }))).content_zh).toBe('<p>第三改版</p>');
    expect(await ok(call('DELETE', P.terms.delete, { id: String(v3.id) }))).toBeNull();
  });

  it('requires both titles and contents', async () => {
    const response = await call('POST', P.terms.save, { kind: 'privacy', title_zh: '', title_en: '', content_zh: '<p></p>', content_en: '' }, 'en-us');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((error) => error.field).sort()).toEqual(['content_en', 'content_zh', 'title_en', 'title_zh']);
  });
});

describe('featured lists and concurrent activities (/info, /product, /activity)', () => {
  it('features public records only, shows them on the API home in order, hides them without touching the exhibitor data', async () => {
    const candidates = await ok<MiniprogList<MiniprogFeaturedCandidate>>(call('GET', P.featured.candidates, { kind: 'exhibitor' }));
    // the newcomer's profile is not saved: not a candidate, and refused if sent anyway
    expect(candidates.list.map((row) => row.ref_id).sort()).toEqual([t.fixtures.exhibitors.main, t.fixtures.exhibitors.rival].sort());
    const refused = await call('POST', P.featured.save, { kind: 'exhibitor', ref_id: t.fixtures.exhibitors.newcomer, status: 'published' });
    expect(errorsOf(refused)).toEqual([{ field: 'ref_id', message: '所选内容未公开（展商信息未保存、已停用或展品未发布），不能推荐' }]);
    expect(errorsOf(await call('POST', P.featured.save, { kind: 'product', ref_id: world.draftProductOfA }))[0].field).toBe('ref_id');

    const a = await ok<MiniprogFeaturedItem>(call('POST', P.featured.save, { kind: 'exhibitor', ref_id: t.fixtures.exhibitors.main, status: 'published' }));
    const b = await ok<MiniprogFeaturedItem>(call('POST', P.featured.save, { kind: 'exhibitor', ref_id: t.fixtures.exhibitors.rival, status: 'published' }));
    expect(a).toMatchObject({ name_zh: '上海演示电子有限公司', available: true, live: true, hidden: false });
    expect(errorsOf(await call('POST', P.featured.save, { kind: 'exhibitor', ref_id: t.fixtures.exhibitors.main }))).toEqual([{ field: 'ref_id', message: '该内容已在推荐列表中' }]);
    expect((await ok<MiniprogList<MiniprogFeaturedCandidate>>(call('GET', P.featured.candidates, { kind: 'exhibitor', keyword: '演示' }))).list).toEqual([
      expect.objectContaining({ ref_id: t.fixtures.exhibitors.main, featured: true }),
    ]);
    expect(ids((await api<PublicHome>(MINIPROG_API_PATHS.home)).exhibitors)).toEqual([t.fixtures.exhibitors.main, t.fixtures.exhibitors.rival]);

    await ok(call('POST', P.featured.sort, { kind: 'exhibitor', ids: [b.id, a.id] }));
    expect(await ok<MiniprogFeaturedItem>(call('POST', P.featured.visibility, { id: b.id, hidden: true }))).toMatchObject({ hidden: true, live: false, available: true });
    expect(ids((await api<PublicHome>(MINIPROG_API_PATHS.home)).exhibitors)).toEqual([t.fixtures.exhibitors.main]);
    // the company itself is untouched: still in the directory
    expect((await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.exhibitor(t.fixtures.exhibitors.rival) })).statusCode).toBe(200);
    // an entry's source cannot be swapped
    expect(errorsOf(await call('POST', P.featured.save, { id: a.id, kind: 'exhibitor', ref_id: t.fixtures.exhibitors.rival }))[0].field).toBe('ref_id');
    await ok(call('POST', P.featured.state, { id: a.id, action: 'withdraw' }));
    expect((await api<PublicHome>(MINIPROG_API_PATHS.home)).exhibitors).toEqual([]);
    expect((await ok<MiniprogList<MiniprogFeaturedItem>>(call('GET', P.featured.list, { kind: 'exhibitor', hidden: 'true' }))).list.map((item) => item.id)).toEqual([b.id]);
  });

  it('keeps the concurrent activities (zh/en title, time, place, sanitised content) and features them on the home', async () => {
    const saved = await ok<MiniprogActivity>(
      call('POST', P.activity.save, {
        title_zh: '开幕论坛',
        title_en: 'Opening forum',
        starts_at: '2025-03-26T09:30:00+08:00',
        ends_at: '2025-03-26T11:00:00+08:00',
        place_zh: '主会场',
        place_en: 'Main hall',
        content_zh: '<p onclick="steal()">欢迎<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
        content_en: '<p>Welcome</p>',
        status: 'published',
      }),
    );
    expect(saved).toMatchObject({ starts_at: '2025-03-26T01:30:00.000Z', ends_at: '2025-03-26T03:00:00.000Z', place_en: 'Main hall', live: true });
    expect(saved.content_zh).not.toMatch(/script|onclick|javascript/);
    expect(saved.content_zh).toContain('欢迎');
    const entry = await ok<MiniprogFeaturedItem>(call('POST', P.featured.save, { kind: 'activity', ref_id: saved.id, status: 'published' }));
    expect(entry).toMatchObject({ name_en: 'Opening forum', live: true });
    expect((await api<PublicHome>(MINIPROG_API_PATHS.home, 'en-us')).activities).toEqual([
      { id: saved.id, title: 'Opening forum', image: '', place: 'Main hall', starts_at: '2025-03-26T01:30:00.000Z', ends_at: '2025-03-26T03:00:00.000Z' },
    ]);

    // hidden, the activity leaves the list, its page and the home
    await ok(call('POST', P.activity.visibility, { id: saved.id, hidden: true }));
    expect((await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.activity(saved.id) })).statusCode).toBe(404);
    expect((await api<PublicHome>(MINIPROG_API_PATHS.home)).activities).toEqual([]);
    expect((await ok<MiniprogFeaturedItem>(call('GET', P.featured.info, { id: String(entry.id) }))).available).toBe(false);

    const missing = await call('POST', P.activity.save, { title_zh: '', title_en: 'X', content_zh: '', content_en: '<p>x</p>' });
    expect(errorsOf(missing).map((error) => error.field).sort()).toEqual(['content_zh', 'starts_at', 'title_zh']);
    // deleting the activity removes its featured entry too
    await ok(call('DELETE', P.activity.delete, { id: String(saved.id) }));
    expect((await call('GET', P.featured.info, { id: String(entry.id) })).statusCode).toBe(404);
  });
});

describe('ads (/advertising/advertising-manage) and badges (/buoy/buoy-manage)', () => {
  it('follows the SPEC §5 ad rules and keeps the click count across edits', async () => {
    const empty = await call('POST', P.ad.save, { target_url: 'www.sponsor.example' });
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'image', message: '此项为必填项' },
        { field: 'open_mode', message: expect.any(String) },
        { field: 'target_url', message: expect.any(String) },
      ]),
    );
    const ad = await ok<MiniprogAd>(call('POST', P.ad.save, { image: '/api/files/2025/03/523af537946b79c4f8369ed39ba78605.png', open_mode: 'download', target_url: 'https://sponsor.example/brochure.pdf', page: 'exhibitors', position: 'bottom' }));
    await t.injectAs('anonymous', { method: 'POST', url: MINIPROG_API_PATHS.adClick(ad.id) });
    const edited = await ok<MiniprogAd>(call('POST', P.ad.save, { id: ad.id, image: '/api/files/2025/03/6920318cf3244e8733bebc7d67c9c0d8.png', open_mode: 'link', target_url: 'https://sponsor.example' }));
    expect(edited).toMatchObject({ click_count: 1, open_mode: 'link', page: 'home' });
    expect((await ok<MiniprogList<MiniprogAd>>(call('GET', P.ad.list, { page_name: 'home' }))).list.map((row) => row.id)).toEqual([ad.id]);
  });

  it('serves an enabled badge of its page until disabled', async () => {
    const badge = await ok<MiniprogBadge>(call('POST', P.badge.save, { name: '签到', icon: '/api/files/2025/03/dcdd1274f35ac5a8573e07b0582ad92c.png', link_type: 'page', link: '/pages/exhibitor/detail?id=3', page: 'exhibitors', position: 'left_middle' }));
    expect(badge.live).toBe(true);
    const url = `${MINIPROG_API_PATHS.badges}?page=exhibitors`;
    expect((await api<{ list: { id: number }[] }>(url)).list.map((row) => row.id)).toEqual([badge.id]);
    await ok(call('POST', P.badge.enable, { id: badge.id, enabled: false }));
    expect((await api<{ list: unknown[] }>(url)).list).toEqual([]);
    expect(errorsOf(await call('POST', P.badge.save, { name: '', icon: '' })).map((error) => error.field).sort()).toEqual(['icon', 'name']);
  });
});

describe('cache and log', () => {
  it('an admin save makes the cached API answer stale at once: the old ETag gets the new answer', async () => {
    const first = await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.popups });
    const etag = first.headers.etag as string;
    expect((await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.popups, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const popup = await ok<MiniprogPopup>(call('POST', P.popup.save, { name: '缓存测试', image: '/api/files/2025/03/0fea6a13c52b4d4725368f24b045ca84.png' }));
    const after = await t.injectAs('anonymous', { method: 'GET', url: MINIPROG_API_PATHS.popups, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(ids(envelope<{ list: PublicPopup[] }>(after).data.list)).toEqual([popup.id]);
  });

  it('records every write in the operation log with the mini-programme admin as operator', async () => {
    const badge = await ok<MiniprogBadge>(call('POST', P.badge.save, { name: '日志', icon: '/api/files/2025/03/dc1d71bbb5c4d2a5e936db79ef10c19f.png' }));
    await ok(call('POST', P.badge.enable, { id: badge.id, enabled: false }));
    const rows = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'miniprog-badge'), eq(operationLogs.entity_id, String(badge.id))));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'disable']);
  });
});
