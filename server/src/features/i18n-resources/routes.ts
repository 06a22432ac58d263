import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { i18nResources } from '../../db/schema/content';
import { PUBLIC } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';

const query = z.object({
  app_id: z.string().trim().min(1).max(64).regex(/^[a-z0-9_-]+$/i),
  locale: z
    .string()
    .trim()
    .regex(/^[a-z]{2}([_-][a-z]{2,4})?$/i)
    .transform((value) => value.toLowerCase().replace('_', '-'))
    .describe('with underscore, e.g. en_us'),
});

/** SPEC §7 translations: extra message keys for an application and locale (overrides stored in the database). */
const i18nResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/i18n/resource-locale',
    {
      config: { access: PUBLIC },
      schema: { tags: ['common'], summary: 'Translation overrides as a key → text map', querystring: query, response: responses(z.record(z.string(), z.string())) },
    },
    async (request) => {
      const rows = await app.db
        .select({ key: i18nResources.key, value: i18nResources.value })
        .from(i18nResources)
        .where(and(eq(i18nResources.app_id, request.query.app_id), eq(i18nResources.locale, request.query.locale)))
        .orderBy(asc(i18nResources.key));
      return ok(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    },
  );
};

export default i18nResourceRoutes;
