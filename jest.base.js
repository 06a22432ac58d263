// One jest setup for every workspace: swc transpiles TypeScript/TSX, workspace packages resolve to source.
const path = require('node:path');

const root = __dirname;
// ESM-only packages are transpiled too; extend the list when a new one appears.
const ESM_PACKAGES = ['file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', 'peek-readable', '@borewit', 'intl-tel-input'];

/**
 * `Math` becomes every module's own binding (node_modules too). Code runs in a vm context, where each read
 * of a global goes through Node's interceptors and cannot be optimised: a loop over `Math` ran ~80x slower
 * under jest than in Node (jestjs/jest#5163, nodejs/node#31658), and the demo seed's pictures and QR codes
 * took half a minute. Other globals measured no gain here, and each injected name is a parameter of every
 * module's wrapper, which a module declaring that name with const or let (user-event's parseInt) cannot load.
 */
const INJECTED_GLOBALS = ['Math'];

/** @param {string} dir workspace folder @param {import('jest').Config} overrides */
module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    sandboxInjectedGlobals: INJECTED_GLOBALS,
    testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    ...overrides,
    moduleNameMapper: {
      '^@fair/shared/(.*)$': path.join(root, 'shared/src/$1'),
      '^@fair/locales/messages/(.*)$': path.join(root, 'locales/messages/$1'),
      '^@fair/locales/(.*)$': path.join(root, 'locales/src/$1'),
      // file-type's Node entry sits under the "node" condition with only import/module-sync inside, which jest cannot pick.
      '^file-type$': path.join(root, 'node_modules/file-type/index.js'),
      ...(overrides.moduleNameMapper || {}),
    },
  };
};

/**
 * Browser code (shared, the shell, the remotes): jsdom and the one setup file. antd's icon and colour
 * packages ship ES modules only, so they are transpiled too; antd's and the icons' index files are
 * rewritten to require each export when it is first read (jest/lazy-barrels.cjs).
 * @param {string} dir workspace folder @param {import('jest').Config} overrides
 */
module.exports.browser = function browserJestConfig(dir, overrides = {}) {
  const base = module.exports(dir, { testEnvironment: 'jsdom', setupFilesAfterEnv: [path.join(root, 'shared/jest.setup.ts')] });
  const barrels = ['antd/lib/index\\.js$', '@ant-design/icons/lib/icons/index\\.js$'];
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${[...ESM_PACKAGES, '@ant-design/colors', '@ant-design/fast-color'].join('|')})/|${barrels.join('|')})`],
    // first: jest takes the first pattern a file matches
    transform: { [`/node_modules/(${barrels.join('|')})`]: path.join(root, 'jest/lazy-barrels.cjs'), ...base.transform },
    ...overrides,
  };
};
