import { randomBytes } from 'node:crypto';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { SET_PASSWORD_POLICY } from '../set-password-throttle';
import { issueSetPasswordToken } from '../set-password-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const URL_ = '/exhibitors/user/set-password';
const check = (token: string, remoteAddress: string, locale = 'zh-cn') => t.app.inject({ method: 'GET', url: URL_, query: { token }, remoteAddress, headers: { 'language-set': locale } });
const spend = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: URL_, payload: { token, password: 'Linked~2025', confirm: 'Linked~2025' }, remoteAddress, headers: { 'language-set': 'en-us' } });
const randomToken = () => randomBytes(32).toString('base64url');

describe('set-password links are throttled per source like the login', () => {
  it('after the free failures from one source even a valid link answers 429 with Retry-After there; another source is unaffected', async () => {
    const guesser = '203.0.113.7';
    const { token } = await issueSetPasswordToken(t.db, t.fixtures.accounts.newcomer);
    // parallel guesses are each counted before the check: none slips through uncounted
    const guesses = await Promise.all(Array.from({ length: SET_PASSWORD_POLICY.free }, () => check(randomToken(), guesser)));
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(SET_PASSWORD_POLICY.free).fill(404));

    const refused = await check(token, guesser);
    expect(refused.statusCode).toBe(429);
    // the wait counts down from the first failure, however long the guesses took on a busy machine
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(envelope(refused)).toMatchObject({ code: 429, message: `设置密码链接尝试失败次数过多，请 ${retryAfter} 秒后再试` });
    const zhTw = await check(token, guesser, 'zh-tw');
    expect(envelope(zhTw).message).toMatch(/^設定密碼連結嘗試失敗次數過多，請 \d+ 秒後再試$/);
    const post = await spend(token, guesser);
    expect(post.statusCode).toBe(429);
    expect(envelope(post).message).toMatch(/^Too many failed set-password link attempts, please try again in \d+ seconds$/);

    const owner = '198.51.100.20';
    expect(envelope(await check(token, owner))).toMatchObject({ code: 0, data: { email: 'new@demo.fair' } });
    expect((await spend(token, owner)).statusCode).toBe(200);
  });

  it('valid, used and expired links do not count; only unknown tokens do', async () => {
    const source = '203.0.113.8';
    // a newer link voids the older one: the old one answers 410 as expired
    const { token: old } = await issueSetPasswordToken(t.db, t.fixtures.accounts.rival);
    const { token } = await issueSetPasswordToken(t.db, t.fixtures.accounts.rival);
    for (let i = 0; i < SET_PASSWORD_POLICY.free + 2; i += 1) {
      expect((await check(token, source)).statusCode).toBe(200);
      expect((await check(old, source)).statusCode).toBe(410);
    }
    for (let i = 0; i < SET_PASSWORD_POLICY.free - 1; i += 1) expect((await check(randomToken(), source)).statusCode).toBe(404);
    expect((await check(token, source)).statusCode).toBe(200);
    // a valid link does not wipe the count: the next unknown token is the tenth failure, then the source waits
    expect((await check(randomToken(), source)).statusCode).toBe(404);
    expect((await check(token, source)).statusCode).toBe(429);
  });
});
