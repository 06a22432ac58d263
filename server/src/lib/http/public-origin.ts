import type { FastifyRequest } from 'fastify';
import type { HostVariant } from '@fair/shared/contracts/registry';
import { variantForHost } from '@fair/shared/ui/host-variant';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const PORT = /:\d+$/;

/** The request's host when it is a plain host name (with port); a forged Host header gives localhost. */
function safeHost(request: FastifyRequest): string {
  return HOST.test(request.host) ? request.host : 'localhost';
}

/**
 * The origin absolute links of public pages start with: PUBLIC_URL when configured, else the request's
 * own host; a Host header that is no plain host name gives localhost, so a forged one never reaches a page.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${safeHost(request)}`;
}

/**
 * The exhibitor centre's host beside `hostname` (no port): the host itself when it already runs the
 * exhibitor variant; else, on the domain left without the variant prefix ("organizer.fair.example" →
 * "fair.example"), an exhibitor host HOST_VARIANTS names ("portal=exhibitor" → "portal.fair.example"; one
 * with a dot is a whole host name), else the bare domain, else "exhibitor." + domain; localhost at last.
 * Every candidate must itself resolve to the exhibitor variant.
 */
export function exhibitorHost(hostname: string, variants: readonly HostVariant[]): string {
  const isExhibitor = (candidate: string) => candidate !== '' && variantForHost(candidate, variants) === 'exhibitor';
  if (isExhibitor(hostname)) return hostname;
  const prefix = variants.find(({ host }) => hostname === host || hostname.startsWith(`${host}.`))?.host ?? '';
  const domain = hostname === prefix ? '' : hostname.slice(prefix.length + 1);
  const within = (host: string) => (host.includes('.') || domain === '' ? host : `${host}.${domain}`);
  const exhibitorHosts = variants.filter(({ clientType }) => clientType === 'exhibitor').map(({ host }) => host);
  // a host named after the client type is the default list's entry, no choice of the operator
  const chosen = exhibitorHosts.filter((host) => host !== 'exhibitor').map(within);
  const defaults = exhibitorHosts.filter((host) => host === 'exhibitor').map(within);
  return [...chosen, domain, ...defaults].find(isExhibitor) ?? 'localhost';
}

/**
 * The origin of links into the exhibitor centre (login, set-password, register) in e-mails an organizer's
 * action sends: PUBLIC_URL when configured, else the exhibitor host beside the request's own host with
 * its port, so a link requested on organizer.localhost:8080 opens localhost:8080.
 */
export function exhibitorOrigin(request: FastifyRequest, publicUrl: string | undefined, variants: readonly HostVariant[]): string {
  if (publicUrl) return publicUrl;
  const host = safeHost(request).toLowerCase();
  const port = PORT.exec(host)?.[0] ?? '';
  return `${request.protocol}://${exhibitorHost(host.replace(PORT, ''), variants)}${port}`;
}
