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
  if (access.roleKey) parts.push(`organizer role ${[access.roleKey].flat().join(' or ')} (or all)`);
  if (access.powerKey) parts.push(`sub-account power ${access.powerKey}`);
  if (access.requiresSavedProfile) parts.push('the exhibitor profile saved');
  return `Access: ${parts.join('; ')}.`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Fastify's wildcard `*` is no valid OpenAPI path parameter name: the documents call it `path`. */
const WILDCARD_NAME = 'path';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId from its method and URL, stable while the route is: camelCase words of the path,
 * parameters as `By<Name>` (GET /exhibitors/product/list → getExhibitorsProductList, GET /api/files/* →
 * getApiFilesByPath). Two routes share an id only if their URLs differ in punctuation alone (the API
 * document's lint test would say so).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['by', WILDCARD_NAME];
      // a parameter, possibly with a regular expression: `:id(^\\d+$)`
      if (segment.startsWith(':')) return ['by', segment.slice(1).replace(/\(.*$/, '')];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

/** Renames the wildcard parameter in the URL and in the params schema of the zod transform's result. */
function namedWildcard(url: string, params: unknown): { url: string; params: unknown } {
  if (!url.endsWith('*')) return { url, params };
  const schema = params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': wildcard, ...properties } = schema?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${WILDCARD_NAME}`,
    params: schema && {
      ...schema,
      properties: { ...properties, [WILDCARD_NAME]: wildcard ?? { type: 'string' } },
      required: (schema.required ?? []).map((name) => (name === '*' ? WILDCARD_NAME : name)),
    },
  };
}

/**
 * The zod transform, plus what a generated client needs: an operationId (a route's own schema.operationId
 * wins), the access declaration as description and security (`[]` for public routes, else the bearer
 * token), and a named wildcard parameter.
 */
function transformForClients(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const access = (input.route as { config?: { access?: RouteAccess } }).config?.access;
  const schema = result.schema as Record<string, unknown>;
  const description = [schema.description, describeAccess(access)].filter(Boolean).join('\n\n');
  const isPublic = !access || access.clientTypes === 'public';
  const method = [input.route.method].flat()[0];
  const { url, params } = namedWildcard(input.url, schema.params);
  return {
    url,
    schema: {
      ...schema,
      ...(params ? { params } : {}),
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, input.url),
      description,
      security: isPublic ? [] : [{ bearer: [] }],
    },
  };
}

/** The docs UI's own routes come from the plugin; they are public, so they are declared here. */
const docsUi: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: PUBLIC };
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
};

/**
 * OpenAPI generated from the zod route schemas, served at /api/docs (JSON at /api/docs/json): a contract
 * that passes Redocly's recommended rules, so typed clients can be generated from it.
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      // paths stay whole: PUBLIC_URL names where the server is reached, its own path included
      stripBasePath: false,
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Fair Portal API',
          description:
            'Every answer is the envelope {code, message, msg, data}; code 0 is success, otherwise the HTTP status. ' +
            'Send Authorization: Bearer <token>, Client-Type and Language-Set (zh-cn, zh-tw, en-us).',
          version: '1.0.0',
        },
        // without PUBLIC_URL: relative to where the document is served, this server
        servers: [{ url: app.config.publicUrl ?? '/', description: 'Fair Portal server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: transformForClients,
    });
    await app.register(docsUi);
  },
  { name: 'docs', dependencies: ['config', 'access'] },
);
