// `npm run build`: production builds of the shell and the three remotes (two at a time).
import { buildBundles } from './lib/build-bundles.mjs';

const failed = await buildBundles({ onlyStale: false });
if (failed.length > 0) {
  console.error(`\nBuild failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log('\nAll front-end bundles built.');
