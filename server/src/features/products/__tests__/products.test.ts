import type { ProductItem } from '@fair/shared/contracts/products';
import type { Page } from '@fair/shared/contracts/envelope';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { eq } from 'drizzle-orm';
import { exhibitors } from '../../../db/schema/exhibitors';
import { applicationAreas, productCategories, productProperties } from '../../../db/schema/reference';
import { type ContentWorld, insertContentWorld, insertUpload } from '../../content/__tests__/content-world';
import { productDefinition } from '../product-definition';

let t: TestApp;
let world: ContentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertContentWorld(t.db, t.fixtures);
});
afterAll(async () => {
  await t?.close();
});

const validForm = () => ({
  image: world.uploadOfA,
  name_zh: '高压陶瓷电容',
  name_en: 'High-voltage ceramic capacitor',
  intro_zh: '耐压 3kV',
  categories: [world.categories[2], world.categories[0]],
  application_areas: [world.areas[0]],
  attributes: [world.attributes[1]],
});

const save = (payload: object, as: Parameters<TestApp['injectAs']>[0] = 'exhibitorA', headers?: Record<string, string>) =>
  t.injectAs(as, { method: 'POST', url: '/exhibitors/product/save', payload, headers });
const info = (id: number, as: Parameters<TestApp['injectAs']>[0] = 'exhibitorA') => t.injectAs(as, { method: 'GET', url: `/exhibitors/product/info?id=${id}` });
const list = async (query: string, as: Parameters<TestApp['injectAs']>[0] = 'exhibitorA') =>
  envelope<Page<ProductItem>>(await t.injectAs(as, { method: 'GET', url: `/exhibitors/product/list?${query}` }));
const fieldsOf = (response: Awaited<ReturnType<typeof save>>) => envelope<{ errors: { field: string; message: string }[] }>(response).data.errors;

describe('POST /exhibitors/product/save', () => {
  it('creates a draft with its categories, application areas and attributes; English introduction optional', async () => {
    const response = await save(validForm());
    expect(response.statusCode).toBe(200);
    const item = envelope<ProductItem>(response).data;
    expect(item).toMatchObject({
      ...validForm(),
      categories: [...validForm().categories].sort((a, b) => a - b),
      intro_en: '',
      status: 'draft',
      pinned: false,
      published_at: null,
    });
    expect(Date.parse(item.uploaded_at)).not.toBeNaN();
    expect(envelope<ProductItem>(await info(item.id)).data).toEqual(item);
  });

  it('publishes on save with status published and records the publish time', async () => {
    const item = envelope<ProductItem>(await save({ ...validForm(), status: 'published', pinned: true })).data;
    expect(item.status).toBe('published');
    expect(item.pinned).toBe(true);
    expect(Date.parse(item.published_at ?? '')).not.toBeNaN();
  });

  it('answers 422 for every missing required field of the product form (SPEC §5), in the caller’s language', async () => {
    const response = await save({ name_zh: ' ', categories: [], application_areas: [], attributes: [] });
    expect(response.statusCode).toBe(422);
    const errors = fieldsOf(response);
    expect(errors.map((error) => error.field).sort()).toEqual(['application_areas', 'attributes', 'categories', 'image', 'intro_zh', 'name_en', 'name_zh']);
    expect(new Set(errors.map((error) => error.message))).toEqual(new Set(['此项为必填项']));
    const english = fieldsOf(await save({ ...validForm(), name_en: '' }, 'exhibitorA', { 'language-set': 'en-us' }));
    expect(english).toEqual([{ field: 'name_en', message: expect.stringMatching(/required/i) }]);
  });

  it('refuses an image uploaded by another company, and unknown category, area and attribute ids', async () => {
    const response = await save({ ...validForm(), image: world.uploadOfB, categories: [2147483000], application_areas: [2147483000], attributes: [2147483000] });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([
      { field: 'image', message: '该文件不是由您的账号上传的，请重新上传' },
      { field: 'categories', message: '产品类别不存在' },
      { field: 'application_areas', message: '应用领域不存在' },
      { field: 'attributes', message: '产品属性不存在' },
    ]);
    expect(fieldsOf(await save({ ...validForm(), image: 'https://example.com/a.png' }))[0].field).toBe('image');
  });

  it('updates an own product and replaces its links; an unchanged image may stay', async () => {
    const created = envelope<ProductItem>(await save(validForm())).data;
    const newImage = await insertUpload(t.db, t.fixtures.accounts.subWithPower);
    const response = await save({ ...validForm(), id: created.id, image: newImage, name_en: 'Renamed', intro_en: 'English intro', categories: [world.categories[1]], attributes: world.attributes });
    expect(response.statusCode).toBe(200);
    const updated = envelope<ProductItem>(response).data;
    expect(updated).toMatchObject({ id: created.id, image: newImage, name_en: 'Renamed', intro_en: 'English intro', categories: [world.categories[1]], attributes: [...world.attributes] });
    expect(updated.uploaded_at).toBe(created.uploaded_at);
    expect((await save({ ...validForm(), id: created.id, image: newImage })).statusCode).toBe(200);
  });

  it('never touches another exhibitor’s product, whatever id is sent', async () => {
    const before = envelope<ProductItem>(await info(world.productOfB, 'exhibitorB')).data;
    const response = await save({ ...validForm(), id: world.productOfB });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe('展品不存在或已删除');
    expect(envelope<ProductItem>(await info(world.productOfB, 'exhibitorB')).data).toEqual(before);
    expect((await info(world.productOfB)).statusCode).toBe(404);
  });

  it('needs the product power key: a sub-account without it may read but not write', async () => {
    expect((await save(validForm(), 'subWithoutPower')).statusCode).toBe(403);
    expect((await t.injectAs('subWithoutPower', { method: 'GET', url: '/exhibitors/product/list' })).statusCode).toBe(200);
    expect((await save(validForm(), 'subWithPower')).statusCode).toBe(200);
    expect((await save(validForm(), 'organizerAll')).statusCode).toBe(403);
    expect((await save(validForm(), 'anonymous')).statusCode).toBe(401);
  });
});

