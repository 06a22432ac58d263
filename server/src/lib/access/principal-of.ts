import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { Principal } from '../session/principal';

/** The caller of a route that declared client types; the access hook has already authenticated it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'errors.unauthorized');
  return request.principal;
}

/** The exhibitor whose data an exhibitor route touches: always the session's, never the request's. */
export function exhibitorIdOf(request: FastifyRequest): number {
  const { exhibitorId } = principalOf(request);
  if (exhibitorId === null) throw new AppError(403, 'errors.wrongClientType');
  return exhibitorId;
}
