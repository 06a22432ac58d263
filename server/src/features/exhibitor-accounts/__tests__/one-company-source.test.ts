import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '@fair/shared/contracts/envelope';
import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { REGISTER_PATHS, type RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { EXHIBITOR_SHEET_PATHS, type ExhibitorSheetApplied } from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import type { ProfileView } from '@fair/shared/contracts/profile';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { DEMO_LOGINS } from '../../../seed/demo-accounts';
import { operationLogs } from '../../../db/schema/operation-log';
import { applicationAreas, productCategories } from '../../../db/schema/reference';
import { PNG_1X1 } from '../../../lib/file-kind/__tests__/samples';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';
import { accountSheet, readRows, sheetUpload } from '../../exhibitor-sheets/__tests__/sheet-builders';

/**
 * Issue 18 item 9: the company row is the one source of a company's names and exhibitor types. What the
 * account screen writes, the info screen, its export and the exhibitor's own profile read; what the
 * exhibitor writes on its profile, the account screen and its export read.
 */
let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'one-source-'));
  t = await buildTestApp({ uploadDir, jobs: { worker: false, concurrency: 2 } });
});
afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const EMAIL = DEMO_LOGINS.newcomer;
const organizer = (url: string, query: Record<string, string> = {}) => t.injectAs('organizerAll', { method: 'GET', url, query, headers: { 'language-set': 'en-us' } });

async function job(id: number): Promise<JobInfo> {
  await t.app.jobs.runUntilIdle();
  return envelope<JobInfo>(await organizer('/api/jobs/info', { id: String(id) })).data;
}

/** The account screen's edit: the account sheet, checked and confirmed. */
async function importRows(rows: Parameters<typeof accountSheet>[0]): Promise<ExhibitorSheetApplied> {
  const body = sheetUpload(await accountSheet(rows));
  const uploaded = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.upload, payload: body.payload, headers: body.headers });
  const preview = (await job(envelope<{ job_id: number }>(uploaded).data.job_id)).result as SheetPreview;
  const confirmed = await t.injectAs('organizerAll', { method: 'POST', url: EXHIBITOR_SHEET_PATHS.confirm, payload: { preview_id: preview.preview_id } });
  return (await job(envelope<{ job_id: number }>(confirmed).data.job_id)).result as ExhibitorSheetApplied;
}

const accountRow = async () => envelope<Page<ExhibitorAccountItem>>(await organizer('/admin/user/exhibitors', { keyword: EMAIL })).data.list;
const infoRows = async (query: Record<string, string>) => envelope<Page<RegisterItem>>(await organizer(REGISTER_PATHS.list, query)).data.list;
const profile = async () => envelope<ProfileView>(await t.injectAs('exhibitorNew', { method: 'GET', url: '/exhibitors/exhibitors/info' })).data;

/** The info screen's export, rows below the header as [Chinese name, English name, type]. */
async function infoExport(query: Record<string, string>): Promise<unknown[][]> {
  const response = await organizer(REGISTER_PATHS.export, query);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0].getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
  expect(rows[0][7]).toBe('Exhibitor type');
  return rows.slice(1).map((row) => [row[1], row[2], row[7]]);
}

/** The account screen's export, rows below the header as [Chinese name, English name, type]. */
async function accountExport(): Promise<string[][]> {
  const response = await organizer(EXHIBITOR_SHEET_PATHS.export, { keyword: EMAIL });
  expect(response.statusCode).toBe(200);
  return (await readRows(response.rawPayload)).slice(1).map((row) => [row[0], row[1], row[3]]);
}

