import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '@fair/shared/contracts/envelope';
import { EXHIBITOR_ACCOUNT_PATHS } from '@fair/shared/contracts/exhibitor-accounts';
import { EXHIBITOR_SHEET_PATHS, type ExhibitorSheetApplied } from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { SheetPreview, SheetPreviewRow } from '@fair/shared/contracts/sheets';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { operationLogs } from '../../../db/schema/operation-log';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { accountSheet, sheetUpload, accountsWithCompany } from './sheet-builders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: { worker: false, concurrency: 2 } });
});
afterAll(async () => {
  await t?.close();
});

const EN = { 'language-set': 'en-us' };

async function job(id: number, headers: Record<string, string> = EN): Promise<JobInfo> {
  await t.app.jobs.runUntilIdle();
  return envelope<JobInfo>(await t.injectAs('organizerAll', { method: 'GET', url: '/api/jobs/info', query: { id: String(id) }, headers })).data;
}

async function preview(buffer: Buffer, headers: Record<string, string> = EN): Promise<SheetPreview> {
  const body = sheetUpload(buffer);
  const response = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, payload: body.payload, headers: { ...body.headers, ...headers } });
  const info = await job(envelope<{ job_id: number }>(response).data.job_id, headers);
  expect(info.status).toBe('done');
  return info.result as SheetPreview;
}

/** Confirm → the apply job, finished. */
async function confirm(previewId: string, headers: Record<string, string> = EN): Promise<ExhibitorSheetApplied> {
  const response = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.confirm, payload: { preview_id: previewId }, headers });
  expect(envelope(response)).toMatchObject({ code: 0 });
  const info = await job(envelope<{ job_id: number }>(response).data.job_id, headers);
  expect(info.status).toBe('done');
  return info.result as ExhibitorSheetApplied;
}

async function rows(previewId: string, query: Record<string, string> = {}, headers: Record<string, string> = EN) {
  const response = await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.rows, query: { id: previewId, ...query }, headers });
  expect(response.statusCode).toBe(200);
  return envelope<Page<SheetPreviewRow>>(response).data;
}

/** The organizer creates an account by hand (the create form, in another tab). */
async function createByHand(email: string, name_zh: string) {
  const response = await t.injectAs('organizerAll', {
    method: 'POST',
    url: EXHIBITOR_ACCOUNT_PATHS.addAccount,
    payload: { name_zh, name_en: `Hand made ${email}`, email, password: 'Expo~2025_pw', exhibitor_types: ['Local'], operator_password: DEMO_PASSWORD },
  });
  expect(envelope(response).code).toBe(0);
}

const accountsLike = (pattern: string) => accountsWithCompany(t.db, pattern);

describe('the template’s example row', () => {
  it('is skipped: the downloaded template filled with 3 rows previews 3 new accounts and says the example was skipped', async () => {
    const template = await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.template });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('C2').value).toBe('contact@example.com');
    sheet.addRow(['模板一公司', 'Template One', 'template-1@import.test', 'FIE']);
    sheet.addRow(['模板二公司', 'Template Two', 'template-2@import.test', 'Local']);
    sheet.addRow(['模板三公司', 'Template Three', 'template-3@import.test', '国际展商']);
    const result = await preview(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toMatchObject({ total: 3, created: 3, updated: 0, invalid: 0, skipped_example_rows: [2] });
    expect((await rows(result.preview_id)).list.map((row) => row.key)).toEqual(['template-1@import.test', 'template-2@import.test', 'template-3@import.test']);
    expect(await confirm(result.preview_id)).toEqual({ created: 3, updated: 0, invalid: 0 });
    expect(await accountsLike('%@example.com')).toEqual([]);
  });
});

