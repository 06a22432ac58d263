import { and, arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { messageReceipts, messages } from '../../../db/schema/content';
import { exhibitors } from '../../../db/schema/exhibitors';
import { operationLogs } from '../../../db/schema/operation-log';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EN = { 'language-set': 'en-us' };
const save = (payload: object, principal: PrincipalName = 'organizerAll') => t.injectAs(principal, { method: 'POST', url: '/admin/notification/save', payload, headers: EN });
const saved = async (payload: object) => {
  const response = await save(payload);
  expect(response.statusCode).toBe(200);
  return envelope<NotificationItem>(response).data;
};
const unread = async (who: PrincipalName) => envelope<{ count: number }>(await t.injectAs(who, { method: 'GET', url: '/exhibitors/message/count' })).data.count;
const box = async (who: PrincipalName) => envelope<Page<MessageItem>>(await t.injectAs(who, { method: 'GET', url: '/exhibitors/message/list', query: { page_size: '100' }, headers: EN })).data.list;
const counts = async () => ({ a: await unread('exhibitorA'), b: await unread('exhibitorB'), newcomer: await unread('exhibitorNew'), sub: await unread('subWithoutPower') });
const base = { title_zh: '布展通知', title_en: 'Move-in notice', content_zh: '<p>请按时布展</p>', content_en: '<p>Please move in on time</p>' };

describe('publishing into the message boxes', () => {
  it('keeps a draft out of every box', async () => {
    const before = await counts();
    const draft = await saved({ ...base, audience: 'all', status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', recipient_count: 0, published_at: null });
    expect(await counts()).toEqual(before);
  });

  it('delivers to the exhibitors of the chosen types only, each company once, in one message', async () => {
    const before = await counts();
    const item = await saved({ ...base, title_en: 'International notice', audience: 'types', exhibitor_types: ['International'], status: 'published' });
    const international = await t.db.$count(exhibitors, arrayOverlaps(exhibitors.exhibitor_types, ['International']));
    expect(item).toMatchObject({ status: 'published', recipient_count: international, exhibitor_types: ['International'] });
    expect(item.published_at).not.toBeNull();
    // exhibitor B's company is International, A's Local, the newcomer's FIE (test fixtures)
    expect(await counts()).toEqual({ ...before, b: before.b + 1 });
    expect((await box('exhibitorB'))[0]).toMatchObject({ title: 'International notice', content: '<p>Please move in on time</p>', is_read: false });
    expect(await t.db.$count(messages, eq(messages.title_en, 'International notice'))).toBe(1);
  });

  it('delivers to every company for all exhibitors; a main account and its sub-accounts share the company’s box', async () => {
    const before = await counts();
    const item = await saved({ ...base, title_zh: '全体通知', audience: 'all', status: 'published' });
    expect(item.recipient_count).toBe(await t.db.$count(exhibitors));
    expect(await counts()).toEqual({ a: before.a + 1, b: before.b + 1, newcomer: before.newcomer + 1, sub: before.sub + 1 });
    // read by the sub-account, read for the main account too: the box is the company's
    const [message] = await box('subWithoutPower');
    await t.injectAs('subWithoutPower', { method: 'POST', url: '/exhibitors/message/read', payload: { id: message.id } });
    expect(await unread('exhibitorA')).toBe(before.a);
  });

  it('delivers to chosen exhibitors only, and sanitises the content', async () => {
    const before = await counts();
    const item = await saved({
      ...base,
      title_zh: '指定通知',
      content_zh: '<p>资料补充</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      audience: 'exhibitors',
      exhibitor_ids: [t.fixtures.exhibitors.newcomer, t.fixtures.exhibitors.newcomer],
      exhibitor_types: ['Local'],
      status: 'published',
    });
    expect(item).toMatchObject({ recipient_count: 1, exhibitor_types: [], exhibitors: [{ id: t.fixtures.exhibitors.newcomer, name_zh_cn: '新锐半导体有限公司', exhibitor_types: ['FIE'] }] });
    expect(item.content_zh).toBe('<p>资料补充</p><img src="x" />');
    expect(await counts()).toEqual({ ...before, newcomer: before.newcomer + 1 });
    const [received] = envelope<Page<MessageItem>>(await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/message/list' })).data.list;
    expect(received.content).not.toMatch(/script|onerror/);
  });

  it('publishes a draft once even when two publishes of it run at once', async () => {
    const draft = await saved({ ...base, title_zh: '并发通知', audience: 'types', exhibitor_types: ['Local'], status: 'draft' });
    const before = await unread('exhibitorA');
    const publish = () => save({ ...base, id: draft.id, title_zh: '并发通知', audience: 'types', exhibitor_types: ['Local'], status: 'published' });
    const answers = await together(t.db, [sql`select 1 from notifications where id = ${draft.id} for update`], () => [publish(), publish()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await unread('exhibitorA')).toBe(before + 1);
    expect(await t.db.$count(messages, eq(messages.title_zh, '并发通知'))).toBe(1);
  });
});

describe('after publication', () => {
  it('refuses to edit a published notification; withdrawing takes it out of every box, then it is edited and published anew', async () => {
    const item = await saved({ ...base, title_zh: '撤回通知', audience: 'types', exhibitor_types: ['Local', 'International'], status: 'published' });
    const before = await counts();
    const refused = await save({ ...base, id: item.id, title_zh: '改过的通知', audience: 'all', status: 'draft' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe('A published notification cannot be changed; withdraw its publication first');

    const withdrawn = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/withdraw', payload: { id: item.id } });
    expect(envelope<NotificationItem>(withdrawn).data).toMatchObject({ status: 'draft', recipient_count: 0, published_at: null });
    expect(await counts()).toEqual({ ...before, a: before.a - 1, b: before.b - 1, sub: before.sub - 1 });
    const again = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/withdraw', payload: { id: item.id }, headers: EN });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe('The notification is not published');

    const republished = await saved({ ...base, id: item.id, title_zh: '改过的通知', audience: 'types', exhibitor_types: ['Local'], status: 'published' });
    expect(republished).toMatchObject({ title_zh: '改过的通知', status: 'published', recipient_count: 1 });
    expect(await counts()).toEqual({ ...before, b: before.b - 1 });
    expect(await t.db.$count(messages, eq(messages.title_zh, '撤回通知'))).toBe(0);
  });

  it('deletes selected notifications; a published one leaves every box holding it, read or not', async () => {
    const published = await saved({ ...base, title_zh: '删除通知', title_en: 'Deleted notice', audience: 'all', status: 'published' });
    const draft = await saved({ ...base, title_zh: '删除草稿', audience: 'all', status: 'draft' });
    const [message] = (await box('exhibitorB')).filter((entry) => entry.title === 'Deleted notice');
    await t.injectAs('exhibitorB', { method: 'POST', url: '/exhibitors/message/read', payload: { id: message.id } });
    const before = await counts();

    const response = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/delete', payload: { ids: [published.id, draft.id] } });
    expect(envelope(response).data).toEqual({ deleted: 2, withdrawn_from: published.recipient_count });
    expect(await counts()).toEqual({ a: before.a - 1, b: before.b, newcomer: before.newcomer - 1, sub: before.sub - 1 });
    expect((await box('exhibitorB')).some((entry) => entry.title === 'Deleted notice')).toBe(false);
    expect(await t.db.$count(messageReceipts, eq(messageReceipts.message_id, message.id))).toBe(0);

    const gone = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/delete', payload: { ids: [published.id] }, headers: EN });
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone).message).toBe('The notification does not exist or has been deleted');
  });

  it('logs every write: create, update, publish, withdraw and delete', async () => {
    const item = await saved({ ...base, title_zh: '日志通知', audience: 'all', status: 'draft' });
    await saved({ ...base, id: item.id, title_zh: '日志通知', audience: 'exhibitors', exhibitor_ids: [t.fixtures.exhibitors.rival], status: 'published' });
    await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/withdraw', payload: { id: item.id } });
    await t.injectAs('organizerAll', { method: 'POST', url: '/admin/notification/delete', payload: { ids: [item.id] } });
    const logged = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'notification'), eq(operationLogs.entity_id, String(item.id)))).orderBy(asc(operationLogs.id));
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'update', 'publish', 'withdraw', 'delete']);
    expect(logged[1].changes).toMatchObject({ audience: ['all', 'exhibitors'], exhibitor_ids: [[], [t.fixtures.exhibitors.rival]] });
    expect(logged[2].changes).toMatchObject({ status: ['draft', 'published'], recipient_count: [0, 1] });
  });
});

