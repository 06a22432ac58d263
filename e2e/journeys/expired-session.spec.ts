// Issue 3: an expired session returns to the right login. The session really expires on a real server:
// this journey runs its own server whose clock it moves forward past the 12-hour session life.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { expectPath, loginPathOf, pageContent } from '../support/ui';

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

for (const [clientType, account] of Object.entries(accounts) as [ClientType, (typeof accounts)[ClientType]][]) {
  test(`${clientType}: an expired session returns to the ${clientType} login`, async ({ context, page }) => {
    await loginByApi(context, account, server.port);
    await page.goto(urlFor(clientType, account.home, server.port));
    await expect(pageContent(page)).toBeVisible();

    writeFileSync(clockFile, String(THIRTEEN_HOURS_MS));
    // let the server re-read its clock offset
    await page.waitForTimeout(400);
    const expired = await context.request.get(urlFor(clientType, clientType === 'exhibitor' ? '/exhibitors/user/info' : '/admin/user/info', server.port), {
      headers: { Authorization: `Bearer ${decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === `${clientType}_token`)!.value)}`, 'Client-Type': clientType },
    });
    expect(await expired.json()).toMatchObject({ code: 401, message: 'Token has expired' });

    await page.reload();
    await expectPath(page, loginPathOf(clientType));
    await expect(page.getByText(LOGIN_TIMEOUT_TEXT)).toBeVisible();
  });
}
