import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { collectGarbage } from '../../../test/collect-garbage';
import { PACKAGE_START, type Part, headerRow, sharedStrings, sheetPackage, workbookParts, worksheet, zipOf } from './hostile-packages';
import { accountSheet, sheetUpload, validRows } from './sheet-builders';

const EN = { 'language-set': 'en-us' };
const MB = 2 ** 20;

const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

async function upload(t: TestApp, buffer: Buffer) {
  const body = sheetUpload(buffer, 'hostile.xlsx');
  return t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, payload: body.payload, headers: { ...body.headers, ...EN } });
}

async function job(t: TestApp, id: number): Promise<JobInfo> {
  await t.app.jobs.runUntilIdle();
  const response = await t.injectAs('organizerAll', { method: 'GET', url: '/api/jobs/info', query: { id: String(id) }, headers: EN });
  expect(response.statusCode).toBe(200);
  return envelope<JobInfo>(response).data;
}

/** The refusal of a whole sheet: 422 on the field file at upload, or the validation job dead with the reason. */
async function refusal(t: TestApp, buffer: Buffer): Promise<string> {
  const response = await upload(t, buffer);
  if (response.statusCode !== 200) {
    expect(response.statusCode).toBe(422);
    const body = envelope<{ errors: { field: string; message: string }[] }>(response);
    expect(body.data.errors).toEqual([expect.objectContaining({ field: 'file', message: body.message })]);
    return body.message;
  }
  const info = await job(t, envelope<{ job_id: number }>(response).data.job_id);
  expect(info.status).toBe('dead');
  return info.last_error as string;
}

/** A valid sheet still goes all the way through: the server and its sheet workers are well. */
async function stillImports(t: TestApp, prefix: string): Promise<void> {
  const response = await upload(t, await accountSheet(validRows(3, prefix)));
  expect(response.statusCode).toBe(200);
  const info = await job(t, envelope<{ job_id: number }>(response).data.job_id);
  expect(info).toMatchObject({ status: 'done', result: { total: 3, created: 3, invalid: 0 } satisfies Partial<SheetPreview> });
}

/** An inline-string cell. */
const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;

