import type { NewsItem, NewsListItem } from '@fair/shared/contracts/content';
import type { Page } from '@fair/shared/contracts/envelope';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { type ContentWorld, insertContentWorld } from '../../content/__tests__/content-world';

let t: TestApp;
let world: ContentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertContentWorld(t.db, t.fixtures);
});
afterAll(async () => {
  await t?.close();
});

type Principal = Parameters<TestApp['injectAs']>[0];
const form = { title_zh: '新品发布会', title_en: 'Product launch', content_zh: '<p>欢迎莅临<strong>展台</strong></p>', content_en: '<p>Welcome to our booth</p>' };
const save = (payload: object, as: Principal = 'exhibitorA', headers?: Record<string, string>) => t.injectAs(as, { method: 'POST', url: '/exhibitors/news/save', payload, headers });
const info = (id: number, as: Principal = 'exhibitorA') => t.injectAs(as, { method: 'GET', url: `/exhibitors/news/info?id=${id}` });

describe('exhibitor news', () => {
  it('saves a draft with both languages and sanitises the HTML', async () => {
    const response = await save({ ...form, content_en: '<p onclick="steal()">Hello<script>alert(1)</script><img src="javascript:x"></p>' });
    expect(response.statusCode).toBe(200);
    const item = envelope<NewsItem>(response).data;
    expect(item).toMatchObject({ title_zh: '新品发布会', title_en: 'Product launch', content_zh: form.content_zh, content_en: '<p>Hello<img /></p>', status: 'draft', published_at: null });
    expect(envelope<NewsItem>(await info(item.id)).data).toEqual(item);
  });

  it('requires titles and contents in both languages (SPEC §5), also content that sanitising empties', async () => {
    const response = await save({ title_zh: '', content_zh: '<p><br></p>' }, 'exhibitorA', { 'language-set': 'en-us' });
    expect(response.statusCode).toBe(422);
    const errors = envelope<{ errors: { field: string; message: string }[] }>(response).data.errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['content_en', 'content_zh', 'title_en', 'title_zh']);
    const scripted = await save({ ...form, content_zh: '<script>alert(1)</script>' });
    expect(scripted.statusCode).toBe(422);
    expect(envelope<{ errors: unknown[] }>(scripted).data.errors).toEqual([{ field: 'content_zh', message: '此项为必填项' }]);
  });

  it('lists without content, searches titles in both languages, pinned first', async () => {
    const launch = envelope<NewsItem>(await save({ ...form, title_en: 'Grand opening' })).data;
    await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/news/state', payload: { id: launch.id, action: 'pin' } });
    const page = envelope<Page<NewsListItem>>(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/news/list?keyword=grand' })).data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toEqual({ ...launch, pinned: true, content_zh: undefined, content_en: undefined, updated_at: expect.any(String) });
    expect(Object.keys(page.list[0])).not.toContain('content_zh');
    const all = envelope<Page<NewsListItem>>(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/news/list' })).data;
    expect(all.list[0].id).toBe(launch.id);
    expect(all.list.map((item) => item.id)).toContain(world.newsOfA);
    expect(all.list.map((item) => item.id)).not.toContain(world.newsOfB);
  });

  it('publishes and withdraws with the publish time', async () => {
    const { id } = envelope<NewsItem>(await save({ ...form, status: 'published' })).data;
    expect(envelope<NewsItem>(await info(id)).data.published_at).not.toBeNull();
    const withdrawn = envelope<NewsItem>(await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/news/state', payload: { id, action: 'withdraw' } })).data;
    expect(withdrawn).toMatchObject({ status: 'draft', published_at: null });
  });

  it('never reads, changes or deletes another exhibitor’s news', async () => {
    const before = envelope<NewsItem>(await info(world.newsOfB, 'exhibitorB')).data;
    expect((await info(world.newsOfB)).statusCode).toBe(404);
    expect(envelope(await info(world.newsOfB)).message).toBe('新闻不存在或已删除');
    expect((await save({ ...form, id: world.newsOfB })).statusCode).toBe(404);
    expect((await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/news/state', payload: { id: world.newsOfB, action: 'publish' } })).statusCode).toBe(404);
    expect((await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/news/delete?id=${world.newsOfB}` })).statusCode).toBe(404);
    expect(envelope<NewsItem>(await info(world.newsOfB, 'exhibitorB')).data).toEqual(before);
  });

  it('needs the news power key to write', async () => {
    expect((await save(form, 'subWithoutPower')).statusCode).toBe(403);
    expect((await t.injectAs('subWithoutPower', { method: 'DELETE', url: `/exhibitors/news/delete?id=${world.newsOfA}` })).statusCode).toBe(403);
    expect((await info(world.newsOfA, 'subWithoutPower')).statusCode).toBe(200);
    const deleted = await t.injectAs('subWithPower', { method: 'DELETE', url: `/exhibitors/news/delete?id=${world.newsOfA}` });
    expect(deleted.statusCode).toBe(200);
    expect((await info(world.newsOfA)).statusCode).toBe(404);
  });
});
