import type { LightMyRequestResponse } from 'fastify';
import { ALL_ROLES, ORGANIZER_ROLE_KEYS } from '@fair/shared/access/role-keys';
import { adminUserAuthorities, adminUsers } from '../../../db/schema/admins';
import { DEMO_PASSWORD, EDITOR_ROLE_KEYS } from '../../../seed/demo-accounts';
import { createAuthority } from '../../../lib/accounts/create-accounts';
import { generateSysApiToken, hashPassword } from '../../../lib/accounts/password';
import { createSession } from '../../../lib/session/session-store';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { DigestTracker, changedTables } from '../../../test/database-digest';

/**
 * Staff powers are bounded: generated from the role keys, every operator holding one or both management keys
 * (alone, with each group of the other keys, and with the demo editor's keys) tries every grant-shaped call against a
 * stronger account and a stronger authority — one holding each key the operator lacks, and `all`. Each try
 * must be refused (403) and leave every table as it was; a call within the operator's powers still works.
 */

const ACCOUNT_MANAGE = 'organizer.account-manage';
const AUTHORITY_MANAGE = 'organizer.authority-manage';
const MANAGEMENT = [ACCOUNT_MANAGE, AUTHORITY_MANAGE];
const OTHER_KEYS = ORGANIZER_ROLE_KEYS.filter((key) => !MANAGEMENT.includes(key));

/** The other keys in three groups: every key is held by some operators and lacked by the rest. */
const KEY_GROUPS = [0, 1, 2].map((group) => OTHER_KEYS.filter((_key, index) => index % 3 === group));

/** Each way of holding management keys, alone and with each group of other keys, and the demo editor's keys with both. */
const OPERATOR_KEY_SETS: string[][] = [
  ...[[ACCOUNT_MANAGE], [AUTHORITY_MANAGE], MANAGEMENT].flatMap((management) => [management, ...KEY_GROUPS.map((group) => [...management, ...group])]),
  [...MANAGEMENT, ...EDITOR_ROLE_KEYS],
];

const PASSWORD = 'Staff~2025_ok';
let t: TestApp;
let digests: DigestTracker;
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  digests = await DigestTracker.install(t.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t?.close());

/** A web admin user holding these authorities, inserted straight (one password hash for all: no hashing per account). */
async function staffAccount(authorityIds: number[]): Promise<number> {
  const name = `esc-${++serial}`;
  const [row] = await t.db.insert(adminUsers).values({ kind: 'web', user_name: name, nick_name: name, password_hash: passwordHash, sys_api_token: generateSysApiToken() }).returning({ id: adminUsers.id });
  if (authorityIds.length) await t.db.insert(adminUserAuthorities).values(authorityIds.map((authority_id) => ({ admin_user_id: row.id, authority_id })));
  return row.id;
}

interface Operator {
  id: number;
  authority: number;
  keys: string[];
  headers: Record<string, string>;
  call(method: 'POST' | 'DELETE', url: string, body: object, query?: Record<string, string>): Promise<LightMyRequestResponse>;
}

async function operatorHolding(keys: string[]): Promise<Operator> {
  const authority = await createAuthority(t.db, `操作人权限${++serial}`, keys);
  const id = await staffAccount([authority]);
  const { token } = await createSession(t.db, { principalKind: 'admin_user', principalId: id, clientType: 'organizer', remember: true });
  const headers = { authorization: `Bearer ${token}`, 'client-type': 'organizer', 'language-set': 'zh-cn' };
  return { id, authority, keys, headers, call: (method, url, payload, query) => t.app.inject({ method, url, headers, payload, query }) };
}

