import { and, eq } from 'drizzle-orm';
import type { AuthorityItem } from '@fair/shared/contracts/authorities';
import type { AdminUserItem } from '@fair/shared/contracts/admin-users';
import type { RoleKeyNode } from '@fair/shared/access/role-key-tree';
import type { Page } from '@fair/shared/contracts/envelope';
import { operationLogs } from '../../../db/schema/operation-log';
import { createAdminUser } from '../../../lib/accounts/create-accounts';
import type { Principal } from '../../../lib/session/principal';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { deleteAuthority, grantAuthorities, saveAuthority } from '../authority-store';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };
type Response = Awaited<ReturnType<TestApp['injectAs']>>;
const PASSWORD = 'Staff~2025_ok';
let unique = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const headers = { 'language-set': 'zh-cn' };
const save = (payload: object, principal: PrincipalName = 'organizerAll') => t.injectAs(principal, { method: 'POST', url: '/admin/authority/save', payload, headers });
const grant = (admin_user_id: number, authority_ids: number[]) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/authority/grant', payload: { admin_user_id, authority_ids }, headers });
const remove = (id: number) => t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/authority/delete', query: { id: String(id) }, headers });
const list = async (query: Record<string, string> = {}) => envelope<Page<AuthorityItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/list', query })).data;
const errorsOf = (response: Response) => envelope<Errors>(response).data.errors;
const idOf = (response: Response) => {
  expect(response.statusCode).toBe(200);
  return envelope<AuthorityItem>(response).data.id;
};

type Staff = { id: number; headers: Record<string, string>; call: (method: 'GET' | 'POST' | 'DELETE', url: string, options?: { payload?: object; query?: Record<string, string> }) => Promise<Response> };

/** A new organizer staff account with these authorities, and a live session of it (a token from its login). */
async function staffWithSession(authorityIds: number[]): Promise<Staff> {
  const userName = `holder-${++unique}`;
  const id = await createAdminUser(t.db, { kind: 'web', userName, password: PASSWORD, authorityIds });
  const login = await t.app.inject({ method: 'POST', url: '/admin/user/login', payload: { user_name: userName, password: PASSWORD, clientType: 'organizer' } });
  expect(login.statusCode).toBe(200);
  const staffHeaders = { ...headers, authorization: `Bearer ${envelope<{ token: string }>(login).data.token}`, 'client-type': 'organizer' };
  return { id, headers: staffHeaders, call: (method, url, options = {}) => t.app.inject({ method, url, headers: staffHeaders, ...options }) };
}
const permissionOf = async (staff: Staff) => envelope<{ permission: string[] }>(await staff.call('GET', '/admin/user/info')).data.permission;

