// Organizer console, part 3 in the browser: a portal ad opened through its counted address, and the login
// pages' texts and banners edited without a rebuild. The journey runs its own server: it changes the login
// pages every other journey opens.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { pngFile } from '../support/exhibitor-images';
import { apiUrl, urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { FIRST_SCREEN_TIMEOUT, headerTitle, pageContent, screenshots } from '../support/ui';

const unique = `${Date.now() % 100_000}`;
let server: PortalServer;

test.describe.configure({ mode: 'serial' });
// it starts its own server beside another journey on two cores
test.setTimeout(240_000);

test.beforeAll(async () => {
  server = await startPortalServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function openAsOrganizer(page: Page, pathname: string): Promise<void> {
  await loginByApi(page.context(), demoAccounts.organizer, server.port);
  await page.goto(urlFor('organizer', pathname, server.port));
  await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
}

/** The row's cell under the clicks header, once the list shows the row. */
async function clicksCell(page: Page, row: Locator): Promise<Locator> {
  await expect(row).toBeVisible();
  const headers = await pageContent(page).locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.includes('点击量'));
  expect(column).toBeGreaterThan(0);
  return row.locator('td').nth(column);
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

test('an ad is created, listed by api/ad/list and counted once when the same visitor opens it twice', async ({ page, request }) => {
  await openAsOrganizer(page, '/organizer/advertising');
  await expect(headerTitle(page)).toContainText('广告管理');
  const target = `https://sponsor.example/e2e-${unique}`;

  await page.getByRole('button', { name: /新增广告/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增广告' });
  await drawer.getByLabel('跳转或下载地址').fill('sponsor.example');
  await drawer.getByTestId('drawer-form-save').click();
  await expect(drawer.getByText('请上传广告图片')).toBeVisible();
  await expect(drawer.getByText('链接须包含 http:// 或 https://')).toBeVisible();
  await drawer.locator('input[type="file"]').setInputFiles(pngFile('ad.png', { width: 750, height: 300 }));
  await expect(drawer.locator('.fair-image-upload img')).toBeVisible();
  await drawer.getByLabel('跳转或下载地址').fill(target);
  await drawer.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const row = pageContent(page).locator('tbody tr.ant-table-row').filter({ hasText: target });
  await expect(row).toBeVisible();
  await expect(await clicksCell(page, row)).toHaveText('0');

  const listed = (await (await request.get(apiUrl('/api/ad/list', server.port))).json()) as { data: { target_url: string; click_url: string }[] };
  const ad = listed.data.find((entry) => entry.target_url === target);
  expect(ad?.click_url).toMatch(/^\/api\/ad\/click\/\d+$/);

  for (let open = 0; open < 2; open += 1) {
    const answer = await request.get(apiUrl(ad!.click_url, server.port), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(target);
  }
  await page.reload();
  // one visitor, once this hour
  await expect(await clicksCell(page, row)).toHaveText('1');
  await screenshots(page, 'organizer-ads');
});

async function expectLoginTitle(browser: Browser, clientType: 'exhibitor' | 'organizer' | 'miniprog', path: string, title: string): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(urlFor(clientType, path, server.port));
  await expect(visitor.locator('.fair-login-fair-name')).toHaveText(title);
  return visitor;
}

test('the login title, copyright, a footer link and a banner saved in page edit show on every client type\'s login page', async ({ page, browser }) => {
  await openAsOrganizer(page, '/organizer/page-edit');
  const banners = page.getByRole('form', { name: '轮播图' });
  await banners.getByRole('button', { name: /添加轮播图/ }).click();
  await banners.locator('input[type="file"]').setInputFiles(pngFile('banner.png', { width: 1260, height: 432 }));
  await expect(banners.locator('.fair-image-upload img')).toBeVisible();
  await banners.getByLabel('中文标题').fill('欢迎参展');
  await banners.getByLabel('英文标题').fill('Welcome');
  await banners.getByRole('button', { name: '保存轮播图' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();

  const title = `2025 春季电子展 ${unique}`;
  const login = page.getByRole('form', { name: '登录页' });
  await login.getByLabel('中文标题（登录页左侧大标题）').fill(title);
  await login.getByLabel('中文版权信息').fill('© 2025 春季电子展主办方');
  await login.getByRole('button', { name: /添加链接/ }).click();
  const link = login.getByRole('group', { name: '第 1 个链接' });
  await link.getByLabel('中文名称').fill('隐私政策');
  await link.getByLabel('英文名称').fill('Privacy');
  await link.getByLabel('链接地址').fill('https://fair.example/privacy');
  // the banners' toast gone first, so the one seen next is this save's
  await expect(toast(page, '保存成功')).toHaveCount(0);
  await login.getByRole('button', { name: '保存登录页' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await screenshots(page, 'organizer-page-edit');

  const exhibitorLogin = await expectLoginTitle(browser, 'exhibitor', '/exhibitor_login', title);
  await expect(exhibitorLogin.getByText('© 2025 春季电子展主办方')).toBeVisible();
  await expect(exhibitorLogin.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', 'https://fair.example/privacy');
  await expect(exhibitorLogin.getByRole('img', { name: '欢迎参展' })).toBeVisible();
  await screenshots(exhibitorLogin, 'login-page-edited', { inLayout: false });
  await (await expectLoginTitle(browser, 'organizer', '/organizer_login', title)).context().close();
  await (await expectLoginTitle(browser, 'miniprog', '/miniprog_login', title)).context().close();
  await exhibitorLogin.context().close();
});
