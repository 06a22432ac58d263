// Browser code: jsdom by default; files that talk to a real node:http server opt into the node environment.
// antd under jsdom renders slowly on a busy 2-core machine: the timeout is generous (not a speed target).
module.exports = require('../jest.base.js').browser(__dirname, { testTimeout: 20_000 });
