// `npm run bench:web`: weight and first render of the login page and each client type's dashboard,
// in headless Chromium against the real server with the production bundles.
//   JS / CSS: every script and stylesheet the page downloaded, raw and gzip (level 9).
//   first render: from navigation start until the page's main content is visible, median of 5 cold loads.
//   copies: how many times react, react-dom and antd were downloaded (target: once each).
import { chromium, type Browser } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { urlFor } from '../support/hosts';
import { copiesOfPackages, recordAssets, totals } from '../support/page-assets';
import { assertBundlesBuilt, startPortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { readySelector } from '../support/ui';

const RUNS = 5;
const LOGIN_JS_GZIP_TARGET = 300 * 1024;
const SINGLETONS = ['react', 'react-dom', 'antd'];

interface Scenario {
  name: string;
  account?: DemoAccount;
  url: (port: number) => string;
  ready: string;
}

const scenarios: Scenario[] = [
  { name: 'login page', url: (port) => urlFor('exhibitor', '/login', port), ready: readySelector.loginForm },
  ...[demoAccounts.exhibitor, demoAccounts.organizer, demoAccounts.miniprog].map((account) => ({
    name: `${account.clientType} dashboard`,
    account,
    url: (port: number) => urlFor(account.clientType, account.home, port),
    ready: readySelector.pageContent,
  })),
];

interface Measurement {
  name: string;
  js: ReturnType<typeof totals>;
  css: ReturnType<typeof totals>;
  firstRenderMs: number[];
  copies: Record<string, number>;
}

async function measure(browser: Browser, port: number, scenario: Scenario): Promise<Measurement> {
  const firstRenderMs: number[] = [];
  let measurement: Omit<Measurement, 'firstRenderMs'> | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each time: empty cache, like a first visit.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (scenario.account) await loginByApi(context, scenario.account, port);
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.goto(scenario.url(port), { waitUntil: 'commit' });
    const rendered = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return element !== null && element.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      scenario.ready,
      { polling: 'raf', timeout: 60_000 },
    );
    firstRenderMs.push(Math.round((await rendered.jsonValue()) as number));
    if (!measurement) {
      await page.waitForLoadState('networkidle');
      const downloaded = await assets();
      measurement = {
        name: scenario.name,
        js: totals(downloaded, 'js'),
        css: totals(downloaded, 'css'),
        copies: await copiesOfPackages(context.request, downloaded, SINGLETONS),
      };
    }
    await context.close();
  }
  return { ...measurement!, firstRenderMs };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(results: Measurement[]): void {
  const rows = [
    ['page', 'JS files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'first render (median)', ...SINGLETONS.map((name) => `${name} copies`)],
    ...results.map((result) => [
      result.name,
      String(result.js.files),
      kb(result.js.rawBytes),
      kb(result.js.gzipBytes),
      kb(result.css.rawBytes),
      kb(result.css.gzipBytes),
      `${median(result.firstRenderMs)} ms`,
      ...SINGLETONS.map((name) => String(result.copies[name])),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    if (index === 0) console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  }
  console.log('\nfirst render, each of the runs (ms):');
  for (const result of results) console.log(`  ${result.name.padEnd(22)} ${result.firstRenderMs.join(', ')}`);
}

/** Prints each target with its verdict; resolves to true when all are met. */
function checkTargets(results: Measurement[]): boolean {
  const checks: [string, boolean][] = [];
  const login = results.find((result) => result.name === 'login page')!;
  checks.push([`login page JavaScript ≤ ${kb(LOGIN_JS_GZIP_TARGET)} gzip (is ${kb(login.js.gzipBytes)})`, login.js.gzipBytes <= LOGIN_JS_GZIP_TARGET]);
  for (const result of results) {
    const extra = SINGLETONS.filter((name) => result.copies[name] > 1);
    checks.push([`${result.name}: react, react-dom and antd downloaded at most once${extra.length ? ` (duplicated: ${extra.join(', ')})` : ''}`, extra.length === 0]);
  }
  console.log('\ntargets:');
  for (const [label, met] of checks) console.log(`  ${met ? '✔' : '✘'} ${label}`);
  return checks.every(([, met]) => met);
}

async function main(): Promise<void> {
  assertBundlesBuilt();
  const server = await startPortalServer();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const results: Measurement[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`measuring ${scenario.name}…\n`);
      results.push(await measure(browser, server.port, scenario));
    }
    console.log('');
    printTable(results);
    if (!checkTargets(results)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
