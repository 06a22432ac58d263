import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POSTER_BATCH_JOB, POSTER_PATHS } from '@fair/shared/contracts/poster';
import { principalOf } from '../../lib/access/principal-of';
import { recordOperation } from '../../lib/audit/record-operation';
import { AppError, notFound } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { jobOf } from '../../lib/jobs/job-store';
import type { PosterBatchPayload, StoredBatchResult } from './poster-batch-job';
import { posterBatchBody, posterBatchFileQuery, posterBatchStarted, posterExhibitorPage, posterExhibitorQuery } from './poster-batch-schemas';
import { batchExhibitorIds, listPosterExhibitors } from './poster-exhibitor-queries';
import { posterAccess } from './poster-access';

const tags = ['poster'];

/** SPEC §2 /poster/download: the companies, a batch of their posters as one zip (a job), and that zip. */
const posterBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    POSTER_PATHS.exhibitors,
    {
      config: { access: posterAccess },
      schema: { tags, summary: 'Companies a poster is made for; filter by name, hall, exhibitor type; sorted and paged', querystring: posterExhibitorQuery, response: responses(posterExhibitorPage) },
    },
    async (request) => {
      const { rows, total } = await listPosterExhibitors(app.db, request.query, request.locale);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    POSTER_PATHS.batch,
    {
      config: { access: posterAccess },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Start the zip of the posters of the chosen companies (ids) or of every company the filters find, in one language; follow it with GET /api/jobs/info',
        body: posterBatchBody,
        response: responses(posterBatchStarted),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const principal = principalOf(request);
      const { locale, ...filters } = request.body;
      const ids = await batchExhibitorIds(app.db, filters);
      if (ids.length === 0) throw new AppError(400, 'errors.notFound');
      const row = await app.db.transaction(async (tx) => {
        const { row: job } = await app.jobs.enqueue(POSTER_BATCH_JOB, { ids, locale } satisfies PosterBatchPayload, {
          createdBy: { kind: principal.kind, accountId: principal.accountId },
          db: tx,
        });
        await recordOperation(tx, principal, { action: 'export', entity: 'poster-batch', entityId: job.id, after: { locale, count: ids.length, ...filters } });
        return job;
      });
      app.jobs.wake();
      return ok({ job_id: row.id });
    },
  );

  app.get(
    POSTER_PATHS.batchFile,
    {
      config: { access: posterAccess },
      schema: {
        tags,
        summary: 'The zip of an own finished poster batch (application/zip)',
        querystring: posterBatchFileQuery,
        response: { 200: z.unknown().describe('application/zip'), ...commonErrorResponses, 409: commonErrorResponses[422] },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const job = await jobOf(app.db, request.query.id, { kind: principal.kind, accountId: principal.accountId });
      // somebody else's batch answers like a missing one
      if (!job || job.kind !== POSTER_BATCH_JOB) throw notFound();
      if (job.status !== 'done') throw new AppError(409, 'poster.batchNotReady');
      const result = job.result as StoredBatchResult;
      const stored = await app.storage.get(result.file_key);
      if (!stored) throw new AppError(404, 'poster.batchFileGone');
      reply.headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="posters-${job.id}.zip"; filename*=UTF-8''${encodeURIComponent(result.file_name)}`,
        'cache-control': 'no-store',
        ...(stored.size === undefined ? {} : { 'content-length': String(stored.size) }),
      });
      return reply.send(stored.stream);
    },
  );
};

export default posterBatchRoutes;
