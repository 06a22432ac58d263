// Check-in prize campaigns in the browser (issue 22): the mini-programme admin creates a campaign with 3 points and
// 1 prize on the form and prints the points' QR codes; a visitor's phone (390 px) reads the 3 printed codes, opens
// each one's /m address and claims the prize; staff redeem the code on the write-off screen, see it in the
// write-off detail with the prize's totals, and a second attempt is refused with the server's "redeemed at … by …".
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CHECKIN_ADMIN_PATHS } from '@fair/shared/contracts/checkin';
import { demoAccounts } from '../support/accounts';
import { pngFile } from '../support/exhibitor-images';
import { apiUrl } from '../support/hosts';
import { decodeQrDataUrl } from '../support/qr-decode';
import { apiToken } from '../support/session';
import { buttonName, expectPath, FIRST_SCREEN_TIMEOUT, openAs, pageContent, screenshots } from '../support/ui';

// a form, a print page, three screens and their screenshots: more than the default on a busy machine
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const unique = `${Date.now() % 100_000}`;
const nameZh = `展馆寻宝${unique}`;
const POINTS = ['A馆入口', 'B馆服务台', 'C馆咖啡角'];
const HOUR_MS = 60 * 60 * 1000;
/** A Shanghai wall-clock time, as the picker shows it. */
const wall = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');

async function pickTime(scope: Locator, label: string, wallTime: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(wallTime);
  await input.press('Enter');
  await expect(input).toHaveValue(wallTime);
}

async function confirm(page: Page, text: string | RegExp, button = '确定'): Promise<void> {
  await page.getByRole('dialog').filter({ hasText: text }).getByRole('button', { name: buttonName(button) }).click();
}

test('a campaign made on the form prints its 3 QR codes; its claimed code redeems once on the write-off screen and shows in the detail', async ({ page, context }) => {
  // the print page opens the print dialog: recorded instead, so the journey can see it was asked for
  await context.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await openAs(page, demoAccounts.miniprog, '/checkin/check-in-manage-list');
  await page.getByRole('button', { name: /新增签到活动/ }).click();
  await expectPath(page, '/checkin/check-in-manage-add');

  const form = page.getByTestId('checkin-campaign-form');
  await form.getByLabel('活动名称（中文）').fill(nameZh);
  await form.getByLabel('活动名称（英文）').fill(`Hall hunt ${unique}`);
  await form.getByLabel('活动规则（中文）').fill('集齐三个签到点即可领取纪念品');
  await pickTime(form, '开始时间', wall(Date.now() - HOUR_MS));
  await pickTime(form, '结束时间', wall(Date.now() + 48 * HOUR_MS));
  await form.getByRole('button', { name: /添加签到点/ }).click();
  await form.getByRole('button', { name: /添加签到点/ }).click();
  for (const [index, name] of POINTS.entries()) {
    const point = form.getByTestId(`point-${index}`);
    await point.getByLabel('点位名称').fill(name);
    await point.getByLabel('展馆').fill(`${index + 1}号馆`);
  }
  await form.getByLabel('需签到的点位数').fill('3');
  const prize = form.getByTestId('prize-0');
  await prize.getByLabel('奖品名称（中文）').fill('帆布袋');
  await prize.getByLabel('奖品名称（英文）').fill('Tote bag');
  await prize.locator('input[type="file"]').setInputFiles(pngFile(`tote-${unique}.png`));
  await expect(prize.locator('.fair-image-upload img')).toBeVisible();
  await prize.getByLabel('库存').fill('5');
  await prize.getByLabel('所需签到次数').fill('3');
  await screenshots(page, 'miniprog-checkin-form');
  await form.getByRole('button', { name: buttonName('保存') }).click();

  // saved: the edit page of the new campaign, each point with its QR code
  await expectPath(page, /\/checkin\/check-in-manage\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
  for (const name of POINTS) await expect(page.getByRole('img', { name: `签到二维码 ${name}` })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshots(page, 'miniprog-checkin-edit');

  const [print] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /打印全部签到点/ }).click()]);
  const sheet = print.getByTestId('checkin-print-sheet');
  await expect(sheet.locator('img')).toHaveCount(3, { timeout: FIRST_SCREEN_TIMEOUT });
  for (const name of POINTS) await expect(sheet.getByRole('img', { name })).toBeVisible();
  await expect(print.locator('html')).toHaveAttribute('data-printed', 'yes');
  await print.screenshot({ path: test.info().outputPath('print.png'), fullPage: true });
  const printedCodes = await sheet.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  await print.close();

  // a visitor's phone (390 px) scans the 3 printed codes, each opening its /m address, and claims the prize
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  for (const [index, printedCode] of printedCodes.entries()) {
    await phone.goto(decodeQrDataUrl(printedCode));
    await expect(phone.getByRole('status')).toHaveText(/^签到成功/);
    await expect(phone.getByText(`已签到 ${index + 1} / 3 个点位`)).toBeVisible();
  }
  await phone.getByRole('button', { name: '领取奖品' }).click();
  await expect(phone.getByRole('status')).toHaveText('领取成功');
  const code = (await phone.locator('.m-checkin-code-text').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  await phone.screenshot({ path: test.info().outputPath('phone-code.png'), fullPage: true });
  await phone.close();

  // staff redeem it, typed in lower case with a dash as read from a phone
  await page.goto(page.url().replace(/\/checkin\/.*$/, '/checkin/check-in-write-off'));
  await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const codeBox = page.getByLabel('核销码', { exact: true });
  await codeBox.fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await page.getByRole('button', { name: buttonName('查询') }).click();
  const answer = page.getByTestId('write-off-answer');
  await expect(answer).toContainText('访客');
  await expect(answer).toContainText('帆布袋');
  await expect(answer).toContainText(nameZh);
  await answer.getByRole('button', { name: buttonName('确认核销') }).click();
  await confirm(page, '确认为访客');
  await expect(answer).toContainText('核销成功');
  await screenshots(page, 'miniprog-checkin-write-off');

  // the detail lists it, with the prize's totals against stock
  await page.getByRole('button', { name: buttonName('继续核销') }).click();
  await page.getByRole('button', { name: buttonName('核销明细') }).click();
  await expectPath(page, '/checkin/write-off-detail');
  await page.getByRole('combobox', { name: '活动' }).click();
  await page.locator('.ant-select-dropdown').getByTitle(nameZh).click();
  await expect(page).toHaveURL(new RegExp(`campaign_id=${campaignId}`));
  const row = page.getByTestId('write-off-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText('miniprog');
  await expect(page.getByTestId('write-off-totals').locator('tbody tr.ant-table-row')).toContainText(/帆布袋.*5\s*1\s*1/);
  await screenshots(page, 'miniprog-checkin-write-off-detail');

  // a second attempt: the screen says when and by whom, as the server does
  await page.goto(page.url().replace(/\/checkin\/.*$/, '/checkin/check-in-write-off'));
  await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.getByLabel('核销码', { exact: true }).fill(code);
  await page.getByRole('button', { name: buttonName('查询') }).click();
  const refusal = await context.request.post(apiUrl(CHECKIN_ADMIN_PATHS.redeem), {
    data: { code },
    headers: { authorization: `Bearer ${await apiToken(context, demoAccounts.miniprog)}`, 'client-type': 'miniprog', 'language-set': 'zh-cn' },
  });
  const refused = (await refusal.json()) as { code: number; message: string };
  expect(refusal.status()).toBe(409);
  expect(refused.message).toMatch(/^该核销码已于 .+ 由 miniprog 核销$/);
  await expect(page.getByTestId('write-off-answer').getByRole('alert')).toHaveText(refused.message);
  await expect(page.getByRole('button', { name: buttonName('确认核销') })).toHaveCount(0);
});

