// `npm run dev`: webpack --watch of the shell and the three remotes, and the server restarted on change,
// all behind one URL (the server serves shell/dist and <remote>/dist as they are rebuilt).
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundles, repoRoot } from './lib/bundles.mjs';
import { isStopping, start, stopAll } from './lib/processes.mjs';
import { portFromEnv, printUrls, startServer, waitForHealth } from './lib/server.mjs';

const port = portFromEnv();
const webpackCli = (workspaceDir) => createRequire(path.join(workspaceDir, 'package.json')).resolve('webpack-cli/bin/cli.js');

const watchers = bundles.map((bundle) => {
  const cwd = path.join(repoRoot, bundle.workspace);
  return start(process.execPath, [webpackCli(cwd), 'build', '--mode', 'development', '--watch'], {
    cwd,
    label: `webpack --watch (${bundle.workspace})`,
  });
});
const server = startServer('dev', port);
if (await waitForHealth(port, server)) printUrls(port);

// Any child ending on its own ends the session: a dead watcher would silently serve stale code.
const first = await Promise.race([server, ...watchers].map((child) => child.exited.then((code) => ({ child, code }))));
if (!isStopping()) {
  console.error(`\n${first.child.label} stopped (exit ${first.code}); stopping the rest.`);
  await stopAll();
  process.exit(first.code === 0 ? 1 : first.code);
}
