import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EXHIBITOR_SHEET_JOBS, EXHIBITOR_SHEET_PATHS, EXHIBITOR_SHEET_PROBLEMS_SHOWN } from '@fair/shared/contracts/exhibitor-sheets';
import type { SheetPreview } from '@fair/shared/contracts/sheets';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { principalOf } from '../../lib/access/principal-of';
import { AppError, notFound } from '../../lib/http/app-error';
import { jobOf } from '../../lib/jobs/job-store';
import { DEFAULT_LOCALE, SERVER_LOCALES } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import type { Principal } from '../../lib/session/principal';
import { newStorageKey } from '../../lib/storage/file-storage';
import { applyImport } from './apply-import';
import { type PlanRow, planDigest, planOf, staleNotice } from './import-plan';
import { columnHeader, checkRows } from './row-validation';
import { withoutTemplateExample } from './template-example';
import { XLSX_MIME, errorWorkbook } from './sheet-files';
import type { SheetParser } from './sheet-parser';

const previewPayload = z.object({
  /** storage key of the uploaded sheet */
  key: z.string(),
  name: z.string(),
  locale: z.enum(SERVER_LOCALES),
  /** the validation whose confirm was refused as stale: this one says what changed since */
  supersedes: z.number().int().optional(),
});
export type PreviewPayload = z.infer<typeof previewPayload>;

const applyPayload = z.object({
  previewJobId: z.number().int(),
  key: z.string(),
  name: z.string(),
  actorId: z.number().int(),
  /** the validation's plan; absent on jobs queued before it was kept */
  digest: z.string().optional(),
  locale: z.enum(SERVER_LOCALES).optional(),
});

/**
 * The preview job's result: the contract's preview, plus where its error sheet and its rows are kept
 * (storage keys no route serves: they are read only through the owner's invalid and rows paths) and the
 * digest of its plan, which the confirm must find again.
 */
export type StoredPreview = SheetPreview & { invalid_key: string | null; rows_key?: string; plan_digest?: string };

/** The caller's own validation job, done; anybody else's answers like a missing one. */
export async function ownPreview(db: Database, request: FastifyRequest, id: number) {
  const principal = principalOf(request);
  const job = await jobOf(db, id, { kind: principal.kind, accountId: principal.accountId });
  if (!job || job.kind !== EXHIBITOR_SHEET_JOBS.preview) throw notFound();
  if (job.status !== 'done') throw new AppError(409, 'exhibitorSheets.previewNotReady');
  return { job, result: job.result as StoredPreview, payload: job.payload as PreviewPayload };
}

/** The plan rows a validation kept, or none. */
export async function storedPlan(app: FastifyInstance, key: string | undefined): Promise<PlanRow[] | null> {
  const stored = key ? await app.storage.get(key) : undefined;
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer));
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as PlanRow[];
}

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

async function storeBuffer(app: FastifyInstance, buffer: Buffer, kind: { extension: string; contentType: string } = { extension: 'xlsx', contentType: XLSX_MIME }): Promise<string> {
  const folder = path.join(app.config.uploadDir, '.incoming');
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, randomBytes(16).toString('hex'));
  const key = newStorageKey(kind.extension);
  try {
    await writeFile(temp, buffer, { flag: 'wx' });
    await app.storage.put(key, temp, { contentType: kind.contentType, size: buffer.length });
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
      const { checked, skipped } = await withLocalCopy(app, payload.key, async (filePath) => {
        const read = withoutTemplateExample(await parser.read(filePath));
        await context.progress(0, read.rows.length);
        return { checked: await checkRows(app.db, read.rows), skipped: read.skipped };
      });
      await context.progress(checked.length, checked.length);
      const invalidRows = checked.filter((row) => row.problems.length > 0);
      const invalidKey = invalidRows.length ? await storeBuffer(app, await errorWorkbook(invalidRows, payload.locale)) : null;
      const plan = planOf(checked);
      const rowsKey = await storeBuffer(app, Buffer.from(JSON.stringify(plan)), { extension: 'json', contentType: 'application/json' });
      let stale: StoredPreview['stale'] = null;
      if (payload.supersedes !== undefined) {
        const [previous] = await app.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, payload.supersedes));
        const previousPlan = await storedPlan(app, (previous?.result as StoredPreview | null)?.rows_key);
        stale = staleNotice(payload.supersedes, previousPlan ?? [], plan, payload.locale, EXHIBITOR_SHEET_PROBLEMS_SHOWN);
      }
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
        skipped_example_rows: skipped,
        rows_url: `${EXHIBITOR_SHEET_PATHS.rows}?id=${context.id}`,
        stale,
        invalid_key: invalidKey,
        rows_key: rowsKey,
        plan_digest: planDigest(plan),
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
          expectedDigest: payload.digest,
          fileName: payload.name,
          jobId: context.id,
          onProgress: (done, total) => {
            progressWrites = progressWrites.then(() => context.progress(done, total)).catch(() => undefined);
          },
        }),
      );
      await progressWrites;
      if ('stale' in outcome) {
        // nothing written: the same sheet is checked again, and that check is what the organizer confirms next
        const { row } = await app.jobs.enqueue(
          EXHIBITOR_SHEET_JOBS.preview,
          { key: payload.key, name: payload.name, locale: payload.locale ?? DEFAULT_LOCALE, supersedes: payload.previewJobId } satisfies PreviewPayload,
          { createdBy: { kind: 'admin_user', accountId: payload.actorId }, idempotencyKey: `stale:${context.id}` },
        );
        return { created: 0, updated: 0, invalid: 0, stale_preview_job_id: row.id };
      }
      await context.progress(outcome.created + outcome.updated, outcome.created + outcome.updated);
      return outcome;
    },
  });
}
