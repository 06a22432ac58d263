import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { adminUserAuthorities, adminUsers, authorityRouteKeys } from '../../../db/schema/admins';
import { operationLogs } from '../../../db/schema/operation-log';
import { createAdminUser } from '../../../lib/accounts/create-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';

/**
 * Two organizers, each the other's only fellow holder of `all`, act on each other at the same moment: the
 * staff lock lets one act and the other is judged on what the first left (the last-holder rule, or an
 * operator without powers), so the console always keeps an active account holding all. On PostgreSQL
 * both requests are held until both wait for the staff lock.
 */
let t: TestApp;
let allAuthority: number;
const PASSWORD = 'Staff~2025_ok';
const LAST_ALL = '这是最后一个拥有全部权限的账号，不能禁用、删除或取消其全部权限';
const STRONGER = '该账号拥有您没有的权限，不能编辑、重置密码、禁用或删除';
let unique = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db.select({ id: authorityRouteKeys.authority_id }).from(authorityRouteKeys).where(eq(authorityRouteKeys.route_key, 'all'));
  allAuthority = row.id;
  // the demo organizer steps aside: the two accounts of each test are the only active holders of all
  await t.db.update(adminUsers).set({ banned: true }).where(eq(adminUsers.id, t.fixtures.accounts.organizer));
});
afterAll(() => t?.close());

type Holder = { id: number; call: (method: 'POST' | 'DELETE', url: string, options: { payload?: object; query?: Record<string, string> }) => Promise<LightMyRequestResponse> };

