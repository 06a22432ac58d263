// Exhibitor accounts through the organizer's screen, the whole life of one account: created in the drawer
// (the exhibitor logs in with it), its password reset (the old one no longer works), banned (the exhibitor's
// open session ends and the login says why), enabled again, and deleted (no login at all).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, loginApiPath } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { loginByApi } from '../support/session';
import { buttonName, expectPath, headerTitle, loginThroughForm, pageContent, screenshots } from '../support/ui';

// SPEC §8 and the screen's texts, quoted exactly.
const DELETE_CONFIRM = '此操作将永久删除该数据, 是否继续?';
const BAN_CONFIRM = '禁用后该展商账号将立即退出登录且无法再登录，是否继续?';
const BANNED = '账号已被禁用，请联系主办方工作人员';
const WRONG_PASSWORD = '账号或密码错误';

const unique = `${Date.now() % 100_000}`;
const account = { name: `生命周期展商${unique}`, email: `lifecycle${unique}@journey.example`, newPassword: 'Journey~2026' };

/** The login answer's message for this e-mail and password ('' when it succeeds). */
async function loginMessage(request: APIRequestContext, password: string): Promise<string> {
  const response = await request.post(apiUrl(loginApiPath.exhibitor), {
    data: { user_name: account.email, password, clientType: 'exhibitor', remember: false },
    headers: { 'Client-Type': 'exhibitor', 'Language-Set': 'zh-cn' },
  });
  const body = (await response.json()) as { code: number; message: string };
  return body.code === 0 ? '' : body.message;
}

async function confirmDialog(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog.locator('.ant-modal-confirm-title', { hasText: '系统提示' })).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
}

test('the organizer creates an exhibitor account, resets its password, bans and enables it, and deletes it', async ({ page, context, browser }) => {
  await loginByApi(context, demoAccounts.organizer);
  await page.goto(urlFor('organizer', '/account/exhibitor-account-manage'));
  await expect(headerTitle(page)).toContainText('展商账号');

  await page.getByRole('button', { name: /新建展商账号/ }).click();
  const create = page.getByRole('dialog').filter({ hasText: '新建展商账号' });
  await create.getByLabel('展商中文名称').fill(account.name);
  await create.getByLabel('展商英文名称').fill(`Lifecycle Exhibitor ${unique}`);
  await create.getByLabel('邮箱（展商账号）').fill(account.email);
  await create.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await create.getByLabel('展商类型').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^FIE$/ }).click();
  await create.getByLabel('操作人密码').fill(DEMO_PASSWORD);
  await create.getByTestId('drawer-form-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const search = page.getByRole('searchbox', { name: '按展商名称或邮箱搜索' });
  await search.fill(account.email);
  await search.press('Enter');
  const rows = pageContent(page).locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(account.name);
  await expect(rows.first()).toContainText('正常');
  await screenshots(page, 'organizer-exhibitor-account-created');

  // the exhibitor logs in with it, in a browser of its own
  const exhibitorContext = await browser.newContext();
  const exhibitor = await exhibitorContext.newPage();
  await loginThroughForm(exhibitor, { userName: account.email, clientType: 'exhibitor', home: '/user/edit' });
  await expectPath(exhibitor, '/user/edit');

  await page.getByRole('button', { name: `重置密码 ${account.email}` }).click();
  const reset = page.getByRole('dialog').filter({ hasText: '重置密码' });
  await reset.getByLabel('新密码').fill(account.newPassword);
  await reset.getByLabel('操作人密码').fill(DEMO_PASSWORD);
  await reset.getByTestId('drawer-form-save').click();
  await expect(page.getByText('重置密码成功')).toBeVisible();
  expect(await loginMessage(context.request, DEMO_PASSWORD)).toBe(WRONG_PASSWORD);
  expect(await loginMessage(context.request, account.newPassword)).toBe('');

  await page.getByRole('button', { name: `禁用 ${account.email}` }).click();
  await confirmDialog(page, BAN_CONFIRM);
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(rows.first()).toContainText('已禁用');
  expect(await loginMessage(context.request, account.newPassword)).toBe(BANNED);
  // the open session ended with the ban: the exhibitor's next page asks for a login
  await exhibitor.reload();
  await expectPath(exhibitor, '/exhibitor_login');
  await exhibitorContext.close();

  await page.getByRole('button', { name: `启用 ${account.email}` }).click();
  await confirmDialog(page, '确定启用该展商账号吗？');
  await expect(rows.first()).toContainText('正常');
  expect(await loginMessage(context.request, account.newPassword)).toBe('');

  await page.getByRole('button', { name: `删除 ${account.email}` }).click();
  await confirmDialog(page, DELETE_CONFIRM);
  await expect(page.getByText('数据删除成功')).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await loginMessage(context.request, account.newPassword)).toBe(WRONG_PASSWORD);
});
