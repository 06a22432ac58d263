import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

let t: TestApp;
let target: Server;
let hits = 0;
beforeAll(async () => {
  t = await buildTestApp();
  // a local image server the proxy must never reach: loopback is an internal address
  target = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
  });
  target.listen(0, '127.0.0.1');
  await once(target, 'listening');
});
afterAll(async () => {
  target.close();
  await t.close();
});

const get = (url: string, principal: 'exhibitorA' | 'organizerAll' | 'miniprog' | 'anonymous' = 'exhibitorA') =>
  t.injectAs(principal, { method: 'GET', url: `/api/common/proxy-image?url=${encodeURIComponent(url)}`, headers: { 'language-set': 'en-us' } });

describe('GET /api/common/proxy-image', () => {
  it.each([
    ['loopback', () => `http://127.0.0.1:${(target.address() as AddressInfo).port}/logo.png`],
    ['localhost', () => `http://localhost:${(target.address() as AddressInfo).port}/logo.png`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${(target.address() as AddressInfo).port}/logo.png`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses an internal target (%s) without contacting it', async (_label, url) => {
    const response = await get(url());
    expect(response.statusCode).toBe(422);
    expect(envelope(response).data).toEqual({ errors: [{ field: 'url', message: 'This image address cannot be accessed' }] });
    expect(hits).toBe(0);
  });

  it.each(['ftp://example.com/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'logo.png'])('refuses the non-http URL %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).data).toEqual({ errors: [{ field: 'url', message: 'The image address must start with http:// or https://' }] });
  });

  it('answers a host name that does not resolve as a bad address, not a server failure', async () => {
    const response = await get('http://no-such-host.invalid/logo.png');
    expect(response.statusCode).toBe(422);
    expect(envelope(response).data).toEqual({ errors: [{ field: 'url', message: 'The image address cannot be reached' }] });
  });

  it('needs the url query', async () => {
    const response = await t.injectAs('exhibitorA', { method: 'GET', url: '/api/common/proxy-image' });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ errors: { field: string }[] }>(response).data.errors[0].field).toBe('url');
  });

  it('is for signed-in clients of every type only', async () => {
    expect((await get('http://127.0.0.1/a.png', 'anonymous')).statusCode).toBe(401);
    expect((await get('http://127.0.0.1/a.png', 'organizerAll')).statusCode).toBe(422);
    expect((await get('http://127.0.0.1/a.png', 'miniprog')).statusCode).toBe(422);
  });
});
