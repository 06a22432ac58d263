import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold: the error (type, message without echoed values, code, stack frames) and the
 * route, never request values. Database errors carry the failed query's parameters (Drizzle puts them in
 * `params` and in the message, PGlite in `params`, PostgreSQL echoes values in `detail` and in messages
 * such as `invalid input syntax for type integer: "…"`): those parts are left out.
 */

/** Credentials and cookies, wherever a log line carries request or response headers. */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie', 'res.headers.authorization', 'res.headers["set-cookie"]'];

/** Error fields that name things (codes, tables, constraints), never values. */
const NAMING_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

const MAX_CAUSES = 3;

type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Partial<Record<(typeof NAMING_FIELDS)[number], unknown>>;

const isDatabaseError = (error: Record<string, unknown>) => typeof error.severity === 'string' || typeof error.routine === 'string';

/** The message without what it echoes of the request: a failed query's parameters, quoted values of a database error. */
function messageOf(error: Error & Record<string, unknown>): string {
  const message = typeof error.message === 'string' ? error.message : '';
  // Drizzle: "Failed query: <sql with $n placeholders>\nparams: <values>"
  const withoutParams = message.split(/\nparams:/)[0];
  if (!isDatabaseError(error)) return withoutParams;
  const names = new Set(NAMING_FIELDS.map((field) => error[field]).filter((value) => typeof value === 'string'));
  return withoutParams.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
}

/** Logged form of an error: named fields and stack frames only, so no property echoing input slips through. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const type = error.constructor?.name || error.name || 'Error';
  const message = messageOf(fields);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of NAMING_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The request line without query values (search terms, e-mail addresses); parameter names stay. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return names.length ? `${url.slice(0, start)}?${names.join('&')}` : url.slice(0, start);
}

/** Fastify's request fields, with the URL's query values left out and the matched route added. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    route: request.routeOptions?.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's redaction and serializers: the one place that decides what a log line may hold. */
export const logRedaction = {
  redact: REDACTED_PATHS,
  serializers: { req: serializeRequest, err: serializeError, error: serializeError },
};
