import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { uploadedFiles } from '../../db/schema/content';
import { checkUpload } from '../../lib/file-kind/check-upload';
import { UPLOAD_EXTENSIONS, type UploadType, uploadTypeOf } from '../../lib/file-kind/upload-types';
import { AppError, fieldError } from '../../lib/http/app-error';
import { fileUrl, newStorageKey } from '../../lib/storage/file-storage';
import type { MessageKey } from '../../lib/i18n/translate';
import type { Principal } from '../../lib/session/principal';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** What the caller needs beyond the answer: the storage key and the checked type. */
export interface StoredUpload extends UploadedFile {
  key: string;
  type: UploadType;
}

/** The size rules of one upload endpoint: the parser's cap, and per type (known from the name, before any byte) a lower one. */
export interface UploadLimits {
  maxBytes: number;
  /** the message of a file above maxBytes */
  tooLarge: MessageKey;
  /** the cap of this type and the message a larger file gets; absent: maxBytes */
  forType?: (type: UploadType) => { bytes: number; messageKey: MessageKey };
  /** reads what it needs of the checked file (still in its temporary place) before it is stored */
  inspect?: (filePath: string, type: UploadType) => Promise<void>;
}

/** SPEC §5: 20971520 bytes, 'Uploaded file size cannot exceed 20M'. */
const DEFAULT_LIMITS: UploadLimits = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: 'upload.tooLarge' };

/** Passes bytes through until more than `bytes` went by, then fails with the 413 of `messageKey`: the file is never held whole. */
function capped(bytes: number, messageKey: MessageKey): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > bytes ? new AppError(413, messageKey) : null, chunk);
    },
  });
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
function asClientError(error: unknown, tooLarge: MessageKey): unknown {
  if (isTooLarge(error)) return new AppError(413, tooLarge);
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (error instanceof AppError || statusCode !== undefined || syscall !== undefined) return error;
  return new AppError(400, 'errors.badRequest');
}

/**
 * Receives the multipart field `file`, at most 20971520 bytes (SPEC §5) unless `limits` say otherwise, into a temporary file beside the
 * store, checks its content against its extension, then stores it under a server-made key and records the
 * uploader. Whatever fails, nothing is kept: not the stored object, not the temporary file.
 */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest, principal: Principal, limits: UploadLimits = DEFAULT_LIMITS): Promise<StoredUpload> {
  if (!request.isMultipart()) throw fieldError('file', 'upload.missingFile');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  } catch (error) {
    throw asClientError(error, limits.tooLarge);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fieldError('file', 'upload.missingFile');
  }
  const name = displayName(part.filename);
  const declared = uploadTypeOf(name);
  if (!declared) {
    part.file.resume();
    throw fieldError('file', 'upload.unsupportedType', { types: UPLOAD_EXTENSIONS.join(', ') });
  }

  const incoming = path.join(app.config.uploadDir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const temp = path.join(incoming, randomBytes(16).toString('hex'));
  try {
    try {
      const cap = limits.forType?.(declared) ?? { bytes: limits.maxBytes, messageKey: limits.tooLarge };
      await pipeline(part.file, capped(cap.bytes, cap.messageKey), createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      throw asClientError(error, limits.tooLarge);
    }
    if (part.file.truncated) throw new AppError(413, limits.tooLarge);

    const check = await checkUpload(temp, name);
    if (!check.ok) {
      if (check.reason === 'unsafe-svg') throw fieldError('file', 'upload.unsafeSvg');
      throw fieldError('file', 'upload.contentMismatch');
    }
    await limits.inspect?.(temp, check.type);
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
    return { url: fileUrl(key), name, size, mime: check.type.mime, key, type: check.type };
  } finally {
    await rm(temp, { force: true });
  }
}
