// Organizer download centre in the browser: a file published today for one exhibitor type reaches the
// exhibitors of that type (who download the very bytes uploaded) and no one else.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../support/accounts';
import { sha256 } from '../support/file-hashes';
import { urlFor } from '../support/hosts';
import { buttonName, expectPath, FIRST_SCREEN_TIMEOUT, openAs, pageContent, screenshots } from '../support/ui';

// two organizer pages, two exhibitors and four screenshots: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 180_000 });

const unique = `${Date.now() % 100_000}`;
const titleZh = `布展须知${unique}`;
const titleEn = `Build-up notice ${unique}`;
const fileName = `布展须知${unique}.xlsx`;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('布展').addRows([['项目', '时间'], ['进馆', '08:00']]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function loggedIn(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openAs(page, account, account.home);
  return page;
}

test('organizer publishes a file for Local exhibitors from today: a Local exhibitor downloads it, an International one never sees it', async ({ page, browser }) => {
  const bytes = await workbook();
  await openAs(page, demoAccounts.organizer, '/download/list');
  await expect(pageContent(page).locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.getByRole('button', { name: /新建下载/ }).click();
  await expectPath(page, '/download/create');

  const form = page.getByTestId('download-form');
  // SPEC §5: the required prompts, before anything is sent
  await form.getByRole('button', { name: buttonName('保存并发布') }).click();
  for (const prompt of ['请输入中文标题', '请输入英文标题', '请上传文件', '请选择展商类型']) await expect(form.getByText(prompt)).toBeVisible();
  // SPEC §5: over 20971520 bytes is refused in the widget
  await form.locator('input[type="file"]').setInputFiles({ name: 'too-big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(20_971_521) });
  await expect(form.getByText('上传文件大小不能超过 20M')).toBeVisible();

  await form.getByLabel('中文标题').fill(titleZh);
  await form.getByLabel('英文标题').fill(titleEn);
  await form.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  await expect(form.getByTestId('uploaded-file')).toHaveText(fileName);
  await form.getByRole('checkbox', { name: 'Local' }).check();
  await screenshots(page, 'organizer-download-form');
  await form.getByRole('button', { name: buttonName('保存并发布') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expectPath(page, '/download/list');
  const row = pageContent(page).locator('tr.ant-table-row').filter({ hasText: titleZh });
  await expect(row).toContainText(fileName);
  await expect(row).toContainText('已发布');
  await screenshots(page, 'organizer-download-list');

  // exhibitor@demo.fair is Local: the file is listed from today and downloads with the uploaded bytes
  const local = await loggedIn(browser, demoAccounts.exhibitor);
  await local.goto(urlFor('exhibitor', '/download/download-center'));
  const listed = pageContent(local).locator('tr.ant-table-row').filter({ hasText: titleZh });
  await expect(listed).toContainText(fileName, { timeout: FIRST_SCREEN_TIMEOUT });
  const downloading = local.waitForEvent('download');
  await listed.getByTestId('download-file').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(bytes));
  await screenshots(local, 'exhibitor-download-centre-local');
  await local.context().close();

  // rival@demo.fair is International: not for it
  const international = await loggedIn(browser, demoAccounts.rival);
  await international.goto(urlFor('exhibitor', '/download/download-center'));
  await expect(pageContent(international).locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(pageContent(international).getByText(titleZh)).toHaveCount(0);
  await international.context().close();

  // the organizer edits it as a draft: the Local exhibitor no longer sees it; then deletes it
  await row.getByRole('button', { name: `编辑 ${titleZh}`, exact: true }).click();
  await expectPath(page, '/download/edit');
  await expect(form.getByTestId('uploaded-file')).toHaveText(fileName);
  await form.getByRole('button', { name: buttonName('保存草稿') }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: `删除 ${titleZh}`, exact: true }).click();
  const confirmation = page.getByRole('dialog').filter({ hasText: '此操作将永久删除该数据, 是否继续?' });
  await confirmation.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText('数据删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
