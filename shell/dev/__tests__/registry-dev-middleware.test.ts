/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseOverrides, registryDevMiddleware } from '../registry-dev-middleware.cjs';

const registry = {
  remotes: [
    { name: 'mf_exhibitor', entry: '/remotes/mf-exhibitor/mf-manifest.json', clientType: 'exhibitor', modules: ['./routes', './app'] },
    { name: 'mf_organizer', entry: '/remotes/mf-organizer/mf-manifest.json', clientType: 'organizer', modules: ['./routes', './app'] },
  ],
  variants: [],
};

let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  api = http.createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/mf/registry.json') response.end(JSON.stringify({ code: 0, message: 'ok', msg: 'ok', data: registry }));
    else if (request.url === '/plain/mf/registry.json') response.end(JSON.stringify(registry));
    else response.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

/** Runs the middleware and collects what it answers. */
async function answer(middleware: ReturnType<typeof registryDevMiddleware>) {
  const headers: Record<string, string> = {};
  let body = '';
  const response = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: (text: string) => void (body = text),
  };
  await middleware({}, response);
  return { status: response.statusCode, headers, json: JSON.parse(body) };
}

describe('registryDevMiddleware (a remote team works on its remote inside the real shell)', () => {
  it('points the remotes named in MF_DEV_REMOTES at their dev servers and keeps the others', async () => {
    const overrides = parseOverrides('mf_exhibitor=http://localhost:3001/mf-manifest.json');
    const { status, json } = await answer(registryDevMiddleware({ apiUrl, overrides }));
    expect(status).toBe(200);
    expect(json.code).toBe(0);
    expect(json.data.remotes.map((remote: { entry: string }) => remote.entry)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      '/remotes/mf-organizer/mf-manifest.json',
    ]);
  });

  it('also rewrites a registry served without the envelope', async () => {
    const overrides = parseOverrides('mf_organizer=http://localhost:3002/mf-manifest.json');
    const { json } = await answer(registryDevMiddleware({ apiUrl: `${apiUrl}/plain`, overrides }));
    expect(json.remotes[1].entry).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('answers 502 with the reason when the API server is not running', async () => {
    const { status, json } = await answer(registryDevMiddleware({ apiUrl: 'http://127.0.0.1:9', overrides: new Map() }));
    expect(status).toBe(502);
    expect(json.message).toContain('registry unavailable at http://127.0.0.1:9');
  });

  it('refuses a malformed MF_DEV_REMOTES entry', () => {
    expect(() => parseOverrides('mf_exhibitor')).toThrow('MF_DEV_REMOTES: expected name=url, got "mf_exhibitor"');
    expect(parseOverrides('')).toEqual(new Map());
  });
});
