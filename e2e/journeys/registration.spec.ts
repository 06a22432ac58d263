// Issue 11 screen 7, registration and approval: an applicant registers by e-mail from the login page
// (the code arrives at a real SMTP server on a free port), cannot log in while the account waits, the
// organizer approves it with an exhibitor type in exhibitor-account-manage, the applicant is told by
// e-mail and logs in; a second applicant is rejected with a reason, told it by e-mail, and the login says why.
// The journey runs its own server with SMTP settings pointing at that sink.
import { expect, test, type Page } from '@playwright/test';
import { REGISTRATION_PATHS } from '@fair/shared/contracts/registration';
import { demoAccounts } from '../support/accounts';
import { apiUrl, urlFor } from '../support/hosts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { lastMailTo, smtpSettings, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { buttonName, expectPath, pageContent, screenshots, shellText } from '../support/ui';

// SPEC §8 success message, quoted exactly (zh-cn).
const SMS_CODE_SENT = shellText('codeLogin.codeSent');
const PENDING = '账号正在等待主办方审核，审核通过后即可登录';

const unique = `${Date.now() % 100_000}`;
const applicant = { email: `applicant${unique}@journey.example`, company: `注册申请公司${unique}`, password: 'Apply~2025' };

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

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function passwordLogin(page: Page, who: { email: string; password: string } = applicant): Promise<void> {
  await page.goto(urlFor('exhibitor', '/exhibitor_login', server.port));
  await field(page, shellText('login.userName')).fill(who.email);
  await field(page, shellText('login.password')).fill(who.password);
  await page.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
}

test('an applicant registers by e-mail from the login page and waits for approval', async ({ page }) => {
  await page.goto(urlFor('exhibitor', '/exhibitor_login', server.port));
  await page.getByRole('link', { name: shellText('register.link') }).click();
  await expectPath(page, '/register');
  await expect(page.getByRole('heading', { name: shellText('register.title') })).toBeVisible();

  // SPEC §5: every rule on its field; the mobile keeps digits only, at most 15
  await page.getByRole('button', { name: buttonName(shellText('register.submit')) }).click();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await expect(page.getByText('请阅读并勾选隐私条款')).toBeVisible();
  const phone = field(page, shellText('codeLogin.phone'));
  await phone.pressSequentially('+86 138-0013-8000-12345');
  await expect(phone).toHaveValue('861380013800012');
  await page.getByRole('button', { name: shellText('codeLogin.getCode') }).click();
  await expect(page.getByRole('status')).toHaveText(SMS_CODE_SENT);
  await screenshots(page, 'register', { inLayout: false });

  await page.getByRole('tab', { name: shellText('register.by.email') }).click();
  await field(page, shellText('register.email')).fill(applicant.email);
  await page.getByRole('button', { name: shellText('codeLogin.getCode') }).click();
  await expect(page.getByRole('status')).toHaveText(shellText('register.emailCodeSent'));
  await expect.poll(() => lastMailTo(sink, applicant.email)?.text, { message: 'the register code e-mail' }).toMatch(/\d{6}/);
  const code = /(\d{6})/.exec(lastMailTo(sink, applicant.email)!.text)![1];

  await field(page, shellText('forgot.code')).fill(code);
  await field(page, shellText('register.companyZh')).fill(applicant.company);
  await field(page, shellText('register.password')).fill(applicant.password);
  await field(page, shellText('forgot.confirm')).fill('Apply~2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName(shellText('register.submit')) }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await field(page, shellText('forgot.confirm')).fill(applicant.password);
  await page.getByRole('button', { name: buttonName(shellText('register.submit')) }).click();
  await expectPath(page, '/exhibitor_login');
  await expect(page.getByRole('status')).toHaveText(shellText('register.submitted'));

  // until the organizer approves, the login is refused with the reason
  await passwordLogin(page);
  await expect(page.getByRole('alert')).toHaveText(PENDING);
  await expectPath(page, '/exhibitor_login');
});

test('the organizer approves the registration with an exhibitor type; the applicant is told and logs in', async ({ page, context, browser }) => {
  await loginByApi(context, demoAccounts.organizer, server.port);
  await page.goto(urlFor('organizer', '/account/exhibitor-account-manage', server.port));
  const open = page.getByRole('button', { name: /注册审核/ });
  await expect(pageContent(page).locator('.ant-badge-count')).toHaveText('1');
  await open.click();
  const review = page.getByRole('dialog').filter({ hasText: '注册审核' });
  await expect(review.getByText(applicant.email)).toBeVisible();
  await screenshots(page, 'organizer-registration-review');

  await review.getByRole('button', { name: `通过 ${applicant.company}` }).click();
  const approve = page.getByRole('dialog').filter({ hasText: `通过注册 · ${applicant.company}` });
  await approve.getByTestId('drawer-form-save').click();
  await expect(approve.getByText('请选择展商类型')).toBeVisible();
  await approve.getByLabel('展商类型').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^FIE$/ }).click();
  await approve.getByTestId('drawer-form-save').click();
  await expect(page.getByText('已通过审核，并已通知申请人')).toBeVisible();
  await expect(review.getByText('没有待审核的注册')).toBeVisible();

  await expect.poll(() => lastMailTo(sink, applicant.email)?.subject, { message: 'the approval e-mail' }).toBe('展商中心注册审核通过 / Exhibitor centre registration approved');
  expect(lastMailTo(sink, applicant.email)!.text).toContain(`现在可以使用 ${applicant.email} 登录`);

  // the applicant's own browser: the login now works and leads to the company profile first (SPEC §4)
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await passwordLogin(applicantPage);
  await expectPath(applicantPage, '/user/edit');
  await applicantContext.close();
});

