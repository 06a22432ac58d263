import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC } from '../lib/access/route-access';

export const DOCS_PREFIX = '/api/docs';

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
      transform: jsonSchemaTransform,
    });
    await app.register(docsUi);
  },
  { name: 'docs', dependencies: ['access'] },
);
