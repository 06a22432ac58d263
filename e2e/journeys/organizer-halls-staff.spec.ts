// Organizer console, part 1 in the browser: hall numbers and staff accounts, and the limited editor kept out.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { buttonName, expectPath, openAs, pageContent, screenshots } from '../support/ui';

// SPEC §8, quoted exactly.
const DELETE_CONFIRM = '此操作将永久删除该数据, 是否继续?';
const DELETED = '数据删除成功';

const unique = `${Date.now() % 100_000}`;

async function confirmDialog(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog.locator('.ant-modal-confirm-title', { hasText: '系统提示' })).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
}

test('organizer adds, moves and deletes a hall number; a hall exhibitors use stays', async ({ page }) => {
  await openAs(page, demoAccounts.organizer, '/organizer/exhibition-number');
  const table = pageContent(page).locator('.ant-table');
  await expect(table.getByText('1.1号馆', { exact: true })).toBeVisible();

  const nameZh = `测试馆${unique}`;
  await page.getByRole('button', { name: /新增展馆号/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增展馆号' });
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer.getByText('名称不能为空')).toHaveCount(2);
  await drawer.getByLabel('中文名称').fill(nameZh);
  await drawer.getByLabel('英文名称').fill(`Test hall ${unique}`);
  await drawer.getByTestId('drawer-form-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await page.getByRole('searchbox', { name: '按中文或英文名称搜索展馆号' }).fill(nameZh);
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: '按中文或英文名称搜索展馆号' }).fill('');
  await expect(table.locator('tbody tr.ant-table-row').last()).toContainText(nameZh);
  await page.getByRole('button', { name: `上移 ${nameZh}` }).click();
  await expect(page.getByText('排序已更新')).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row').last()).not.toContainText(nameZh);
  await screenshots(page, 'organizer-halls');

  await page.getByRole('button', { name: '删除 1.1号馆' }).click();
  await confirmDialog(page, DELETE_CONFIRM);
  await expect(page.getByText(/家展商使用该展馆号，请先为其更换展馆后再删除/)).toBeVisible();
  await expect(table.getByText('1.1号馆', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `删除 ${nameZh}` }).click();
  await confirmDialog(page, DELETE_CONFIRM);
  await expect(page.getByText(DELETED)).toBeVisible();
  await expect(table.getByText(nameZh)).toHaveCount(0);
});

test('organizer creates a staff account with the operator’s password, disables and deletes it', async ({ page }) => {
  await openAs(page, demoAccounts.organizer, '/organizer/account-manage');
  const table = pageContent(page).locator('.ant-table');
  await expect(table.getByText('editor', { exact: true }).first()).toBeVisible();

  const userName = `staff${unique}`;
  await page.getByRole('button', { name: /新增账号/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增账号' });
  await drawer.getByLabel('账号').fill(userName);
  await drawer.getByLabel('密码', { exact: true }).fill('Staff~2025_ok');
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer.getByText('请输入操作人密码')).toBeVisible();
  await drawer.getByLabel('操作人密码').fill(DEMO_PASSWORD);
  await drawer.getByTestId('drawer-form-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(table.getByText(userName, { exact: true }).first()).toBeVisible();
  await screenshots(page, 'organizer-staff');

  await page.getByRole('button', { name: `禁用 ${userName}` }).click();
  await confirmDialog(page, '禁用后该账号将立即退出登录且无法再登录，是否继续?');
  await expect(page.getByRole('button', { name: `启用 ${userName}` })).toBeVisible();
  await page.getByRole('button', { name: `删除 ${userName}` }).click();
  await confirmDialog(page, DELETE_CONFIRM);
  await expect(page.getByText(DELETED)).toBeVisible();

  await page.getByRole('tab', { name: '小程序管理员' }).click();
  await expect(page).toHaveURL(/tab=miniprog/);
  await expect(table.getByText('miniprog', { exact: true }).first()).toBeVisible();
});

test('editor (limited organizer) gets /organizer/404 on the hall and staff screens', async ({ page }) => {
  await openAs(page, demoAccounts.editor, '/organizer/exhibition-number');
  for (const path of ['/organizer/exhibition-number', '/organizer/account-manage']) {
    await page.goto(urlFor('organizer', path));
    await expectPath(page, '/organizer/404');
  }
});
