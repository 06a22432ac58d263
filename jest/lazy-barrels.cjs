// A jest transform for the two index files that require a whole package up front: antd's (every component)
// and @ant-design/icons' (848 icons, 1,600 modules with their SVG definitions). Jest loads a test file's
// modules afresh for every file, and loading these two whole costs about two seconds of CPU per file while
// a screen uses a few dozen of their exports. The rewrite keeps every export and requires its module when
// the export is first read, as the build's tree-shaking leaves only what is used.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const EAGER = /^var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);$/gm;
const ownSource = readFileSync(__filename, 'utf8');

module.exports = {
  process(source, filename) {
    let rewritten = 0;
    const code = source.replace(EAGER, (_, name, request) => {
      rewritten += 1;
      return `var ${name} = { get default() { return _interopRequireDefault(require("${request}")).default; } };`;
    });
    // an upgrade that changes the index's shape must not quietly bring the slow load back
    if (rewritten === 0) throw new Error(`jest/lazy-barrels.cjs found no eager require to defer in ${filename}: update its pattern`);
    return { code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(ownSource).update(filename).update(source).digest('hex');
  },
};
