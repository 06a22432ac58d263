// Exhibitor information sheet in the browser: a 50-row sheet with 3 bad rows is imported, the error sheet
// downloaded, fixed (as a person would in Excel) and imported again → 50 accounts, no duplicates; the
// accounts export in the template's columns. The import writes in one transaction on the server's embedded
// database, so the journey has a server of its own instead of holding up the journeys beside it.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { startOwnServer, type OwnServer } from '../support/exhibitor-server';
import { buttonName, openAs, pageContent, screenshots } from '../support/ui';

const HEADERS = ['展商中文名称 / Exhibitor Chinese name', '展商英文名称 / Exhibitor English name', '邮箱（账号） / E-mail (account)', '展商类型 / Exhibitor type', '手机号 / Mobile'];
const prefix = `journey${Date.now() % 100_000}`;

/** 50 rows in the template's columns; rows 11, 26 and 43 of the sheet are wrong in three different ways. */
async function fiftyRowSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('展商信息');
  sheet.addRow(HEADERS);
  for (let n = 1; n <= 50; n += 1) {
    sheet.addRow([
      `${prefix}电子有限公司${n}`,
      n === 42 ? '' : `${prefix} Electronics ${n}`,
      n === 10 ? `${prefix}-10-at-sheets.test` : `${prefix}-${n}@sheets.test`,
      n === 25 ? 'Overseas' : n % 2 ? 'FIE, International' : '国内展商',
      '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowTexts = (sheet: ExcelJS.Worksheet): string[][] => {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
};

async function upload(drawer: Locator, name: string, buffer: Buffer): Promise<void> {
  await drawer.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}

/** Waits for the check's preview and for these counts in it (a preview still on screen may show older ones). */
async function expectCounts(drawer: Locator, expected: string[]): Promise<void> {
  const preview = drawer.getByTestId('sheet-preview');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await preview.locator('.ant-statistic').allInnerTexts()).map((text) => text.replace(/\s+/g, ''))).toEqual(expected);
}

async function confirmAndWait(page: Page, drawer: Locator, rows: number, created: number): Promise<void> {
  await drawer.getByTestId('sheet-confirm').click();
  await expect(drawer.getByTestId('job-counts')).toContainText(`已完成 · ${rows} / ${rows}`, { timeout: 30_000 });
  await expect(page.getByText(`导入完成：新增 ${created} 个账号，更新 0 个账号`)).toBeVisible();
}

let ownServer: OwnServer;
test.beforeAll(async () => {
  ownServer = await startOwnServer();
});
test.afterAll(async () => {
  await ownServer?.stop();
});

