// ESLint rule: a server feature (src/features/<area>/) uses another feature only through that feature's public
// entry, its index.ts; a test may also use another feature's test helpers (its __tests__/). Everything generic
// belongs in src/lib/. Relative imports are resolved against the importing file, so depth does not matter.
import path from 'node:path';

const FEATURES = `${path.sep}server${path.sep}src${path.sep}features${path.sep}`;

/** The feature folder a path lies in and the rest of the path inside it, or null outside the features. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [area, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { area, rest };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "imports of another server feature go through its index.ts (tests: or its __tests__ helpers)" },
    messages: {
      internal:
        "'{{source}}' reaches into feature '{{area}}': import its public entry ('{{entry}}') and export what you need there, or move what is generic to src/lib/.",
      testHelper: "'{{source}}' is a test helper of feature '{{area}}': only tests may import it.",
    },
    schema: [],
  },
  create(context) {
    const importer = featureOf(context.filename);
    if (!importer) return {};
    const isTest = importer.rest.includes('__tests__');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.area === importer.area) return;
      const publicEntry = target.rest.length === 0 || (target.rest.length === 1 && target.rest[0] === 'index');
      if (publicEntry) return;
      const entry = path.relative(path.dirname(context.filename), context.filename.slice(0, context.filename.indexOf(FEATURES) + FEATURES.length) + target.area);
      if (target.rest[0] === '__tests__') {
        if (!isTest) context.report({ node: node.source, messageId: 'testHelper', data: { source, area: target.area } });
        return;
      }
      context.report({ node: node.source, messageId: 'internal', data: { source, area: target.area, entry } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
