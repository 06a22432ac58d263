// Issue 3 "What it must show": each client type logs in on its host, sees its own menu and not the
// others', navigates, sees title and back arrow, logs out.
import { expect, test } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { demoAccounts, type DemoAccount } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { foreignMenuLabels, menuLabels, routeTitle } from '../support/menu';
import { fetchRegistry } from '../support/registry';
import {
  backArrow,
  expectPath,
  headerTitle,
  loginPathOf,
  loginThroughForm,
  logOut,
  menuItem,
  menuTexts,
  pageContent,
  screenshots,
  shellText,
} from '../support/ui';

interface Journey {
  account: DemoAccount;
  /** a menu entry to open from the sidebar */
  menuTarget: string;
  /** a screen with a parent (back arrow) and that parent */
  child: string;
  parent: string;
}

const journeys: Record<ClientType, Journey> = {
  exhibitor: { account: demoAccounts.exhibitor, menuTarget: '/product/list', child: '/product/create', parent: '/product/list' },
  organizer: { account: demoAccounts.organizer, menuTarget: '/exhibit/exhibit-classification', child: '/organizer/notification-create', parent: '/organizer/notification' },
  // check-in is its own exposed module, loaded only when visited
  miniprog: { account: demoAccounts.miniprog, menuTarget: '/checkin/check-in-manage-list', child: '/checkin/check-in-manage-add', parent: '/checkin/check-in-manage-list' },
};

const titleSuffix = shellText('layout.titleSuffix');

for (const [clientType, journey] of Object.entries(journeys) as [ClientType, Journey][]) {
  test(`${clientType}: logs in on its host, sees its own menu, navigates with title and back arrow, logs out`, async ({ page, request }) => {
    const { account } = journey;
    const { externalLinks } = await fetchRegistry(request);

    // The root goes to /login, which on this host is the client type's login.
    await page.goto(urlFor(clientType, '/'));
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { name: shellText(`login.title.${clientType}`) })).toBeVisible();
    await screenshots(page, `${clientType}-login`, { inLayout: false });

    await loginThroughForm(page, account);
    await expectPath(page, account.home);
    await expect(pageContent(page)).toBeVisible();
    await expect(headerTitle(page)).toHaveText(routeTitle(clientType, account.home));
    await expect(page).toHaveTitle(`${routeTitle(clientType, account.home)} - ${titleSuffix}`);

    // Own menu …
    const shown = await menuTexts(page);
    expect(shown).toEqual(menuLabels(clientType, 'zh-cn', { externalLinks }));
    // … and none of the other client types' entries.
    expect(shown.filter((label) => foreignMenuLabels(clientType).includes(label))).toEqual([]);
    await screenshots(page, `${clientType}-dashboard`);

    // Navigate from the sidebar.
    const targetTitle = routeTitle(clientType, journey.menuTarget);
    await menuItem(page, targetTitle).click();
    await expectPath(page, journey.menuTarget);
    await expect(headerTitle(page)).toHaveText(targetTitle);
    await expect(page).toHaveTitle(`${targetTitle} - ${titleSuffix}`);
    await expect(pageContent(page)).toBeVisible();

    // A screen with a parent shows the back arrow, which leads to the parent; the parent has none.
    await page.goto(urlFor(clientType, journey.child));
    await expect(headerTitle(page)).toHaveText(routeTitle(clientType, journey.child));
    await expect(backArrow(page)).toBeVisible();
    await screenshots(page, `${clientType}-child-page`);
    await backArrow(page).click();
    await expectPath(page, journey.parent);
    await expect(headerTitle(page)).toHaveText(routeTitle(clientType, journey.parent));
    await expect(backArrow(page)).toHaveCount(0);

    await logOut(page);
    await expectPath(page, loginPathOf(clientType));
    await expect(page.getByRole('heading', { name: shellText(`login.title.${clientType}`) })).toBeVisible();
    // Logged out means logged out: a protected page sends back to the login with a redirect.
    await page.goto(urlFor(clientType, account.home));
    await expectPath(page, loginPathOf(clientType));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(account.home);
  });
}
