import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from '../login-throttle';

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const attempt = (userName: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      payload: { user_name: userName, password, clientType: 'exhibitor' },
      remoteAddress,
      headers: { 'language-set': 'en-us' },
    });

  it('locks an account after repeated wrong passwords, even from other addresses and for the right password', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const response = await attempt('rival@demo.fair', 'Wrong2025!', `10.1.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await attempt('rival@demo.fair', DEMO_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    const body = envelope(locked);
    expect(body.code).toBe(429);
    expect(body.message).toBe('Too many failed logins, please try again in 15 minutes');
  });

  it('locks an unknown account name the same way, so lockouts reveal nothing', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) await attempt('ghost@demo.fair', 'Wrong2025!', `10.2.0.${i + 1}`);
    const locked = await attempt('ghost@demo.fair', 'Wrong2025!', '10.2.1.1');
    expect(locked.statusCode).toBe(429);
  });

  it('locks an address after many failures across accounts, leaving other addresses alone', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await attempt(`guess${i}@demo.fair`, 'Wrong2025!', '10.3.0.1');
    const locked = await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    const elsewhere = await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.3.0.2');
    expect(envelope(elsewhere).code).toBe(0);
  });

  it('forgets an account’s failures after a successful login', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1) await attempt('new@demo.fair', 'Wrong2025!', '10.4.0.1');
    expect(envelope(await attempt('new@demo.fair', DEMO_PASSWORD, '10.4.0.1')).code).toBe(0);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1) {
      expect((await attempt('new@demo.fair', 'Wrong2025!', '10.4.0.1')).statusCode).toBe(401);
    }
  });
});
