import type { ClientType } from '@fair/shared/access/client-types';

/** Host of each variant: Chromium resolves every *.localhost name to the loopback address. */
export const hostOf: Record<ClientType, string> = {
  exhibitor: 'localhost',
  organizer: 'organizer.localhost',
  miniprog: 'miniprog.localhost',
};

export function serverPort(): number {
  const port = Number(process.env.FAIR_E2E_PORT);
  if (!port) throw new Error('FAIR_E2E_PORT is not set: run the journeys through playwright.config.ts (its global setup starts the server)');
  return port;
}

export function urlFor(clientType: ClientType, pathname = '/', port = serverPort()): string {
  return `http://${hostOf[clientType]}:${port}${pathname}`;
}

/** For calls from Node (Playwright's request context): Node does not resolve *.localhost names. */
export function apiUrl(pathname: string, port = serverPort()): string {
  return `http://127.0.0.1:${port}${pathname}`;
}
