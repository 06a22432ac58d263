import type { ActivityItem, ActivityListItem } from '@fair/shared/contracts/content';
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
const form = {
  title_zh: '展台抽奖',
  title_en: 'Booth lucky draw',
  content_zh: '<p>每天 14:00</p>',
  content_en: '<p>Daily at 14:00</p>',
  location_zh: '1号馆 A01',
  location_en: 'Hall 1 A01',
};
const save = (payload: object, as: Principal = 'exhibitorA') => t.injectAs(as, { method: 'POST', url: '/exhibitors/activity/save', payload });
const info = (id: number, as: Principal = 'exhibitorA') => t.injectAs(as, { method: 'GET', url: `/exhibitors/activity/info?id=${id}` });

describe('booth activities', () => {
  it('saves title, content and location in both languages; location optional', async () => {
    const item = envelope<ActivityItem>(await save({ ...form, status: 'published', pinned: true })).data;
    expect(item).toMatchObject({ ...form, status: 'published', pinned: true });
    expect(item.published_at).not.toBeNull();
    const { location_zh: _zh, location_en: _en, ...withoutLocation } = form;
    expect(envelope<ActivityItem>(await save(withoutLocation)).data).toMatchObject({ location_zh: '', location_en: '' });
  });

  it('requires both titles and contents', async () => {
    const response = await save({ location_zh: '展台' });
    expect(response.statusCode).toBe(422);
    const errors = envelope<{ errors: { field: string }[] }>(response).data.errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['content_en', 'content_zh', 'title_en', 'title_zh']);
  });

  it('lists own activities with their location, searched by title', async () => {
    await save({ ...form, title_zh: '签名会' });
    const page = envelope<Page<ActivityListItem>>(await t.injectAs('exhibitorA', { method: 'GET', url: `/exhibitors/activity/list?keyword=${encodeURIComponent('签名')}` })).data;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ title_zh: '签名会', location_zh: '1号馆 A01' });
    expect(Object.keys(page.list[0])).not.toContain('content_zh');
  });

  it('pins and cancels the pin', async () => {
    const { id } = envelope<ActivityItem>(await save(form)).data;
    const state = (action: string) => t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/activity/state', payload: { id, action } });
    expect(envelope<ActivityItem>(await state('pin')).data.pinned).toBe(true);
    expect(envelope<ActivityItem>(await state('unpin')).data.pinned).toBe(false);
  });

  it('keeps exhibitor B’s activities out of A’s reach', async () => {
    const before = envelope<ActivityItem>(await info(world.activityOfB, 'exhibitorB')).data;
    expect(envelope(await info(world.activityOfB)).message).toBe('展台活动不存在或已删除');
    expect((await save({ ...form, id: world.activityOfB })).statusCode).toBe(404);
    expect((await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/activity/delete?id=${world.activityOfB}` })).statusCode).toBe(404);
    expect(envelope<ActivityItem>(await info(world.activityOfB, 'exhibitorB')).data).toEqual(before);
    expect((await save(form, 'subWithoutPower')).statusCode).toBe(403);
  });
});
