import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** relative path → sha256 of every file below `dir`. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes[path.relative(dir, full)] = sha256(readFileSync(full));
    }
  };
  walk(dir);
  return hashes;
}
