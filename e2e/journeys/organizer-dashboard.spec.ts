// Organizer dashboard in the browser: the figures of GET /admin/statistics/info over the demo fair, drawn
// as charts whose library only this page downloads, in Chinese and in English.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { DASHBOARD_DAYS, ORGANIZER_STATISTICS_PATH, type OrganizerStatistics } from '@fair/shared/contracts/organizer-dashboard';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts';
import { text, HAN } from '../support/exhibitor-texts';
import path from 'node:path';
import { urlFor } from '../support/hosts';
import type { Locale } from '../support/menu';
import { screenshotsDir } from '../support/paths';
import { buttonName, expectPath, FIRST_SCREEN_TIMEOUT, layout, loginThroughForm, pageContent, screenshots, shellText, takesScreenshots } from '../support/ui';

const CHART_CHUNK = /\/dashboard-charts\.[0-9a-f]{8}\.js$/;
const KINDS = ['products', 'news', 'activities'] as const;

// The demo fair the server seeds (server/src/seed): 60 exhibitors, main accounts of three of them
// (two with saved profiles), three products, two news and two activities for each of two exhibitors,
// added one to three days ago. Other journeys may add to these while they run, never take away.
const SEEDED = {
  exhibitorsByType: { FIE: 15, Local: 29, International: 16 },
  funnel: { created: 3, profile_saved: 2 },
  addedLastDays: { products: 6, news: 4, activities: 4 },
};

const isStatistics = (response: Response) => new URL(response.url()).pathname === ORGANIZER_STATISTICS_PATH && response.request().method() === 'GET';
const dashboardText = (key: string, locale: Locale = 'zh-cn', values: Record<string, string | number> = {}) => text(`organizer:dashboard.${key}`, locale, values);

async function figuresOf(response: Promise<Response>): Promise<OrganizerStatistics> {
  const body = (await (await response).json()) as { code: number; data: OrganizerStatistics };
  expect(body.code).toBe(0);
  return body.data;
}

/** A chart is drawn: its frame holds a canvas with something painted on it. */
async function expectDrawn(chart: Locator): Promise<void> {
  const canvas = chart.locator('canvas');
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let index = 3; index < data.length; index += 4) if (data[index] > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);
}

/**
 * Screenshots at 1440 and 1000 px; the charts follow their cards' width once the window narrows (they
 * redraw a moment after a resize), so the 1000 px picture is taken again when they have.
 */
async function dashboardScreenshots(page: Page, name: string): Promise<void> {
  await screenshots(page, name);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 1000, height: desktop.height });
  await expect(layout(page)).toHaveAttribute('data-device', 'mobile');
  for (const frame of await page.locator('[data-testid^="dashboard-"][data-testid$="-chart"]').all()) {
    await expect.poll(async () => Math.abs((await frame.locator('canvas').boundingBox())!.width - (await frame.boundingBox())!.width)).toBeLessThan(4);
  }
  if (takesScreenshots) await page.screenshot({ path: path.join(screenshotsDir, `${name}-1000px.png`), fullPage: true });
  await page.setViewportSize(desktop);
  await expect(layout(page)).toHaveAttribute('data-device', 'desktop');
}

