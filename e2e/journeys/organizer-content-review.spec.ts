// Issue 20, review of exhibitor content: the organizer withdraws an exhibitor's product on
// /exhibit/exhibit-data-manage, the product leaves the public catalogue and a message reaches that
// exhibitor's bell; on /news/exhibitor-news-manage the export asks for a selection (SPEC §5), then the news
// of two exhibitors is exported and the .xlsx read back.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { bellCount } from '../support/exhibitor-ui';
import { urlFor } from '../support/hosts';
import { portalApi } from '../support/portal-api';
import { apiToken, loginByApi } from '../support/session';
import { buttonName, FIRST_SCREEN_TIMEOUT, openAs, pageContent, screenshots } from '../support/ui';

// a step that cannot happen fails on its own, naming it, instead of using up the whole journey's time
test.use({ actionTimeout: 20_000 });

const unique = `${Date.now() % 100_000}`;

interface Page_<T> {
  list: T[];
}
interface Product {
  id: number;
  name_zh: string;
  status: string;
}

test('organizer withdraws an exhibitor’s product: it leaves the catalogue and the exhibitor’s bell says so', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const exhibitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const exhibitorToken = await loginByApi(exhibitorContext, demoAccounts.exhibitor);
  const exhibitorApi = portalApi(exhibitorContext.request, exhibitorToken, 'exhibitor');
  const [product] = (await exhibitorApi.get<Page_<Product>>('/exhibitors/product/list', { status: 'published', page_size: 1 })).list;
  expect(product, 'the demo exhibitor has a published product').toBeTruthy();
  const catalogue = urlFor('exhibitor', `/catalogue/products/${product.id}`);
  try {
    expect((await exhibitorContext.request.get(catalogue)).status()).toBe(200);
    const exhibitorPage = await exhibitorContext.newPage();
    await exhibitorPage.goto(urlFor('exhibitor', '/exhibitor/dashboard'));
    await expect(exhibitorPage.getByTestId('notification-bell')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    const unreadBefore = await bellCount(exhibitorPage);

    await openAs(page, demoAccounts.organizer, '/exhibit/exhibit-data-manage');
    const table = pageContent(page).locator('.ant-table');
    await expect(table.locator('tbody tr.ant-table-row').first(), 'the products of all exhibitors').toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await screenshots(page, 'organizer-exhibit-data');

    await page.getByRole('searchbox', { name: '按展品或展商名称搜索' }).fill(product.name_zh);
    await page.getByRole('button', { name: buttonName('搜索') }).click();
    await expect(page).toHaveURL(/keyword=/);
    // the search's answer is on screen: the first page held this product too, and its rows are replaced
    await expect(pageContent(page).locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: product.name_zh }).first();
    await expect(row).toContainText('已发布');
    await row.getByRole('button', { name: `查看 ${product.name_zh}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '查看展品' });
    await expect(drawer).toContainText(product.name_zh);
    await screenshots(page, 'organizer-exhibit-data-view');
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: `撤回发布 ${product.name_zh}` }).click();
    await expect(page.getByText('已撤回发布')).toBeVisible();
    await expect(row).toContainText('草稿');

    // gone from the public catalogue at once, and the exhibitor's bell has the organizer's message
    expect((await exhibitorContext.request.get(catalogue)).status()).toBe(404);
    // journeys running beside this one write to the same demo exhibitor's box: at least this one message came
    await exhibitorPage.reload();
    await expect.poll(() => bellCount(exhibitorPage)).toBeGreaterThan(unreadBefore);
    await exhibitorPage.getByTestId('notification-bell').click();
    await expect(exhibitorPage.getByTestId('bell-message').filter({ hasText: '主办方撤回了您的展品发布' }).first()).toBeVisible();
    await screenshots(exhibitorPage, 'exhibitor-bell-withdrawn');

    // the delete asks the SPEC §8 exhibit-data question (cancelled here)
    await row.getByRole('button', { name: `删除 ${product.name_zh}` }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: '此操作将永久删除该展品数据, 是否继续?' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: buttonName('取消') }).click();
  } finally {
    // the demo product is published again for the journeys that show it
    await exhibitorApi.post('/exhibitors/product/state', { id: product.id, action: 'publish' });
    await exhibitorContext.close();
  }
});

test('organizer exports the news of two exhibitors after the SPEC §5 prompt, and the sheet holds their news', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // each exhibitor uploads a news item now: the two are the latest uploads, at the top of the list
  const titles: Record<string, string> = {};
  for (const account of [demoAccounts.exhibitor, demoAccounts.rival]) {
    const context = await browser.newContext();
    const api = portalApi(context.request, await apiToken(context, account), 'exhibitor');
    titles[account.userName] = `=审核导出新闻${unique}-${account.userName.split('@')[0]}`;
    await api.post('/exhibitors/news/save', { title_zh: titles[account.userName], title_en: `Review export ${unique}`, content_zh: '<p>新闻内容</p>', content_en: '<p>News body</p>', status: 'published' });
    await context.close();
  }

  await openAs(page, demoAccounts.organizer, '/news/exhibitor-news-manage');
  const table = pageContent(page).locator('.ant-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });

  // SPEC §5: nothing selected
  await page.getByRole('button', { name: '导出新闻' }).click();
  await expect(page.getByText('请选择需要导出的资料')).toBeVisible();

  // the two exhibitors that just uploaded lead the list (newest upload first)
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const names = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()].map((cell) => cell.split('\n')[0].trim());
  await screenshots(page, 'organizer-exhibitor-news');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出新闻' }).click()]);
  expect(download.suggestedFilename()).toBe('展商新闻.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('展商新闻')!;
  const lines: string[][] = [];
  sheet.eachRow((line) => lines.push((line.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  expect(lines[0].slice(0, 6)).toEqual(['展商中文名称', '展商英文名称', '中文标题', '英文标题', '中文内容', '英文内容']);
  expect(new Set(lines.slice(1).map((line) => line[0]))).toEqual(new Set(names));
  // the titles begin with '=': written escaped, as text
  for (const title of Object.values(titles)) expect(lines.some((line) => line[2] === `'${title}`)).toBe(true);
  expect(lines.find((line) => line[2] === `'${Object.values(titles)[0]}`)?.[4]).toBe('新闻内容');

  // an exhibitor's news in the drawer, paged on its own
  await rows.nth(0).getByRole('button', { name: `查看新闻 ${names[0]}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `${names[0]} 的新闻` });
  await expect(drawer.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await screenshots(page, 'organizer-exhibitor-news-items');
  await drawer.locator('.ant-drawer-close').first().click();

  await page.goto(urlFor('organizer', '/activity/exhibit-activity-manage'));
  await expect(rows.first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.getByRole('button', { name: '导出活动信息' }).click();
  await expect(page.getByText('请选择需要导出的活动')).toBeVisible();
  await screenshots(page, 'organizer-exhibit-activities');
});