describe('hostile sheets end in a clear refusal naming the bound, and the server stays up', () => {
  let t: TestApp;
  let heapAtStart: number;

  beforeAll(async () => {
    t = await buildTestApp({ jobs: { worker: false, concurrency: 2 } });
    // the sheet worker's start-up is paid before the heap is measured
    await stillImports(t, 'warm');
    heapAtStart = heapUsed();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('one cell of 100 MB (the 100 KB file that took the server down), inline or shared: Excel’s 32,767 characters', async () => {
    const inline = sheetPackage([headerRow, { text: `<row r="2"><c r="A2" t="inlineStr"><is><t>` }, { text: 'A'.repeat(MB), times: 100 }, { text: '</t></is></c></row>' }]);
    expect(inline.length).toBeLessThan(200_000);
    expect(await refusal(t, inline)).toBe("A cell holds more than 32767 characters (Excel's own limit) and cannot be imported: shorten it");
    const shared = zipOf([...PACKAGE_START, ...workbookParts(1), sharedStrings([{ text: '<si><t>' }, { text: 'B'.repeat(MB), times: 100 }, { text: '</t></si>' }])]);
    expect(await refusal(t, shared)).toBe("A cell holds more than 32767 characters (Excel's own limit) and cannot be imported: shorten it");
    // nor may a value grow by many short runs: a shared string's runs join into one value
    const runs = zipOf([...PACKAGE_START, ...workbookParts(1), sharedStrings([{ text: '<si>' }, { text: `<r><t>${'C'.repeat(1000)}</t></r>`, times: 40 }, { text: '</si>' }])]);
    expect(await refusal(t, runs)).toBe("A cell holds more than 32767 characters (Excel's own limit) and cannot be imported: shorten it");
  }, 60_000);

  it('a zip bomb whose header claims 1 KB while it inflates to 1 GB: stopped at 50 MB of the part', async () => {
    const bomb = zipOf([...PACKAGE_START, ...workbookParts(1), worksheet('xl/worksheets/sheet1.xml', [headerRow, { text: '<x/>'.repeat(256 * 1024), times: 1024 }], 1024)]);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(await refusal(t, bomb)).toBe('A part of the sheet (xl/worksheets/sheet1.xml) unpacks to more than 50 MB and cannot be imported: copy the exhibitor rows into the import template');
    // a part no parser reads is counted all the same
    const binary = zipOf([...PACKAGE_START, ...workbookParts(1), { name: 'xl/printerSettings/printerSettings1.bin', pieces: [{ text: '\0'.repeat(MB), times: 1024 }], claimedSize: 10 }]);
    expect(await refusal(t, binary)).toBe('A part of the sheet (xl/printerSettings/printerSettings1.bin) unpacks to more than 50 MB and cannot be imported: copy the exhibitor rows into the import template');
  }, 60_000);

  it('parts honestly declaring 45 MB each: refused once they pass 100 MB in all', async () => {
    const parts: Part[] = [1, 2, 3].map((n) => ({ name: `customXml/item${n}.xml`, pieces: [{ text: '<a>' }, { text: '<x/>'.repeat(256 * 1024), times: 45 }, { text: '</a>' }] }));
    expect(await refusal(t, zipOf([...PACKAGE_START, ...workbookParts(1), ...parts]))).toBe(
      'The sheet unpacks to more than 100 MB and cannot be imported: copy the exhibitor rows into the import template',
    );
  }, 60_000);

  it('10,000 sheets, listed by the workbook or only present as parts', async () => {
    const sheets = Array.from({ length: 10_000 }, (_, index) => worksheet(`xl/worksheets/sheet${index + 1}.xml`, []));
    const listed = zipOf([...PACKAGE_START, ...workbookParts(10_000), ...sheets]);
    expect(await refusal(t, listed)).toBe('The workbook has more than 100 sheets and cannot be imported: keep the exhibitor sheet only');
    const unlisted = zipOf([...PACKAGE_START, ...sheets, ...workbookParts(1)]);
    expect(await refusal(t, unlisted)).toBe('The workbook has more than 100 sheets and cannot be imported: keep the exhibitor sheet only');
    const parts = zipOf([...PACKAGE_START, ...workbookParts(1), ...Array.from({ length: 2_000 }, (_, index) => ({ name: `customXml/item${index}.xml`, pieces: [{ text: '<a/>' }] }))]);
    expect(await refusal(t, parts)).toBe('The workbook is made of more than 1000 internal files and cannot be imported: copy the exhibitor rows into the import template');
  }, 60_000);

  it('16,384 columns in one row', async () => {
    const wide = sheetPackage([headerRow, { text: '<row r="2">' }, { text: cell('x').repeat(1_024), times: 16 }, { text: '</row>' }]);
    expect(await refusal(t, wide)).toBe("A row of the sheet has more than 256 columns and cannot be imported: keep only the template's columns");
  }, 60_000);

  it('a million rows, even empty ones', async () => {
    const tall = sheetPackage([headerRow, { text: '<row/>'.repeat(10_000), times: 100 }]);
    expect(await refusal(t, tall)).toBe('The sheet has more than 5000 rows and cannot be imported: split it into several sheets');
  }, 60_000);

  it('XML nested a million levels deep, and an XML entity bomb', async () => {
    const deep = sheetPackage([headerRow, { text: '<x>'.repeat(10_000), times: 100 }]);
    expect(await refusal(t, deep)).toBe("The sheet's content is nested more than 64 levels deep and cannot be imported: copy the exhibitor rows into the import template");
    const laughs = zipOf([
      ...PACKAGE_START,
      {
        name: 'xl/workbook.xml',
        pieces: [{ text: '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><workbook>&lol2;</workbook>' }],
      },
    ]);
    expect(await refusal(t, laughs)).toBe('The sheet cannot be read: fill in the import template and upload it again');
  }, 60_000);

  it('a shared-strings table of a million entries', async () => {
    const strings = zipOf([...PACKAGE_START, ...workbookParts(1), sharedStrings([{ text: '<si><t>x</t></si>'.repeat(10_000), times: 100 }]), worksheet('xl/worksheets/sheet1.xml', [headerRow])]);
    expect(strings.length).toBeLessThan(MB);
    expect(await refusal(t, strings)).toBe(
      "The workbook's table of texts has more than 100000 entries and cannot be imported: copy the exhibitor rows into the import template",
    );
  }, 60_000);

  it('thousands of cells repeating one long shared string: bounded by the characters the exhibitor columns may hold in all', async () => {
    const long = 'L'.repeat(30_000);
    const rows = { text: `<row r="2">${['A', 'B', 'C', 'D'].map((column) => `<c r="${column}2" t="s"><v>0</v></c>`).join('')}</row>`, times: 2_000 };
    const repeated = zipOf([...PACKAGE_START, ...workbookParts(1), sharedStrings([{ text: `<si><t>${long}</t></si>` }]), worksheet('xl/worksheets/sheet1.xml', [headerRow, rows])]);
    expect(await refusal(t, repeated)).toBe('The exhibitor columns hold more than 10000000 characters in all and cannot be imported: check for very long cells');
  }, 60_000);

  it('after all of them the server answers, a valid sheet imports and the heap is back near where it started', async () => {
    await stillImports(t, 'after');
    expect((await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.template })).statusCode).toBe(200);
    expect(heapUsed() - heapAtStart).toBeLessThan(200 * MB);
  }, 60_000);
});

describe('a sheet within the bounds that still needs more memory than its worker has', () => {
  let t: TestApp;

  beforeAll(async () => {
    // a worker heap small enough for a real sheet, not for 48 MB of shared strings
    t = await buildTestApp({ jobs: { worker: false, concurrency: 2 }, sheetWorker: { heapMb: 48, timeoutMs: 120_000 } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('ends its one job as failed with the reason, while the server and the next import go on', async () => {
    await stillImports(t, 'tight-before');
    const heavy = zipOf([
      ...PACKAGE_START,
      ...workbookParts(1),
      sharedStrings([{ text: `<si><t>${'H'.repeat(1000)}</t></si>`, times: 48_000 }]),
      worksheet('xl/worksheets/sheet1.xml', [headerRow]),
    ]);
    const response = await upload(t, heavy);
    // the package is within every bound: the upload is taken, the validation job reads it
    expect(response.statusCode).toBe(200);
    const info = await job(t, envelope<{ job_id: number }>(response).data.job_id);
    expect(info).toMatchObject({
      status: 'dead',
      last_error: 'Reading the sheet needs more than the 48 MB of memory allowed, so it cannot be imported: copy the exhibitor rows into the import template',
    });
    await stillImports(t, 'tight-after');
  }, 120_000);
});
