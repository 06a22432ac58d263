// Issue 3 guards in the browser: a limited organizer, an exhibitor without a saved profile, unknown paths.
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { menuLabels, routeTitle } from '../support/menu';
import { fetchRegistry } from '../support/registry';
import { expectPath, headerTitle, loginThroughForm, menuTexts, screenshots } from '../support/ui';

// SPEC §8, quoted exactly.
const PROFILE_REQUIRED_WARNING = '必须先填展商信息并保存后才能访问其他页面';
// The demo `editor` holds only these role keys (issue 2, "Demo fair").
const EDITOR_PERMISSION = ['organizer.dashboard', 'news.exhibitor-news-manage'];

test('editor sees only the screens it holds, and a route it lacks lands on /organizer/404', async ({ page, request }) => {
  const { externalLinks } = await fetchRegistry(request);
  await loginThroughForm(page, demoAccounts.editor);
  await expectPath(page, '/organizer/dashboard');
  expect(await menuTexts(page)).toEqual(menuLabels('organizer', 'zh-cn', { permission: EDITOR_PERMISSION, externalLinks }));

  await page.goto(urlFor('organizer', '/organizer/advertising'));
  await expectPath(page, '/organizer/404');
  await expect(headerTitle(page)).toHaveText(routeTitle('organizer', '/organizer/404'));
  await screenshots(page, 'editor-no-access');

  // A screen it holds still opens.
  await page.goto(urlFor('organizer', '/news/exhibitor-news-manage'));
  await expectPath(page, '/news/exhibitor-news-manage');
});

test('new@demo.fair (profile not saved) is sent to /user/edit with the warning, from any page', async ({ page }) => {
  await loginThroughForm(page, demoAccounts.newExhibitor);
  await expectPath(page, '/user/edit');
  await expect(page.getByText(PROFILE_REQUIRED_WARNING).first()).toBeVisible();

  await page.goto(urlFor('exhibitor', '/product/list'));
  await expectPath(page, '/user/edit');
  await expect(page.getByText(PROFILE_REQUIRED_WARNING).first()).toBeVisible();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/user/edit'));
  await screenshots(page, 'new-exhibitor-profile-required');
});

test('an unknown path goes to /404 and the root to /login', async ({ page }) => {
  await loginThroughForm(page, demoAccounts.exhibitor);
  await expectPath(page, '/exhibitor/dashboard');
  await page.goto(urlFor('exhibitor', '/no/such/page'));
  await expectPath(page, '/404');
  await page.goto(urlFor('exhibitor', '/'));
  // logged in: /login passes on to the dashboard
  await expectPath(page, '/exhibitor/dashboard');
});
