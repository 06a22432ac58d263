import { type TestApp, buildTestApp } from '../../../test/build-test-app';

describe('GET /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://fair.example.com' });
  });
  afterAll(() => t?.close());

  it('allows the catalogue, keeps crawlers out of the consoles and names the sitemap at PUBLIC_URL', async () => {
    const response = await t.injectAs('anonymous', { method: 'GET', url: '/robots.txt', headers: { host: 'internal.local:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /catalogue',
      'Allow: /api/files/',
      'Disallow: /',
      '',
      'Sitemap: https://fair.example.com/catalogue/sitemap.xml',
      '',
    ]);
  });

  it('names a sitemap the server serves', async () => {
    const sitemap = await t.injectAs('anonymous', { method: 'GET', url: '/catalogue/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('https://fair.example.com/catalogue');
  });
});
