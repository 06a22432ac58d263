import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegistrationPage } from '@fair/shared/contracts/registration';
import { exhibitorAccounts, exhibitors } from '../../../db/schema/exhibitors';
import { outboxMessages, verificationCodes } from '../../../db/schema/messaging';
import { operationLogs } from '../../../db/schema/operation-log';
import { loginThrottles } from '../../../db/schema/sessions';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { together } from '../../../test/race';
import { fixClock } from '../../../test/fixed-clock';

// a test that fixes the clock gives it back even when it fails
afterEach(() => jest.useRealTimers());

type Errors = { errors: { field: string; message: string }[] };

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
// each test speaks from its own address, so the per-address throttles stay out of the way
beforeEach(() => {
  address += 1;
});
const from = () => `10.11.0.${address}`;

const post = (url: string, payload: object, locale = 'en-us') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: from(), headers: { 'language-set': locale } });
// the organizer works on its own host; without PUBLIC_URL the e-mails' links lead to the exhibitor host beside it
const organizer = (method: 'GET' | 'POST', url: string, body: { payload?: object; query?: Record<string, string> } = {}, locale = 'en-us') =>
  t.injectAs('organizerAll', { method, url, ...body, headers: { host: 'organizer.fair.example', 'language-set': locale } });

async function lastOutbox(recipient: string) {
  await t.app.jobs.runUntilIdle();
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
  return row;
}
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];

/** Lets a recipient ask again at once (the 60 s cooldown is tested on its own). */
async function forgetCooldown(recipient: string) {
  await t.db.update(verificationCodes).set({ created_at: sql`${verificationCodes.created_at} - interval '61 seconds'` }).where(eq(verificationCodes.recipient, recipient));
  await t.db.delete(loginThrottles);
}

async function emailCode(email: string, locale = 'en-us'): Promise<string> {
  await forgetCooldown(email.trim().toLowerCase());
  expect((await post('/exhibitors/user/register-code', { channel: 'email', email }, locale)).statusCode).toBe(200);
  // the code goes to the address as stored: trimmed and lower-cased
  return codeIn((await lastOutbox(email.trim().toLowerCase())).body);
}
async function smsCode(phone: string, locale = 'zh-cn'): Promise<string> {
  await forgetCooldown(phone);
  expect((await post('/exhibitors/user/register-code', { channel: 'phone', phone }, locale)).statusCode).toBe(200);
  return codeIn((await lastOutbox(phone)).body);
}

const company = { company_zh: '新申请电子有限公司', company_en: 'Applicant Electronics Ltd.', password: 'Apply2025!', confirm_password: 'Apply2025!', agree: true };

async function registerByEmail(email: string, extra: object = {}) {
  const code = await emailCode(email);
  const response = await post('/exhibitors/user/register', { channel: 'email', email, code, ...company, ...extra });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).data.id;
}

const passwordLogin = (user_name: string, password = company.password, locale = 'en-us') =>
  post('/exhibitors/user/login', { user_name, password, clientType: 'exhibitor' }, locale);

