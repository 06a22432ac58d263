import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { FileTypeParser } from 'file-type';
import { isPublicAddress } from './public-address';

/** unresolvable: the host name has no address (the caller's mistake); upstream: the host answered badly or not at all */
export type ProxyImageFailure = 'invalid-url' | 'unresolvable' | 'forbidden-target' | 'not-image' | 'too-large' | 'timeout' | 'upstream';

export class ProxyImageError extends Error {
  constructor(public readonly reason: ProxyImageFailure) {
    super(`proxy-image: ${reason}`);
    this.name = 'ProxyImageError';
  }
}

export interface FetchImageOptions {
  maxBytes: number;
  /** for the whole exchange, redirects included */
  timeoutMs: number;
  maxRedirects: number;
  /** host name → its addresses; every one must be public */
  resolve?: (hostname: string) => Promise<string[]>;
  /** where the socket for a checked address goes; only tests point it elsewhere */
  dial?: (address: string, port: number) => { host: string; port: number };
}

export interface FetchedImage {
  contentType: string;
  body: Buffer;
}

/** Raster formats a browser shows in <img>; SVG is left out because it can carry script. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

const resolveAll = async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function parseTarget(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProxyImageError('invalid-url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
    throw new ProxyImageError('invalid-url');
  }
  return url;
}

/** The one address the connection will use, checked: a literal must be public, a name must resolve only to public ones. */
async function checkedAddress(url: URL, resolve: (hostname: string) => Promise<string[]>): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) {
    if (!isPublicAddress(hostname)) throw new ProxyImageError('forbidden-target');
    return hostname;
  }
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch {
    throw new ProxyImageError('unresolvable');
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new ProxyImageError('forbidden-target');
  return addresses[0];
}

function request(url: URL, address: string, options: FetchImageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const target = options.dial ? options.dial(address, port) : { host: address, port };
  return new Promise((resolve, reject) => {
    // The socket goes to the address checked above (no second lookup a rebinding DNS could answer
    // differently); Host and TLS name stay the URL's host so virtual hosting and certificates work.
    const outgoing = (secure ? https : http).request({
      host: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { host: url.host, accept: Object.values(IMAGE_TYPES).join(', '), 'user-agent': 'FairPortal-ImageProxy/1.0' },
      servername: secure && !isIP(url.hostname) ? url.hostname : undefined,
      signal,
      agent: false,
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ProxyImageError('too-large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw new ProxyImageError('too-large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches an image for GET /api/common/proxy-image: http(s) only, never a private, loopback, link-local or
 * otherwise internal address (each redirect hop is checked again), image content only (checked by bytes, not
 * just the header), within a size and a time cap.
 */
export async function fetchImage(rawUrl: string, options: FetchImageOptions): Promise<FetchedImage> {
  const resolve = options.resolve ?? resolveAll;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = parseTarget(rawUrl);
    for (let hop = 0; ; hop += 1) {
      const address = await checkedAddress(url, resolve);
      const response = await request(url, address, options, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= options.maxRedirects) throw new ProxyImageError('upstream');
        url = parseTarget(new URL(response.headers.location, url));
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ProxyImageError('upstream');
      }
      const declaredType = String(response.headers['content-type'] ?? '').toLowerCase();
      if (!declaredType.startsWith('image/') || declaredType.startsWith('image/svg')) {
        response.resume();
        throw new ProxyImageError('not-image');
      }
      const body = await readCapped(response, options.maxBytes);
      const detected = await new FileTypeParser().fromBuffer(body);
      const contentType = detected && IMAGE_TYPES[detected.ext];
      if (!contentType) throw new ProxyImageError('not-image');
      return { contentType, body };
    }
  } catch (error) {
    if (error instanceof ProxyImageError) throw error;
    throw new ProxyImageError(controller.signal.aborted ? 'timeout' : 'upstream');
  } finally {
    clearTimeout(timer);
  }
}
