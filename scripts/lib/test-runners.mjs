// Runs one test runner with its normal output streamed, and reads its counts from its JSON report.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './bundles.mjs';
import { run } from './processes.mjs';

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'fair-test-reports-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A runner that ends without a report, or with a non-zero exit and no failed test, still counts as one
 * failure: a crash must never look like success. Skipped tests count as failures too (the project allows
 * none: a skipped test is a hole in the net, and a focused one skips the rest of its file).
 */
function result(label, code, counts, problems = [], failures = []) {
  if (!counts) return { label, passed: 0, failed: 1, skipped: 0, code, note: 'no report (the runner crashed?)', failures };
  const unexplainedExit = code !== 0 && counts.failed === 0 && counts.skipped === 0 && problems.length === 0;
  const notes = [
    ...(unexplainedExit ? [`exit code ${code} without a failed test`] : []),
    ...(counts.skipped > 0 ? [`${counts.skipped} skipped, counted as failed`] : []),
    ...problems,
  ];
  return {
    label,
    ...counts,
    failed: counts.failed + counts.skipped + problems.length + (unexplainedExit ? 1 : 0),
    code,
    note: notes.join('; '),
    failures,
  };
}

// eslint-disable-next-line no-control-regex -- the runners colour their messages with escape codes
const ANSI = /\u001b\[[0-9;]*m/g;

/** A failure as the summary prints it: which test, and the first lines of why (the full output is above). */
function failure(title, message = '') {
  const reason = message.replace(ANSI, '').split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 5).join(' | ');
  return { title, reason: reason.length > 400 ? `${reason.slice(0, 400)}…` : reason };
}

function jestFailures(report) {
  return report.testResults.flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => failure(`${where} › ${test.fullName}`, test.failureMessages[0]));
    // a suite that failed to load has no test of its own to name
    return tests.length === 0 && file.status === 'failed' ? [failure(where, file.message)] : tests;
  });
}

const SNAPSHOT_LINES = 60;
/** The layout's chrome around every screen (menu, header, visited tabs, footer): the same in every failure. */
const CHROME = /^- (complementary|banner|tablist|contentinfo)\b/;

/** The top-level blocks of an accessibility snapshot without the layout's chrome (all of it when nothing else is left). */
function withoutChrome(lines) {
  const blocks = [];
  for (const line of lines) {
    if (line.startsWith('- ') || blocks.length === 0) blocks.push([line]);
    else blocks.at(-1).push(line);
  }
  const kept = blocks.filter((block) => !CHROME.test(block[0])).flat();
  return kept.length > 0 ? kept : lines;
}

/**
 * What the page showed when a journey failed: the accessibility snapshot Playwright writes into the
 * error context, without the layout's chrome, so the page content, dialogs and toasts come first. CI
 * keeps only the log, so without it a failed journey's screen is lost.
 */
function pageSnapshot(result) {
  const file = result?.attachments?.find((attachment) => attachment.name === 'error-context' && attachment.path)?.path;
  if (!file || !existsSync(file)) return undefined;
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!snapshot) return undefined;
  const lines = withoutChrome(snapshot.split('\n').filter((line) => line.trim()));
  return [...lines.slice(0, SNAPSHOT_LINES), ...(lines.length > SNAPSHOT_LINES ? [`… ${lines.length - SNAPSHOT_LINES} more lines`] : [])];
}

function playwrightFailures(report) {
  const fromSuite = (suite, titles) =>
    [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map((test) => {
            const last = test.results.at(-1);
            const error = last?.error;
            const line = error?.location ? ` (line ${error.location.line})` : '';
            return { ...failure(`${[...titles, spec.title].join(' › ')}${line}`, error?.message), snapshot: pageSnapshot(last) };
          }),
      ),
      ...(suite.suites ?? []).flatMap((child) => fromSuite(child, [...titles, child.title])),
    ];
  return (report.suites ?? []).flatMap((suite) => fromSuite(suite, [suite.title]));
}

