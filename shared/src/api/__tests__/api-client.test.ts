/**
 * @jest-environment node
 */
import { ERROR_TOAST_SECONDS, REQUEST_RETRIES, REQUEST_RETRY_DELAY_MS, REQUEST_TIMEOUT_MS } from '../../constants/limits';
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { i18n } from '../../i18n/i18n';
import { localeStore } from '../../i18n/locale-store';
import { registerNavigator } from '../../session/navigation';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { ApiError } from '../api-error';
import { api, createApiClient, type ApiClient } from '../api-client';
import { envelope, sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';

jest.setTimeout(20_000);

let server: TestServer;
let client: ApiClient;
let feedback: ReturnType<typeof createRecordingNotifier>;
let navigations: string[];
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  server.requests.length = 0;
  resetSessionStore();
  localeStore.setState({ locale: 'en-us' });
  await i18n.changeLanguage('en-us');
  feedback = createRecordingNotifier();
  navigations = [];
  cleanups.push(bindNotifier(feedback), registerNavigator((path) => navigations.push(path)));
  client = createApiClient({ baseURL: server.url });
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

const loggedInAs = (clientType: 'exhibitor' | 'organizer' | 'miniprog', token = 'token-1') =>
  sessionStore.setState({ clientType, token });

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('defaults', () => {
  test('the page client waits 50 s and retries 3 times 1 s apart', () => {
    expect(api.http.defaults.timeout).toBe(50_000);
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(REQUEST_RETRIES).toBe(3);
    expect(REQUEST_RETRY_DELAY_MS).toBe(1000);
  });
});

describe('request headers', () => {
  test('a logged-in call carries the bearer token, the token header, Language-Set, Client-Type and JSON/XHR headers', async () => {
    loggedInAs('organizer');
    await client.get('/admin/user/info');
    const { headers } = server.requests[0];
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers.token).toBe('token-1');
    expect(headers['language-set']).toBe('en-us');
    expect(headers['client-type']).toBe('organizer');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.accept).toContain('application/json');
  });

  test('without a token no token headers are sent and the client type defaults to app', async () => {
    localeStore.setState({ locale: 'zh-cn' });
    await client.get('/api/ad/list');
    const { headers } = server.requests[0];
    expect(headers.authorization).toBeUndefined();
    expect(headers.token).toBeUndefined();
    expect(headers['client-type']).toBe('app');
    expect(headers['language-set']).toBe('zh-cn');
  });

  test("a call's own Language-Set wins over the console's language", async () => {
    await client.get('/api/miniprog/v1/home', undefined, { headers: { 'Language-Set': 'zh-tw' } });
    await client.get('/api/miniprog/v1/home');
    expect(server.requests.map((request) => request.headers['language-set'])).toEqual(['zh-tw', 'en-us']);
  });
});

describe('helpers', () => {
  test('get sends query parameters and resolves with the envelope data', async () => {
    server.handle((_request, response) => sendJson(response, 200, envelope(0, 'ok', { list: [1, 2], total: 2 })));
    const data = await client.get<{ list: number[]; total: number }>('/exhibitors/message/list', { page: 2, page_size: 10 });
    expect(data).toEqual({ list: [1, 2], total: 2 });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/exhibitors/message/list?page=2&page_size=10' });
  });

  test('post sends a JSON body', async () => {
    server.handle((_request, response) => sendJson(response, 200, envelope(0, 'ok', { count: 3 })));
    await expect(client.post('/exhibitors/message/read', { id: 7 })).resolves.toEqual({ count: 3 });
    expect(server.requests[0].method).toBe('POST');
    expect(server.requests[0].headers['content-type']).toContain('application/json');
    expect(JSON.parse(server.requests[0].body)).toEqual({ id: 7 });
  });

  test('del sends query parameters with DELETE', async () => {
    await client.del('/exhibitors/message/delete', { id: 7 });
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/exhibitors/message/delete?id=7' });
  });
});

