import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page } from '@fair/shared/contracts/envelope';
import type { ExhibitorAccountItem, SendEmailPreview } from '@fair/shared/contracts/exhibitor-accounts';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { exhibitorAccounts, exhibitors, passwordSetTokens } from '../../../db/schema/exhibitors';
import { jobs } from '../../../db/schema/jobs';
import { operationLogs } from '../../../db/schema/operation-log';
import { hashToken } from '../../../lib/session/token';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';
import { startSmtpSink } from './smtp-sink';

type Errors = { errors: { field: string; message: string }[] };
const NEW_PASSWORD = 'Expo~2025_pw';
const ORIGIN = 'https://fair.example';

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

const post = (url: string, payload: object, language = 'zh-cn') => t.injectAs('organizerAll', { method: 'POST', url, payload, headers: { 'language-set': language } });
const list = async (query: Record<string, string> = {}) => envelope<Page<ExhibitorAccountItem>>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors', query })).data;
const errorsOf = (response: Awaited<ReturnType<typeof post>>) => Object.fromEntries(envelope<Errors>(response).data.errors.map((error) => [error.field, error.message]));
const exhibitorLogin = (user_name: string, password: string) => t.app.inject({ method: 'POST', url: '/exhibitors/user/login', payload: { user_name, password, clientType: 'exhibitor' } });

async function addAccount(email: string, extra: Record<string, unknown> = {}): Promise<{ id: number; exhibitor_id: number }> {
  const response = await post('/admin/user/exhibitors/add-account', { name_zh: `展商${email}`, name_en: `Exhibitor ${email}`, email, password: NEW_PASSWORD, exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD, ...extra });
  expect(envelope(response).code).toBe(0);
  return envelope<{ id: number; exhibitor_id: number }>(response).data;
}

/** The set-password link of the latest mail to `email`. */
const linkOf = (email: string) => {
  const mail = [...smtp.received].reverse().find((received) => received.to.includes(email));
  return new URL(/https:\/\/fair\.example\/set-password\?token=\S+/.exec(mail!.text)![0]);
};

