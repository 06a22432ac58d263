import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { EXHIBITOR_SHEET_PATHS, type ExhibitorSheetApplied } from '@fair/shared/contracts/exhibitor-sheets';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { operationLogs } from '../../../db/schema/operation-log';
import { jobs } from '../../../db/schema/jobs';
import { verifyPassword } from '../../../lib/accounts/password';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { HEADERS, accountSheet, hugeSheet, readRows, sheetUpload, validRows, withMacros, accountsWithCompany } from './sheet-builders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: { worker: false, concurrency: 2 } });
});
afterAll(async () => {
  await t?.close();
});

const EN = { 'language-set': 'en-us' };

async function upload(buffer: Buffer, fileName?: string) {
  const body = sheetUpload(buffer, fileName);
  return t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, payload: body.payload, headers: { ...body.headers, ...EN } });
}

async function job(id: number): Promise<JobInfo> {
  await t.app.jobs.runUntilIdle();
  const response = await t.injectAs('organizerAll', { method: 'GET', url: '/api/jobs/info', query: { id: String(id) }, headers: EN });
  expect(response.statusCode).toBe(200);
  return envelope<JobInfo>(response).data;
}

/** Upload → the validation job's preview (it must succeed). */
async function preview(buffer: Buffer, fileName?: string): Promise<SheetPreview> {
  const response = await upload(buffer, fileName);
  expect(envelope(response)).toMatchObject({ code: 0 });
  const info = await job(envelope<{ job_id: number }>(response).data.job_id);
  expect(info).toMatchObject({ status: 'done', last_error: null });
  return info.result as SheetPreview;
}

async function confirm(previewId: string) {
  return t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.confirm, payload: { preview_id: previewId }, headers: EN });
}

/** Confirm → the apply job's outcome. */
async function apply(previewId: string): Promise<ExhibitorSheetApplied> {
  const response = await confirm(previewId);
  expect(envelope(response)).toMatchObject({ code: 0 });
  const info = await job(envelope<{ job_id: number }>(response).data.job_id);
  expect(info).toMatchObject({ status: 'done' });
  expect(info.done).toBe(info.total);
  return info.result as ExhibitorSheetApplied;
}

async function download(url: string, query?: Record<string, string>): Promise<Buffer> {
  const response = await t.injectAs('organizerAll', { method: 'GET', url, query });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return response.rawPayload;
}

const accountsLike = (pattern: string) => accountsWithCompany(t.db, pattern);

/** The refusal of a whole sheet: the upload answers 422 with the reason, or the validation job dies with it. */
async function refusal(buffer: Buffer): Promise<string> {
  const response = await upload(buffer);
  if (response.statusCode !== 200) {
    expect(response.statusCode).toBe(422);
    const body = envelope<{ errors: { field: string; message: string }[] }>(response);
    expect(body.data.errors[0].field).toBe('file');
    return body.message;
  }
  const info = await job(envelope<{ job_id: number }>(response).data.job_id);
  expect(info.status).toBe('dead');
  return info.last_error as string;
}

describe('template', () => {
  it('has the bilingual columns, an example row and a notes sheet; the example row alone imports nothing', async () => {
    const template = await download(EXHIBITOR_SHEET_PATHS.template);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['展商信息 Exhibitors', '填写说明 Notes']);
    const rows = await readRows(template);
    expect(rows[0]).toEqual(['展商中文名称 / Exhibitor Chinese name', '展商英文名称 / Exhibitor English name', '邮箱（账号） / E-mail (account)', '展商类型 / Exhibitor type', '手机号 / Mobile']);
    expect(rows[1]).toEqual(['示例电子科技有限公司', 'Example Electronics Co., Ltd.', 'contact@example.com', 'FIE, International', '13712345678']);
    expect(workbook.worksheets[1].rowCount).toBeGreaterThan(5);
    expect(await preview(template)).toMatchObject({ total: 0, created: 0, updated: 0, invalid: 0, problems: [], invalid_sheet_url: null, skipped_example_rows: [2] });
  });
});