describe('register codes', () => {
  it('sends the SMS code to a mobile in the caller language and keeps only its hash', async () => {
    const phone = '13911110001';
    const response = await post('/exhibitors/user/register-code', { channel: 'phone', phone }, 'zh-cn');
    expect(response.statusCode).toBe(200);
    const row = await lastOutbox(phone);
    expect(row).toMatchObject({ channel: 'sms', recipient: phone, subject: null });
    expect(row.body).toMatch(/^【上海国际电子展】您的注册验证码为 \d{6}，10 分钟内有效/);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, phone));
    expect(stored).toMatchObject({ purpose: 'register', account_id: null });
    expect(stored.code_hash).not.toContain(codeIn(row.body));
  });

  it('e-mails the code to an address, lower-cased, and waits 60 s before another', async () => {
    // one moment for both requests: the wait reads 60 s however long the first one took
    fixClock(Date.now());
    const response = await post('/exhibitors/user/register-code', { channel: 'email', email: ' New.Applicant@Example.COM ' });
    expect(response.statusCode).toBe(200);
    const row = await lastOutbox('new.applicant@example.com');
    expect(row).toMatchObject({ channel: 'email', subject: 'Registration code' });
    expect(row.body).toMatch(/Your e-mail verification code is \d{6}, valid for 10 minutes/);
    const again = await post('/exhibitors/user/register-code', { channel: 'email', email: 'new.applicant@example.com' });
    expect(again.statusCode).toBe(429);
    expect(envelope(again).message).toBe('Please wait 60 seconds before requesting another code');
    expect(again.headers['retry-after']).toBe('60');
  });

  it('asks for the mobile before a code (SPEC §5), a correct one of at most 15 digits, or a correct e-mail', async () => {
    const empty = await post('/exhibitors/user/register-code', { channel: 'phone', phone: '' }, 'zh-cn');
    expect(envelope<Errors>(empty).data.errors).toEqual([{ field: 'phone', message: '获取验证码前请先输入手机号码' }]);
    const long = await post('/exhibitors/user/register-code', { channel: 'phone', phone: '1391111000112345' });
    expect(envelope<Errors>(long).data.errors).toEqual([{ field: 'phone', message: 'Please enter a correct mobile number' }]);
    const email = await post('/exhibitors/user/register-code', { channel: 'email', email: 'not-an-email' });
    expect(envelope<Errors>(email).data.errors).toEqual([{ field: 'email', message: 'Please enter a correct e-mail address' }]);
  });

  it('answers a registered contact exactly like a new one', async () => {
    const response = await post('/exhibitors/user/register-code', { channel: 'email', email: 'exhibitor@demo.fair' });
    expect(response.statusCode).toBe(200);
    expect((await lastOutbox('exhibitor@demo.fair')).subject).toBe('Registration code');
  });
});

describe('registration form rules (SPEC §5), on the field, in the caller language', () => {
  const base = { channel: 'phone', phone: '13911110002', code: '123456', ...company };
  const errorsOf = async (payload: object, locale = 'en-us') => envelope<Errors>(await post('/exhibitors/user/register', payload, locale)).data.errors;

  it('requires every field but the English company name', async () => {
    const errors = await errorsOf({ channel: 'phone', phone: '', code: '', company_zh: '', password: '', confirm_password: '', agree: false }, 'zh-cn');
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      phone: '请输入手机号码',
      code: '请输入短信验证码',
      company_zh: '请输入展商中文名称',
      password: '请输入密码',
      confirm_password: '请再次输入密码',
      agree: '请阅读并勾选隐私条款',
    });
  });

  it('password: letters, digits and ~!#$%^&*()_, at least 8; the confirmation equal', async () => {
    expect(await errorsOf({ ...base, password: 'Ab1~!#$', confirm_password: 'Ab1~!#$' })).toEqual([
      { field: 'password', message: 'Use letters, digits or the characters ~!#$%^&*()_ only, at least 8 characters' },
    ]);
    expect(await errorsOf({ ...base, password: 'Fair 2025', confirm_password: 'Fair 2025' }, 'zh-cn')).toEqual([
      { field: 'password', message: '密码须由字母、数字或特殊字符(~!#$%^&*()_)组成，且不少于8位' },
    ]);
    expect(await errorsOf({ ...base, password: 'Ab1~!#$%', confirm_password: 'Ab1~!#$%' })).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    expect(await errorsOf({ ...base, confirm_password: 'Apply2026!' })).toEqual([{ field: 'confirm_password', message: 'The two passwords do not match' }]);
  });

  it('mobile: digits only, at most 15; e-mail correct; company names at most 200 characters', async () => {
    expect(await errorsOf({ ...base, phone: '139-1111-0002' })).toEqual([{ field: 'phone', message: 'Please enter a correct mobile number' }]);
    expect(await errorsOf({ ...base, phone: '1234567890123456' })).toEqual([{ field: 'phone', message: 'Please enter a correct mobile number' }]);
    const { phone: _phone, ...withoutPhone } = base;
    expect(await errorsOf({ ...withoutPhone, channel: 'email', email: 'a@b' })).toEqual([{ field: 'email', message: 'Please enter a correct e-mail address' }]);
    const long = await errorsOf({ ...base, company_zh: '公'.repeat(201), company_en: 'E'.repeat(201) });
    expect(long.map((error) => error.field).sort()).toEqual(['company_en', 'company_zh']);
  });
});

