/**
 * `npm run bench:posters -w server`: the organizer's poster batch (/poster/download) for 2,000 companies on
 * PGlite, run by the job queue as in production: cold (every poster drawn and stored), then again with
 * nothing changed (every poster read back from storage), then after a template save (all drawn again).
 * Reports posters per second, the zip's size and the process's peak RSS and heap above where they
 * started. BENCH_POSTERS (default 2000). Figures, not a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { POSTER_BATCH_JOB, type PosterBatchResult } from '@fair/shared/contracts/poster';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { globalSettings } from '../src/db/schema/content';
import { exhibitors } from '../src/db/schema/exhibitors';
import { jobOf } from '../src/lib/jobs/job-store';
import { POSTER_SETTING_KEY } from '../src/features/poster/poster-schemas';
import { seedDemoDownloads } from '../src/seed/demo-downloads';
import { seedDemoFair } from '../src/seed/seed-demo';
import { pgliteDatabase } from './bench-databases';
import { memorySampler } from './memory-sampler';

const POSTERS = Number(process.env.BENCH_POSTERS ?? 2000);
const CHUNK = 500;
const MB = 2 ** 20;

async function main(): Promise<void> {
  const database = await pgliteDatabase();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-posters-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir, JOBS_WORKER: '0' });
  const app = await build({ config, database: database.handle, logger: false });
  await app.ready();
  const { db } = database.handle;
  try {
    await seedDemoFair(db, { withAccounts: true, images: { storage: app.storage, publicUrl: 'http://bench.localhost' } });
    await seedDemoDownloads(db, app.storage);
    // the demo companies' logos and QR codes, shared out among the bench companies
    const pictures = await db.select({ logo: exhibitors.logo, qr: exhibitors.qr_code }).from(exhibitors).where(isNotNull(exhibitors.logo));
    const ids: number[] = [];
    for (let start = 0; start < POSTERS; start += CHUNK) {
      const rows = await db
        .insert(exhibitors)
        .values(
          Array.from({ length: Math.min(CHUNK, POSTERS - start) }, (_, i) => {
            const n = start + i;
            const picture = pictures[n % pictures.length];
            return { name_zh_cn: `海报基准电子${n}有限公司`, name_en: `Poster Bench Electronics ${n} Co., Ltd.`, booth: `B${n}`, logo: picture.logo, qr_code: picture.qr, exhibitor_types: ['Local' as const], is_edit: true };
          }),
        )
        .returning({ id: exhibitors.id });
      ids.push(...rows.map((row) => row.id));
    }
    console.log(`seeded ${POSTERS.toLocaleString('en')} companies (${pictures.length} distinct logos and QR codes)`);

    const round = async (label: string) => {
      const { row } = await app.jobs.enqueue(POSTER_BATCH_JOB, { ids, locale: 'zh-cn' }, { createdBy: { kind: 'admin_user', accountId: 1 } });
      const stop = memorySampler();
      const started = performance.now();
      await app.jobs.runUntilIdle();
      const seconds = (performance.now() - started) / 1000;
      const memory = stop();
      const job = await jobOf(db, row.id, { kind: 'admin_user', accountId: 1 });
      if (job?.status !== 'done') throw new Error(`the batch ended ${job?.status}: ${job?.last_error}`);
      const result = job.result as PosterBatchResult;
      console.log(
        `${label}: ${result.count} posters (${result.rendered} drawn) in ${seconds.toFixed(1)} s = ${(result.count / seconds).toFixed(1)} posters/s; ` +
          `zip ${(result.size / MB).toFixed(1)} MB (${(result.size / result.count / 1024).toFixed(0)} KB a poster); peak RSS +${memory.rssMb.toFixed(0)} MB, heap +${memory.heapMb.toFixed(0)} MB`,
      );
    };
    await round('cold (every poster drawn)');
    await round('warm (nothing changed)');
    const [template] = await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, POSTER_SETTING_KEY));
    await db
      .update(globalSettings)
      .set({ value: { ...(template.value as object), colors: { heading: '#ffffff', accent: '#c41d7f', card: '#fff7e6', band: '#000000' } } })
      .where(eq(globalSettings.key, POSTER_SETTING_KEY));
    await round('after a template save');
  } finally {
    await app.close();
    await database.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

void main();
