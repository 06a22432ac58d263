import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

const INLINE_SCRIPT = 'window.__FAIR_BOOT__ = { started: Date.now() };';
const INDEX_HTML = `<!doctype html><html><head><style>body{margin:0}</style>
<script>${INLINE_SCRIPT}</script><script defer src="/main.1a2b3c4d.js"></script></head>
<body><div id="root"></div><script type="module">import('/x.js')</script></body></html>`;

async function writeFile(root: string, relative: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await fs.writeFile(path.join(root, relative), content);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

function expectPageHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toContain("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src')).toContain("'unsafe-inline'");
  return policy;
}

describe('security headers of the shell pages', () => {
  let root: string;
  let registryFile: string;
  let t: TestApp;

  const page = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', host } });
  const writeRegistry = (entries: Record<string, string>) =>
    fs.writeFile(
      registryFile,
      JSON.stringify({
        remotes: Object.entries(entries).map(([clientType, entry]) => ({ name: `mf_${clientType}`, entry, clientType, modules: ['./routes', './app'] })),
        variants: [{ host: 'organizer.localhost', clientType: 'organizer' }],
      }),
    );

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'page-headers-'));
    registryFile = path.join(root, 'registry.json');
    await writeFile(root, 'shell/dist/index.html', INDEX_HTML);
    await writeFile(root, 'shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
    await writeFile(root, 'mf-exhibitor/dist/mf-manifest.json', '{"id":"mf_exhibitor"}');
    await writeFile(root, 'mf-exhibitor/dist/remoteEntry.js', 'var mf_exhibitor;');
    await writeRegistry({ exhibitor: '/remotes/mf-exhibitor/mf-manifest.json', organizer: '/remotes/mf-organizer/mf-manifest.json', miniprog: '/remotes/mf-miniprog/mf-manifest.json' });
    t = await buildTestApp({ staticRoot: root, remoteRegistryFile: registryFile });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('sends CSP, nosniff, referrer policy and frame protection with the login, each dashboard on its host and the 404 page', async () => {
    const pages: [string, string][] = [
      ['/login', 'localhost'],
      ['/exhibitor/dashboard', 'localhost'],
      ['/organizer/dashboard', 'organizer.localhost'],
      ['/miniprog/dashboard', 'miniprog.localhost'],
      ['/no/such/page', 'localhost'],
      ['/index.html', 'localhost'],
      ['/', 'organizer.localhost'],
    ];
    for (const [url, host] of pages) {
      const response = await page(url, host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      const policy = expectPageHeaders(response);
      // remotes on this server: nothing beyond the page's own origin
      expect(policy.get('script-src')?.filter((source) => !source.startsWith("'"))).toEqual([]);
    }
  });

  it('allows exactly the inline scripts of the built index.html by their sha256 hashes', async () => {
    const policy = policyOf(await page('/login'));
    expect(policy.get('script-src')).toEqual(["'self'", sha256(INLINE_SCRIPT), sha256("import('/x.js')")]);
  });

  it('follows a rebuilt index.html without a restart', async () => {
    const rebuilt = '<!doctype html><script>boot(2)</script><div id="root"></div>';
    await writeFile(root, 'shell/dist/index.html', rebuilt);
    try {
      const response = await page('/login');
      expect(response.body).toBe(rebuilt);
      expect(policyOf(response).get('script-src')).toEqual(["'self'", sha256('boot(2)')]);
    } finally {
      await writeFile(root, 'shell/dist/index.html', INDEX_HTML);
    }
  });

  it("names the registry's remote origins when the registry points at another origin, read on every request", async () => {
    await writeRegistry({
      exhibitor: 'https://cdn.example.com/fair/exhibitor/2.1.0/mf-manifest.json',
      organizer: '//static.example.net/mf-organizer/mf-manifest.json',
      miniprog: '/remotes/mf-miniprog/mf-manifest.json',
    });
    try {
      const policy = expectPageHeaders(await page('/exhibitor/dashboard'));
      for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        expect(policy.get(directive)).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com', 'static.example.net']));
      }
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com', 'static.example.net']);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.com', 'static.example.net', sha256(INLINE_SCRIPT), sha256("import('/x.js')")]);
      expect(policy.get('img-src')).toEqual(["'self'", 'https://cdn.example.com', 'static.example.net', 'data:', 'blob:', 'https:']);
    } finally {
      await writeRegistry({ exhibitor: '/remotes/mf-exhibitor/mf-manifest.json', organizer: '/remotes/mf-organizer/mf-manifest.json', miniprog: '/remotes/mf-miniprog/mf-manifest.json' });
    }
    expect(policyOf(await page('/exhibitor/dashboard')).get('connect-src')).toEqual(["'self'"]);
  });

  it('still serves the page with its own origin only when the registry file is broken', async () => {
    await fs.writeFile(registryFile, '{ not json');
    try {
      const response = await page('/login');
      expect(response.statusCode).toBe(200);
      expect(expectPageHeaders(response).get('connect-src')).toEqual(["'self'"]);
    } finally {
      await writeRegistry({ exhibitor: '/remotes/mf-exhibitor/mf-manifest.json', organizer: '/remotes/mf-organizer/mf-manifest.json', miniprog: '/remotes/mf-miniprog/mf-manifest.json' });
    }
  });

  it("lets a shell on another origin read a remote's manifest and chunks", async () => {
    for (const url of ['/remotes/mf-exhibitor/mf-manifest.json', '/remotes/mf-exhibitor/remoteEntry.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://portal.example.org' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('marks JSON answers and files nosniff too', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/mf/registry.json' }),
      t.app.inject({ method: 'GET', url: '/api/unknown' }),
      t.app.inject({ method: 'GET', url: '/missing.abcdef12.js', headers: { accept: '*/*' } }),
      t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { accept: '*/*' } }),
      t.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/user/info' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 404, 200, 200]);
    expect(envelope(answers[1]).code).toBe(404);
    for (const response of answers) expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers of the page shown before the front end is built', () => {
  it('carries the same headers as the shell', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'page-headers-unbuilt-'));
    const t = await buildTestApp({ staticRoot: root });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(expectPageHeaders(response).get('script-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
