import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { count, countDistinct, eq, like, sql } from 'drizzle-orm';
import { EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { build } from '../../../app';
import { SERVER_ROOT, testConfig } from '../../../config/config';
import { type DatabaseHandle, openDatabase } from '../../../db/client';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { operationLogs } from '../../../db/schema/operation-log';
import { type QueueDatabases, openQueueDatabases } from '../../../lib/jobs/__tests__/support/queue-databases';
import { createSession } from '../../../lib/session/session-store';
import { seedFixtures } from '../../../test/fixtures';
import { hugeSheet, sheetUpload } from './sheet-builders';

const ROWS = 2000;
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The database the test and the worker process take turns on: on PostgreSQL a database of its own that
 * the test keeps open meanwhile; on PGlite a data dir, which only one process at a time may open.
 */
interface Turns {
  /** the worker process's DATABASE_URL or DATA_DIR */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  /** lets the worker process in */
  release(handle: DatabaseHandle): Promise<void>;
  close(): Promise<void>;
}

async function takeTurns(root: string): Promise<Turns> {
  if (serverUrl) {
    const dbs: QueueDatabases = await openQueueDatabases();
    return { env: { DATABASE_URL: dbs.url as string }, open: async () => dbs.first, release: async () => undefined, close: () => dbs.close() };
  }
  const dataDir = path.join(root, 'data');
  let migrated = false;
  return {
    env: { DATA_DIR: dataDir },
    async open() {
      const handle = await openDatabase({ dataDir });
      if (!migrated) await handle.migrate();
      migrated = true;
      return handle;
    },
    release: (handle) => handle.close(),
    close: async () => undefined,
  };
}

/** Starts the worker process; resolves with its worker id once it froze at `freezeAt`. */
function startWorker(env: Record<string, string>): { child: ChildProcess; frozen: Promise<string>; exited: Promise<NodeJS.Signals | null> } {
  // node itself with tsx's loader: the tsx command would run the script in a child that SIGKILL never reaches
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/import-worker.ts')], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const frozen = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('frozen\n')) resolve(/^worker (\S+)$/m.exec(out)?.[1] ?? '');
    });
    void exited.then(() => reject(new Error(`the worker process ended before it froze:\n${out}`)));
  });
  return { child, frozen, exited };
}

