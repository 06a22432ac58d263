import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { operationLogs } from '../../../db/schema/operation-log';
import { onPostgres, together } from '../../../test/race';
import { staffPrincipal } from '../../../test/staff-principal';
import { useTestDatabase } from '../../../test/test-database';
import { DEMO_LOGINS } from '../../../seed/demo-accounts';
import { applyImport } from '../apply-import';
import { planDigest, planOf } from '../import-plan';
import { checkRows } from '../row-validation';
import type { SheetRow } from '../sheet-reader';
import { TEMPLATE_EXAMPLE } from '../template-example';

// The import's writes called in this process (the upload's parsing runs in a worker and is tested with the
// routes): what each row becomes, what stays, and when nothing at all is written.
const t = useTestDatabase();
const actor = () => staffPrincipal(t.fixtures.accounts.organizer);

const row = (n: number, values: Partial<SheetRow['values']>): SheetRow => ({ row: n, values: { name_zh: '', name_en: '', email: '', exhibitor_types: 'FIE', phone: '', ...values } });
const rowsOf = (prefix: string, count: number, from = 0): SheetRow[] =>
  Array.from({ length: count }, (_, index) => row(index + 2, { name_zh: `${prefix}公司${from + index}`, name_en: `${prefix} Ltd. ${from + index}`, email: `${prefix}-${from + index}@apply.test` }));

const accountsLike = (pattern: string) =>
  t.db
    .select({ id: exhibitorAccounts.id, email: exhibitorAccounts.email, phone: exhibitorAccounts.phone, nick_name: exhibitorAccounts.nick_name, password_hash: exhibitorAccounts.password_hash, sys_api_token: exhibitorAccounts.sys_api_token, exhibitor_id: exhibitorAccounts.exhibitor_id })
    .from(exhibitorAccounts)
    .where(like(exhibitorAccounts.email, pattern))
    .orderBy(exhibitorAccounts.id);
const company = async (id: number) => (await t.db.select().from(exhibitors).where(eq(exhibitors.id, id)))[0];
const accountByEmail = async (email: string) => (await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.email, email)))[0];

describe('an import creates what is new', () => {
  it('creates each new e-mail’s company and main account, with the sheet’s names, types and mobile, and no password anyone knows', async () => {
    const outcome = await applyImport(t.db, [row(2, { name_zh: '新建一号公司', name_en: 'New One Ltd.', email: 'new-one@apply.test', exhibitor_types: 'FIE, Local', phone: '13900000001' })], { actor: actor(), fileName: 'new.xlsx' });
    expect(outcome).toEqual({ created: 1, updated: 0, invalid: 0 });
    const [account] = await accountsLike('new-one@%');
    expect(account).toMatchObject({ email: 'new-one@apply.test', phone: '13900000001', nick_name: '新建一号公司' });
    expect(account.password_hash).toMatch(/^!imported:[0-9a-f]{48}$/);
    expect(account.sys_api_token).toEqual(expect.any(String));
    expect(await company(account.exhibitor_id)).toMatchObject({ name_zh_cn: '新建一号公司', name_en: 'New One Ltd.', email: 'new-one@apply.test', exhibitor_types: ['FIE', 'Local'] });
  });

  it('gives every created account its own unusable password and token', async () => {
    await applyImport(t.db, rowsOf('own', 3), { actor: actor(), fileName: 'own.xlsx' });
    const accounts = await accountsLike('own-%');
    expect(accounts).toHaveLength(3);
    expect(new Set(accounts.map((account) => account.password_hash)).size).toBe(3);
    expect(new Set(accounts.map((account) => account.sys_api_token)).size).toBe(3);
    expect(new Set(accounts.map((account) => account.exhibitor_id)).size).toBe(3);
  });

  it('skips the template’s example row and counts an invalid row without writing it', async () => {
    const example = row(2, TEMPLATE_EXAMPLE);
    const outcome = await applyImport(t.db, [example, row(3, { name_zh: '', name_en: 'No Chinese Name', email: 'no-name@apply.test' }), row(4, { name_zh: '有效公司', name_en: 'Valid Ltd.', email: 'valid@apply.test' })], {
      actor: actor(),
      fileName: 'example.xlsx',
    });
    expect(outcome).toEqual({ created: 1, updated: 0, invalid: 1 });
    expect(await accountByEmail(TEMPLATE_EXAMPLE.email)).toBeUndefined();
    expect(await accountByEmail('no-name@apply.test')).toBeUndefined();
  });

  it('writes more rows than one chunk and tells its progress between the chunks', async () => {
    const progress: [number, number][] = [];
    const outcome = await applyImport(t.db, rowsOf('many', 260), { actor: actor(), fileName: 'many.xlsx', onProgress: (done, total) => progress.push([done, total]) });
    expect(outcome).toEqual({ created: 260, updated: 0, invalid: 0 });
    expect(progress).toEqual([
      [0, 260],
      [250, 260],
      [260, 260],
    ]);
    expect(await accountsLike('many-%')).toHaveLength(260);
    const companies = await t.db.select({ id: exhibitors.id }).from(exhibitors).where(like(exhibitors.email, 'many-%'));
    expect(companies).toHaveLength(260);
  });
});

