import { and, desc, eq } from 'drizzle-orm';
import type { AuthorityItem } from '@fair/shared/contracts/authorities';
import type { Page } from '@fair/shared/contracts/envelope';
import { adminUsers } from '../../../db/schema/admins';
import { operationLogs } from '../../../db/schema/operation-log';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

/**
 * The authority store's details: list order both ways, paging and trimmed search, the refusal texts, the
 * deletion's log entry, and the last-`all` rule only where someone held `all` before the change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const headers = { 'language-set': 'zh-cn' };
const save = (payload: object) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/authority/save', payload, headers });
const list = async (query: Record<string, string>) => envelope<Page<AuthorityItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/list', query })).data;
const names = async (query: Record<string, string>) => (await list(query)).list.map((item) => item.name);

describe('authorities in the store', () => {
  beforeAll(async () => {
    for (const name of ['排序乙', '排序甲', '排序丙', '排序丁', '排序戊']) expect((await save({ name, route_keys: ['organizer.dashboard'] })).statusCode).toBe(200);
  });

  it('sorts by name either way, pages by page and size, and trims the keyword', async () => {
    const ascending = await names({ keyword: '排序', sort: 'name', order: 'asc', page_size: '10' });
    expect(ascending).toHaveLength(5);
    expect(await names({ keyword: '排序', sort: 'name', order: 'desc', page_size: '10' })).toEqual([...ascending].reverse());
    const third = await list({ keyword: '排序', sort: 'name', order: 'asc', page: '3', page_size: '2' });
    expect([third.total, third.list.map((item) => item.name)]).toEqual([5, [ascending[4]]]);
    expect(await names({ keyword: `  ${ascending[0]}  ` })).toEqual([ascending[0]]);
    // ascending is oldest first, whatever the database's collation does with Chinese names
    expect(await names({ keyword: '排序', sort: 'created_at', order: 'asc', page_size: '10' })).toEqual(['排序乙', '排序甲', '排序丙', '排序丁', '排序戊']);
  });

  it('refuses an unknown authority and an unknown staff account with their texts', async () => {
    const unknown = await save({ id: 2_000_000_000, name: '不存在', route_keys: ['organizer.dashboard'] });
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([404, '权限不存在或已删除']);
    const grant = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/authority/grant', payload: { admin_user_id: 2_000_000_000, authority_ids: [] }, headers });
    expect(envelope<{ errors: unknown[] }>(grant).data.errors).toEqual([{ field: 'admin_user_id', message: '账号不存在或已删除' }]);
  });

  it('logs a deletion with the name, keys and holder count it had', async () => {
    const { id, route_keys } = envelope<AuthorityItem>(await save({ name: '待删除角色', route_keys: ['organizer.dashboard', 'news.exhibitor-news-manage'] })).data;
    expect(route_keys).toHaveLength(2);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/authority/delete', query: { id: String(id) }, headers })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'authority'), eq(operationLogs.entity_id, String(id)))).orderBy(desc(operationLogs.id)).limit(1);
    expect(entry).toMatchObject({ action: 'delete', changes: { name: ['待删除角色', null], route_keys: [route_keys, null], holder_count: [0, null] } });
  });

  it('does not refuse a change for the last-`all` rule when nobody held `all` before it', async () => {
    // a database where every `all` holder is disabled (restored from a backup, say): changes within the
    // operator's keys must still go through
    await t.db.update(adminUsers).set({ banned: true }).where(eq(adminUsers.user_name, 'organizer'));
    try {
      const response = await t.injectAs('authorityManager', { method: 'POST', url: '/admin/authority/save', payload: { name: '无人持有全部', route_keys: ['organizer.authority-manage'] }, headers });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.db.update(adminUsers).set({ banned: false }).where(eq(adminUsers.user_name, 'organizer'));
    }
  });
});
