import { eq } from 'drizzle-orm';
import { exhibitorCategories, exhibitors } from '../../../db/schema/exhibitors';
import { applicationAreas, productCategories } from '../../../db/schema/reference';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { multipartBody } from '../../../test/multipart';

let t: TestApp;
let categoryIds: number[];
let areaId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const categories = await t.db
    .insert(productCategories)
    .values([
      { level: 1, name_zh: '元器件', name_en: 'Components' },
      { level: 1, name_zh: '电源', name_en: 'Power' },
      { level: 1, name_zh: '仪器', name_en: 'Instruments' },
    ])
    .returning({ id: productCategories.id });
  categoryIds = categories.map((row) => row.id);
  [{ id: areaId }] = await t.db.insert(applicationAreas).values({ name_zh: '汽车电子', name_en: 'Automotive' }).returning({ id: applicationAreas.id });
});
afterAll(async () => {
  await t?.close();
});

async function uploadAs(principal: PrincipalName): Promise<string> {
  const body = multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]);
  const response = await t.injectAs(principal, { method: 'POST', url: '/exhibitors/attachment/upload', ...body });
  expect(response.statusCode).toBe(200);
  return envelope<{ url: string }>(response).data.url;
}

async function profileBody(principal: PrincipalName) {
  return {
    logo: await uploadAs(principal),
    qr_code: await uploadAs(principal),
    name_zh_cn: '新锐半导体有限公司',
    name_en: 'Xinrui Semiconductor Co., Ltd.',
    country: 'XK',
    categories: [categoryIds[0], categoryIds[1]],
    application_areas: [areaId],
    intro_zh: '专注功率半导体。',
    intro_en: 'Power semiconductors.',
    website: 'https://xinrui.example',
    email: 'info@xinrui.example',
    join_year: 2019,
  };
}

const save = (principal: PrincipalName, payload: object, language = 'en-us') =>
  t.injectAs(principal, { method: 'POST', url: '/exhibitors/exhibitors/save', payload, headers: { 'language-set': language } });

type Errors = { errors: { field: string; message: string }[] };

describe('GET /exhibitors/exhibitors/info', () => {
  it('answers the caller\'s own company, names in the caller\'s language', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/exhibitors/info', headers: { 'language-set': 'en-us' } });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toMatchObject({
      id: t.fixtures.exhibitors.main,
      name_zh_cn: '上海演示电子有限公司',
      country: 'CN',
      country_info: 'China',
      hall: 'Hall 1',
      booth: '1A01',
      exhibitor_types: ['Local'],
      is_edit: true,
    });
  });

  it('gives another exhibitor their own company, never A\'s', async () => {
    const body = envelope<{ id: number; name_zh_cn: string }>(await t.injectAs('exhibitorB', { method: 'GET', url: '/exhibitors/exhibitors/info?id=' + t.fixtures.exhibitors.main }));
    expect(body.data.id).toBe(t.fixtures.exhibitors.rival);
    expect(body.data.name_zh_cn).toBe('竞品科技股份有限公司');
  });

  it('is for exhibitors only', async () => {
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/exhibitors/exhibitors/info' })).statusCode).toBe(401);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/exhibitors/info' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/exhibitors/exhibitors/info' })).statusCode).toBe(403);
  });
});

