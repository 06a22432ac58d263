// Issue 18 item 5, credential e-mails with no mail server configured (the embedded demo as `npm start` runs
// it): the accounts screen says so in a banner; a send reads 未发出（未配置邮件服务器）, never 发送成功, and is
// not counted as e-mailed on the dashboard; send-all's confirmation gives the server's count of recipients;
// the demo outbox shows the kept e-mails with their set-password links.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { apiToken, loginByApi } from '../support/session';
import { buttonName, FIRST_SCREEN_TIMEOUT, pageContent, screenshots } from '../support/ui';

const KEPT_STATE = '未发出（未配置邮件服务器）';
const KEPT_TOAST = '邮件已保存到发件箱：未配置邮件服务器，邮件未发出';

const unique = `${Date.now() % 100_000}`;
const accounts = Array.from({ length: 2 }, (_, index) => ({ name: `留存展商${unique}-${index + 1}`, email: `kept${unique}-${index + 1}@journey.example` }));

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, token, 'Client-Type': 'organizer', 'Language-Set': 'zh-cn' });

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const response = await request[method](apiUrl(path), { data, headers: headers(token) });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

const row = (page: Page, email: string) => pageContent(page).locator('tr.ant-table-row').filter({ hasText: email });

test('with no mail server the organizer sees the e-mails kept in the outbox, never 发送成功, and reads them there', async ({ page, context }) => {
  const token = await apiToken(context, demoAccounts.organizer);
  for (const account of accounts) {
    await call(context.request, token, 'post', '/admin/user/exhibitors/add-account', {
      name_zh: account.name,
      name_en: `Kept ${account.name}`,
      email: account.email,
      password: 'Created~2025',
      exhibitor_types: ['Local'],
      operator_password: DEMO_PASSWORD,
    });
  }
  const emailedBefore = (await call<{ funnel: { emailed: number } }>(context.request, token, 'get', '/admin/statistics/info')).funnel.emailed;

  await loginByApi(context, demoAccounts.organizer);
  await page.goto(urlFor('organizer', `/account/exhibitor-account-manage?keyword=${encodeURIComponent(`留存展商${unique}`)}`));
  const notice = page.getByTestId('mail-transport-notice');
  await expect(notice).toContainText('未配置邮件服务器', { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(notice).toContainText('账号邮件不会发出，只保存在发件箱中');
  const table = pageContent(page).locator('.ant-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);

  await table.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: '发送选中邮件' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认向 2 个展商发送账号邮件吗？' }).getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText(KEPT_TOAST)).toBeVisible();
  for (const account of accounts) await expect(row(page, account.email).getByText(KEPT_STATE)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('发送成功')).toHaveCount(0);
  await screenshots(page, 'organizer-kept-mail');

  // the dashboard does not count kept e-mails as sent
  const emailedAfter = (await call<{ funnel: { emailed: number } }>(context.request, token, 'get', '/admin/statistics/info')).funnel.emailed;
  expect(emailedAfter).toBe(emailedBefore);

  // send-all: the count comes from the server's preview of the same call
  const preview = await call<{ recipients: number }>(context.request, token, 'post', '/admin/user/exhibitors/send-email/preview', { all: true });
  await page.getByRole('button', { name: buttonName('全部发送邮件') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确认向 ${preview.recipients} 个展商发送账号邮件吗？` });
  await expect(confirm).toBeVisible();
  await screenshots(page, 'organizer-send-all-confirm');
  await confirm.getByRole('button', { name: buttonName('取消') }).click();
  await expect(confirm).toHaveCount(0);

  // the demo outbox: the kept e-mail and its one-time link, instead of the server log
  await notice.getByRole('button', { name: buttonName('查看发件箱') }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '发件箱（演示模式）' });
  await drawer.getByText(accounts[0].email).first().click();
  const link = drawer.getByRole('link', { name: /\/set-password\?token=/ }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^http:\/\/[^/]+\/set-password\?token=[\w%-]+$/);
  await expect(drawer.getByText('仅保存，未发出').first()).toBeVisible();
  await screenshots(page, 'organizer-outbox');
});