describe('POST /exhibitors/product/save racing an organizer’s delete', () => {
  const realCheck = productDefinition.referenceProblems!;
  afterEach(() => {
    productDefinition.referenceProblems = realCheck;
  });

  /** The organizer deletes `remove` right after the save's reference check passed. */
  const deletedAfterCheck = (remove: () => Promise<unknown>) => {
    productDefinition.referenceProblems = async (...args) => {
      const problems = await realCheck(...args);
      await remove();
      return problems;
    };
  };

  it.each([
    ['categories', '产品类别不存在', () => t.db.insert(productCategories).values({ level: 1, name_zh: '临时类别', name_en: 'Temporary' }).returning({ id: productCategories.id }), productCategories],
    ['application_areas', '应用领域不存在', () => t.db.insert(applicationAreas).values({ name_zh: '临时领域', name_en: 'Temporary' }).returning({ id: applicationAreas.id }), applicationAreas],
    ['attributes', '产品属性不存在', () => t.db.insert(productProperties).values({ name_zh: '临时属性', name_en: 'Temporary' }).returning({ id: productProperties.id }), productProperties],
  ] as const)('answers 422 on %s (not 500) and saves nothing', async (field, message, create, table) => {
    const [{ id: referenceId }] = await create();
    deletedAfterCheck(() => t.db.delete(table).where(eq(table.id, referenceId)));
    const before = (await list('page_size=100')).data.total;
    const response = await save({ ...validForm(), name_zh: `竞态 ${field}`, [field]: [referenceId] });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([{ field, message }]);
    expect((await list('page_size=100')).data.total).toBe(before);
  });
});

