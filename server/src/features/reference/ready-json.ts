import type { FastifyReply, FastifyRequest } from 'fastify';

/** The success envelope as JSON text, message in the caller's language; for answers cached as text. */
export function envelopeJson(request: FastifyRequest, data: unknown): string {
  const message = request.t('ok');
  return JSON.stringify({ code: 0, message, msg: message, data });
}

/** Sends JSON text as is: the route's schema documents it, the text was built from the same data. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
