// `npm run mutation [-- <part of a module path> …]`: StrykerJS over the modules where a surviving mutant is a
// security or data bug, one module at a time with the tests that reach it, then a table of each module's score.
// Not part of `npm test` (it takes about an hour); README.md keeps the latest figures.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/bundles.mjs';
import { isStopping, run } from './lib/processes.mjs';

const STAFF_TESTS = ['src/lib/accounts/__tests__/*.test.ts', 'src/features/admin-users/__tests__/*.test.ts', 'src/features/authorities/__tests__/*.test.ts', 'src/features/access-matrix/__tests__/staff-escalation.test.ts'];
/** What writes an import, called in this process (the routes' tests run the parsing in a worker and take minutes each). */
const APPLY_TESTS = ['src/features/exhibitor-sheets/__tests__/apply-import.test.ts', 'src/features/exhibitor-sheets/__tests__/import-operation-log.test.ts'];
/** What reads a sheet: the reader's own tests and the upload's refusals (the import's tests reach it only through these). */
/** The check-in rules' tests through the routes (behaviour and races); the pure token and state checks beside them. */
const CHECKIN_RULE_TESTS = ['src/features/checkin/__tests__/checkin.test.ts', 'src/features/checkin/__tests__/checkin-races.test.ts', 'src/features/checkin/__tests__/claim-codes.test.ts', 'src/features/checkin/__tests__/checkin-faults.test.ts'];
const CHECKIN_PURE_TESTS = ['src/features/checkin/__tests__/checkin-tokens.test.ts', 'src/features/checkin/__tests__/checkin.test.ts', 'src/features/checkin/__tests__/checkin-faults.test.ts'];
const SHEET_READING_TESTS = ['src/features/exhibitor-sheets/__tests__/sheet-reader.test.ts', 'src/features/exhibitor-sheets/__tests__/hostile-sheets.test.ts', 'src/features/exhibitor-sheets/__tests__/exhibitor-sheets.test.ts', 'src/lib/sheets/__tests__/*.test.ts'];

/** Each module, the workspace it lives in, and the test files (globs from the workspace) that exercise it. */
const TARGETS = [
  { workspace: 'shared', module: 'src/access/rules.ts', tests: ['src/access/__tests__/*.test.ts*'] },
  { workspace: 'shared', module: 'src/access/staff-powers.ts', tests: ['src/access/__tests__/*.test.ts*'] },
  { workspace: 'server', module: 'src/plugins/access.ts', tests: ['src/plugins/__tests__/access-declaration.test.ts', 'src/plugins/__tests__/profile-required.test.ts', 'src/features/access-matrix/__tests__/permission-matrix.test.ts', 'src/features/auth/__tests__/sessions.test.ts'] },
  { workspace: 'server', module: 'src/lib/session/resolve-token.ts', tests: ['src/lib/session/__tests__/*.test.ts', 'src/features/auth/__tests__/sessions.test.ts', 'src/features/auth/__tests__/login.test.ts', 'src/plugins/__tests__/profile-required.test.ts'] },
  { workspace: 'server', module: 'src/lib/session/session-store.ts', tests: ['src/lib/session/__tests__/*.test.ts', 'src/features/auth/__tests__/*.test.ts'] },
  { workspace: 'server', module: 'src/lib/auth/login-throttle.ts', tests: ['src/features/auth/__tests__/throttle*.test.ts', 'src/features/auth/__tests__/login.test.ts', 'src/features/exhibitor-accounts/__tests__/set-password-throttle.test.ts'] },
  { workspace: 'server', module: 'src/lib/accounts/staff-powers.ts', tests: STAFF_TESTS },
  { workspace: 'server', module: 'src/features/admin-users/admin-user-store.ts', tests: STAFF_TESTS },
  { workspace: 'server', module: 'src/features/authorities/authority-store.ts', tests: STAFF_TESTS },
  { workspace: 'server', module: 'src/features/exhibitor-accounts/set-password-tokens.ts', tests: ['src/features/exhibitor-accounts/__tests__/*.test.ts', 'src/features/auth/__tests__/login-extras.test.ts'] },
  { workspace: 'server', module: 'src/features/content/content-state.ts', tests: ['src/features/content/__tests__/*.test.ts', 'src/features/exhibitor-content/__tests__/*.test.ts'] },
  { workspace: 'server', module: 'src/lib/time/schedule.ts', tests: ['src/lib/time/__tests__/schedule.test.ts', 'src/features/miniprog-api/__tests__/*.test.ts', 'src/features/miniprog-admin/__tests__/*.test.ts', 'src/features/mobile-web/__tests__/*.test.ts'] },
  { workspace: 'server', module: 'src/features/exhibitor-sheets/sheet-reader.ts', tests: SHEET_READING_TESTS },
  { workspace: 'server', module: 'src/features/exhibitor-sheets/apply-import.ts', tests: APPLY_TESTS },
  { workspace: 'server', module: 'src/features/checkin/claim-rules.ts', tests: CHECKIN_RULE_TESTS },
  { workspace: 'server', module: 'src/features/checkin/redemption-rules.ts', tests: CHECKIN_RULE_TESTS },
  { workspace: 'server', module: 'src/features/checkin/scan-rules.ts', tests: CHECKIN_RULE_TESTS },
  { workspace: 'server', module: 'src/features/checkin/checkin-tokens.ts', tests: CHECKIN_PURE_TESTS },
  { workspace: 'server', module: 'src/features/checkin/campaign-state.ts', tests: CHECKIN_PURE_TESTS },
];