describe(`a sheet import whose server process is killed (${serverUrl ? 'PostgreSQL' : 'PGlite data dir'})`, () => {
  let root: string;
  let turns: Turns;
  let handle: DatabaseHandle;
  let app: FastifyInstance | undefined;
  let worker: ChildProcess | undefined;
  let token: string;

  const uploadDir = () => path.join(root, 'uploads');
  const startApp = async () => {
    app = await build({ config: testConfig({ uploadDir: uploadDir(), jobs: { worker: false, concurrency: 1 } }), database: handle, logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'import-crash-'));
    turns = await takeTurns(root);
    handle = await turns.open();
    const fixtures = await seedFixtures(handle.db);
    ({ token } = await createSession(handle.db, { principalKind: 'admin_user', principalId: fixtures.accounts.organizer, clientType: 'organizer', remember: false }));
    await startApp();
  });
  afterAll(async () => {
    if (worker?.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await app?.close();
    if (!serverUrl) await handle?.close();
    await turns.close();
    await rm(root, { recursive: true, force: true });
  });

  const organizer = (options: InjectOptions) =>
    (app as FastifyInstance).inject({ ...options, headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${token}`, 'client-type': 'organizer' } });
  const sheetAccounts = async (prefix: string) => {
    const [accounts] = await handle.db.select({ n: count(), emails: countDistinct(exhibitorAccounts.email) }).from(exhibitorAccounts).where(like(exhibitorAccounts.email, `${prefix}-%`));
    const [companies] = await handle.db.select({ n: count() }).from(exhibitors).where(like(exhibitors.email, `${prefix}-%`));
    return { accounts: accounts.n, emails: accounts.emails, companies: companies.n };
  };
  const allAccounts = async () => (await handle.db.select({ n: count() }).from(exhibitorAccounts))[0].n;
  const jobRow = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const importLogs = async (fileName: string) =>
    (await handle.db.select({ changes: operationLogs.changes }).from(operationLogs).where(eq(operationLogs.action, 'import'))).filter(
      (log) => (log.changes as { file?: unknown[] } | null)?.file?.[1] === fileName,
    );

  /** Upload → check → confirm: answers the queued apply job. */
  async function queueImport(prefix: string, rows: number, fileName: string): Promise<number> {
    const body = sheetUpload(await hugeSheet(rows, prefix), fileName);
    const uploaded = await organizer({ method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, payload: body.payload, headers: body.headers });
    const checkId = uploaded.json<{ data: { job_id: number } }>().data.job_id;
    await app?.jobs.runUntilIdle();
    expect((await jobRow(checkId)).result).toMatchObject({ total: rows, created: rows, updated: 0, invalid: 0 } satisfies Partial<SheetPreview>);
    const confirmed = await organizer({ method: 'POST', url: EXHIBITOR_SHEET_PATHS.confirm, payload: { preview_id: String(checkId) } });
    return confirmed.json<{ data: { job_id: number } }>().data.job_id;
  }

  /** A worker process runs the queued import until `freezeAt` and is killed there; the test has the database back after. */
  async function crashAt(freezeAt: 'accounts' | 'completion'): Promise<string> {
    await app?.close();
    app = undefined;
    await turns.release(handle);
    const started = startWorker({ ...turns.env, UPLOAD_DIR: uploadDir(), FREEZE_AT: freezeAt });
    worker = started.child;
    const killedWorker = await started.frozen;
    worker.kill('SIGKILL');
    expect(await started.exited).toBe('SIGKILL');
    handle = await turns.open();
    await startApp();
    return killedWorker;
  }

  /**
   * A fresh worker leaves the dead worker's job alone while its lease runs (renewed here to a minute, so a
   * slow restart cannot let it lapse first), and takes it over once it has run out (moved to the past
   * rather than waited for).
   */
  async function takeOver(jobId: number, killedWorker: string): Promise<void> {
    await handle.db.update(jobs).set({ locked_until: sql`now() + interval '1 minute'` }).where(eq(jobs.id, jobId));
    await app?.jobs.runUntilIdle();
    expect(await jobRow(jobId)).toMatchObject({ status: 'running', attempts: 1, locked_by: killedWorker });
    await handle.db.update(jobs).set({ locked_until: sql`now() - interval '1 second'` }).where(eq(jobs.id, jobId));
    await app?.jobs.runUntilIdle();
  }

  it(`SIGKILL inside the transaction leaves none of ${ROWS} rows; once the lease has passed a fresh worker writes each row exactly once`, async () => {
    const jobId = await queueImport('bulk', ROWS, 'bulk.xlsx');
    const before = await allAccounts();
    const killedWorker = await crashAt('accounts');
    expect(killedWorker).not.toBe('');

    expect(await sheetAccounts('bulk')).toEqual({ accounts: 0, emails: 0, companies: 0 });
    expect(await allAccounts()).toBe(before);
    expect(await jobRow(jobId)).toMatchObject({ status: 'running', attempts: 1, locked_by: killedWorker, result: null });

    await takeOver(jobId, killedWorker);
    expect(await jobRow(jobId)).toMatchObject({
      status: 'done',
      attempts: 2,
      locked_by: null,
      progress_done: ROWS,
      progress_total: ROWS,
      result: { created: ROWS, updated: 0, invalid: 0 },
    });
    expect(await sheetAccounts('bulk')).toEqual({ accounts: ROWS, emails: ROWS, companies: ROWS });
    expect(await allAccounts()).toBe(before + ROWS);
    expect(await importLogs('bulk.xlsx')).toHaveLength(1);
  }, 300_000);

  it('SIGKILL after the commit, before the job was completed: the next try writes nothing again and answers the committed outcome', async () => {
    const rows = 300;
    const jobId = await queueImport('late', rows, 'late.xlsx');
    const killedWorker = await crashAt('completion');
    expect(await sheetAccounts('late')).toEqual({ accounts: rows, emails: rows, companies: rows });
    expect(await jobRow(jobId)).toMatchObject({ status: 'running', attempts: 1, locked_by: killedWorker });

    await takeOver(jobId, killedWorker);
    expect(await jobRow(jobId)).toMatchObject({ status: 'done', attempts: 2, result: { created: rows, updated: 0, invalid: 0 } });
    expect(await sheetAccounts('late')).toEqual({ accounts: rows, emails: rows, companies: rows });
    expect(await importLogs('late.xlsx')).toHaveLength(1);
  }, 300_000);
});
