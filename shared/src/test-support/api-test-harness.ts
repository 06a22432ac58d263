import { api } from '../api/api-client';
import type { ClientType } from '../access/client-types';
import type { UserInfo } from '../contracts/auth';
import { i18n } from '../i18n/i18n';
import { localeStore } from '../i18n/locale-store';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { startTestServer, type TestServer } from './http-test-server';

/**
 * The local HTTP server a browser-side test talks to instead of the portal (in beforeAll): it answers
 * CORS preflights, as jsdom's XHR from another origin needs, and the shared api client is pointed at it.
 */
export async function startApiTestServer(): Promise<TestServer> {
  const server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
  return server;
}

/** The counterpart of startApiTestServer (in afterAll). */
export async function stopApiTestServer(server: TestServer): Promise<void> {
  api.http.defaults.baseURL = '';
  await server.close();
}

export interface TestSession {
  clientType: ClientType;
  /** null: logged out (no token cookie) */
  token?: string | null;
  /** the loaded user info; none by default, as before GET user/info answers */
  user?: UserInfo | null;
}

/**
 * Before each test: the interface in zh-cn, a fresh session of the client type (a token unless told
 * otherwise) and no request recorded yet.
 */
export async function resetApiTest(server: TestServer, { clientType, token = 'token', user = null }: TestSession): Promise<void> {
  localeStore.setState({ locale: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType, token });
  if (user) sessionStore.getState().setUser(user);
  server.requests.length = 0;
}