describe('an import updates what it knows', () => {
  it('updates a known e-mail’s company names and types and the account’s mobile, in chunks, with progress', async () => {
    await applyImport(t.db, rowsOf('again', 255), { actor: actor(), fileName: 'again.xlsx' });
    const progress: [number, number][] = [];
    const changed = rowsOf('again', 255).map((entry) => ({ ...entry, values: { ...entry.values, name_en: `${entry.values.name_en} (new)`, exhibitor_types: 'International', phone: `137${String(entry.row).padStart(8, '0')}` } }));
    const outcome = await applyImport(t.db, changed, { actor: actor(), fileName: 'again-2.xlsx', onProgress: (done, total) => progress.push([done, total]) });
    expect(outcome).toEqual({ created: 0, updated: 255, invalid: 0 });
    expect(progress).toEqual([
      [0, 255],
      [250, 255],
      [255, 255],
    ]);
    const accounts = await accountsLike('again-%');
    expect(accounts).toHaveLength(255);
    const last = accounts.find((account) => account.email === 'again-254@apply.test')!;
    expect(last.phone).toBe('13700000256');
    expect(await company(last.exhibitor_id)).toMatchObject({ name_zh_cn: 'again公司254', name_en: 'again Ltd. 254 (new)', exhibitor_types: ['International'] });
  });

  it('keeps the mobile when the sheet leaves it empty, and logs only what changed', async () => {
    await applyImport(t.db, [row(2, { name_zh: '保留公司', name_en: 'Keep Ltd.', email: 'keep@apply.test', phone: '13911112222' })], { actor: actor(), fileName: 'keep.xlsx' });
    const outcome = await applyImport(t.db, [row(2, { name_zh: '保留公司（改）', name_en: 'Keep Ltd.', email: 'keep@apply.test' })], { actor: actor(), fileName: 'keep-2.xlsx' });
    expect(outcome).toEqual({ created: 0, updated: 1, invalid: 0 });
    const account = await accountByEmail('keep@apply.test');
    expect(account.phone).toBe('13911112222');
    expect((await company(account.exhibitor_id)).name_zh_cn).toBe('保留公司（改）');
    const [update] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'exhibitor-account'), eq(operationLogs.entity_id, String(account.id)), eq(operationLogs.action, 'update')));
    expect(update.changes).toEqual({ name_zh: ['保留公司', '保留公司（改）'] });
  });

  it('a sub-account’s row changes only its own mobile, never its company', async () => {
    const sub = await accountByEmail(DEMO_LOGINS.subWithPower);
    const before = await company(sub.exhibitor_id);
    const outcome = await applyImport(t.db, [row(2, { name_zh: '子账号改名', name_en: 'Renamed By Sub', email: DEMO_LOGINS.subWithPower, exhibitor_types: 'International', phone: '13922223333' })], {
      actor: actor(),
      fileName: 'sub.xlsx',
    });
    expect(outcome).toEqual({ created: 0, updated: 1, invalid: 0 });
    expect((await accountByEmail(DEMO_LOGINS.subWithPower)).phone).toBe('13922223333');
    expect(await company(sub.exhibitor_id)).toMatchObject({ name_zh_cn: before.name_zh_cn, name_en: before.name_en, exhibitor_types: before.exhibitor_types });
  });
});

