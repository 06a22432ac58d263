// The five front-end bundles and whether each must be (re)built: missing output, or any source newer than it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `marker` is the file whose presence says the build finished (webpack writes it last). */
export const bundles = [
  { workspace: 'shell', marker: 'index.html' },
  { workspace: 'mf-exhibitor', marker: 'mf-manifest.json' },
  { workspace: 'mf-organizer', marker: 'mf-manifest.json' },
  { workspace: 'mf-miniprog', marker: 'mf-manifest.json' },
  { workspace: 'mf-checkin', marker: 'mf-manifest.json' },
];

/** Code that every bundle compiles in besides its own folder. */
const sharedSources = ['shared', 'locales', 'package-lock.json'];
const ignoredFolders = new Set(['node_modules', 'dist', '__tests__', 'coverage', 'artifacts']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (ignoredFolders.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function outputOf(bundle) {
  return path.join(repoRoot, bundle.workspace, 'dist', bundle.marker);
}

/**
 * Written into dist/ after a production build. `npm run dev` rebuilds dist/ in development mode
 * (webpack cleans the folder, stamp included), so a later `npm start` knows to build it again.
 */
export function productionStampOf(bundle) {
  return path.join(repoRoot, bundle.workspace, 'dist', '.production-build');
}

/** Why the bundle must be built, or null when its output is current. */
export function staleReason(bundle) {
  if (!existsSync(outputOf(bundle))) return 'not built yet';
  const stamp = productionStampOf(bundle);
  if (!existsSync(stamp)) return 'the last build was not a production build';
  const builtAt = statSync(stamp).mtimeMs;
  const sources = [bundle.workspace, ...sharedSources].map((dir) => path.join(repoRoot, dir));
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${path.relative(repoRoot, changed)} changed since the last build` : null;
}