describe('validation of every row', () => {
  it('names each reason per row and column, in the caller’s language, and counts new / updated / invalid', async () => {
    await t.db.update(exhibitorAccounts).set({ phone: '13900000001' }).where(eq(exhibitorAccounts.email, 'rival@demo.fair'));
    const result = await preview(
      await accountSheet([
        { name_zh: '新公司', name_en: 'New Co', email: 'NEW-ONE@Import.Test', exhibitor_types: 'Local' }, // 2 new
        { name_zh: '演示公司', name_en: 'Demo Co', email: 'exhibitor@demo.fair', exhibitor_types: 'FIE' }, // 3 update
        { name_zh: '', name_en: 'No Chinese', email: 'a1@import.test', exhibitor_types: 'FIE' }, // 4
        { name_zh: '无英文', name_en: '', email: 'a2@import.test', exhibitor_types: 'FIE' }, // 5
        { name_zh: '无邮箱', name_en: 'No mail', email: '', exhibitor_types: 'FIE' }, // 6
        { name_zh: '坏邮箱', name_en: 'Bad mail', email: 'not-an-email', exhibitor_types: 'FIE' }, // 7
        { name_zh: '重复', name_en: 'Twice', email: 'new-one@import.test', exhibitor_types: 'FIE' }, // 8
        { name_zh: '无类型', name_en: 'No type', email: 'a3@import.test', exhibitor_types: '' }, // 9
        { name_zh: '未知类型', name_en: 'Unknown type', email: 'a4@import.test', exhibitor_types: 'FIE, Overseas' }, // 10
        { name_zh: '长'.repeat(201), name_en: 'Long', email: 'a5@import.test', exhibitor_types: 'FIE' }, // 11
        { name_zh: '坏手机', name_en: 'Bad phone', email: 'a6@import.test', exhibitor_types: 'FIE', phone: '138-abc' }, // 12
        { name_zh: '占用手机', name_en: 'Taken phone', email: 'a7@import.test', exhibitor_types: 'FIE', phone: '13900000001' }, // 13
        { name_zh: '长邮箱', name_en: 'Long mail', email: `${'m'.repeat(250)}@import.test`, exhibitor_types: 'FIE' }, // 14
      ]),
    );
    expect(result).toMatchObject({ total: 13, created: 1, updated: 1, invalid: 11 });
    expect(result.problems.map((problem) => [problem.row, problem.column.split(' / ')[1], problem.message])).toEqual([
      [4, 'Exhibitor Chinese name', 'Please enter the exhibitor Chinese name'],
      [5, 'Exhibitor English name', 'Please enter the exhibitor English name'],
      [6, 'E-mail (account)', 'Please enter the exhibitor account (e-mail)'],
      [7, 'E-mail (account)', 'The e-mail address is not valid'],
      [8, 'E-mail (account)', 'This e-mail already appears in row 2'],
      [9, 'Exhibitor type', 'Please choose the exhibitor type'],
      [10, 'Exhibitor type', 'Unknown exhibitor type: Overseas (use FIE, Local or International)'],
      [11, 'Exhibitor Chinese name', 'At most 200 characters'],
      [12, 'Mobile', 'The mobile number may hold digits only, at most 15'],
      [13, 'Mobile', 'This mobile number is used by another account'],
      [14, 'E-mail (account)', 'At most 254 characters'],
    ]);
    // nothing is written by a validation
    expect(await accountsLike('%@import.test')).toHaveLength(0);
  });

  it('answers problems in Chinese by default', async () => {
    const response = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, ...sheetUpload(await accountSheet([{ name_zh: '甲', name_en: 'A', email: 'x', exhibitor_types: 'FIE' }])) });
    const info = await t.app.jobs.runUntilIdle().then(() =>
      t.injectAs('organizerAll', { method: 'GET', url: '/api/jobs/info', query: { id: String(envelope<{ job_id: number }>(response).data.job_id) } }),
    );
    expect((envelope<JobInfo>(info).data.result as SheetPreview).problems[0].message).toBe('邮箱格式不正确');
  });
});

