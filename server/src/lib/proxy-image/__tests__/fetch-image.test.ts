import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FetchImageOptions, fetchImage } from '../fetch-image';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A public address (example.com's) that the injected dialler sends to the local test server instead. */
const PUBLIC_ADDRESS = '93.184.216.34';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let port: number;
let handler: Handler;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    handler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen.length = 0;
  handler = (_request, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
});

/** Names resolve to the public address; sockets to it reach the local server. Only the allowed path uses this. */
const viaPublicName = (overrides: Partial<FetchImageOptions> = {}): FetchImageOptions => ({
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
  resolve: async () => [PUBLIC_ADDRESS],
  dial: (address, targetPort) => (address === PUBLIC_ADDRESS ? { host: '127.0.0.1', port } : { host: address, port: targetPort }),
  ...overrides,
});
/** The real resolver and real sockets. */
const direct: FetchImageOptions = { maxBytes: 10 * 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 };

async function failure(url: string, options: FetchImageOptions): Promise<string> {
  try {
    await fetchImage(url, options);
  } catch (error) {
    return (error as { reason: string }).reason;
  }
  throw new Error('expected a refusal');
}

describe('fetchImage: allowed path', () => {
  it('fetches an image from a public host, with the URL\'s Host header', async () => {
    const image = await fetchImage(`http://images.example:${port}/logo.png?size=2`, viaPublicName());
    expect(image).toEqual({ contentType: 'image/png', body: PNG });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/logo.png?size=2');
    expect(seen[0].headers.host).toBe(`images.example:${port}`);
  });

  it('follows a redirect to another public host', async () => {
    handler = (request, response) => {
      if (request.url === '/old') response.writeHead(302, { Location: `http://cdn.example:${port}/new.png` }).end();
      else response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    };
    expect((await fetchImage(`http://images.example:${port}/old`, viaPublicName())).body).toEqual(PNG);
    expect(seen.map((request) => request.url)).toEqual(['/old', '/new.png']);
  });
});

describe('fetchImage: refused targets', () => {
  it.each(['ftp://example.com/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'http://user:secret@example.com/a.png', 'gopher://example.com/'])(
    'refuses the URL %s',
    async (url) => {
      expect(await failure(url, direct)).toBe('invalid-url');
    },
  );

  it.each([
    ['loopback by address', (p: number) => `http://127.0.0.1:${p}/a.png`],
    ['loopback by decimal address', (p: number) => `http://2130706433:${p}/a.png`],
    ['loopback by octal address', (p: number) => `http://0177.0.0.1:${p}/a.png`],
    ['loopback by name', (p: number) => `http://localhost:${p}/a.png`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/a.png`],
    ['IPv4-mapped IPv6 loopback', (p: number) => `http://[::ffff:127.0.0.1]:${p}/a.png`],
    ['the unspecified address', (p: number) => `http://0.0.0.0:${p}/a.png`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'https://10.0.0.1/a.png'],
  ])('refuses %s without connecting', async (_label, url) => {
    expect(await failure(url(port), direct)).toBe('forbidden-target');
    expect(seen).toHaveLength(0);
  });

  it('tells a host name without an address apart from a failing host', async () => {
    const options = viaPublicName({ resolve: async () => Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' })) });
    expect(await failure(`http://no-such-host.example:${port}/a.png`, options)).toBe('unresolvable');
    expect(seen).toHaveLength(0);
  });

  it('refuses a name that resolves to any private address, even next to a public one', async () => {
    const options = viaPublicName({ resolve: async () => [PUBLIC_ADDRESS, '192.168.0.10'] });
    expect(await failure(`http://rebind.example:${port}/a.png`, options)).toBe('forbidden-target');
    expect(seen).toHaveLength(0);
  });

  it('checks every redirect hop: a public host redirecting to loopback is refused', async () => {
    handler = (_request, response) => response.writeHead(301, { Location: `http://127.0.0.1:${port}/secret` }).end();
    expect(await failure(`http://images.example:${port}/a.png`, viaPublicName())).toBe('forbidden-target');
    expect(seen.map((request) => request.url)).toEqual(['/a.png']);
  });

  it('checks every redirect hop: a redirect to a name resolving privately is refused', async () => {
    handler = (_request, response) => response.writeHead(302, { Location: 'http://internal.example/secret' }).end();
    const options = viaPublicName({
      resolve: async (hostname) => (hostname === 'internal.example' ? ['10.0.0.5'] : [PUBLIC_ADDRESS]),
    });
    expect(await failure(`http://images.example:${port}/a.png`, options)).toBe('forbidden-target');
  });

  it('stops after the redirect limit', async () => {
    handler = (_request, response) => response.writeHead(302, { Location: '/again' }).end();
    expect(await failure(`http://images.example:${port}/start`, viaPublicName())).toBe('upstream');
    expect(seen).toHaveLength(4);
  });
});

describe('fetchImage: content and caps', () => {
  it('refuses a non-image content type', async () => {
    handler = (_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
    expect(await failure(`http://images.example:${port}/a`, viaPublicName())).toBe('not-image');
  });

  it('refuses SVG, which can carry script', async () => {
    handler = (_request, response) => response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg/>');
    expect(await failure(`http://images.example:${port}/a.svg`, viaPublicName())).toBe('not-image');
  });

  it('refuses bytes that are not an image whatever the header says', async () => {
    handler = (_request, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>not a png</html>');
    expect(await failure(`http://images.example:${port}/a.png`, viaPublicName())).toBe('not-image');
  });

  it('refuses a declared length over the cap', async () => {
    handler = (_request, response) => response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 2048 }).end(Buffer.alloc(2048));
    expect(await failure(`http://images.example:${port}/a.png`, viaPublicName({ maxBytes: 1024 }))).toBe('too-large');
  });

  it('stops reading a chunked body once it passes the cap', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.write(PNG);
      response.end(Buffer.alloc(4096));
    };
    expect(await failure(`http://images.example:${port}/a.png`, viaPublicName({ maxBytes: 1024 }))).toBe('too-large');
  });

  it('gives up when the upstream is too slow', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.write(PNG.subarray(0, 10));
    };
    expect(await failure(`http://images.example:${port}/slow.png`, viaPublicName({ timeoutMs: 300 }))).toBe('timeout');
  });

  it('passes upstream errors on as upstream failures', async () => {
    handler = (_request, response) => response.writeHead(404).end();
    expect(await failure(`http://images.example:${port}/missing.png`, viaPublicName())).toBe('upstream');
  });
});