describe('authorities (/organizer/authority-manage)', () => {
  it('lists authorities with their keys and holders, searches by name and pages on the server', async () => {
    const page = await list();
    const superAdmin = page.list.find((item) => item.name === '超级管理员');
    expect(superAdmin).toMatchObject({ route_keys: ['all'], holder_count: 1 });
    expect(page.list.find((item) => item.name === '新闻编辑')).toMatchObject({ route_keys: ['organizer.dashboard', 'news.exhibitor-news-manage'], holder_count: 1 });
    expect((await list({ keyword: '新闻' })).list.map((item) => item.name)).toEqual(['新闻编辑']);
    const first = await list({ page_size: '1', sort: 'name', order: 'asc' });
    expect(first).toMatchObject({ total: page.total, page_size: 1 });
    expect(first.list).toHaveLength(1);
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/);
  });

  it('serves the key catalogue grouped like the organizer menu, all first', async () => {
    const tree = envelope<RoleKeyNode[]>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/route-keys' })).data;
    expect(tree[0]).toEqual({ key: 'all' });
    expect(tree.find((node) => node.key === 'section:exhibit')?.children?.map((node) => node.key)).toEqual([
      'exhibit.exhibit-data-manage',
      'exhibit.exhibit-classification',
      'exhibit.application-area',
      'exhibit.product-property',
    ]);
    expect(tree.find((node) => node.key === 'section:organizer')?.children).toHaveLength(7);
    expect(tree.map((node) => node.key)).toContain('download.list');
  });

  it('refuses a blank name, no key, an unknown key and a name in use, with the SPEC texts', async () => {
    expect(errorsOf(await save({ name: '  ', route_keys: ['download.list'] }))).toEqual([{ field: 'name', message: '名称不能为空' }]);
    expect(errorsOf(await save({ name: '资料员', route_keys: [] }))).toEqual([{ field: 'route_keys', message: '至少选择一项' }]);
    expect(errorsOf(await save({ name: '资料员' }))).toEqual([{ field: 'route_keys', message: '至少选择一项' }]);
    expect(errorsOf(await save({ name: '资料员', route_keys: ['download.list', 'root'] })).map((error) => error.field)).toEqual(['route_keys.1']);
    expect(errorsOf(await save({ name: 'x'.repeat(51), route_keys: ['download.list'] })).map((error) => error.field)).toEqual(['name']);
    idOf(await save({ name: '资料员', route_keys: ['download.list'] }));
    const taken = await save({ name: ' 资料员 ', route_keys: ['poster.download'] });
    expect(taken.statusCode).toBe(422);
    expect(errorsOf(taken)).toEqual([{ field: 'name', message: '已存在相同的标签。' }]);
    const english = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/authority/save', payload: { name: '资料员', route_keys: ['poster.download'] }, headers: { 'language-set': 'en-us' } });
    expect(errorsOf(english)).toEqual([{ field: 'name', message: 'The same tag already exists.' }]);
    expect((await save({ id: 999_999, name: '不存在', route_keys: ['download.list'] })).statusCode).toBe(404);
    // all alone is stored when chosen with other keys; keys are kept once each in catalogue order
    const wide = await save({ name: '全能', route_keys: ['download.list', 'all', 'download.list'] });
    expect(envelope<AuthorityItem>(wide).data.route_keys).toEqual(['all']);
    const ordered = await save({ name: '排序', route_keys: ['download.list', 'organizer.dashboard', 'download.list'] });
    expect(envelope<AuthorityItem>(ordered).data.route_keys).toEqual(['organizer.dashboard', 'download.list']);
    await remove(envelope<AuthorityItem>(wide).data.id);
  });

  it('gives an account the union of its authorities’ keys, several granted at once', async () => {
    const halls = idOf(await save({ name: '展馆管理', route_keys: ['organizer.dashboard', 'organizer.exhibition-number'] }));
    const downloads = idOf(await save({ name: '下载管理', route_keys: ['organizer.dashboard', 'download.list'] }));
    const staff = await staffWithSession([]);
    expect(await permissionOf(staff)).toEqual([]);
    expect((await grant(staff.id, [halls, downloads])).statusCode).toBe(200);
    expect([...(await permissionOf(staff))].sort()).toEqual(['download.list', 'organizer.dashboard', 'organizer.exhibition-number']);
    const found = envelope<Page<AdminUserItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/accounts', query: { keyword: `holder-${unique}` } })).data;
    expect(found.list.map((account) => account.authorities.map((authority) => authority.name).sort())).toEqual([['下载管理', '展馆管理'].sort()]);
    expect((await list({ keyword: '展馆管理' })).list[0].holder_count).toBe(1);
    // a grant replaces the account's grants
    expect((await grant(staff.id, [downloads])).statusCode).toBe(200);
    expect([...(await permissionOf(staff))].sort()).toEqual(['download.list', 'organizer.dashboard']);
  });

  it('a change holds from the holder’s next request, in a session opened before it', async () => {
    const role = idOf(await save({ name: '展馆号', route_keys: ['organizer.exhibition-number'] }));
    const staff = await staffWithSession([role]);
    expect((await staff.call('GET', '/admin/hall/list')).statusCode).toBe(200);
    expect((await staff.call('GET', '/admin/download/list')).statusCode).toBe(403);

    expect((await save({ id: role, name: '展馆号', route_keys: ['download.list'] })).statusCode).toBe(200);
    expect((await staff.call('GET', '/admin/hall/list')).statusCode).toBe(403);
    expect((await staff.call('GET', '/admin/download/list')).statusCode).toBe(200);

    expect((await grant(staff.id, [])).statusCode).toBe(200);
    expect((await staff.call('GET', '/admin/download/list')).statusCode).toBe(403);
    expect((await grant(staff.id, [role])).statusCode).toBe(200);
    expect((await staff.call('GET', '/admin/download/list')).statusCode).toBe(200);

    expect((await remove(role)).statusCode).toBe(200);
    expect((await staff.call('GET', '/admin/download/list')).statusCode).toBe(403);
    expect(await permissionOf(staff)).toEqual([]);
    expect((await remove(role)).statusCode).toBe(404);
  });

  it('keeps one active account holding all: no edit, delete or grant takes the last one away', async () => {
    const superAdmin = (await list({ keyword: '超级管理员' })).list[0].id;
    const organizer = t.fixtures.accounts.organizer;
    // the organizer cannot give up its own all: neither its authority nor its grants are its to change
    const stripped = await save({ id: superAdmin, name: '超级管理员', route_keys: ['organizer.dashboard'] });
    expect(stripped.statusCode).toBe(403);
    expect(envelope(stripped).message).toBe('不能修改或删除自己拥有的角色');
    expect((await remove(superAdmin)).statusCode).toBe(403);
    const ungranted = await grant(organizer, []);
    expect(ungranted.statusCode).toBe(403);
    expect(envelope(ungranted).message).toBe('不能修改自己的角色');
    // a second holder of all, through another authority, whose request was resolved just before it was disabled:
    // a disabled holder does not count, so the organizer is the last one and keeps all
    const second = idOf(await save({ name: '第二全权', route_keys: ['all'] }));
    const chief = await staffWithSession([second]);
    expect((await t.injectAs('organizerAll', { method: 'POST', url: '/admin/user/ban/admin-user', payload: { id: chief.id, banned: true } })).statusCode).toBe(200);
    const staleChief: Principal = { sessionId: 0, kind: 'admin_user', clientType: 'organizer', accountId: chief.id, exhibitorId: null, expiresAt: new Date(Date.now() + 60_000), permission: ['all'], is_child_user: 0, team_auth: [] };
    await expect(saveAuthority(t.db, staleChief, { id: superAdmin, name: '超级管理员', route_keys: ['organizer.dashboard'] })).rejects.toMatchObject({ statusCode: 409, messageKey: 'authorities.lastAll' });
    await expect(deleteAuthority(t.db, staleChief, superAdmin)).rejects.toMatchObject({ statusCode: 409, messageKey: 'authorities.lastAll' });
    await expect(grantAuthorities(t.db, staleChief, { admin_user_id: organizer, authority_ids: [] })).rejects.toMatchObject({ statusCode: 409, messageKey: 'adminUsers.lastAll' });
    expect((await list({ keyword: '超级管理员' })).list[0]).toMatchObject({ route_keys: ['all'], holder_count: 1 });
    // active again, the chief may take the first authority away
    expect((await t.injectAs('organizerAll', { method: 'POST', url: '/admin/user/ban/admin-user', payload: { id: chief.id, banned: false } })).statusCode).toBe(200);
    const chiefAgain = await staffWithSession([second]);
    expect((await chiefAgain.call('DELETE', '/admin/authority/delete', { query: { id: String(superAdmin) } })).statusCode).toBe(200);
    expect(await permissionOf(chiefAgain)).toEqual(['all']);
    // the organizer's live session lost all with it, on its next request
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/list' })).statusCode).toBe(403);
    expect((await chiefAgain.call('POST', '/admin/authority/grant', { payload: { admin_user_id: organizer, authority_ids: [second] } })).statusCode).toBe(200);
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/admin/authority/list' })).statusCode).toBe(200);
  });

  it('of two parallel changes that would each take all from the other, the second is bounded by what the first left it', async () => {
    const own = (await list({ keyword: '第二全权' })).list[0].id;
    const organizer = t.fixtures.accounts.organizer;
    const a = idOf(await save({ name: '并发甲', route_keys: ['all'] }));
    const b = idOf(await save({ name: '并发乙', route_keys: ['all'] }));
    const one = await staffWithSession([a]);
    const two = await staffWithSession([b]);
    // each takes the other's grants away at the same moment: the one that comes second no longer holds all
    const grants = await Promise.all([
      one.call('POST', '/admin/authority/grant', { payload: { admin_user_id: two.id, authority_ids: [] } }),
      two.call('POST', '/admin/authority/grant', { payload: { admin_user_id: one.id, authority_ids: [] } }),
    ]);
    expect(grants.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const [kept, lost] = grants[0].statusCode === 200 ? [one, two] : [two, one];
    expect(await permissionOf(kept)).toEqual(['all']);
    expect(await permissionOf(lost)).toEqual([]);
    // again with deletes of each other's authority
    expect((await kept.call('POST', '/admin/authority/grant', { payload: { admin_user_id: lost.id, authority_ids: [kept === one ? b : a] } })).statusCode).toBe(200);
    const deletes = await Promise.all([
      one.call('DELETE', '/admin/authority/delete', { query: { id: String(b) } }),
      two.call('DELETE', '/admin/authority/delete', { query: { id: String(a) } }),
    ]);
    expect(deletes.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const survivor = deletes[0].statusCode === 200 ? one : two;
    expect(await permissionOf(survivor)).toEqual(['all']);
    expect(await permissionOf(survivor === one ? two : one)).toEqual([]);
    expect((await survivor.call('POST', '/admin/authority/grant', { payload: { admin_user_id: organizer, authority_ids: [own] } })).statusCode).toBe(200);
  });

  it('records every write in the operation log, who and what changed', async () => {
    const id = idOf(await save({ name: '日志检查', route_keys: ['poster.download'] }));
    expect((await save({ id, name: '日志检查', route_keys: ['poster.download', 'download.list'] })).statusCode).toBe(200);
    const other = idOf(await save({ name: '日志旁检', route_keys: ['download.list'] }));
    const staff = await staffWithSession([]);
    expect((await grant(staff.id, [id])).statusCode).toBe(200);
    expect((await grant(staff.id, [other, id])).statusCode).toBe(200);
    expect((await remove(id)).statusCode).toBe(200);
    expect((await remove(other)).statusCode).toBe(200);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.entity, 'authority'));
    const ofThis = logs.filter((log) => log.entity_id === String(id));
    expect(ofThis.map((log) => [log.action, log.actor_name])).toEqual([
      ['create', 'organizer'],
      ['update', 'organizer'],
      ['delete', 'organizer'],
    ]);
    expect(ofThis[1].changes).toEqual({ route_keys: [['poster.download'], ['poster.download', 'download.list']] });
    // grants read as the authorities' names, before → after
    const granted = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'admin-user'), eq(operationLogs.action, 'grant'), eq(operationLogs.entity_id, String(staff.id)))).orderBy(operationLogs.id);
    expect(granted.map((log) => log.changes)).toEqual([{ authorities: [[], ['日志检查']] }, { authorities: [['日志检查'], ['日志检查', '日志旁检']] }]);
  });

  it('is for organizers holding authority-manage only', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/authority/list' })).statusCode).toBe(403);
    expect((await t.injectAs('organizerLimited', { method: 'POST', url: '/admin/authority/save', payload: { name: '越权', route_keys: ['all'] } })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/authority/route-keys' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/authority/accounts' })).statusCode).toBe(403);
    const mini = await t.injectAs('organizerAll', { method: 'POST', url: '/admin/authority/grant', payload: { admin_user_id: t.fixtures.accounts.miniprog, authority_ids: [] }, headers });
    expect(errorsOf(mini).map((error) => error.field)).toEqual(['admin_user_id']);
  });
});
