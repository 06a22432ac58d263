import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_STATUSES } from '../../db/schema/jobs';
import { principalOf } from '../../lib/access/principal-of';
import { notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { jobOf } from '../../lib/jobs/job-store';

const jobInfo = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int().describe('units done so far'),
  total: z.number().int().describe('units in all; 0 until the job knows'),
  last_error: z.string().nullable().describe('the last failure, localised, without details'),
  result: z.unknown().describe('what the job answered once done'),
});

const query = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/jobs/info: a background job's progress, for the principal that started it only. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/info',
    {
      config: { access: { clientTypes: ['exhibitor', 'organizer', 'miniprog'] } },
      schema: { tags: ['common'], summary: 'Progress and outcome of an own background job', querystring: query, response: responses(jobInfo) },
    },
    async (request) => {
      const principal = principalOf(request);
      // someone else's job answers exactly like a missing one
      const job = await jobOf(app.db, request.query.id, { kind: principal.kind, accountId: principal.accountId });
      if (!job) throw notFound();
      return ok({
        id: job.id,
        kind: job.kind,
        status: job.status,
        done: job.progress_done,
        total: job.progress_total ?? 0,
        last_error: job.last_error_key ? request.t(job.last_error_key as MessageKey, (job.last_error_params ?? undefined) as MessageParams | undefined) : null,
        result: job.result,
      });
    },
  );
};

export default jobRoutes;
