/**
 * Exhibitor information sheet figures, on PGlite and on PostgreSQL, over real HTTP with the server's own
 * job worker: the import of a 2,000-row sheet end to end (upload → validation job → confirm → apply job
 * done; target under 10 s), its re-import (2,000 updates), and the streamed export of 20,000 accounts
 * with the process's peak RSS growth while it runs (target under 150 MB). Figures, not timed tests.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { EXHIBITOR_SHEET_COLUMNS, EXHIBITOR_SHEET_PATHS, exhibitorSheetHeader, type ExhibitorSheetApplied } from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { listeningApp, organizerHeaders } from './bench-app';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-databases';

const IMPORT_ROWS = 2_000;
const EXPORT_ACCOUNTS = 20_000;
const IMPORT_TARGET_S = 10;
const EXPORT_TARGET_MB = 150;

interface SheetFigures {
  engine: string;
  importSeconds: number;
  validateSeconds: number;
  reimportSeconds: number;
  exportSeconds: number;
  exportMegabytes: number;
  rssGrowthMb: number;
}

async function sheetOf(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('展商信息');
  sheet.addRow(EXHIBITOR_SHEET_COLUMNS.map(exhibitorSheetHeader)).commit();
  for (let n = 1; n <= rows; n += 1) {
    sheet.addRow([`基准电子有限公司${n}`, `Bench Electronics ${n}`, `bench-${n}@sheets.bench`, n % 2 ? 'FIE, International' : 'Local', `139${String(n).padStart(8, '0')}`]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** 20,000 companies with their main accounts, written straight into the tables (the export is measured, not this). */
async function addExportAccounts(database: BenchDatabase): Promise<void> {
  await database.handle.db.execute(sql`
    with companies as (
      insert into exhibitors (name_zh_cn, name_en, email, exhibitor_types)
      select '导出展商' || n, 'Export exhibitor ' || n, 'export-' || n || '@sheets.bench', array['FIE', 'Local']::exhibitor_type[]
      from generate_series(1, ${EXPORT_ACCOUNTS}) as n
      returning id, name_zh_cn, email
    )
    insert into exhibitor_accounts (exhibitor_id, email, password_hash, nick_name, sys_api_token)
    select id, email, '!bench', name_zh_cn, md5(email)
    from companies`);
}

async function benchEngine(database: BenchDatabase): Promise<SheetFigures> {
  const { base, close } = await listeningApp(database, 'sheets');
  try {
    const headers = await organizerHeaders(base);
    const call = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      const body = (await response.json()) as { code: number; message: string; data: T };
      if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
      return body.data;
    };
    const finished = async (id: number): Promise<JobInfo> => {
      for (;;) {
        const job = await call<JobInfo>(`/api/jobs/info?id=${id}`);
        if (job.status === 'done') return job;
        if (job.status === 'dead') throw new Error(`job ${id} died: ${job.last_error}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const importSheet = async (sheet: Buffer) => {
      const started = performance.now();
      const form = new FormData();
      form.append('file', new Blob([sheet]), '展商信息.xlsx');
      const upload = await call<{ job_id: number }>(EXHIBITOR_SHEET_PATHS.upload, { method: 'POST', body: form });
      const preview = (await finished(upload.job_id)).result as SheetPreview;
      const validated = performance.now();
      const confirm = await call<{ job_id: number }>(EXHIBITOR_SHEET_PATHS.confirm, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ preview_id: preview.preview_id }),
      });
      const applied = (await finished(confirm.job_id)).result as ExhibitorSheetApplied;
      return { preview, applied, seconds: (performance.now() - started) / 1000, validateSeconds: (validated - started) / 1000 };
    };

    process.stdout.write(`  ${database.label}: import of ${IMPORT_ROWS} rows…\n`);
    const sheet = await sheetOf(IMPORT_ROWS);
    const first = await importSheet(sheet);
    if (first.applied.created !== IMPORT_ROWS) throw new Error(`import created ${first.applied.created} of ${IMPORT_ROWS}`);
    const again = await importSheet(sheet);
    if (again.applied.updated !== IMPORT_ROWS) throw new Error(`re-import updated ${again.applied.updated} of ${IMPORT_ROWS}`);

    process.stdout.write(`  ${database.label}: export of ${EXPORT_ACCOUNTS} accounts…\n`);
    await addExportAccounts(database);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const response = await fetch(`${base}${EXHIBITOR_SHEET_PATHS.export}?keyword=export-`, { headers });
    let bytes = 0;
    // the body is counted and dropped, as a browser saving it to disk would
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const exportSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (response.status !== 200 || bytes < EXPORT_ACCOUNTS * 20) throw new Error(`export answered ${response.status} with ${bytes} bytes`);

    return {
      engine: database.label,
      importSeconds: first.seconds,
      validateSeconds: first.validateSeconds,
      reimportSeconds: again.seconds,
      exportSeconds,
      exportMegabytes: bytes / 1024 / 1024,
      rssGrowthMb: (peak - before) / 1024 / 1024,
    };
  } finally {
    await close();
  }
}

/** Runs both engines (PostgreSQL when reachable) and answers the figures as a small table. */
export async function exhibitorSheetFigures(postgresUrl: string): Promise<string> {
  const figures: SheetFigures[] = [];
  const notes: string[] = [];
  for (const open of [pgliteDatabase, () => postgresDatabase(postgresUrl)]) {
    const database = await open();
    if (!database) {
      notes.push('exhibitor sheets on PostgreSQL skipped: server not reachable');
      continue;
    }
    try {
      figures.push(await benchEngine(database));
    } finally {
      await database.dispose();
    }
  }
  const header = `${'engine'.padEnd(11)} ${'import s'.padStart(9)} ${'(check s)'.padStart(10)} ${'re-import s'.padStart(12)} ${'export s'.padStart(9)} ${'file MB'.padStart(8)} ${'peak RSS +MB'.padStart(13)}`;
  const lines = figures.map(
    (f) =>
      `${f.engine.padEnd(11)} ${f.importSeconds.toFixed(2).padStart(9)} ${f.validateSeconds.toFixed(2).padStart(10)} ${f.reimportSeconds.toFixed(2).padStart(12)} ${f.exportSeconds.toFixed(2).padStart(9)} ${f.exportMegabytes.toFixed(1).padStart(8)} ${f.rssGrowthMb.toFixed(0).padStart(13)}`,
  );
  return [
    `Exhibitor sheets: import of ${IMPORT_ROWS} rows end to end (target < ${IMPORT_TARGET_S} s), re-import of the same rows (updates), streamed export of ${EXPORT_ACCOUNTS} accounts (peak RSS growth target < ${EXPORT_TARGET_MB} MB)`,
    header,
    ...lines,
    ...notes,
  ].join('\n');
}

/** `npx tsx bench/exhibitor-sheets.ts`: these figures alone. */
if (require.main === module) {
  exhibitorSheetFigures(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
