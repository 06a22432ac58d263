import { eq } from 'drizzle-orm';
import type { UserInfo } from '@fair/shared/contracts/auth';
import { TOKEN_EXPIRED_MESSAGE } from '@fair/shared/contracts/envelope';
import { exhibitorAccounts } from '../../../db/schema/exhibitors';
import { sessions } from '../../../db/schema/sessions';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { banUser, resetPassword } from '../../../lib/accounts/account-admin';
import { createExhibitorAccount } from '../../../lib/accounts/create-accounts';
import { hashToken } from '../../../lib/session/token';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  async function loginToken(url: string, userName: string, clientType: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url, payload: { user_name: userName, password, clientType, remember: true } });
    const body = envelope<{ token: string }>(response);
    if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
    return body.data.token;
  }
  const withToken = (token: string, clientType: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    'client-type': clientType,
    ...extra,
  });

  it('answers exhibitor user info with the company summary, localised', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/user/info', headers: { 'language-set': 'en-us' } });
    const info = envelope<UserInfo>(response).data;
    expect(info).toMatchObject({
      user_name: 'exhibitor@demo.fair',
      clientType: 'exhibitor',
      permission: [],
      is_child_user: 0,
      team_auth: [],
      exhibitor: { id: t.fixtures.exhibitors.main, country: 'CN', country_info: 'China', hall: 'Hall 1', booth: '1A01', is_edit: true },
    });
    expect(info.sys_api_token).toMatch(/^[0-9a-f]{48}$/);
    const zh = envelope<UserInfo>(await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/user/info' })).data;
    expect(zh.exhibitor?.country_info).toBe('中国');
    expect(zh.exhibitor?.hall).toBe('1号馆');
  });

  it('reports sub-accounts with their power keys', async () => {
    const info = envelope<UserInfo>(await t.injectAs('subWithoutPower', { method: 'GET', url: '/exhibitors/user/info' })).data;
    expect(info.is_child_user).toBe(1);
    expect(info.team_auth).toEqual([]);
    const powered = envelope<UserInfo>(await t.injectAs('subWithPower', { method: 'GET', url: '/exhibitors/user/info' })).data;
    expect(powered.team_auth).toContainEqual({ power_key: 'exhibitor.message.edit' });
    expect(powered.exhibitor?.id).toBe(t.fixtures.exhibitors.main);
  });

  it('answers admin user info with the granted role keys', async () => {
    const all = envelope<UserInfo>(await t.injectAs('organizerAll', { method: 'GET', url: '/admin/user/info' })).data;
    expect(all).toMatchObject({ user_name: 'organizer', clientType: 'organizer', permission: ['all'], is_child_user: 0 });
    expect(all.exhibitor).toBeUndefined();
    const editor = envelope<UserInfo>(await t.injectAs('organizerLimited', { method: 'GET', url: '/admin/user/info' })).data;
    expect(editor.permission).toEqual(['news.exhibitor-news-manage', 'organizer.dashboard']);
    const miniprog = envelope<UserInfo>(await t.injectAs('miniprog', { method: 'GET', url: '/admin/user/info' })).data;
    expect(miniprog).toMatchObject({ clientType: 'miniprog', permission: [] });
  });

  it('asks for a login when no token is sent, and accepts the token header too', async () => {
    const anonymous = await t.injectAs('anonymous', { method: 'GET', url: '/exhibitors/user/info' });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).message).toBe('请先登录');
    const token = await t.tokenOf('exhibitorB');
    const viaHeader = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: { token } });
    expect(envelope<UserInfo>(viaHeader).data.user_name).toBe('rival@demo.fair');
  });

  it('answers an expired token with exactly "Token has expired" in every language', async () => {
    for (const language of ['zh-cn', 'zh-tw', 'en-us']) {
      const response = await t.injectAs('expired', { method: 'GET', url: '/exhibitors/user/info', headers: { 'language-set': language } });
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toEqual({ code: 401, message: TOKEN_EXPIRED_MESSAGE, msg: TOKEN_EXPIRED_MESSAGE, data: null });
    }
  });

  it('binds a token to its client type', async () => {
    const otherHeader = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/user/info', headers: { 'client-type': 'organizer' } });
    expect(otherHeader.statusCode).toBe(401);
    expect(envelope(otherHeader)).toMatchObject({ code: 401, message: '登录凭证不属于当前客户端' });
    const otherRoute = await t.injectAs('exhibitorA', { method: 'GET', url: '/admin/user/info' });
    expect(otherRoute.statusCode).toBe(403);
    const organizerOnExhibitor = await t.injectAs('organizerAll', { method: 'GET', url: '/exhibitors/user/info' });
    expect(organizerOnExhibitor.statusCode).toBe(403);
    const unknownHeader = await t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/user/info', headers: { 'client-type': 'app' } });
    expect(unknownHeader.statusCode).toBe(200);
  });

  it('logs out: the token stops working', async () => {
    const token = await loginToken('/exhibitors/user/login', 'rival@demo.fair', 'exhibitor');
    const logout = await t.app.inject({ method: 'POST', url: '/exhibitors/user/logout', headers: withToken(token, 'exhibitor') });
    expect(envelope(logout).code).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(after.statusCode).toBe(401);
    expect(envelope(after).message).toBe('登录已失效，请重新登录');

    const adminToken = await loginToken('/admin/user/login', 'editor', 'organizer');
    await t.app.inject({ method: 'POST', url: '/admin/user/logout', headers: withToken(adminToken, 'organizer') });
    const adminAfter = await t.app.inject({ method: 'GET', url: '/admin/user/info', headers: withToken(adminToken, 'organizer') });
    expect(adminAfter.statusCode).toBe(401);
  });

  it('renews a session past half its life through the authorization header', async () => {
    const token = await loginToken('/exhibitors/user/login', 'new@demo.fair', 'exhibitor');
    const fresh = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(fresh.headers.authorization).toBeUndefined();

    const [row] = await t.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(token)));
    await t.db
      .update(sessions)
      .set({ created_at: new Date(row.created_at.getTime() - 31 * 86_400_000), expires_at: new Date(row.expires_at.getTime() - 31 * 86_400_000) })
      .where(eq(sessions.id, row.id));

    const renewing = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(renewing.statusCode).toBe(200);
    const header = String(renewing.headers.authorization);
    expect(header).toMatch(/^Bearer \S+$/);
    const renewed = header.slice('Bearer '.length);
    expect(renewed).not.toBe(token);

    const [successor] = await t.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(renewed)));
    expect(successor.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);

    // the old token works during the grace, without renewing again, then ends
    const grace = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(grace.statusCode).toBe(200);
    expect(grace.headers.authorization).toBeUndefined();
    const [old] = await t.db.select().from(sessions).where(eq(sessions.id, row.id));
    expect(old.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await t.db.update(sessions).set({ expires_at: new Date(Date.now() - 1) }).where(eq(sessions.id, row.id));
    const afterGrace = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(envelope(afterGrace).message).toBe(TOKEN_EXPIRED_MESSAGE);

    const withRenewed = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(renewed, 'exhibitor') });
    expect(withRenewed.statusCode).toBe(200);
  });

  it('ban ends every session of the account and refuses its logins', async () => {
    const first = await loginToken('/admin/user/login', 'miniprog', 'miniprog');
    const second = await loginToken('/admin/user/login', 'miniprog', 'miniprog');
    expect(await banUser(t.db, { kind: 'admin_user', id: t.fixtures.accounts.miniprog })).toBe(true);
    for (const token of [first, second]) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/user/info', headers: withToken(token, 'miniprog') });
      expect(response.statusCode).toBe(401);
    }
    const login = await t.app.inject({ method: 'POST', url: '/admin/user/login', payload: { user_name: 'miniprog', password: DEMO_PASSWORD, clientType: 'miniprog' } });
    expect(login.statusCode).toBe(403);
    await banUser(t.db, { kind: 'admin_user', id: t.fixtures.accounts.miniprog }, false);
    expect(await loginToken('/admin/user/login', 'miniprog', 'miniprog')).toEqual(expect.any(String));
    expect(await banUser(t.db, { kind: 'admin_user', id: 999_999 })).toBe(false);
  });

  it('refuses the token of an account that no longer exists', async () => {
    const id = await createExhibitorAccount(t.db, { exhibitorId: t.fixtures.exhibitors.rival, email: 'gone@demo.fair', password: DEMO_PASSWORD });
    const token = await loginToken('/exhibitors/user/login', 'gone@demo.fair', 'exhibitor');
    await t.db.delete(exhibitorAccounts).where(eq(exhibitorAccounts.id, id));
    const response = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('登录已失效，请重新登录');
  });

  it('password reset ends every session and only the new password works', async () => {
    const token = await loginToken('/exhibitors/user/login', 'exhibitor@demo.fair', 'exhibitor');
    expect(await resetPassword(t.db, { kind: 'exhibitor_account', id: t.fixtures.accounts.exhibitor }, 'NewPass2025!')).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/exhibitors/user/info', headers: withToken(token, 'exhibitor') });
    expect(after.statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      payload: { user_name: 'exhibitor@demo.fair', password: DEMO_PASSWORD, clientType: 'exhibitor' },
      remoteAddress: '10.9.0.1',
    });
    expect(old.statusCode).toBe(401);
    expect(await loginToken('/exhibitors/user/login', 'exhibitor@demo.fair', 'exhibitor', 'NewPass2025!')).toEqual(expect.any(String));
  });
});
