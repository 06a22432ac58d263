// Builds front-end bundles with `npm run build -w <workspace>`, at most `parallel` at once (2 cores here).
import { utimesSync, writeFileSync } from 'node:fs';
import { bundles, productionStampOf, repoRoot, staleReason } from './bundles.mjs';
import { run } from './processes.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function inPool(items, parallel, work) {
  const queue = [...items];
  const results = [];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) {
      const item = queue.shift();
      results.push(await work(item));
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Builds the given bundles (all stale ones when `onlyStale`). Resolves to the list of workspaces
 * that failed; the caller decides what a failure means.
 */
export async function buildBundles({ onlyStale, parallel = 2 } = {}) {
  const todo = bundles
    .map((bundle) => ({ bundle, reason: onlyStale ? staleReason(bundle) : 'full build requested' }))
    .filter(({ reason }) => reason !== null);
  if (todo.length === 0) {
    console.log('Front-end bundles are up to date.');
    return [];
  }
  for (const { bundle, reason } of todo) console.log(`Building ${bundle.workspace} (${reason})…`);
  const results = await inPool(todo, parallel, async ({ bundle }) => {
    const started = Date.now();
    const code = await run(npm, ['run', 'build', '-w', bundle.workspace], {
      cwd: repoRoot,
      label: `build ${bundle.workspace}`,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) {
      // dated at the start of the build: a source saved while webpack ran still counts as newer
      const stamp = productionStampOf(bundle);
      writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
      utimesSync(stamp, started / 1000, started / 1000);
    }
    console.log(code === 0 ? `✔ ${bundle.workspace} built in ${seconds} s` : `✘ ${bundle.workspace} build failed (exit ${code})`);
    return { workspace: bundle.workspace, code };
  });
  return results.filter((result) => result.code !== 0).map((result) => result.workspace);
}
