// A server and data folder of a journey's own. The exhibitor-centre journeys change new@demo.fair for good
// (profile saved, products, news) while other journeys read that account as the seed leaves it (guards.spec.ts:
// "profile not saved"); the sheet import writes its rows in one long transaction on the embedded database.
import { startPortalServer, type PortalServer } from './portal-server';

export interface OwnServer {
  server: PortalServer;
  /** stops the server and points the helpers back at the run's shared server */
  stop(): Promise<void>;
}

/**
 * Starts a fresh portal server and points urlFor / apiUrl (which read FAIR_E2E_PORT) at it for this
 * worker until `stop`; the serial describe that uses it runs alone in its worker meanwhile.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const server = await startPortalServer();
  const sharedPort = process.env.FAIR_E2E_PORT;
  process.env.FAIR_E2E_PORT = String(server.port);
  return {
    server,
    async stop() {
      process.env.FAIR_E2E_PORT = sharedPort;
      await server.stop();
    },
  };
}
