import { and, eq, inArray } from 'drizzle-orm';
import { adminUsers } from '../../../db/schema/admins';
import { exhibitorAccounts } from '../../../db/schema/exhibitors';
import { operationLogs } from '../../../db/schema/operation-log';
import type { Principal } from '../../../lib/session/principal';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import { staffPrincipal } from '../../../test/staff-principal';
import { applyImport } from '../apply-import';
import type { SheetRow } from '../sheet-reader';

let t: TestApp;
let organizer: Principal;
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.user_name, 'organizer'));
  organizer = staffPrincipal(row.id);
});
afterAll(() => t?.close());

const row = (n: number, values: Partial<SheetRow['values']>): SheetRow => ({ row: n, values: { name_zh: '', name_en: '', email: '', exhibitor_types: 'FIE', phone: '', ...values } });
const accountLog = (ids: number[]) =>
  t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, 'exhibitor-account'), inArray(operationLogs.entity_id, ids.map(String))));
const idOf = async (email: string) => (await t.db.select({ id: exhibitorAccounts.id }).from(exhibitorAccounts).where(eq(exhibitorAccounts.email, email)))[0].id;

describe('the sheet import logs every created or changed account', () => {
  it('logs each new account as a create with its fields, by the organizer, in the import’s transaction', async () => {
    const outcome = await applyImport(
      t.db,
      [
        row(2, { name_zh: '日志一号公司', name_en: 'Log One Ltd.', email: 'log-one@example.com', phone: '13600000001' }),
        row(3, { name_zh: '日志二号公司', name_en: 'Log Two Ltd.', email: 'log-two@example.com', exhibitor_types: 'FIE, Local' }),
        row(4, { name_zh: '', name_en: 'Invalid', email: 'log-invalid@example.com' }),
      ],
      { actor: organizer, fileName: 'log.xlsx' },
    );
    expect(outcome).toEqual({ created: 2, updated: 0, invalid: 1 });
    const one = await idOf('log-one@example.com');
    const two = await idOf('log-two@example.com');
    const entries = await accountLog([one, two]);
    expect(entries).toHaveLength(2);
    const entry = entries.find((candidate) => candidate.entity_id === String(one))!;
    expect(entry).toMatchObject({ action: 'create', actor_kind: 'admin_user', actor_id: organizer.accountId, actor_name: 'organizer' });
    expect(entry.changes).toEqual({
      exhibitor_id: [null, expect.any(Number)],
      name_zh: [null, '日志一号公司'],
      name_en: [null, 'Log One Ltd.'],
      email: [null, 'log-one@example.com'],
      exhibitor_types: [null, ['FIE']],
      phone: [null, '13600000001'],
    });
    expect(entries.find((candidate) => candidate.entity_id === String(two))!.changes).toMatchObject({ exhibitor_types: [null, ['FIE', 'Local']] });
    // the import's own entry with its counts stays
    expect(await t.db.$count(operationLogs, and(eq(operationLogs.action, 'import'), eq(operationLogs.entity, 'exhibitor-account')))).toBe(1);
  });

  it('logs a changed account with only the fields that changed, before → after; an unchanged one not at all', async () => {
    const one = await idOf('log-one@example.com');
    const two = await idOf('log-two@example.com');
    const outcome = await applyImport(
      t.db,
      [
        row(2, { name_zh: '日志一号公司（新）', name_en: 'Log One Ltd.', email: 'log-one@example.com', exhibitor_types: 'Local' }),
        row(3, { name_zh: '日志二号公司', name_en: 'Log Two Ltd.', email: 'log-two@example.com', exhibitor_types: 'FIE, Local' }),
      ],
      { actor: organizer, fileName: 'log-again.xlsx' },
    );
    expect(outcome).toEqual({ created: 0, updated: 2, invalid: 0 });
    const updates = (await accountLog([one, two])).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ entity_id: String(one), actor_name: 'organizer' });
    // the mobile is not in the sheet: it stays, so it is no change
    expect(updates[0].changes).toEqual({ name_zh: ['日志一号公司', '日志一号公司（新）'], exhibitor_types: [['FIE'], ['Local']] });
  });

  it('logs nothing when the import fails: the entries roll back with the accounts', async () => {
    const before = await t.db.$count(operationLogs);
    const failing = applyImport(t.db, [row(2, { name_zh: '回滚公司', name_en: 'Rollback Ltd.', email: 'log-rollback@example.com' })], {
      actor: organizer,
      // jsonb refuses NUL: the import's summary entry, written after the accounts' entries, fails
      fileName: 'rollback\u0000.xlsx',
    });
    await expect(failing).rejects.toThrow();
    expect(await t.db.$count(operationLogs)).toBe(before);
    expect(await t.db.$count(exhibitorAccounts, eq(exhibitorAccounts.email, 'log-rollback@example.com'))).toBe(0);
  });
});