describe('exhibitor accounts (/account/exhibitor-account-manage)', () => {
  it('creates the company and its main account in one go, with the SPEC §5 rules and the operator’s password', async () => {
    const base = { name_zh: '华东电子', name_en: 'East China Electronics', email: 'Sales@EastChina.example', password: NEW_PASSWORD, exhibitor_types: ['FIE', 'International'], operator_password: DEMO_PASSWORD };
    const invalid = errorsOf(await post('/admin/user/exhibitors/add-account', { ...base, name_zh: ' ', email: 'not-an-email', password: 'short1', exhibitor_types: [] }));
    expect(Object.keys(invalid).sort()).toEqual(['email', 'exhibitor_types', 'name_zh', 'password']);
    expect(invalid.name_zh).toBe('此项为必填项');
    const wrongOperator = await post('/admin/user/exhibitors/add-account', { ...base, operator_password: 'Wrong~pass1' });
    expect(wrongOperator.statusCode).toBe(422);
    expect(Object.keys(errorsOf(wrongOperator))).toEqual(['operator_password']);

    const before = await t.db.$count(exhibitors);
    const { id, exhibitor_id } = await addAccount(base.email, base);
    expect(await t.db.$count(exhibitors)).toBe(before + 1);
    const [company] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, exhibitor_id));
    expect(company).toMatchObject({ name_zh_cn: '华东电子', name_en: 'East China Electronics', exhibitor_types: ['FIE', 'International'], is_edit: false });

    const duplicate = await post('/admin/user/exhibitors/add-account', { ...base, email: 'sales@eastchina.example ' }, 'en-us');
    expect(duplicate.statusCode).toBe(422);
    expect(errorsOf(duplicate)).toEqual({ email: 'This e-mail is already used by another exhibitor account' });
    expect(await t.db.$count(exhibitors)).toBe(before + 1);

    expect(envelope(await exhibitorLogin('sales@eastchina.example', NEW_PASSWORD)).code).toBe(0);
    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.entity, 'exhibitor-account'), eq(operationLogs.entity_id, String(id))));
    expect(log).toMatchObject({ action: 'create', actor_name: 'organizer' });
    expect(JSON.stringify(log.changes)).not.toMatch(/Expo~2025|Fair2025|password/);
  });

  it('lists accounts with search by either name or e-mail, filters, server sort and paging', async () => {
    await addAccount('alpha@list.example', { name_zh: '阿尔法科技', name_en: 'Alpha Tech', exhibitor_types: ['Local'] });
    await addAccount('beta@list.example', { name_zh: '贝塔电子', name_en: 'Beta Electronics', exhibitor_types: ['International', 'FIE'] });
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list[0].email).toBe('beta@list.example');
    // the company's types, each once in SPEC §1 order, whatever order the form sent them in
    expect(all.list[0]).toEqual(expect.objectContaining({ name_zh: '贝塔电子', name_en: 'Beta Electronics', exhibitor_types: ['FIE', 'International'], is_edit: false, send_status: 'not_sent', send_error: null, approval_status: 'approved', banned: false }));
    expect(JSON.stringify(all)).not.toMatch(/password|argon2/);
    expect((await list({ keyword: '阿尔法' })).list.map((row) => row.email)).toEqual(['alpha@list.example']);
    expect((await list({ keyword: 'beta elec' })).list.map((row) => row.email)).toEqual(['beta@list.example']);
    expect((await list({ keyword: 'LIST.example' })).total).toBe(2);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ type: 'Local', keyword: 'list' })).list.map((row) => row.email)).toEqual(['alpha@list.example']);
    const saved = (await list({ profile: 'saved' })).list;
    expect(saved).not.toHaveLength(0);
    expect(saved.filter((row) => !row.is_edit)).toEqual([]);
    expect((await list({ profile: 'unsaved' })).list.some((row) => row.email === 'alpha@list.example')).toBe(true);
    expect((await list({ send_status: 'failed' })).total).toBe(0);
    const sorted = await list({ sort: 'email', order: 'asc', page_size: '2', page: '1' });
    expect(sorted.list).toHaveLength(2);
    expect(sorted.list.map((row) => row.email)).toEqual([...sorted.list.map((row) => row.email)].sort());
    const bad = await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors', query: { sort: 'password_hash' } });
    expect(bad.statusCode).toBe(422);
  });

  it('resets a password only with the operator’s password and ends the account’s sessions', async () => {
    const { id } = await addAccount('reset@pw.example');
    const login = envelope<{ token: string }>(await exhibitorLogin('reset@pw.example', NEW_PASSWORD)).data.token;
    expect(Object.keys(errorsOf(await post('/admin/user/exhibitors/reset-pwd', { id, password: 'short', operator_password: DEMO_PASSWORD })))).toEqual(['password']);
    expect(Object.keys(errorsOf(await post('/admin/user/exhibitors/reset-pwd', { id, password: 'Reset~2025_ok', operator_password: 'nope-nope' })))).toEqual(['operator_password']);
    expect((await post('/admin/user/exhibitors/reset-pwd', { id: 999_999, password: 'Reset~2025_ok', operator_password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect(envelope(await post('/admin/user/exhibitors/reset-pwd', { id, password: 'Reset~2025_ok', operator_password: DEMO_PASSWORD })).code).toBe(0);
    const info = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: { authorization: `Bearer ${login}`, 'client-type': 'exhibitor' } });
    expect(info.statusCode).toBe(401);
    const oldPassword = await exhibitorLogin('reset@pw.example', NEW_PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    expect(envelope(oldPassword)).toMatchObject({ code: 401, message: '账号或密码错误', data: null });
    expect(envelope(await exhibitorLogin('reset@pw.example', 'Reset~2025_ok')).code).toBe(0);
    const logs = await t.db.select().from(operationLogs).where(and(eq(operationLogs.action, 'reset-password'), eq(operationLogs.entity_id, String(id))));
    expect(logs).toHaveLength(1);
    expect(logs[0].changes).toBeNull();
  });

  it('bans and unbans an account', async () => {
    const { id } = await addAccount('ban@me.example');
    expect(envelope(await post('/admin/user/exhibitors/ban', { id, banned: true })).code).toBe(0);
    expect((await list({ keyword: 'ban@me' })).list[0].banned).toBe(true);
    expect((await exhibitorLogin('ban@me.example', NEW_PASSWORD)).statusCode).toBe(403);
    expect(envelope(await post('/admin/user/exhibitors/ban', { id, banned: false })).code).toBe(0);
    expect(envelope(await exhibitorLogin('ban@me.example', NEW_PASSWORD)).code).toBe(0);
    expect((await post('/admin/user/exhibitors/ban', { id: 999_999, banned: true })).statusCode).toBe(404);
  });

  it('deletes one account or several, with their companies', async () => {
    const one = await addAccount('del1@x.example');
    const two = await addAccount('del2@x.example');
    const three = await addAccount('del3@x.example');
    const single = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/exhibitors', query: { id: String(one.id) } });
    expect(envelope(single).data).toEqual({ deleted: 1 });
    const bulk = await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/exhibitors', query: { ids: `${two.id},${three.id}` } });
    expect(envelope(bulk).data).toEqual({ deleted: 2 });
    expect((await list({ keyword: '@x.example' })).total).toBe(0);
    expect(await t.db.$count(exhibitors, eq(exhibitors.id, three.exhibitor_id))).toBe(0);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/exhibitors', query: { id: String(one.id) } })).statusCode).toBe(404);
    expect((await t.injectAs('organizerAll', { method: 'DELETE', url: '/admin/user/exhibitors', query: { ids: '1,x' } })).statusCode).toBe(422);
  });

  it('e-mails the credentials over SMTP in Chinese and English with a one-time set-password link and never a password', async () => {
    const { id } = await addAccount('mail@one.example', { name_zh: '邮件展商', name_en: 'Mail Exhibitor' });
    const answer = await post('/admin/user/exhibitors/send-email', { ids: [id] });
    expect(envelope(answer).data).toEqual({ queued: 1 });
    expect((await list({ keyword: 'mail@one' })).list[0].send_status).toBe('sending');
    // asked twice while waiting: still one e-mail
    expect(envelope(await post('/admin/user/exhibitors/send-email', { ids: [id] })).data).toEqual({ queued: 0 });
    await t.app.jobs.runUntilIdle();
    const mails = smtp.received.filter((mail) => mail.to.includes('mail@one.example'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('展商中心账号开通 / Your exhibitor centre account');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('尊敬的 邮件展商');
      expect(body).toContain('Dear Mail Exhibitor');
      expect(body).toContain(`${ORIGIN}/exhibitor_login`);
      expect(body).toContain('72');
      expect(body).not.toContain(NEW_PASSWORD);
    }
    const link = linkOf('mail@one.example');
    const token = link.searchParams.get('token')!;
    const [stored] = await t.db.select().from(passwordSetTokens).where(eq(passwordSetTokens.account_id, id));
    expect(stored.token_hash).toBe(hashToken(token));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(72 * 3_600_000);
    const row = (await list({ keyword: 'mail@one' })).list[0];
    expect(row.send_status).toBe('sent');
    expect(row.sent_at).not.toBeNull();

    // sent already: skipped unless resend, and a resend makes the older link useless
    expect(envelope(await post('/admin/user/exhibitors/send-email', { ids: [id] })).data).toEqual({ queued: 0 });
    expect(envelope(await post('/admin/user/exhibitors/send-email', { ids: [id], resend: true })).data).toEqual({ queued: 1 });
    await t.app.jobs.runUntilIdle();
    const newer = linkOf('mail@one.example').searchParams.get('token')!;
    expect(newer).not.toBe(token);
    const old = await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token }, headers: { 'language-set': 'zh-cn' } });
    expect(old.statusCode).toBe(410);
    expect(envelope(await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token: newer } })).data).toMatchObject({ email: 'mail@one.example' });
  });

  it('marks 发送失败 with the SMTP server’s complaint when it refuses the message, and the retry succeeds', async () => {
    const { id } = await addAccount('refused@mx.example');
    smtp.refuse.add('refused@mx.example');
    await post('/admin/user/exhibitors/send-email', { ids: [id] });
    await t.app.jobs.runUntilIdle();
    const failed = (await list({ keyword: 'refused@mx' })).list[0];
    expect(failed.send_status).toBe('failed');
    expect(failed.send_error).toMatch(/550/);
    expect((await list({ send_status: 'failed' })).list.map((row) => row.id)).toContain(id);

    smtp.refuse.delete('refused@mx.example');
    // the queue's retry, due after its back-off: brought forward instead of waited for
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.kind, 'exhibitor-accounts.credential-mail'), eq(jobs.status, 'queued')));
    expect(job.attempts).toBe(1);
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, job.id));
    await t.app.jobs.runUntilIdle();
    const sent = (await list({ keyword: 'refused@mx' })).list[0];
    expect(sent).toMatchObject({ send_status: 'sent', send_error: null });
    expect(smtp.received.filter((mail) => mail.to.includes('refused@mx.example'))).toHaveLength(1);
  });

  it('previews exactly what a send would do: how many get the e-mail and who is skipped (awaiting approval, disabled, no e-mail, already sent unless resend)', async () => {
    const preview = async (body: object) => envelope<SendEmailPreview>(await post('/admin/user/exhibitors/send-email/preview', body)).data;
    const sent = await addAccount('preview-sent@p.example');
    const fresh = await addAccount('preview-new@p.example');
    const banned = await addAccount('preview-banned@p.example');
    await post('/admin/user/exhibitors/ban', { id: banned.id, banned: true });
    await post('/admin/user/exhibitors/send-email', { ids: [sent.id] });
    await t.app.jobs.runUntilIdle();
    const [pending] = await t.db
      .insert(exhibitorAccounts)
      .values({ exhibitor_id: fresh.exhibitor_id, email: 'preview-pending@p.example', password_hash: 'x', sys_api_token: 'preview-pending', approval_status: 'pending', is_child_user: true })
      .returning({ id: exhibitorAccounts.id });
    // a pending main account of a company of its own
    const [company] = await t.db.insert(exhibitors).values({ name_zh_cn: '预览待审核', exhibitor_types: ['FIE'] }).returning({ id: exhibitors.id });
    const [waiting] = await t.db
      .insert(exhibitorAccounts)
      .values({ exhibitor_id: company.id, email: 'preview-waiting@p.example', password_hash: 'x', sys_api_token: 'preview-waiting', approval_status: 'pending' })
      .returning({ id: exhibitorAccounts.id });
    const ids = [sent.id, fresh.id, banned.id, waiting.id, pending.id];
    const none = { unapproved: 0, banned: 0, no_email: 0, sending: 0, sent: 0 };

    expect(await preview({ ids })).toEqual({ recipients: 1, resent: 0, skipped: { ...none, unapproved: 1, banned: 1, sent: 1 } });
    expect(await preview({ ids, resend: true })).toEqual({ recipients: 2, resent: 1, skipped: { ...none, unapproved: 1, banned: 1 } });
    // writes nothing
    expect((await list({ keyword: 'preview-new@' })).list[0].send_status).toBe('not_sent');

    // the send does what the preview said
    expect(envelope(await post('/admin/user/exhibitors/send-email', { ids })).data).toEqual({ queued: 1 });
    expect(await preview({ ids })).toEqual({ recipients: 0, resent: 0, skipped: { ...none, unapproved: 1, banned: 1, sent: 1, sending: 1 } });
    await t.app.jobs.runUntilIdle();

    const all = await preview({ all: true });
    const answer = envelope<{ queued: number }>(await post('/admin/user/exhibitors/send-email', { all: true })).data;
    expect(answer.queued).toBe(all.recipients);
    expect(all.skipped.unapproved).toBeGreaterThanOrEqual(1);
    expect(all.skipped.sent).toBeGreaterThanOrEqual(2);
    await t.app.jobs.runUntilIdle();
    expect((await post('/admin/user/exhibitors/send-email/preview', { ids: [] })).statusCode).toBe(422);
  });

  it('sends to all approved accounts at once, again to those sent before only with resend', async () => {
    const before = smtp.received.length;
    const answer = envelope<{ queued: number }>(await post('/admin/user/exhibitors/send-email', { all: true, resend: true })).data;
    const approved = await t.db.$count(
      exhibitorAccounts,
      and(eq(exhibitorAccounts.is_child_user, false), eq(exhibitorAccounts.approval_status, 'approved'), eq(exhibitorAccounts.banned, false), isNotNull(exhibitorAccounts.email)),
    );
    expect(answer.queued).toBe(approved);
    await t.app.jobs.runUntilIdle();
    expect(smtp.received.length - before).toBe(approved);
    expect(envelope<{ queued: number }>(await post('/admin/user/exhibitors/send-email', { all: true })).data).toEqual({ queued: 0 });
    expect((await list({ send_status: 'sending' })).total).toBe(0);
    expect((await t.injectAs('organizerAll', { method: 'POST', url: '/admin/user/exhibitors/send-email', payload: { ids: [] } })).statusCode).toBe(422);
  });

  it('lets the link set a password once, then the account logs in; used and expired links are refused in the caller’s language', async () => {
    const { id } = await addAccount('link@set.example');
    await post('/admin/user/exhibitors/send-email', { ids: [id] });
    await t.app.jobs.runUntilIdle();
    const token = linkOf('link@set.example').searchParams.get('token')!;
    const setPassword = (payload: object, language = 'zh-cn') => t.app.inject({ method: 'POST', url: '/exhibitors/user/set-password', payload, headers: { 'language-set': language } });

    const mismatch = await setPassword({ token, password: 'Linked~2025', confirm: 'Other~2025' });
    expect(Object.keys(errorsOf(mismatch))).toEqual(['confirm']);
    expect(Object.keys(errorsOf(await setPassword({ token, password: 'short', confirm: 'short' })))).toEqual(['password']);
    expect(envelope(await setPassword({ token, password: 'Linked~2025', confirm: 'Linked~2025' })).code).toBe(0);
    expect(envelope(await exhibitorLogin('link@set.example', 'Linked~2025')).code).toBe(0);

    const reused = await setPassword({ token, password: 'Again~2025x', confirm: 'Again~2025x' }, 'en-us');
    expect(reused.statusCode).toBe(410);
    expect(envelope(reused).message).toBe("This set-password link has already been used; log in, or ask the organizer's staff to send a new one");
    const notSet = await exhibitorLogin('link@set.example', 'Again~2025x');
    expect(notSet.statusCode).toBe(401);
    expect(envelope(notSet)).toMatchObject({ code: 401, message: '账号或密码错误', data: null });
    // the page opening a used link says so before any password is typed
    const usedCheck = await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token }, headers: { 'language-set': 'zh-cn' } });
    expect(usedCheck.statusCode).toBe(410);
    expect(envelope(usedCheck).message).toBe('该设置密码链接已使用过，请直接登录或联系主办方工作人员重新发送');

    await post('/admin/user/exhibitors/send-email', { ids: [id], resend: true });
    await t.app.jobs.runUntilIdle();
    const late = linkOf('link@set.example').searchParams.get('token')!;
    // the link was mailed 72 h and a second ago
    const shift = 72 * 3_600_000 + 1000;
    const [row] = await t.db.select().from(passwordSetTokens).where(and(eq(passwordSetTokens.token_hash, hashToken(late)), isNull(passwordSetTokens.used_at)));
    await t.db.update(passwordSetTokens).set({ created_at: new Date(row.created_at.getTime() - shift), expires_at: new Date(row.expires_at.getTime() - shift) }).where(eq(passwordSetTokens.id, row.id));
    const expired = await setPassword({ token: late, password: 'Late~20255', confirm: 'Late~20255' });
    expect(expired.statusCode).toBe(410);
    expect(envelope(expired).message).toBe('设置密码链接已过期（有效期 72 小时），请联系主办方工作人员重新发送');
    const check = await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token: late }, headers: { 'language-set': 'zh-tw' } });
    expect(envelope(check).message).toBe('設定密碼連結已過期（有效期 72 小時），請聯絡主辦方工作人員重新發送');
    expect((await t.app.inject({ method: 'GET', url: '/exhibitors/user/set-password', query: { token: 'made-up' } })).statusCode).toBe(404);
  });

  it('two uses of one link at once: one password is set, the other use is told the link is used', async () => {
    const { id } = await addAccount('twice@link.example');
    await post('/admin/user/exhibitors/send-email', { ids: [id] });
    await t.app.jobs.runUntilIdle();
    const token = linkOf('twice@link.example').searchParams.get('token')!;
    const passwords = ['First~2025a', 'Second~2025b'];
    const use = (password: string) => t.app.inject({ method: 'POST', url: '/exhibitors/user/set-password', payload: { token, password, confirm: password }, headers: { 'language-set': 'en-us' } });
    // on PostgreSQL both uses have read the link as unused before either spends it
    const answers = await together(t.db, [sql`select id from password_set_tokens where token_hash = ${hashToken(token)} for update`], () => passwords.map(use));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(envelope(answers[1 - winner]).message).toBe("This set-password link has already been used; log in, or ask the organizer's staff to send a new one");
    expect(envelope(await exhibitorLogin('twice@link.example', passwords[winner])).code).toBe(0);
    expect(envelope(await exhibitorLogin('twice@link.example', passwords[1 - winner]))).toMatchObject({ code: 401, message: '账号或密码错误' });
    const [spent] = await t.db.select({ used_at: passwordSetTokens.used_at }).from(passwordSetTokens).where(eq(passwordSetTokens.token_hash, hashToken(token)));
    expect(spent.used_at).toBeInstanceOf(Date);
  });

  it('two creations with one e-mail at once: one company and account, the other gets the e-mail field error', async () => {
    const email = 'same@twice.example';
    const companies = await t.db.$count(exhibitors);
    const create = (name: string) =>
      post('/admin/user/exhibitors/add-account', { name_zh: name, name_en: name, email, password: NEW_PASSWORD, exhibitor_types: ['FIE'], operator_password: DEMO_PASSWORD });
    // on PostgreSQL both have found the e-mail free before either writes
    const answers = await together(t.db, [sql`lock table exhibitors in share mode`], () => [create('并发甲'), create('并发乙')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(errorsOf(answers[1 - winner])).toEqual({ email: '该邮箱已被其他展商账号使用' });
    const accounts = await t.db
      .select({ id: exhibitorAccounts.id, exhibitor_id: exhibitorAccounts.exhibitor_id, name_zh: exhibitors.name_zh_cn })
      .from(exhibitorAccounts)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
      .where(eq(exhibitorAccounts.email, email));
    expect(accounts).toEqual([{ ...envelope<{ id: number; exhibitor_id: number }>(answers[winner]).data, name_zh: winner === 0 ? '并发甲' : '并发乙' }]);
    // the refused creation left no company behind
    expect(await t.db.$count(exhibitors)).toBe(companies + 1);
    const logs = await t.db.select().from(operationLogs).where(and(eq(operationLogs.action, 'create'), eq(operationLogs.entity, 'exhibitor-account'), eq(operationLogs.entity_id, String(accounts[0].id))));
    expect(logs).toHaveLength(1);
  });

  it('says credential e-mails leave over SMTP, so there is no outbox to read', async () => {
    expect(envelope(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors/mail-status' })).data).toEqual({ transport: 'smtp', outbox_readable: false });
    expect((await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/exhibitors/outbox' })).statusCode).toBe(404);
  });

  it('is refused to organizers without the role and to other client types', async () => {
    expect((await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/user/exhibitors' })).statusCode).toBe(403);
    expect((await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/user/exhibitors' })).statusCode).toBe(403);
    expect((await t.injectAs('anonymous', { method: 'POST', url: '/admin/user/exhibitors/send-email', payload: { all: true } })).statusCode).toBe(401);
  });
});
