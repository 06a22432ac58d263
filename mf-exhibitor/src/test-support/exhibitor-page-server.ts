import { loadNamespaceWithParts } from '@fair/locales/messages';
import { registerNamespace } from '@fair/shared/i18n/i18n';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import type { TestServer } from '@fair/shared/test-support/http-test-server';

/**
 * What every exhibitor page test sets up once (in beforeAll): the texts of its feature area
 * (exhibitor-<part>.json) and a local HTTP server the api client talks to instead of the portal.
 */
export async function startExhibitorPageServer(part: string): Promise<TestServer> {
  registerNamespace('exhibitor', await loadNamespaceWithParts('exhibitor', [part]));
  return startApiTestServer();
}

/** The counterpart of startExhibitorPageServer (in afterAll). */
export const stopExhibitorPageServer = stopApiTestServer;

/** Before each test: the interface in zh-cn and a fresh, logged-in exhibitor session; no requests recorded yet. */
export function resetExhibitorPage(server: TestServer): Promise<void> {
  return resetApiTest(server, { clientType: 'exhibitor' });
}
