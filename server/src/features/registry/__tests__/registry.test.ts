import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EXTERNAL_LINK_IDS } from '@fair/shared/contracts/registry';
import { loadConfig } from '../../../config/config';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import type { RegistryAnswer } from '../remote-registry';

describe('GET /mf/registry.json', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'registry-'));
    t = await buildTestApp({ remoteRegistryFile: path.join(dir, 'registry.json') });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves the four local remotes (check-in its own, in the mini-programme console) and host variants by default, uncached', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/mf/registry.json' });
      expect(response.headers['cache-control']).toBe('no-store');
      const registry = envelope<RegistryAnswer>(response).data;
      expect(registry.remotes).toEqual([
        { name: 'mf_exhibitor', entry: '/remotes/mf-exhibitor/mf-manifest.json', clientType: 'exhibitor', modules: ['./routes', './app'] },
        { name: 'mf_organizer', entry: '/remotes/mf-organizer/mf-manifest.json', clientType: 'organizer', modules: ['./routes', './app'] },
        { name: 'mf_miniprog', entry: '/remotes/mf-miniprog/mf-manifest.json', clientType: 'miniprog', modules: ['./routes', './app'] },
        { name: 'mf_checkin', entry: '/remotes/mf-checkin/mf-manifest.json', clientType: 'miniprog', modules: ['./routes', './app'] },
      ]);
      expect(registry.variants).toEqual([
        { host: 'exhibitor', clientType: 'exhibitor' },
        { host: 'organizer', clientType: 'organizer' },
        { host: 'miniprog', clientType: 'miniprog' },
      ]);
    } finally {
      await plain.close();
    }
  });

  it('gives the exhibitor menu external items and the layout links an address per language by default', async () => {
    const plain = await buildTestApp();
    try {
      const links = envelope<RegistryAnswer>(await plain.app.inject({ method: 'GET', url: '/mf/registry.json' })).data.externalLinks ?? {};
      expect(links['/external/badge-application']).toEqual({
        'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/badge-application',
        'en-us': 'https://www.fair.example/en-us/exhibitors/badge-application',
      });
      expect(links['/external/vip-invitation']).toEqual({
        'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/vip-invitation',
        'en-us': 'https://www.fair.example/en-us/exhibitors/vip-invitation',
      });
      for (const id of EXTERNAL_LINK_IDS) expect(Object.keys(links[id] ?? {})).toEqual(['zh-cn', 'en-us']);
    } finally {
      await plain.close();
    }
  });

  it('serves the configured site and link overrides', async () => {
    const configured = await buildTestApp({
      externalLinks: loadConfig({ SITE_URL: 'https://expo.test', EXTERNAL_LINKS: '{"legal":{"zh-cn":"https://legal.expo.test/"}}' }).externalLinks,
    });
    try {
      const links = envelope<RegistryAnswer>(await configured.app.inject({ method: 'GET', url: '/mf/registry.json' })).data.externalLinks ?? {};
      expect(links.legal).toEqual({ 'zh-cn': 'https://legal.expo.test/' });
      expect(links.privacy).toEqual({ 'zh-cn': 'https://expo.test/zh-cn/privacy', 'en-us': 'https://expo.test/en-us/privacy' });
    } finally {
      await configured.close();
    }
  });

  it('reads REMOTE_REGISTRY_FILE on every request, so a switch needs no restart', async () => {
    const file = path.join(dir, 'registry.json');
    const first = {
      remotes: [{ name: 'mf_exhibitor', entry: 'https://cdn.example/v1/mf-manifest.json', clientType: 'exhibitor', modules: ['./routes', './app'] }],
      variants: [{ host: 'portal', clientType: 'exhibitor' }],
    };
    await fs.writeFile(file, JSON.stringify(first));
    expect(envelope<RegistryAnswer>(await t.app.inject({ method: 'GET', url: '/mf/registry.json' })).data).toMatchObject(first);
    const second = { ...first, remotes: [{ ...first.remotes[0], entry: 'https://cdn.example/v2/mf-manifest.json' }] };
    await fs.writeFile(file, JSON.stringify(second));
    expect(envelope<RegistryAnswer>(await t.app.inject({ method: 'GET', url: '/mf/registry.json' })).data.remotes[0].entry).toBe(
      'https://cdn.example/v2/mf-manifest.json',
    );
  });

  it('keeps serving the configured external links with a registry file; a file replaces the links it names itself', async () => {
    const file = path.join(dir, 'registry.json');
    const remotes = [{ name: 'mf_exhibitor', entry: 'https://cdn.example/v3/mf-manifest.json', clientType: 'exhibitor', modules: ['./routes', './app'] }];
    await fs.writeFile(file, JSON.stringify({ remotes, variants: [] }));
    const served = envelope<RegistryAnswer>(await t.app.inject({ method: 'GET', url: '/mf/registry.json' })).data.externalLinks ?? {};
    expect(served['/external/badge-application']).toEqual({
      'zh-cn': 'https://www.fair.example/zh-cn/exhibitors/badge-application',
      'en-us': 'https://www.fair.example/en-us/exhibitors/badge-application',
    });

    const own = { '/external/vip-invitation': { 'zh-cn': 'https://vip.expo.test/zh', 'en-us': 'https://vip.expo.test/en' } };
    await fs.writeFile(file, JSON.stringify({ remotes, variants: [], externalLinks: own }));
    const replaced = envelope<RegistryAnswer>(await t.app.inject({ method: 'GET', url: '/mf/registry.json' })).data.externalLinks ?? {};
    expect(replaced['/external/vip-invitation']).toEqual(own['/external/vip-invitation']);
    expect(replaced['/external/badge-application']?.['en-us']).toBe('https://www.fair.example/en-us/exhibitors/badge-application');
  });

  it('answers a 500 envelope without details for a broken registry file', async () => {
    await fs.writeFile(path.join(dir, 'registry.json'), '{"remotes": [{"name": "bad name"}]}');
    const response = await t.app.inject({ method: 'GET', url: '/mf/registry.json' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('registry.json');
  });
});