/** `.only` / `fit` / `fdescribe` in a test file: jest runs it as if the rest were not there. */
const FOCUS = /\b(?:(?:it|test|describe)\s*\.\s*only|fit|fdescribe)\s*\(/;

function focusedFiles(report) {
  return report.testResults
    .map((file) => file.name)
    .filter((file) => existsSync(file) && FOCUS.test(readFileSync(file, 'utf8')))
    .map((file) => `focused test in ${path.relative(repoRoot, file)}`);
}

const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');

/** jest in one workspace; `env` adds variables for this run only, `args` narrow which files run. */
export async function runJest(workspace, { label = workspace, env = {}, args = [] } = {}) {
  const outputFile = path.join(reportDir, `${label.replace(/[^\w-]/g, '_')}.jest.json`);
  console.log(`\n━━ ${label}: jest ━━`);
  const code = await run(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${outputFile}`, ...args], {
    cwd: path.join(repoRoot, workspace),
    env: { ...process.env, ...env },
    label: `jest (${label})`,
  });
  const report = readJson(outputFile);
  const counts = report && {
    passed: report.numPassedTests,
    // a suite that cannot even load (syntax error, missing module) has no failed test of its own
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return result(label, code, counts, report ? focusedFiles(report) : [], report ? jestFailures(report) : []);
}

/**
 * Several workspaces in one jest run (its projects), told apart afterwards by their files. Run one after
 * another, each workspace's jest would start afresh and leave a worker idle while its last file ends: on a
 * 2-core machine that cost about as much as a mid-sized workspace's tests.
 */
export async function runJestWorkspaces(workspaces) {
  const outputFile = path.join(reportDir, 'workspaces.jest.json');
  console.log(`\n━━ ${workspaces.join(', ')}: jest ━━`);
  // jest's default (cores - 1) runs every file in band on a 2-core CI machine, leaving one core idle; a
  // project's own config may not set it (jest warns), so the run is told. One worker more than the cores: a
  // page test spends about a fifth of its time waiting (its fake server, timers), which a third worker fills.
  const workers = os.availableParallelism() + 1;
  const code = await run(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${outputFile}`, `--maxWorkers=${workers}`, '--projects', ...workspaces], {
    cwd: repoRoot,
    label: 'jest (workspaces)',
  });
  const report = readJson(outputFile);
  if (!report) return [result(workspaces.join(', '), code, null)];
  const results = workspaces.map((workspace) => {
    const files = report.testResults.filter((file) => path.relative(repoRoot, file.name).startsWith(`${workspace}${path.sep}`));
    const tests = files.flatMap((file) => file.assertionResults);
    const counts = {
      passed: tests.filter((test) => test.status === 'passed').length,
      // a suite that cannot even load (syntax error, missing module) has no failed test of its own
      failed: tests.filter((test) => test.status === 'failed').length + files.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length,
      skipped: tests.filter((test) => test.status === 'pending' || test.status === 'todo').length,
    };
    const problems = [...(files.length === 0 ? ['no test found'] : []), ...focusedFiles({ testResults: files })];
    return result(workspace, 0, counts, problems, jestFailures({ testResults: files }));
  });
  // a run that fails without a failed test of any workspace (a crash, a broken config) still fails
  if (code !== 0 && results.every((entry) => entry.failed === 0)) results.push(result('jest (workspaces)', code, { passed: 0, failed: 0, skipped: 0 }));
  return results;
}

/**
 * The Playwright journeys of e2e/ (the config writes a JSON report where FAIR_E2E_JSON_REPORT says);
 * `files` narrows the run to some journeys.
 */
export async function runPlaywright({ env = {}, files = [] } = {}) {
  const outputFile = path.join(reportDir, 'playwright.json');
  const playwrightBin = path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js');
  console.log('\n━━ browser journeys: playwright ━━');
  const code = await run(process.execPath, [playwrightBin, 'test', ...files], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, ...env, FAIR_E2E_JSON_REPORT: outputFile },
    label: 'playwright',
  });
  const report = readJson(outputFile);
  const stats = report?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  return result('browser journeys', code, counts, [], report ? playwrightFailures(report) : []);
}
