// Issue 11 screen 1, credential e-mails over real SMTP: the journey runs a portal server of its own whose
// SMTP settings point at an smtp-server on a free port. The organizer sends the e-mails of 5 accounts and
// they arrive; one exhibitor follows its one-time set-password link and logs in to the exhibitor centre;
// an SMTP server refusing a message marks the account 发送失败 and a second send succeeds.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { apiToken, loginByApi } from '../support/session';
import { lastMailTo, smtpSettings, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { buttonName, expectPath, pageContent, screenshots, shellText } from '../support/ui';

// SPEC §5 and §8, quoted exactly.
const SEND_CONFIRM = '确认向该展商发送邮件吗？';
const EMAIL_SENT = '已发送指定邮件';
const SUBJECT = '展商中心账号开通 / Your exhibitor centre account';
const NEW_PASSWORD = 'Linked~2025';

const unique = `${Date.now() % 100_000}`;
const accounts = Array.from({ length: 5 }, (_, index) => ({ name: `邮件展商${unique}-${index + 1}`, email: `mail${unique}-${index + 1}@journey.example` }));
const refused = { name: `拒收展商${unique}`, email: `refused${unique}@journey.example` };

let sink: SmtpSink;
let server: PortalServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startPortalServer({ env: smtpSettings(sink) });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

async function createAccount(request: APIRequestContext, token: string, account: { name: string; email: string }): Promise<void> {
  const response = await request.post(apiUrl('/admin/user/exhibitors/add-account', server.port), {
    data: { name_zh: account.name, name_en: `Mail ${account.name}`, email: account.email, password: 'Created~2025', exhibitor_types: ['Local'], operator_password: DEMO_PASSWORD },
    headers: { Authorization: `Bearer ${token}`, token, 'Client-Type': 'organizer', 'Language-Set': 'zh-cn' },
  });
  expect((await response.json()).code, `create ${account.email}`).toBe(0);
}

async function openAccounts(page: Page, keyword: string): Promise<void> {
  await page.goto(urlFor('organizer', '/account/exhibitor-account-manage', server.port));
  const search = page.getByRole('searchbox', { name: '按展商名称或邮箱搜索' });
  await search.fill(keyword);
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page).toHaveURL(/keyword=/);
}

/** One row keeps the SPEC text; several say how many exhibitors get the e-mail (counted by the server). */
async function confirmSend(page: Page, text = SEND_CONFIRM): Promise<void> {
  // an earlier send's toast may still be showing: this send's toast is the one that appears after it has gone
  await expect(page.getByText(EMAIL_SENT)).toHaveCount(0);
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();
}

const row = (page: Page, email: string) => pageContent(page).locator('tr.ant-table-row').filter({ hasText: email });

test('the organizer sends 5 credential e-mails; they arrive over SMTP with a set-password link and no password', async ({ page, context }) => {
  const token = await apiToken(context, demoAccounts.organizer, server.port);
  for (const account of accounts) await createAccount(context.request, token, account);
  await loginByApi(context, demoAccounts.organizer, server.port);
  await openAccounts(page, `邮件展商${unique}`);
  const table = pageContent(page).locator('.ant-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(table.getByText('未发送')).toHaveCount(5);

  await table.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: '发送选中邮件' }).click();
  await confirmSend(page, '确认向 5 个展商发送账号邮件吗？');
  // the list looks again while rows read 发送中, until the queue has delivered every one
  await expect(table.getByText('发送成功')).toHaveCount(5, { timeout: 30_000 });
  await screenshots(page, 'organizer-credential-mail');

  for (const account of accounts) {
    const mail = lastMailTo(sink, account.email);
    expect(mail?.subject, account.email).toBe(SUBJECT);
    expect(mail?.text).toContain(`登录账号：${account.email}`);
    expect(mail?.text).toMatch(/\/set-password\?token=[\w-]+/);
    expect(mail?.html).toContain('设置密码');
    expect(mail?.text).not.toContain('Created~2025');
  }
});

test('an exhibitor follows the one-time link, sets a password and logs in to the exhibitor centre', async ({ browser }) => {
  const [first] = accounts;
  const link = /(https?:\/\/\S+\/set-password\?token=[\w-]+)/.exec(lastMailTo(sink, first.email)?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  // the exhibitor's own browser, nobody logged in
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: shellText('setPassword.title') })).toBeVisible();
  await expect(page.getByText(first.email)).toBeVisible();
  await page.getByLabel(shellText('forgot.password'), { exact: true }).fill('short');
  await page.getByRole('button', { name: buttonName(shellText('setPassword.submit')) }).click();
  await expect(page.getByText('密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位')).toBeVisible();
  await page.getByLabel(shellText('forgot.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(shellText('forgot.confirm'), { exact: true }).fill(NEW_PASSWORD);
  await screenshots(page, 'set-password', { inLayout: false });
  await page.getByRole('button', { name: buttonName(shellText('setPassword.submit')) }).click();
  await expectPath(page, '/exhibitor_login');
  await expect(page.getByRole('status')).toHaveText(shellText('setPassword.done'));

  await page.getByLabel(shellText('login.userName'), { exact: true }).fill(first.email);
  await page.getByLabel(shellText('login.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
  // a new exhibitor fills in its company profile first (SPEC §4)
  await expectPath(page, '/user/edit');
  await expect(page.getByText('必须先填展商信息并保存后才能访问其他页面')).toBeVisible();

  // the link works once
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText('该设置密码链接已使用过，请直接登录或联系主办方工作人员重新发送');
  await context.close();
});

test('an SMTP server that refuses the message marks the account 发送失败; sending again succeeds', async ({ page, context }) => {
  const token = await apiToken(context, demoAccounts.organizer, server.port);
  await createAccount(context.request, token, refused);
  sink.refuse.add(refused.email);
  await loginByApi(context, demoAccounts.organizer, server.port);
  await openAccounts(page, refused.name);

  await page.getByRole('button', { name: `发送邮件 ${refused.email}` }).click();
  await confirmSend(page);
  const failed = row(page, refused.email).getByText('发送失败');
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await failed.hover();
  await expect(page.getByRole('tooltip')).toContainText('Mailbox unavailable');
  await screenshots(page, 'organizer-credential-mail-failed');
  expect(lastMailTo(sink, refused.email)).toBeUndefined();

  sink.refuse.delete(refused.email);
  await page.getByRole('button', { name: `发送邮件 ${refused.email}` }).click();
  await confirmSend(page);
  await expect(row(page, refused.email).getByText('发送成功')).toBeVisible({ timeout: 30_000 });
  expect(lastMailTo(sink, refused.email)?.subject).toBe(SUBJECT);
});
