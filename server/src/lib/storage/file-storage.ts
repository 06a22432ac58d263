import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Headers a stored object is served with. */
export interface StoredObjectMeta {
  contentType: string;
  size: number;
}

/** Uploaded files live behind this interface: the local disk by default, S3-compatible storage when configured. */
export interface FileStorage {
  /** Moves a finished temporary file into storage under `key` (the temporary file is gone afterwards). */
  put(key: string, tempFilePath: string, meta: StoredObjectMeta): Promise<void>;
  /** The object's bytes, or undefined when no such object exists. */
  get(key: string): Promise<{ stream: Readable; size?: number } | undefined>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** yyyy/mm/<128 random bits as hex>.<ext>: never derived from the client's file name. */
const STORAGE_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export function newStorageKey(extension: string, now = new Date()): string {
  if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`Invalid storage extension: ${extension}`);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

/** Where uploads are served from (GET /api/files/<key>); data.url of the upload calls. */
export const FILES_ROUTE_PREFIX = '/api/files/';

export function fileUrl(key: string): string {
  return `${FILES_ROUTE_PREFIX}${key}`;
}

/** The storage key of a URL this server handed out, or undefined for any other URL. */
export function storageKeyOfUrl(url: string): string | undefined {
  const path = url.startsWith('http://') || url.startsWith('https://') ? safePathOf(url) : url;
  if (!path?.startsWith(FILES_ROUTE_PREFIX)) return undefined;
  const key = path.slice(FILES_ROUTE_PREFIX.length);
  return isStorageKey(key) ? key : undefined;
}

function safePathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}
