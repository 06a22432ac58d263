import { and, eq, sql } from 'drizzle-orm';
import type { ReminderSchedule, ReminderSendAnswer } from '@fair/shared/contracts/profile-reminders';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { operationLogs } from '../../../db/schema/operation-log';
import { profileReminders } from '../../../db/schema/profile-reminders';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';
import { startSmtpSink } from '../../exhibitor-accounts/__tests__/smtp-sink';
import { REMINDER_MAIL } from '../reminder-jobs';
import { REMINDER_WEEKLY, WEEK_MS } from '../reminder-schedule';

const ORIGIN = 'https://fair.example';
type Errors = { errors: { field: string; message: string }[] };

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Fair Portal <noreply@fair.example>' },
    publicUrl: ORIGIN,
    jobs: { worker: false, concurrency: 2 },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const send = (payload: object) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/exhibitor-info/reminder/send', payload, headers: { 'language-set': 'en-us' } });
const sent = async (payload: object) => {
  const response = await send(payload);
  expect(response.statusCode).toBe(200);
  return envelope<ReminderSendAnswer>(response).data;
};
const saveSchedule = (payload: object) => t.injectAs('organizerAll', { method: 'POST', url: '/admin/exhibitor-info/reminder/schedule', payload, headers: { 'language-set': 'en-us' } });
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const emailOf = async (exhibitorId: number) =>
  (await t.db.select({ email: exhibitorAccounts.email }).from(exhibitorAccounts).where(and(eq(exhibitorAccounts.exhibitor_id, exhibitorId), eq(exhibitorAccounts.is_child_user, false))))[0].email!;
/** As if the last reminder of these companies had been queued a day and an hour ago. */
const dayPassed = (ids: number[]) => t.db.update(profileReminders).set({ queued_at: sql`${profileReminders.queued_at} - interval '25 hours'` }).where(sql`${profileReminders.exhibitor_id} in ${ids}`);
const reminderOf = async (exhibitorId: number) => (await t.db.select().from(profileReminders).where(eq(profileReminders.exhibitor_id, exhibitorId)))[0];

describe('profile reminders', () => {
  it('e-mails the chosen company over SMTP in three languages, naming what is missing, with a link to its profile form', async () => {
    const { newcomer } = t.fixtures.exhibitors;
    expect(await sent({ ids: [newcomer] })).toEqual({ queued: 1, recent: 0, skipped: 0 });
    expect(await reminderOf(newcomer)).toMatchObject({ send_status: 'sending' });
    await t.app.jobs.runUntilIdle();
    const [mail] = mailsTo(await emailOf(newcomer));
    expect(mail.subject).toBe('请完善展商资料 / 請完善展商資料 / Please complete your exhibitor profile');
    // the newcomer (test fixtures) has no English name, country, logo or content
    for (const item of ['公司英文名称', '國家/地區', 'Company logo', '至少发布一件展品', 'At least one published booth activity']) expect(mail.text).toContain(item);
    expect(mail.text).toContain('尊敬的 新锐半导体有限公司：');
    expect(mail.text).not.toContain('公司中文名称');
    expect(mail.text).toContain(`${ORIGIN}/user/edit`);
    expect(mail.html).toContain(`href="${ORIGIN}/user/edit"`);
    expect(await reminderOf(newcomer)).toMatchObject({ send_status: 'sent', send_error: null });
    const [logged] = await t.db.select().from(operationLogs).where(eq(operationLogs.action, 'send-reminder'));
    expect(logged).toMatchObject({ entity: 'exhibitor', entity_id: String(newcomer) });
  });

  it('never reminds one company twice within 24 hours, then does again', async () => {
    const { newcomer, rival } = t.fixtures.exhibitors;
    expect(await sent({ ids: [newcomer, rival] })).toEqual({ queued: 1, recent: 1, skipped: 0 });
    await t.app.jobs.runUntilIdle();
    await dayPassed([newcomer, rival]);
    expect(await sent({ ids: [newcomer, rival] })).toEqual({ queued: 2, recent: 0, skipped: 0 });
    await t.app.jobs.runUntilIdle();
    expect(mailsTo(await emailOf(rival))).toHaveLength(2);
  });

  it('queues one reminder per company when parallel requests ask at once', async () => {
    const { newcomer, rival, main } = t.fixtures.exhibitors;
    await dayPassed([newcomer, rival, main]);
    const before = await t.db.$count(jobs, eq(jobs.kind, REMINDER_MAIL));
    const answers = await together(t.db, [sql`lock table profile_reminders in exclusive mode`], () =>
      Array.from({ length: 4 }, () => send({ ids: [newcomer, rival, main] })),
    );
    const queued = answers.map((answer) => envelope<ReminderSendAnswer>(answer).data.queued);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await t.db.$count(jobs, eq(jobs.kind, REMINDER_MAIL))).toBe(before + 3);
    await t.app.jobs.runUntilIdle();
  });

  it('reminds every company below a completion, and skips banned or unknown ones', async () => {
    const { newcomer, rival, main } = t.fixtures.exhibitors;
    await dayPassed([newcomer, rival, main]);
    const completions = await t.db.select({ id: exhibitors.id, completion: exhibitors.completion }).from(exhibitors);
    const below = Math.max(...completions.filter((row) => row.id !== main).map((row) => row.completion)) + 1;
    const expected = completions.filter((row) => row.completion < below).length;
    expect((await sent({ below })).queued).toBe(expected);
    await t.app.jobs.runUntilIdle();

    await dayPassed([newcomer, rival, main]);
    await t.db.update(exhibitorAccounts).set({ banned: true }).where(and(eq(exhibitorAccounts.exhibitor_id, rival), eq(exhibitorAccounts.is_child_user, false)));
    try {
      expect(await sent({ ids: [rival, newcomer, 2147483647] })).toEqual({ queued: 1, recent: 0, skipped: 2 });
    } finally {
      await t.db.update(exhibitorAccounts).set({ banned: false }).where(eq(exhibitorAccounts.exhibitor_id, rival));
    }
    await t.app.jobs.runUntilIdle();
  });

  it('refuses an empty choice and a threshold out of 1-100 with field errors', async () => {
    expect((await send({ ids: [] })).statusCode).toBe(422);
    const zero = await send({ below: 0 });
    expect(zero.statusCode).toBe(422);
    expect(envelope<Errors>(zero).data.errors.map((error) => error.field)).toContain('below');
    expect((await send({ ids: [1], below: 50 })).statusCode).toBe(422);
  });
});

