import { asc, eq } from 'drizzle-orm';
import { POSTER_DEFAULT_COLORS, POSTER_FIELDS } from '@fair/shared/validation/poster';
import { operationLogs } from '../../../db/schema/operation-log';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function uploadAs(principal: PrincipalName): Promise<string> {
  const url = principal === 'organizerAll' || principal === 'miniprog' ? '/admin/attachment/upload' : '/exhibitors/attachment/upload';
  const response = await t.injectAs(principal, { method: 'POST', url, ...multipartBody([{ field: 'file', fileName: 'image.png', content: PNG_1X1 }]) });
  expect(response.statusCode).toBe(200);
  return envelope<{ url: string }>(response).data.url;
}

/** What a template saved with only its first-version fields reads back as: the colours and parts of before. */
const savedTemplate = (image: string) => ({
  image,
  image_en: '',
  title_zh: '欢迎莅临',
  title_en: 'Welcome',
  colors: { ...POSTER_DEFAULT_COLORS },
  fields: [...POSTER_FIELDS],
});

type Errors = { errors: { field: string; message: string }[] };
const post = (principal: PrincipalName, url: string, payload: object) =>
  t.injectAs(principal, { method: 'POST', url, payload, headers: { 'language-set': 'en-us' } });

describe('poster', () => {
  it('is empty until the organizer saves a template, then exhibitors draw on it with their own company', async () => {
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/global/poster' })).data).toBeNull();
    const image = await uploadAs('organizerAll');
    const saved = await post('organizerAll', '/admin/global/poster', { image, title_zh: '欢迎莅临', title_en: 'Welcome' });
    expect(saved.statusCode).toBe(200);
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/global/poster' })).data).toEqual(savedTemplate(image));

    const mine = envelope(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/global/poster', headers: { 'language-set': 'en-us' } }));
    expect(mine.data).toEqual({
      template: savedTemplate(image),
      company: expect.objectContaining({ name_zh_cn: '上海演示电子有限公司', booth: '1A01', hall: 'Hall 1', country_info: 'China' }),
    });
    const rivals = envelope<{ company: { name_zh_cn: string } }>(await t.injectAs('exhibitorB', { method: 'GET', url: '/exhibitors/global/poster' }));
    expect(rivals.data.company.name_zh_cn).toBe('竞品科技股份有限公司');
  });

  it('requires the template image and refuses an exhibitor\'s upload as template', async () => {
    const missing = await post('organizerAll', '/admin/global/poster', { title_zh: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(envelope<Errors>(missing).data.errors[0].field).toBe('image');
    const foreign = await post('organizerAll', '/admin/global/poster', { image: await uploadAs('exhibitorA') });
    expect(envelope<Errors>(foreign).data.errors).toEqual([{ field: 'image', message: 'This file was not uploaded by your account, please upload it again' }]);
  });

  it('belongs to organizers with poster.download', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/global/poster' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/global/poster' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'POST', url: '/admin/global/poster', payload: {} })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/exhibitors/global/poster' })).statusCode).toBe(401);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/global/poster' })).statusCode).toBe(403);
  });
});

describe('banner', () => {
  it('starts empty and keeps the saved banners in order', async () => {
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/global/banner' })).data).toEqual({ list: [] });
    const list = [
      { image: await uploadAs('organizerAll'), title_zh: '2025 上海电子展', title_en: 'Shanghai Electronics Fair 2025', enabled: true },
      { image: await uploadAs('organizerAll'), title_zh: '3月26日至28日', title_en: '26-28 March', enabled: false },
    ];
    expect((await post('organizerAll', '/admin/global/banner', { list })).statusCode).toBe(200);
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/global/banner' })).data).toEqual({ list });
    // saving again with the same images (unchanged) is allowed
    expect((await post('organizerAll', '/admin/global/banner', { list: [...list].reverse() })).statusCode).toBe(200);
    const logged = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'banner')).orderBy(asc(operationLogs.id));
    expect(logged.map((entry) => [entry.action, entry.actor_name])).toEqual([
      ['update', 'organizer'],
      ['update', 'organizer'],
    ]);
    expect(logged[1].changes).toEqual({ list: [list, [...list].reverse()] });
  });

  it('requires image, Chinese title and English title on every banner (SPEC §5)', async () => {
    const response = await post('organizerAll', '/admin/global/banner', { list: [{ image: '', title_zh: ' ', title_en: '' }] });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors).toEqual([
      { field: 'list.0.image', message: 'This field is required' },
      { field: 'list.0.title_zh', message: 'This field is required' },
      { field: 'list.0.title_en', message: 'This field is required' },
    ]);
  });

  it('refuses an image no admin uploaded', async () => {
    const response = await post('organizerAll', '/admin/global/banner', { list: [{ image: 'https://elsewhere.example/b.png', title_zh: '标题', title_en: 'Title' }] });
    expect(envelope<Errors>(response).data.errors).toEqual([{ field: 'list.0.image', message: 'This file was not uploaded by your account, please upload it again' }]);
  });

  it('belongs to organizers with organizer.page-edit', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/global/banner' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/global/banner' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'POST', url: '/admin/global/banner', payload: { list: [] } })).statusCode).toBe(401);
  });
});
