import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';

const health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness and database reachability for load balancers and compose health checks. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { access: PUBLIC }, schema: { tags: ['operations'], summary: 'Health check', response: responses(health) } },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: app.dbEngine });
    },
  );
};

export default healthRoutes;
