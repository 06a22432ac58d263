import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC, type RouteAccess } from '../lib/access/route-access';

export const DOCS_PREFIX = '/api/docs';

/** "Access: …" line for a route's OpenAPI description, from its declaration. */
export function describeAccess(access: RouteAccess | undefined): string {
  if (!access || access.clientTypes === 'public') return 'Access: public.';
  const parts = [`client types ${access.clientTypes.join(', ')}`];
  if (access.roleKey) parts.push(`organizer role ${access.roleKey} (or all)`);
  if (access.powerKey) parts.push(`sub-account power ${access.powerKey}`);
  return `Access: ${parts.join('; ')}.`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, plus each route's access declaration (description and bearer security). */
function transformWithAccess(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const access = (input.route as { config?: { access?: RouteAccess } }).config?.access;
  const schema = result.schema as Record<string, unknown>;
  const description = [schema.description, describeAccess(access)].filter(Boolean).join('\n\n');
  const isPublic = !access || access.clientTypes === 'public';
  return { ...result, schema: { ...schema, description, ...(isPublic ? {} : { security: [{ bearer: [] }] }) } };
}

/** The docs UI's own routes come from the plugin; they are public, so they are declared here. */
const docsUi: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: PUBLIC };
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
};

/** OpenAPI generated from the zod route schemas, served at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Fair Portal API',
          description:
            'Every answer is the envelope {code, message, msg, data}; code 0 is success, otherwise the HTTP status. ' +
            'Send Authorization: Bearer <token>, Client-Type and Language-Set (zh-cn, zh-tw, en-us).',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: transformWithAccess,
    });
    await app.register(docsUi);
  },
  { name: 'docs', dependencies: ['access'] },
);
