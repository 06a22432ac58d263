// Issue 3: an expired session returns to the right login. The session really expires on a real server:
// this journey runs its own server whose clock it moves forward past the 12-hour session life.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { demoAccounts } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { expectPath, loginPathOf, pageContent, shellText } from '../support/ui';

const THIRTEEN_HOURS_MS = 13 * 60 * 60 * 1000;
// The common-namespace text of "login timeout" (the server's "Token has expired" as the browser shows it).
const LOGIN_TIMEOUT_TEXT = '登录超时';

let server: PortalServer;
let clockDir: string;
let clockFile: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  clockDir = mkdtempSync(path.join(os.tmpdir(), 'fair-e2e-clock-'));
  clockFile = path.join(clockDir, 'offset-ms');
  writeFileSync(clockFile, '0');
  server = await startPortalServer({ clockOffsetFile: clockFile });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

test.afterEach(() => writeFileSync(clockFile, '0'));

const accounts = { exhibitor: demoAccounts.exhibitor, organizer: demoAccounts.organizer, miniprog: demoAccounts.miniprog };

/** Logs in, opens the home screen, then moves the server's clock past the session's life. */
async function openThenExpire(context: BrowserContext, page: Page, clientType: ClientType): Promise<void> {
  const account = accounts[clientType];
  const token = await loginByApi(context, account, server.port);
  await page.goto(urlFor(clientType, account.home, server.port));
  await expect(pageContent(page)).toBeVisible();

  writeFileSync(clockFile, String(THIRTEEN_HOURS_MS));
  const info = apiUrl(clientType === 'exhibitor' ? '/exhibitors/user/info' : '/admin/user/info', server.port);
  // the server re-reads its clock offset within 200 ms; from then on the token is expired
  await expect
    .poll(async () => (await context.request.get(info, { headers: { Authorization: `Bearer ${token}`, 'Client-Type': clientType } })).json())
    .toMatchObject({ code: 401, message: 'Token has expired' });
}

for (const clientType of Object.keys(accounts) as ClientType[]) {
  test(`${clientType}: coming back with an expired session leads to the ${clientType} login`, async ({ context, page }) => {
    await openThenExpire(context, page, clientType);
    await page.reload();
    await expectPath(page, loginPathOf(clientType));
    expect((await context.cookies()).find((cookie) => cookie.name === `${clientType}_token`)).toBeUndefined();
  });
}

test('exhibitor: a call failing with an expired token shows "login timeout" and leads to the exhibitor login', async ({ context, page }) => {
  await openThenExpire(context, page, 'exhibitor');
  // opening the notification list calls the API with the expired token
  await page.getByRole('button', { name: shellText('layout.notifications') }).click();
  await expect(page.getByText(LOGIN_TIMEOUT_TEXT)).toBeVisible();
  await expectPath(page, loginPathOf('exhibitor'));
});