describe('the form and the list', () => {
  it('requires both titles (SPEC §5) and whom it is for, with localised field errors', async () => {
    const response = await save({ title_zh: ' ', title_en: '', audience: 'all', status: 'published' });
    expect(response.statusCode).toBe(422);
    expect(envelope<Errors>(response).data.errors.map((error) => error.field).sort()).toEqual(['title_en', 'title_zh']);
    // the browser prompts each field with its SPEC §5 text; the server names what is missing
    const types = await save({ ...base, audience: 'types', exhibitor_types: [], status: 'published' });
    expect(envelope<Errors>(types).data.errors).toEqual([{ field: 'exhibitor_types', message: 'This field is required' }]);
    const chosen = await save({ ...base, audience: 'exhibitors', status: 'published' });
    expect(envelope<Errors>(chosen).data.errors).toEqual([{ field: 'exhibitor_ids', message: 'This field is required' }]);
    const unknown = await save({ ...base, audience: 'exhibitors', exhibitor_ids: [2147483647], status: 'published' });
    expect(unknown.statusCode).toBe(422);
    expect(envelope<Errors>(unknown).data.errors).toEqual([{ field: 'exhibitor_ids', message: 'A chosen exhibitor does not exist or has been deleted' }]);
    const missing = await save({ ...base, id: 2147483647, audience: 'all', status: 'draft' });
    expect(missing.statusCode).toBe(404);
  });

  it('lists with search, filters and sorting, and answers one notification', async () => {
    const list = async (query: Record<string, string>) => envelope<Page<NotificationItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/notification/list', query })).data;
    const found = await list({ keyword: 'international NOTICE' });
    expect(found.list.map((item) => item.title_en)).toEqual(['International notice']);
    const drafts = await list({ status: 'draft' });
    expect(drafts.list.every((item) => item.status === 'draft')).toBe(true);
    const chosen = await list({ audience: 'exhibitors' });
    expect(chosen.list.every((item) => item.audience === 'exhibitors' && item.exhibitors.length > 0)).toBe(true);
    const byPublish = (await list({ sort: 'published_at', order: 'desc' })).list;
    const times = byPublish.map((item) => item.published_at);
    expect(times.indexOf(null)).toBeGreaterThan(0);
    expect(times.slice(times.indexOf(null)).every((time) => time === null)).toBe(true);
    const refused = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/notification/list', query: { sort: 'content_zh' } });
    expect(refused.statusCode).toBe(422);

    const info = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/notification/info', query: { id: String(found.list[0].id) } });
    expect(envelope<NotificationItem>(info).data).toMatchObject({ title_en: 'International notice', audience: 'types', exhibitor_types: ['International'] });
  });

  it('offers exhibitors to choose by Chinese or English name', async () => {
    const options = async (keyword: string) =>
      envelope<{ id: number; name_en: string }[]>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/notification/exhibitors', query: { keyword } })).data;
    expect((await options('rival')).map((option) => option.id)).toEqual([t.fixtures.exhibitors.rival]);
    expect((await options('新锐')).map((option) => option.id)).toEqual([t.fixtures.exhibitors.newcomer]);
  });
});
