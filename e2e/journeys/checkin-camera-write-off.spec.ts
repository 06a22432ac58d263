// Issue 22, write-off: staff scan the visitor's redemption code with the desk's camera. Chromium on Linux has no
// QR reader of its own (no BarcodeDetector), as on most staff desks, so the page reads the frames with jsQR. The
// camera is Chromium's fake device playing a video of the code the visitor's claim answered with.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { expect, test } from '@playwright/test';
import { CHECKIN_ADMIN_PATHS, CHECKIN_API_PATHS, VISITOR_TOKEN_HEADER } from '@fair/shared/contracts/checkin';
import { demoAccounts } from '../support/accounts';
import { chromiumLaunchOptions } from '../support/chromium';
import { apiUrl, urlFor } from '../support/hosts';
import { artifactsDir } from '../support/paths';
import { portalApi } from '../support/portal-api';
import { apiToken, loginByApi } from '../support/session';
import { buttonName, FIRST_SCREEN_TIMEOUT, pageContent } from '../support/ui';

const WIDTH = 640;
const HEIGHT = 480;

/** One 4:2:0 frame in a Y4M file (Chromium loops it): the PNG centred on white, as grey levels. */
function y4mOf(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const at = (y * image.width + x) * 4;
      luma[(top + y) * WIDTH + left + x] = Math.round(0.299 * image.data[at] + 0.587 * image.data[at + 1] + 0.114 * image.data[at + 2]);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]);
}

test('staff scan the visitor’s code with the desk camera and redeem it', async ({ playwright, context: apiContext }) => {
  // a visitor checks in at every point of the demo campaign and claims its first prize
  const request = apiContext.request;
  const admin = portalApi(request, await apiToken(apiContext, demoAccounts.miniprog), 'miniprog');
  const campaigns = await admin.get<{ list: { id: number; state: string }[] }>(CHECKIN_ADMIN_PATHS.list, { state: 'running', page_size: 50 });
  const campaign = campaigns.list[0];
  expect(campaign, 'the demo fair has a running check-in campaign').toBeDefined();
  const visitorCall = async <T>(pathname: string, data: object, token?: string): Promise<T> => {
    const response = await request.post(apiUrl(pathname), { data, headers: { 'language-set': 'zh-cn', ...(token ? { [VISITOR_TOKEN_HEADER]: token } : {}) } });
    const body = (await response.json()) as { code: number; message: string; data: T };
    expect(body.code, body.message).toBe(0);
    return body.data;
  };
  const { visitor_token: visitor, nick_name: nickName } = await visitorCall<{ visitor_token: string; nick_name: string }>(CHECKIN_API_PATHS.visitor, { provider: 'demo' });
  const printed = await admin.get<{ points: { token: string }[] }>(CHECKIN_ADMIN_PATHS.print, { id: campaign.id });
  for (const point of printed.points) await visitorCall(CHECKIN_API_PATHS.scan, { token: point.token }, visitor);
  const info = await admin.get<{ prize_list: { id: number; name_zh: string }[] }>(CHECKIN_ADMIN_PATHS.info, { id: campaign.id });
  const claim = await visitorCall<{ code: string; qr_png: string }>(CHECKIN_API_PATHS.claim, { prize_id: info.prize_list[0].id }, visitor);

  const folder = path.join(artifactsDir, 'camera');
  mkdirSync(folder, { recursive: true });
  const video = path.join(folder, `code-${claim.code}.y4m`);
  writeFileSync(video, y4mOf(Buffer.from(claim.qr_png.replace(/^data:image\/png;base64,/, ''), 'base64')));

  const browser = await playwright.chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    await context.grantPermissions(['camera'], { origin: new URL(urlFor('miniprog', '/')).origin });
    await loginByApi(context, demoAccounts.miniprog);
    const page = await context.newPage();
    await page.goto(urlFor('miniprog', '/checkin/check-in-write-off'));
    await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    expect(await page.evaluate(() => 'BarcodeDetector' in window), 'this Chromium reads codes with the page’s own reader').toBe(false);

    await page.getByRole('button', { name: /扫码/ }).click();
    const answer = page.getByTestId('write-off-answer');
    await expect(answer).toContainText(claim.code, { timeout: 30_000 });
    await expect(answer).toContainText(nickName);
    await expect(answer).toContainText(info.prize_list[0].name_zh);
    // the camera is off once the code is read
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByLabel('核销码', { exact: true })).toHaveValue(claim.code);
    await page.screenshot({ path: path.join(artifactsDir, 'screenshots', 'miniprog-checkin-camera-write-off-desktop.png'), fullPage: true });

    await answer.getByRole('button', { name: buttonName('确认核销') }).click();
    await page.getByRole('dialog').filter({ hasText: '确认为访客' }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(answer).toContainText('核销成功');
  } finally {
    await browser.close();
  }
});
