import { loadNamespaceWithParts } from '@fair/locales/messages';
import { api } from '@fair/shared/api/api-client';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { resetSessionStore, sessionStore } from '@fair/shared/session/session-store';
import { startTestServer, type TestServer } from '@fair/shared/test-support/http-test-server';

/**
 * What every exhibitor page test sets up once (in beforeAll): the texts of its feature area
 * (exhibitor-<part>.json) and a local HTTP server the api client talks to instead of the portal.
 */
export async function startExhibitorPageServer(part: string): Promise<TestServer> {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', [part]));
  const server = await startTestServer({ cors: true });
  api.http.defaults.baseURL = server.url;
  return server;
}

/** The counterpart of startExhibitorPageServer (in afterAll). */
export async function stopExhibitorPageServer(server: TestServer): Promise<void> {
  api.http.defaults.baseURL = '';
  await server.close();
}

/** Before each test: the interface in zh-cn and a fresh, logged-in exhibitor session; no requests recorded yet. */
export async function resetExhibitorPage(server: TestServer): Promise<void> {
  localeStore.setState({ locale: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
  resetSessionStore();
  sessionStore.setState({ clientType: 'exhibitor', token: 'token' });
  server.requests.length = 0;
}
