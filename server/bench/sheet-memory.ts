/**
 * `npm run bench:sheets -w server`: the memory an exhibitor sheet import costs, over real HTTP with the
 * server's own job worker on PGlite — the 2,000-row sheet end to end (upload → check → confirm → apply),
 * and hostile files to their refusal: a 100 MB cell, a zip bomb, 135 MB of honest parts, and 48 MB of
 * shared strings that are within every bound (the heaviest file the sheet worker really parses). For each:
 * the server process's peak RSS and main-thread heap above where they started (RSS counts the worker
 * threads too: they live in the process) and the sheet worker's own peak heap. Figures, not a test.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXHIBITOR_SHEET_COLUMNS, EXHIBITOR_SHEET_PATHS, exhibitorSheetHeader } from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { build } from '../src/app';
import { loadConfig } from '../src/config/config';
import { seedDemoFair } from '../src/seed/seed-demo';
import { createSheetParser } from '../src/features/exhibitor-sheets/sheet-parser';
import { PACKAGE_START, headerRow, sharedStrings, sheetPackage, workbookParts, worksheet, zipOf } from '../src/features/exhibitor-sheets/__tests__/hostile-packages';
import { organizerHeaders } from './bench-app';
import { pgliteDatabase } from './bench-databases';
import { memorySampler } from './memory-sampler';

const ROWS = 2_000;
const MB = 2 ** 20;

async function sheetOf(rows: number, prefix = 'memory'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('展商信息');
  sheet.addRow(EXHIBITOR_SHEET_COLUMNS.map(exhibitorSheetHeader)).commit();
  for (let n = 1; n <= rows; n += 1) sheet.addRow([`内存基准电子有限公司${n}`, `Memory Bench Electronics ${n}`, `${prefix}-${n}@sheets.bench`, n % 2 ? 'FIE, International' : 'Local']).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const HOSTILE: [string, () => Buffer][] = [
  ['100 MB cell', () => sheetPackage([headerRow, { text: '<row r="2"><c r="A2" t="inlineStr"><is><t>' }, { text: 'A'.repeat(MB), times: 100 }, { text: '</t></is></c></row>' }])],
  ['zip bomb (1 GB, claims 1 KB)', () => zipOf([...PACKAGE_START, ...workbookParts(1), worksheet('xl/worksheets/sheet1.xml', [headerRow, { text: '<x/>'.repeat(256 * 1024), times: 1024 }], 1024)])],
  [
    '3 × 45 MB honest parts',
    () => zipOf([...PACKAGE_START, ...workbookParts(1), ...[1, 2, 3].map((n) => ({ name: `customXml/item${n}.xml`, pieces: [{ text: '<a>' }, { text: '<x/>'.repeat(256 * 1024), times: 45 }, { text: '</a>' }] }))]),
  ],
  [
    '48 MB shared strings',
    () => zipOf([...PACKAGE_START, ...workbookParts(1), sharedStrings([{ text: `<si><t>${'H'.repeat(1000)}</t></si>`, times: 48_000 }]), worksheet('xl/worksheets/sheet1.xml', [headerRow])]),
  ],
];

interface Figures {
  file: string;
  kb: number;
  outcome: string;
  seconds: number;
  rssMb: number;
  heapMb: number;
  workerHeapMb: number;
}

async function main(): Promise<void> {
  const database = await pgliteDatabase();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'fair-bench-sheet-memory-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  await seedDemoFair(database.handle.db, { withAccounts: true });
  const app = await build({ config, database: database.handle, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // the same files read again by a parser of the bench's own, for the worker's heap (the server's is inside the app)
  let workerPeak = 0;
  const parser = createSheetParser(config.sheetWorker, app.log, { onStats: (_action, stats) => (workerPeak = Math.max(workerPeak, stats.peakHeapBytes)) });
  const figures: Figures[] = [];
  try {
    const headers = { ...(await organizerHeaders(base)), 'language-set': 'en-us' };
    const call = async <T>(url: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      return (await response.json()) as { code: number; message: string; data: T };
    };
    const settled = async (id: number): Promise<JobInfo> => {
      for (;;) {
        const job = (await call<JobInfo>(`/api/jobs/info?id=${id}`)).data;
        if (job.status === 'done' || job.status === 'dead') return job;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const upload = (sheet: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([sheet]), 'sheet.xlsx');
      return call<{ job_id: number }>(EXHIBITOR_SHEET_PATHS.upload, { method: 'POST', body: form });
    };
    /** Upload to the end of its validation (and, for a valid sheet, through confirm and apply). */
    const importSheet = async (sheet: Buffer): Promise<string> => {
      const uploaded = await upload(sheet);
      if (uploaded.code !== 0) return `refused at upload: ${uploaded.message}`;
      const checked = await settled(uploaded.data.job_id);
      if (checked.status === 'dead') return `job refused: ${checked.last_error}`;
      const confirmed = await call<{ job_id: number }>(EXHIBITOR_SHEET_PATHS.confirm, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ preview_id: (checked.result as SheetPreview).preview_id }),
      });
      const applied = await settled(confirmed.data.job_id);
      return `${applied.status}: ${JSON.stringify(applied.result)}`;
    };

    // the sheet worker's start-up (and tsx's compile of it) is paid before anything is measured
    await importSheet(await sheetOf(3, 'warm-up'));
    const files: [string, Buffer][] = [[`${ROWS} rows`, await sheetOf(ROWS)], ...HOSTILE.map(([name, make]): [string, Buffer] => [name, make()])];
    for (const [name, sheet] of files) {
      process.stdout.write(`  ${name}…\n`);
      const stop = memorySampler();
      const started = performance.now();
      const outcome = await importSheet(sheet);
      const seconds = (performance.now() - started) / 1000;
      const memory = stop();
      const temp = path.join(uploadDir, 'bench.xlsx');
      await writeFile(temp, sheet);
      workerPeak = 0;
      await parser.read(temp).catch(() => undefined);
      figures.push({ file: name, kb: sheet.length / 1024, outcome, seconds, ...memory, workerHeapMb: workerPeak / MB });
    }
  } finally {
    await parser.close();
    await app.close();
    await database.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  }
  const header = `${'file'.padEnd(30)} ${'KB'.padStart(7)} ${'s'.padStart(6)} ${'RSS +MB'.padStart(8)} ${'heap +MB'.padStart(9)} ${'worker heap MB'.padStart(15)}  outcome`;
  const lines = figures.map(
    (f) =>
      `${f.file.padEnd(30)} ${f.kb.toFixed(0).padStart(7)} ${f.seconds.toFixed(2).padStart(6)} ${f.rssMb.toFixed(0).padStart(8)} ${f.heapMb.toFixed(0).padStart(9)} ${f.workerHeapMb.toFixed(0).padStart(15)}  ${f.outcome.slice(0, 110)}`,
  );
  console.log(
    [
      `Exhibitor sheet import memory (PGlite, sheet worker heap limit ${config.sheetWorker.heapMb} MB): peak RSS and main heap above the start, sheet worker's peak heap`,
      header,
      ...lines,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
