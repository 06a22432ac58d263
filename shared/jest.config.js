// Browser code: jsdom by default; files that talk to a real node:http server opt into the node environment.
// antd under jsdom renders slowly on a busy 2-core machine: the timeout is generous (not a speed target).
// antd's icon and colour packages ship ES modules only, so they are transpiled too.
module.exports = require('../jest.base.js')(__dirname, {
  testEnvironment: 'jsdom',
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transformIgnorePatterns: [
    '/node_modules/(?!(file-type|strtok3|token-types|uint8array-extras|@tokenizer|peek-readable|@borewit|intl-tel-input|@ant-design/colors|@ant-design/fast-color)/)',
  ],
});
