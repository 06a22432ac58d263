// Lint for the whole monorepo. The rule that matters most is the import direction of ARCHITECTURE.md:
// remotes import only @fair/shared and @fair/locales; shared/ and locales/ import no app code;
// the shell knows no remote at build time; the server imports no browser app. Inside shared/src and
// server/src, a layer folder imports only the layers below it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/eslint/feature-boundaries.mjs';

const workspaceFolders = ['shell', 'server', 'e2e', 'mf-exhibitor', 'mf-organizer', 'mf-miniprog', 'mf-checkin'];

/**
 * Imports of the given workspaces: by package name, by Module Federation container name, or by a relative path out of the workspace.
 * `more` adds further { regex, message } patterns: a later rule of the same name replaces an earlier one, so they go together.
 */
function forbidImportsOf(folders, why, more = []) {
  const packageNames = folders.map((folder) => `@fair/${folder}`);
  const containerNames = folders.filter((folder) => folder.startsWith('mf-')).map((folder) => folder.replace('-', '_'));
  const relative = `^(\\.\\./)+(${folders.join('|')})(/|$)`;
  const specifier = `^(${[...packageNames, ...containerNames].join('|')})(/|$)`;
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: specifier, message: why },
          { regex: relative, message: why },
          ...more,
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[{ regex: specifier, message: why }, { regex: relative, message: why }, ...more].map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`,
        message,
      })),
    ],
  };
}

const others = (self) => workspaceFolders.filter((folder) => folder !== self);
const SERVER_IMPORTS = 'The server imports only @fair/shared and @fair/locales.';
const SHARED_IMPORTS = 'shared/ and locales/ sit below every app: they never import the shell, a remote or the server.';
const SOURCE_FILES = '**/*.{ts,tsx,js,mjs,cjs}';

/**
 * The layers of shared/src, bottom to top (docs/architecture.md): a folder imports only the layers below
 * it, never one beside or above it. The api sits below the session and the language, which the page hands
 * it at start (providers/api-connection). test-support, on top, may import any.
 */
const SHARED_LAYERS = [
  ['constants'],
  ['access'],
  ['contracts'],
  ['validation'],
  ['feedback'],
  ['api'],
  ['session'],
  ['i18n'],
  ['providers'],
  ['reference', 'messages', 'mf'],
  ['ui'],
  ['test-support'],
];

/** One config block per layer folder: the workspace rule of shared/ plus the folders it must not import. */
function sharedLayerBlocks() {
  return SHARED_LAYERS.flatMap((layer, index) => {
    const below = SHARED_LAYERS.slice(0, index).flat();
    return layer.flatMap((folder) => {
      const besideOrAbove = SHARED_LAYERS.slice(index).flat().filter((other) => other !== folder);
      if (besideOrAbove.length === 0) return [];
      return {
        files: [`shared/src/${folder}/${SOURCE_FILES}`],
        // tests exercise a layer together with the ones above it (the api client behind the session)
        ignores: ['**/__tests__/**'],
        rules: forbidImportsOf(workspaceFolders, SHARED_IMPORTS, [
          {
            regex: `^((\\.\\./)+|@fair/shared/)(${besideOrAbove.join('|')})(/|$)`,
            message: `shared/src/${folder} imports only the layers below it: ${below.join(', ') || 'none'} (docs/architecture.md).`,
          },
        ]),
      };
    });
  });
}

/**
 * The layers of server/src, bottom to top (docs/architecture.md): the configuration, the schema and the
 * database client, the libraries on them, the demo seed, the plugins, the features; app.ts, main.ts, the
 * cli and the test helpers on top.
 */
const SERVER_LAYERS = ['config', 'db', 'lib', 'seed', 'plugins', 'features'];
const SERVER_TOP = ['app', 'main', 'cli', 'test'];

/** One config block per server layer folder: the server's workspace rule plus the layers above it. */
function serverLayerBlocks() {
  return SERVER_LAYERS.map((folder, index) => {
    const above = [...SERVER_LAYERS.slice(index + 1), ...SERVER_TOP];
    return {
      files: [`server/src/${folder}/**/*.{ts,tsx}`],
      // tests may check a layer through the ones above it (the seed's result through feature code)
      ignores: ['**/__tests__/**'],
      rules: forbidImportsOf(others('server'), SERVER_IMPORTS, [
        {
          regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
          message: `src/${folder} sits below ${above.map((layer) => `src/${layer}`).join(', ')}: it never imports them (docs/architecture.md).`,
        },
      ]),
    };
  });
}

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', '**/data/', '**/uploads/', '**/coverage/', '**/artifacts/', '**/test-results/', '**/playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js', 'jest.base.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**', 'shared/src/**', 'locales/src/**', 'mf-*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...['mf-exhibitor', 'mf-organizer', 'mf-miniprog', 'mf-checkin'].map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: forbidImportsOf(others(remote), 'A remote imports only @fair/shared and @fair/locales, never the shell, the server or another remote.'),
  })),
  {
    files: ['shared/**/*.{ts,tsx,js,mjs,cjs}', 'locales/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: forbidImportsOf(workspaceFolders, SHARED_IMPORTS),
  },
  ...sharedLayerBlocks(),
  {
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: forbidImportsOf(others('shell'), 'The shell knows no remote at build time (it loads them from the registry) and never imports the server.'),
  },
  {
    files: ['server/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: forbidImportsOf(others('server'), SERVER_IMPORTS),
  },
  {
    files: ['server/src/features/**/*.{ts,tsx}'],
    plugins: { fair: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'fair/feature-boundaries': 'error' },
  },
  ...serverLayerBlocks(),
]);
