import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userVariables } from '../../db/schema/content';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';

const variable = z.object({ name: z.string(), value: z.unknown() });

/** GET /api/user/variable/list: global variables, overridden by the caller's own of the same name. */
const userVariableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/variable/list',
    {
      config: { access: { clientTypes: ['exhibitor', 'organizer', 'miniprog'] } },
      schema: { tags: ['common'], summary: 'User variables (global and own)', response: responses(z.array(variable)) },
    },
    async (request) => {
      const principal = principalOf(request);
      const rows = await app.db
        .select({ name: userVariables.name, value: userVariables.value, owner: userVariables.owner_id })
        .from(userVariables)
        .where(
          or(
            and(isNull(userVariables.owner_kind), isNull(userVariables.owner_id)),
            and(eq(userVariables.owner_kind, principal.kind), eq(userVariables.owner_id, principal.accountId)),
          ),
        )
        .orderBy(asc(userVariables.name), asc(userVariables.id));
      const byName = new Map<string, unknown>();
      for (const row of rows) if (row.owner === null && !byName.has(row.name)) byName.set(row.name, row.value);
      for (const row of rows) if (row.owner !== null) byName.set(row.name, row.value);
      return ok([...byName].sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => ({ name, value })));
    },
  );
};

export default userVariableRoutes;
