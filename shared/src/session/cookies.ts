/**
 * Cookie helpers on document.cookie (the platform is enough). Shared cookies (token, locale) live on the
 * parent domain so exhibitor.fair.example and organizer.fair.example see the same locale.
 */
export interface CookieOptions {
  /** omitted: host-only cookie */
  domain?: string;
  /** omitted: session cookie */
  maxAgeSeconds?: number;
}

const hasDocument = (): boolean => typeof document !== 'undefined';

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Removes the cookie both on the given domain and host-only, whichever way it was written. */
export function removeCookie(name: string, options: Pick<CookieOptions, 'domain'> = {}): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
  if (options.domain) writeCookie(name, '', { domain: options.domain, maxAgeSeconds: 0 });
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain a shared cookie should be set on, or undefined for a host-only cookie.
 * localhost, *.localhost and IP addresses get host-only cookies (browsers refuse Domain=localhost);
 * a two-label host is its own parent; otherwise the first label is dropped
 * (exhibitor.fair.example → fair.example).
 */
export function parentDomainOf(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) {
    return undefined;
  }
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return labels.length === 2 ? host : labels.slice(1).join('.');
}

const PROBE_COOKIE = 'fair_cookie_probe';
let probedDomain: { hostname: string; domain: string | undefined } | undefined;

/**
 * The parent domain of the current page, verified by writing a probe cookie: a candidate the browser
 * refuses (a public suffix such as co.uk) falls back to host-only instead of silently losing the cookie.
 */
export function sharedCookieDomain(): string | undefined {
  if (!hasDocument() || typeof location === 'undefined') return undefined;
  const hostname = location.hostname;
  if (probedDomain?.hostname === hostname) return probedDomain.domain;
  const candidate = parentDomainOf(hostname);
  let domain: string | undefined;
  if (candidate) {
    writeCookie(PROBE_COOKIE, '1', { domain: candidate });
    if (readCookie(PROBE_COOKIE) === '1') domain = candidate;
    removeCookie(PROBE_COOKIE, { domain: candidate });
  }
  probedDomain = { hostname, domain };
  return domain;
}

/** Writes a cookie shared across the parent domain, path /. */
export function writeSharedCookie(name: string, value: string, maxAgeSeconds?: number): void {
  writeCookie(name, value, { domain: sharedCookieDomain(), maxAgeSeconds });
}

export function removeSharedCookie(name: string): void {
  removeCookie(name, { domain: sharedCookieDomain() });
}
