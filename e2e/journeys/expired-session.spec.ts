// Issue 3: an expired session returns to the right login. The session really expires on a real server:
// this journey runs its own server whose clock it moves forward past the 12-hour session life.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { ClientType } from '@fair/shared/access/client-types';
import { demoAccounts } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { loginByApi } from '../support/session';
import { useShiftedClockServer } from '../support/shifted-clock-server';
import { expectPath, loginPathOf, pageContent, shellText } from '../support/ui';

const THIRTEEN_HOURS_MS = 13 * 60 * 60 * 1000;
// The common-namespace text of "login timeout" (the server's "Token has expired" as the browser shows it).
const LOGIN_TIMEOUT_TEXT = '登录超时';

const portal = useShiftedClockServer();

test.describe.configure({ mode: 'serial' });

const accounts = { exhibitor: demoAccounts.exhibitor, organizer: demoAccounts.organizer, miniprog: demoAccounts.miniprog };

/** Logs in, opens the home screen, then moves the server's clock past the session's life. */
async function openThenExpire(context: BrowserContext, page: Page, clientType: ClientType): Promise<void> {
  const account = accounts[clientType];
  const token = await loginByApi(context, account, portal.server.port);
  await page.goto(urlFor(clientType, account.home, portal.server.port));
  await expect(pageContent(page)).toBeVisible();

  portal.shiftClock(THIRTEEN_HOURS_MS);
  const info = apiUrl(clientType === 'exhibitor' ? '/exhibitors/user/info' : '/admin/user/info', portal.server.port);
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
