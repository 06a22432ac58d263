/** Headers every answer carries: no content sniffing, and other sites see only our origin as referrer. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** CSP directive name → its sources, in the order they are written. */
export type CspDirectives = Record<string, readonly string[]>;

/** A Content-Security-Policy header value; duplicate sources within a directive are written once. */
export function contentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Headers of a page the server renders without script (the public catalogue, the /m pages): no script at all,
 * styles only from our stylesheet, images from here or https (uploads on object storage); our own pages may
 * frame it (the mini-programme admin's preview).
 */
export const SCRIPTLESS_PAGE_HEADERS = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'https:', 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }),
} as const;

/** Origins of the page's remotes: http(s) scheme, host, optional port — nothing that could end a directive. */
const SOURCE_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d+)?$/i;

/**
 * The CSP source of an address the page loads from: undefined for a relative address (its own origin,
 * 'self'), the origin for an absolute http(s) one, the host for a scheme-relative one ("//cdn…": the page's
 * scheme, which a CSP host source without scheme means as well).
 */
export function cspSourceOf(address: string): string | undefined {
  const schemeRelative = address.startsWith('//');
  if (!schemeRelative && !/^https?:\/\//i.test(address)) return undefined;
  let origin: string;
  try {
    origin = new URL(schemeRelative ? `https:${address}` : address).origin;
  } catch {
    return undefined;
  }
  if (!SOURCE_ORIGIN.test(origin)) return undefined;
  return schemeRelative ? origin.slice('https://'.length) : origin;
}

export interface AppPagePolicy {
  /** CSP sources of the Module Federation remotes (see cspSourceOf) */
  remoteSources: readonly string[];
  /** 'sha256-…' sources of the inline scripts the page holds */
  inlineScriptHashes: readonly string[];
}

/**
 * The policy of the shell's pages (login and every screen of the three client types).
 * - Scripts: our files, the remotes' files (containers and chunks are <script> elements), hashed inline ones.
 * - Styles need 'unsafe-inline': antd 6 writes its CSS-in-JS with a nonce from ConfigProvider `csp`, but
 *   @rc-component's scroll locker (Modal, Drawer) and scrollbar measuring insert <style> elements through
 *   updateCSS without one, and the remotes' stylesheets are strings they insert themselves; a nonce would also
 *   need a per-answer HTML. Style injection cannot run script, which script-src keeps closed.
 * - Images: data: (antd's Image preview draws its backdrop from a data: SVG), blob: (the poster preview), https: (rich-text
 *   content — news, activities, messages — may show pictures on other sites, as the server's sanitiser allows).
 * - Connections: our API and the remotes' manifests.
 */
export function appPageContentSecurityPolicy({ remoteSources, inlineScriptHashes }: AppPagePolicy): string {
  const self = ["'self'", ...remoteSources];
  return contentSecurityPolicy({
    'default-src': ["'self'"],
    'script-src': [...self, ...inlineScriptHashes],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', 'blob:', 'https:'],
    'font-src': self,
    'connect-src': self,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Every header of a shell page; X-Frame-Options for browsers that do not know frame-ancestors. */
export function appPageSecurityHeaders(policy: AppPagePolicy): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': appPageContentSecurityPolicy(policy),
    'x-frame-options': 'DENY',
  };
}
