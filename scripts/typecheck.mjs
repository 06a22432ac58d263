// `npm run typecheck`: tsc --noEmit over every workspace that has a tsconfig.json, one after another.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/bundles.mjs';
import { run } from './lib/processes.mjs';

const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const failed = [];
for (const workspace of workspaces) {
  const project = path.join(repoRoot, workspace, 'tsconfig.json');
  if (!existsSync(project)) continue;
  console.log(`tsc ${workspace}`);
  if ((await run(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot })) !== 0) failed.push(workspace);
}
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('No type errors.');