/** A new organizer account holding all, with a live session of its own. */
async function holder(): Promise<Holder> {
  const userName = `chief-${++unique}`;
  const id = await createAdminUser(t.db, { kind: 'web', userName, password: PASSWORD, authorityIds: [allAuthority] });
  const login = await t.app.inject({ method: 'POST', url: '/admin/user/login', payload: { user_name: userName, password: PASSWORD, clientType: 'organizer' } });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${envelope<{ token: string }>(login).data.token}`, 'client-type': 'organizer', 'language-set': 'zh-cn' };
  return { id, call: (method, url, options) => t.app.inject({ method, url, headers, ...options }) };
}

/** Active accounts holding all, by id. */
async function activeAllHolders(ids: number[]): Promise<number[]> {
  const rows = await t.db
    .selectDistinct({ id: adminUsers.id })
    .from(adminUsers)
    .innerJoin(adminUserAuthorities, eq(adminUserAuthorities.admin_user_id, adminUsers.id))
    .innerJoin(authorityRouteKeys, eq(authorityRouteKeys.authority_id, adminUserAuthorities.authority_id))
    .where(and(inArray(adminUsers.id, ids), eq(adminUsers.banned, false), eq(authorityRouteKeys.route_key, 'all')));
  return rows.map((row) => row.id);
}

/** The operation log's actions on these accounts, other than their creation. */
async function loggedActions(ids: number[]): Promise<string[]> {
  const rows = await t.db.select({ action: operationLogs.action }).from(operationLogs).where(and(eq(operationLogs.entity, 'admin-user'), inArray(operationLogs.entity_id, ids.map(String))));
  return rows.map((row) => row.action).filter((action) => action !== 'create');
}

/** Both staff writes queue behind the staff lock and the two accounts' rows before they go on together. */
const heldStaff = (ids: number[]) => [sql`select pg_advisory_xact_lock(hashtext('fair.admin-users'))`, sql`select id from admin_users where id in (${sql.join(ids, sql`, `)}) for update`];

/** Steps the survivor of a race aside too, so the next race starts from two holders again. */
const stepAside = (id: number) => t.db.update(adminUsers).set({ banned: true }).where(eq(adminUsers.id, id));

describe('staff writes racing on the last holders of all', () => {
  it('two bans of each other at once: one lands, the other is refused as the last holder', async () => {
    const [one, two] = [await holder(), await holder()];
    const answers = await together(t.db, heldStaff([one.id, two.id]), () => [
      one.call('POST', '/admin/user/ban/admin-user', { payload: { id: two.id, banned: true } }),
      two.call('POST', '/admin/user/ban/admin-user', { payload: { id: one.id, banned: true } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? one : two;
    // the loser was banned first; it still holds all, so only the last-holder rule stops it
    expect(envelope(answers[winner === one ? 1 : 0]).message).toBe(LAST_ALL);
    const rows = await t.db.select({ id: adminUsers.id, banned: adminUsers.banned }).from(adminUsers).where(inArray(adminUsers.id, [one.id, two.id])).orderBy(adminUsers.id);
    expect(rows).toEqual([
      { id: one.id, banned: winner !== one },
      { id: two.id, banned: winner !== two },
    ]);
    expect(await activeAllHolders([one.id, two.id])).toEqual([winner.id]);
    expect(await loggedActions([one.id, two.id])).toEqual(['ban']);
    await stepAside(winner.id);
  });

  it('a ban and a delete of each other at once: one lands; the other meets the last-holder rule, or its operator is gone', async () => {
    const [one, two] = [await holder(), await holder()];
    const [ban, remove] = await together(t.db, heldStaff([one.id, two.id]), () => [
      one.call('POST', '/admin/user/ban/admin-user', { payload: { id: two.id, banned: true } }),
      two.call('DELETE', '/admin/user/del/admin-user', { query: { id: String(one.id) } }),
    ]);
    const left = await t.db.select({ id: adminUsers.id, banned: adminUsers.banned }).from(adminUsers).where(inArray(adminUsers.id, [one.id, two.id])).orderBy(adminUsers.id);
    if (ban.statusCode === 200) {
      // the banned account still holds all, but deleting the other would leave no active holder
      expect(remove.statusCode).toBe(409);
      expect(envelope(remove).message).toBe(LAST_ALL);
      expect(left).toEqual([
        { id: one.id, banned: false },
        { id: two.id, banned: true },
      ]);
      expect(await loggedActions([one.id, two.id])).toEqual(['ban']);
    } else {
      // deleted, the banning account holds no authority any more: the other is beyond its powers
      expect(remove.statusCode).toBe(200);
      expect(ban.statusCode).toBe(403);
      expect(envelope(ban).message).toBe(STRONGER);
      expect(left).toEqual([{ id: two.id, banned: false }]);
      expect(await loggedActions([one.id, two.id])).toEqual(['delete']);
    }
    await stepAside(ban.statusCode === 200 ? one.id : two.id);
  });

  it('taking all away and a ban of each other at once: one lands; the other meets the last-holder rule, or has no powers left', async () => {
    const [one, two] = [await holder(), await holder()];
    const [edit, ban] = await together(t.db, heldStaff([one.id, two.id]), () => [
      one.call('POST', '/admin/user/edit/admin-user', { payload: { id: two.id, nick_name: '', authority_ids: [] } }),
      two.call('POST', '/admin/user/ban/admin-user', { payload: { id: one.id, banned: true } }),
    ]);
    const grants = async () => (await t.db.select({ id: adminUserAuthorities.authority_id }).from(adminUserAuthorities).where(eq(adminUserAuthorities.admin_user_id, two.id))).map((grant) => grant.id);
    const [oneRow] = await t.db.select({ banned: adminUsers.banned }).from(adminUsers).where(eq(adminUsers.id, one.id));
    if (ban.statusCode === 200) {
      // banned, the editing account still holds all, but taking it from the other would leave no active holder
      expect(edit.statusCode).toBe(409);
      expect(envelope(edit).message).toBe(LAST_ALL);
      expect(oneRow.banned).toBe(true);
      expect(await grants()).toEqual([allAuthority]);
      expect(await activeAllHolders([one.id, two.id])).toEqual([two.id]);
    } else {
      // stripped of all, the banning account cannot touch an account holding it
      expect(edit.statusCode).toBe(200);
      expect(ban.statusCode).toBe(403);
      expect(envelope(ban).message).toBe(STRONGER);
      expect(oneRow.banned).toBe(false);
      expect(await grants()).toEqual([]);
      expect(await activeAllHolders([one.id, two.id])).toEqual([one.id]);
    }
    await stepAside(ban.statusCode === 200 ? two.id : one.id);
  });

  it('two deletes of each other at once: one lands, the other finds its operator gone with its powers', async () => {
    const [one, two] = [await holder(), await holder()];
    const answers = await together(t.db, heldStaff([one.id, two.id]), () => [
      one.call('DELETE', '/admin/user/del/admin-user', { query: { id: String(two.id) } }),
      two.call('DELETE', '/admin/user/del/admin-user', { query: { id: String(one.id) } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const winner = answers[0].statusCode === 200 ? one : two;
    expect(envelope(answers[winner === one ? 1 : 0]).message).toBe(STRONGER);
    const left = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(inArray(adminUsers.id, [one.id, two.id]));
    expect(left).toEqual([{ id: winner.id }]);
    expect(await activeAllHolders([one.id, two.id])).toEqual([winner.id]);
  });
});
