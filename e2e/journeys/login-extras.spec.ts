// Issue 4 item 8, login extras: verification-code login, forgotten password and reset by e-mail code,
// change password from the avatar panel. The journey runs its own server (it changes the demo
// exhibitor's password) at LOG_LEVEL=info: with no SMS provider and no SMTP configured, demo mode writes
// each message to the server log as well as to the stored outbox, and the journey reads the codes from
// that log, as a demo user would. No API hands codes out.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../support/accounts';
import { urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { buttonName, expectPath, pageContent, screenshots, shellText } from '../support/ui';

const PHONE = '13800138000';
const account = demoAccounts.exhibitor;
const CHANGED_PASSWORD = 'Fair2026_new';
const RESET_PASSWORD = '~Reset#2026';

let server: PortalServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startPortalServer({ env: { LOG_LEVEL: 'info' } });
});

test.afterAll(async () => {
  await server?.stop();
});

interface LogLine {
  msg?: string;
  phone?: string;
  to?: string;
  text?: string;
}

/** The code of the newest demo message to that recipient in the server log (pino writes JSON lines). */
async function codeFromLog(message: string, recipient: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = server
        .output()
        .slice(after)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.msg === message && (line.phone === recipient || line.to === recipient));
      code = /(\d{6})/.exec(lines.at(-1)?.text ?? '')?.[1];
      return code;
    }, { message: `a demo ${message} to ${recipient} in the server log` })
    .toMatch(/^\d{6}$/);
  return code!;
}

const open = (page: Page, pathname: string) => page.goto(urlFor('exhibitor', pathname, server.port));

async function passwordLogin(page: Page, password: string): Promise<void> {
  await open(page, '/exhibitor_login');
  await page.getByLabel(shellText('login.userName'), { exact: true }).fill(account.userName);
  await page.getByLabel(shellText('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
  await expectPath(page, account.home);
  await expect(pageContent(page)).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: shellText('layout.account') }).click();
  await page.getByRole('button', { name: new RegExp(shellText('layout.logout')) }).click();
  await expectPath(page, '/exhibitor_login');
}

test('code login: the SMS code (from the demo outbox log) logs exhibitor@demo.fair in', async ({ page }) => {
  await open(page, '/exhibitor_login');
  await page.getByRole('tab', { name: shellText('codeLogin.tab') }).click();
  const phone = page.getByLabel(shellText('codeLogin.phone'), { exact: true });
  await phone.fill('138-0013-8000');
  await expect(phone).toHaveValue(PHONE);

  const logMark = server.output().length;
  await page.getByRole('button', { name: shellText('codeLogin.getCode') }).click();
  await expect(page.getByRole('status')).toHaveText(shellText('codeLogin.codeSent'));
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await codeFromLog('demo SMS kept in the outbox', PHONE, logMark);
  await page.getByLabel(shellText('codeLogin.code'), { exact: true }).fill(code);
  await screenshots(page, 'login-code-tab', { inLayout: false });

  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
  await expectPath(page, account.home);
  await expect(pageContent(page)).toBeVisible();
});

test('change password from the avatar panel: the new password logs in', async ({ page }) => {
  await passwordLogin(page, 'Fair2025!');
  await page.getByRole('button', { name: shellText('layout.account') }).click();
  await page.getByRole('button', { name: new RegExp(shellText('password.title')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(shellText('password.current')).fill('Fair2025!');
  await dialog.getByLabel(shellText('password.new')).fill('short');
  await dialog.getByLabel(shellText('password.confirm')).fill('other');
  await dialog.getByRole('button', { name: buttonName(shellText('password.save')) }).click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await screenshots(page, 'change-password-dialog');

  await dialog.getByLabel(shellText('password.new')).fill(CHANGED_PASSWORD);
  await dialog.getByLabel(shellText('password.confirm')).fill(CHANGED_PASSWORD);
  await dialog.getByRole('button', { name: buttonName(shellText('password.save')) }).click();
  await expect(page.getByText(shellText('password.changed'))).toBeVisible();
  await expect(dialog).toBeHidden();

  await logOut(page);
  await passwordLogin(page, CHANGED_PASSWORD);
});

test('forgot password: the e-mailed code resets it, back to login with the SPEC text, the new password logs in', async ({ page }) => {
  await open(page, '/exhibitor_login');
  await page.getByRole('link', { name: shellText('forgot.link') }).click();
  await expectPath(page, '/forgot-password');
  await expect(page.getByRole('heading', { name: shellText('forgot.title') })).toBeVisible();

  await page.getByLabel(shellText('forgot.email'), { exact: true }).fill(account.userName);
  const logMark = server.output().length;
  await page.getByRole('button', { name: shellText('codeLogin.getCode') }).click();
  await expect(page.getByRole('status')).toHaveText(shellText('forgot.codeSent'));
  const code = await codeFromLog('demo e-mail kept in the outbox', account.userName, logMark);

  await page.getByLabel(shellText('forgot.code'), { exact: true }).fill(code);
  await page.getByLabel(shellText('forgot.password'), { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel(shellText('forgot.confirm'), { exact: true }).fill(RESET_PASSWORD);
  await screenshots(page, 'forgot-password', { inLayout: false });
  await page.getByRole('button', { name: buttonName(shellText('forgot.submit')) }).click();

  await expectPath(page, '/exhibitor_login');
  await expect(page.getByRole('status')).toHaveText(shellText('forgot.resetSuccess'));
  await passwordLogin(page, RESET_PASSWORD);
});
