import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXHIBITOR_SHEET_JOBS, EXHIBITOR_SHEET_PATHS } from '@fair/shared/contracts/exhibitor-sheets';
import { principalOf } from '../../lib/access/principal-of';
import { AppError, notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { access, confirmBody, fileAnswer, jobIdQuery, jobStarted, previewRows, rowsQuery, tags } from './exhibitor-sheet-schemas';
import { ownPreview, storedPlan } from './import-jobs';
import { previewRow } from './import-plan';
import { sendXlsx } from './sheet-files';

/** An own validation: its refused rows as a sheet, every row paged, and the confirm that starts the apply job. */
const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXHIBITOR_SHEET_PATHS.invalid,
    { config: { access }, schema: { tags, summary: 'The refused rows of an own validation as .xlsx with an error column, to fix and import again', querystring: jobIdQuery, response: fileAnswer } },
    async (request, reply) => {
      const { result } = await ownPreview(app.db, request, request.query.id);
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
      const { result } = await ownPreview(app.db, request, id);
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
      const { result, payload } = await ownPreview(app.db, request, previewJobId);
      if (result.created + result.updated === 0) throw new AppError(409, 'exhibitorSheets.nothingToImport');
      const { row } = await app.jobs.enqueue(
        EXHIBITOR_SHEET_JOBS.apply,
        { previewJobId, key: payload.key, name: payload.name, actorId: principal.accountId, digest: result.plan_digest, locale: request.locale },
        { createdBy: { kind: principal.kind, accountId: principal.accountId }, idempotencyKey: `preview:${previewJobId}` },
      );
      return ok({ job_id: row.id });
    },
  );
};

export default previewRoutes;
