module.exports = require('../jest.base.js').browser(__dirname);