describe('token renewal', () => {
  test('a bearer token in the response authorization header replaces the stored one and is sent next', async () => {
    loggedInAs('exhibitor', 'old-token');
    server.handle((_request, response) => sendJson(response, 200, envelope(0, 'ok'), { Authorization: 'Bearer new-token' }));
    await client.get('/exhibitors/user/info');
    expect(sessionStore.getState().token).toBe('new-token');

    server.handle((_request, response) => sendJson(response, 200, envelope(0, 'ok')));
    await client.get('/exhibitors/message/count');
    expect(server.requests[1].headers.authorization).toBe('Bearer new-token');
    expect(server.requests[1].headers.token).toBe('new-token');
  });

  test('an answer to a call sent before logout cannot revive the session', async () => {
    loggedInAs('exhibitor', 'old-token');
    server.handle((_request, response) => {
      setTimeout(() => sendJson(response, 200, envelope(0, 'ok'), { Authorization: 'Bearer renewed' }), 100);
    });
    const call = client.get('/exhibitors/message/count');
    await new Promise((resolve) => setTimeout(resolve, 30));
    sessionStore.getState().clear();
    await call;
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('answers with code ≠ 0', () => {
  test('show the message as an error toast for 5 seconds and reject with the body', async () => {
    server.handle((_request, response) => sendJson(response, 200, envelope(409, 'Name already exists')));
    const error = await rejection(client.post('/api/thing', { name: 'x' }));
    expect(feedback.toasts).toEqual([{ level: 'error', content: 'Name already exists', durationSeconds: ERROR_TOAST_SECONDS }]);
    expect(ERROR_TOAST_SECONDS).toBe(5);
    expect(error.code).toBe(409);
    expect(error.body).toEqual(envelope(409, 'Name already exists'));
  });

  test('without a message the toast says Error', async () => {
    server.handle((_request, response) => sendJson(response, 200, envelope(500, '')));
    await expect(rejection(client.get('/api/thing'))).resolves.toMatchObject({ message: 'Error', code: 500 });
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Error']);
  });

  test('an HTTP error without an envelope is rejected once with its status and the default text', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    const error = await rejection(client.get('/api/ad/list'));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'response', code: 502, status: 502, body: '<html>Bad gateway</html>', message: 'Error' });
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Error']);
  });

  test('an HTTP error with a body is rejected with that body once, without retry, and its message is shown', async () => {
    const body = { code: 422, message: 'Invalid input', msg: 'Invalid input', data: { errors: [{ field: 'name_en', message: 'Required' }] } };
    server.handle((_request, response) => sendJson(response, 422, body));
    const error = await rejection(client.post('/exhibitors/exhibitors/save', {}));
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'response', code: 422, status: 422, body });
    expect(error.fieldErrors).toEqual({ name_en: 'Required' });
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Invalid input']);
  });
});