/** Every way one operator could reach beyond its keys, aimed at a stronger authority and an account holding it. */
function escalations(operator: Operator, stronger: { authority: number; account: number; keys: string[] }, weakAccount: number) {
  const tries: [string, () => Promise<LightMyRequestResponse>][] = [];
  const add = (name: string, run: () => Promise<LightMyRequestResponse>) => tries.push([name, run]);
  if (operator.keys.includes(ACCOUNT_MANAGE)) {
    add('add an account with the stronger authority', () =>
      operator.call('POST', '/admin/user/add/admin-user', { user_name: `esc-new-${++serial}`, password: PASSWORD, authority_ids: [stronger.authority], operator_password: PASSWORD }),
    );
    add('edit the stronger account', () => operator.call('POST', '/admin/user/edit/admin-user', { id: stronger.account, nick_name: '改名' }));
    add('reset the stronger account’s password', () =>
      operator.call('POST', '/admin/user/edit/admin-user', { id: stronger.account, nick_name: '', password: 'Taken~2025_pw', operator_password: PASSWORD }),
    );
    add('give itself the stronger authority', () => operator.call('POST', '/admin/user/edit/admin-user', { id: operator.id, nick_name: '', authority_ids: [operator.authority, stronger.authority] }));
    add('give another account the stronger authority', () => operator.call('POST', '/admin/user/edit/admin-user', { id: weakAccount, nick_name: '', authority_ids: [stronger.authority] }));
    add('take the stronger account’s authorities', () => operator.call('POST', '/admin/user/edit/admin-user', { id: stronger.account, nick_name: '', authority_ids: [] }));
    add('disable the stronger account', () => operator.call('POST', '/admin/user/ban/admin-user', { id: stronger.account, banned: true }));
    add('delete the stronger account', () => operator.call('DELETE', '/admin/user/del/admin-user', {}, { id: String(stronger.account) }));
  }
  if (operator.keys.includes(AUTHORITY_MANAGE)) {
    add('create an authority with the stronger keys', () => operator.call('POST', '/admin/authority/save', { name: `越权${++serial}`, route_keys: stronger.keys }));
    add('narrow the stronger authority', () => operator.call('POST', '/admin/authority/save', { id: stronger.authority, name: `收窄${++serial}`, route_keys: operator.keys }));
    add('raise its own authority', () => operator.call('POST', '/admin/authority/save', { id: operator.authority, name: `自提${++serial}`, route_keys: stronger.keys }));
    add('delete the stronger authority', () => operator.call('DELETE', '/admin/authority/delete', {}, { id: String(stronger.authority) }));
    add('grant itself the stronger authority', () => operator.call('POST', '/admin/authority/grant', { admin_user_id: operator.id, authority_ids: [operator.authority, stronger.authority] }));
    add('grant another account the stronger authority', () => operator.call('POST', '/admin/authority/grant', { admin_user_id: weakAccount, authority_ids: [stronger.authority] }));
    add('take the stronger account’s grants', () => operator.call('POST', '/admin/authority/grant', { admin_user_id: stronger.account, authority_ids: [] }));
  }
  return tries;
}

describe('no staff account can reach beyond the powers it holds', () => {
  it.each(OPERATOR_KEY_SETS.map((keys) => [keys.join(' + '), keys] as const))('an operator holding %s', async (_label, keys) => {
    const operator = await operatorHolding(keys);
    const weakAccount = await staffAccount([]);
    const lacking = [...ORGANIZER_ROLE_KEYS.filter((key) => !keys.includes(key)).map((key) => [...keys, key]), [ALL_ROLES]];
    expect(lacking.length).toBeGreaterThan(1);
    let tried = 0;
    for (const strongerKeys of lacking) {
      const authority = await createAuthority(t.db, `更强${++serial}`, strongerKeys);
      const stronger = { authority, account: await staffAccount([authority]), keys: strongerKeys };
      const before = await digests.digest();
      for (const [name, run] of escalations(operator, stronger, weakAccount)) {
        const response = await run();
        tried += 1;
        expect({ try: name, stronger: strongerKeys, status: response.statusCode }).toEqual({ try: name, stronger: strongerKeys, status: 403 });
      }
      expect(changedTables(before, await digests.digest())).toEqual([]);
    }
    expect(tried).toBeGreaterThan(lacking.length * 6);

    // within its powers the same calls still work: the refusals above are bounds, not a closed door
    if (keys.includes(AUTHORITY_MANAGE)) {
      const saved = await operator.call('POST', '/admin/authority/save', { name: `同级${++serial}`, route_keys: keys });
      expect(saved.statusCode).toBe(200);
      const granted = await operator.call('POST', '/admin/authority/grant', { admin_user_id: weakAccount, authority_ids: [envelope<{ id: number }>(saved).data.id] });
      expect(granted.statusCode).toBe(200);
    }
    if (keys.includes(ACCOUNT_MANAGE)) {
      const equal = await staffAccount([operator.authority]);
      expect((await operator.call('POST', '/admin/user/edit/admin-user', { id: equal, nick_name: '同级', authority_ids: [] })).statusCode).toBe(200);
      expect((await operator.call('POST', '/admin/user/ban/admin-user', { id: equal, banned: true })).statusCode).toBe(200);
      expect((await operator.call('DELETE', '/admin/user/del/admin-user', {}, { id: String(equal) })).statusCode).toBe(200);
    }
  });
});

