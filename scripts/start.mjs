// `npm start`: build the front-end bundles that are missing or stale, then serve everything on one port.
import { buildBundles } from './lib/build-bundles.mjs';
import { isStopping } from './lib/processes.mjs';
import { portFromEnv, printUrls, startServer, waitForHealth } from './lib/server.mjs';

const port = portFromEnv();
const failed = await buildBundles({ onlyStale: true });
if (isStopping()) process.exit(130);
if (failed.length > 0) {
  console.error(`\nCannot start: the build of ${failed.join(', ')} failed (see the output above).`);
  process.exit(1);
}

const server = startServer('start', port);
if (await waitForHealth(port, server)) printUrls(port);
const code = await server.exited;
if (!isStopping() && code !== 0) console.error(`\nThe server stopped with exit code ${code}.`);
process.exit(isStopping() ? 130 : code);
