import type { FastifyRequest } from 'fastify';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin absolute links of public pages start with: PUBLIC_URL when configured, else the request's
 * own host; a Host header that is no plain host name gives localhost, so a forged one never reaches a page.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${HOST.test(request.host) ? request.host : 'localhost'}`;
}