describe('the preview’s rows', () => {
  it('lists the rows to create (every field), to update (only the changed fields, before → after) and the refused ones, paged and filtered', async () => {
    await t.db.update(exhibitorAccounts).set({ phone: '13800000009' }).where(eq(exhibitorAccounts.email, 'template-1@import.test'));
    const result = await preview(
      await accountSheet([
        { name_zh: '模板一公司', name_en: 'Template One Renamed', email: 'template-1@import.test', exhibitor_types: 'FIE, Local' }, // 2 update: name_en, types
        ...Array.from({ length: 12 }, (_, index) => ({ name_zh: `行${index}公司`, name_en: `Row ${index}`, email: `rows-${String(index).padStart(2, '0')}@import.test`, exhibitor_types: 'Local', phone: index === 0 ? '13600000000' : '' })),
        { name_zh: '坏邮箱', name_en: 'Bad', email: 'bad-mail', exhibitor_types: 'FIE' }, // 15
      ]),
    );
    expect(result).toMatchObject({ total: 14, created: 12, updated: 1, invalid: 1, skipped_example_rows: [], rows_url: `${EXHIBITOR_SHEET_PATHS.rows}?id=${result.preview_id}` });

    const updated = await rows(result.preview_id, { action: 'update' });
    expect(updated).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(updated.list[0]).toEqual({
      row: 2,
      action: 'update',
      key: 'template-1@import.test',
      changes: [
        { column: '展商英文名称 / Exhibitor English name', before: 'Template One', after: 'Template One Renamed' },
        { column: '展商类型 / Exhibitor type', before: 'FIE', after: 'FIE, Local' },
      ],
      problems: [],
    });

    const created = await rows(result.preview_id, { action: 'create', page: '2', page_size: '10' });
    expect(created).toMatchObject({ total: 12, page: 2, page_size: 10 });
    expect(created.list.map((row) => row.row)).toEqual([13, 14]);
    const first = (await rows(result.preview_id, { action: 'create', page_size: '1' })).list[0];
    expect(first.changes).toEqual([
      { column: '展商中文名称 / Exhibitor Chinese name', before: null, after: '行0公司' },
      { column: '展商英文名称 / Exhibitor English name', before: null, after: 'Row 0' },
      { column: '展商类型 / Exhibitor type', before: null, after: 'Local' },
      { column: '手机号 / Mobile', before: null, after: '13600000000' },
    ]);

    // refused rows in the reader's language
    const invalid = await rows(result.preview_id, { action: 'invalid' }, { 'language-set': 'zh-cn' });
    expect(invalid.list).toEqual([{ row: 15, action: 'invalid', key: 'bad-mail', changes: [], problems: [{ row: 15, column: '邮箱（账号） / E-mail (account)', message: '邮箱格式不正确' }] }]);
    expect((await rows(result.preview_id)).total).toBe(14);
  });

  it('answers another organizer’s validation as missing, and refuses a bad query without a 5xx', async () => {
    const result = await preview(await accountSheet([{ name_zh: '甲', name_en: 'A', email: 'own-1@import.test', exhibitor_types: 'FIE' }]));
    const other = await t.injectAs('exhibitorA', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.rows, query: { id: result.preview_id } });
    expect(other.statusCode).toBe(403);
    const limited = await t.injectAs('organizerLimited', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.rows, query: { id: result.preview_id } });
    expect(limited.statusCode).toBe(403);
    const queries: Record<string, string>[] = [{ id: result.preview_id, action: 'delete' }, { id: result.preview_id, page_size: '1000' }, { id: 'x' }];
    for (const query of queries) {
      const response = await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.rows, query });
      expect(response.statusCode).toBe(422);
    }
    const missing = await t.injectAs('organizerAll', { method: 'GET', url: EXHIBITOR_SHEET_PATHS.rows, query: { id: '999999' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a stale preview is checked again when confirmed', () => {
  it('refuses the confirm, writes nothing, and answers a new preview showing the hand-made account’s row as an update', async () => {
    const sheet = await accountSheet([
      { name_zh: '过期一公司', name_en: 'Stale One', email: 'stale-1@import.test', exhibitor_types: 'FIE' },
      { name_zh: '过期二公司', name_en: 'Stale Two', email: 'stale-2@import.test', exhibitor_types: 'FIE' },
    ]);
    const first = await preview(sheet);
    expect(first).toMatchObject({ created: 2, updated: 0, stale: null });

    await createByHand('stale-2@import.test', '手工创建公司');
    const [handMade] = await accountsLike('stale-2@import.test');
    const logsBefore = (await t.db.select().from(operationLogs)).length;
    const companiesBefore = (await t.db.select().from(exhibitors)).length;

    const outcome = await confirm(first.preview_id);
    expect(outcome).toEqual({ created: 0, updated: 0, invalid: 0, stale_preview_job_id: expect.any(Number) });
    // nothing written: no new account, the hand-made one untouched, no company, no log entry
    expect((await accountsLike('stale-%')).map((account) => account.email)).toEqual(['stale-2@import.test']);
    expect((await accountsLike('stale-2@import.test'))[0]).toMatchObject({ name_zh: '手工创建公司', name_en: 'Hand made stale-2@import.test', exhibitor_types: ['Local'], updated_at: handMade.updated_at });
    expect(await t.db.select().from(exhibitors)).toHaveLength(companiesBefore);
    expect(await t.db.select().from(operationLogs)).toHaveLength(logsBefore);

    const fresh = await job(outcome.stale_preview_job_id!);
    const again = fresh.result as SheetPreview;
    expect(again).toMatchObject({
      created: 1,
      updated: 1,
      stale: {
        previous_preview_id: first.preview_id,
        rows: [{ row: 3, key: 'stale-2@import.test', message: 'Was a new account in the preview; an account with this e-mail now exists, so the row updates it' }],
      },
    });
    const update = (await rows(again.preview_id, { action: 'update' })).list[0];
    expect(update).toMatchObject({ row: 3, key: 'stale-2@import.test' });
    expect(update.changes).toContainEqual({ column: '展商中文名称 / Exhibitor Chinese name', before: '手工创建公司', after: '过期二公司' });

    // the same stale confirm again answers the same refusal; the new preview, confirmed, writes what it showed
    expect((await confirm(first.preview_id)).stale_preview_job_id).toBe(outcome.stale_preview_job_id);
    expect(await confirm(again.preview_id)).toEqual({ created: 1, updated: 1, invalid: 0 });
    expect((await accountsLike('stale-%')).map((account) => [account.email, account.name_zh])).toEqual([
      ['stale-1@import.test', '过期一公司'],
      ['stale-2@import.test', '过期二公司'],
    ]);
  });

  it('refuses an update whose account was edited after the preview, and a row that became a conflict, in the organizer’s language', async () => {
    const first = await preview(
      await accountSheet([
        { name_zh: '过期一公司（改）', name_en: 'Stale One', email: 'stale-1@import.test', exhibitor_types: 'FIE' },
        { name_zh: '冲突公司', name_en: 'Conflict', email: 'conflict-1@import.test', exhibitor_types: 'FIE', phone: '13500000077' },
      ]),
      { 'language-set': 'zh-tw' },
    );
    expect(first).toMatchObject({ created: 1, updated: 1 });
    // the exhibitor renames its company on its profile meanwhile: the account screen's name changed
    const [edited] = await accountsLike('stale-1@import.test');
    await t.db.update(exhibitors).set({ name_en: 'Edited meanwhile' }).where(eq(exhibitors.id, edited.exhibitor_id));
    await t.db.update(exhibitorAccounts).set({ phone: '13500000077' }).where(eq(exhibitorAccounts.email, 'stale-2@import.test'));

    const outcome = await confirm(first.preview_id, { 'language-set': 'zh-tw' });
    expect(outcome.stale_preview_job_id).toEqual(expect.any(Number));
    expect((await accountsLike('stale-1@import.test'))[0]).toMatchObject({ name_zh: '过期一公司', name_en: 'Edited meanwhile' });
    expect(await accountsLike('conflict-%')).toEqual([]);
    const again = (await job(outcome.stale_preview_job_id!)).result as SheetPreview;
    expect(again).toMatchObject({ created: 0, updated: 1, invalid: 1 });
    expect(again.stale!.rows.map((row) => [row.row, row.message])).toEqual([
      [2, '要更新的帳號在預覽後已被修改'],
      [3, expect.stringMatching(/^此行現已無法匯入：/)],
    ]);
  });
});
