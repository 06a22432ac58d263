/**
 * Login, user info, logout against a real HTTP server (jsdom page on exhibitor.fair.test, XHR, CORS).
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://exhibitor.fair.test/"}
 */
import { api } from '../../api/api-client';
import type { UserInfo } from '../../contracts/auth';
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { fetchUserInfo, fetchVariables, login, logout, restoreSession } from '../auth-actions';
import { readCookie } from '../cookies';
import { registerNavigator } from '../navigation';
import { resetSessionStore, sessionStore } from '../session-store';
import { clearCookies } from '../../test-support/cookie-writes';
import { envelope, sendJson, startTestServer, type RecordedRequest, type TestServer } from '../../test-support/http-test-server';

let server: TestServer;
let feedback: ReturnType<typeof createRecordingNotifier>;
let navigations: string[];
const cleanups: (() => void)[] = [];

const organizer: UserInfo = {
  id: 2,
  user_name: 'editor',
  nick_name: 'Editor',
  avatar: null,
  sys_api_token: 'sys',
  clientType: 'organizer',
  permission: ['organizer.dashboard', 'news.exhibitor-news-manage'],
  is_child_user: 0,
  team_auth: [],
  wa_channels: [],
};

/** A small fake of the server's session calls: one valid password, tokens issued in order. */
function sessionServer(options: { logoutStatus?: number } = {}) {
  let issued = 0;
  return (request: RecordedRequest, response: Parameters<Parameters<TestServer['handle']>[0]>[1]) => {
    const path = request.url.split('?')[0];
    if (path.endsWith('/user/login')) {
      const body = JSON.parse(request.body) as { user_name: string; password: string };
      if (body.password !== 'Fair2025!') return sendJson(response, 401, envelope(401, 'Wrong user name or password'));
      issued += 1;
      return sendJson(response, 200, envelope(0, 'ok', { token: `token-${issued}`, expires_at: '2026-01-01T00:00:00Z' }));
    }
    if (path.endsWith('/user/info')) {
      if (request.headers.authorization !== 'Bearer token-1') return sendJson(response, 401, envelope(401, 'Token has expired'));
      return sendJson(response, 200, envelope(0, 'ok', organizer));
    }
    if (path.endsWith('/user/logout')) {
      const status = options.logoutStatus ?? 200;
      return sendJson(response, status, envelope(status === 200 ? 0 : status, status === 200 ? 'ok' : 'Server error'));
    }
    if (path === '/api/user/variable/list') return sendJson(response, 200, envelope(0, 'ok', [{ name: 'fair_year', value: '2025' }]));
    return sendJson(response, 404, envelope(404, 'Not found'));
  };
}

beforeAll(async () => {
  server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearCookies('fair.test');
  localStorage.clear();
  resetSessionStore();
  feedback = createRecordingNotifier();
  navigations = [];
  cleanups.push(bindNotifier(feedback), registerNavigator((path) => navigations.push(path)));
  server.handle(sessionServer());
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('login', () => {
  test('organizer: trims the user name, posts to /admin/user/login, stores the token and loads the user', async () => {
    const data = await login({ user_name: '  editor ', password: 'Fair2025!', clientType: 'organizer', remember: true });
    expect(data.token).toBe('token-1');
    const [loginCall, infoCall] = server.requests;
    expect(loginCall).toMatchObject({ method: 'POST', url: '/admin/user/login' });
    expect(JSON.parse(loginCall.body)).toEqual({ user_name: 'editor', password: 'Fair2025!', clientType: 'organizer', remember: true });
    expect(infoCall).toMatchObject({ method: 'GET', url: '/admin/user/info' });
    expect(infoCall.headers['client-type']).toBe('organizer');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', clientType: 'organizer', user: organizer, roles: organizer.permission });
    expect(readCookie('organizer_token')).toBe('token-1');
    expect(localStorage.getItem('clientType')).toBe('organizer');
  });

  test('exhibitor logins go to /exhibitors/user/login', async () => {
    await login({ user_name: 'exhibitor@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' });
    expect(server.requests.map((request) => request.url)).toEqual(['/exhibitors/user/login', '/exhibitors/user/info']);
    expect(JSON.parse(server.requests[0].body)).toMatchObject({ remember: false });
  });

  test('a failed login rejects to the caller with the server message and shows nothing', async () => {
    await expect(login({ user_name: 'editor', password: 'wrong', clientType: 'organizer' })).rejects.toMatchObject({
      code: 401,
      message: 'Wrong user name or password',
    });
    expect(feedback.toasts).toEqual([]);
    expect(navigations).toEqual([]);
    expect(sessionStore.getState().token).toBeNull();
    expect(readCookie('organizer_token')).toBeUndefined();
  });
});

describe('restoreSession', () => {
  test('with a stored token, loading is on while user info is fetched', async () => {
    sessionStore.setState({ clientType: 'organizer', token: 'token-1' });
    const seen: boolean[] = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(state.loading));
    await expect(restoreSession()).resolves.toEqual(organizer);
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(sessionStore.getState().loading).toBe(false);
  });

  test('without a token nothing is fetched', async () => {
    sessionStore.setState({ clientType: 'exhibitor' });
    await expect(restoreSession()).resolves.toBeNull();
    expect(server.requests).toEqual([]);
  });

  test('an expired token ends logged out on the client type’s login', async () => {
    sessionStore.setState({ clientType: 'organizer', token: 'stale' });
    await expect(restoreSession()).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, loading: false });
    expect(navigations).toEqual(['/organizer_login']);
  });
});

test('fetchUserInfo and fetchVariables fill the session', async () => {
  sessionStore.setState({ clientType: 'organizer', token: 'token-1' });
  await fetchUserInfo();
  await fetchVariables();
  expect(sessionStore.getState().variables).toEqual([{ name: 'fair_year', value: '2025' }]);
  expect(server.requests.map((request) => request.url)).toEqual(['/admin/user/info', '/api/user/variable/list']);
});

describe('logout', () => {
  test('calls the logout endpoint, clears the token and goes to the login', async () => {
    await login({ user_name: 'editor', password: 'Fair2025!', clientType: 'organizer' });
    await logout();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/admin/user/logout' });
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(readCookie('organizer_token')).toBeUndefined();
    expect(navigations).toEqual(['/organizer_login']);
  });

  test('a failing logout call still clears the session and redirects, silently', async () => {
    await login({ user_name: 'exhibitor@demo.fair', password: 'Fair2025!', clientType: 'exhibitor' });
    server.handle(sessionServer({ logoutStatus: 500 }));
    await expect(logout()).resolves.toBeUndefined();
    expect(sessionStore.getState().token).toBeNull();
    expect(readCookie('exhibitor_token')).toBeUndefined();
    expect(navigations).toEqual(['/exhibitor_login']);
    expect(feedback.toasts).toEqual([]);
  });
});