describe('code 401', () => {
  test.each([
    ['organizer', '/organizer_login'],
    ['exhibitor', '/exhibitor_login'],
    ['miniprog', '/miniprog_login'],
  ] as const)('Token has expired shows login timeout, clears the %s session and goes to %s', async (clientType, loginPath) => {
    loggedInAs(clientType);
    sessionStore.getState().setUser({ permission: ['all'] } as never);
    server.handle((_request, response) => sendJson(response, 401, envelope(401, 'Token has expired')));
    const error = await rejection(client.get('/admin/user/info'));
    expect(error.code).toBe(401);
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Login timeout']);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, roles: [], clientType });
    expect(navigations).toEqual([loginPath]);
  });

  test('several calls refused together: one toast and one redirect', async () => {
    loggedInAs('organizer');
    server.handle((_request, response) => sendJson(response, 401, envelope(401, 'Token has expired')));
    await Promise.all(['/a', '/b', '/c'].map((path) => rejection(client.get(path))));
    expect(feedback.toasts).toHaveLength(1);
    expect(navigations).toEqual(['/organizer_login']);
  });

  test('the login timeout text follows the locale', async () => {
    localeStore.setState({ locale: 'zh-cn' });
    await i18n.changeLanguage('zh-cn');
    loggedInAs('exhibitor');
    server.handle((_request, response) => sendJson(response, 200, envelope(401, 'Token has expired')));
    await rejection(client.get('/exhibitors/user/info'));
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['登录超时']);
  });

  test('without a client type the user goes to the generic login', async () => {
    server.handle((_request, response) => sendJson(response, 401, envelope(401, 'Not logged in')));
    await rejection(client.get('/api/user/variable/list'));
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Not logged in']);
    expect(navigations).toEqual(['/login']);
  });

  test('a silent call (login) gets the error back with no toast, no logout and no redirect', async () => {
    loggedInAs('organizer');
    server.handle((_request, response) => sendJson(response, 401, envelope(401, 'Wrong user name or password')));
    const error = await rejection(client.post('/admin/user/login', {}, { silent: true }));
    expect(error.envelope?.message).toBe('Wrong user name or password');
    expect(feedback.toasts).toEqual([]);
    expect(navigations).toEqual([]);
    expect(sessionStore.getState().token).toBe('token-1');
  });
});

describe('no answer', () => {
  test('a network failure is retried 3 times 1 s apart, then shows the connection message', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const error = await rejection(client.get('/api/product-category/list'));
    expect(error).toMatchObject({ kind: 'network', message: 'Backend interface connection abnormal', code: null, status: null });
    expect(server.requests).toHaveLength(1 + REQUEST_RETRIES);
    const gaps = server.requests.slice(1).map((request, index) => request.at - server.requests[index].at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(REQUEST_RETRY_DELAY_MS - 50);
    expect(feedback.toasts).toEqual([
      { level: 'error', content: 'Backend interface connection abnormal', durationSeconds: ERROR_TOAST_SECONDS },
    ]);
  });

  test('a retry that succeeds resolves normally without a toast', async () => {
    let calls = 0;
    server.handle((_request, response) => {
      calls += 1;
      if (calls === 1) response.socket?.destroy();
      else sendJson(response, 200, envelope(0, 'ok', 'second time'));
    });
    // the gap between tries is the test above's; here it only slows the run
    await expect(createApiClient({ baseURL: server.url, retryDelayMs: 10 }).get('/api/ad/list')).resolves.toBe('second time');
    expect(server.requests).toHaveLength(2);
    expect(feedback.toasts).toEqual([]);
  });

  test('a timed-out read is retried, then shows the timeout message', async () => {
    const shortTimeout = createApiClient({ baseURL: server.url, timeoutMs: 200, retryDelayMs: 10 });
    server.handle(() => undefined);
    const error = await rejection(shortTimeout.get('/api/exhibitors/country/list'));
    expect(error.kind).toBe('timeout');
    expect(server.requests).toHaveLength(1 + REQUEST_RETRIES);
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Backend interface request timeout']);
  });

  test('a timed-out write is not repeated (it may have been applied), and shows the timeout message', async () => {
    const shortTimeout = createApiClient({ baseURL: server.url, timeoutMs: 200 });
    server.handle(() => undefined);
    const error = await rejection(shortTimeout.post('/exhibitors/exhibitors/save', { name: 'x' }));
    expect(error.kind).toBe('timeout');
    expect(server.requests).toHaveLength(1);
    expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Backend interface request timeout']);
  });

  test('at most one connection toast per second', async () => {
    const noRetry = createApiClient({ baseURL: server.url, retries: 0 });
    server.handle((_request, response) => response.socket?.destroy());
    await Promise.all([1, 2, 3].map(() => rejection(noRetry.get('/api/ad/list'))));
    expect(feedback.toasts).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await rejection(noRetry.get('/api/ad/list'));
    expect(feedback.toasts).toHaveLength(2);
  });

  test('a cancelled call is neither retried nor reported', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const call = client.get('/api/ad/list', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(feedback.toasts).toEqual([]);
  });
});