describe('50 rows with 3 bad ones → error sheet → fix → re-import', () => {
  it('ends with 50 accounts and no duplicates, and a re-import of the whole sheet only updates', async () => {
    const rows = validRows(50, 'fifty');
    rows[9] = { ...rows[9], email: 'fifty-10-at-import.test' };
    rows[24] = { ...rows[24], exhibitor_types: 'Overseas' };
    rows[41] = { ...rows[41], name_en: '' };
    const first = await preview(await accountSheet(rows));
    expect(first).toMatchObject({ total: 50, created: 47, updated: 0, invalid: 3 });
    expect(first.invalid_sheet_url).toMatch(/^\/admin\/user\/exhibitors\/import\/invalid\?id=\d+$/);

    const errorSheet = await download(first.invalid_sheet_url!);
    const errorRows = await readRows(errorSheet);
    // no Language-Set: the uploader's language is the default, English
    expect(errorRows[0]).toEqual([...HEADERS, 'Error']);
    expect(errorRows.slice(1).map((row) => row[5])).toEqual([
      '(row 11 of the uploaded sheet) 邮箱（账号） / E-mail (account): The e-mail address is not valid',
      '(row 26 of the uploaded sheet) 展商类型 / Exhibitor type: Unknown exhibitor type: Overseas (use FIE, Local or International)',
      '(row 43 of the uploaded sheet) 展商英文名称 / Exhibitor English name: Please enter the exhibitor English name',
    ]);

    expect(await apply(first.preview_id)).toEqual({ created: 47, updated: 0, invalid: 3 });
    expect(await accountsLike('fifty-%')).toHaveLength(47);

    // the organizer fixes the three rows in the downloaded sheet and imports that sheet
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(errorSheet as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    sheet.getCell('C2').value = 'fifty-10@import.test';
    sheet.getCell('D3').value = 'International';
    sheet.getCell('B4').value = 'fifty Test Electronics 42';
    const fixed = await preview(Buffer.from(await workbook.xlsx.writeBuffer()), 'errors-fixed.xlsx');
    expect(fixed).toMatchObject({ total: 3, created: 3, updated: 0, invalid: 0 });
    expect(await apply(fixed.preview_id)).toEqual({ created: 3, updated: 0, invalid: 0 });

    const accounts = await accountsLike('fifty-%');
    expect(accounts).toHaveLength(50);
    expect(new Set(accounts.map((account) => account.email)).size).toBe(50);
    const fixedRow = accounts.find((account) => account.email === 'fifty-25@import.test')!;
    expect(fixedRow.exhibitor_types).toEqual(['International']);

    // re-importing the whole (fixed) sheet updates the 50, creates none
    rows[9] = { ...rows[9], email: 'fifty-10@import.test' };
    rows[24] = { ...rows[24], exhibitor_types: 'International' };
    rows[41] = { ...rows[41], name_en: 'fifty Test Electronics 42 (renamed)' };
    const again = await preview(await accountSheet(rows));
    expect(again).toMatchObject({ total: 50, created: 0, updated: 50, invalid: 0 });
    expect(await apply(again.preview_id)).toEqual({ created: 0, updated: 50, invalid: 0 });
    const after = await accountsLike('fifty-%');
    expect(after).toHaveLength(50);
    expect(after.find((account) => account.email === 'fifty-42@import.test')!.name_en).toBe('fifty Test Electronics 42 (renamed)');
    const companies = await t.db.select({ n: count() }).from(exhibitors).where(like(exhibitors.email, 'fifty-%'));
    expect(companies[0].n).toBe(50);
  });

  it('creates each new account as the main account of its own company, with no usable password', async () => {
    const [account] = await accountsLike('fifty-1@import.test');
    const [company] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, account.exhibitor_id));
    expect(company).toMatchObject({ name_zh_cn: 'fifty测试电子有限公司1', name_en: 'fifty Test Electronics 1', exhibitor_types: ['FIE', 'International'], is_edit: false });
    expect(account).toMatchObject({ is_child_user: false, exhibitor_types: ['FIE', 'International'], send_status: 'not_sent', approval_status: 'approved' });
    for (const guess of ['', 'Fair2025!', account.password_hash]) expect(await verifyPassword(account.password_hash, guess)).toBe(false);
  });

  it('a re-import renames and retypes the company (the one source of both), saved profile or not, and keeps a mobile the sheet leaves empty', async () => {
    const [saved, unsaved] = [await accountsLike('fifty-2@import.test'), await accountsLike('fifty-3@import.test')].map(([account]) => account);
    await t.db.update(exhibitors).set({ is_edit: true }).where(eq(exhibitors.id, saved.exhibitor_id));
    await t.db.update(exhibitorAccounts).set({ phone: '13911112222' }).where(eq(exhibitorAccounts.id, unsaved.id));
    const result = await preview(
      await accountSheet([
        { name_zh: '改名公司二', name_en: 'Renamed Two', email: 'fifty-2@import.test', exhibitor_types: 'International' },
        { name_zh: '改名公司三', name_en: 'Renamed Three', email: 'fifty-3@import.test', exhibitor_types: 'FIE, Local' },
      ]),
    );
    expect(await apply(result.preview_id)).toEqual({ created: 0, updated: 2, invalid: 0 });
    const companyOf = async (id: number) => (await t.db.select().from(exhibitors).where(eq(exhibitors.id, id)))[0];
    expect(await companyOf(saved.exhibitor_id)).toMatchObject({ name_zh_cn: '改名公司二', name_en: 'Renamed Two', exhibitor_types: ['International'], is_edit: true });
    expect(await companyOf(unsaved.exhibitor_id)).toMatchObject({ name_zh_cn: '改名公司三', name_en: 'Renamed Three', exhibitor_types: ['FIE', 'Local'] });
    expect((await accountsLike('fifty-2@import.test'))[0]).toMatchObject({ name_zh: '改名公司二', name_en: 'Renamed Two', exhibitor_types: ['International'] });
    expect((await accountsLike('fifty-3@import.test'))[0]).toMatchObject({ name_zh: '改名公司三', exhibitor_types: ['FIE', 'Local'], phone: '13911112222' });
  });

  it('records one operation log entry per import, with its counts', async () => {
    const entries = await t.db.select().from(operationLogs).where(and(eq(operationLogs.action, 'import'), eq(operationLogs.entity, 'exhibitor-account')));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.map((entry) => entry.actor_name)).toContain('organizer');
    expect(entries.some((entry) => JSON.stringify(entry.changes).includes('"created":[null,47]'))).toBe(true);
  });
});

