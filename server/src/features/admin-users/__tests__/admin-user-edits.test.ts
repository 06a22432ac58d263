import { and, desc, eq } from 'drizzle-orm';
import type { AdminUserItem } from '@fair/shared/contracts/admin-users';
import type { Page } from '@fair/shared/contracts/envelope';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { adminUserAuthorities, adminUsers, authorities, authorityRouteKeys } from '../../../db/schema/admins';
import { operationLogs } from '../../../db/schema/operation-log';
import { createAuthority } from '../../../lib/accounts/create-accounts';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

/**
 * The staff store's details a screen and the operation log rely on: paging and search, each account's own
 * grants, edits that keep grants as they are, and what each write leaves in the log.
 */
let t: TestApp;
let newsAuthority: number;
let hallAuthority: number;
let emptyAuthority: number;
const PASSWORD = 'Staff~2025_ok';

beforeAll(async () => {
  t = await buildTestApp();
  newsAuthority = await createAuthority(t.db, '新闻编辑员', ['news.exhibitor-news-manage']);
  hallAuthority = await createAuthority(t.db, '展馆编辑员', ['organizer.exhibition-number']);
  // an authority whose keys were all taken away: listed with no keys, not with an empty one
  [{ id: emptyAuthority }] = await t.db.insert(authorities).values({ name: '空角色' }).returning({ id: authorities.id });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, principal: PrincipalName = 'organizerAll') => t.injectAs(principal, { method: 'POST', url, payload, headers: { 'language-set': 'zh-cn' } });
const list = async (query: Record<string, string>, kind: 'web' | 'miniprog' = 'web') =>
  envelope<Page<AdminUserItem>>(await t.injectAs('organizerAll', { method: 'GET', url: kind === 'web' ? '/admin/user/get-admin-list' : '/admin/user/miniprog/get-admin-list', query })).data;
async function add(user_name: string, authority_ids: number[], extra: object = {}): Promise<number> {
  const response = await post('/admin/user/add/admin-user', { user_name, password: PASSWORD, authority_ids, operator_password: DEMO_PASSWORD, ...extra });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).data.id;
}
const grantsOf = async (id: number) => (await t.db.select({ id: adminUserAuthorities.authority_id }).from(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, id))).map((row) => row.id).sort((a, b) => a - b);
const lastLog = async (entity: string, id: number) =>
  (await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, entity), eq(operationLogs.entity_id, String(id)))).orderBy(desc(operationLogs.id)).limit(1))[0];