describe('GET /exhibitors/product/list', () => {
  it('shows an exhibitor without products an empty first page of 10', async () => {
    // content pages open once the profile is saved (SPEC §4)
    await t.db.update(exhibitors).set({ is_edit: true }).where(eq(exhibitors.id, t.fixtures.exhibitors.newcomer));
    expect((await list('', 'exhibitorNew')).data).toEqual({ list: [], total: 0, page: 1, page_size: 10 });
  });

  it('searches the exhibit name in both languages, literally', async () => {
    await save({ ...validForm(), name_zh: '独特的贴片电感', name_en: 'Unique SMD inductor 100%' });
    const zh = (await list(`keyword=${encodeURIComponent('贴片电感')}`)).data;
    expect(zh.list.map((item) => item.name_zh)).toEqual(['独特的贴片电感']);
    const en = (await list('keyword=smd%20INDUCTOR')).data;
    expect(en.list.map((item) => item.name_en)).toEqual(['Unique SMD inductor 100%']);
    expect((await list(`keyword=${encodeURIComponent('100%')}`)).data.total).toBe(1);
    expect((await list(`keyword=${encodeURIComponent('%')}`)).data.total).toBe(1);
    expect((await list('keyword=capacitor', 'exhibitorB')).data.list.map((item) => item.id)).toEqual([world.productOfB]);
  });

  it('pages and sorts pinned first, then newest', async () => {
    const older = envelope<ProductItem>(await save({ ...validForm(), name_zh: '较早' })).data;
    const newer = envelope<ProductItem>(await save({ ...validForm(), name_zh: '较新' })).data;
    await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/product/state', payload: { id: older.id, action: 'pin' } });
    const page = (await list('page=1&page_size=100')).data;
    const ids = page.list.map((item) => item.id);
    const pinned = page.list.filter((item) => item.pinned);
    expect(page.list.slice(0, pinned.length)).toEqual(pinned);
    expect(pinned[0].id).toBe(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(world.productOfA));
    const second = (await list('page=2&page_size=2')).data;
    expect(second.list.map((item) => item.id)).toEqual(ids.slice(2, 4));
    expect(second.total).toBe(page.total);
    const tooBig = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/product/list?page_size=101' });
    expect(tooBig.statusCode).toBe(422);
  });

  it('filters by status', async () => {
    const drafts = (await list('status=draft&page_size=100')).data;
    expect(drafts.list.length).toBeGreaterThan(0);
    expect(drafts.list.map((item) => item.status)).toEqual(Array(drafts.list.length).fill('draft'));
  });

  it('lists each product as its info shows it, link ids ascending included', async () => {
    const saved = envelope<ProductItem>(await save({ ...validForm(), name_zh: '链接展品', categories: [world.categories[2], world.categories[0], world.categories[1]] })).data;
    const page = (await list(`keyword=${encodeURIComponent('链接展品')}&status=draft`)).data;
    expect(page.list).toEqual([saved]);
    expect(saved.categories).toEqual([world.categories[0], world.categories[1], world.categories[2]].sort((a, b) => a - b));
    for (const item of (await list('page_size=100')).data.list) expect(envelope<ProductItem>(await info(item.id)).data).toEqual(item);
  });

  it('still tells the total on a page past the end, with and without filters', async () => {
    const all = (await list('page_size=100')).data.total;
    expect((await list('page=50&page_size=2')).data).toEqual({ list: [], total: all, page: 50, page_size: 2 });
    const drafts = (await list('status=draft&page_size=100')).data.total;
    expect((await list('status=draft&page=50')).data.total).toBe(drafts);
    expect((await list(`keyword=${encodeURIComponent('链接展品')}&status=draft&page=9`)).data.total).toBe(1);
    expect((await list('keyword=nothing-like-this&page=2')).data.total).toBe(0);
  });
});

describe('POST /exhibitors/product/state and DELETE /exhibitors/product/delete', () => {
  const state = (id: number, action: string, as: Parameters<TestApp['injectAs']>[0] = 'exhibitorA') =>
    t.injectAs(as, { method: 'POST', url: '/exhibitors/product/state', payload: { id, action } });

  it('publishes, withdraws, pins and cancels the pin', async () => {
    const { id } = envelope<ProductItem>(await save(validForm())).data;
    const published = envelope<ProductItem>(await state(id, 'publish')).data;
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect(envelope<ProductItem>(await state(id, 'publish')).data.published_at).toBe(published.published_at);
    expect(envelope<ProductItem>(await state(id, 'withdraw')).data).toMatchObject({ status: 'draft', published_at: null });
    expect(envelope<ProductItem>(await state(id, 'pin')).data.pinned).toBe(true);
    expect(envelope<ProductItem>(await state(id, 'unpin')).data.pinned).toBe(false);
    expect((await state(id, 'archive')).statusCode).toBe(422);
  });

  it('changes no state of another exhibitor’s product', async () => {
    const response = await state(world.productOfB, 'withdraw');
    expect(response.statusCode).toBe(404);
    expect(envelope<ProductItem>(await info(world.productOfB, 'exhibitorB')).data.status).toBe('published');
  });

  it('deletes an own product permanently and nobody else’s', async () => {
    const { id } = envelope<ProductItem>(await save(validForm())).data;
    const foreign = await t.injectAs('exhibitorB', { method: 'DELETE', url: `/exhibitors/product/delete?id=${id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await info(id)).statusCode).toBe(200);
    const response = await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/product/delete?id=${id}` });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ code: 0, data: null });
    expect((await info(id)).statusCode).toBe(404);
    expect((await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/product/delete?id=${id}` })).statusCode).toBe(404);
  });
});
