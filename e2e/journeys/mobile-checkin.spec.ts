// Issue 22, the visitor side on the /m pages: the mini-programme admin makes a campaign of 3 points and 1 prize,
// the journey decodes the 3 points' QR PNGs, a 390 px phone opens each decoded address (no script), claims the prize,
// reads its code off the page; staff redeem the code through the write-off API and the phone's codes page says so.
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { CHECKIN_ADMIN_PATHS, type CheckinCampaign } from '@fair/shared/contracts/checkin';
import { demoAccounts } from '../support/accounts';
import { pngFile } from '../support/exhibitor-images';
import { apiUrl } from '../support/hosts';
import { screenshotsDir } from '../support/paths';
import { portalApi } from '../support/portal-api';
import { decodeQr } from '../support/qr-decode';
import { apiToken } from '../support/session';
import { takesScreenshots } from '../support/ui';

const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;

test.use({ viewport: PHONE });

async function shoot(page: Page, name: string): Promise<void> {
  if (!takesScreenshots) return;
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-390px.png`), fullPage: true });
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-1000px.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test('a visitor scans three printed points on a phone, claims the prize, and sees it redeemed by staff', async ({ page, context }) => {
  const token = await apiToken(context, demoAccounts.miniprog);
  const admin = portalApi(context.request, token, 'miniprog');
  const stamp = Date.now();
  const image = await admin.upload<{ url: string }>('/admin/attachment/upload', pngFile('tote-bag.png', { width: 300, height: 300 }));
  const campaign = await admin.post<CheckinCampaign>(CHECKIN_ADMIN_PATHS.save, {
    name_zh: `逛展集章 ${stamp}`,
    name_en: `Fair walk ${stamp}`,
    rules_zh: '集齐三个点位即可领取帆布袋',
    rules_en: 'Check in at all three points for a tote bag',
    starts_at: new Date(stamp - HOUR).toISOString(),
    ends_at: new Date(stamp + 24 * HOUR).toISOString(),
    enabled: true,
    required_points: 3,
    points: [
      { name: '1号馆入口', hall: '1H', booth: 'A01' },
      { name: '2号馆服务台', hall: '2H', booth: 'B02' },
      { name: '3号馆咖啡角', hall: '3H', booth: 'C03' },
    ],
    prizes: [{ name_zh: '帆布袋', name_en: 'Tote bag', image: image.url, stock: 5, per_visitor_cap: 1, tier: 3 }],
  });
  expect(campaign.point_list).toHaveLength(3);

  const headers = { authorization: `Bearer ${token}`, 'client-type': 'miniprog' };
  const addresses: string[] = [];
  for (const point of campaign.point_list) {
    const answer = await context.request.get(apiUrl(CHECKIN_ADMIN_PATHS.pointQr), { headers, params: { id: point.id } });
    expect(answer.headers()['content-type']).toBe('image/png');
    addresses.push(decodeQr(await answer.body()));
  }
  for (const address of addresses) expect(address).toMatch(/\/m\/checkin\?t=CP\.\d+\.\d+\./);

  await page.goto(addresses[0]);
  await expect(page.getByRole('status')).toHaveText('签到成功：1号馆入口');
  await expect(page.getByText('已签到 1 / 3 个点位')).toBeVisible();
  await expect(page.getByRole('button', { name: '领取奖品' })).toHaveCount(0);
  await shoot(page, 'mobile-checkin-scan');
  // the same point again counts once
  await page.goto(addresses[0]);
  await expect(page.getByRole('status')).toHaveText('您已在“1号馆入口”签到过');
  await expect(page.getByText('已签到 1 / 3 个点位')).toBeVisible();
  await page.goto(addresses[1]);
  await page.goto(addresses[2]);
  await expect(page.getByText('已签到 3 / 3 个点位')).toBeVisible();
  await shoot(page, 'mobile-checkin-eligible');

  await page.getByRole('button', { name: '领取奖品' }).click();
  await expect(page.getByRole('status')).toHaveText('领取成功');
  const code = (await page.locator('.m-checkin-code-text').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByRole('img', { name: code })).toBeVisible();
  await shoot(page, 'mobile-checkin-code');

  await page.getByRole('link', { name: '我的核销码' }).click();
  const row = page.locator('.m-checkin-claims li').filter({ hasText: code });
  await expect(row.getByText('未核销')).toBeVisible();

  const redeemed = await admin.post<{ code: string }>(CHECKIN_ADMIN_PATHS.redeem, { code });
  expect(redeemed.code).toBe(code);
  await page.reload();
  await expect(row.getByText('已核销', { exact: true })).toBeVisible();
  await page.locator('.m-language').click();
  await expect(page.locator('.m-checkin-claims li').filter({ hasText: code }).getByText('Redeemed', { exact: true })).toBeVisible();
  await shoot(page, 'mobile-checkin-claims-en');

  // the pages need no script: nothing the CSP would have to block
  expect(await page.locator('script').count()).toBe(0);
});
