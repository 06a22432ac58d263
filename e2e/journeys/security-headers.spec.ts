// Hardening: the app's own pages carry a Content-Security-Policy, nosniff, a referrer policy and frame
// protection, and every screen of the three client types still loads under that policy without a single
// violation — with the remotes on the page's origin and with a remote on another origin.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { demoAccounts, type DemoAccount } from '../support/accounts';
import { type CspViolations, cspDirectives, watchCspViolations } from '../support/csp-violations';
import { apiUrl, serverPort, urlFor } from '../support/hosts';
import { routeTables } from '../support/menu';
import { artifactsDir } from '../support/paths';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { fetchRegistry } from '../support/registry';
import { loginByApi } from '../support/session';
import { FIRST_SCREEN_TIMEOUT, loginPathOf, pageContent, readySelector } from '../support/ui';

// the tests share nothing but the run's server: they spread over the workers instead of queueing in one
test.describe.configure({ mode: 'parallel' });

const accounts: Record<ClientType, DemoAccount> = {
  exhibitor: demoAccounts.exhibitor,
  organizer: demoAccounts.organizer,
  miniprog: demoAccounts.miniprog,
};

/** Every screen of a client type's route table (external links are not screens; ":id" becomes 1). */
function screensOf(clientType: ClientType): string[] {
  return routeTables[clientType].routes.filter((route) => !route.external).map((route) => route.path.replace(/:\w+/g, '1'));
}

function expectPageHeaders(headers: Record<string, string>, remoteOrigins: string[] = []) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = cspDirectives(headers['content-security-policy']);
  expect(policy.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", ...remoteOrigins]);
  expect(policy.get('connect-src')).toEqual(["'self'", ...remoteOrigins]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

/** The response headers of a same-origin address, read in the page (lower-case names). */
function documentHeaders(page: Page, pathname: string): Promise<Record<string, string>> {
  return page.evaluate(async (address) => Object.fromEntries((await fetch(address)).headers), pathname);
}

/** Requests the page has under way, and since when none has started or ended. */
function networkActivity(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    /** until nothing has been under way for `quietMs` (Playwright's networkidle is per document: it is already reached after an in-page navigation) */
    async settled(quietMs = 500): Promise<void> {
      await expect.poll(() => inFlight === 0 && Date.now() - changedAt >= quietMs, { timeout: FIRST_SCREEN_TIMEOUT, intervals: [100] }).toBe(true);
    },
  };
}

/**
 * Opens the first screen as a document, then every other one inside it the way the menu does (history
 * push and popstate, which the router and single-spa follow), so each screen's remote modules, chunks and
 * data load under the page's policy without the whole shell starting again. Each screen's own document
 * answer is checked for the headers. After each, the content has rendered, the network has been quiet for
 * half a second, and no violation was reported so far (also when the screen did not render: the violation
 * is the likely why).
 */
async function visitScreens(page: Page, violations: CspViolations, clientType: ClientType, port: number | undefined, remoteOrigins: string[] = []) {
  const [first, ...others] = screensOf(clientType);
  const network = networkActivity(page);
  const response = await page.goto(urlFor(clientType, first, port));
  expectPageHeaders(response!.headers(), remoteOrigins);
  for (const screen of [first, ...others]) {
    await test.step(screen, async () => {
      if (screen !== first) {
        expectPageHeaders(await documentHeaders(page, screen), remoteOrigins);
        await page.evaluate((pathname) => {
          history.pushState(null, '', pathname);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, screen);
      }
      try {
        await expect(page).toHaveURL((url) => url.pathname === screen);
        await expect(pageContent(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
        await network.settled();
      } finally {
        expect(violations.all(), `CSP violations up to ${screen}`).toEqual([]);
      }
    });
  }
}

test.describe('the login page', () => {
  for (const clientType of Object.keys(accounts) as ClientType[]) {
    test(`${clientType}: /login answers with the security headers and renders without a CSP violation`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const response = await page.goto(urlFor(clientType, loginPathOf(clientType)));
      expect(response!.status()).toBe(200);
      expectPageHeaders(response!.headers());
      await expect(page.locator(readySelector.loginForm)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations.all()).toEqual([]);
    });
  }

  test('the policy is enforced: an injected inline script does not run and is reported; another site cannot frame the page', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(urlFor('exhibitor', '/login'));
    await expect(page.locator(readySelector.loginForm)).toBeVisible();
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations.all().some((line) => line.startsWith('script-src'))).toBe(true);

    // a page of another origin (about:blank here) framing the login: refused by frame-ancestors
    const framing = await page.context().newPage();
    const framingViolations = await watchCspViolations(framing);
    await framing.setContent(`<iframe src="${urlFor('exhibitor', '/login')}"></iframe>`);
    await expect.poll(() => framingViolations.all().some((line) => line.includes('frame-ancestors'))).toBe(true);
    expect(framing.frames().some((frame) => frame.url().includes('/login') && frame !== framing.mainFrame())).toBe(false);
  });
});

for (const clientType of Object.keys(accounts) as ClientType[]) {
  test(`${clientType}: every screen loads under the CSP without a violation`, async ({ context, page }) => {
    test.setTimeout(10 * 60_000);
    const violations = await watchCspViolations(page);
    await loginByApi(context, accounts[clientType]);
    await visitScreens(page, violations, clientType, undefined);
  });
}

test.describe('a remote on another origin', () => {
  let server: PortalServer;
  /** the journeys' main server, on 127.0.0.1, hosts the exhibitor remote for a second server on localhost */
  let remoteOrigin: string;

  test.beforeAll(async ({ request }) => {
    remoteOrigin = `http://127.0.0.1:${serverPort()}`;
    const folder = path.join(artifactsDir, 'security-headers');
    mkdirSync(folder, { recursive: true });
    const registryFile = path.join(folder, 'registry.json');
    const registry = await fetchRegistry(request);
    const remotes = registry.remotes.map((remote) =>
      remote.name === 'mf_exhibitor' ? { ...remote, entry: `${remoteOrigin}/remotes/mf-exhibitor/mf-manifest.json` } : remote,
    );
    writeFileSync(registryFile, JSON.stringify({ ...registry, remotes }, null, 2));
    server = await startPortalServer({ env: { REMOTE_REGISTRY_FILE: registryFile } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the policy names the remote's origin, the remote's files come from there with CORS, and every exhibitor screen loads without a violation", async ({ context, page, request }) => {
    test.setTimeout(10 * 60_000);
    const manifest = await request.get(apiUrl('/remotes/mf-exhibitor/mf-manifest.json'), { headers: { origin: `http://localhost:${server.port}` } });
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');

    const violations = await watchCspViolations(page);
    const fromRemoteOrigin = new Set<string>();
    const fromOwnRemotes = new Set<string>();
    page.on('requestfinished', (finished) => {
      const url = new URL(finished.url());
      if (url.origin === remoteOrigin && url.pathname.startsWith('/remotes/mf-exhibitor/')) fromRemoteOrigin.add(finished.resourceType());
      if (url.port === String(server.port) && url.pathname.startsWith('/remotes/mf-exhibitor/')) fromOwnRemotes.add(url.pathname);
    });
    await loginByApi(context, demoAccounts.exhibitor, server.port);
    await visitScreens(page, violations, 'exhibitor', server.port, [remoteOrigin]);
    // the manifest is fetched, the container and chunks are scripts — all from the other origin
    expect([...fromRemoteOrigin].sort()).toEqual(expect.arrayContaining(['fetch', 'script']));
    expect([...fromOwnRemotes]).toEqual([]);
  });
});