describe('sheets refused as a whole, with a clear reason and never a 5xx', () => {
  it('refuses a formula, naming the cell', async () => {
    expect(await refusal(await accountSheet(validRows(3, 'formula'), { formulaAt: 3 }))).toBe(
      'Cell A3 contains a formula and cannot be imported: enter values only (paste special → values)',
    );
  });

  it('refuses pictures', async () => {
    expect(await refusal(await accountSheet(validRows(2, 'image'), { image: true }))).toBe(
      'The sheet contains pictures or embedded objects and cannot be imported: remove them and upload again',
    );
  });

  it('refuses macros', async () => {
    expect(await refusal(await withMacros(await accountSheet(validRows(2, 'macro'))))).toBe(
      'The sheet contains macros and cannot be imported: save it as an .xlsx without macros and upload again',
    );
  });

  it('refuses 100,000 rows: the cap is 5,000', async () => {
    expect(await refusal(await hugeSheet(100_000))).toBe('The sheet has more than 5000 rows and cannot be imported: split it into several sheets');
    expect(await accountsLike('bulk-%')).toHaveLength(0);
  }, 120_000);

  it('refuses a picture named .xlsx, another extension, a sheet without the columns and an empty sheet', async () => {
    expect(await refusal(PNG_1X1)).toBe('Please upload the exhibitor information sheet as an .xlsx file (download the template first)');
    const sheet = await accountSheet(validRows(1, 'csv'));
    const response = await upload(sheet, 'accounts.csv');
    expect(response.statusCode).toBe(422);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Name', 'Mail']);
    workbook.worksheets[0].addRow(['A', 'a@b.c']);
    expect(await refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).toMatch(/^The sheet lacks required columns: 展商中文名称 \/ Exhibitor Chinese name, /);
    expect(await refusal(await accountSheet([]))).toBe('The sheet contains no exhibitor rows');
  });

  it('refuses an upload without a file and a request from outside the role', async () => {
    const missing = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, headers: EN });
    expect(missing.statusCode).toBe(422);
    const limited = await t.injectAs('organizerLimited', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, ...sheetUpload(await accountSheet(validRows(1, 'limited'))) });
    expect(limited.statusCode).toBe(403);
    const exhibitor = await t.injectAs('exhibitorA', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.export });
    expect(exhibitor.statusCode).toBe(403);
  });
});

