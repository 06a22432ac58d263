import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { exhibitorAccounts, exhibitors } from '../../db/schema/exhibitors';
import { generateSysApiToken } from '../../lib/accounts/password';
import { type Operation, recordOperation, recordOperations } from '../../lib/audit/record-operation';
import { keepResult, resultKept } from '../../lib/jobs/job-store';
import type { Principal } from '../../lib/session/principal';
import { planDigest, planOf } from './import-plan';
import { type AccountBefore, type AccountRow, accountBeforeColumns, checkRows } from './row-validation';
import type { SheetRow } from './sheet-reader';
import { withoutTemplateExample } from './template-example';

/** One lock for every sheet import: two imports of overlapping sheets write one after the other. */
const IMPORT_LOCK = 72_011_001;
const CHUNK = 250;

/**
 * Never a valid argon2 string, so no password opens an imported account; the exhibitor sets one through
 * the link of the account e-mail.
 */
const unusablePassword = () => `!imported:${randomBytes(24).toString('hex')}`;

const ENTITY = 'exhibitor-account';

/** What the operation log shows of an imported account, as the single create does (plus the mobile). */
const logged = (account: Pick<AccountRow, 'name_zh' | 'name_en' | 'email' | 'exhibitor_types' | 'phone'>, exhibitorId?: number) => ({
  ...(exhibitorId === undefined ? {} : { exhibitor_id: exhibitorId }),
  name_zh: account.name_zh,
  name_en: account.name_en,
  email: account.email,
  exhibitor_types: account.exhibitor_types,
  phone: account.phone,
});

export interface ApplyOutcome {
  created: number;
  updated: number;
  invalid: number;
}

/** The accounts changed since the validation: nothing was written. */
export interface ApplyStale {
  stale: true;
}

/** Thrown inside the transaction when a write meets an account that changed after the check: it rolls everything back. */
class StaleImport extends Error {}

export interface ApplyOptions {
  actor: Principal;
  /** the validation's plan (planDigest): the rows are written only if checking them again gives the same plan */
  expectedDigest?: string;
  fileName: string;
  /** the apply job: its outcome is kept with the rows, so a try after a crash past the commit writes nothing again */
  jobId?: number;
  /** rows written so far, of all rows to write; called between chunks and never awaited inside the transaction */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Writes the sheet's valid rows in ONE transaction: all or nothing, whatever fails or whoever kills the
 * process. Under the import lock the rows are checked again against the database as it is now, and with
 * `expectedDigest` anything that differs from the validation the organizer saw (a create that is now an
 * update, an update whose account changed, a new conflict) writes nothing and answers `stale`. A new
 * e-mail creates the company and its main account, a known one updates its company's names and types
 * (the one source every screen and export reads) and the account's mobile. Writers that do not take the
 * import lock (a hand-made account, an edit) are caught at the write itself: an e-mail taken meanwhile or
 * an account changed since the check rolls everything back as stale, never renaming someone's account.
 * With a job id the outcome is kept in the same transaction: a later try of that job answers it and
 * writes nothing, whatever happened between the commit and the job's completion.
 */
export async function applyImport(db: Database, rows: SheetRow[], options: ApplyOptions): Promise<ApplyOutcome | ApplyStale> {
  try {
    return await writeRows(db, withoutTemplateExample(rows).rows, options);
  } catch (error) {
    if (error instanceof StaleImport) return { stale: true };
    throw error;
  }
}

async function writeRows(db: Database, rows: SheetRow[], options: ApplyOptions): Promise<ApplyOutcome | ApplyStale> {
  return db.transaction(async (tx): Promise<ApplyOutcome | ApplyStale> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const db = tx as unknown as Database;
    if (options.jobId !== undefined) {
      const kept = (await resultKept(db, options.jobId)) as ApplyOutcome | null;
      if (kept) return kept;
    }
    const checked = await checkRows(db, rows);
    if (options.expectedDigest !== undefined && planDigest(planOf(checked)) !== options.expectedDigest) return { stale: true };
    const creates = checked.flatMap((row) => (row.action === 'create' ? [row.account] : []));
    const updates = checked.flatMap((row) => (row.action === 'update' ? [{ ...row.account, id: row.accountId, before: row.before }] : []));
    const total = creates.length + updates.length;
    let done = 0;
    options.onProgress?.(0, total);
    // one entry per created or changed account, as a single edit records it, written in bulk at the end
    const operations: Operation[] = [];

    for (let start = 0; start < creates.length; start += CHUNK) {
      const chunk = creates.slice(start, start + CHUNK);
      const companies = await tx
        .insert(exhibitors)
        .values(chunk.map((account) => ({ name_zh_cn: account.name_zh, name_en: account.name_en, email: account.email, exhibitor_types: account.exhibitor_types })))
        .returning({ id: exhibitors.id });
      const written = await tx
        .insert(exhibitorAccounts)
        .values(chunk.map((account, index) => newAccount(account, companies[index].id)))
        // an e-mail another writer took since the check is not this row's to update: the whole import is stale
        .onConflictDoNothing({ target: exhibitorAccounts.email })
        .returning({ id: exhibitorAccounts.id, email: exhibitorAccounts.email, exhibitor_id: exhibitorAccounts.exhibitor_id });
      if (written.length !== chunk.length) throw new StaleImport();
      const byEmail = new Map(chunk.map((account) => [account.email, account]));
      for (const row of written) {
        const account = byEmail.get(row.email as string);
        if (account) operations.push({ action: 'create', entity: ENTITY, entityId: row.id, after: logged(account, row.exhibitor_id) });
      }
      done += chunk.length;
      options.onProgress?.(done, total);
    }

    for (let start = 0; start < updates.length; start += CHUNK) {
      const chunk = updates.slice(start, start + CHUNK);
      operations.push(...(await updateAccounts(tx, chunk)));
      done += chunk.length;
      options.onProgress?.(done, total);
    }

    const outcome = { created: creates.length, updated: updates.length, invalid: checked.length - total };
    await recordOperations(tx, options.actor, operations);
    await recordOperation(tx, options.actor, {
      action: 'import',
      entity: 'exhibitor-account',
      after: { file: options.fileName, rows: checked.length, ...outcome },
    });
    if (options.jobId !== undefined) await keepResult(db, options.jobId, outcome);
    return outcome;
  });
}

