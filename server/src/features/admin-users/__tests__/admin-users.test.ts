import { eq } from 'drizzle-orm';
import type { AdminUserItem, AuthorityOption } from '@fair/shared/contracts/admin-users';
import type { Page } from '@fair/shared/contracts/envelope';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { adminUsers } from '../../../db/schema/admins';
import { createAuthority } from '../../../lib/accounts/create-accounts';
import type { Principal } from '../../../lib/session/principal';
import { deleteAdminUser, editAdminUser, setAdminUserBanned } from '../admin-user-store';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
type Errors = { errors: { field: string; message: string }[] };
const NEW_PASSWORD = 'Staff~2025_ok';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, principal: PrincipalName = 'organizerAll') =>
  t.injectAs(principal, { method: 'POST', url, payload, headers: { 'language-set': 'zh-cn' } });
const list = async (kind: 'web' | 'miniprog', query: Record<string, string> = {}) =>
  envelope<Page<AdminUserItem>>(await t.injectAs('organizerAll', { method: 'GET', url: kind === 'web' ? '/admin/user/get-admin-list' : '/admin/user/miniprog/get-admin-list', query })).data;
const fieldsOf = (response: Awaited<ReturnType<typeof post>>) => envelope<Errors>(response).data.errors.map((error) => error.field);
const login = (user_name: string, password: string, clientType: 'organizer' | 'miniprog' = 'organizer') =>
  t.app.inject({ method: 'POST', url: '/admin/user/login', payload: { user_name, password, clientType } });