test('the organizer rejects a registration with its reason; the applicant is told by e-mail and the login says why', async ({ page, context, browser }) => {
  const rejected = { email: `rejected${unique}@journey.example`, company: `被拒申请公司${unique}`, password: 'Apply~2025' };
  const reason = '营业执照信息不完整';
  // registered through the calls the register page makes (the first journey goes through the page itself)
  const headers = { 'Language-Set': 'zh-cn', 'Client-Type': 'exhibitor' };
  const codeSent = await context.request.post(apiUrl(REGISTRATION_PATHS.sendCode, server.port), { headers, data: { channel: 'email', email: rejected.email } });
  expect(((await codeSent.json()) as { code: number }).code).toBe(0);
  await expect.poll(() => lastMailTo(sink, rejected.email)?.text, { message: 'the register code e-mail' }).toMatch(/\d{6}/);
  const code = /(\d{6})/.exec(lastMailTo(sink, rejected.email)!.text)![1];
  const registered = await context.request.post(apiUrl(REGISTRATION_PATHS.register, server.port), {
    headers,
    data: { channel: 'email', email: rejected.email, code, company_zh: rejected.company, company_en: '', password: rejected.password, confirm_password: rejected.password, agree: true },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(0);

  await loginByApi(context, demoAccounts.organizer, server.port);
  await page.goto(urlFor('organizer', '/account/exhibitor-account-manage', server.port));
  await page.getByRole('button', { name: /注册审核/ }).click();
  const review = page.getByRole('dialog').filter({ hasText: '注册审核' });
  await review.getByRole('button', { name: `拒绝 ${rejected.company}` }).click();
  const reject = page.getByRole('dialog').filter({ hasText: `拒绝注册 · ${rejected.company}` });
  await expect(reject).toContainText(`拒绝原因将发送至 ${rejected.email}`);
  await reject.getByLabel('拒绝原因').fill(reason);
  await reject.getByTestId('drawer-form-save').click();
  await expect(page.getByText('已拒绝，并已通知申请人')).toBeVisible();
  await expect(review.getByText('没有待审核的注册')).toBeVisible();
  await review.locator('.ant-segmented-item', { hasText: '已拒绝' }).click();
  await expect(review.getByText(rejected.email)).toBeVisible();
  await expect(review).toContainText(reason);
  await screenshots(page, 'organizer-registration-rejected');

  await expect.poll(() => lastMailTo(sink, rejected.email)?.subject, { message: 'the rejection e-mail' }).toContain('展商中心注册审核未通过');
  expect(lastMailTo(sink, rejected.email)!.text).toContain(`${rejected.company} 的展商中心注册申请未通过审核，原因：${reason}`);

  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await passwordLogin(applicantPage, rejected);
  await expect(applicantPage.getByRole('alert')).toHaveText(`注册申请未通过审核：${reason}`);
  await expectPath(applicantPage, '/exhibitor_login');
  await applicantContext.close();
});
