/**
 * Notification publishing at fair scale, on PGlite and on PostgreSQL, over real HTTP: POST
 * /admin/notification/save with status published, to every one of 5,000 exhibitors and to the International
 * third of them, each publish a new notification delivered into every addressed message box in one statement.
 * Median and slowest of BENCH_NOTIFICATION_RUNS (default 5) publishes. Figures, not timed tests.
 */
import { sql } from 'drizzle-orm';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import { listeningApp, organizerHeaders } from './bench-app';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-databases';

const EXHIBITORS = 5_000;
const RUNS = Number(process.env.BENCH_NOTIFICATION_RUNS ?? 5);

interface Figures {
  engine: string;
  recipients: Record<'all' | 'types', number>;
  medianMs: Record<'all' | 'types', number>;
  slowestMs: Record<'all' | 'types', number>;
}

/** The fair's exhibitors beside the demo's few, a third of each type (set-based: the load is not measured). */
async function addExhibitors(database: BenchDatabase, count: number): Promise<void> {
  await database.handle.db.execute(sql`
    insert into exhibitors (name_zh_cn, name_en, email, exhibitor_types)
    select '通知基准展商' || n, 'Notice bench exhibitor ' || n, 'notice-' || n || '@notifications.bench',
      array[(array['FIE', 'Local', 'International'])[1 + n % 3]]::exhibitor_type[]
    from generate_series(1, ${count}) as n`);
}

async function benchEngine(database: BenchDatabase): Promise<Figures> {
  const { base, close } = await listeningApp(database, 'notifications');
  try {
    const counted = await database.handle.db.execute(sql`select count(*)::int as n from exhibitors`);
    const present = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
    await addExhibitors(database, Math.max(0, EXHIBITORS - present));
    const headers = { ...(await organizerHeaders(base)), 'content-type': 'application/json' };
    const publish = async (n: number, audience: 'all' | 'types') => {
      const started = performance.now();
      const response = await fetch(`${base}/admin/notification/save`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title_zh: `基准通知${n}`,
          title_en: `Bench notice ${n}`,
          content_zh: '<p>请按时布展。</p>',
          content_en: '<p>Please move in on time.</p>',
          audience,
          exhibitor_types: audience === 'types' ? ['International'] : [],
          status: 'published',
        }),
      });
      const body = (await response.json()) as { code: number; message: string; data: NotificationItem };
      if (body.code !== 0) throw new Error(`publish: ${body.message}`);
      return { ms: performance.now() - started, recipients: body.data.recipient_count };
    };
    const figures: Figures = { engine: database.label, recipients: { all: 0, types: 0 }, medianMs: { all: 0, types: 0 }, slowestMs: { all: 0, types: 0 } };
    await publish(0, 'all'); // the first publish warms the statements and caches: not counted
    for (const audience of ['all', 'types'] as const) {
      const times: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const { ms, recipients } = await publish(run, audience);
        times.push(ms);
        figures.recipients[audience] = recipients;
      }
      times.sort((a, b) => a - b);
      figures.medianMs[audience] = times[Math.floor(times.length / 2)];
      figures.slowestMs[audience] = times[times.length - 1];
    }
    return figures;
  } finally {
    await close();
  }
}

/** Runs both engines (PostgreSQL when reachable) and answers the figures as a small table. */
export async function notificationFigures(postgresUrl: string): Promise<string> {
  const figures: Figures[] = [];
  const notes: string[] = [];
  for (const open of [pgliteDatabase, () => postgresDatabase(postgresUrl)]) {
    const database = await open();
    if (!database) {
      notes.push('notification publishing on PostgreSQL skipped: server not reachable');
      continue;
    }
    try {
      figures.push(await benchEngine(database));
    } finally {
      await database.dispose();
    }
  }
  const cell = (f: Figures, audience: 'all' | 'types') => `${String(f.recipients[audience]).padStart(6)} boxes ${f.medianMs[audience].toFixed(0).padStart(6)} ms (slowest ${f.slowestMs[audience].toFixed(0)} ms)`;
  return [
    `Notification publishing over HTTP (save with status published, ${RUNS} runs each, median): every exhibitor, and International exhibitors`,
    ...figures.map((f) => `${f.engine.padEnd(11)} all: ${cell(f, 'all')}   International: ${cell(f, 'types')}`),
    ...notes,
  ].join('\n');
}

/** `npx tsx bench/notification-publish.ts`: these figures alone. */
if (require.main === module) {
  notificationFigures(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
