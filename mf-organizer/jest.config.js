// jsdom for browser code; antd's icon and colour packages ship ES modules only, so they are transpiled too.
module.exports = require('../jest.base.js')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../shared/jest.setup.ts'],
  transformIgnorePatterns: [
    '/node_modules/(?!(file-type|strtok3|token-types|uint8array-extras|@tokenizer|peek-readable|intl-tel-input|@ant-design/colors|@ant-design/fast-color)/)',
  ],
});