describe('the weekly reminder', () => {
  it('needs a last day while on, and runs every week from a week after saving until that day', async () => {
    const refused = await saveSchedule({ enabled: true, below: 80, until: null });
    expect(refused.statusCode).toBe(422);
    expect(envelope<Errors>(refused).data.errors).toEqual([{ field: 'until', message: 'This field is required' }]);
    const past = await saveSchedule({ enabled: true, below: 80, until: '2025-03-28' });
    expect(envelope<Errors>(past).data.errors).toEqual([{ field: 'until', message: 'The last day cannot be before today' }]);

    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const started = Date.now();
    const saved = envelope<ReminderSchedule>(await saveSchedule({ enabled: true, below: 100, until })).data;
    expect(saved).toMatchObject({ enabled: true, below: 100, until });
    expect(Date.parse(saved.next_run_at!) - started).toBeGreaterThanOrEqual(WEEK_MS - 1000);
    const info = envelope<ReminderSchedule>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/exhibitor-info/reminder/schedule' })).data;
    expect(info).toEqual(saved);

    // the week has passed: the run is due
    const { newcomer, rival, main } = t.fixtures.exhibitors;
    await dayPassed([newcomer, rival, main]);
    await t.db.update(jobs).set({ run_at: new Date() }).where(and(eq(jobs.kind, REMINDER_WEEKLY), eq(jobs.status, 'queued')));
    const mails = smtp.received.length;
    await t.app.jobs.runUntilIdle();
    expect(smtp.received.length).toBeGreaterThan(mails);
    // the next run would fall after the last day: none is planned
    const after = envelope<ReminderSchedule>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/exhibitor-info/reminder/schedule' })).data;
    expect(after.next_run_at).toBeNull();
    expect(await t.db.$count(jobs, and(eq(jobs.kind, REMINDER_WEEKLY), eq(jobs.status, 'queued')))).toBe(0);
  });

  it('switched off, a run already planned does nothing', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await saveSchedule({ enabled: true, below: 100, until });
    const off = envelope<ReminderSchedule>(await saveSchedule({ enabled: false, below: 100, until })).data;
    expect(off).toMatchObject({ enabled: false, next_run_at: null });
    await dayPassed(Object.values(t.fixtures.exhibitors));
    await t.db.update(jobs).set({ run_at: new Date() }).where(and(eq(jobs.kind, REMINDER_WEEKLY), eq(jobs.status, 'queued')));
    const mails = smtp.received.length;
    await t.app.jobs.runUntilIdle();
    expect(smtp.received.length).toBe(mails);
  });
});
