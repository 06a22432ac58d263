/**
 * Check-in scans on PostgreSQL: 10,000 visitors scan the 10 points of a running campaign (each request a new
 * check-in, so an insert and the visitor's progress), at 50 connections, against a plain paged select
 * (20 visitors by id at a random offset) measured in the same run on the same database and process.
 * `npx tsx bench/checkin-scans.ts` alone, or within `npm run bench`. Target on a 2-core machine: 2,000 scans/s.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { CHECKIN_API_PATHS } from '@fair/shared/contracts/checkin';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { checkinCampaigns, checkinPoints, checkinVisitors } from '../src/db/schema/checkin';
import { VISITOR_TOKEN_LIFETIME_S, checkinSecretLoader, signPoint, signVisitor } from '../src/features/checkin/checkin-tokens';
import { PUBLIC } from '../src/lib/access/route-access';
import { postgresDatabase } from './bench-databases';
import { type Measurement, CONNECTIONS, measure } from './measure';

const VISITORS = 10_000;
const POINTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_PER_SECOND = 2000;

export async function checkinScanFigures(postgresUrl: string): Promise<string> {
  const database = await postgresDatabase(postgresUrl);
  if (!database) return 'check-in scans skipped: PostgreSQL not reachable';
  const db = database.handle.db;
  const folder = await mkdtemp(path.join(tmpdir(), 'fair-bench-scans-'));
  const app = await build({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: postgresUrl }), database: database.handle, logger: false });
  // the yardstick: a plain paged select behind Fastify, in the same process and pool
  app.get('/bench/paged-select', { config: { access: PUBLIC } }, async () =>
    db
      .select({ id: checkinVisitors.id, nick_name: checkinVisitors.nick_name })
      .from(checkinVisitors)
      .orderBy(asc(checkinVisitors.id))
      .limit(20)
      .offset(Math.floor(Math.random() * (VISITORS - 20))),
  );
  try {
    const [campaign] = await db
      .insert(checkinCampaigns)
      .values({ name_zh: '压测签到', name_en: 'Bench walk', starts_at: new Date(Date.now() - 3_600_000), ends_at: new Date(Date.now() + 86_400_000), enabled: true, required_points: POINTS })
      .returning({ id: checkinCampaigns.id });
    const points = await db
      .insert(checkinPoints)
      .values(Array.from({ length: POINTS }, (_, index) => ({ campaign_id: campaign.id, name: `点位${index + 1}`, sort: index + 1 })))
      .returning({ id: checkinPoints.id });
    const visitors: { id: number }[] = [];
    for (let start = 0; start < VISITORS; start += 2000) {
      visitors.push(
        ...(await db
          .insert(checkinVisitors)
          .values(Array.from({ length: 2000 }, (_, index) => ({ provider: 'bench', subject: `bench-${start + index}`, nick_name: `访客${start + index}` })))
          .returning({ id: checkinVisitors.id })),
      );
    }
    const secret = await checkinSecretLoader(db)();
    const expires = Math.floor(Date.now() / 1000) + VISITOR_TOKEN_LIFETIME_S;
    const tokens = visitors.map((visitor) => signVisitor(secret, visitor.id, expires));
    // point by point across all visitors: consecutive requests are different visitors, as at a busy fair
    const scans = points.flatMap((point) => tokens.map((visitor) => ({ visitor, body: JSON.stringify({ token: signPoint(secret, { campaignId: campaign.id, pointId: point.id }) }) })));
    process.env.BENCH_SCANS_FILE = path.join(folder, 'scans.json');
    await writeFile(process.env.BENCH_SCANS_FILE, JSON.stringify(scans));

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const select = await measure({ url: `${base}/bench/paged-select` }, SECONDS);
    const scan = await measure(
      { url: `${base}${CHECKIN_API_PATHS.scan}`, method: 'POST', headers: { 'content-type': 'application/json' }, requests: [{ setupRequest: path.join(__dirname, 'scan-requests.cjs') }] },
      SECONDS,
    );
    const line = (label: string, m: Measurement) => `${label.padEnd(22)} ${m.requestsPerSecond.toFixed(0).padStart(8)} ${m.p99Ms.toFixed(1).padStart(8)} ${String(m.failures).padStart(8)}`;
    return [
      `Check-in scans on PostgreSQL: ${VISITORS} visitors × ${POINTS} points, ${CONNECTIONS} connections, ${SECONDS} s (target ${TARGET_PER_SECOND} scans/s)`,
      `${'route'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failures'.padStart(8)}`,
      line('paged select', select),
      line('scan (new check-in)', scan),
      `scans / paged select: ${(scan.requestsPerSecond / select.requestsPerSecond).toFixed(2)}`,
    ].join('\n');
  } finally {
    await app.close();
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  }
}

if (require.main === module) {
  checkinScanFigures(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
