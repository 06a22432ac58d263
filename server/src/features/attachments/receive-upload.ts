import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { uploadedFiles } from '../../db/schema/content';
import { checkUpload } from '../../lib/file-kind/check-upload';
import { UPLOAD_EXTENSIONS, uploadTypeOf } from '../../lib/file-kind/upload-types';
import { AppError, fieldError } from '../../lib/http/app-error';
import { fileUrl, newStorageKey } from '../../lib/storage/file-storage';
import type { Principal } from '../../lib/session/principal';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** The client's file name as a label only: no folders, no control characters, bounded. */
function displayName(fileName: string): string {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 255);
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The multipart parser's own complaints (no boundary, truncated form…) carry neither an HTTP status nor a
 * system call: the body was malformed. Disk errors (with a syscall) stay server faults.
 */
function asClientError(error: unknown): unknown {
  if (isTooLarge(error)) return new AppError(413, 'upload.tooLarge');
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (error instanceof AppError || statusCode !== undefined || syscall !== undefined) return error;
  return new AppError(400, 'errors.badRequest');
}

/**
 * Receives the multipart field `file`, at most 20971520 bytes (SPEC §5), into a temporary file beside the
 * store, checks its content against its extension, then stores it under a server-made key and records the
 * uploader. Whatever fails, nothing is kept: not the stored object, not the temporary file.
 */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest, principal: Principal): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fieldError('file', 'upload.missingFile');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  } catch (error) {
    throw asClientError(error);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fieldError('file', 'upload.missingFile');
  }
  const name = displayName(part.filename);
  if (!uploadTypeOf(name)) {
    part.file.resume();
    throw fieldError('file', 'upload.unsupportedType', { types: UPLOAD_EXTENSIONS.join(', ') });
  }

  const incoming = path.join(app.config.uploadDir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const temp = path.join(incoming, randomBytes(16).toString('hex'));
  try {
    try {
      await pipeline(part.file, createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      throw asClientError(error);
    }
    if (part.file.truncated) throw new AppError(413, 'upload.tooLarge');

    const check = await checkUpload(temp, name);
    if (!check.ok) {
      if (check.reason === 'unsafe-svg') throw fieldError('file', 'upload.unsafeSvg');
      throw fieldError('file', 'upload.contentMismatch');
    }
    const { size } = await stat(temp);
    const key = newStorageKey(check.type.extension);
    await app.storage.put(key, temp, { contentType: check.type.mime, size });
    try {
      await app.db.insert(uploadedFiles).values({
        owner_kind: principal.kind,
        owner_id: principal.accountId,
        storage_key: key,
        original_name: name,
        mime: check.type.mime,
        size,
      });
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
    return { url: fileUrl(key), name, size, mime: check.type.mime };
  } finally {
    await rm(temp, { force: true });
  }
}
