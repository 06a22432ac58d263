// Organizer authorities and the operation log in the browser (issue 11, screens 5 and 8): an authority
// with two menus granted to the editor holds from the editor's next request in its open session, whose
// menu follows without a reload; the own account is not the operator's to grant to, and the log shows who
// changed what. The journey runs its own server: it changes the demo editor's rights, which other journeys rely on.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { menuLabels } from '../support/menu';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { buttonName, expectPath, FIRST_SCREEN_TIMEOUT, menuItem, menuTexts, pageContent, screenshots } from '../support/ui';

const GRANTED_KEYS = ['organizer.exhibition-number', 'download.list'];
const authorityName = `展馆与下载${Date.now() % 100_000}`;

let server: PortalServer;

test.describe.configure({ mode: 'serial' });
// it starts its own server and drives three sessions: beside another journey on two cores it outlasts the default 90 s
test.setTimeout(300_000);

test.beforeAll(async () => {
  server = await startPortalServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const open = (page: Page, pathname: string) => page.goto(urlFor('organizer', pathname, server.port));

/** The checkbox of a role key's node in the authority drawer's tree. */
const treeCheckbox = (drawer: Locator, key: string) => drawer.locator(`.ant-tree-treenode:has([data-role-key="${key}"]) .ant-tree-checkbox`);

async function chooseOption(page: Page, drawer: Locator, label: string): Promise<void> {
  await drawer.getByRole('combobox').click();
  await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${label}"]`).click();
  await drawer.getByRole('combobox').press('Escape');
}

const removeChosen = (drawer: Locator, label: string) => drawer.locator('.ant-select-selection-item', { hasText: label }).locator('.ant-select-selection-item-remove').click();

test('an authority granted to the editor holds from its next request; the own roles are not offered; the log shows it', async ({ browser }) => {
  // the editor works in a session opened before anything changes
  const editorContext = await browser.newContext();
  await loginByApi(editorContext, demoAccounts.editor, server.port);
  const editor = await editorContext.newPage();
  await open(editor, '/news/exhibitor-news-manage');
  await expectPath(editor, '/news/exhibitor-news-manage');

  const organizerContext = await browser.newContext();
  await loginByApi(organizerContext, demoAccounts.organizer, server.port);
  const page = await organizerContext.newPage();
  await open(page, '/organizer/authority-manage');
  const table = pageContent(page).locator('.ant-table');
  await expect(table.getByText('超级管理员', { exact: true })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });

  // create an authority with two menus from the tree
  await page.getByRole('button', { name: /新建权限/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新建权限' });
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer.getByText('名称不能为空')).toBeVisible();
  await expect(drawer.getByText('至少选择一项')).toBeVisible();
  await drawer.getByLabel('权限名称').fill(authorityName);
  for (const key of GRANTED_KEYS) await treeCheckbox(drawer, key).click();
  await screenshots(page, 'organizer-authority-drawer');
  await drawer.getByTestId('drawer-form-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const row = table.locator('tr', { hasText: authorityName });
  await expect(row).toContainText('展馆号管理');
  await expect(row).toContainText('下载管理');
  await screenshots(page, 'organizer-authorities');

  // grant it to the editor in place of its news authority
  await page.getByRole('tab', { name: '账号授权' }).click();
  await expect(page).toHaveURL(/tab=accounts/);
  await page.getByRole('searchbox', { name: '按账号或昵称搜索账号' }).fill('editor');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await page.getByRole('button', { name: '授权 editor' }).click();
  const grant = page.getByRole('dialog').filter({ hasText: '为账号 editor 授权' });
  await removeChosen(grant, '新闻编辑');
  await chooseOption(page, grant, authorityName);
  await expect(grant.getByTestId('effective-menus')).toHaveText(/展馆号管理\s*下载管理/);
  await screenshots(page, 'organizer-authority-grant');
  await grant.getByTestId('drawer-form-save').click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(table.locator('tr', { hasText: 'editor' }).first()).toContainText(authorityName);

  // the editor's next request, in the session opened before and without a reload: its menu still offers
  // the dashboard it lost; the refused call makes the shell read the rights again, so the menu shows only
  // the two granted screens and the guard leaves the dashboard for the 404
  await menuItem(editor, '首页').click();
  await expectPath(editor, '/organizer/404');
  const granted = menuLabels('organizer', 'zh-cn', { permission: GRANTED_KEYS });
  await expect.poll(() => menuTexts(editor)).toEqual(granted);
  await open(editor, '/organizer/exhibition-number');
  await expectPath(editor, '/organizer/exhibition-number');
  await open(editor, '/organizer/authority-manage');
  await expectPath(editor, '/organizer/404');
  await screenshots(editor, 'editor-after-grant');

  // no operator changes its own roles: the organizer's own row offers no grant, and keeps all
  await page.getByRole('searchbox', { name: '按账号或昵称搜索账号' }).fill('organizer');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  const own = table.locator('tr', { has: page.getByText('organizer', { exact: true }) });
  await expect(own).toContainText('本人账号');
  await expect(own).toContainText('超级管理员');
  await expect(page.getByRole('button', { name: '授权 organizer' })).toHaveCount(0);

  // the operation log shows the changes
  await open(page, '/organizer/operation-log');
  const log = pageContent(page).locator('.ant-table');
  await expect(log.locator('tbody tr.ant-table-row').first()).toContainText('授权');
  await expect(log.locator('tr', { hasText: '新增' }).filter({ hasText: '权限' }).first()).toContainText(authorityName);
  await page.getByRole('combobox', { name: '操作', exact: true }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option[title="授权"]').click();
  await expect(page).toHaveURL(/action=grant/);
  await expect(log.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(log.locator('tbody tr.ant-table-row').first()).toContainText('主办方员工');
  await screenshots(page, 'organizer-operation-log');

  await editorContext.close();
  await organizerContext.close();
});
