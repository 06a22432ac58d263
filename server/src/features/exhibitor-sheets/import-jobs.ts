import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXHIBITOR_SHEET_JOBS, EXHIBITOR_SHEET_PATHS, EXHIBITOR_SHEET_PROBLEMS_SHOWN } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import { SERVER_LOCALES } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import type { Principal } from '../../lib/session/principal';
import { newStorageKey } from '../../lib/storage/file-storage';
import { applyImport } from './apply-import';
import { columnHeader, checkRows } from './row-validation';
import { XLSX_MIME, errorWorkbook } from './sheet-files';
import type { SheetParser } from './sheet-parser';

const previewPayload = z.object({
  /** storage key of the uploaded sheet */
  key: z.string(),
  name: z.string(),
  locale: z.enum(SERVER_LOCALES),
});

const applyPayload = z.object({
  previewJobId: z.number().int(),
  key: z.string(),
  name: z.string(),
  actorId: z.number().int(),
});

/** The preview job's result: the contract's preview, plus where its error sheet is kept (a storage key no route serves: the sheet downloads only through the owner's invalid path). */
export type StoredPreview = SheetPreview & { invalid_key: string | null };

/** The organizer who started the import, as the operation log names them. */
const organizer = (accountId: number): Principal => ({
  sessionId: 0,
  kind: 'admin_user',
  accountId,
  exhibitorId: null,
  expiresAt: new Date(0),
  clientType: 'organizer',
  permission: [],
  is_child_user: 0,
  team_auth: [],
});

/** A stored sheet copied to a temporary file of this process (the store may be S3). */
async function withLocalCopy<T>(app: FastifyInstance, key: string, use: (filePath: string) => Promise<T>): Promise<T> {
  const stored = await app.storage.get(key);
  if (!stored) throw new Error('the uploaded sheet is gone from storage');
  const folder = path.join(app.config.uploadDir, '.incoming');
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, randomBytes(16).toString('hex'));
  try {
    await pipeline(stored.stream, createWriteStream(temp, { flags: 'wx' }));
    return await use(temp);
  } finally {
    await rm(temp, { force: true });
  }
}

async function storeBuffer(app: FastifyInstance, buffer: Buffer): Promise<string> {
  const folder = path.join(app.config.uploadDir, '.incoming');
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, randomBytes(16).toString('hex'));
  const key = newStorageKey('xlsx');
  try {
    await writeFile(temp, buffer, { flag: 'wx' });
    await app.storage.put(key, temp, { contentType: XLSX_MIME, size: buffer.length });
  } finally {
    await rm(temp, { force: true });
  }
  return key;
}

/**
 * The two jobs of a sheet import. Preview reads and checks every row and writes nothing but its error
 * sheet; a refused sheet ends it dead with the reason (one try: reading again changes nothing). Apply
 * writes the valid rows and keeps its outcome in one transaction; a process killed meanwhile leaves
 * nothing, and the job is claimed again once its lease has passed (a try after the commit writes nothing).
 */
export function registerImportJobs(app: FastifyInstance, parser: SheetParser): void {
  app.jobs.register(EXHIBITOR_SHEET_JOBS.preview, {
    payload: previewPayload,
    maxAttempts: 1,
    async handle(payload, context): Promise<StoredPreview> {
      const checked = await withLocalCopy(app, payload.key, async (filePath) => {
        const rows = await parser.read(filePath);
        await context.progress(0, rows.length);
        return checkRows(app.db, rows);
      });
      await context.progress(checked.length, checked.length);
      const invalidRows = checked.filter((row) => row.problems.length > 0);
      const invalidKey = invalidRows.length ? await storeBuffer(app, await errorWorkbook(invalidRows, payload.locale)) : null;
      return {
        preview_id: String(context.id),
        total: checked.length,
        created: checked.filter((row) => row.action === 'create').length,
        updated: checked.filter((row) => row.action === 'update').length,
        invalid: invalidRows.length,
        problems: invalidRows
          .flatMap((row) => row.problems.map((problem) => ({ row: row.row, column: columnHeader(problem.column), message: translate(payload.locale, problem.key, problem.params) })))
          .slice(0, EXHIBITOR_SHEET_PROBLEMS_SHOWN),
        invalid_sheet_url: invalidKey ? `${EXHIBITOR_SHEET_PATHS.invalid}?id=${context.id}` : null,
        invalid_key: invalidKey,
      };
    },
  });

  app.jobs.register(EXHIBITOR_SHEET_JOBS.apply, {
    payload: applyPayload,
    maxAttempts: 3,
    backoffMs: 5_000,
    async handle(payload, context) {
      // progress is written outside the transaction, one write after the other so a late one never
      // overwrites a later count; never awaited inside it (on PGlite the one connection is busy until the commit)
      let progressWrites = Promise.resolve();
      const outcome = await withLocalCopy(app, payload.key, async (filePath) =>
        applyImport(app.db, await parser.read(filePath), {
          actor: organizer(payload.actorId),
          fileName: payload.name,
          jobId: context.id,
          onProgress: (done, total) => {
            progressWrites = progressWrites.then(() => context.progress(done, total)).catch(() => undefined);
          },
        }),
      );
      await progressWrites;
      await context.progress(outcome.created + outcome.updated, outcome.created + outcome.updated);
      return outcome;
    },
  });
}