const tokenOf = async (user_name: string, password: string, clientType: 'organizer' | 'miniprog' = 'organizer') => {
  const response = await login(user_name, password, clientType);
  expect(response.statusCode).toBe(200);
  return envelope<{ token: string }>(response).data.token;
};
const infoWith = (token: string, clientType = 'organizer') => t.app.inject({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${token}`, 'client-type': clientType } });

let allAuthority: number;
let newsAuthority: number;

async function addWeb(user_name: string, authority_ids: number[] = []): Promise<number> {
  const response = await post('/admin/user/add/admin-user', { user_name, password: NEW_PASSWORD, authority_ids, operator_password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).data.id;
}

describe('organizer staff accounts (/organizer/account-manage)', () => {
  beforeAll(async () => {
    const options = envelope<AuthorityOption[]>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/authority-options' })).data;
    allAuthority = options.find((option) => option.route_keys.includes('all'))!.id;
    newsAuthority = await createAuthority(t.db, '新闻编辑', ['news.exhibitor-news-manage']);
  });

  it('lists web admins with their authorities and never a password or its hash', async () => {
    const page = await list('web');
    expect(page.list.map((user) => user.user_name)).toEqual(expect.arrayContaining(['organizer', 'editor']));
    expect(page.list.find((user) => user.user_name === 'organizer')?.authorities.map((a) => a.id)).toContain(allAuthority);
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/);
    expect((await list('web', { keyword: 'edit' })).list.map((user) => user.user_name)).toEqual(['editor']);
    expect((await list('miniprog')).list.map((user) => user.user_name)).toEqual(['miniprog']);
  });

  it('creates an account only with the SPEC §5 password rule and the operator’s own password', async () => {
    const base = { user_name: 'staff1', nick_name: '员工一', password: NEW_PASSWORD, authority_ids: [newsAuthority] };
    expect(fieldsOf(await post('/admin/user/add/admin-user', { ...base, password: 'short1' }))).toContain('password');
    expect(fieldsOf(await post('/admin/user/add/admin-user', { ...base, password: 'has space 123' }))).toContain('password');
    expect(fieldsOf(await post('/admin/user/add/admin-user', base))).toEqual(['operator_password']);
    const wrong = await post('/admin/user/add/admin-user', { ...base, operator_password: 'not-mine-1' });
    expect(envelope<Errors>(wrong).data.errors).toEqual([{ field: 'operator_password', message: '操作人密码错误' }]);
    expect(fieldsOf(await post('/admin/user/add/admin-user', { ...base, authority_ids: [999_999], operator_password: DEMO_PASSWORD }))).toEqual(['authority_ids']);
    expect((await post('/admin/user/add/admin-user', { ...base, operator_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(fieldsOf(await post('/admin/user/add/admin-user', { ...base, user_name: 'STAFF1', operator_password: DEMO_PASSWORD }))).toEqual(['user_name']);
    const token = await tokenOf('staff1', NEW_PASSWORD);
    expect(envelope<{ permission: string[] }>(await infoWith(token)).data.permission).toEqual(['news.exhibitor-news-manage']);
  });

  it('sets a password only with the operator’s password, and the account’s sessions end', async () => {
    const id = await addWeb('staff2', [newsAuthority]);
    const token = await tokenOf('staff2', NEW_PASSWORD);
    const edit = { id, nick_name: '员工二', authority_ids: [newsAuthority], password: 'Another~Pass_1' };
    expect(fieldsOf(await post('/admin/user/edit/admin-user', edit))).toEqual(['operator_password']);
    expect((await post('/admin/user/edit/admin-user', { ...edit, operator_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await infoWith(token)).statusCode).toBe(401);
    expect((await login('staff2', NEW_PASSWORD)).statusCode).toBe(401);
    await tokenOf('staff2', 'Another~Pass_1');
    // without a password the edit changes the nick name and authorities only, sessions stay
    const kept = await tokenOf('staff2', 'Another~Pass_1');
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '员工二号', authority_ids: [], password: '' })).statusCode).toBe(200);
    expect(envelope<{ permission: string[]; nick_name: string }>(await infoWith(kept)).data).toMatchObject({ permission: [], nick_name: '员工二号' });
    // without authority_ids the grants stay as they are
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '', authority_ids: [newsAuthority] })).statusCode).toBe(200);
    expect((await post('/admin/user/edit/admin-user', { id, nick_name: '员工二' })).statusCode).toBe(200);
    expect((await list('web', { keyword: 'staff2' })).list[0]).toMatchObject({ nick_name: '员工二', authorities: [{ id: newsAuthority, name: '新闻编辑' }] });
  });

  it('a ban ends the account’s sessions and refuses its login until lifted; nobody bans or deletes themself', async () => {
    const id = await addWeb('staff3');
    const token = await tokenOf('staff3', NEW_PASSWORD);
    expect((await post('/admin/user/ban/admin-user', { id, banned: true })).statusCode).toBe(200);
    expect((await infoWith(token)).statusCode).toBe(401);
    const refused = await login('staff3', NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ code: 403, message: '账号已被禁用，请联系主办方工作人员', data: null });
    expect((await list('web', { keyword: 'staff3' })).list[0].banned).toBe(true);
    expect((await post('/admin/user/ban/admin-user', { id, banned: false })).statusCode).toBe(200);
    await tokenOf('staff3', NEW_PASSWORD);
    const self = await post('/admin/user/ban/admin-user', { id: t.fixtures.accounts.organizer, banned: true });
    expect(self.statusCode).toBe(409);
    expect(envelope(self).message).toBe('不能禁用或删除自己的账号');
  });

  it('keeps the last active account holding all: it cannot lose all, be banned or deleted', async () => {
    const own = t.fixtures.accounts.organizer;
    // no operator changes its own roles, not even to give something up
    const strip = await post('/admin/user/edit/admin-user', { id: own, nick_name: '', authority_ids: [newsAuthority] });
    expect(strip.statusCode).toBe(403);
    expect(envelope(strip).message).toBe('不能修改自己的角色');
    const second = await addWeb('chief', [allAuthority]);
    const chief = await tokenOf('chief', NEW_PASSWORD);
    const asChief = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${chief}`, 'client-type': 'organizer' } });
    // with a second holder, all may be taken from the first; then the second is the last one
    expect((await asChief('/admin/user/edit/admin-user', { id: own, nick_name: '', authority_ids: [newsAuthority] })).statusCode).toBe(200);
    expect((await asChief('/admin/user/edit/admin-user', { id: own, nick_name: '', authority_ids: [newsAuthority, allAuthority] })).statusCode).toBe(200);
    expect((await asChief('/admin/user/ban/admin-user', { id: own, banned: true })).statusCode).toBe(200);
    expect((await asChief('/admin/user/ban/admin-user', { id: own, banned: false })).statusCode).toBe(200);
    t.renewToken('organizerAll');
    // a request of the chief's resolved just before someone else banned it: the organizer is the last active holder now
    const chiefActing: Principal = { sessionId: 0, kind: 'admin_user', clientType: 'organizer', accountId: second, exhibitorId: null, expiresAt: new Date(Date.now() + 60_000), permission: ['all'], is_child_user: 0, team_auth: [] };
    expect((await post('/admin/user/ban/admin-user', { id: second, banned: true })).statusCode).toBe(200);
    const lastAll = { statusCode: 409, messageKey: 'adminUsers.lastAll' };
    await expect(editAdminUser(t.db, chiefActing, 'web', { id: own, nick_name: '', authority_ids: [newsAuthority] })).rejects.toMatchObject(lastAll);
    await expect(setAdminUserBanned(t.db, chiefActing, 'web', own, true)).rejects.toMatchObject(lastAll);
    await expect(deleteAdminUser(t.db, chiefActing, 'web', own)).rejects.toMatchObject(lastAll);
    const [row] = await t.db.select({ banned: adminUsers.banned }).from(adminUsers).where(eq(adminUsers.id, own));
    expect(row.banned).toBe(false);
    expect((await list('web', { keyword: 'organizer' })).list[0].authorities.map((authority) => authority.id)).toEqual([allAuthority, newsAuthority].sort((a, b) => a - b));
  });

  it('deletes an account (its sessions end); the own account, another kind’s id and a missing one are refused', async () => {
    const id = await addWeb('staff4');
    const token = await tokenOf('staff4', NEW_PASSWORD);
    const remove = (url: string, target: number) => t.injectAs('organizerAll', { method: 'DELETE', url, query: { id: String(target) }, payload: { operator_password: DEMO_PASSWORD } });
    expect((await remove('/admin/user/miniprog/del/admin-user', id)).statusCode).toBe(404);
    expect((await remove('/admin/user/del/admin-user', id)).statusCode).toBe(200);
    expect((await infoWith(token)).statusCode).toBe(401);
    expect((await remove('/admin/user/del/admin-user', id)).statusCode).toBe(404);
    expect((await remove('/admin/user/del/admin-user', t.fixtures.accounts.organizer)).statusCode).toBe(409);
  });

  it('manages mini-programme admins under /admin/user/miniprog with the same rules, without authorities', async () => {
    const add = await post('/admin/user/miniprog/add/admin-user', { user_name: 'mini2', password: NEW_PASSWORD, authority_ids: [allAuthority], operator_password: DEMO_PASSWORD });
    expect(add.statusCode).toBe(200);
    const id = envelope<{ id: number }>(add).data.id;
    expect((await list('miniprog', { keyword: 'mini2' })).list[0]).toMatchObject({ user_name: 'mini2', authorities: [] });
    const token = await tokenOf('mini2', NEW_PASSWORD, 'miniprog');
    expect((await post('/admin/user/miniprog/ban/admin-user', { id, banned: true, operator_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await infoWith(token, 'miniprog')).statusCode).toBe(401);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/miniprog/del/admin-user', query: { id: String(id) }, payload: { operator_password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it('is for organizers holding account-manage only; mini-programme admins keep only their own kind', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/user/get-admin-list' })).statusCode).toBe(403);
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/user/miniprog/get-admin-list' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/user/get-admin-list' })).statusCode).toBe(403);
    expect((await t.injectAs('miniprog', { method: 'GET', url: '/admin/user/authority-options' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/user/authority-options' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/user/miniprog/get-admin-list' })).statusCode).toBe(403);
  });

  it('lets a mini-programme admin add, disable and delete mini-programme admins, but not itself', async () => {
    const add = await post('/admin/user/miniprog/add/admin-user', { user_name: 'mini3', password: NEW_PASSWORD, authority_ids: [], operator_password: DEMO_PASSWORD }, 'miniprog');
    expect(add.statusCode).toBe(200);
    const id = envelope<{ id: number }>(add).data.id;
    const token = await tokenOf('mini3', NEW_PASSWORD, 'miniprog');
    const removeAsMiniprog = (payload?: object) => t.injectAs('miniprog', { method: 'DELETE', url: '/admin/user/miniprog/del/admin-user', query: { id: String(id) }, payload, headers: { 'language-set': 'zh-cn' } });
    // disabling or deleting another admin asks for the operator's own password again
    const unconfirmed = await post('/admin/user/miniprog/ban/admin-user', { id, banned: true }, 'miniprog');
    expect(unconfirmed.statusCode).toBe(422);
    expect(envelope<Errors>(unconfirmed).data.errors).toEqual([{ field: 'operator_password', message: '请输入操作人密码' }]);
    const wrong = await post('/admin/user/miniprog/ban/admin-user', { id, banned: true, operator_password: 'Wrong~2025_pw' }, 'miniprog');
    expect(envelope<Errors>(wrong).data.errors).toEqual([{ field: 'operator_password', message: '操作人密码错误' }]);
    expect((await removeAsMiniprog()).statusCode).toBe(422);
    expect((await removeAsMiniprog({ operator_password: 'Wrong~2025_pw' })).statusCode).toBe(422);
    expect((await infoWith(token, 'miniprog')).statusCode).toBe(200);
    expect((await list('miniprog', { keyword: 'mini3' })).list[0].banned).toBe(false);
    expect((await post('/admin/user/miniprog/ban/admin-user', { id, banned: true, operator_password: DEMO_PASSWORD }, 'miniprog')).statusCode).toBe(200);
    expect((await infoWith(token, 'miniprog')).statusCode).toBe(401);
    const self = await post('/admin/user/miniprog/ban/admin-user', { id: t.fixtures.accounts.miniprog, banned: true, operator_password: DEMO_PASSWORD }, 'miniprog');
    expect(self.statusCode).toBe(409);
    expect(envelope(self).message).toBe('不能禁用或删除自己的账号');
    expect((await removeAsMiniprog({ operator_password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await list('miniprog', { keyword: 'mini3' })).toMatchObject({ total: 0 });
  });
});
