// Where the journeys find things in the shell's UI (shell/src/login, shell/src/layout): one place to
// follow the shell when its markup changes. Texts come from the message files, not copies of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { LOGIN_PATHS } from '@fair/shared/session/login-paths';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { urlFor } from './hosts';
import { loginByApi } from './session';
import type { Locale } from './menu';
import { repoRoot, screenshotsDir } from './paths';

/** CSS selectors whose visibility means "the screen has rendered" (also used by bench:web). */
export const readySelector = {
  loginForm: 'input[type="password"]',
  pageContent: '#fair-page-content > *',
};

export function shellText(key: string, locale: Locale = 'zh-cn'): string {
  const messages = JSON.parse(readFileSync(path.join(repoRoot, 'locales', 'messages', locale, 'shell.json'), 'utf8'));
  const value = key.split('.').reduce((node, part) => node?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no message shell:${key} in ${locale}`);
  return value;
}

/** antd puts a space between the two characters of a two-character Chinese button label. */
export function buttonName(text: string): RegExp {
  return new RegExp(`^\\s*${[...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);
}

export const loginPathOf = (clientType: ClientType): string => LOGIN_PATHS[clientType];

export async function loginThroughForm(page: Page, account: DemoAccount, loginPath = loginPathOf(account.clientType)): Promise<void> {
  await page.goto(urlFor(account.clientType, loginPath));
  await expect(page.getByRole('heading', { name: shellText(`login.title.${account.clientType}`) })).toBeVisible();
  await page.getByLabel(shellText('login.userName'), { exact: true }).fill(account.userName);
  await page.getByLabel(shellText('login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
}

/**
 * Signs `account` in through the API and opens `pathname`, for journeys whose subject is another screen
 * than the login (the login form and the landing after it have journeys of their own); the first screen
 * may take a cold remote's time.
 */
export async function openAs(page: Page, account: DemoAccount, pathname: string): Promise<void> {
  await loginByApi(page.context(), account);
  await page.goto(urlFor(account.clientType, pathname));
  await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
}

export const sidebar = (page: Page): Locator => page.locator('nav.fair-sidebar');

/** The sidebar's menu labels, in order. */
export async function menuTexts(page: Page): Promise<string[]> {
  const items = sidebar(page).locator('.ant-menu-title-content');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((text) => text.trim());
}

export const menuItem = (page: Page, label: string): Locator =>
  sidebar(page).getByRole('menuitem').filter({ has: page.locator('.ant-menu-title-content', { hasText: new RegExp(`^${label}$`) }) });

export const headerTitle = (page: Page): Locator => page.locator('h1.fair-header-title');
export const backArrow = (page: Page): Locator => page.getByTestId('back-arrow');
export const pageContent = (page: Page): Locator => page.locator(readySelector.pageContent).first();
/**
 * How long the first screen of a session may take: it downloads and mounts a cold remote, and a server
 * of the journey's own may still be warming up; on a busy two-core machine that takes well over the
 * 15 s the other expectations wait.
 */
export const FIRST_SCREEN_TIMEOUT = 60_000;

export const layout = (page: Page): Locator => page.locator('.fair-layout').first();

export async function logOut(page: Page, locale: Locale = 'zh-cn'): Promise<void> {
  await page.getByRole('button', { name: shellText('layout.account', locale) }).click();
  await page.getByRole('button', { name: new RegExp(shellText('layout.logout', locale)) }).click();
}

/** The error panel a remote that failed to load leaves inside the layout. */
export const remoteErrorPanel = (page: Page): Locator => page.locator('.ant-result').filter({ hasText: shellText('remote.failed') });

export async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { message: `path of ${page.url()}` }).toMatch(typeof pathname === 'string' ? new RegExp(`^${pathname}$`) : pathname);
}

/** Screenshots are for people to look at: CI (CI=true) skips them, FAIR_E2E_SCREENSHOTS=1 or 0 decides anywhere. */
export const takesScreenshots = process.env.FAIR_E2E_SCREENSHOTS ? process.env.FAIR_E2E_SCREENSHOTS === '1' : process.env.CI !== 'true';

/**
 * Screenshots of the current screen at desktop width and at 1000 px, under e2e/artifacts/screenshots.
 * Inside the layout it also waits for the layout to switch to mobile mode and back.
 */
export async function screenshots(page: Page, name: string, { inLayout = true } = {}): Promise<void> {
  if (!takesScreenshots) return;
  const desktop = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 1000, height: desktop.height });
  if (inLayout) await expect(layout(page)).toHaveAttribute('data-device', 'mobile');
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-1000px.png`), fullPage: true });
  await page.setViewportSize(desktop);
  if (inLayout) await expect(layout(page)).toHaveAttribute('data-device', 'desktop');
}
