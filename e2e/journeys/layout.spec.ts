// Issue 3 layout in the browser: mobile mode at 1000 px, English and back, one copy of React.
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { menuLabels, routeTitle } from '../support/menu';
import { fetchRegistry } from '../support/registry';
import { copiesOfPackages, countReactRenderers, reactRenderers, recordAssets } from '../support/page-assets';
import { loginByApi } from '../support/session';
import { expectPath, headerTitle, layout, menuItem, menuTexts, pageContent, screenshots, shellText, sidebar } from '../support/ui';

test('a 1000 px window switches the layout to mobile mode, a wide one back', async ({ context, page }) => {
  await loginByApi(context, demoAccounts.organizer);
  await page.goto(urlFor('organizer', '/organizer/dashboard'));
  await expect(pageContent(page)).toBeVisible();
  await expect(layout(page)).toHaveAttribute('data-device', 'desktop');
  await expect(sidebar(page)).toBeVisible();

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(layout(page)).toHaveAttribute('data-device', 'mobile');
  // the sidebar leaves the page and opens as a drawer from the header button
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: shellText('layout.toggleSidebar') }).click();
  await expect(sidebar(page)).toBeVisible();
  await screenshots(page, 'organizer-mobile-drawer', { inLayout: false });

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(layout(page)).toHaveAttribute('data-device', 'desktop');
});

test('an exhibitor switches to English and back to Chinese', async ({ context, page, request }) => {
  const { externalLinks } = await fetchRegistry(request);
  await loginByApi(context, demoAccounts.exhibitor);
  await page.goto(urlFor('exhibitor', '/product/list'));
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/product/list'));

  await page.getByRole('button', { name: shellText('layout.toggleLanguage') }).first().click();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/product/list', 'en-us'));
  expect(await menuTexts(page)).toEqual(menuLabels('exhibitor', 'en-us', { externalLinks }));
  await expect(page).toHaveTitle(`${routeTitle('exhibitor', '/product/list', 'en-us')} - ${shellText('layout.titleSuffix', 'en-us')}`);
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en-us');
  await screenshots(page, 'exhibitor-english');

  // The choice survives a reload (cookie on the parent domain, path /).
  await page.reload();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/product/list', 'en-us'));

  await page.getByRole('button', { name: shellText('layout.toggleLanguage', 'en-us') }).first().click();
  await expect(headerTitle(page)).toHaveText(routeTitle('exhibitor', '/product/list'));
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('zh-cn');
});

test('only one copy of React, React DOM and antd is loaded in the page', async ({ context, page }) => {
  await countReactRenderers(page);
  const assets = recordAssets(page);
  await loginByApi(context, demoAccounts.miniprog);
  // the dashboard (./app), then check-in (./checkin) in the same page: two page modules beside the shell
  await page.goto(urlFor('miniprog', '/miniprog/dashboard'));
  await expect(pageContent(page)).toBeVisible();
  await menuItem(page, routeTitle('miniprog', '/checkin/check-in-manage-list')).click();
  await expectPath(page, '/checkin/check-in-manage-list');
  await expect(pageContent(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  const renderers = await reactRenderers(page);
  expect(renderers.count).toBe(1);
  const copies = await copiesOfPackages(context.request, await assets(), ['react', 'react-dom', 'antd']);
  expect(copies).toEqual({ react: 1, 'react-dom': 1, antd: 1 });
});
