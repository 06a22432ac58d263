// npm keeps drizzle-orm in server/node_modules (not hoisted) while drizzle-kit sits at the root, so
// drizzle-kit could not load drizzle-orm; make both its require() and import() resolve it from here.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
register('./resolve-drizzle-orm.mjs', import.meta.url);
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
