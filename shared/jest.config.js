// Browser code: jsdom by default; files that talk to a real node:http server opt into the node environment.
module.exports = require('../jest.base.js')(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
