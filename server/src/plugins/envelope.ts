import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Envelope } from '@fair/shared/contracts/envelope';
import { parseLocale } from '../lib/i18n/locale';
import { type MessageKey, type MessageParams, translate } from '../lib/i18n/translate';
import { AppError } from '../lib/http/app-error';
import { type FieldProblem, fieldProblems } from '../lib/http/validation-errors';

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  415: 'errors.unsupportedMediaType',
  422: 'errors.validation',
  429: 'errors.throttled',
  500: 'errors.internal',
  503: 'errors.unavailable',
};

/** Sends an error envelope; code equals the HTTP status, text localised by Language-Set. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: MessageParams,
  data: unknown = null,
): FastifyReply {
  const text = request.t(key, params);
  const body: Envelope = { code: status, message: text, msg: text, data };
  // plain JSON: an error answer must never fail on a route's response schema
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function localisedProblems(request: FastifyRequest, problems: FieldProblem[]) {
  return { errors: problems.map((p) => ({ field: p.field, message: request.t(p.messageKey, p.params) })) };
}

function isFieldProblemData(data: unknown): data is { errors: FieldProblem[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors);
}

/** The multipart parser (busboy) reports a malformed body as a plain Error without a status. */
const MALFORMED_MULTIPART = /multipart|boundary|part header|unexpected end of (form|data)/i;

/** Status of a framework or plugin error that is the client's fault; undefined for server faults. */
function clientStatusOf(error: FastifyError, request: FastifyRequest): number | undefined {
  if (!error.statusCode && String(request.headers['content-type']).startsWith('multipart/') && MALFORMED_MULTIPART.test(error.message)) {
    return 400;
  }
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // keep the envelope's code set: statuses without a message of their own become a plain 400
  return STATUS_MESSAGES[status] ? status : 400;
}

/**
 * Fastify's own refusals before any route or hook runs (a URL that does not decode, a parameter over
 * maxParamLength): the same envelope as every other client error. Passed as the server's frameworkErrors.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = clientStatusOf(error, request) ?? 400;
  request.log.info({ code: error.code, status }, 'request refused');
  // these requests come before the app's plugins: no request.t, so the language is read here
  const text = translate(parseLocale(request.headers['language-set']), STATUS_MESSAGES[status]);
  const body: Envelope = { code: status, message: text, msg: text, data: null };
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        const data = isFieldProblemData(error.data) ? localisedProblems(request, error.data.errors) : error.data;
        return sendError(request, reply, error.statusCode, error.messageKey, error.params, data);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = fieldProblems(error.validation, error.validationContext);
        return sendError(request, reply, 422, 'errors.validation', undefined, localisedProblems(request, problems));
      }
      if (error.validation) {
        const problems = fieldProblems(error.validation, error.validationContext);
        return sendError(request, reply, 422, 'errors.validation', undefined, localisedProblems(request, problems));
      }
      const status = clientStatusOf(error, request);
      if (status) {
        request.log.info({ code: error.code, status }, 'request refused');
        return sendError(request, reply, status, STATUS_MESSAGES[status]);
      }
      request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
      return sendError(request, reply, 500, 'errors.internal');
    });

    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'errors.routeNotFound'));

    // success envelopes leave message/msg empty; they are filled here in the caller's language
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (typeof payload === 'object' && payload !== null && (payload as Envelope).code === 0 && (payload as Envelope).message === '') {
        const text = request.t('ok');
        return { ...(payload as Envelope), message: text, msg: text };
      }
      return payload;
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
