// A server process that dies in the middle of a sheet import, as a crash would: run with node and tsx's
// loader, with DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), UPLOAD_DIR and FREEZE_AT. It builds the
// app, prints its worker id and runs the queued jobs, until the statement FREEZE_AT names is about to
// run: 'accounts', the second chunk of accounts (the first one written, not committed), or 'completion',
// the job's completion (the import committed). There it prints "frozen" and stops, for the test's SIGKILL.
import { writeSync } from 'node:fs';
import { build } from '../../../../app';
import { testConfig } from '../../../../config/config';
import { openDatabase } from '../../../../db/client';

/** Blocks the whole process (event loop included): nothing it started may go on before the kill. */
const freeze = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120_000);

async function work(): Promise<void> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, UPLOAD_DIR: uploadDir } = process.env;
  const at = process.env.FREEZE_AT;
  let accountWrites = 0;
  const reached = (query: string, params: unknown[]) =>
    at === 'accounts' ? query.startsWith('insert into "exhibitor_accounts"') && ++accountWrites === 2 : at === 'completion' && query.startsWith('update "jobs" set "status"') && params[0] === 'done';
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir as string }, {
    logger: {
      logQuery(query, params) {
        if (!reached(query, params)) return;
        writeSync(1, 'frozen\n');
        freeze();
      },
    },
  });
  const app = await build({ config: testConfig({ uploadDir, jobs: { worker: false, concurrency: 1 } }), database: handle, logger: false });
  await app.ready();
  process.stdout.write(`worker ${app.jobs.workerId}\n`);
  await app.jobs.runUntilIdle();
  // reached only if the statement never came: the test fails on this line
  process.stdout.write('finished\n', () => process.exit(0));
}

void work();