test('the list shows the campaign with its state, points and claimed against stock; deleting it is refused and offers to disable', async ({ page }) => {
  await openAs(page, demoAccounts.miniprog, `/checkin/check-in-manage-list?keyword=${encodeURIComponent(nameZh)}`);
  const row = pageContent(page).locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('1 / 5');
  await screenshots(page, 'miniprog-checkin-list');
  await row.getByRole('button', { name: new RegExp(`删除 ${nameZh}`) }).click();
  await confirm(page, '此操作将永久删除该数据');
  await expect(page.locator('.ant-message')).toContainText('已有访客参与此活动，不能删除');
  await confirm(page, '是否停用该活动', '禁用');
  await expect(row).toContainText('已停用');
});

test('editing the campaign raises the stock and keeps its points: their check-ins and printed QR codes stay theirs', async ({ page }) => {
  await openAs(page, demoAccounts.miniprog, `/checkin/check-in-manage-list?keyword=${encodeURIComponent(nameZh)}`);
  const row = pageContent(page).locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1, { timeout: FIRST_SCREEN_TIMEOUT });
  await row.getByRole('button', { name: new RegExp(`编辑 ${nameZh}`) }).click();
  await expectPath(page, /\/checkin\/check-in-manage\/\d+$/);
  const form = page.getByTestId('checkin-campaign-form');
  const qr = form.getByRole('img', { name: `签到二维码 ${POINTS[0]}` });
  await expect(qr).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const printedCode = await qr.getAttribute('src');
  for (const index of POINTS.keys()) await expect(form.getByTestId(`point-${index}`)).toContainText('已签到 1 次');

  await form.getByTestId('prize-0').getByLabel('库存').fill('8');
  await form.getByRole('button', { name: buttonName('保存') }).click();
  await expectPath(page, '/checkin/check-in-manage-list');
  await page.goto(page.url().replace(/\/checkin\/.*$/, `/checkin/check-in-manage-list?keyword=${encodeURIComponent(nameZh)}`));
  await expect(row).toHaveCount(1, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(row).toContainText('1 / 8');

  await row.getByRole('button', { name: new RegExp(`编辑 ${nameZh}`) }).click();
  await expect(qr).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  expect(await qr.getAttribute('src')).toBe(printedCode);
  for (const index of POINTS.keys()) await expect(form.getByTestId(`point-${index}`)).toContainText('已签到 1 次');
});
