/**
 * `npm run bench -w server`: a Fastify hello-world route as the ceiling (and a 5 KB JSON list route as the
 * second yardstick), then the catalogue's company and directory pages, the mini-programme API's home and
 * exhibitor detail (target: at least 40% of the 5 KB JSON list), login, user info, category tree,
 * countries, message list, and the product list and product save of one exhibitor with 200 products, on PGlite
 * and on PostgreSQL (autocannon, 50 connections, real HTTP on
 * loopback). Prints req/s and p99 per route and each as a share of the ceiling; login is reported apart
 * because argon2id makes it slow by design. Then the poster, the exhibitor sheets and notification publishing
 * to 5,000 exhibitors (notification-publish.ts).
 *
 * BENCH_SECONDS (default 5) per measurement; PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres (skipped when unreachable).
 */
import { eq } from 'drizzle-orm';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { exhibitors } from '../src/db/schema/exhibitors';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoFair } from '../src/seed/seed-demo';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-databases';
import { BENCH_PRODUCTS, addBenchProducts } from './bench-products';
import { startHelloWorld } from './hello-world';
import { CONNECTIONS, type Measurement, type Target, measure } from './measure';
import { exhibitorSheetFigures } from './exhibitor-sheets';
import { checkinScanFigures } from './checkin-scans';
import { posterFigures } from './poster';
import { notificationFigures } from './notification-publish';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LOGIN_CONNECTIONS = 4;

interface Row {
  engine: string;
  route: string;
  result: Measurement;
}

async function benchEngine(database: BenchDatabase): Promise<Row[]> {
  // the demo fair `npm start` shows: its category tree, exhibitors, messages and demo accounts
  const { accounts } = await seedDemoFair(database.handle.db, { withAccounts: true });
  // the demo exhibitor with 200 products: its list page and the save of one of them
  const { saveBodies } = await addBenchProducts(database.handle.db, accounts!.exhibitor);
  const bodiesDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-bodies-'));
  process.env.BENCH_BODIES_FILE = path.join(bodiesDir, 'product-save.json');
  await writeFile(process.env.BENCH_BODIES_FILE, JSON.stringify(saveBodies));
  const app = await build({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const json = { 'content-type': 'application/json', 'client-type': 'exhibitor' };
    const login = await fetch(`${base}/exhibitors/user/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_name: DEMO_LOGINS.exhibitor, password: DEMO_PASSWORD, clientType: 'exhibitor', remember: true }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const signedIn = { authorization: `Bearer ${token}`, 'client-type': 'exhibitor' };
    const [company] = await database.handle.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.email, DEMO_LOGINS.exhibitor));
    const html = { accept: 'text/html' };
    // cheapest first: a slow route's requests still in flight when its run ends would slow the next one
    const targets: [string, Target][] = [
      // public catalogue pages, served from the page cache after the first read
      ['catalogue company', { url: `${base}/catalogue/exhibitors/${company.id}`, headers: html }],
      ['catalogue directory', { url: `${base}/catalogue`, headers: html }],
      // the public mini-programme API over the demo's mini-programme content, served from its answer cache after the first read
      ['miniprog home', { url: `${base}${MINIPROG_API_PATHS.home}` }],
      ['miniprog exhibitor', { url: `${base}${MINIPROG_API_PATHS.exhibitor(company.id)}` }],
      ['category tree', { url: `${base}/api/product-category/list` }],
      ['countries', { url: `${base}/api/exhibitors/country/list?locale=en_us` }],
      ['user info', { url: `${base}/exhibitors/user/info`, headers: signedIn }],
      ['message list', { url: `${base}/exhibitors/message/list?page=1&page_size=10`, headers: signedIn }],
      ['product list', { url: `${base}/exhibitors/product/list?page=1&page_size=10`, headers: signedIn }],
      [
        'product save',
        {
          url: `${base}/exhibitors/product/save`,
          method: 'POST',
          headers: { ...signedIn, 'content-type': 'application/json' },
          setupClient: path.join(__dirname, 'connection-bodies.cjs'),
        },
      ],
      [
        'login',
        {
          url: `${base}/exhibitors/user/login`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ user_name: DEMO_LOGINS.exhibitor, password: DEMO_PASSWORD, clientType: 'exhibitor' }),
          connections: LOGIN_CONNECTIONS,
        },
      ],
    ];
    const rows: Row[] = [];
    for (const [route, target] of targets) {
      process.stdout.write(`  ${database.label}: ${route}…\n`);
      rows.push({ engine: database.label, route, result: await measure(target, SECONDS) });
    }
    return rows;
  } finally {
    await app.close();
    await rm(bodiesDir, { recursive: true, force: true });
  }
}

function format(rows: Row[], ceiling: Measurement, jsonList: Measurement): string {
  const share = (m: Measurement, of: Measurement) => `${((100 * m.requestsPerSecond) / of.requestsPerSecond).toFixed(1).padStart(7)}%`;
  const line = (engine: string, route: string, m: Measurement) =>
    `${engine.padEnd(11)} ${route.padEnd(19)} ${m.requestsPerSecond.toFixed(0).padStart(8)} ${m.p99Ms.toFixed(1).padStart(8)} ${share(m, ceiling)} ${share(m, jsonList).padStart(9)} ${String(m.failures).padStart(8)}`;
  const header = `${'engine'.padEnd(11)} ${'route'.padEnd(19)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ceiling'.padStart(8)} ${'5KB JSON'.padStart(9)} ${'failures'.padStart(8)}`;
  const reads = rows.filter((row) => row.route !== 'login');
  const logins = rows.filter((row) => row.route === 'login');
  return [
    header,
    line('Fastify', 'hello world', ceiling),
    line('Fastify', '5 KB JSON list', jsonList),
    ...reads.map((row) => line(row.engine, row.route, row.result)),
    `product list and product save: one exhibitor with ${BENCH_PRODUCTS} products; each connection saves another of them`,
    '',
    `login (argon2id-bound by design, so reported apart, at ${LOGIN_CONNECTIONS} connections: 50 queued logins wait past the 10 s timeout):`,
    ...logins.map((row) => line(row.engine, row.route, row.result)),
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(`Fair Portal API benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route`);
  const hello = await startHelloWorld();
  const ceiling = await measure({ url: hello.url }, SECONDS);
  // a Fastify route serialising a 5 KB JSON list: what a cached catalogue page is held against
  const jsonList = await measure({ url: hello.listUrl }, SECONDS);
  await hello.app.close();
  console.log(`  ceiling: ${ceiling.requestsPerSecond.toFixed(0)} req/s`);

  const rows: Row[] = [];
  const notes: string[] = [];
  for (const open of [pgliteDatabase, () => postgresDatabase(POSTGRES_URL)]) {
    const database = await open();
    if (!database) {
      notes.push(`PostgreSQL skipped: ${new URL(POSTGRES_URL).host} not reachable (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
      continue;
    }
    try {
      rows.push(...(await benchEngine(database)));
    } finally {
      await database.dispose();
    }
  }
  console.log(`\n${format(rows, ceiling, jsonList)}`);
  console.log(`\n${await posterFigures()}`);
  console.log(`\n${await exhibitorSheetFigures(POSTGRES_URL)}`);
  console.log(`\n${await notificationFigures(POSTGRES_URL)}`);
  console.log(`\n${await checkinScanFigures(POSTGRES_URL)}`);
  for (const note of notes) console.log(note);
  if (rows.some((row) => row.result.failures > 0)) {
    console.log('Some requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
