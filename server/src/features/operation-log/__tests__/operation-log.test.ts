import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@fair/shared/contracts/envelope';
import type { OperationLogItem, OperationLogOptions } from '@fair/shared/contracts/operation-log';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { issueCode } from '../../../lib/auth/verification-codes';
import { LOG_TOTAL_LIMIT } from '../operation-log-queries';
import { register } from '../../registration';
import { adminUsers } from '../../../db/schema/admins';
import { operationLogs } from '../../../db/schema/operation-log';
import { type PrincipalName, type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
const STAFF_PASSWORD = 'Staff~2025_log';
const RESET_PASSWORD = 'Reset~2025_log';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, principal: PrincipalName = 'organizerAll') => t.injectAs(principal, { method: 'POST', url, payload });
const log = async (query: Record<string, string> = {}) => {
  const response = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/operation-log/list', query });
  expect(response.statusCode).toBe(200);
  return envelope<Page<OperationLogItem>>(response).data;
};
const entriesOf = async (entity: string, entityId: number | string) => (await log({ entity, entity_id: String(entityId), page_size: '100' })).list;

describe('operation log of hall numbers', () => {
  it('records create, rename (before → after), move and delete with the operator, newest first', async () => {
    const created = await post('/admin/hall/save', { name_zh: '日志馆', name_en: 'Log hall' });
    const id = envelope<{ id: number }>(created).data.id;
    expect((await post('/admin/hall/save', { id, name_zh: '日志馆', name_en: 'Log Hall East' })).statusCode).toBe(200);
    expect((await post('/admin/hall/sort', { id, direction: 'up' })).statusCode).toBe(200);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/hall/delete', query: { id: String(id) } })).statusCode).toBe(200);

    const entries = await entriesOf('hall', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'sort', 'update', 'create']);
    expect(entries.map((entry) => [entry.actor_kind, entry.actor_name])).toEqual(Array(4).fill(['admin_user', 'organizer']));
    const [deleted, moved, renamed, added] = entries;
    expect(renamed.changes).toEqual({ name_en: ['Log hall', 'Log Hall East'] });
    // the order number a new hall takes is bookkeeping, not what the organizer typed
    expect(added.changes).toEqual({ name_zh: [null, '日志馆'], name_en: [null, 'Log hall'] });
    const halls = envelope<Page<{ id: number }>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/hall/list', query: { page_size: '100' } })).data.total;
    expect(moved.changes).toEqual({ position: [halls + 1, halls] });
    expect(deleted.changes).toEqual({ name_zh: ['日志馆', null], name_en: ['Log Hall East', null] });
    // the hall is gone: its entries still call it by the name they kept
    expect(entries.map((entry) => entry.entity_name)).toEqual(['日志馆', '日志馆', '日志馆', '日志馆']);
  });

  it('records nothing for a refused write: the entry belongs to the write’s transaction', async () => {
    const before = (await log()).total;
    expect((await post('/admin/hall/save', { name_zh: '1号馆', name_en: 'Another hall' })).statusCode).toBe(422);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/hall/delete', query: { id: String(t.fixtures.hallId) } })).statusCode).toBe(409);
    expect((await log()).total).toBe(before);
  });
});

