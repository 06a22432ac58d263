// antd under jsdom renders slowly on a busy 2-core machine: room for that, not a speed target.
module.exports = require('../jest.base.js').browser(__dirname, { testTimeout: 20_000 });
