const base = require('../jest.base.js');

// Each test file builds its own migrated database (PGlite, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set); PGlite copies come from one template made by the global setup.
const config = base(__dirname, {
  testTimeout: 60_000,
  maxWorkers: 2,
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
});

// Also transpiled: PGlite's CommonJS build (index.cjs) loads Node built-ins with import(), which jest's
// VM only runs once swc made it require(); content-disposition (@fastify/static) and cookie (light-my-request) are ESM-only,
// and so are @redocly/openapi-core (the API document's lint test) with @redocly/config and jsonpath-rfc9535.
const extraTranspiled = ['@electric-sql', 'content-disposition', 'cookie', '@redocly', 'jsonpath-rfc9535'];
config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
  pattern.replace('(?!(', `(?!(${extraTranspiled.join('|')}|`),
);
config.transform['^.+\\.cjs$'] = structuredClone(Object.values(config.transform)[0]);

module.exports = config;