describe('operation log of staff accounts', () => {
  it('records create, reset password, ban and delete without any password, hash or token', async () => {
    const created = await post('/admin/user/add/admin-user', { user_name: 'log-staff', nick_name: '日志员', password: STAFF_PASSWORD, authority_ids: [], operator_password: DEMO_PASSWORD });
    expect(created.statusCode).toBe(200);
    const id = envelope<{ id: number }>(created).data.id;
    const [account] = await t.db.select({ hash: adminUsers.password_hash, token: adminUsers.sys_api_token }).from(adminUsers).where(eq(adminUsers.id, id));
    const reset = await post('/admin/user/edit/admin-user', { id, nick_name: '日志员二', password: RESET_PASSWORD, operator_password: DEMO_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await post('/admin/user/ban/admin-user', { id, banned: true })).statusCode).toBe(200);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/del/admin-user', query: { id: String(id) } })).statusCode).toBe(200);

    const entries = await entriesOf('admin-user', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'ban', 'reset-password', 'create']);
    expect(entries[3].changes).toEqual({ user_name: [null, 'log-staff'], nick_name: [null, '日志员'], banned: [null, false], authorities: [null, []] });
    expect(entries[2].changes).toEqual({ nick_name: ['日志员', '日志员二'] });
    expect(entries[1].changes).toEqual({ banned: [false, true] });

    const rows = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'admin-user'), eq(operationLogs.entity_id, String(id))));
    const stored = JSON.stringify(rows);
    for (const secret of [STAFF_PASSWORD, RESET_PASSWORD, DEMO_PASSWORD, account.hash, account.token]) expect(stored).not.toContain(secret);
    // the action names a reset; no changed field carries a password, hash or token
    expect(JSON.stringify(rows.map((row) => row.changes))).not.toMatch(/password|argon2|token/i);
  });

  it('keeps the mini-programme admins apart', async () => {
    const created = await post('/admin/user/miniprog/add/admin-user', { user_name: 'log-miniprog', password: STAFF_PASSWORD, operator_password: DEMO_PASSWORD });
    expect(created.statusCode).toBe(200);
    const id = envelope<{ id: number }>(created).data.id;
    expect((await entriesOf('miniprog-admin-user', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('operation log read as words', () => {
  it('names the company and the hall of a booth change, in the reader’s language', async () => {
    const id = t.fixtures.exhibitors.newcomer;
    const saved = await post('/admin/exhibitor-info/booth', { id, hall_id: t.fixtures.hallId, booth: '9Z09', booth_area: null });
    expect(saved.statusCode).toBe(200);
    const [entry] = await entriesOf('exhibitor', id);
    expect(entry.entity_name).toBe('新锐半导体有限公司');
    expect(entry.changes).toEqual({ hall_id: [null, t.fixtures.hallId], booth: [null, '9Z09'] });
    expect(entry.names).toEqual({ [`hall:${t.fixtures.hallId}`]: '1号馆' });

    const english = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/operation-log/list', query: { entity: 'exhibitor', entity_id: String(id) }, headers: { 'language-set': 'en-us' } });
    expect(envelope<Page<OperationLogItem>>(english).data.list[0].names).toEqual({ [`hall:${t.fixtures.hallId}`]: 'Hall 1' });
  });

  it('calls a rejected registration by its company, with the approval state before → after', async () => {
    const email = 'log.applicant@register.example';
    const address = '203.0.113.77';
    const code = await issueCode(t.db, { purpose: 'register', recipient: email, accountId: null, address });
    const { id } = await register(t.db, { channel: 'email', email, code, company_zh: '日志申请公司', company_en: 'Log Applicant Ltd', password: 'Apply~2025', confirm_password: 'Apply~2025', agree: true }, address);
    expect((await post('/admin/user/exhibitors/registrations/reject', { id, reason: '资料不全' })).statusCode).toBe(200);
    const [entry] = await entriesOf('exhibitor-account', id);
    expect(entry.action).toBe('reject');
    expect(entry.entity_name).toBe('日志申请公司');
    expect(entry.changes).toEqual({ approval_status: ['pending', 'rejected'], reject_reason: [null, '资料不全'] });
  });

  it('reads entries written before: bookkeeping left out, reordered records and halls named', async () => {
    const actor = { actor_kind: 'admin_user' as const, actor_id: t.fixtures.accounts.organizer, actor_name: 'old-rows' };
    const hall = t.fixtures.hallId;
    await t.db.insert(operationLogs).values([
      {
        ...actor,
        action: 'update',
        entity: 'exhibitor',
        entity_id: String(t.fixtures.exhibitors.main),
        changes: { id: [null, 62], hall_id: [null, hall], exhibitor_id: [null, 5], created_at: [null, '2026-11-26T21:07:40.419Z'], updated_at: ['2026-11-25T01:00:00.000Z', '2026-11-26T21:07:40.419Z'], sort: [1, 2] },
      },
      { ...actor, action: 'sort', entity: 'hall', entity_id: null, changes: { order: [[hall], [hall]] } },
      { ...actor, action: 'update', entity: 'hall', entity_id: String(hall), changes: { created_at: [null, '2026-11-26T21:07:40.419Z'] } },
    ]);
    const [onlyStamps, sorted, booth] = (await log({ keyword: 'old-rows' })).list.sort((a, b) => b.id - a.id);
    expect(booth.entity_name).toBe('上海演示电子有限公司');
    expect(booth.changes).toEqual({ hall_id: [null, hall] });
    expect(booth.names).toEqual({ [`hall:${hall}`]: '1号馆' });
    // reordering is the change itself: the order stays and its records are named
    expect(sorted.changes).toEqual({ order: [[hall], [hall]] });
    expect(sorted.names).toEqual({ [`hall:${hall}`]: '1号馆' });
    expect(onlyStamps.entity_name).toBe('1号馆');
    expect(onlyStamps.changes).toBeNull();
  });
});

describe('GET /admin/operation-log/list', () => {
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    const actor = { actor_kind: 'admin_user' as const, actor_id: t.fixtures.accounts.organizer };
    await t.db.insert(operationLogs).values([
      // 23:59 on 9 March 2025 in Shanghai
      { ...actor, actor_name: 'filter-alice', action: 'update', entity: 'filter-thing', entity_id: '7', created_at: at('2025-03-09T15:59:00Z') },
      // 00:00 on 10 March 2025 in Shanghai
      { ...actor, actor_name: 'filter-alice', action: 'delete', entity: 'filter-thing', entity_id: '8', created_at: at('2025-03-09T16:00:00Z') },
      { ...actor, actor_name: 'filter-bob', action: 'update', entity: 'filter-other', entity_id: '7', created_at: at('2025-03-10T15:59:59Z') },
      { ...actor, actor_name: 'filter-bob', action: 'create', entity: 'filter-thing', entity_id: '9', created_at: at('2025-03-11T01:00:00Z') },
    ]);
  });
  const ids = (page: Page<OperationLogItem>) => page.list.map((entry) => `${entry.entity}#${entry.entity_id}`);

  it('filters by actor, action, entity and record, newest first', async () => {
    expect(ids(await log({ keyword: 'FILTER-' }))).toEqual(['filter-thing#9', 'filter-other#7', 'filter-thing#8', 'filter-thing#7']);
    expect(ids(await log({ keyword: 'alice' }))).toEqual(['filter-thing#8', 'filter-thing#7']);
    expect(ids(await log({ keyword: 'filter-', action: 'update' }))).toEqual(['filter-other#7', 'filter-thing#7']);
    expect(ids(await log({ entity: 'filter-thing', entity_id: '7' }))).toEqual(['filter-thing#7']);
    expect(ids(await log({ keyword: '%' }))).toEqual([]);
  });

  it('takes whole days at the fair (Shanghai) for the date range, both ends included', async () => {
    expect(ids(await log({ keyword: 'filter-', date_from: '2025-03-10', date_to: '2025-03-10' }))).toEqual(['filter-other#7', 'filter-thing#8']);
    expect(ids(await log({ keyword: 'filter-', date_to: '2025-03-09' }))).toEqual(['filter-thing#7']);
    expect(ids(await log({ keyword: 'filter-', date_from: '2025-03-11' }))).toEqual(['filter-thing#9']);
  });

  it('pages', async () => {
    const first = await log({ keyword: 'filter-', page_size: '3' });
    const second = await log({ keyword: 'filter-', page_size: '3', page: '2' });
    expect(first.total).toBe(4);
    expect(ids(first)).toHaveLength(3);
    expect(ids(second)).toEqual(['filter-thing#7']);
    expect(first.total_capped).toBe(false);
  });

  it('counts a long log up to LOG_TOTAL_LIMIT and says there is more; a filter is counted within it', async () => {
    await t.db.execute(
      sql`insert into ${operationLogs} (actor_kind, actor_id, actor_name, action, entity, entity_id) select 'admin_user', 1, 'bulk', 'create', 'bulk-thing', n::text from generate_series(1, ${LOG_TOTAL_LIMIT + 1}) as n`,
    );
    const all = await log({ page_size: '10' });
    expect(all).toMatchObject({ total: LOG_TOTAL_LIMIT, total_capped: true });
    expect(all.list).toHaveLength(10);
    const one = await log({ entity: 'bulk-thing', entity_id: '77' });
    expect(one).toMatchObject({ total: 1, total_capped: false });
    await t.db.delete(operationLogs).where(eq(operationLogs.entity, 'bulk-thing'));
    expect(await log()).toMatchObject({ total_capped: false });
  });

  it('answers the actions and entities found, for the filters', async () => {
    const options = envelope<OperationLogOptions>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/operation-log/options' })).data;
    expect(options.entities).toEqual(expect.arrayContaining(['filter-other', 'filter-thing', 'hall', 'admin-user']));
    expect(options.actions).toEqual(expect.arrayContaining(['create', 'delete', 'update']));
  });

  it('refuses impossible dates and unknown parameters on the field', async () => {
    const queries: Record<string, string>[] = [{ date_from: '2025-02-30' }, { date_to: 'yesterday' }, { page_size: '1000' }, { actor_id: '1' }];
    for (const query of queries) {
      const response = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/operation-log/list', query, headers: { 'language-set': 'zh-cn' } });
      expect(response.statusCode).toBe(422);
      expect(envelope<{ errors: { field: string }[] }>(response).data.errors.length).toBeGreaterThan(0);
    }
  });

  it('belongs to organizers holding authority-manage', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/operation-log/list' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/operation-log/list' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'GET', url: '/admin/operation-log/list' })).statusCode).toBe(401);
  });
});
