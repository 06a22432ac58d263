// One real server for the journeys: built bundles, embedded PGlite in a temporary folder, demo data
// (copied from the run's seeded data folder, which the journeys' own servers start from as well).
import type { FullConfig } from '@playwright/test';
import { assertBundlesBuilt, prepareDataTemplate, startPortalServer } from './portal-server';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBundlesBuilt();
  const removeTemplate = await prepareDataTemplate();
  const server = await startPortalServer();
  // Workers start after the global setup and inherit its environment.
  process.env.FAIR_E2E_PORT = String(server.port);
  return async () => {
    await server.stop();
    removeTemplate();
  };
}
