// StrykerJS for one module of one workspace, run from that workspace's folder by scripts/mutation.mjs
// (`npm run mutation`), which names the module, the tests that reach it and the report file.
// In place: each workspace's jest config reaches the repository's shared base (../jest.base.js), which a sandbox
// copy of the folder would not find. Stryker puts every file back when it ends; do not edit the module meanwhile.
import { createRequire } from 'node:module';
import path from 'node:path';

const jestConfig = createRequire(import.meta.url)(path.resolve('jest.config.js'));
const tests = (process.env.FAIR_MUTATION_TESTS ?? '').split(',').filter(Boolean);

export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    // the features load by folder at run time, so jest's import graph does not know which tests reach a module
    enableFindRelatedTests: false,
    config: { ...jestConfig, testMatch: tests.map((test) => `<rootDir>/${test}`) },
  },
  coverageAnalysis: 'perTest',
  inPlace: true,
  // swc does not type-check, so no file needs Stryker's `// @ts-nocheck`: in place, only the mutated module changes
  disableTypeChecks: false,
  mutate: [process.env.FAIR_MUTATE ?? ''],
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: process.env.FAIR_MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
