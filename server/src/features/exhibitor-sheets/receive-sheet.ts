import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { AppError, fieldError } from '../../lib/http/app-error';
import { newStorageKey } from '../../lib/storage/file-storage';
import { XLSX_MIME } from './sheet-files';
import type { SheetParser } from './sheet-parser';
import { sheetRefusal } from './sheet-limits';

export interface ReceivedSheet {
  key: string;
  name: string;
}

const badBody = (error: unknown): unknown => {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'upload.tooLarge');
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (error instanceof AppError || statusCode !== undefined || syscall !== undefined) return error;
  return new AppError(400, 'errors.badRequest');
};

/**
 * Receives the multipart field `file` (at most 20 MB, SPEC §5): an .xlsx by name AND by content, without
 * macros, pictures or embedded objects and within the unpacked bounds (checked in the sheet worker), then keeps it in the file store (not served to anyone) for the
 * validation job. Whatever is refused leaves no file behind.
 */
export async function receiveSheet(app: FastifyInstance, request: FastifyRequest, parser: SheetParser): Promise<ReceivedSheet> {
  if (!request.isMultipart()) throw fieldError('file', 'upload.missingFile');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  } catch (error) {
    throw badBody(error);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw fieldError('file', 'upload.missingFile');
  }
  const name = (part.filename.replace(/\\/g, '/').split('/').pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 255);
  if (!/\.xlsx$/i.test(name)) {
    part.file.resume();
    throw sheetRefusal('exhibitorSheets.notXlsx');
  }
  const folder = path.join(app.config.uploadDir, '.incoming');
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, randomBytes(16).toString('hex'));
  try {
    try {
      await pipeline(part.file, createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      throw badBody(error);
    }
    if (part.file.truncated) throw new AppError(413, 'upload.tooLarge');
    // the package itself is read (file-type's look-ahead misses workbooks whose first part is large)
    await parser.check(temp);
    const { size } = await stat(temp);
    const key = newStorageKey('xlsx');
    await app.storage.put(key, temp, { contentType: XLSX_MIME, size });
    return { key, name };
  } finally {
    await rm(temp, { force: true });
  }
}
