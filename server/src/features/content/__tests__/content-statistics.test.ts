import type { ExhibitorStatistics } from '@fair/shared/contracts/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import type { Statistics } from '../../statistics';
import { type ContentWorld, insertContentWorld } from './content-world';

let t: TestApp;
let world: ContentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertContentWorld(t.db, t.fixtures);
});
afterAll(async () => {
  await t?.close();
});

const own = async (as: 'exhibitorA' | 'exhibitorB' | 'exhibitorNew' | 'subWithoutPower') =>
  envelope<ExhibitorStatistics>(await t.injectAs(as, { method: 'GET', url: '/exhibitors/statistics/info' })).data;
const fair = async () => envelope<Statistics>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/statistics/info' })).data.content;

describe('GET /exhibitors/statistics/info and the content part of GET /admin/statistics/info', () => {
  it('counts each exhibitor’s own exhibit data, news and booth activities, published apart', async () => {
    // SPEC §4: the dashboard opens once the profile is saved
    expect((await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/statistics/info' })).statusCode).toBe(403);
    expect(await own('exhibitorA')).toEqual({ products: { total: 1, published: 1 }, news: { total: 1, published: 0 }, activities: { total: 1, published: 0 } });
    expect(await own('subWithoutPower')).toEqual(await own('exhibitorA'));
    expect(await fair()).toEqual({ products: { total: 2, published: 2 }, news: { total: 2, published: 0 }, activities: { total: 2, published: 0 } });
  });

  it('follows saves, publishing and deletes', async () => {
    const saved = await t.injectAs('exhibitorA', {
      method: 'POST',
      url: '/exhibitors/news/save',
      payload: { title_zh: '新品发布', title_en: 'Launch', content_zh: '<p>发布会</p>', content_en: '<p>Launch event</p>', status: 'published' },
    });
    expect(saved.statusCode).toBe(200);
    await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/activity/delete?id=${world.activityOfA}` });
    expect(await own('exhibitorA')).toEqual({ products: { total: 1, published: 1 }, news: { total: 2, published: 1 }, activities: { total: 0, published: 0 } });
    expect(await own('exhibitorB')).toEqual({ products: { total: 1, published: 1 }, news: { total: 1, published: 0 }, activities: { total: 1, published: 0 } });
    expect(await fair()).toEqual({ products: { total: 2, published: 2 }, news: { total: 3, published: 1 }, activities: { total: 1, published: 0 } });
  });

  it('is for exhibitors only', async () => {
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/statistics/info' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/exhibitors/statistics/info' })).statusCode).toBe(401);
  });
});