describe('staff accounts in the store', () => {
  it('pages by page and page size, and searches with the spaces around a keyword ignored', async () => {
    for (const name of ['paging-a', 'paging-b', 'paging-c', 'paging-d', 'paging-e']) await add(name, []);
    const all = (await list({ keyword: 'paging-', page_size: '10' })).list.map((user) => user.user_name);
    expect(all).toEqual(['paging-e', 'paging-d', 'paging-c', 'paging-b', 'paging-a']);
    const third = await list({ keyword: 'paging-', page: '3', page_size: '2' });
    expect([third.total, third.list.map((user) => user.user_name)]).toEqual([5, ['paging-a']]);
    expect((await list({ keyword: '  paging-c  ' })).list.map((user) => user.user_name)).toEqual(['paging-c']);
  });

  it('lists each account with its own authorities only, each with its keys (none for an authority without keys)', async () => {
    const news = await add('grants-news', [newsAuthority]);
    const hall = await add('grants-hall', [hallAuthority, emptyAuthority]);
    const page = await list({ keyword: 'grants-' });
    const authoritiesOf = (id: number) => page.list.find((user) => user.id === id)!.authorities;
    expect(authoritiesOf(news)).toEqual([{ id: newsAuthority, name: '新闻编辑员', route_keys: ['news.exhibitor-news-manage'] }]);
    expect(authoritiesOf(hall)).toEqual([
      { id: hallAuthority, name: '展馆编辑员', route_keys: ['organizer.exhibition-number'] },
      { id: emptyAuthority, name: '空角色', route_keys: [] },
    ]);
  });

  it('names a new account by its login when no nick name is given, and logs the creation without secrets', async () => {
    const id = await add('no-nick', [newsAuthority]);
    const [row] = await t.db.select({ nick_name: adminUsers.nick_name }).from(adminUsers).where(eq(adminUsers.id, id));
    expect(row.nick_name).toBe('no-nick');
    const entry = await lastLog('admin-user', id);
    expect(entry).toMatchObject({ action: 'create', actor_name: 'organizer' });
    expect(entry.changes).toEqual({ user_name: [null, 'no-nick'], nick_name: [null, 'no-nick'], banned: [null, false], authorities: [null, ['新闻编辑员']] });
  });

  it('refuses a taken name and an unknown account with their own texts', async () => {
    const taken = await post('/admin/user/add/admin-user', { user_name: 'NO-NICK', password: PASSWORD, authority_ids: [], operator_password: DEMO_PASSWORD });
    expect(envelope<{ errors: unknown[] }>(taken).data.errors).toEqual([{ field: 'user_name', message: '该账号已存在' }]);
    const unknown = await post('/admin/user/edit/admin-user', { id: 2_000_000_000, nick_name: '无' });
    expect([unknown.statusCode, envelope(unknown).message]).toEqual([404, '账号不存在或已删除']);
  });

  it('edits the nick name alone, keeping the grants, and logs only what changed', async () => {
    const id = await add('nick-only', [newsAuthority]);
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '新昵称' })).statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual([newsAuthority]);
    const entry = await lastLog('admin-user', id);
    expect(entry).toMatchObject({ action: 'update', changes: { nick_name: ['nick-only', '新昵称'] } });
  });

  it('takes repeated and reordered authority ids as the set they name: no regrant, one row each', async () => {
    const id = await add('same-set', [hallAuthority, newsAuthority]);
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '同一组', authority_ids: [newsAuthority, hallAuthority, newsAuthority] })).statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual([newsAuthority, hallAuthority].sort((a, b) => a - b));
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '同一组', authority_ids: [emptyAuthority, emptyAuthority] })).statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual([emptyAuthority]);
  });

  it('lets an account edit its own nick name while sending its unchanged authorities in any order', async () => {
    const [organizer] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.user_name, 'organizer'));
    const held = await grantsOf(organizer.id);
    await t.db.insert(adminUserAuthorities).values({ admin_user_id: organizer.id, authority_id: newsAuthority });
    const reordered = [...held, newsAuthority].reverse();
    const response = await post('/admin/user/edit/admin-user', { id: organizer.id, nick_name: '主办方管理员', authority_ids: reordered });
    expect(response.statusCode).toBe(200);
    expect(await grantsOf(organizer.id)).toEqual([...held, newsAuthority].sort((a, b) => a - b));
    await t.db.delete(adminUserAuthorities).where(and(eq(adminUserAuthorities.admin_user_id, organizer.id), eq(adminUserAuthorities.authority_id, newsAuthority)));
  });

  it('never grants authorities to a mini-programme admin, on creation or edit', async () => {
    const created = await post('/admin/user/miniprog/add/admin-user', { user_name: 'mp-staff', password: PASSWORD, authority_ids: [newsAuthority], operator_password: DEMO_PASSWORD });
    expect(created.statusCode).toBe(200);
    const id = envelope<{ id: number }>(created).data.id;
    expect((await post('/admin/user/miniprog/edit/admin-user', { id, nick_name: '小程序员工', authority_ids: [newsAuthority] })).statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual([]);
    expect((await list({ keyword: 'mp-staff' }, 'miniprog')).list[0].authorities).toEqual([]);
  });

  it('logs a ban, its lifting, a password reset and a deletion as such, with the state before and after', async () => {
    const id = await add('logged-staff', [newsAuthority], { nick_name: '日志员工' });
    expect((await post('/admin/user/ban/admin-user', { id, banned: true })).statusCode).toBe(200);
    expect(await lastLog('admin-user', id)).toMatchObject({ action: 'ban', changes: { banned: [false, true] } });
    expect((await post('/admin/user/ban/admin-user', { id, banned: false })).statusCode).toBe(200);
    expect(await lastLog('admin-user', id)).toMatchObject({ action: 'unban', changes: { banned: [true, false] } });
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '日志员工', password: 'Other~2025_ok', operator_password: DEMO_PASSWORD })).statusCode).toBe(200);
    const reset = await lastLog('admin-user', id);
    expect([reset.action, reset.changes]).toEqual(['reset-password', null]);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: `/admin/user/del/admin-user?id=${id}` })).statusCode).toBe(200);
    const deleted = await lastLog('admin-user', id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { user_name: ['logged-staff', null], nick_name: ['日志员工', null], banned: [false, null], authorities: [['新闻编辑员'], null] } });
    expect(await t.db.$count(authorityRouteKeys, eq(authorityRouteKeys.authority_id, newsAuthority))).toBe(1);
  });
});
