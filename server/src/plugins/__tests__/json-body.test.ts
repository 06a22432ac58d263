import type { ClientType } from '@fair/shared/access/client-types';
import type { PrincipalKind } from '../../db/schema/enums';
import { createSession } from '../../lib/session/session-store';
import { type TestApp, buildTestApp, envelope } from '../../test/build-test-app';

describe('an empty JSON body is no payload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const freshToken = async (principalKind: PrincipalKind, principalId: number, clientType: ClientType) =>
    (await createSession(t.db, { principalKind, principalId, clientType, remember: false })).token;

  it.each([
    ['/exhibitors/user', 'exhibitor_account', 'exhibitor', ''],
    ['/admin/user', 'admin_user', 'organizer', ''],
    ['/exhibitors/user', 'exhibitor_account', 'exhibitor', ' \r\n'],
  ] as const)('%s/logout as %s (%s) with Content-Type application/json and body %j logs out; the token is refused afterwards', async (prefix, kind, clientType, payload) => {
    const accountId = kind === 'admin_user' ? t.fixtures.accounts.organizer : t.fixtures.accounts.exhibitor;
    const token = await freshToken(kind, accountId, clientType);
    const headers = { authorization: `Bearer ${token}`, 'client-type': clientType, 'content-type': 'application/json' };
    const logout = await t.app.inject({ method: 'POST', url: `${prefix}/logout`, headers, payload });
    expect(logout.statusCode).toBe(200);
    expect(envelope(logout).code).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: `${prefix}/info`, headers: { authorization: headers.authorization, 'client-type': clientType } });
    expect(after.statusCode).toBe(401);
  });

  it('a route that needs a body answers its own 422 for an empty JSON body, not a parse error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/exhibitors/user/login', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '' });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).code).toBe(422);
  });

  it('still refuses malformed JSON and prototype poisoning with 400', async () => {
    const headers = { 'content-type': 'application/json' };
    const malformed = await t.app.inject({ method: 'POST', url: '/exhibitors/user/login', headers, payload: '{"user_name": ' });
    expect(malformed.statusCode).toBe(400);
    const poisoned = await t.app.inject({ method: 'POST', url: '/exhibitors/user/login', headers, payload: '{"__proto__": {"admin": true}}' });
    expect(poisoned.statusCode).toBe(400);
    expect(envelope(poisoned)).toMatchObject({ code: 400, data: null });
  });
});
