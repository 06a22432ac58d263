import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loginThrottles } from '../../../db/schema/sessions';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { loadConfig } from '../../../config/config';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { ACCOUNT_POLICY, PAIR_POLICY, SOURCE_POLICY } from '../../../lib/auth/login-throttle';

const WRONG = 'Wrong2025!';
const seconds = (ms: number) => ms / 1000;

describe('login throttling (no malicious lockout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.delete(loginThrottles);
  });

  const attempt = (userName: string, password: string, remoteAddress: string, path = '/exhibitors/user/login', clientType = 'exhibitor') =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: { user_name: userName, password, clientType },
      remoteAddress,
      headers: { 'language-set': 'en-us' },
    });

  const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

  /** Ends every running delay, as if the guesser had waited it out. */
  const waitOutDelays = () => t.db.update(loginThrottles).set({ locked_until: sql`now() - interval '1 second'` });

  it('a stranger failing 30 times is delayed while the owner, from another source, logs in', async () => {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 30; i += 1) {
      last = await attempt('rival@demo.fair', WRONG, '10.1.0.1');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, PAIR_POLICY.free)).toEqual(Array(PAIR_POLICY.free).fill(401));
    expect(new Set(statuses.slice(PAIR_POLICY.free))).toEqual(new Set([429]));
    expect(retryAfter(last!)).toBeGreaterThan(0);
    expect(retryAfter(last!)).toBeLessThanOrEqual(seconds(PAIR_POLICY.baseMs));
    const body = envelope(last!);
    expect(body.code).toBe(429);
    expect(body.message).toBe(`Too many failed logins, please try again in ${retryAfter(last!)} seconds`);

    const stranger = await attempt('rival@demo.fair', DEMO_PASSWORD, '10.1.0.1');
    expect(stranger.statusCode).toBe(429);
    const owner = await attempt('rival@demo.fair', DEMO_PASSWORD, '10.1.0.2');
    expect(envelope(owner).code).toBe(0);
  });

  it('answers in the caller’s language', async () => {
    for (let i = 0; i < PAIR_POLICY.free; i += 1) await attempt('ghost@demo.fair', WRONG, '10.1.1.1');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      payload: { user_name: 'ghost@demo.fair', password: WRONG, clientType: 'exhibitor' },
      remoteAddress: '10.1.1.1',
      headers: { 'language-set': 'zh-cn' },
    });
    expect(envelope(refused).message).toBe(`登录失败次数过多，请 ${retryAfter(refused)} 秒后再试`);
  });

  it('doubles the delay with each further failure of the same source at the same account', async () => {
    for (let i = 0; i < PAIR_POLICY.free; i += 1) await attempt('ghost@demo.fair', WRONG, '10.2.0.1');
    const delays: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      delays.push(retryAfter(await attempt('ghost@demo.fair', WRONG, '10.2.0.1')));
      await waitOutDelays();
      expect((await attempt('ghost@demo.fair', WRONG, '10.2.0.1')).statusCode).toBe(401);
    }
    delays.forEach((delay, round) => {
      const expected = seconds(PAIR_POLICY.baseMs) * 2 ** round;
      expect(delay).toBeGreaterThanOrEqual(expected - 1);
      expect(delay).toBeLessThanOrEqual(expected);
    });
    const minutes = await attempt('ghost@demo.fair', WRONG, '10.2.0.1');
    expect(envelope(minutes).message).toBe(`Too many failed logins, please try again in ${Math.ceil(retryAfter(minutes) / 60)} minutes`);
  });

  it('limits one source across many account names, other sources unaffected', async () => {
    for (let i = 0; i < SOURCE_POLICY.free; i += 1) {
      expect((await attempt(`guess${i}@demo.fair`, WRONG, '10.3.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    const organizer = await attempt('organizer', DEMO_PASSWORD, '10.3.0.1', '/admin/user/login', 'organizer');
    expect(organizer.statusCode).toBe(429);
    expect(envelope(await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.3.0.2')).code).toBe(0);
  });

  it('slows distributed guessing at one account with short delays instead of locking it', async () => {
    const guesses = await Promise.all(
      Array.from({ length: ACCOUNT_POLICY.free }, (_, i) => attempt('exhibitor@demo.fair', WRONG, `10.4.${Math.floor(i / 250)}.${(i % 250) + 1}`)),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(ACCOUNT_POLICY.free).fill(401));
    const [account] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.key, 'account:exhibitor:exhibitor@demo.fair'));
    expect(account.failures).toBe(ACCOUNT_POLICY.free);

    // the next failure, from yet another source, delays every source a little longer
    await waitOutDelays();
    expect((await attempt('exhibitor@demo.fair', WRONG, '10.4.9.8')).statusCode).toBe(401);
    const slowed = await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.4.9.9');
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(0);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(seconds(ACCOUNT_POLICY.baseMs) * 2);

    // however long the guessing goes on, one wait never exceeds the ceiling's cap
    await t.db.update(loginThrottles).set({ failures: 10_000 }).where(eq(loginThrottles.key, account.key));
    await waitOutDelays();
    expect((await attempt('exhibitor@demo.fair', WRONG, '10.4.9.10')).statusCode).toBe(401);
    const capped = await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.4.9.9');
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBeLessThanOrEqual(seconds(ACCOUNT_POLICY.capMs));

    await waitOutDelays();
    expect(envelope(await attempt('exhibitor@demo.fair', DEMO_PASSWORD, '10.4.9.9')).code).toBe(0);
  });

  it('counts every one of many parallel guesses: no more get through than the free tries', async () => {
    const parallel = await Promise.all(Array.from({ length: 12 }, () => attempt('new@demo.fair', WRONG, '10.5.0.1')));
    const statuses = parallel.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_POLICY.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PAIR_POLICY.free);
    const [pair] = await t.db.select().from(loginThrottles).where(like(loginThrottles.key, 'pair:exhibitor:new@demo.fair@%'));
    expect(pair.failures).toBe(PAIR_POLICY.free);
    const [source] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.key, 'source:10.5.0.1'));
    expect(source.failures).toBe(PAIR_POLICY.free);
  });

  it('counts parallel guesses from many sources at one account without losing any', async () => {
    const parallel = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('viewer@demo.fair', WRONG, `10.6.0.${i + 1}`)));
    expect(parallel.map((response) => response.statusCode)).toEqual(Array(30).fill(401));
    const [account] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.key, 'account:exhibitor:viewer@demo.fair'));
    expect(account.failures).toBe(30);
  });

  it('a successful login forgets the failures of that source at that account', async () => {
    for (let i = 0; i < PAIR_POLICY.free - 1; i += 1) await attempt('new@demo.fair', WRONG, '10.7.0.1');
    expect(envelope(await attempt('new@demo.fair', DEMO_PASSWORD, '10.7.0.1')).code).toBe(0);
    for (let i = 0; i < PAIR_POLICY.free - 1; i += 1) {
      expect((await attempt('new@demo.fair', WRONG, '10.7.0.1')).statusCode).toBe(401);
    }
  });

  it('throttles organizer logins the same way', async () => {
    for (let i = 0; i < PAIR_POLICY.free; i += 1) await attempt('organizer', WRONG, '10.8.0.1', '/admin/user/login', 'organizer');
    const stranger = await attempt('organizer', DEMO_PASSWORD, '10.8.0.1', '/admin/user/login', 'organizer');
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeGreaterThan(0);
    expect(envelope(await attempt('organizer', DEMO_PASSWORD, '10.8.0.2', '/admin/user/login', 'organizer')).code).toBe(0);
  });
});

describe('login throttling behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
  });
  afterAll(() => t?.close());

  /** the proxy appends the address it saw to whatever the client sent */
  const viaProxy = (password: string, client: string, claimed?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/exhibitors/user/login',
      payload: { user_name: 'rival@demo.fair', password, clientType: 'exhibitor' },
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
    });

  it('takes the source from X-Forwarded-For, so one client behind the proxy does not delay the others', async () => {
    for (let i = 0; i < PAIR_POLICY.free; i += 1) await viaProxy(WRONG, '203.0.113.5');
    expect((await viaProxy(DEMO_PASSWORD, '203.0.113.5')).statusCode).toBe(429);
    expect(envelope(await viaProxy(DEMO_PASSWORD, '203.0.113.6')).code).toBe(0);
  });

  it('believes only the hop the proxy added: a client writing its own X-Forwarded-For is still one source', async () => {
    for (let i = 0; i < PAIR_POLICY.free; i += 1) await viaProxy(WRONG, '198.51.100.7', `192.0.2.${i + 1}`);
    expect((await viaProxy(DEMO_PASSWORD, '198.51.100.7', '192.0.2.200')).statusCode).toBe(429);
  });
});