async function expectFigures(page: Page, figures: OrganizerStatistics, locale: Locale): Promise<void> {
  const dashboard = page.getByTestId('organizer-dashboard');
  const steps = [
    ['created', 'created'],
    ['emailed', 'emailed'],
    ['logged_in', 'loggedIn'],
    ['profile_saved', 'profileSaved'],
  ] as const;
  for (const [key, label] of steps) {
    const card = dashboard.getByTestId(`dashboard-funnel-${key}`);
    await expect(card.locator('.ant-statistic-title')).toHaveText(dashboardText(`funnel.${label}`, locale));
    await expect(card.locator('.ant-statistic-content-value')).toHaveText(figures.funnel[key].toLocaleString('en-US'));
    if (key !== 'created') {
      const percent = Math.round((figures.funnel[key] / figures.funnel.created) * 100);
      await expect(card).toContainText(dashboardText('funnel.ofCreated', locale, { percent }));
    }
  }
  const totals = KINDS.map((kind) => `${dashboardText(`kinds.${kind}`, locale)} ${figures.daily.reduce((sum, day) => sum + day[kind], 0)}`).join(' · ');
  await expect(dashboard.getByTestId('dashboard-daily-totals')).toHaveText(totals);
  const exhibitors = figures.completion.reduce((sum, bucket) => sum + bucket.exhibitors, 0);
  await expect(dashboard.getByTestId('dashboard-completion-total')).toHaveText(dashboardText('completion.total', locale, { count: exhibitors }));
  const rows = dashboard.getByTestId('dashboard-type-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveText(figures.content_by_type.map((row) => [row.type, row.exhibitors, row.products, row.news, row.activities].join('')));

  const charts = {
    daily: dashboardText('daily.title', locale, { days: DASHBOARD_DAYS }),
    completion: dashboardText('completion.title', locale),
    byType: dashboardText('byType.title', locale),
  };
  for (const title of Object.values(charts)) await expectDrawn(dashboard.getByRole('img', { name: dashboardText('chart', locale, { title }) }));
}

test('organizer sees the demo fair’s figures as cards and drawn charts; the chart code comes with this page only', async ({ page }) => {
  // every script the page downloads, with its size
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.set(new URL(response.url()).pathname, response.body().then((body) => body.length));
  });

  // another screen first, straight after login: the chart library is not downloaded for it
  await page.goto(urlFor('organizer', '/organizer/exhibition-number'));
  await expect(page.getByRole('heading', { name: shellText('login.title.organizer') })).toBeVisible();
  await page.getByLabel(shellText('login.userName'), { exact: true }).fill(demoAccounts.organizer.userName);
  await page.getByLabel(shellText('login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
  await expectPath(page, '/organizer/exhibition-number');
  await expect(pageContent(page).locator('.ant-table')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const beforeDashboard = new Set(scripts.keys());
  expect([...beforeDashboard].filter((script) => CHART_CHUNK.test(script))).toEqual([]);

  const answer = page.waitForResponse(isStatistics);
  await page.goto(urlFor('organizer', '/organizer/dashboard'));
  const figures = await figuresOf(answer);

  // the server's figures hold the seeded fair
  expect(Object.fromEntries(figures.content_by_type.map((row) => [row.type, row.exhibitors]))).toEqual(figures.exhibitors.by_type);
  for (const [type, seeded] of Object.entries(SEEDED.exhibitorsByType)) expect(figures.exhibitors.by_type[type as keyof typeof SEEDED.exhibitorsByType]).toBeGreaterThanOrEqual(seeded);
  expect(figures.funnel.created).toBeGreaterThanOrEqual(SEEDED.funnel.created);
  expect(figures.funnel.profile_saved).toBeGreaterThanOrEqual(SEEDED.funnel.profile_saved);
  expect(figures.daily).toHaveLength(DASHBOARD_DAYS);
  for (const kind of KINDS) expect(figures.daily.reduce((sum, day) => sum + day[kind], 0)).toBeGreaterThanOrEqual(SEEDED.addedLastDays[kind]);
  expect(figures.completion.reduce((sum, bucket) => sum + bucket.exhibitors, 0)).toBe(figures.exhibitors.total);

  // and the page shows exactly those
  await expect(page.getByRole('heading', { name: dashboardText('welcome', 'zh-cn', { name: '主办方管理员' }) })).toBeVisible();
  await expectFigures(page, figures, 'zh-cn');
  // the dashboard brought the charts and, with them, the chart library (well over 500 KB), none of it loaded before
  const added = [...scripts.keys()].filter((script) => !beforeDashboard.has(script));
  expect(added.filter((script) => CHART_CHUNK.test(script))).toHaveLength(1);
  const addedSizes = await Promise.all(added.map((script) => scripts.get(script)!));
  expect(Math.max(...addedSizes)).toBeGreaterThan(500_000);
  await dashboardScreenshots(page, 'organizer-dashboard');

  // refresh reads the figures again
  const again = page.waitForResponse(isStatistics);
  await page.getByRole('button', { name: dashboardText('refresh') }).click();
  await expectFigures(page, await figuresOf(again), 'zh-cn');
});

test('in English the dashboard speaks English', async ({ page }) => {
  await loginThroughForm(page, demoAccounts.organizer);
  await expectPath(page, '/organizer/dashboard');
  // the organizer console has no language switch of its own: it follows the portal's locale cookie
  await page.context().addCookies([{ name: 'locale', value: 'en-us', url: urlFor('organizer', '/') }]);
  const answer = page.waitForResponse(isStatistics);
  await page.reload();
  const figures = await figuresOf(answer);
  await expect(page.getByRole('heading', { name: dashboardText('welcome', 'en-us', { name: '主办方管理员' }) })).toBeVisible();
  await expectFigures(page, figures, 'en-us');
  // nothing Chinese but the organizer's own name
  const shown = (await page.getByTestId('organizer-dashboard').innerText()).replace('主办方管理员', '');
  expect(shown.match(HAN)).toBeNull();
  await dashboardScreenshots(page, 'organizer-dashboard-en');
});
