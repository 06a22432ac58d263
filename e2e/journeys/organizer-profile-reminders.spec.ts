// Profile-completeness reminders over real SMTP: the journey runs a portal server of its own whose SMTP
// settings point at an smtp-server on a free port. The organizer sends the unsaved demo exhibitor a reminder
// from the exhibitor info screen; it arrives in three languages naming what is missing, and its link opens
// the exhibitor's profile form after the exhibitor logs in.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts';
import { text } from '../support/exhibitor-texts';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginByApi } from '../support/session';
import { urlFor } from '../support/hosts';
import { lastMailTo, smtpSettings, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { buttonName, expectPath, pageContent, screenshots, shellText } from '../support/ui';

const COMPANY = '新锐半导体有限公司';
const SUBJECT = '请完善展商资料 / 請完善展商資料 / Please complete your exhibitor profile';
const reminder = (key: string, values: Record<string, string | number> = {}) => text(`organizer:exhibitor-register.reminder.${key}`, 'zh-cn', values);

let sink: SmtpSink;
let server: PortalServer;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startPortalServer({ env: smtpSettings(sink) });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test('the organizer reminds the unsaved demo exhibitor; the e-mail names what is missing and its link opens the profile form', async ({ page, context, browser }) => {
  await loginByApi(context, demoAccounts.organizer, server.port);
  await page.goto(urlFor('organizer', '/message/exhibitor-info-manage', server.port));
  await page.getByRole('searchbox', { name: '按展商中文或英文名称搜索' }).fill(COMPANY);
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  const row = pageContent(page).locator('tr.ant-table-row').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  await expect(pageContent(page).locator('tbody tr.ant-table-row')).toHaveCount(1);

  await row.getByRole('checkbox').check();
  await page.getByTestId('list-bulk-actions').getByRole('button', { name: reminder('sendChosen') }).click();
  // SPEC §5: before e-mailing, the organizer confirms sending to the exhibitor
  await page.getByRole('dialog').filter({ hasText: reminder('confirmChosen', { count: 1 }) }).getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText(reminder('queued', { count: 1 }))).toBeVisible();
  await expect(row.getByTestId('reminder-status')).toBeVisible();
  await expect.poll(() => lastMailTo(sink, demoAccounts.newExhibitor.userName)?.subject, { timeout: 30_000 }).toBe(SUBJECT);
  // the status follows the send once the list is read again
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('reminder-status')).toContainText(reminder('statuses.sent'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await screenshots(page, 'organizer-profile-reminder');

  // a second reminder within 24 hours is refused by the server, whatever the screen asks
  await row.getByRole('checkbox').check();
  await page.getByTestId('list-bulk-actions').getByRole('button', { name: reminder('sendChosen') }).click();
  await page.getByRole('dialog').filter({ hasText: reminder('confirmChosen', { count: 1 }) }).getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText(`${reminder('queued', { count: 0 })}${reminder('separator')}${reminder('recent', { count: 1 })}`)).toBeVisible();

  const mail = lastMailTo(sink, demoAccounts.newExhibitor.userName)!;
  for (const item of ['公司英文名称', '公司英文名稱', 'Company name in English', '至少发布一件展品']) expect(mail.text).toContain(item);
  const link = /(https?:\/\/\S+\/user\/edit)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  // the exhibitor's own browser, nobody logged in: the link asks for the login first, then opens the profile form
  const exhibitor = await (await browser.newContext()).newPage();
  await exhibitor.goto(link!);
  await expect(exhibitor.getByRole('heading', { name: shellText('login.title.exhibitor') })).toBeVisible();
  await exhibitor.getByLabel(shellText('login.userName'), { exact: true }).fill(demoAccounts.newExhibitor.userName);
  await exhibitor.getByLabel(shellText('login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await exhibitor.getByRole('button', { name: buttonName(shellText('login.submit')) }).click();
  await expectPath(exhibitor, '/user/edit');
  await expect(exhibitor.getByRole('button', { name: buttonName('保存') }).first()).toBeVisible();
  await exhibitor.context().close();
});
