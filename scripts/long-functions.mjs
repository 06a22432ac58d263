// Lists the functions longer than a limit (default 80 lines) in a folder's non-test TypeScript, longest first:
// `node scripts/long-functions.mjs server/src [80]`. A function's lines run from its first to its last line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [folder = 'server/src', limitArgument = '80'] = process.argv.slice(2);
const limit = Number(limitArgument);

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The name a reader knows the function by: its own, its variable's, its property's, or where it is passed. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const long = [];
for (const file of sourceFiles(folder)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) long.push({ lines, name: nameOf(node), where: `${file}:${first + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
for (const { lines, name, where } of long) console.log(`${String(lines).padStart(5)}  ${name}  ${where}`);
console.log(`${long.length} functions over ${limit} lines`);
