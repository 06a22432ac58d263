/**
 * `npm run bench:scale`: what the organizer, exhibitor and public routes cost at a real fair's size. Each
 * engine (PostgreSQL, then PGlite) gets two databases side by side: the demo fair, and the demo fair with the
 * fair-scale data (5,000 exhibitors, 100,000 products, …) over it, each behind its own server. Each route is
 * asked one request at a time, alternately of the demo server and of the fair one, so whatever else the machine
 * does falls on both sizes alike; this is done in two rounds over all routes, and the table gives each route's
 * median at both sizes, the growth factor, and each round's factor (how steady the figure is). The target is a
 * factor of at most 3. Public pages and mini-programme answers are timed as cache misses (the cache is emptied
 * before each request), which is what visitors meet after an exhibitor's save.
 *
 * At fair size it also reads the sitemap (time and peak memory) and has catalogue visitors browse while one
 * company saves per second (the cache's hit rate).
 *
 * BENCH_REQUESTS (default 15) timed requests per route, size and round; BENCH_SAVE_SECONDS (default 20) of
 * browsing while saving; BENCH_ENGINES (default `postgres,pglite`) which engines to run; PostgreSQL from
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (skipped when
 * unreachable).
 */
import { sql } from 'drizzle-orm';
import { MINIPROG_API_PATHS } from '@fair/shared/contracts/miniprog-api';
import { REGISTER_PATHS } from '@fair/shared/contracts/exhibitor-register';
import { CATEGORY_PATHS, TAG_PATHS } from '@fair/shared/contracts/taxonomy';
import { reviewPaths } from '@fair/shared/contracts/content-review';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemoFair } from '../src/seed/seed-demo';
import { FAIR_SCALE, seedFairScale, settleAfterFairScale } from '../src/seed/fair-scale';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-databases';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 15);
const WARM_UP = 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_FACTOR = 3;

type Audience = 'organizer' | 'exhibitor' | 'public';
interface Route {
  audience: Audience;
  name: string;
  url: string;
  /** empty the answer caches before each request: the figure is a miss */
  miss?: boolean;
}

const ROUTES: Route[] = [
  { audience: 'organizer', name: 'dashboard figures', url: '/admin/statistics/info' },
  { audience: 'organizer', name: 'exhibitor info, first page', url: `${REGISTER_PATHS.list}?page=1&page_size=20` },
  { audience: 'organizer', name: 'exhibitor info by completion', url: `${REGISTER_PATHS.list}?page=1&page_size=20&sort=completion&order=asc` },
  { audience: 'organizer', name: 'exhibitor info by name', url: `${REGISTER_PATHS.list}?page=1&page_size=20&sort=name_zh_cn&order=asc` },
  { audience: 'organizer', name: 'exhibitor info, keyword', url: `${REGISTER_PATHS.list}?page=1&page_size=20&keyword=${encodeURIComponent('华芯')}` },
  { audience: 'organizer', name: 'exhibitor info, below 50 %', url: `${REGISTER_PATHS.list}?page=1&page_size=20&completion_below=50` },
  { audience: 'organizer', name: 'accounts, first page', url: '/admin/user/exhibitors?page=1&page_size=20' },
  { audience: 'organizer', name: 'accounts, keyword', url: `/admin/user/exhibitors?page=1&page_size=20&keyword=${encodeURIComponent('华芯')}` },
  { audience: 'organizer', name: 'accounts, keyword (en)', url: '/admin/user/exhibitors?page=1&page_size=20&keyword=huaxin' },
  { audience: 'organizer', name: 'accounts by name', url: '/admin/user/exhibitors?page=1&page_size=20&sort=name_zh&order=asc' },
  { audience: 'organizer', name: 'accounts by send status', url: '/admin/user/exhibitors?page=1&page_size=20&sort=send_status&order=desc' },
  { audience: 'organizer', name: 'registrations', url: '/admin/user/exhibitors/registrations?page=1&page_size=20' },
  { audience: 'organizer', name: 'staff', url: '/admin/user/get-admin-list?page=1&page_size=20' },
  { audience: 'organizer', name: 'operation log', url: '/admin/operation-log/list?page=1&page_size=20' },
  { audience: 'organizer', name: 'halls', url: '/admin/hall/list' },
  { audience: 'organizer', name: 'categories, first level', url: CATEGORY_PATHS.list },
  { audience: 'organizer', name: 'categories, keyword', url: `${CATEGORY_PATHS.search}?page=1&page_size=20&keyword=${encodeURIComponent('连接')}` },
  { audience: 'organizer', name: 'application areas', url: `${TAG_PATHS['application-area'].list}?page=1&page_size=20` },
  { audience: 'organizer', name: 'exhibit data, first page', url: `${reviewPaths('product').list}?page=1&page_size=20` },
  { audience: 'organizer', name: 'exhibit data, keyword', url: `${reviewPaths('product').list}?page=1&page_size=20&keyword=${encodeURIComponent('连接器')}` },
  { audience: 'organizer', name: 'exhibit data, model number', url: `${reviewPaths('product').list}?page=1&page_size=20&keyword=ZW109` },
  { audience: 'organizer', name: 'news per exhibitor', url: `${reviewPaths('news').exhibitors}?page=1&page_size=20` },
  { audience: 'organizer', name: 'product properties', url: `${TAG_PATHS['product-property'].list}?page=1&page_size=20` },
  { audience: 'exhibitor', name: 'user info', url: '/exhibitors/user/info' },
  { audience: 'exhibitor', name: 'profile', url: '/exhibitors/exhibitors/info' },
  { audience: 'exhibitor', name: 'product list', url: '/exhibitors/product/list?page=1&page_size=10' },
  { audience: 'exhibitor', name: 'message list', url: '/exhibitors/message/list?page=1&page_size=10' },
  { audience: 'public', name: 'catalogue directory', url: '/catalogue', miss: true },
  { audience: 'public', name: 'catalogue search', url: `/catalogue?q=${encodeURIComponent('华芯')}`, miss: true },
  { audience: 'public', name: 'miniprog exhibitors', url: MINIPROG_API_PATHS.exhibitors, miss: true },
  { audience: 'public', name: 'miniprog exhibitor search', url: `${MINIPROG_API_PATHS.exhibitors}?q=${encodeURIComponent('华芯')}`, miss: true },
  { audience: 'public', name: 'miniprog products', url: MINIPROG_API_PATHS.products, miss: true },
  { audience: 'public', name: 'miniprog product search', url: `${MINIPROG_API_PATHS.products}?q=${encodeURIComponent('连接器')}`, miss: true },
  { audience: 'public', name: 'miniprog product search (en)', url: `${MINIPROG_API_PATHS.products}?q=connector`, miss: true },
];