describe('export', () => {
  it('streams the filtered accounts in the template columns, and the file imports back unchanged', async () => {
    const exported = await download(EXHIBITOR_SHEET_PATHS.export, { keyword: 'fifty', type: 'Local' });
    const rows = await readRows(exported);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.length - 1).toBe(17);
    expect(rows.slice(1).filter((row) => row[2].startsWith('fifty-') && row[3].includes('Local'))).toHaveLength(17);
    const before = await accountsLike('fifty-%');
    const back = await preview(exported, 'export.xlsx');
    expect(back).toMatchObject({ total: 17, created: 0, updated: 17, invalid: 0 });
    await apply(back.preview_id);
    const after = await accountsLike('fifty-%');
    expect(after.map(({ name_zh, name_en, exhibitor_types, phone }) => ({ name_zh, name_en, exhibitor_types, phone }))).toEqual(
      before.map(({ name_zh, name_en, exhibitor_types, phone }) => ({ name_zh, name_en, exhibitor_types, phone })),
    );
  });

  it('escapes text a spreadsheet would run as a formula, and the import takes the escape off again', async () => {
    const dangerous = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)'];
    const result = await preview(
      await accountSheet(dangerous.map((name, index) => ({ name_zh: `安全公司${index}`, name_en: name, email: `escape-${index}@import.test`, exhibitor_types: 'FIE' }))),
    );
    await apply(result.preview_id);
    const exported = await readRows(await download(EXHIBITOR_SHEET_PATHS.export, { keyword: 'escape-' }));
    expect(exported.slice(1).map((row) => row[1])).toEqual(dangerous.map((name) => `'${name}`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(EXHIBITOR_SHEET_PATHS.export, { keyword: 'escape-' })) as unknown as ExcelJS.Buffer);
    workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
    const back = await preview(await download(EXHIBITOR_SHEET_PATHS.export, { keyword: 'escape-' }));
    await apply(back.preview_id);
    const stored = await accountsLike('escape-%');
    expect(stored.map((account) => account.name_en)).toEqual(dangerous);
  });
});

describe('a check picked up again after a page reload', () => {
  const read = async (name: 'organizerAll' | 'organizerLimited', id: number) => {
    const response = await t.injectAs(name, { method: 'GET', url: '/api/jobs/info', query: { id: String(id) }, headers: EN }, { fresh: true });
    return { status: response.statusCode, job: envelope<JobInfo>(response).data };
  };

  it('answers its progress and then its preview to the same organizer in a new session; the error sheet and confirm work from it', async () => {
    const response = await upload(await accountSheet([...validRows(3, 'reload'), { name_zh: '坏邮箱', name_en: 'Bad mail', email: 'bad', exhibitor_types: 'FIE' }]));
    const id = envelope<{ job_id: number }>(response).data.job_id;
    expect(await read('organizerAll', id)).toMatchObject({ status: 200, job: { id, kind: 'exhibitor-sheets.preview', status: 'queued', result: null } });
    expect((await read('organizerLimited', id)).status).toBe(404);

    await t.app.jobs.runUntilIdle();
    const { job: checked } = await read('organizerAll', id);
    expect(checked).toMatchObject({
      status: 'done',
      done: 4,
      total: 4,
      result: { preview_id: String(id), total: 4, created: 3, updated: 0, invalid: 1, invalid_sheet_url: `${EXHIBITOR_SHEET_PATHS.invalid}?id=${id}` },
    });
    const errors = await readRows(await download(EXHIBITOR_SHEET_PATHS.invalid, { id: String(id) }));
    expect(errors.map((row) => row[2])).toEqual([HEADERS[2], 'bad']);

    const outcome = await apply((checked.result as SheetPreview).preview_id);
    expect(outcome).toEqual({ created: 3, updated: 0, invalid: 1 });
    expect((await accountsLike('reload-%')).map((account) => account.email)).toEqual(['reload-1@import.test', 'reload-2@import.test', 'reload-3@import.test']);
  });
});

