import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Resolves a URL path inside a folder; undefined for anything that escapes it, names a dotfile, or
 * is not a regular file.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return undefined;
  const filePath = path.join(root, ...segments);
  if (!filePath.startsWith(root + path.sep)) return undefined;
  try {
    const stat = await fs.stat(filePath);
    return stat.isFile() ? path.relative(root, filePath) : undefined;
  } catch {
    return undefined;
  }
}
