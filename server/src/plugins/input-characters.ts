import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { firstUncleanPath, stripForbiddenCharacters } from '@fair/shared/validation/control-characters';
import { fieldError } from '../lib/http/app-error';

/** Query parameters that only narrow a search: a control character in them is dropped, the search still runs. */
const SEARCH_PARAMS = ['keyword', 'q', 'search'] as const;

function stripSearchTerms(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const values = query as Record<string, unknown>;
  for (const name of SEARCH_PARAMS) {
    const value = values[name];
    if (typeof value === 'string') values[name] = stripForbiddenCharacters(value);
    else if (Array.isArray(value)) values[name] = value.map((item) => (typeof item === 'string' ? stripForbiddenCharacters(item) : item));
  }
}

/** The request parts checked, named as schema validation names them in its field errors. */
const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * NUL, the other C0 controls but tab/LF/CR, DEL and lone UTF-16 surrogates in any string of a request's
 * path parameters, query or parsed body answer 422 on that field, before any route sees them: PostgreSQL
 * refuses NUL in text and cannot store a lone surrogate, so they would otherwise fail as a 500 deep in a
 * query. Search terms are cleaned instead. One hook on every route, present and future.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      stripSearchTerms(request.query);
      for (const [part, valueOf] of PARTS) {
        const path = firstUncleanPath(valueOf(request));
        if (path !== undefined) throw fieldError(path || part, 'validation.controlCharacters');
      }
    });
  },
  { name: 'input-characters', dependencies: ['envelope'] },
);
