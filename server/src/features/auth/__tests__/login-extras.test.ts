import { and, desc, eq, sql } from 'drizzle-orm';
import { exhibitorAccounts } from '../../../db/schema/exhibitors';
import { outboxMessages, verificationCodes } from '../../../db/schema/messaging';
import { loginThrottles } from '../../../db/schema/sessions';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PHONES } from '../../../seed/demo-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { onPostgres, together } from '../../../test/race';
import { CODE_MAX_ATTEMPTS, purgeEndedCodes } from '../../../lib/auth/verification-codes';

interface FieldErrors {
  errors: { field: string; message: string }[];
}

describe('login extras: SMS code login, forgotten password, change password', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());
  // each test speaks from its own address: the per-address limits stay out of the way unless tested
  beforeEach(() => {
    address += 1;
  });
  const from = () => `10.9.0.${address}`;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: from(), headers: { 'language-set': 'en-us', ...headers } });

  /** The newest outbox row for a recipient, once the queued sends are done. */
  async function lastOutbox(recipient: string) {
    await t.app.jobs.runUntilIdle();
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
    return row;
  }
  const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1];

  /** Lets the recipient ask again at once (the 60 s cooldown and send counters are tested on their own). */
  async function forgetCooldown(recipient: string) {
    await t.db.update(verificationCodes).set({ created_at: sql`${verificationCodes.created_at} - interval '61 seconds'` }).where(eq(verificationCodes.recipient, recipient));
    await t.db.delete(loginThrottles);
  }

  async function loginCode(phone: string): Promise<string> {
    await forgetCooldown(phone);
    const response = await post('/exhibitors/user/sms-code', { phone });
    expect(envelope(response).code).toBe(0);
    return codeIn((await lastOutbox(phone)).body);
  }

  describe('SMS code', () => {
    it('asks for the phone first, then a correct one (SPEC §5)', async () => {
      const empty = await post('/exhibitors/user/sms-code', { phone: '' });
      expect(empty.statusCode).toBe(422);
      expect(envelope<FieldErrors>(empty).data.errors).toEqual([{ field: 'phone', message: 'Please enter your mobile number before requesting a code' }]);
      const wrong = await post('/exhibitors/user/sms-code', { phone: '1380013800012345' }, { 'language-set': 'zh-cn' });
      expect(envelope<FieldErrors>(wrong).data.errors).toEqual([{ field: 'phone', message: '请输入正确的手机号码' }]);
    });

    it('without a provider: the text goes to the outbox (not sent), the code is stored only as a hash', async () => {
      const phone = DEMO_PHONES.exhibitor;
      const response = await post('/exhibitors/user/sms-code', { phone });
      expect(response.statusCode).toBe(200);
      expect(t.app.sms.outboxOnly).toBe(true);
      const row = await lastOutbox(phone);
      expect(row).toMatchObject({ channel: 'sms', recipient: phone, subject: null, sent_at: null, error: null });
      expect(row.body).toMatch(/Your login code is \d{6}, valid for 10 minutes/);
      const code = codeIn(row.body);
      const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, phone)).orderBy(desc(verificationCodes.id)).limit(1);
      expect(stored.code_hash).toMatch(/^\$argon2id\$/);
      expect(stored.code_hash).not.toContain(code);
      expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(10 * 60_000);
    });

    it('waits 60 s before sending the same phone another code', async () => {
      const phone = DEMO_PHONES.rival;
      await forgetCooldown(phone);
      expect((await post('/exhibitors/user/sms-code', { phone })).statusCode).toBe(200);
      const again = await post('/exhibitors/user/sms-code', { phone });
      expect(again.statusCode).toBe(429);
      expect(envelope(again).message).toMatch(/^Please wait (59|60) seconds before requesting another code$/);
    });

    it('answers an unknown phone the same way but sends nothing', async () => {
      const phone = '13312345678';
      const response = await post('/exhibitors/user/sms-code', { phone });
      expect(response.statusCode).toBe(200);
      expect(await lastOutbox(phone)).toBeUndefined();
      const login = await post('/exhibitors/user/code-login', { phone, code: '000000' });
      expect(login.statusCode).toBe(422);
    });

    it('limits sends per phone from one source: five, then a wait that does not stop other sources', async () => {
      const phone = DEMO_PHONES.newcomer;
      await forgetCooldown(phone);
      for (let sent = 0; sent < 5; sent += 1) {
        await t.db.update(verificationCodes).set({ created_at: sql`${verificationCodes.created_at} - interval '61 seconds'` }).where(eq(verificationCodes.recipient, phone));
        expect((await post('/exhibitors/user/sms-code', { phone })).statusCode).toBe(200);
      }
      await t.db.update(verificationCodes).set({ created_at: sql`${verificationCodes.created_at} - interval '61 seconds'` }).where(eq(verificationCodes.recipient, phone));
      const sixth = await post('/exhibitors/user/sms-code', { phone });
      expect(sixth.statusCode).toBe(429);
      expect(envelope(sixth).message).toMatch(/^Too many code requests, please try again in (59|60) seconds$/);
      expect(sixth.headers['retry-after']).toMatch(/^(59|60)$/);
      const elsewhere = await t.app.inject({ method: 'POST', url: '/exhibitors/user/sms-code', payload: { phone }, remoteAddress: '10.19.0.1' });
      expect(envelope(elsewhere).code).toBe(0);
      await t.app.jobs.runUntilIdle();
    });
  });

  describe('code login', () => {
    it('logs in with the code (same answer as password login) and the code works once only', async () => {
      const code = await loginCode(DEMO_PHONES.exhibitor);
      const response = await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code, remember: true });
      expect(response.statusCode).toBe(200);
      const { token, expires_at } = envelope<{ token: string; expires_at: string }>(response).data;
      expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
      const info = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: { authorization: `Bearer ${token}`, 'client-type': 'exhibitor' } });
      expect(envelope<{ user_name: string }>(info).data.user_name).toBe(DEMO_LOGINS.exhibitor);

      const reused = await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code });
      expect(reused.statusCode).toBe(422);
      expect(envelope<FieldErrors>(reused).data.errors).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    });

    it('refuses an expired code', async () => {
      const code = await loginCode(DEMO_PHONES.exhibitor);
      await t.db
        .update(verificationCodes)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.recipient, DEMO_PHONES.exhibitor));
      const response = await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code });
      expect(envelope<FieldErrors>(response).data.errors[0]).toEqual({ field: 'code', message: 'The verification code is wrong or has expired' });
    });

    it('allows five tries per code, then even the right code is refused', async () => {
      const code = await loginCode(DEMO_PHONES.exhibitor);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
        const response = await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code: wrong });
        expect(envelope<FieldErrors>(response).data.errors[0].message).toBe('The verification code is wrong or has expired');
      }
      await t.db.delete(loginThrottles);
      const right = await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code });
      expect(right.statusCode).toBe(422);
      expect(envelope<FieldErrors>(right).data.errors[0].message).toBe('Too many wrong codes, please request a new one');
    });

    it('a code another request spends while this one checks it is refused as spent, not as too many tries', async () => {
      const code = await loginCode(DEMO_PHONES.exhibitor);
      const [row] = await t.db.select({ id: verificationCodes.id }).from(verificationCodes).where(eq(verificationCodes.recipient, DEMO_PHONES.exhibitor)).orderBy(desc(verificationCodes.id)).limit(1);
      // on PostgreSQL the other request's use is not committed yet when this one reads the code
      const spend = sql`update verification_codes set consumed_at = now() where id = ${row.id}`;
      if (!onPostgres) await t.db.execute(spend);
      const [late] = await together(t.db, [spend], () => [post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code })]);
      expect(late.statusCode).toBe(422);
      expect(envelope<FieldErrors>(late).data.errors).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
    });

    it('only the newest code works', async () => {
      const first = await loginCode(DEMO_PHONES.exhibitor);
      const second = await loginCode(DEMO_PHONES.exhibitor);
      if (first !== second) expect((await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code: first })).statusCode).toBe(422);
      expect((await post('/exhibitors/user/code-login', { phone: DEMO_PHONES.exhibitor, code: second })).statusCode).toBe(200);
    });

    it('validates phone and code (SPEC §5)', async () => {
      const response = await post('/exhibitors/user/code-login', { phone: '', code: '' }, { 'language-set': 'zh-tw' });
      expect(envelope<FieldErrors>(response).data.errors).toEqual([
        { field: 'phone', message: '請輸入手機號碼' },
        { field: 'code', message: '請輸入簡訊驗證碼' },
      ]);
    });
  });

  it('purges codes a day after they ended, keeps live ones', async () => {
    const now = new Date();
    const [old] = await t.db
      .insert(verificationCodes)
      .values({ purpose: 'login', recipient: '10000000001', code_hash: 'x', created_at: new Date(now.getTime() - 2 * 86_400_000), expires_at: new Date(now.getTime() - 86_400_001) })
      .returning({ id: verificationCodes.id });
    const [live] = await t.db
      .insert(verificationCodes)
      .values({ purpose: 'login', recipient: '10000000002', code_hash: 'x', expires_at: new Date(now.getTime() + 60_000) })
      .returning({ id: verificationCodes.id });
    await purgeEndedCodes(t.db, now);
    const ids = (await t.db.select({ id: verificationCodes.id }).from(verificationCodes)).map((row) => row.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(live.id);
  });

  describe('forgotten password', () => {
    const email = DEMO_LOGINS.newcomer;

    async function resetCode(): Promise<string> {
      await forgetCooldown(email);
      const response = await post('/exhibitors/user/forgot-password', { email: ' New@Demo.Fair ' });
      expect(envelope(response).code).toBe(0);
      return codeIn((await lastOutbox(email)).body);
    }

    it('answers success for unknown e-mails too, and mails nothing then', async () => {
      const response = await post('/exhibitors/user/forgot-password', { email: 'nobody@demo.fair' });
      expect(response.statusCode).toBe(200);
      expect(await lastOutbox('nobody@demo.fair')).toBeUndefined();
      const bad = await post('/exhibitors/user/forgot-password', { email: 'not-an-address' });
      expect(envelope<FieldErrors>(bad).data.errors).toEqual([{ field: 'email', message: 'Please enter a correct e-mail address' }]);
    });

    it('mails a 6-digit code to the stored outbox', async () => {
      await resetCode();
      const row = await lastOutbox(email);
      expect(row).toMatchObject({ channel: 'email', recipient: email, subject: 'Password reset code', sent_at: null, error: null });
      expect(row.body).toContain(`account ${email}`);
    });

    it('checks the SPEC §5 password rule and the confirmation', async () => {
      const code = await resetCode();
      const short = await post('/exhibitors/user/reset-password', { email, code, password: 'Fair25!', confirm: 'Fair25!' });
      expect(envelope<FieldErrors>(short).data.errors).toEqual([
        { field: 'password', message: 'Use letters, digits or the characters ~!#$%^&*()_ only, at least 8 characters' },
      ]);
      const space = await post('/exhibitors/user/reset-password', { email, code, password: 'Fair 2025', confirm: 'Fair 2025' });
      expect(envelope<FieldErrors>(space).data.errors[0].field).toBe('password');
      const mismatch = await post('/exhibitors/user/reset-password', { email, code, password: 'Fair2025~', confirm: 'Fair2025_' });
      expect(envelope<FieldErrors>(mismatch).data.errors).toEqual([{ field: 'confirm', message: 'The two passwords do not match' }]);
    });

    it('resets with the code: every session ends, the new password logs in, the old one not', async () => {
      const before = await post('/exhibitors/user/login', { user_name: email, password: DEMO_PASSWORD, clientType: 'exhibitor' });
      const oldToken = envelope<{ token: string }>(before).data.token;
      const code = await resetCode();
      const reset = await post('/exhibitors/user/reset-password', { email, code, password: 'New~Pass_2025', confirm: 'New~Pass_2025' });
      expect(reset.statusCode).toBe(200);
      const info = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: { authorization: `Bearer ${oldToken}`, 'client-type': 'exhibitor' } });
      expect(info.statusCode).toBe(401);
      expect((await post('/exhibitors/user/login', { user_name: email, password: DEMO_PASSWORD, clientType: 'exhibitor' })).statusCode).toBe(401);
      expect((await post('/exhibitors/user/login', { user_name: email, password: 'New~Pass_2025', clientType: 'exhibitor' })).statusCode).toBe(200);
      const again = await post('/exhibitors/user/reset-password', { email, code, password: 'Other2025!', confirm: 'Other2025!' });
      expect(again.statusCode).toBe(422);
    });
  });

  describe('change password', () => {
    const email = DEMO_LOGINS.rival;
    const login = async (password: string) =>
      envelope<{ token: string }>(await post('/exhibitors/user/login', { user_name: email, password, clientType: 'exhibitor' })).data?.token;
    const asToken = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/exhibitors/user/change-password',
        payload: payload as object,
        remoteAddress: from(),
        headers: { authorization: `Bearer ${token}`, 'client-type': 'exhibitor', 'language-set': 'en-us' },
      });
    const info = (token: string) =>
      t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: { authorization: `Bearer ${token}`, 'client-type': 'exhibitor' } });

    it('needs the right current password', async () => {
      const token = await login(DEMO_PASSWORD);
      const wrong = await asToken(token, { current_password: 'Wrong2025!', password: 'Fair2026!', confirm: 'Fair2026!' });
      expect(wrong.statusCode).toBe(422);
      expect(envelope<FieldErrors>(wrong).data.errors).toEqual([{ field: 'current_password', message: 'The current password is not correct' }]);
      const missing = await asToken(token, { current_password: '', password: 'abc', confirm: 'abd' });
      expect(envelope<FieldErrors>(missing).data.errors).toEqual([
        { field: 'current_password', message: 'Please enter your current password' },
        { field: 'password', message: 'Use letters, digits or the characters ~!#$%^&*()_ only, at least 8 characters' },
        { field: 'confirm', message: 'The two passwords do not match' },
      ]);
    });

    it('changes the password and ends the other sessions of the account, not this one', async () => {
      const current = await login(DEMO_PASSWORD);
      const other = await login(DEMO_PASSWORD);
      const response = await asToken(current, { current_password: DEMO_PASSWORD, password: '~!#$%^&*()_a1', confirm: '~!#$%^&*()_a1' });
      expect(response.statusCode).toBe(200);
      expect((await info(current)).statusCode).toBe(200);
      expect((await info(other)).statusCode).toBe(401);
      expect(await login('~!#$%^&*()_a1')).toEqual(expect.any(String));
      const [row] = await t.db.select({ hash: exhibitorAccounts.password_hash }).from(exhibitorAccounts).where(and(eq(exhibitorAccounts.email, email)));
      expect(row.hash).toMatch(/^\$argon2id\$/);
    });

    it('is for exhibitors only', async () => {
      const response = await t.injectAs('organizerAll', { method: 'POST', url: '/exhibitors/user/change-password', payload: {} });
      expect(response.statusCode).toBe(403);
    });
  });
});