const only = process.argv.slice(2);
const chosen = TARGETS.filter((target) => only.length === 0 || only.some((part) => target.module.includes(part)));
if (chosen.length === 0) {
  console.error(`No module matches ${only.join(', ')}. Modules: ${TARGETS.map((target) => target.module).join(', ')}`);
  process.exit(1);
}

const reportDir = path.join(repoRoot, 'reports', 'mutation');
mkdirSync(reportDir, { recursive: true });
const strykerBin = path.join(repoRoot, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const config = path.join(repoRoot, 'scripts', 'stryker.config.mjs');

const rows = [];
for (const target of chosen) {
  if (isStopping()) break;
  const report = path.join(reportDir, `${target.workspace}-${target.module.replace(/[/.]/g, '_')}.json`);
  console.log(`\n━━ mutation: ${target.workspace}/${target.module} ━━`);
  const code = await run(process.execPath, [strykerBin, 'run', config], {
    cwd: path.join(repoRoot, target.workspace),
    env: { ...process.env, FAIR_MUTATE: target.module, FAIR_MUTATION_TESTS: target.tests.join(','), FAIR_MUTATION_REPORT: report },
    label: `stryker (${target.module})`,
  });
  rows.push({ target, code, counts: code === 0 && existsSync(report) ? countsOf(report) : null });
}

/** Killed and timed-out mutants are detected; survivors and mutants no test reaches are not (Stryker's own score). */
function countsOf(report) {
  const files = Object.values(JSON.parse(readFileSync(report, 'utf8')).files);
  const statuses = files.flatMap((file) => file.mutants.map((mutant) => mutant.status));
  const count = (...wanted) => statuses.filter((status) => wanted.includes(status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  return { total: detected + undetected, killed: count('Killed'), timeout: count('Timeout'), survived: count('Survived'), noCoverage: count('NoCoverage'), score: (100 * detected) / Math.max(1, detected + undetected) };
}

console.log('\n━━ mutation score per module ━━');
console.log('| module | mutants | killed | timeout | survived | no coverage | score |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { target, code, counts } of rows) {
  const name = `${target.workspace}/${target.module}`;
  if (!counts) console.log(`| ${name} | Stryker failed (exit ${code}) | | | | | |`);
  else console.log(`| ${name} | ${counts.total} | ${counts.killed} | ${counts.timeout} | ${counts.survived} | ${counts.noCoverage} | ${counts.score.toFixed(1)}% |`);
}
console.log(`\nReports (with every surviving mutant): ${path.relative(repoRoot, reportDir)}/`);
process.exitCode = rows.some((row) => !row.counts) ? 1 : 0;