describe('the two escalations found from outside, named', () => {
  const superAdmin = async () => {
    const options = envelope<{ id: number; route_keys: string[] }[]>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/authority-options' })).data;
    return options.find((option) => option.route_keys.includes(ALL_ROLES))!.id;
  };
  /** The authorities the operator's picker offers: only ones within its keys, never the one holding all. */
  const pickerOf = async (operator: Operator, url: string) => {
    const options = envelope<{ id: number; route_keys: string[] }[]>(await t.app.inject({ method: 'GET', url, headers: operator.headers })).data;
    expect(options.map((option) => option.id)).toContain(operator.authority);
    return options.flatMap((option) => option.route_keys);
  };
  const organizerHoldsAll = async () => {
    const login = await t.app.inject({ method: 'POST', url: '/admin/user/login', payload: { user_name: 'organizer', password: DEMO_PASSWORD, clientType: 'organizer' } });
    expect(login.statusCode).toBe(200);
    const token = envelope<{ token: string }>(login).data.token;
    const info = await t.app.inject({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${token}`, 'client-type': 'organizer' } });
    return envelope<{ permission: string[] }>(info).data.permission;
  };

  it('an account holding only account-manage neither takes all nor resets, disables or deletes the organizer, nor creates an account with all', async () => {
    const operator = await operatorHolding([ACCOUNT_MANAGE]);
    const all = await superAdmin();
    const organizer = t.fixtures.accounts.organizer;
    const before = await digests.digest();
    const self = await operator.call('POST', '/admin/user/edit/admin-user', { id: operator.id, nick_name: '', authority_ids: [all] });
    expect([self.statusCode, envelope(self).message]).toEqual([403, '不能修改自己的角色']);
    for (const response of [
      await operator.call('POST', '/admin/user/edit/admin-user', { id: organizer, nick_name: '', password: 'Taken~2025_pw', operator_password: PASSWORD }),
      await operator.call('POST', '/admin/user/ban/admin-user', { id: organizer, banned: true }),
      await operator.call('DELETE', '/admin/user/del/admin-user', {}, { id: String(organizer) }),
    ]) {
      expect([response.statusCode, envelope(response).message]).toEqual([403, '该账号拥有您没有的权限，不能编辑、重置密码、禁用或删除']);
    }
    const created = await operator.call('POST', '/admin/user/add/admin-user', { user_name: 'shadow-admin', password: PASSWORD, authority_ids: [all], operator_password: PASSWORD });
    expect([created.statusCode, envelope(created).message]).toEqual([403, '只能授予自己拥有的权限，操作失败']);
    expect(changedTables(before, await digests.digest())).toEqual([]);
    expect(new Set(await pickerOf(operator, '/admin/user/authority-options'))).toEqual(new Set([ACCOUNT_MANAGE]));
    expect(await organizerHoldsAll()).toEqual([ALL_ROLES]);
  });

  it('an account holding only authority-manage neither grants itself all, creates or widens an authority to all, nor takes all from the organizer', async () => {
    const operator = await operatorHolding([AUTHORITY_MANAGE]);
    const all = await superAdmin();
    const organizer = t.fixtures.accounts.organizer;
    const before = await digests.digest();
    const refusals: [LightMyRequestResponse, string][] = [
      [await operator.call('POST', '/admin/authority/grant', { admin_user_id: operator.id, authority_ids: [operator.authority, all] }), '不能修改自己的角色'],
      [await operator.call('POST', '/admin/authority/save', { name: '影子全权', route_keys: [ALL_ROLES] }), '只能授予自己拥有的权限，操作失败'],
      [await operator.call('POST', '/admin/authority/save', { id: operator.authority, name: '自提', route_keys: [ALL_ROLES] }), '不能修改或删除自己拥有的角色'],
      [await operator.call('POST', '/admin/authority/grant', { admin_user_id: organizer, authority_ids: [] }), '该账号拥有您没有的权限，不能编辑、重置密码、禁用或删除'],
      [await operator.call('POST', '/admin/authority/save', { id: all, name: '超级管理员', route_keys: [AUTHORITY_MANAGE] }), '该角色包含您没有的权限，不能修改或删除'],
      [await operator.call('DELETE', '/admin/authority/delete', {}, { id: String(all) }), '该角色包含您没有的权限，不能修改或删除'],
    ];
    for (const [response, message] of refusals) expect([response.statusCode, envelope(response).message]).toEqual([403, message]);
    expect(changedTables(before, await digests.digest())).toEqual([]);
    expect(new Set(await pickerOf(operator, '/admin/authority/options'))).toEqual(new Set([AUTHORITY_MANAGE]));
    expect(await organizerHoldsAll()).toEqual([ALL_ROLES]);
  });
});
