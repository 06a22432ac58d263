// jsdom for browser code; antd's icon and colour packages ship ES modules only, so they are transpiled too.
module.exports = require('../jest.base.js')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../shared/jest.setup.ts'],
  // antd under jsdom renders slowly on a busy 2-core machine: room for that, not a speed target.
  testTimeout: 20_000,
  transformIgnorePatterns: [
    '/node_modules/(?!(file-type|strtok3|token-types|uint8array-extras|@tokenizer|peek-readable|intl-tel-input|@ant-design/colors|@ant-design/fast-color)/)',
  ],
});