describe('writing is one transaction and safe in parallel', () => {
  it('two confirms of the same validation answer the same job', async () => {
    const result = await preview(await accountSheet(validRows(3, 'same')));
    const [a, b] = await Promise.all([confirm(result.preview_id), confirm(result.preview_id)]);
    expect(envelope<{ job_id: number }>(a).data.job_id).toBe(envelope<{ job_id: number }>(b).data.job_id);
    await t.app.jobs.runUntilIdle();
    expect(await accountsLike('same-%')).toHaveLength(3);
  });

  it('two imports of one sheet applied in parallel leave exactly one account per e-mail: the later one finds its preview stale and writes nothing', async () => {
    const sheet = await accountSheet(validRows(40, 'parallel'));
    const [one, two] = [await preview(sheet), await preview(sheet)];
    expect(one.created).toBe(40);
    expect(two.created).toBe(40);
    const answers = await Promise.all([confirm(one.preview_id), confirm(two.preview_id)]);
    await t.app.jobs.runUntilIdle();
    const outcomes = await Promise.all(answers.map(async (answer) => (await job(envelope<{ job_id: number }>(answer).data.job_id)).result as ExhibitorSheetApplied));
    expect(outcomes.map((outcome) => outcome.created).sort()).toEqual([0, 40]);
    // its 40 creates would now be updates: refused, with a new preview to confirm instead
    expect(outcomes.map((outcome) => outcome.updated)).toEqual([0, 0]);
    expect(outcomes.filter((outcome) => outcome.stale_preview_job_id !== undefined)).toHaveLength(1);
    const accounts = await accountsLike('parallel-%');
    expect(accounts).toHaveLength(40);
    const companies = await t.db.select({ n: count() }).from(exhibitors).where(like(exhibitors.email, 'parallel-%'));
    expect(companies[0].n).toBe(40);
  });

  it('a failure in the middle of the writes leaves nothing written, and the retried job writes everything', async () => {
    // a database error on the 30th of 40 rows, raised by a trigger the test adds
    await t.db.execute(sql.raw(`create function fail_import() returns trigger language plpgsql as $$ begin if new.email = 'broken-30@import.test' then raise exception 'disk full'; end if; return new; end $$`));
    await t.db.execute(sql.raw('create trigger fail_import before insert on exhibitor_accounts for each row execute function fail_import()'));
    const result = await preview(await accountSheet(validRows(40, 'broken')));
    const answer = await confirm(result.preview_id);
    const jobId = envelope<{ job_id: number }>(answer).data.job_id;
    const failed = await job(jobId);
    expect(failed.status).toBe('queued');
    expect(await accountsLike('broken-%')).toHaveLength(0);
    expect(await t.db.select({ n: count() }).from(exhibitors).where(like(exhibitors.email, 'broken-%'))).toEqual([{ n: 0 }]);

    await t.db.execute(sql.raw('drop trigger fail_import on exhibitor_accounts'));
    await t.db.execute(sql.raw('drop function fail_import'));
    await t.db.update(jobs).set({ run_at: sql`now()` }).where(inArray(jobs.id, [jobId]));
    expect(await job(jobId)).toMatchObject({ status: 'done', result: { created: 40, updated: 0, invalid: 0 } });
    expect(await accountsLike('broken-%')).toHaveLength(40);
  });

  it('keeps a validation and its error sheet to the organizer who made it', async () => {
    const response = await upload(await accountSheet([{ name_zh: '甲', name_en: 'A', email: 'bad', exhibitor_types: 'FIE' }]));
    const id = envelope<{ job_id: number }>(response).data.job_id;
    await t.app.jobs.runUntilIdle();
    const other = await t.injectAs('exhibitorA', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.invalid, query: { id: String(id) } });
    expect(other.statusCode).toBe(403);
    const nothing = await confirm(String(id));
    expect(envelope(nothing)).toMatchObject({ code: 409, message: 'There are no valid rows to import' });
    const missing = await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.invalid, query: { id: '999999' } });
    expect(missing.statusCode).toBe(404);
  });
});
