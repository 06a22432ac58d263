import { productCategories, applicationAreas, productProperties, halls } from '../../../db/schema/reference';
import { ads } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { COUNTRY_CODES } from '@fair/locales/countries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const [power, parts] = await t.db
    .insert(productCategories)
    .values([
      { level: 1, name_zh: '电源', name_en: 'Power', sort: 2 },
      { level: 1, name_zh: '元器件', name_en: 'Components', sort: 1 },
    ])
    .returning();
  const [chips] = await t.db
    .insert(productCategories)
    .values([
      { parent_id: parts.id, level: 2, name_zh: '芯片', name_en: 'Chips', sort: 1 },
      { parent_id: parts.id, level: 2, name_zh: '被动元件', name_en: '', sort: 0 },
    ])
    .returning();
  await t.db.insert(productCategories).values({ parent_id: chips.id, level: 3, name_zh: '存储芯片', name_en: 'Memory chips' });
  expect(power.id).toBeGreaterThan(0);
  await t.db.insert(applicationAreas).values([
    { name_zh: '汽车电子', name_en: 'Automotive', sort: 1 },
    { name_zh: '消费电子', name_en: 'Consumer electronics', sort: 0 },
  ]);
  await t.db.insert(productProperties).values([{ name_zh: '新品', name_en: 'New product' }]);
  await t.db.insert(halls).values([{ name_zh: '2号馆', name_en: 'Hall 2', sort: 5 }]);
  await t.db.insert(ads).values([
    { image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png', page: 'home', position: 'top', target_url: 'https://fair.example', sort: 1 },
    { image: '/api/files/2025/03/fedcba9876543210fedcba9876543210.png', page: 'home', position: 'side', enabled: false },
  ]);
});
afterAll(async () => {
  await t?.close();
});

interface Node {
  name: string;
  level: number;
  has_children: boolean;
  children: Node[];
}

describe('GET /api/product-category/list', () => {
  it('answers the three-level tree, siblings ordered by sort, names in the caller\'s language', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list', headers: { 'language-set': 'en-us' } });
    expect(response.statusCode).toBe(200);
    const body = envelope<Node[]>(response);
    expect(body).toMatchObject({ code: 0, message: 'Success', msg: 'Success' });
    expect(body.data.map((node) => node.name)).toEqual(['Components', 'Power']);
    const components = body.data[0];
    // an empty English name falls back to Chinese
    expect(components.children.map((node) => node.name)).toEqual(['被动元件', 'Chips']);
    expect(components.children[1].children.map((node) => [node.name, node.level])).toEqual([['Memory chips', 3]]);
    expect(components.has_children).toBe(true);
    expect(body.data[1]).toMatchObject({ has_children: false, children: [] });
  });

  it('answers in Chinese by default', async () => {
    const body = envelope<Node[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list' }));
    expect(body.message).toBe('操作成功');
    expect(body.data.map((node) => node.name)).toEqual(['元器件', '电源']);
  });

  it('answers one level for lazy loading with parent_id', async () => {
    const tree = envelope<(Node & { id: number })[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list' })).data;
    const response = await t.injectAs('anonymous', { method: 'GET', url: `/api/product-category/list?parent_id=${tree[0].id}` });
    const level = envelope<Node[]>(response).data;
    expect(level.map((node) => [node.name, node.has_children, node.children.length])).toEqual([
      ['被动元件', false, 0],
      ['芯片', true, 0],
    ]);
  });

  it('refuses a malformed parent_id with a field error', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list?parent_id=abc' });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(response).data.errors[0].field).toBe('parent_id');
  });

  it('shows a change made through this process at once', async () => {
    await t.db.insert(productCategories).values({ level: 1, name_zh: '测试仪器', name_en: 'Test instruments', sort: 9 });
    await t.app.changes.announce('reference', 'all');
    const body = envelope<Node[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/product-category/list' }));
    expect(body.data.map((node) => node.name)).toContain('测试仪器');
  });
});

describe('bilingual lists', () => {
  it.each([
    ['/api/application-areas/list', ['Consumer electronics', 'Automotive']],
    ['/api/product-attr/list', ['New product']],
    ['/api/exhibitors/hall/list', ['Hall 1', 'Hall 2']],
  ])('%s answers the ordered list with both names', async (url, names) => {
    const body = envelope<{ name: string; name_zh: string; name_en: string }[]>(
      await t.injectAs('anonymous', { method: 'GET', url, headers: { 'language-set': 'en-us' } }),
    );
    expect(body.code).toBe(0);
    expect(body.data.map((row) => row.name)).toEqual(names);
    for (const row of body.data) expect(row.name_zh).not.toBe('');
  });

  it('filters by name in either language (tag autocomplete)', async () => {
    const chinese = envelope<{ name_zh: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: `/api/application-areas/list?name=${encodeURIComponent('汽车')}` }));
    expect(chinese.data.map((row) => row.name_zh)).toEqual(['汽车电子']);
    const english = envelope<{ name_zh: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/application-areas/list?name=consumer' }));
    expect(english.data.map((row) => row.name_zh)).toEqual(['消费电子']);
  });
});

describe('GET /api/ad/list', () => {
  it('lists enabled ads only, filtered by page and position', async () => {
    const all = envelope<{ position: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/ad/list' }));
    expect(all.data.map((row) => row.position)).toEqual(['top']);
    const side = envelope<unknown[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/ad/list?page=home&position=side' }));
    expect(side.data).toEqual([]);
  });
});

describe('GET /api/exhibitors/country/list', () => {
  it('localises by the locale query, with underscore or hyphen, incl. AC and XK', async () => {
    for (const locale of ['de', 'de_de', 'DE']) {
      const body = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: `/api/exhibitors/country/list?locale=${locale}` }));
      expect(body.data).toHaveLength(COUNTRY_CODES.length);
      expect(body.data.find((row) => row.code === 'DE')?.name).toBe('Deutschland');
    }
    const arabic = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list?locale=ar_ar' }));
    expect(arabic.data.find((row) => row.code === 'XK')?.name).toMatch(/[\u0600-\u06FF]/);
    const thai = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list?locale=th-th' }));
    expect(thai.data.find((row) => row.code === 'AC')?.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('falls back to Language-Set, then to zh-cn', async () => {
    const english = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list', headers: { 'language-set': 'en-us' } }));
    expect(english.data.find((row) => row.code === 'CN')?.name).toBe('China');
    const traditional = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list', headers: { 'language-set': 'zh-tw' } }));
    expect(traditional.data.find((row) => row.code === 'CN')?.name).toBe('中國');
    const fallback = envelope<{ code: string; name: string }[]>(await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list?locale=xx' }));
    expect(fallback.data.find((row) => row.code === 'CN')?.name).toBe('中国');
  });

  it('sends JSON with the envelope', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/api/exhibitors/country/list?locale=fr_fr' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelope(response)).toMatchObject({ code: 0, message: '操作成功', msg: '操作成功' });
  });
});