test('organizer imports 50 rows with 3 bad ones, fixes them in the downloaded error sheet, imports again and exports the 50 accounts', async ({ page }) => {
  test.setTimeout(180_000);
  await openAs(page, demoAccounts.organizer, '/account/exhibitor-account-manage');
  await expect(pageContent(page).locator('.ant-table')).toBeVisible();

  await page.getByRole('button', { name: '导入展商信息表' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '导入展商信息表' });
  const [template] = await Promise.all([page.waitForEvent('download'), drawer.getByTestId('sheet-template').click()]);
  expect(template.suggestedFilename()).toBe('展商信息导入模板.xlsx');
  const templateBook = await workbookOf(template);
  expect(templateBook.worksheets.map((sheet) => sheet.name)).toEqual(['展商信息 Exhibitors', '填写说明 Notes']);
  expect(rowTexts(templateBook.worksheets[0])[0]).toEqual(HEADERS);

  await upload(drawer, '展商信息.xlsx', await fiftyRowSheet());
  await expectCounts(drawer, ['总行数50', '新增47', '更新0', '无效3']);
  await expect(drawer.getByText('3 行数据有误，不会导入；请下载错误行，修改后重新导入。')).toBeVisible();
  await expect(drawer.getByText('未知的展商类型：Overseas（可填 FIE、Local、International）')).toBeVisible();
  await screenshots(page, 'organizer-exhibitor-sheets-preview');
  // what the confirm will do, row by row: the new accounts with their values, the refused rows with their errors
  const rows = drawer.getByTestId('sheet-rows');
  await expect(rows.getByRole('tab')).toHaveText(['新增 47', '更新 0', '无效 3']);
  await rows.getByRole('tab', { name: '新增 47' }).click();
  const created = rows.getByTestId('sheet-rows-create');
  await expect(created.getByRole('cell', { name: `${prefix}-1@sheets.test`, exact: true })).toBeVisible();
  await expect(created.getByText(`展商中文名称 / Exhibitor Chinese name: ${prefix}电子有限公司1`, { exact: true })).toBeVisible();
  await expect(created.getByText('共 47 条')).toBeVisible();
  await screenshots(page, 'organizer-exhibitor-sheets-preview-created');
  await rows.getByRole('tab', { name: '无效 3' }).click();
  const invalid = rows.getByTestId('sheet-rows-invalid');
  await expect(invalid.getByText('邮箱格式不正确')).toBeVisible();
  await expect(invalid.getByRole('cell', { name: `${prefix}-10-at-sheets.test`, exact: true })).toBeVisible();
  // the check's job is in the address: a reload comes back to the same preview
  await expect(page).toHaveURL(/import_check=\d+/);
  await page.reload();
  await expectCounts(drawer, ['总行数50', '新增47', '更新0', '无效3']);

  const [errors] = await Promise.all([page.waitForEvent('download'), drawer.getByTestId('sheet-invalid-download').click()]);
  const errorBook = await workbookOf(errors);
  const errorSheet = errorBook.worksheets[0];
  const errorRows = rowTexts(errorSheet);
  expect(errorRows[0]).toEqual([...HEADERS, '错误原因 / Error']);
  expect(errorRows.slice(1).map((row) => row[5])).toEqual([
    '（原第 11 行） 邮箱（账号） / E-mail (account): 邮箱格式不正确',
    '（原第 26 行） 展商类型 / Exhibitor type: 未知的展商类型：Overseas（可填 FIE、Local、International）',
    '（原第 43 行） 展商英文名称 / Exhibitor English name: 请输入展商英文名称',
  ]);

  await confirmAndWait(page, drawer, 47, 47);

  // the organizer fixes the three rows in the error sheet, as in Excel, and imports that file
  errorSheet.getCell('C2').value = `${prefix}-10@sheets.test`;
  errorSheet.getCell('D3').value = 'International';
  errorSheet.getCell('B4').value = `${prefix} Electronics 42`;
  await drawer.getByTestId('sheet-another').click();
  await upload(drawer, '展商信息导入错误行.xlsx', Buffer.from(await errorBook.xlsx.writeBuffer()));
  await expectCounts(drawer, ['总行数3', '新增3', '更新0', '无效0']);
  await confirmAndWait(page, drawer, 3, 3);
  await screenshots(page, 'organizer-exhibitor-sheets-imported');
  await drawer.locator('.ant-drawer-close').click();
  await expect(page).not.toHaveURL(/import_(job|check)=/);

  // 50 accounts, one per e-mail
  await page.getByRole('searchbox', { name: '按展商名称或邮箱搜索' }).fill(prefix);
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(pageContent(page).getByText('共 50 条')).toBeVisible();
  await screenshots(page, 'organizer-exhibitor-sheets-list');

  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出账号' }).click()]);
  expect(exported.suggestedFilename()).toBe('展商账号.xlsx');
  const exportedRows = rowTexts((await workbookOf(exported)).worksheets[0]);
  expect(exportedRows[0]).toEqual(HEADERS);
  const emails = exportedRows.slice(1).map((row) => row[2]);
  expect(emails).toHaveLength(50);
  expect(new Set(emails)).toEqual(new Set(Array.from({ length: 50 }, (_, index) => `${prefix}-${index + 1}@sheets.test`)));
  expect(exportedRows.find((row) => row[2] === `${prefix}-25@sheets.test`)?.[3]).toBe('International');
});