interface Timing {
  medianMs: number;
  status: number;
}

/** One size of the fair behind its own server, with its logins. */
interface Size {
  app: FastifyInstance;
  base: string;
  headers: Record<Audience, Record<string, string>>;
}

async function login(base: string, path: string, userName: string, clientType: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': clientType },
    body: JSON.stringify({ user_name: userName, password: DEMO_PASSWORD, clientType, remember: true }),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'client-type': clientType };
}

async function forgetAnswers(app: FastifyInstance): Promise<void> {
  await app.changes.announce('catalogue', 'all');
  await app.changes.announce('miniprog', 'all');
}

/**
 * One GET; a connection the server reset (seen once on a reused keep-alive socket, not reproduced alone) is said
 * and tried again on a fresh one, so one lost socket does not lose the run's figures.
 */
async function fetchOnce(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    process.stdout.write(`    connection lost (${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}); asking again\n`);
    return fetch(url, { headers: { ...headers, connection: 'close' } });
  }
}

/** One request of a route, read to its end: its duration and status. */
async function ask(size: Size, route: Route): Promise<{ ms: number; status: number }> {
  if (route.miss) await forgetAnswers(size.app);
  const started = performance.now();
  const response = await fetchOnce(`${size.base}${route.url}`, { ...size.headers[route.audience], 'language-set': 'zh-cn' });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** REQUESTS requests of a route to each size, alternately (after a warm-up of each): the durations per size. */
async function timeBoth(demo: Size, fair: Size, route: Route): Promise<{ demo: number[]; fair: number[]; status: [number, number] }> {
  const durations = { demo: [] as number[], fair: [] as number[] };
  const status: [number, number] = [0, 0];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const atDemo = await ask(demo, route);
    const atFair = await ask(fair, route);
    if (index < WARM_UP) continue;
    durations.demo.push(atDemo.ms);
    durations.fair.push(atFair.ms);
    status[0] = atDemo.status;
    status[1] = atFair.status;
  }
  return { ...durations, status };
}

interface Row {
  route: Route;
  demo: Timing;
  fair: Timing;
  /** the fair/demo factor of each round */
  roundFactors: number[];
}

interface SitemapFigures {
  files: number;
  addresses: number;
  slowestMs: number;
  totalMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 20);
const VISITORS = 4;

