import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, isStorageKey } from './file-storage';

function pathOf(root: string, key: string): string {
  // Keys are server-made; checking again keeps a bad key from ever naming a path outside the root.
  if (!isStorageKey(key)) throw new Error('Invalid storage key');
  return path.join(root, ...key.split('/'));
}

/** Uploads on the local disk under `root` (DATA_DIR/uploads or UPLOAD_DIR). */
export function localStorage(root: string): FileStorage {
  return {
    async put(key, tempFilePath) {
      const target = pathOf(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(tempFilePath, target);
      } catch (error) {
        // another file system (temp dir on tmpfs): copy, then drop the temporary file
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(tempFilePath, target);
        await rm(tempFilePath, { force: true });
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const file = pathOf(root, key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
