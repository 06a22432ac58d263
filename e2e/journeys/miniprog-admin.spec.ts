// Mini-programme admin in the browser (issue 12): every screen opens and saves, and what is saved is what
// the public API /api/miniprog/v1 serves — a popup scheduled for tomorrow (checked with the server's clock
// moved forward), a badge and a popup ending tomorrow (gone once the clock passes their end), an ad and a
// badge on the mobile home, a second terms version, a featured exhibitor and its order. Its own server, whose clock
// the popup test moves.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { pngFile } from '../support/exhibitor-images';
import { apiUrl, urlFor } from '../support/hosts';
import { loginByApi } from '../support/session';
import { useShiftedClockServer } from '../support/shifted-clock-server';
import { buttonName, FIRST_SCREEN_TIMEOUT, headerTitle, pageContent, screenshots } from '../support/ui';

const DAY_MS = 24 * 60 * 60 * 1000;
const unique = `${Date.now() % 100_000}`;

const portal = useShiftedClockServer();

test.describe.configure({ mode: 'serial' });

async function open(context: BrowserContext, page: Page, pathname: string, title: string): Promise<void> {
  await loginByApi(context, demoAccounts.miniprog, portal.server.port);
  await page.goto(urlFor('miniprog', pathname, portal.server.port));
  await expect(headerTitle(page)).toContainText(title, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(pageContent(page)).toBeVisible();
}

/** GET on the public API, as the mini-programme calls it (no token). */
async function publicApi<T>(context: BrowserContext, pathname: string): Promise<T> {
  const response = await context.request.get(apiUrl(pathname, portal.server.port), { headers: { 'Language-Set': 'zh-cn' } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text);
const drawer = (page: Page, title: string): Locator => page.getByRole('dialog').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

async function confirm(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
}

/** Types a Shanghai wall-clock time into the date-time picker labelled `label` and confirms it. */
async function pickTime(scope: Locator, label: string, wallTime: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(wallTime);
  await input.press('Enter');
  await expect(input).toHaveValue(wallTime);
}

/** Adds a popup on the open popup screen, its image uploaded, with one end of its schedule set; saved. */
async function addPopup(page: Page, name: string, schedule: { label: '开始时间' | '结束时间'; wallTime: string }): Promise<void> {
  await page.getByRole('button', { name: /新增弹窗/ }).click();
  const form = drawer(page, '新增弹窗');
  await form.getByLabel('弹窗名称').fill(name);
  await form.locator('input[type="file"]').setInputFiles(pngFile(`popup-${name}.png`, { width: 600, height: 800 }));
  await expect(form.locator('.fair-image-upload img')).toBeVisible();
  await pickTime(form, schedule.label, schedule.wallTime);
  await form.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
}

/** Shanghai date of an instant, yyyy-MM-dd. */
const shanghaiDate = (ms: number) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('home management previews the public home; a featured exhibitor, published and moved, is served by the API in that order', async ({ context, page }) => {
  await open(context, page, '/miniprog/dashboard', '首页管理');
  const preview = page.getByTestId('home-preview');
  await expect(preview.locator('[data-testid="preview-banners"] img[alt="欢迎参加展会"]').first()).toBeAttached();
  await expect(preview.getByTestId('preview-exhibitors')).toBeVisible();
  await screenshots(page, 'miniprog-dashboard');

  await page.goto(urlFor('miniprog', '/info/info-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('展商信息');
  await page.getByRole('button', { name: /添加推荐展商/ }).click();
  const picker = page.getByRole('dialog').filter({ hasText: '添加推荐展商' });
  const add = picker.getByRole('button', { name: /^添加 / }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^添加 /, '');
  expect(name).not.toBe('');
  await add.click();
  await expect(toast(page, '已添加到推荐列表，发布后在小程序展示')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const homeNames = async () => (await publicApi<{ exhibitors: { name: string }[] }>(context, '/api/miniprog/v1/home')).exhibitors.map((exhibitor) => exhibitor.name);
  expect(await homeNames()).not.toContain(name);

  await page.getByRole('button', { name: `发布 ${name}` }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect.poll(homeNames).toContain(name);
  const before = await homeNames();
  expect(before.at(-1)).toBe(name);

  await page.getByRole('button', { name: `上移 ${name}` }).click();
  await page.getByRole('button', { name: buttonName('保存顺序') }).click();
  await expect(toast(page, '顺序已保存')).toBeVisible();
  await expect.poll(homeNames).toEqual([...before.slice(0, -2), name, before.at(-2)]);
  await screenshots(page, 'miniprog-info');

  // the home preview reads the same answer
  await page.goto(urlFor('miniprog', '/miniprog/dashboard?block=exhibitor', portal.server.port));
  await expect(page.getByTestId('preview-exhibitors')).toContainText(name);
});

test('a popup scheduled for tomorrow is absent from the API today and served once the clock reaches tomorrow', async ({ context, page }) => {
  await open(context, page, '/popup/popup-manage', '弹窗管理');
  const name = `明日弹窗${unique}`;
  const startsOn = shanghaiDate(Date.now() + DAY_MS);
  await addPopup(page, name, { label: '开始时间', wallTime: `${startsOn} 00:00:00` });
  const row = pageContent(page).locator('tbody tr').filter({ hasText: name });
  await expect(row.getByText('未开始')).toBeVisible();
  await expect(row).toContainText(`${startsOn} 00:00`);
  await screenshots(page, 'miniprog-popups');

  const popupIds = async () => (await publicApi<{ list: { id: number }[] }>(context, '/api/miniprog/v1/popups')).list.map((popup) => popup.id);
  const todays = await popupIds();
  const startsAt = Date.parse(`${startsOn}T00:00:00+08:00`);
  portal.shiftClock(startsAt - Date.now() + 60_000);
  await expect.poll(popupIds, { timeout: 20_000 }).toHaveLength(todays.length + 1);
});

test('publishing terms v2 makes the API serve v2 while v1 stays readable', async ({ context, page }) => {
  await open(context, page, '/clause/clause-manage', '条款管理');
  const v1 = await publicApi<{ version: number; title: string }>(context, '/api/miniprog/v1/terms/user_notice');
  await page.getByRole('button', { name: '新建版本', exact: true }).click();
  const form = drawer(page, '新建版本');
  const title = `用户须知（第${unique}版）`;
  await form.getByLabel('中文标题').fill(title);
  await form.getByTestId('drawer-form-save').click();
  await expect(toast(page, '草稿已保存')).toBeVisible();
  const next = v1.version + 1;
  await page.getByRole('button', { name: `发布 v${next}` }).click();
  await confirm(page, `发布 v${next} 后`);
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(pageContent(page).locator('tbody tr').filter({ hasText: `v${next}` })).toContainText('当前版本');
  await screenshots(page, 'miniprog-terms');

  await expect.poll(async () => (await publicApi<{ version: number; title: string }>(context, '/api/miniprog/v1/terms/user_notice')).version).toBe(next);
  expect((await publicApi<{ title: string }>(context, '/api/miniprog/v1/terms/user_notice')).title).toBe(title);
  const old = await publicApi<{ version: number; current: boolean; title: string }>(context, `/api/miniprog/v1/terms/user_notice/versions/${v1.version}`);
  expect(old).toMatchObject({ version: v1.version, current: false, title: v1.title });
});

test('concurrent activities, featured products, ads, badges and accounts open and save', async ({ context, page }) => {
  await open(context, page, '/activity/activity-manage', '同期活动');
  const activity = `闭幕酒会${unique}`;
  await page.getByRole('button', { name: /新增同期活动/ }).click();
  const form = drawer(page, '新增同期活动');
  await form.getByLabel('中文标题').fill(activity);
  await form.getByLabel('英文标题').fill(`Closing reception ${unique}`);
  await pickTime(form, '活动开始时间', '2025-03-28 17:00:00');
  await form.getByLabel('中文地点').fill('1 号馆');
  const typeIn = async (label: string, value: string) => {
    const editor = form.getByRole('textbox', { name: label, exact: true });
    await editor.click();
    await editor.pressSequentially(value);
  };
  await typeIn('中文内容', '展会闭幕答谢酒会。');
  await typeIn('英文内容', 'Closing reception of the fair.');
  await form.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await page.getByRole('button', { name: `发布 ${activity}` }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(pageContent(page).locator('tbody tr').filter({ hasText: activity })).toContainText('展示中');
  await screenshots(page, 'miniprog-activities');

  await page.goto(urlFor('miniprog', '/product/product-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('展品数据');
  await expect(pageContent(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  await screenshots(page, 'miniprog-products');

  await page.goto(urlFor('miniprog', '/advertising/advertising-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('广告管理');
  await page.getByRole('button', { name: /新增广告/ }).click();
  const ad = drawer(page, '新增广告');
  await ad.locator('input[type="file"]').setInputFiles(pngFile('ad.png', { width: 750, height: 300 }));
  await expect(ad.locator('.fair-image-upload img')).toBeVisible();
  await ad.getByLabel('链接或下载地址').fill('www.example.com');
  await ad.getByTestId('drawer-form-save').click();
  await expect(ad.getByText('链接须包含 http:// 或 https://')).toBeVisible();
  await ad.getByLabel('链接或下载地址').fill(`https://www.example.com/${unique}`);
  await ad.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(pageContent(page)).toContainText(`https://www.example.com/${unique}`);
  await screenshots(page, 'miniprog-ads');

  await page.goto(urlFor('miniprog', '/buoy/buoy-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('浮标管理');
  await page.getByRole('button', { name: /新增浮标/ }).click();
  const badge = drawer(page, '新增浮标');
  await badge.getByLabel('浮标名称').fill(`展位导航${unique}`);
  await badge.locator('input[type="file"]').setInputFiles(pngFile('badge.png', { width: 120, height: 120 }));
  await expect(badge.locator('.fair-image-upload img')).toBeVisible();
  await badge.getByLabel('小程序页面路径').fill('/pages/exhibitor/list');
  await badge.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(pageContent(page)).toContainText(`展位导航${unique}`);
  await screenshots(page, 'miniprog-badges');

  await page.goto(urlFor('miniprog', '/account/account-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('账号管理');
  await expect(pageContent(page).getByText('miniprog', { exact: true }).first()).toBeVisible();
});

test('an ad and a badge reach the mobile home; a badge and a popup ending tomorrow are served until their end, then gone', async ({ context, page }) => {
  const endsAt = `${shanghaiDate(Date.now() + DAY_MS)} 00:00:00`;
  await open(context, page, '/buoy/buoy-manage', '浮标管理');
  const badgeName = `今日浮标${unique}`;
  await page.getByRole('button', { name: /新增浮标/ }).click();
  const badge = drawer(page, '新增浮标');
  await badge.getByLabel('浮标名称').fill(badgeName);
  await badge.locator('input[type="file"]').setInputFiles(pngFile('badge-today.png', { width: 120, height: 120 }));
  await expect(badge.locator('.fair-image-upload img')).toBeVisible();
  await badge.getByLabel('小程序页面路径').fill('/pages/exhibitor/list');
  await pickTime(badge, '结束时间', endsAt);
  await badge.getByTestId('drawer-form-save').click();
  await expect(toast(page, '保存成功')).toBeVisible();
  // the public API names neither badges nor popups: each is known by its image
  const imageOf = (name: string) => pageContent(page).locator('tbody tr').filter({ hasText: name }).locator('img').first().getAttribute('src');
  const icon = (await imageOf(badgeName))!;

  await page.goto(urlFor('miniprog', '/popup/popup-manage', portal.server.port));
  await expect(headerTitle(page)).toContainText('弹窗管理');
  const popupName = `今日弹窗${unique}`;
  await addPopup(page, popupName, { label: '结束时间', wallTime: endsAt });
  await expect(pageContent(page).locator('tbody tr').filter({ hasText: popupName })).toContainText(endsAt.slice(0, 16));
  const popupImage = (await imageOf(popupName))!;

  // served today: the badge and the ad of the journey before on the mobile home, the popup by the API
  const badgeIcons = async () => (await publicApi<{ list: { icon: string }[] }>(context, '/api/miniprog/v1/badges?page=home')).list.map((served) => served.icon);
  const popupImages = async () => (await publicApi<{ list: { image: string }[] }>(context, '/api/miniprog/v1/popups')).list.map((popup) => popup.image);
  await expect.poll(badgeIcons).toContain(icon);
  await expect.poll(popupImages).toContain(popupImage);
  const mobile = await context.newPage();
  const mobileHome = urlFor('exhibitor', '/m', portal.server.port);
  await mobile.goto(mobileHome);
  await expect(mobile.locator(`.badge-float img[src="${icon}"]`)).toBeAttached();
  await expect(mobile.locator(`.ads a[href="https://www.example.com/${unique}"] img`)).toBeAttached();

  // past their end, neither is served, nor shown on the mobile home
  portal.shiftClock(Date.parse(`${endsAt.replace(' ', 'T')}+08:00`) - Date.now() + 60_000);
  await expect.poll(badgeIcons, { timeout: 20_000 }).not.toContain(icon);
  await expect.poll(popupImages, { timeout: 20_000 }).not.toContain(popupImage);
  await expect
    .poll(
      async () => {
        await mobile.goto(mobileHome);
        return mobile.locator(`.badge-float img[src="${icon}"]`).count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await expect(mobile.locator(`.ads a[href="https://www.example.com/${unique}"]`)).toBeAttached();
});

test('home management orders the blocks themselves, asks before a tab switch drops an unsaved order, and keeps every column beside the preview', async ({ context, page }) => {
  await open(context, page, '/miniprog/dashboard', '首页管理');
  const table = pageContent(page).getByRole('tabpanel').locator('.ant-table-content');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
  // issue 18 item 11: at 1440 px the banner table shows 状态 and 点击跳转 without scrolling, the preview below it
  await expect(table.getByRole('columnheader', { name: '状态' })).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const tableBox = (await table.boundingBox())!;
  for (const column of ['状态', '点击跳转', '操作']) {
    const header = (await table.getByRole('columnheader', { name: column }).boundingBox())!;
    expect(header.x + header.width, column).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
  }
  const previewBox = (await page.getByTestId('home-preview').boundingBox())!;
  expect(previewBox.y).toBeGreaterThan(tableBox.y + tableBox.height);

  // an unsaved banner order: the tab switch asks (请确认修改已保存！); cancel keeps it, confirm drops it
  await page.getByRole('button', { name: '下移 欢迎参加展会' }).click();
  await expect(page.getByText('顺序已调整，保存后生效')).toBeVisible();
  await pageContent(page).getByRole('tab', { name: '推荐展商' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '请确认修改已保存！' });
  await expect(ask).toBeVisible();
  await screenshots(page, 'miniprog-dashboard-unsaved-order', { inLayout: false });
  await ask.getByRole('button', { name: buttonName('取消') }).click();
  await expect(ask).toBeHidden();
  await expect(pageContent(page).getByRole('tab', { name: '轮播图', selected: true })).toBeVisible();
  await expect(page.getByText('顺序已调整，保存后生效')).toBeVisible();
  await pageContent(page).getByRole('tab', { name: '推荐展商' }).click();
  await confirm(page, '请确认修改已保存！');
  await expect(pageContent(page).getByRole('tab', { name: '推荐展商', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/block=exhibitor/);

  // the blocks themselves: featured activities first, then the rest as they were
  await pageContent(page).getByRole('tab', { name: '板块顺序' }).click();
  await expect(page.getByText('顺序已调整，保存后生效')).toHaveCount(0);
  for (let step = 0; step < 4; step += 1) await page.getByRole('button', { name: '上移 推荐活动' }).click();
  await expect(page.getByText('顺序已调整，保存后生效')).toBeVisible();
  await page.getByRole('button', { name: buttonName('保存顺序') }).click();
  await expect(toast(page, '顺序已保存')).toBeVisible();
  const order = ['activity', 'banner', 'quick_entry', 'exhibitor', 'product'];
  await expect.poll(async () => (await publicApi<{ blocks: string[] }>(context, '/api/miniprog/v1/home')).blocks).toEqual(order);
  // the tabs and the preview follow the new order
  await expect(pageContent(page).getByRole('tab')).toHaveText(['推荐活动', '轮播图', '快捷入口', '推荐展商', '推荐展品', '板块顺序']);
  const previewOrder = () => page.getByTestId('home-preview').locator('[data-testid^="preview-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  await expect.poll(previewOrder).toEqual(['preview-activities', 'preview-banners', 'preview-quick-entries', 'preview-exhibitors', 'preview-products']);
  await screenshots(page, 'miniprog-dashboard-block-order');

  // /m shows the blocks in that order too
  await page.goto(urlFor('exhibitor', '/m', portal.server.port));
  const mobileOrder = await page.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
  expect(mobileOrder.filter((block) => block !== 'product')).toEqual(['activity', 'banner', 'quick_entry', 'exhibitor']);
});