/** Postgres array text of validated enum values ({FIE,Local}): a JS array would be bound as a list of values. */
const typeArray = (types: readonly string[]) => `{${types.join(',')}}`;

/**
 * One statement per chunk: the accounts' mobile (kept when the sheet has none) and the names and types of
 * their companies — a sub-account's row changes only its own mobile, never its company. Answers each
 * account's before → after for the log, read (and locked, account and company) in one query per chunk
 * before the write.
 */
async function updateAccounts(tx: Tx, chunk: (AccountRow & { id: number; before: AccountBefore })[]): Promise<Operation[]> {
  const current = await tx
    .select({ id: exhibitorAccounts.id, email: exhibitorAccounts.email, ...accountBeforeColumns })
    .from(exhibitorAccounts)
    .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
    .where(
      inArray(
        exhibitorAccounts.id,
        chunk.map((account) => account.id),
      ),
    )
    .for('update');
  const before = new Map(current.map((row) => [row.id, row]));
  // changed (or deleted) since the check by a writer outside the import lock: the organizer never saw this
  for (const account of chunk) {
    const now = before.get(account.id);
    if (!now || JSON.stringify({ name_zh: now.name_zh, name_en: now.name_en, exhibitor_types: now.exhibitor_types, phone: now.phone }) !== JSON.stringify(account.before)) throw new StaleImport();
  }
  const values = sql.join(
    chunk.map((account) => sql`(${account.id}::int, ${account.name_zh}::text, ${account.name_en}::text, ${typeArray(account.exhibitor_types)}::exhibitor_type[], ${account.phone}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    with sheet(id, name_zh, name_en, types, phone) as (values ${values}),
    updated as (
      update exhibitor_accounts as account
      set phone = coalesce(sheet.phone, account.phone), updated_at = now()
      from sheet
      where account.id = sheet.id
      returning account.exhibitor_id, account.is_child_user, sheet.name_zh, sheet.name_en, sheet.types
    )
    update exhibitors as company
    set name_zh_cn = updated.name_zh, name_en = updated.name_en, exhibitor_types = updated.types, updated_at = now()
    from updated
    where company.id = updated.exhibitor_id and not updated.is_child_user`);
  return chunk.flatMap((account): Operation[] => {
    const was = before.get(account.id);
    if (!was) return [];
    const now = { ...account, phone: account.phone ?? was.phone };
    return [{ action: 'update', entity: ENTITY, entityId: account.id, before: logged({ ...was, email: was.email ?? '' }), after: logged(now) }];
  });
}

function newAccount(account: AccountRow, exhibitorId: number) {
  return {
    exhibitor_id: exhibitorId,
    email: account.email,
    phone: account.phone,
    password_hash: unusablePassword(),
    nick_name: account.name_zh,
    sys_api_token: generateSysApiToken(),
  };
}
