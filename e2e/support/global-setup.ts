// One real server for the journeys: built bundles, embedded PGlite in a temporary folder, demo data.
import type { FullConfig } from '@playwright/test';
import { assertBundlesBuilt, startPortalServer } from './portal-server';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBundlesBuilt();
  const server = await startPortalServer();
  // Workers start after the global setup and inherit its environment.
  process.env.FAIR_E2E_PORT = String(server.port);
  return () => server.stop();
}
