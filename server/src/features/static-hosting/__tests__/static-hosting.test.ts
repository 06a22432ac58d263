import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';

async function writeFile(root: string, relative: string, content: string) {
  await fs.mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await fs.writeFile(path.join(root, relative), content);
}

describe('static hosting', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-root-'));
    await writeFile(root, 'shell/dist/index.html', '<!doctype html><div id="root"></div>');
    await writeFile(root, 'shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
    await writeFile(root, 'shell/dist/.env', 'SECRET=1');
    await writeFile(root, 'mf-exhibitor/dist/mf-manifest.json', '{"id":"mf_exhibitor"}');
    await writeFile(root, 'mf-exhibitor/dist/remoteEntry.js', 'var mf_exhibitor;');
    await writeFile(root, 'mf-exhibitor/dist/__federation_expose_app.9f8e7d6c.js', 'export {}');
    await writeFile(root, 'secret.txt', 'top secret');
    t = await buildTestApp({ staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell index for page navigations, uncached', async () => {
    for (const url of ['/', '/login', '/exhibitor/dashboard', '/checkin/check-in-manage/12?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed shell files for a year', async () => {
    const response = await get('/main.1a2b3c4d.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("shell")');
  });

  it('serves remote builds under /remotes/<folder>/, manifests revalidated', async () => {
    const manifest = await get('/remotes/mf-exhibitor/mf-manifest.json', 'application/json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ id: 'mf_exhibitor' });
    const chunk = await get('/remotes/mf-exhibitor/__federation_expose_app.9f8e7d6c.js', '*/*');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('never serves files outside the build folders, nor dotfiles', async () => {
    for (const url of ['/remotes/mf-exhibitor/../../secret.txt', '/remotes/mf-exhibitor/%2e%2e/%2e%2e/secret.txt', '/remotes/shell/index.html', '/.env', '/%2e%2e/secret.txt', '/remotes/mf-exhibitor/missing.js']) {
      const response = await get(url, '*/*');
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ code: 404, message: '没有找到相关数据', data: null });
      expect(response.body).not.toContain('top secret');
      expect(response.body).not.toContain('SECRET');
    }
  });

  it('keeps API paths out of the fallback', async () => {
    for (const url of ['/api/unknown', '/admin/nothing', '/exhibitors/user/login']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(404);
    }
  });

  it('answers a missing asset with a 404 envelope, not the index', async () => {
    const response = await get('/missing.abcdef12.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(404);
  });
});

describe('static hosting without a built shell', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-empty-'));
    t = await buildTestApp({ staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('shows a plain page saying how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});
