import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../../../db/schema/sessions';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

const DAY_MS = 86_400_000;

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const exhibitorLogin = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/exhibitors/user/login', payload, remoteAddress });
  const adminLogin = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/admin/user/login', payload, remoteAddress });

  it('logs an exhibitor in by trimmed, case-insensitive e-mail and keeps a remembered session 60 days', async () => {
    const before = Date.now();
    const response = await exhibitorLogin({ user_name: '  Exhibitor@Demo.Fair ', password: DEMO_PASSWORD, clientType: 'exhibitor', remember: true });
    expect(response.statusCode).toBe(200);
    const body = envelope<{ token: string; expires_at: string }>(response);
    expect(body.code).toBe(0);
    expect(body.data.token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    const lifetime = new Date(body.data.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * DAY_MS + 60_000);
  });

  it('keeps an unremembered session 12 hours', async () => {
    const before = Date.now();
    const response = await exhibitorLogin({ user_name: 'rival@demo.fair', password: DEMO_PASSWORD, clientType: 'exhibitor' });
    const lifetime = new Date(envelope<{ expires_at: string }>(response).data.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000 + 60_000);
  });

  it('stores only the SHA-256 of the token', async () => {
    const response = await exhibitorLogin({ user_name: 'new@demo.fair', password: DEMO_PASSWORD, clientType: 'exhibitor' });
    const { token } = envelope<{ token: string }>(response).data;
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.db.select().from(sessions).where(eq(sessions.token_hash, hash));
    expect(rows).toHaveLength(1);
    const all = await t.db.select({ token_hash: sessions.token_hash }).from(sessions);
    expect(all.some((row) => row.token_hash === token)).toBe(false);
  });

  it('logs organizer and mini-programme admins in by client type', async () => {
    const organizer = await adminLogin({ user_name: ' organizer ', password: DEMO_PASSWORD, clientType: 'organizer' });
    expect(envelope(organizer).code).toBe(0);
    const miniprog = await adminLogin({ user_name: 'miniprog', password: DEMO_PASSWORD, clientType: 'miniprog' });
    expect(envelope(miniprog).code).toBe(0);
    // the organizer is a web admin, not a mini-programme admin
    const crossed = await adminLogin({ user_name: 'organizer', password: DEMO_PASSWORD, clientType: 'miniprog' }, '10.0.0.2');
    expect(envelope(crossed).code).toBe(401);
  });

  it('refuses a client type the login does not serve, per field', async () => {
    const response = await exhibitorLogin({ user_name: 'exhibitor@demo.fair', password: DEMO_PASSWORD, clientType: 'organizer' });
    expect(response.statusCode).toBe(422);
    const body = envelope<{ errors: { field: string; message: string }[] }>(response);
    expect(body.code).toBe(422);
    expect(body.data.errors.map((e) => e.field)).toEqual(['clientType']);
    const admin = await adminLogin({ user_name: 'organizer', password: DEMO_PASSWORD, clientType: 'exhibitor' });
    expect(admin.statusCode).toBe(422);
  });

  it('reports missing fields as required, localised', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      headers: { 'language-set': 'en-us' },
      payload: { clientType: 'exhibitor', user_name: '   ' },
    });
    const body = envelope<{ errors: { field: string; message: string }[] }>(response);
    expect(body.message).toBe('The submitted data is invalid');
    expect(body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'This field is required' },
        { field: 'user_name', message: 'Must be at least 1 characters' },
      ]),
    );
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await exhibitorLogin({ user_name: 'nobody@demo.fair', password: DEMO_PASSWORD, clientType: 'exhibitor' }, '10.0.0.3');
    const wrong = await exhibitorLogin({ user_name: 'rival@demo.fair', password: 'Wrong2025!', clientType: 'exhibitor' }, '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(envelope(wrong).message).toBe('账号或密码错误');
  });
});