interface HitFigures {
  requests: number;
  saves: number;
  states: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Visitors reading the catalogue (directory pages and 200 popular companies, both languages) while one company
 * saves its profile every second, as in the weeks before the fair: how many answers the cache gives.
 */
async function hitFigures(app: FastifyInstance, base: string, db: BenchDatabase['handle']['db']): Promise<HitFigures> {
  const companies = ((await db.execute(sql`select id from exhibitors where is_edit order by id desc limit 200`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  const paths = [
    ...Array.from({ length: 10 }, (_, i) => `/catalogue?page=${i + 1}`),
    ...Array.from({ length: 5 }, (_, i) => `/catalogue/en-us?page=${i + 1}`),
    ...companies.map((id) => `/catalogue/exhibitors/${id}`),
    ...companies.slice(0, 50).map((id) => `/catalogue/en-us/exhibitors/${id}`),
  ];
  await forgetAnswers(app);
  const states: Record<string, number> = {};
  const durations: number[] = [];
  const ends = performance.now() + SAVE_SECONDS * 1000;
  let saves = 0;
  const saver = (async () => {
    while (performance.now() < ends) {
      const id = companies[Math.floor(Math.random() * companies.length)];
      await db.execute(sql`update exhibitors set intro_zh = intro_zh || ' ', updated_at = now() where id = ${id}`);
      await app.changes.announce('catalogue', { exhibitorId: id });
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  const visitor = async () => {
    while (performance.now() < ends) {
      // the directory's first pages and the most visited companies come up most often
      const path = paths[Math.floor(paths.length * Math.random() ** 2)];
      const started = performance.now();
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      const state = response.headers.get('x-cache') ?? 'none';
      states[state] = (states[state] ?? 0) + 1;
    }
  };
  await Promise.all([saver, ...Array.from({ length: VISITORS }, visitor)]);
  durations.sort((a, b) => a - b);
  return { requests: durations.length, saves, states, p50Ms: durations[Math.floor(durations.length / 2)], p99Ms: durations[Math.floor(durations.length * 0.99)] };
}

/** The sitemap index and every part as cache misses, one after another, with this process's peak memory. */
async function sitemapFigures(app: FastifyInstance, base: string): Promise<SitemapFigures> {
  await forgetAnswers(app);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const timings: number[] = [];
  let addresses = 0;
  const read = async (path: string) => {
    const started = performance.now();
    const body = await (await fetch(`${base}${path}`)).text();
    timings.push(performance.now() - started);
    return body;
  };
  try {
    const index = await read('/catalogue/sitemap.xml');
    const parts = [...index.matchAll(/\/catalogue\/sitemaps\/(\d+)\.xml/g)].map((match) => match[1]);
    for (const part of parts) addresses += (await read(`/catalogue/sitemaps/${part}.xml`)).split('<url>').length - 1;
    return { files: parts.length, addresses, slowestMs: Math.max(...timings), totalMs: timings.reduce((sum, ms) => sum + ms, 0), rssBeforeMb: rssBefore / 2 ** 20, rssPeakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

async function startSize(database: BenchDatabase): Promise<Size> {
  const app = await build({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS_WORKER: '0' }), database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    base,
    headers: {
      organizer: await login(base, '/admin/user/login', DEMO_LOGINS.organizer, 'organizer'),
      exhibitor: await login(base, '/exhibitors/user/login', DEMO_LOGINS.exhibitor, 'exhibitor'),
      public: {},
    },
  };
}

async function benchEngine(label: string, demoDatabase: BenchDatabase, fairDatabase: BenchDatabase): Promise<{ rows: Row[]; sitemap: SitemapFigures; hits: HitFigures }> {
  await seedDemoFair(demoDatabase.handle.db, { withAccounts: true });
  await seedDemoFair(fairDatabase.handle.db, { withAccounts: true });
  const started = performance.now();
  await seedFairScale(fairDatabase.handle.db, FAIR_SCALE);
  await settleAfterFairScale(fairDatabase.handle.db);
  await settleAfterFairScale(demoDatabase.handle.db);
  // the seeds' dirty pages written out now, not by the checkpointer in the middle of the timings
  await demoDatabase.handle.db.execute(sql`checkpoint`);
  await fairDatabase.handle.db.execute(sql`checkpoint`);
  process.stdout.write(`  ${label}: both sizes loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const demo = await startSize(demoDatabase);
  const fair = await startSize(fairDatabase);
  try {
    const rounds: Awaited<ReturnType<typeof timeBoth>>[][] = [];
    for (const round of [1, 2]) {
      const timings = [];
      for (const route of ROUTES) {
        process.stdout.write(`  ${label} round ${round}: ${route.name}…\n`);
        timings.push(await timeBoth(demo, fair, route));
      }
      rounds.push(timings);
    }
    const rows = ROUTES.map((route, index) => {
      const both = rounds.map((round) => round[index]);
      const [demoStatus, fairStatus] = both.at(-1)?.status ?? [0, 0];
      return {
        route,
        demo: { medianMs: median(both.flatMap((round) => round.demo)), status: demoStatus },
        fair: { medianMs: median(both.flatMap((round) => round.fair)), status: fairStatus },
        roundFactors: both.map((round) => median(round.fair) / median(round.demo)),
      };
    });
    process.stdout.write(`  ${label} fair: sitemap…\n`);
    const sitemap = await sitemapFigures(fair.app, fair.base);
    process.stdout.write(`  ${label} fair: catalogue visitors while one company saves per second (${SAVE_SECONDS} s)…\n`);
    const hits = await hitFigures(fair.app, fair.base, fairDatabase.handle.db);
    return { rows, sitemap, hits };
  } finally {
    await demo.app.close();
    await fair.app.close();
  }
}

function sitemapLine({ files, addresses, slowestMs, totalMs, rssBeforeMb, rssPeakMb }: SitemapFigures): string {
  return `sitemap at fair size: index + ${files} parts, ${addresses} addresses; slowest file ${slowestMs.toFixed(0)} ms, all ${totalMs.toFixed(0)} ms; process memory ${rssBeforeMb.toFixed(0)} MB → peak ${rssPeakMb.toFixed(0)} MB`;
}

function hitLine({ requests, saves, states, p50Ms, p99Ms }: HitFigures): string {
  const share = (state: string) => `${((100 * (states[state] ?? 0)) / Math.max(1, requests)).toFixed(1)}%`;
  return `catalogue while one company saves per second: ${requests} pages from ${VISITORS} visitors, ${saves} saves; hit ${share('HIT')}, stale ${share('STALE')}, miss ${share('MISS')}; p50 ${p50Ms.toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms`;
}

function table(label: string, rows: Row[]): string {
  const header = `${'audience'.padEnd(10)} ${'route'.padEnd(30)} ${'demo ms'.padStart(8)} ${'fair ms'.padStart(8)} ${'factor'.padStart(7)} ${'rounds'.padStart(11)}`;
  const lines = rows.map(({ route, demo, fair, roundFactors }) => {
    const factor = fair.medianMs / demo.medianMs;
    const flag = demo.status !== 200 || fair.status !== 200 ? ` HTTP ${demo.status}/${fair.status}` : factor > TARGET_FACTOR ? '  > target' : '';
    const rounds = roundFactors.map((value) => value.toFixed(2)).join(' ');
    return `${route.audience.padEnd(10)} ${route.name.padEnd(30)} ${demo.medianMs.toFixed(1).padStart(8)} ${fair.medianMs.toFixed(1).padStart(8)} ${factor.toFixed(2).padStart(7)} ${rounds.padStart(11)}${flag}`;
  });
  return [`${label}: median of 2 × ${REQUESTS} serial requests per size, the sizes asked alternately; public routes as cache misses`, header, ...lines].join('\n');
}

async function main(): Promise<void> {
  const scale = FAIR_SCALE;
  console.log(
    `Fair-scale benchmark: the demo fair, then ${scale.exhibitors} exhibitors, ${scale.exhibitors * scale.productsPerExhibitor} products, ${scale.news} news, ${scale.activities} activities, ${scale.staff} staff, ${scale.logRows} log rows over it`,
  );
  const reports: string[] = [];
  let failed = false;
  const chosen = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  const engines: { name: string; label: string; open: () => Promise<BenchDatabase | undefined> }[] = [
    { name: 'postgres', label: 'PostgreSQL', open: () => postgresDatabase(POSTGRES_URL) },
    { name: 'pglite', label: 'PGlite', open: pgliteDatabase },
  ].filter((engine) => chosen.includes(engine.name));
  for (const { label, open } of engines) {
    const demoDatabase = await open();
    if (!demoDatabase) {
      reports.push(`PostgreSQL skipped: ${new URL(POSTGRES_URL).host} not reachable (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
      continue;
    }
    const fairDatabase = await open();
    try {
      if (!fairDatabase) throw new Error(`${label}: the second database could not be opened`);
      const { rows, sitemap, hits } = await benchEngine(label, demoDatabase, fairDatabase);
      failed ||= rows.some((row) => row.demo.status !== 200 || row.fair.status !== 200);
      reports.push(`${table(label, rows)}\n${sitemapLine(sitemap)}\n${hitLine(hits)}`);
      // each engine's figures as soon as they are known: a later failure does not lose them
      console.log(`\n${reports.at(-1)}\n`);
    } finally {
      await demoDatabase.dispose();
      await fairDatabase?.dispose();
    }
  }
  console.log(`\n${reports.join('\n\n')}`);
  if (failed) {
    console.log('Some routes did not answer 200: their figures are not valid.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
