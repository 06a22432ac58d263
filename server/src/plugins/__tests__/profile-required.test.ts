import { eq } from 'drizzle-orm';
import { adminUserAuthorities, authorityRouteKeys } from '../../db/schema/admins';
import { PNG_1X1 } from '../../lib/file-kind/__tests__/samples';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { type ContentWorld, insertContentWorld, insertUpload } from '../../features/content/__tests__/content-world';

let t: TestApp;
let world: ContentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertContentWorld(t.db, t.fixtures);
});
afterAll(() => t?.close());

const richText = { title_zh: '新品发布', title_en: 'Launch', content_zh: '<p>内容</p>', content_en: '<p>Content</p>', status: 'draft' };

async function forms() {
  return {
    product: {
      image: await insertUpload(t.db, t.fixtures.accounts.newcomer),
      name_zh: '贴片电阻',
      name_en: 'SMD resistor',
      intro_zh: '精密',
      categories: [world.categories[2]],
      application_areas: [world.areas[0]],
      attributes: [world.attributes[0]],
      status: 'draft',
    },
    news: richText,
    activity: { ...richText, location_zh: '展台' },
  };
}

const post = (as: PrincipalName, url: string, payload: object, language = 'en-us') =>
  t.injectAs(as, { method: 'POST', url, payload, headers: { 'language-set': language } });

describe('SPEC §4 on the server: an exhibitor whose profile is not saved', () => {
  it('cannot create products, news or activities, with the SPEC §8 text; after saving the profile it can', async () => {
    const payloads = await forms();
    for (const kind of ['product', 'news', 'activity'] as const) {
      const refused = await post('exhibitorNew', `/exhibitors/${kind}/save`, payloads[kind]);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe('Please complete and save your exhibitor information before visiting other pages');
    }
    const zh = await post('exhibitorNew', '/exhibitors/news/save', richText, 'zh-cn');
    expect(envelope(zh).message).toBe('必须先填展商信息并保存后才能访问其他页面');
    const list = await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/product/list' });
    expect(list.statusCode).toBe(403);

    // what /user/edit needs stays open: the profile, uploads, reference lists, the user and the header's messages
    for (const url of ['/exhibitors/exhibitors/info', '/exhibitors/user/info', '/api/product-category/list', '/exhibitors/message/count']) {
      expect(envelope(await t.injectAs('exhibitorNew', { method: 'GET', url })).code).toBe(0);
    }
    const logo = await t.injectAs('exhibitorNew', {
      method: 'POST',
      url: '/exhibitors/attachment/upload',
      ...multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]),
    });
    expect(envelope(logo).code).toBe(0);
    const logoUrl = envelope<{ url: string }>(logo).data.url;

    const profile = await post('exhibitorNew', '/exhibitors/exhibitors/save', {
      logo: logoUrl,
      qr_code: logoUrl,
      name_zh_cn: '新锐半导体有限公司',
      name_en: 'Xinrui Semiconductor Co., Ltd.',
      country: 'CN',
      categories: [world.categories[0]],
      application_areas: [world.areas[0]],
      intro_zh: '专注功率半导体。',
      intro_en: 'Power semiconductors.',
      join_year: 2019,
    });
    expect(envelope(profile).code).toBe(0);

    for (const kind of ['product', 'news', 'activity'] as const) {
      const saved = await post('exhibitorNew', `/exhibitors/${kind}/save`, payloads[kind]);
      expect(envelope(saved).code).toBe(0);
    }
  });

  it('leaves exhibitors with a saved profile and other client types alone', async () => {
    expect(envelope(await post('exhibitorA', '/exhibitors/news/save', richText)).code).toBe(0);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/product/list' })).statusCode).toBe(403);
  });
});

describe('POST /admin/attachment/upload: the organizer screens that upload', () => {
  const upload = (as: PrincipalName) =>
    t.injectAs(as, { method: 'POST', url: '/admin/attachment/upload', ...multipartBody([{ field: 'file', fileName: 'banner.png', content: PNG_1X1 }]) });

  it('needs one of their role keys (or all); mini-programme admins are not role-checked', async () => {
    expect(envelope(await upload('organizerAll')).code).toBe(0);
    expect(envelope(await upload('miniprog')).code).toBe(0);
    const refused = await upload('organizerLimited');
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe('没有访问此页面的权限');
  });

  it('lets an organizer holding only one of the keys upload', async () => {
    const [grant] = await t.db
      .select({ authority: adminUserAuthorities.authority_id })
      .from(adminUserAuthorities)
      .where(eq(adminUserAuthorities.admin_user_id, t.fixtures.accounts.editor));
    await t.db.insert(authorityRouteKeys).values({ authority_id: grant.authority, route_key: 'download.list' });
    expect(envelope(await upload('organizerLimited')).code).toBe(0);
  });
});
