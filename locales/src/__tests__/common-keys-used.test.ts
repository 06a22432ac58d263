import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { flattenMessages } from '../messages';
import commonZhCn from '../../messages/zh-cn/common.json';

/** Every literal `common:area.key` in the workspaces' source must exist in the common namespace. */
const root = join(__dirname, '../../..');
const SOURCE_ROOTS = ['shared/src', 'shell/src', 'mf-exhibitor/src', 'mf-organizer/src', 'mf-miniprog/src', 'mf-checkin/src', 'server/src'];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

test('common keys used in source exist', () => {
  const known = new Set(Object.keys(flattenMessages(commonZhCn)));
  const used = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]common:([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)['"`]/g)].map((match) => ({
      file: file.slice(root.length + 1),
      key: match[1],
    })),
  );
  expect(used.length).toBeGreaterThan(0);
  expect(used.filter(({ key }) => !known.has(key))).toEqual([]);
});
