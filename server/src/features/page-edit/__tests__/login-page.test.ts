import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginPageTexts, PublicLoginPage } from '@fair/shared/contracts/login-page';
import { operationLogs } from '../../../db/schema/operation-log';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
let other: FastifyInstance;
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.otherProcess();
});
afterAll(() => t?.close());

const texts: LoginPageTexts = {
  title_zh: '2025 展商中心登录',
  title_en: 'Exhibitor centre 2025',
  hint_zh: '忘记密码？请致电主办方 021-12345678',
  hint_en: 'Forgot your password? Call the organizer on 021-12345678',
  copyright_zh: '© 2025 上海国际电子展',
  copyright_en: '© 2025 Shanghai Electronics Fair',
  footer_links: [{ label_zh: '隐私政策', label_en: 'Privacy', url: 'https://fair.example/privacy' }],
};

const save = (payload: object, principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url: '/admin/page/login', payload, headers: { 'language-set': 'en-us' } });
const publicPage = async (app: FastifyInstance = t.app) => envelope<PublicLoginPage>(await app.inject({ method: 'GET', url: '/api/page/login' })).data;

/** A change announced by one process reaches the other through NOTIFY, a moment later. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the other process still answers the old page');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('login page texts (/organizer/page-edit)', () => {
  it('starts with empty texts (the login pages keep their own) and no banners', async () => {
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/page/login' })).data).toEqual({ ...texts, title_zh: '', title_en: '', hint_zh: '', hint_en: '', copyright_zh: '', copyright_en: '', footer_links: [] });
    expect(await publicPage(other)).toMatchObject({ title_zh: '', footer_links: [], banners: [] });
  });

  it('saves, logs, and shows the change on the login pages of both processes at once', async () => {
    const before = await publicPage(other);
    const response = await save(texts);
    expect(response.statusCode).toBe(200);
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/page/login' })).data).toEqual(texts);
    expect(await publicPage()).toMatchObject(texts);
    expect(before.title_zh).toBe('');
    await until(async () => (await publicPage(other)).title_zh === texts.title_zh);

    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'login-page')).orderBy(asc(operationLogs.id));
    expect(logged.map((entry) => entry.action)).toEqual(['update']);
    expect(Object.keys(logged[0].changes as object)).toContain('title_zh');
  });

  it('answers 304 to a browser that holds the current answer, and a new ETag after a save', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/page/login' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/page/login', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await save({ ...texts, hint_en: 'Ask the organizer' });
    const changed = await t.app.inject({ method: 'GET', url: '/api/page/login', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows the enabled banners in the editor order, as soon as they are saved', async () => {
    const upload = async () =>
      envelope<{ url: string }>(await t.injectAs('organizerAll', { method: 'POST', url: '/admin/attachment/upload', ...multipartBody([{ field: 'file', fileName: 'b.png', content: PNG_1X1 }]) })).data.url;
    const [one, two, three] = [await upload(), await upload(), await upload()];
    const list = [
      { image: one, title_zh: '一', title_en: 'One', enabled: true },
      { image: two, title_zh: '二', title_en: 'Two', enabled: false },
      { image: three, title_zh: '三', title_en: 'Three' },
    ];
    expect((await t.injectAs('organizerAll', { method: 'POST', url: '/admin/global/banner', payload: { list } })).statusCode).toBe(200);
    expect((await publicPage()).banners).toEqual([
      { image: one, title_zh: '一', title_en: 'One' },
      { image: three, title_zh: '三', title_en: 'Three' },
    ]);
    await until(async () => (await publicPage(other)).banners.length === 2);
  });

  it('refuses footer links without a label or with an address lacking http:// or https://, and overlong texts', async () => {
    const bad = await save({ ...texts, footer_links: [{ label_zh: ' ', label_en: 'Privacy', url: 'fair.example/privacy' }], title_en: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(422);
    expect(envelope<Errors>(bad).data.errors).toEqual(
      expect.arrayContaining([
        { field: 'footer_links.0.label_zh', message: 'This field is required' },
        { field: 'footer_links.0.url', message: 'The link must start with http:// or https://' },
        expect.objectContaining({ field: 'title_en' }),
      ]),
    );
    expect((await save({ ...texts, extra: 1 })).statusCode).toBe(422);
  });

  it('belongs to organizers with organizer.page-edit; the login pages read it without a session', async () => {
    expect((await save(texts, 'organizerLimited')).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/page/login' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/admin/page/login' })).statusCode).toBe(401);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/api/page/login' })).statusCode).toBe(200);
  });
});