it('an account edit on the account screen is what the info screen, its export and the exhibitor’s profile show', async () => {
  expect(await importRows([{ name_zh: '一源电子有限公司', name_en: 'One Source Electronics', email: EMAIL, exhibitor_types: 'International, FIE' }])).toEqual({ created: 0, updated: 1, invalid: 0 });

  const [account] = await accountRow();
  expect(account).toMatchObject({ name_zh: '一源电子有限公司', name_en: 'One Source Electronics', exhibitor_types: ['FIE', 'International'] });
  const [info] = await infoRows({ keyword: '一源' });
  expect(info).toMatchObject({ id: account.exhibitor_id, name_zh_cn: '一源电子有限公司', name_en: 'One Source Electronics', exhibitor_types: ['FIE', 'International'] });
  expect(await infoExport({ keyword: '一源' })).toEqual([['一源电子有限公司', 'One Source Electronics', 'FIE, International']]);
  expect(await accountExport()).toEqual([['一源电子有限公司', 'One Source Electronics', 'FIE, International']]);
  expect(await profile()).toMatchObject({ name_zh_cn: '一源电子有限公司', name_en: 'One Source Electronics', exhibitor_types: ['FIE', 'International'] });

  // either type finds it on both screens
  for (const type of ['FIE', 'International']) {
    expect((await infoRows({ keyword: '一源', exhibitor_type: type })).map((row) => row.id)).toEqual([account.exhibitor_id]);
    expect((await accountRow()).length).toBe(1);
    expect(envelope<Page<ExhibitorAccountItem>>(await organizer('/admin/user/exhibitors', { keyword: EMAIL, type })).data.list.map((row) => row.id)).toEqual([account.id]);
  }
  expect(await infoRows({ keyword: '一源', exhibitor_type: 'Local' })).toEqual([]);

  // the operation log names the account's fields as before
  const [entry] = await t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, 'exhibitor-account'), eq(operationLogs.entity_id, String(account.id)), eq(operationLogs.action, 'update')))
    .orderBy(desc(operationLogs.id))
    .limit(1);
  expect(entry.changes).toMatchObject({
    name_zh: ['新锐半导体有限公司', '一源电子有限公司'],
    name_en: ['', 'One Source Electronics'],
    exhibitor_types: [['FIE'], ['FIE', 'International']],
  });
});

it('a name the exhibitor saves on its profile is the account screen’s name, in its list and its export', async () => {
  const upload = async () => {
    const body = multipartBody([{ field: 'file', fileName: 'logo.png', content: PNG_1X1 }]);
    return envelope<{ url: string }>(await t.injectAs('exhibitorNew', { method: 'POST', url: '/exhibitors/attachment/upload', ...body })).data.url;
  };
  const [category] = await t.db.insert(productCategories).values({ level: 1, name_zh: '元器件', name_en: 'Components' }).returning({ id: productCategories.id });
  const [area] = await t.db.insert(applicationAreas).values({ name_zh: '汽车电子', name_en: 'Automotive' }).returning({ id: applicationAreas.id });
  const saved = await t.injectAs('exhibitorNew', {
    method: 'POST',
    url: '/exhibitors/exhibitors/save',
    payload: {
      logo: await upload(),
      qr_code: await upload(),
      name_zh_cn: '自改名称半导体',
      name_en: 'Self Renamed Semiconductor',
      country: 'CN',
      categories: [category.id],
      application_areas: [area.id],
      intro_zh: '简介',
      intro_en: 'Intro',
      website: 'https://self-renamed.example',
      email: 'info@self-renamed.example',
      join_year: 2020,
    },
  });
  expect(envelope(saved).data).toMatchObject({ name_zh_cn: '自改名称半导体' });

  const [account] = await accountRow();
  expect(account).toMatchObject({ name_zh: '自改名称半导体', name_en: 'Self Renamed Semiconductor', exhibitor_types: ['FIE', 'International'], is_edit: true });
  expect(await accountExport()).toEqual([['自改名称半导体', 'Self Renamed Semiconductor', 'FIE, International']]);
  expect((await infoRows({ keyword: '自改' })).map((row) => [row.name_zh_cn, row.name_en])).toEqual([['自改名称半导体', 'Self Renamed Semiconductor']]);
  // a keyword search of the account screen finds the new name
  expect(envelope<Page<ExhibitorAccountItem>>(await organizer('/admin/user/exhibitors', { keyword: 'Self Renamed' })).data.list.map((row) => row.id)).toEqual([account.id]);
});
