import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXHIBITOR_SHEET_JOBS,
  EXHIBITOR_SHEET_MAX_ROWS,
  EXHIBITOR_SHEET_PATHS,
  EXHIBITOR_SHEET_ROWS_PAGE_SIZE,
  EXHIBITOR_SHEET_ROWS_PAGE_SIZE_MAX,
} from '@fair/shared/contracts/exhibitor-sheets';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError, notFound } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { jobOf } from '../../lib/jobs/job-store';
import { exhibitorAccountListQuery } from '../exhibitor-accounts';
import { exportStream } from './export-accounts';
import { previewRow } from './import-plan';
import { type PreviewPayload, type StoredPreview, registerImportJobs, storedPlan } from './import-jobs';
import { receiveSheet } from './receive-sheet';
import { createSheetParser } from './sheet-parser';
import { XLSX_MIME, templateWorkbook } from './sheet-files';

const tags = ['exhibitor-accounts'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'account.exhibitor-account-manage' };
const fileAnswer = { 200: z.unknown().describe('the .xlsx file'), ...commonErrorResponses };
const jobStarted = z.object({ job_id: z.number().int().describe('read its progress at /api/jobs/info') });
const jobIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The list's search and filters (its paging and sort mean nothing to a file). */
const exportQuery = exhibitorAccountListQuery.pick({ keyword: true, type: true, send_status: true, profile: true });

const rowsQuery = jobIdQuery.extend({
  action: z.enum(['create', 'update', 'invalid']).optional().describe('only the rows the import creates, updates or refuses'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(EXHIBITOR_SHEET_ROWS_PAGE_SIZE_MAX).default(EXHIBITOR_SHEET_ROWS_PAGE_SIZE),
});
const fieldChange = z.object({ column: z.string(), before: z.string().nullable(), after: z.string() });
const rowProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
const previewRows = z.object({
  list: z.array(
    z.object({ row: z.number().int(), action: z.enum(['create', 'update', 'invalid']), key: z.string(), changes: z.array(fieldChange), problems: z.array(rowProblem) }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const confirmBody = z.object({ preview_id: z.string().regex(/^\d{1,10}$/).describe('job_id of the validation') });

/** A file download: the name in UTF-8 (Chinese survives) with an ASCII fallback. */
function sendXlsx(reply: FastifyReply, name: string, fallback: string, body: unknown) {
  reply.headers({
    'content-type': XLSX_MIME,
    'content-disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
  return reply.send(body);
}

/**
 * SPEC §2 /account/exhibitor-account-manage: import of the exhibitor information sheet (template, upload
 * → validation job → confirm → apply job, the refused rows as a sheet to fix) and the account export
 * (SPEC §7 POST /admin/user/exhibitors/import, GET /admin/user/exhibitors/export).
 */
const exhibitorSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const parser = createSheetParser(app.config.sheetWorker, app.log);
  app.addHook('onClose', () => parser.close());
  registerImportJobs(app, parser);

  /** The caller's own validation job, done; anybody else's answers like a missing one. */
  async function ownPreview(request: FastifyRequest, id: number) {
    const principal = principalOf(request);
    const job = await jobOf(app.db, id, { kind: principal.kind, accountId: principal.accountId });
    if (!job || job.kind !== EXHIBITOR_SHEET_JOBS.preview) throw notFound();
    if (job.status !== 'done') throw new AppError(409, 'exhibitorSheets.previewNotReady');
    return { job, result: job.result as StoredPreview, payload: job.payload as PreviewPayload };
  }

  app.get(
    EXHIBITOR_SHEET_PATHS.template,
    { config: { access }, schema: { tags, summary: 'The import template: bilingual columns, an example row and a notes sheet', response: fileAnswer } },
    async (_request, reply) => sendXlsx(reply, '展商信息导入模板.xlsx', 'exhibitor-import-template.xlsx', await templateWorkbook()),
  );

  app.post(
    EXHIBITOR_SHEET_PATHS.upload,
    {
      config: { access },
      schema: {
        tags,
        summary: `Upload the exhibitor information sheet (multipart field "file", .xlsx checked by content, at most ${UPLOAD_MAX_BYTES} bytes and ${EXHIBITOR_SHEET_MAX_ROWS} rows, no formulas, pictures or macros); answers the validation job, whose result counts new / updated / invalid rows and writes nothing`,
        consumes: ['multipart/form-data'],
        response: responses(jobStarted),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const sheet = await receiveSheet(app, request, parser);
      const { row } = await app.jobs.enqueue(
        EXHIBITOR_SHEET_JOBS.preview,
        { key: sheet.key, name: sheet.name, locale: request.locale },
        { createdBy: { kind: principal.kind, accountId: principal.accountId } },
      );
      return ok({ job_id: row.id });
    },
  );

  app.get(
    EXHIBITOR_SHEET_PATHS.invalid,
    { config: { access }, schema: { tags, summary: 'The refused rows of an own validation as .xlsx with an error column, to fix and import again', querystring: jobIdQuery, response: fileAnswer } },
    async (request, reply) => {
      const { result } = await ownPreview(request, request.query.id);
      const stored = result.invalid_key ? await app.storage.get(result.invalid_key) : undefined;
      if (!stored) throw notFound();
      return sendXlsx(reply, '展商信息导入错误行.xlsx', 'exhibitor-import-errors.xlsx', stored.stream);
    },
  );

  app.get(
    EXHIBITOR_SHEET_PATHS.rows,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every row of an own validation, paged: what the confirm creates, updates (before → after per field) or refuses, in the caller’s language',
        querystring: rowsQuery,
        response: responses(previewRows),
      },
    },
    async (request) => {
      const { id, action, page, page_size } = request.query;
      const { result } = await ownPreview(request, id);
      const plan = await storedPlan(app, result.rows_key);
      if (!plan) throw notFound();
      const rows = action ? plan.filter((row) => row.action === action) : plan;
      const list = rows.slice((page - 1) * page_size, page * page_size).map((row) => previewRow(row, request.locale));
      return ok({ list, total: rows.length, page, page_size });
    },
  );

  app.post(
    EXHIBITOR_SHEET_PATHS.confirm,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Write the valid rows of an own validation in one transaction (all or nothing); answers the job. Confirming the same validation twice answers the same job. The rows are checked again when written: if anything differs from the validation (a new conflict, a create that is now an update, an account to update that changed) nothing is written and the job answers stale_preview_job_id, a new validation of the same sheet saying what changed',
        body: confirmBody,
        response: responses(jobStarted),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const previewJobId = Number(request.body.preview_id);
      const { result, payload } = await ownPreview(request, previewJobId);
      if (result.created + result.updated === 0) throw new AppError(409, 'exhibitorSheets.nothingToImport');
      const { row } = await app.jobs.enqueue(
        EXHIBITOR_SHEET_JOBS.apply,
        { previewJobId, key: payload.key, name: payload.name, actorId: principal.accountId, digest: result.plan_digest, locale: request.locale },
        { createdBy: { kind: principal.kind, accountId: principal.accountId }, idempotencyKey: `preview:${previewJobId}` },
      );
      return ok({ job_id: row.id });
    },
  );

  app.get(
    EXHIBITOR_SHEET_PATHS.export,
    {
      config: { access },
      schema: { tags, summary: 'The exhibitor accounts as .xlsx in the import template columns, streamed; the list search and filters apply', querystring: exportQuery, response: fileAnswer },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        '展商账号.xlsx',
        'exhibitor-accounts.xlsx',
        exportStream(app.db, request.query, (error) => request.log.error({ err: error }, 'exhibitor account export failed')),
      ),
  );
};

export default exhibitorSheetRoutes;
