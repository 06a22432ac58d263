// Organizer notifications in the browser: one published to International exhibitors reaches an International
// exhibitor's bell and not a Local one's; deleting it takes it out of the box again. Other journeys write to the
// same demo exhibitors' boxes at the same time, so counts are compared before and after, never read as totals.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../support/accounts';
import { text } from '../support/exhibitor-texts';
import { bellCount, button, confirmDialog, toast, typeRichText } from '../support/exhibitor-ui';
import { buttonName, expectPath, openAs, pageContent, screenshots } from '../support/ui';

// an organizer, two exhibitors and four screenshots: more than the default 90 s on a busy machine
test.describe.configure({ timeout: 180_000 });

const unique = `${Date.now() % 100_000}`;
const titleZh = `境外展商报到须知${unique}`;
const titleEn = `Check-in for international exhibitors ${unique}`;
const notice = (key: string, values: Record<string, string | number> = {}) => text(`organizer:notifications.${key}`, 'zh-cn', values);

async function exhibitorPage(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openAs(page, account, account.home);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  return page;
}

/** The titles in the bell's list, opened afresh (the page is reloaded so the count and the list are the server's now). */
async function bellTitles(page: Page): Promise<string[]> {
  await page.reload();
  await page.getByTestId('notification-bell').click();
  const items = page.getByTestId('bell-message');
  await expect(items.first()).toBeVisible();
  const titles = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  return titles;
}

test('a notification published to International exhibitors rises an International exhibitor’s bell, not a Local one’s, and leaves it when deleted', async ({ page, browser }) => {
  // rival@demo.fair's company is International, exhibitor@demo.fair's Local
  const international = await exhibitorPage(browser, demoAccounts.rival);
  const local = await exhibitorPage(browser, demoAccounts.exhibitor);
  const before = await bellCount(international);

  await openAs(page, demoAccounts.organizer, '/organizer/notification');
  await page.getByRole('button', { name: buttonName(notice('create')) }).click();
  await expectPath(page, '/organizer/notification-create');
  const form = page.getByTestId('notification-form');
  await form.getByRole('radio', { name: notice('audiences.types') }).check();
  // SPEC §5: both titles and the exhibitor type are prompted before anything is sent
  await form.getByRole('button', { name: buttonName('保存并发布') }).click();
  for (const prompt of ['请输入中文标题', '请输入英文标题', '请选择展商类型']) await expect(form.getByText(prompt)).toBeVisible();

  await form.getByLabel(notice('titleZh'), { exact: true }).fill(titleZh);
  await form.getByLabel(notice('titleEn'), { exact: true }).fill(titleEn);
  await typeRichText(page, notice('contentZh'), '请于3月25日前到一号馆服务台报到。');
  await form.getByRole('checkbox', { name: 'International' }).check();
  await screenshots(page, 'organizer-notification-form');
  await form.getByRole('button', { name: buttonName('保存并发布') }).click();
  const publishing = confirmDialog(page, notice('publishConfirm.types'));
  await button(publishing, '确定').click();
  await expect(toast(page, '已发布').first()).toBeVisible();
  await expectPath(page, '/organizer/notification');
  const row = pageContent(page).locator('tr.ant-table-row').filter({ hasText: titleZh });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText(notice('audiences.types'));
  await screenshots(page, 'organizer-notification-list');

  // the International exhibitor's bell counts one more and lists it; the Local exhibitor's box never holds it
  await expect.poll(async () => (await bellTitles(international)).some((title) => title.includes(titleZh))).toBe(true);
  expect(await bellCount(international)).toBeGreaterThanOrEqual(before + 1);
  expect((await bellTitles(local)).some((title) => title.includes(titleZh))).toBe(false);

  // deleting a published notification says it leaves the boxes, and it does
  await row.getByRole('checkbox').check();
  await page.getByTestId('list-bulk-actions').getByRole('button', { name: notice('deleteSelected') }).click();
  const deleting = confirmDialog(page, '其中 1 条已发布的通知也将从展商的消息中心移除');
  await button(deleting, '确定').click();
  await expect(toast(page, '数据删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await bellTitles(international)).some((title) => title.includes(titleZh))).toBe(false);

  await international.context().close();
  await local.context().close();
});