describe('registration, approval and login', () => {
  it('creates a pending company and main account that cannot log in (password or code) until approved', async () => {
    const email = 'pending.applicant@example.com';
    const id = await registerByEmail('Pending.Applicant@example.com');
    const [account] = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, id));
    expect(account).toMatchObject({ email, phone: null, approval_status: 'pending', is_child_user: false, nick_name: company.company_zh });
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const [firm] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, account.exhibitor_id));
    // the company holds the names; its types are the organizer's to choose on approval
    expect(firm).toMatchObject({ name_zh_cn: company.company_zh, name_en: company.company_en, exhibitor_types: [], is_edit: false });

    const refused = await passwordLogin(email);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe("Your account is waiting for the organizer's approval; you can log in once it is approved");
    expect(envelope(await passwordLogin(email, company.password, 'zh-cn')).message).toBe('账号正在等待主办方审核，审核通过后即可登录');
    // a wrong password says nothing about the registration
    expect(envelope(await passwordLogin(email, 'Wrong2025!')).message).toBe('Wrong account or password');
  });

  it('a code is single use and a wrong one is refused on the code field', async () => {
    const email = 'single.use@example.com';
    const code = await emailCode(email);
    const wrong = await post('/exhibitors/user/register', { channel: 'email', email, code: code === '000000' ? '111111' : '000000', ...company });
    expect(envelope<Errors>(wrong).data.errors).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    expect((await post('/exhibitors/user/register', { channel: 'email', email, code, ...company })).statusCode).toBe(200);
    const again = await post('/exhibitors/user/register', { channel: 'email', email, code, ...company });
    expect(envelope<Errors>(again).data.errors).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
  });

  it('a registered contact gets a field error only after its code (the owner learns it, nobody else)', async () => {
    const code = await emailCode('rival@demo.fair', 'zh-cn');
    const taken = await post('/exhibitors/user/register', { channel: 'email', email: 'rival@demo.fair', code, ...company }, 'zh-cn');
    expect(taken.statusCode).toBe(422);
    expect(envelope<Errors>(taken).data.errors).toEqual([{ field: 'email', message: '该邮箱已注册，请直接登录或找回密码' }]);
  });

  it('two parallel registrations of one e-mail end with one account', async () => {
    const email = 'twice@example.com';
    const code = await emailCode(email);
    const answers = await Promise.all([1, 2].map(() => post('/exhibitors/user/register', { channel: 'email', email, code, ...company })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.email, email));
    expect(rows).toHaveLength(1);
  });

  it('two parallel registrations of one mobile end with one pending account; the other is told its code is spent', async () => {
    const phone = '13911110009';
    const code = await smsCode(phone);
    const companies = await t.db.$count(exhibitors);
    // on PostgreSQL both have started while the mobile's registration lock is taken
    const answers = await together(t.db, [sql`select pg_advisory_xact_lock(hashtext(${`fair.register:${phone}`}))`], () =>
      [1, 2].map(() => post('/exhibitors/user/register', { channel: 'phone', phone, code, ...company })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(envelope<Errors>(refused).data.errors).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    const rows = await t.db.select({ id: exhibitorAccounts.id, approval_status: exhibitorAccounts.approval_status }).from(exhibitorAccounts).where(eq(exhibitorAccounts.phone, phone));
    expect(rows).toEqual([{ id: envelope<{ id: number }>(answers.find((answer) => answer.statusCode === 200)!).data.id, approval_status: 'pending' }]);
    expect(await t.db.$count(exhibitors)).toBe(companies + 1);
  });

  it('approve: the organizer lists it with the count, picks the types; the account logs in with them; the applicant gets both languages', async () => {
    const email = 'approved.applicant@example.com';
    const id = await registerByEmail(email);
    const page = envelope<RegistrationPage>(await organizer('GET', '/admin/user/exhibitors/registrations', { query: { keyword: 'approved.applicant' } })).data;
    expect(page.list).toEqual([expect.objectContaining({ id, channel: 'email', email, phone: null, company_zh: company.company_zh, approval_status: 'pending', reject_reason: null })]);
    expect(page.pending_count).toBeGreaterThanOrEqual(1);

    const noType = await organizer('POST', '/admin/user/exhibitors/registrations/approve', { payload: { id, exhibitor_types: [] } }, 'zh-cn');
    expect(envelope<Errors>(noType).data.errors).toEqual([{ field: 'exhibitor_types', message: '请选择展商类型' }]);
    const approved = await organizer('POST', '/admin/user/exhibitors/registrations/approve', { payload: { id, exhibitor_types: ['FIE', 'International'] } });
    expect(envelope(approved).code).toBe(0);
    const twice = await organizer('POST', '/admin/user/exhibitors/registrations/approve', { payload: { id, exhibitor_types: ['Local'] } });
    expect(twice.statusCode).toBe(409);

    const [account] = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, id));
    expect(account).toMatchObject({ approval_status: 'approved' });
    const [firm] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, account.exhibitor_id));
    expect(firm.exhibitor_types).toEqual(['FIE', 'International']);

    const login = await passwordLogin(email);
    expect(envelope(login).code).toBe(0);
    const mail = await lastOutbox(email);
    expect(mail.subject).toBe('展商中心注册审核通过 / Exhibitor centre registration approved');
    expect(mail.body).toContain(`${company.company_zh} 的展商中心注册申请已通过审核。现在可以使用 ${email} 登录`);
    expect(mail.body).toContain(`registration of ${company.company_zh} has been approved. You can now log in with ${email}`);
    expect(mail.body).toContain('http://fair.example/exhibitor_login');

    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.action, 'approve'), eq(operationLogs.entity_id, String(id))));
    expect(log).toMatchObject({ entity: 'exhibitor-account', actor_kind: 'admin_user', changes: { approval_status: ['pending', 'approved'], exhibitor_types: [[], ['FIE', 'International']] } });
  });

  it('reject: needs a reason, refuses the login with it, texts a phone applicant, who may register again with the same mobile', async () => {
    const phone = '13911110003';
    const code = await smsCode(phone);
    const registered = await post('/exhibitors/user/register', { channel: 'phone', phone, code, ...company, company_en: '' });
    const { id } = envelope<{ id: number }>(registered).data;
    const [row] = envelope<RegistrationPage>(await organizer('GET', '/admin/user/exhibitors/registrations', { query: { keyword: phone } })).data.list;
    expect(row).toMatchObject({ id, channel: 'phone', phone, email: null, company_en: '' });

    const noReason = await organizer('POST', '/admin/user/exhibitors/registrations/reject', { payload: { id, reason: '  ' } });
    expect(envelope<Errors>(noReason).data.errors).toEqual([{ field: 'reason', message: 'This field is required' }]);
    const reason = '公司信息不完整 Company details incomplete';
    expect(envelope(await organizer('POST', '/admin/user/exhibitors/registrations/reject', { payload: { id, reason } })).code).toBe(0);

    // a phone-registered account logs in with its mobile as login name
    const refused = await passwordLogin(phone);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(`Your registration was not approved: ${reason}`);
    const sms = await lastOutbox(phone);
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.body).toBe(
      `【上海国际电子展】${company.company_zh} 的注册申请未通过审核，原因：${reason} / [Shanghai International Electronics Fair] The registration of ${company.company_zh} was not approved. Reason: ${reason}`,
    );
    const rejected = envelope<RegistrationPage>(await organizer('GET', '/admin/user/exhibitors/registrations', { query: { status: 'rejected', keyword: phone } })).data.list;
    expect(rejected).toEqual([expect.objectContaining({ id, approval_status: 'rejected', reject_reason: reason })]);
    const [log] = await t.db.select().from(operationLogs).where(and(eq(operationLogs.action, 'reject'), eq(operationLogs.entity_id, String(id))));
    expect(log.changes).toEqual({ approval_status: ['pending', 'rejected'], reject_reason: [null, reason] });

    // registering again reuses the rejected account: pending again, no reason, no second account
    const again = await post('/exhibitors/user/register', { channel: 'phone', phone, code: await smsCode(phone), ...company, company_zh: '新申请电子（修订）' });
    expect(envelope<{ id: number }>(again).data.id).toBe(id);
    const rows = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.phone, phone));
    expect(rows).toEqual([expect.objectContaining({ approval_status: 'pending', reject_reason: null })]);
    const [firm] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, rows[0].exhibitor_id));
    expect(firm.name_zh_cn).toBe('新申请电子（修订）');

    // approved by SMS now, and the code login works
    expect(envelope(await organizer('POST', '/admin/user/exhibitors/registrations/approve', { payload: { id, exhibitor_types: ['Local'] } })).code).toBe(0);
    expect((await lastOutbox(phone)).body).toContain('请使用手机号 13911110003 登录展商中心');
    await forgetCooldown(phone);
    await post('/exhibitors/user/sms-code', { phone });
    const loginCode = codeIn((await lastOutbox(phone)).body);
    expect(envelope(await post('/exhibitors/user/code-login', { phone, code: loginCode })).code).toBe(0);
    expect(envelope(await passwordLogin(phone)).code).toBe(0);
  });

  it('the code login of a pending account is refused with the approval text', async () => {
    const phone = '13911110004';
    await post('/exhibitors/user/register', { channel: 'phone', phone, code: await smsCode(phone), ...company });
    await forgetCooldown(phone);
    await post('/exhibitors/user/sms-code', { phone });
    const refused = await post('/exhibitors/user/code-login', { phone, code: codeIn((await lastOutbox(phone)).body) });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe("Your account is waiting for the organizer's approval; you can log in once it is approved");
  });

  it('approve and reject of one registration at once: one decision stands, the other is told it was already handled', async () => {
    const email = 'contested.applicant@example.com';
    const id = await registerByEmail(email);
    const reason = '资料不全 Details missing';
    // on PostgreSQL both decisions are past their start before either reads the registration
    const answers = await together(t.db, [sql`select id from exhibitor_accounts where id = ${id} for update`], () => [
      organizer('POST', '/admin/user/exhibitors/registrations/approve', { payload: { id, exhibitor_types: ['International'] } }, 'zh-cn'),
      organizer('POST', '/admin/user/exhibitors/registrations/reject', { payload: { id, reason } }, 'zh-cn'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approved = answers[0].statusCode === 200;
    const refused = answers[approved ? 1 : 0];
    expect(envelope(refused).message).toBe('该注册申请已处理，请刷新列表');
    const [account] = await t.db
      .select({ approval_status: exhibitorAccounts.approval_status, reject_reason: exhibitorAccounts.reject_reason, exhibitor_types: exhibitors.exhibitor_types })
      .from(exhibitorAccounts)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorAccounts.exhibitor_id))
      .where(eq(exhibitorAccounts.id, id));
    expect(account).toEqual(approved ? { approval_status: 'approved', exhibitor_types: ['International'], reject_reason: null } : { approval_status: 'rejected', exhibitor_types: [], reject_reason: reason });
    const logs = await t.db.select({ action: operationLogs.action }).from(operationLogs).where(eq(operationLogs.entity_id, String(id)));
    expect(logs.map((log) => log.action).filter((action) => action !== 'create')).toEqual([approved ? 'approve' : 'reject']);
    // one message to the applicant, the decision that stands
    await t.app.jobs.runUntilIdle();
    const mails = await t.db.select({ subject: outboxMessages.subject }).from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails.map((mail) => mail.subject).filter((subject) => subject?.includes('审核'))).toEqual([
      approved ? '展商中心注册审核通过 / Exhibitor centre registration approved' : '展商中心注册审核未通过 / Exhibitor centre registration not approved',
    ]);
  });

  it('an unknown or decided id: 404 or 409, nothing changed', async () => {
    expect((await organizer('POST', '/admin/user/exhibitors/registrations/reject', { payload: { id: 2_000_000_000, reason: 'x' } })).statusCode).toBe(404);
    const decided = await organizer('POST', '/admin/user/exhibitors/registrations/reject', { payload: { id: t.fixtures.accounts.exhibitor, reason: 'x' } });
    expect(decided.statusCode).toBe(409);
    const [account] = await t.db.select().from(exhibitorAccounts).where(eq(exhibitorAccounts.id, t.fixtures.accounts.exhibitor));
    expect(account).toMatchObject({ approval_status: 'approved', reject_reason: null });
  });
});
