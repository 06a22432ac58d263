/**
 * The browser path: jsdom's XMLHttpRequest (axios' xhr adapter) against a real server on another origin.
 * @jest-environment jsdom
 */
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { i18n } from '../../i18n/i18n';
import { localeStore } from '../../i18n/locale-store';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { ApiError } from '../api-error';
import { createApiClient } from '../api-client';
import { envelope, sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';

let server: TestServer;
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

beforeAll(async () => {
  server = await startTestServer({ cors: true });
});
afterAll(() => server.close());
beforeEach(async () => {
  server.requests.length = 0;
  resetSessionStore();
  localeStore.setState({ locale: 'zh-tw' });
  await i18n.changeLanguage('zh-tw');
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});
afterEach(() => unbind());

test('XHR sends the four headers and adopts the exposed renewed token', async () => {
  const client = createApiClient({ baseURL: server.url });
  sessionStore.setState({ clientType: 'miniprog', token: 'first' });
  server.handle((_request, response) => sendJson(response, 200, envelope(0, 'ok', 1), { Authorization: 'Bearer second' }));
  await expect(client.get('/admin/user/info')).resolves.toBe(1);
  expect(server.requests[0].headers).toMatchObject({
    authorization: 'Bearer first',
    token: 'first',
    'language-set': 'zh-tw',
    'client-type': 'miniprog',
    'x-requested-with': 'XMLHttpRequest',
  });
  expect(sessionStore.getState().token).toBe('second');
});

test('an XHR network error (nothing listening) is reported as a connection failure in the current locale', async () => {
  const closed = await startTestServer();
  await closed.close();
  // jsdom leaves an XHR's timeout timer running after a network error: keep it short so jest can exit
  const client = createApiClient({ baseURL: closed.url, retries: 0, timeoutMs: 300 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = await client.get('/api/ad/list').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'network' });
  expect(feedback.toasts.map((toast) => toast.content)).toEqual(['後端介面連線異常']);
});

test('an XHR timeout is reported as a timeout', async () => {
  const client = createApiClient({ baseURL: server.url, retries: 0, timeoutMs: 150 });
  server.handle(() => undefined);
  await expect(client.get('/api/ad/list')).rejects.toMatchObject({ kind: 'timeout' });
  expect(feedback.toasts.map((toast) => toast.content)).toEqual(['後端介面請求逾時']);
});