describe('POST /exhibitors/exhibitors/save', () => {
  it('saves a new exhibitor\'s profile, sets is_edit and answers the saved profile', async () => {
    const payload = await profileBody('exhibitorNew');
    const response = await save('exhibitorNew', payload);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toMatchObject({
      id: t.fixtures.exhibitors.newcomer,
      logo: payload.logo,
      qr_code: payload.qr_code,
      country: 'XK',
      country_info: 'Kosovo',
      categories: [categoryIds[0], categoryIds[1]].sort((a, b) => a - b),
      application_areas: [areaId],
      join_year: 2019,
      is_edit: true,
    });
  });

  it('replaces the category links instead of adding to them', async () => {
    const payload = { ...(await profileBody('exhibitorNew')), categories: [categoryIds[2]] };
    await save('exhibitorNew', payload);
    const links = await t.db.select().from(exhibitorCategories).where(eq(exhibitorCategories.exhibitor_id, t.fixtures.exhibitors.newcomer));
    expect(links.map((link) => link.category_id)).toEqual([categoryIds[2]]);
  });

  it('names every missing SPEC §5 field', async () => {
    const response = await save('exhibitorNew', {});
    expect(response.statusCode).toBe(422);
    const errors = envelope<Errors>(response).data.errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['categories', 'country', 'intro_en', 'intro_zh', 'logo', 'name_en', 'name_zh_cn', 'qr_code']);
    expect(new Set(errors.map((error) => error.message))).toEqual(new Set(['This field is required']));
  });

  it('says required for blank text and an empty category list, and names the length limit', async () => {
    const payload = await profileBody('exhibitorNew');
    const response = await save('exhibitorNew', { ...payload, logo: ' ', categories: [], intro_zh: '展'.repeat(2001) }, 'zh-cn');
    expect(envelope<Errors>(response).data.errors).toEqual([
      { field: 'logo', message: '此项为必填项' },
      { field: 'categories', message: '此项为必填项' },
      { field: 'intro_zh', message: expect.stringContaining('2000') },
    ]);
  });

  it('refuses an empty category list and an unknown country', async () => {
    const payload = await profileBody('exhibitorNew');
    const response = await save('exhibitorNew', { ...payload, categories: [], country: 'ZZ' });
    expect(envelope<Errors>(response).data.errors.map((error) => error.field).sort()).toEqual(['categories', 'country']);
  });

  it('refuses another company\'s upload and addresses that are not uploads', async () => {
    const payload = await profileBody('exhibitorA');
    const response = await save('exhibitorA', { ...payload, logo: await uploadAs('exhibitorB'), qr_code: 'https://elsewhere.example/qr.png' });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors).toEqual([
      { field: 'logo', message: 'This file was not uploaded by your account, please upload it again' },
      { field: 'qr_code', message: 'This file was not uploaded by your account, please upload it again' },
    ]);
  });

  it('refuses unknown category and application-area ids', async () => {
    const payload = await profileBody('exhibitorA');
    const response = await save('exhibitorA', { ...payload, categories: [999999], application_areas: [888888] });
    expect(envelope<Errors>(response).data.errors.map((error) => error.field)).toEqual(['categories', 'application_areas']);
  });

  it('ignores hall, booth, booth area and type sent by the exhibitor', async () => {
    const payload = await profileBody('exhibitorA');
    const response = await save('exhibitorA', { ...payload, booth: 'Z99', hall_id: 12345, booth_area: 999, exhibitor_types: ['FIE'], id: t.fixtures.exhibitors.rival });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.main));
    expect(row).toMatchObject({ booth: '1A01', hall_id: t.fixtures.hallId, exhibitor_types: ['Local'], name_en: payload.name_en });
    const [rival] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.rival));
    expect(rival.name_en).toBe('Rival Technology Inc.');
  });

  it('keeps an unchanged file the exhibitor did not upload (set by the organizer)', async () => {
    await t.db.update(exhibitors).set({ logo: '/api/files/2024/11/0000000000000000000000000000beef.png' }).where(eq(exhibitors.id, t.fixtures.exhibitors.rival));
    const payload = { ...(await profileBody('exhibitorB')), logo: '/api/files/2024/11/0000000000000000000000000000beef.png' };
    expect((await save('exhibitorB', payload)).statusCode).toBe(200);
  });

  it('lets a sub-account with the profile power save with its own uploads, not one without', async () => {
    const payload = await profileBody('subWithPower');
    expect((await save('subWithPower', payload)).statusCode).toBe(200);
    const refused = await save('subWithoutPower', payload);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(403);
  });

  it('accepts the main account\'s upload from a sub-account of the same company', async () => {
    const payload = await profileBody('exhibitorA');
    expect((await save('subWithPower', payload)).statusCode).toBe(200);
  });

  it('keeps the company phone with its territory: +1 Canada stays Canada (SPEC §3 phone-input entry)', async () => {
    const payload = { ...(await profileBody('exhibitorNew')), phone: { iso2: 'CA', number: '2045550100' } };
    const response = await save('exhibitorNew', payload);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toMatchObject({ phone: { iso2: 'ca', number: '2045550100' } });
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.newcomer));
    expect(row).toMatchObject({ phone: '2045550100', phone_country: 'ca' });
    const info = await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/exhibitors/info' });
    expect(envelope(info).data).toMatchObject({ phone: { iso2: 'ca', number: '2045550100' } });
  });

  it('refuses a phone of more than 15 digits or with other characters (SPEC §5), in the caller\'s language', async () => {
    const payload = await profileBody('exhibitorNew');
    const tooLong = await save('exhibitorNew', { ...payload, phone: { iso2: 'cn', number: '1'.repeat(16) } }, 'zh-cn');
    expect(tooLong.statusCode).toBe(422);
    expect(envelope<Errors>(tooLong).data.errors).toEqual([{ field: 'phone.number', message: '数据不正确' }]);
    const notDigits = await save('exhibitorNew', { ...payload, phone: { iso2: 'cn', number: '138-0013-8000' } });
    expect(envelope<Errors>(notDigits).data.errors.map((error) => error.field)).toEqual(['phone.number']);
    const accepted = await save('exhibitorNew', { ...payload, phone: { iso2: 'cn', number: '1'.repeat(15) } });
    expect(accepted.statusCode).toBe(200);
  });

  it('clears the phone when saved without one', async () => {
    await save('exhibitorNew', { ...(await profileBody('exhibitorNew')), phone: { iso2: 'cn', number: '13800138000' } });
    const response = await save('exhibitorNew', { ...(await profileBody('exhibitorNew')), phone: { iso2: 'cn', number: '' } });
    expect(envelope(response).data).toMatchObject({ phone: null });
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, t.fixtures.exhibitors.newcomer));
    expect(row).toMatchObject({ phone: null, phone_country: null });
  });

  it('is for exhibitors only', async () => {
    expect((await save('anonymous', {})).statusCode).toBe(401);
    expect((await save('organizerAll', {})).statusCode).toBe(403);
    expect((await save('revoked', {})).statusCode).toBe(401);
  });
});
