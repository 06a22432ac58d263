import { and, eq } from 'drizzle-orm';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { messageReceipts, messages } from '../../../db/schema/content';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

describe('exhibitor messages', () => {
  let t: TestApp;
  let ownIds: number[];
  let rivalId: number;
  let futureId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const { main, rival } = t.fixtures.exhibitors;
    const base = Date.now() - 30 * 86_400_000;
    const own = await t.db
      .insert(messages)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          title_zh: `通知 ${i + 1}`,
          title_en: i === 0 ? '' : `Notice ${i + 1}`,
          content_zh: `<p>内容 ${i + 1}</p><script>alert(1)</script>`,
          content_en: `<p>Content ${i + 1}</p>`,
          pub_date: new Date(base + i * 86_400_000),
        })),
      )
      .returning({ id: messages.id });
    ownIds = own.map((row) => row.id);
    await t.db.insert(messageReceipts).values(
      ownIds.map((message_id, i) => ({ message_id, exhibitor_id: main, read_at: i < 2 ? new Date() : null })),
    );
    const [rivalMessage] = await t.db.insert(messages).values({ title_zh: '竞品通知', content_zh: '<p>私密</p>' }).returning({ id: messages.id });
    rivalId = rivalMessage.id;
    await t.db.insert(messageReceipts).values({ message_id: rivalId, exhibitor_id: rival });
    const [future] = await t.db
      .insert(messages)
      .values({ title_zh: '未来通知', pub_date: new Date(Date.now() + 86_400_000) })
      .returning({ id: messages.id });
    futureId = future.id;
    await t.db.insert(messageReceipts).values({ message_id: futureId, exhibitor_id: main });
  });
  afterAll(() => t?.close());

  const count = async (who: 'exhibitorA' | 'exhibitorB' = 'exhibitorA') =>
    envelope<{ count: number }>(await t.injectAs(who, { method: 'GET', url: '/exhibitors/message/count' })).data.count;

  it('counts unread published messages of the own exhibitor only', async () => {
    expect(await count()).toBe(10);
    expect(await count('exhibitorB')).toBe(1);
  });

  it('lists ten per page by default, newest first, sanitised', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/message/list' });
    const page = envelope<Page<MessageItem>>(response).data;
    expect(page).toMatchObject({ total: 12, page: 1, page_size: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.list[0]).toMatchObject({ id: ownIds[11], title: '通知 12', content: '<p>内容 12</p>', is_read: false });
    expect(page.list.some((m) => m.id === rivalId || m.id === futureId)).toBe(false);
    const second = envelope<Page<MessageItem>>(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/message/list?page=2' })).data;
    expect(second.list.map((m) => m.id)).toEqual([ownIds[1], ownIds[0]]);
    expect(second.list.map((m) => m.is_read)).toEqual([true, true]);
  });

  it('still reports the total on a page past the end', async () => {
    const page = envelope<Page<MessageItem>>(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/message/list?page=9' })).data;
    expect(page).toEqual({ list: [], total: 12, page: 9, page_size: 10 });
    const rival = envelope<Page<MessageItem>>(await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/message/list' })).data;
    expect(rival).toEqual({ list: [], total: 0, page: 1, page_size: 10 });
  });

  it('localises titles by Language-Set, falling back to Chinese', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/message/list?page=2&page_size=10', headers: { 'language-set': 'en-us' } });
    const titles = envelope<Page<MessageItem>>(response).data.list.map((m) => m.title);
    expect(titles).toEqual(['Notice 2', '通知 1']);
  });

  it('refuses page sizes out of range', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/message/list?page_size=0' });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(response).data.errors[0].field).toBe('page_size');
  });

  it('shows one own message, and hides other exhibitors’ and future ones', async () => {
    const own = await t.injectAs('exhibitorA', { method: 'GET', url: `/exhibitors/message/index?id=${ownIds[5]}` });
    expect(envelope<MessageItem>(own).data).toMatchObject({ id: ownIds[5], title: '通知 6', is_read: false });
    for (const id of [rivalId, futureId, 999_999]) {
      const response = await t.injectAs('exhibitorA', { method: 'GET', url: `/exhibitors/message/index?id=${id}` });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('消息不存在或已删除');
    }
  });

  it('marks a message read once and never counts below zero', async () => {
    const first = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/message/read', payload: { id: ownIds[11] } });
    expect(envelope<{ count: number }>(first).data.count).toBe(9);
    const again = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/message/read', payload: { id: ownIds[11] } });
    expect(envelope<{ count: number }>(again).data.count).toBe(9);
    const foreign = await t.injectAs('exhibitorA', { method: 'POST', url: '/exhibitors/message/read', payload: { id: rivalId } });
    expect(foreign.statusCode).toBe(404);
    expect(await count('exhibitorB')).toBe(1);
  });

  it('lets sub-accounts read, but only one with the message power delete', async () => {
    expect(envelope<{ count: number }>(await t.injectAs('subWithoutPower', { method: 'GET', url: '/exhibitors/message/count' })).data.count).toBe(9);
    const refused = await t.injectAs('subWithoutPower', { method: 'DELETE', url: `/exhibitors/message/delete?id=${ownIds[3]}` });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe('子账号没有此操作的权限');
    const allowed = await t.injectAs('subWithPower', { method: 'DELETE', url: `/exhibitors/message/delete?id=${ownIds[3]}` });
    expect(envelope(allowed)).toMatchObject({ code: 0, data: null });
  });

  it('deletes only from the own list and never another exhibitor’s message', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/message/delete?id=${ownIds[4]}` });
    expect(envelope(response).code).toBe(0);
    const gone = await t.injectAs('exhibitorA', { method: 'GET', url: `/exhibitors/message/index?id=${ownIds[4]}` });
    expect(gone.statusCode).toBe(404);
    const foreign = await t.injectAs('exhibitorA', { method: 'DELETE', url: `/exhibitors/message/delete?id=${rivalId}` });
    expect(foreign.statusCode).toBe(404);
    const rivalRows = await t.db
      .select()
      .from(messageReceipts)
      .where(and(eq(messageReceipts.message_id, rivalId), eq(messageReceipts.exhibitor_id, t.fixtures.exhibitors.rival)));
    expect(rivalRows).toHaveLength(1);
    const [message] = await t.db.select().from(messages).where(eq(messages.id, ownIds[4]));
    expect(message.title_zh).toBe('通知 5');
  });

  it('refuses organizers and mini-programme admins', async () => {
    for (const who of ['organizerAll', 'miniprog'] as const) {
      const response = await t.injectAs(who, { method: 'GET', url: '/exhibitors/message/list' });
      expect(response.statusCode).toBe(403);
    }
  });
});
