// Issue 12, the mobile web view (/m): a visitor on a 390 px phone sees the mini-programme's home from the
// public API (banners, quick entries, featured companies and events, the first-visit popup), searches the
// directory, opens a company, reads the terms and switches to English; an exhibitor the mini-programme admin
// features appears on the home.
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { screenshotsDir } from '../support/paths';
import { portalApi } from '../support/portal-api';
import { takesScreenshots } from '../support/ui';
import { apiToken } from '../support/session';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

async function shoot(page: Page, name: string): Promise<void> {
  if (takesScreenshots) await page.screenshot({ path: path.join(screenshotsDir, `${name}-390px.png`), fullPage: true });
}

test('a visitor uses the mobile web view on a phone: home, popup, directory, company, events, terms, English', async ({ page }) => {
  await page.goto(urlFor('exhibitor', '/m'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('欢迎参加展会')).toBeVisible();
  const popup = page.locator('.m-popup');
  await expect(popup).toBeVisible();
  await shoot(page, 'mobile-home-popup');
  // issue 18 item 12: closing the popup leaves the page where it was (it used to jump from 0 to 841)
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.locator('.m-popup-close').click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await shoot(page, 'mobile-home-popup-closed');
  await expect(page.getByRole('heading', { name: '推荐展商' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '同期活动' }).first()).toBeVisible();
  await shoot(page, 'mobile-home');

  // the popup is for the first visit only: the next visit has none
  await page.reload();
  await expect(page.locator('.m-popup')).toHaveCount(0);

  await page.locator('.m-entries').getByText('找展商').click();
  await expect(page).toHaveURL(/\/m\/exhibitors$/);
  const cards = page.locator('.m-cards li');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('searchbox').fill('上海演示电子');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(cards).toHaveCount(1);
  await shoot(page, 'mobile-directory');
  await cards.first().locator('a').click();
  await expect(page.getByRole('heading', { level: 1, name: '上海演示电子有限公司' })).toBeVisible();
  await expect(page.getByText('公司简介')).toBeVisible();
  await shoot(page, 'mobile-company');

  await page.goto(urlFor('exhibitor', '/m/activities'));
  await page.getByText('开幕式暨行业高峰论坛').click();
  await expect(page.getByText('主会场 1 号馆')).toBeVisible();
  await shoot(page, 'mobile-activity');

  await page.goto(urlFor('exhibitor', '/m/terms/privacy'));
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();

  await page.locator('.m-language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/m\/en-us\/terms\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto(urlFor('exhibitor', '/m/en-us'));
  await expect(page.getByText('Welcome to the fair')).toBeVisible();
  await shoot(page, 'mobile-home-en');

  // the page needs no script: nothing the CSP would have to block
  const scripts = await page.locator('script').count();
  expect(scripts).toBe(0);
});

test('an exhibitor the mini-programme admin features appears on the mobile home', async ({ page, context }) => {
  const admin = portalApi(context.request, await apiToken(context, demoAccounts.miniprog), 'miniprog');
  // the last of the first page (newest companies first), so a journey featuring the first one does not meet this one
  const candidates = await admin.get<{ list: { ref_id: number; name_zh: string; featured: boolean }[] }>('/admin/miniprog/featured/candidates', { kind: 'exhibitor', page: 1, page_size: 10 });
  const company = candidates.list.filter((candidate) => !candidate.featured).at(-1);
  expect(company, 'an exhibitor not featured yet').toBeDefined();

  await page.goto(urlFor('exhibitor', '/m'));
  const featured = page.locator('section').filter({ has: page.getByRole('heading', { name: '推荐展商' }) });
  await expect(featured.getByText(company!.name_zh, { exact: true })).toHaveCount(0);

  await admin.post('/admin/miniprog/featured/save', { kind: 'exhibitor', ref_id: company!.ref_id, status: 'published' });
  await page.reload();
  await expect(featured.getByText(company!.name_zh, { exact: true })).toBeVisible();
  await featured.getByText(company!.name_zh, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/exhibitors/${company!.ref_id}$`));
  await shoot(page, 'mobile-featured-company');
});