describe('an import writes all or nothing', () => {
  it('writes nothing and answers stale when the rows no longer give the plan the organizer saw', async () => {
    const rows = rowsOf('plan', 2);
    const seen = planDigest(planOf(await checkRows(t.db, rows)));
    // one of the two is created meanwhile: the plan now holds an update where the organizer saw a create
    await applyImport(t.db, rows.slice(0, 1), { actor: actor(), fileName: 'plan-1.xlsx' });
    const logged = await t.db.$count(operationLogs);
    expect(await applyImport(t.db, rows, { actor: actor(), fileName: 'plan.xlsx', expectedDigest: seen })).toEqual({ stale: true });
    expect(await accountsLike('plan-%')).toHaveLength(1);
    expect(await t.db.$count(operationLogs)).toBe(logged);
  });

  it('writes when the plan is the one the organizer saw', async () => {
    const rows = rowsOf('same-plan', 2);
    const seen = planDigest(planOf(await checkRows(t.db, rows)));
    expect(await applyImport(t.db, rows, { actor: actor(), fileName: 'same-plan.xlsx', expectedDigest: seen })).toEqual({ created: 2, updated: 0, invalid: 0 });
  });

  it('keeps its outcome with its job in the same transaction: a second try of the job writes nothing and answers the first outcome', async () => {
    const [job] = await t.db.insert(jobs).values({ kind: 'exhibitor-sheet-apply' }).returning({ id: jobs.id });
    const first = await applyImport(t.db, rowsOf('job', 2), { actor: actor(), fileName: 'job.xlsx', jobId: job.id });
    expect(first).toEqual({ created: 2, updated: 0, invalid: 0 });
    expect((await t.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, job.id)))[0].result).toEqual(first);
    const logged = await t.db.$count(operationLogs);
    // the same rows again would be two updates; the kept outcome says two were created, and nothing is written
    const again = await applyImport(t.db, rowsOf('job', 2).map((entry) => ({ ...entry, values: { ...entry.values, name_en: 'Changed' } })), { actor: actor(), fileName: 'job.xlsx', jobId: job.id });
    expect(again).toEqual(first);
    expect(await t.db.$count(operationLogs)).toBe(logged);
    expect((await t.db.select({ name_en: exhibitors.name_en }).from(exhibitors).where(like(exhibitors.email, 'job-%'))).map((entry) => entry.name_en)).toEqual(['job Ltd. 0', 'job Ltd. 1']);
  });

  it('two writes of one sheet at once take turns under the import lock: the later one finds the earlier one’s accounts', async () => {
    const rows = rowsOf('turns', 20);
    // on PostgreSQL both writes have started while the import lock (IMPORT_LOCK of apply-import.ts) is taken
    const outcomes = await together(t.db, [sql`select pg_advisory_xact_lock(72011001)`, sql`lock table exhibitors in share mode`], () =>
      [1, 2].map(() => applyImport(t.db, rows, { actor: actor(), fileName: '展商信息.xlsx' })),
    );
    // without the lock both would plan 20 creations and the later one would meet the earlier one's rows
    expect(outcomes.map((outcome) => ('stale' in outcome ? 'stale' : outcome.created)).sort()).toEqual([0, 20]);
    expect(await accountsLike('turns-%')).toHaveLength(20);
    expect(await t.db.$count(exhibitors, like(exhibitors.email, 'turns-%'))).toBe(20);
  });

  it('an e-mail another writer takes after the check makes the whole import stale: nothing written, nobody’s account renamed', async () => {
    const rows = rowsOf('taken', 3);
    const [other] = await t.db.insert(exhibitors).values({ name_zh_cn: '别人的公司', name_en: 'Someone Else Ltd.' }).returning({ id: exhibitors.id });
    // on PostgreSQL the other writer's account is not committed while the import checks its rows
    const take = sql`insert into exhibitor_accounts (exhibitor_id, email, password_hash, nick_name, sys_api_token) values (${other.id}, 'taken-1@apply.test', 'x', '别人', ${`taken-token-${other.id}`})`;
    if (!onPostgres) await t.db.execute(take);
    const [outcome] = await together(t.db, [take], () => [applyImport(t.db, rows, { actor: actor(), fileName: 'taken.xlsx' })]);
    const accounts = await accountsLike('taken-%');
    if (onPostgres) {
      expect(outcome).toEqual({ stale: true });
      expect(accounts.map((account) => account.email)).toEqual(['taken-1@apply.test']);
    } else {
      // one connection: the other writer committed before the check, so its account is this row's update
      expect(outcome).toEqual({ created: 2, updated: 1, invalid: 0 });
      expect(accounts).toHaveLength(3);
    }
    expect(accounts.find((account) => account.email === 'taken-1@apply.test')!.exhibitor_id).toBe(other.id);
    expect(await t.db.$count(exhibitors, inArray(exhibitors.email, ['taken-0@apply.test', 'taken-2@apply.test']))).toBe(onPostgres ? 0 : 2);
  });

  it('an account changed by another writer after the check makes the whole import stale: the organizer never saw that change', async () => {
    await applyImport(t.db, rowsOf('edited', 2), { actor: actor(), fileName: 'edited.xlsx' });
    const account = await accountByEmail('edited-1@apply.test');
    const edit = sql`update exhibitor_accounts set phone = '13955556666' where id = ${account.id}`;
    if (!onPostgres) await t.db.execute(edit);
    const renamed = rowsOf('edited', 2).map((entry) => ({ ...entry, values: { ...entry.values, name_en: `${entry.values.name_en} renamed` } }));
    const [outcome] = await together(t.db, [edit], () => [applyImport(t.db, renamed, { actor: actor(), fileName: 'edited-2.xlsx' })]);
    const names = (await t.db.select({ name_en: exhibitors.name_en }).from(exhibitors).where(like(exhibitors.email, 'edited-%')).orderBy(exhibitors.email)).map((entry) => entry.name_en);
    if (onPostgres) {
      expect(outcome).toEqual({ stale: true });
      expect(names).toEqual(['edited Ltd. 0', 'edited Ltd. 1']);
    } else {
      expect(outcome).toEqual({ created: 0, updated: 2, invalid: 0 });
      expect(names).toEqual(['edited Ltd. 0 renamed', 'edited Ltd. 1 renamed']);
    }
    expect((await accountByEmail('edited-1@apply.test')).phone).toBe('13955556666');
  });
});
