// `npm test`: every test of the project — the workspaces' jest (one run for all but the server), the
// server's jest on PGlite and (with TEST_DATABASE_URL) on PostgreSQL, then the browser journeys — ending
// with one line CI reads: `Tests: N passed, N failed`. Without PostgreSQL the summary says the races were
// tried on PGlite only, whose one connection runs every transaction alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildBundles } from './lib/build-bundles.mjs';
import { repoRoot } from './lib/bundles.mjs';
import { isStopping } from './lib/processes.mjs';
import { runJest, runJestWorkspaces, runPlaywright } from './lib/test-runners.mjs';
import { createThrowawayDatabase } from './lib/throwaway-database.mjs';

const jestWorkspaces = ['shared', 'locales', 'shell', 'mf-exhibitor', 'mf-organizer', 'mf-miniprog', 'mf-checkin'].filter((workspace) =>
  existsSync(path.join(repoRoot, workspace, 'jest.config.js')),
);
const results = [];
// whether the server's tests ran, and whether they ran on PostgreSQL too (the only place races really race)
const serverRuns = { pglite: false, postgres: false };

const failedBuilds = await buildBundles({ onlyStale: true });
if (failedBuilds.length > 0) {
  results.push({ label: 'front-end build', passed: 0, failed: failedBuilds.length, skipped: 0, note: `failed: ${failedBuilds.join(', ')}` });
}

if (jestWorkspaces.length > 0) results.push(...(await runJestWorkspaces(jestWorkspaces)));

if (!isStopping() && existsSync(path.join(repoRoot, 'server', 'jest.config.js'))) {
  // Unset, the server's tests use embedded PGlite.
  results.push(await runJest('server', { label: 'server (PGlite)', env: { TEST_DATABASE_URL: undefined, DATABASE_URL: undefined } }));
  serverRuns.pglite = true;
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl && !isStopping()) {
    const result = await runServerOnPostgres(postgresUrl);
    serverRuns.postgres = !result.unavailable;
    results.push(result);
  }
}

if (!isStopping() && existsSync(path.join(repoRoot, 'e2e', 'playwright.config.ts'))) {
  if (failedBuilds.length > 0) {
    results.push({ label: 'browser journeys', passed: 0, failed: 0, skipped: 0, note: 'not run: the front-end build failed' });
  } else {
    results.push(await runPlaywright());
  }
}

async function runServerOnPostgres(baseUrl) {
  let database;
  try {
    database = await createThrowawayDatabase(baseUrl);
  } catch (error) {
    console.error(`\nCannot create a test database beside TEST_DATABASE_URL (${baseUrl}): ${error.message}`);
    return { label: 'server (PostgreSQL)', passed: 0, failed: 1, skipped: 0, note: 'database unavailable', unavailable: true };
  }
  console.log(`\nPostgreSQL tests use the throwaway database ${database.name}.`);
  try {
    // Only the files that open a test database (jest follows their imports to the module that makes one):
    // the rest never touch a database, ran on PGlite already and would answer the same here.
    return await runJest('server', {
      label: 'server (PostgreSQL)',
      env: { TEST_DATABASE_URL: database.url, DATABASE_URL: undefined },
      args: ['--findRelatedTests', 'src/test/test-database.ts'],
    });
  } finally {
    await database.drop().catch((error) => console.error(`Could not drop ${database.name}: ${error.message}`));
  }
}

const total = results.reduce(
  (sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed, skipped: sum.skipped + result.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n━━ summary ━━');
for (const result of results) {
  const note = result.note ? `  (${result.note})` : '';
  console.log(`${result.label.padEnd(22)} ${String(result.passed).padStart(5)} passed ${String(result.failed).padStart(4)} failed ${String(result.skipped).padStart(4)} skipped${note}`);
}
const failures = results.flatMap((result) => (result.failures ?? []).map((entry) => ({ ...entry, label: result.label })));
if (failures.length > 0) {
  // the pages first and the reasons last: a log cut short keeps its end, and the reasons matter most
  for (const entry of failures.slice(0, 20).filter((entry) => entry.snapshot)) {
    console.log(`\nthe page when [${entry.label}] ${entry.title} failed:\n${entry.snapshot.map((line) => `  ${line}`).join('\n')}`);
  }
  console.log('\nfailed:');
  for (const entry of failures.slice(0, 20)) console.log(`- [${entry.label}] ${entry.title}\n    ${entry.reason}`);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more`);
}
if (serverRuns.pglite && !serverRuns.postgres && !isStopping()) {
  const why = process.env.TEST_DATABASE_URL ? 'PostgreSQL at TEST_DATABASE_URL was unreachable' : 'TEST_DATABASE_URL is not set';
  console.log(`concurrency tests ran on PGlite only (${why}): races that need real parallel connections were not exercised`);
}
if (total.skipped > 0) console.log(`${total.skipped} test(s) skipped: the project allows none, so they count as failed.`);
if (total.passed + total.failed === 0) console.log('No test ran.');
if (isStopping()) console.log('Interrupted.');

console.log(`Tests: ${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 || total.passed === 0 || isStopping() ? 1 : 0;
