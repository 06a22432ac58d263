import { globalSettings } from '../../../db/schema/content';
import { eq } from 'drizzle-orm';
import { type TestApp, buildTestApp, envelope } from '../../../test/build-test-app';
import { type CatalogueWorld, insertCatalogueWorld } from './catalogue-world';
import { PREVIEW_LIFETIME_MS, signPreview, verifyPreview } from '../preview-token';

let t: TestApp;
let world: CatalogueWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await insertCatalogueWorld(t.db, t.fixtures);
});
afterAll(async () => {
  await t?.close();
});

type Link = { url: string; expires_at: string };
const linkFor = (query: string, as: Parameters<TestApp['injectAs']>[0] = 'exhibitorA') => t.injectAs(as, { method: 'GET', url: `/exhibitors/catalogue/preview-link?${query}` });
const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('preview links', () => {
  it('opens the owner\'s draft news in Chinese and English, never cached', async () => {
    for (const [locale, prefix, title] of [
      ['zh-cn', '/catalogue', '草稿新闻'],
      ['en-us', '/catalogue/en-us', 'Draft news'],
    ] as const) {
      const response = await linkFor(`kind=news&id=${world.draftNewsOfA}&locale=${locale}`);
      expect(response.statusCode).toBe(200);
      const { url, expires_at } = envelope<Link>(response).data;
      expect(url).toMatch(new RegExp(`^${prefix}/news/${world.draftNewsOfA}\\?preview=news\\.${world.draftNewsOfA}\\.${t.fixtures.exhibitors.main}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      const lifetime = Date.parse(expires_at) - Date.now();
      expect(lifetime).toBeGreaterThan(PREVIEW_LIFETIME_MS - 5000);
      expect(lifetime).toBeLessThanOrEqual(PREVIEW_LIFETIME_MS);
      const page = await open(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.etag).toBeUndefined();
      // the public answer stays 404, also after the preview was seen
      expect((await open(`${prefix}/news/${world.draftNewsOfA}`)).statusCode).toBe(404);
    }
  });

  it('opens draft products and activities and the own company page', async () => {
    for (const [kind, id, path, text] of [
      ['product', world.draftProductOfA, 'products', '草稿展品'],
      ['activity', world.draftActivityOfA, 'activities', '草稿活动'],
    ] as const) {
      const { url } = envelope<Link>(await linkFor(`kind=${kind}&id=${id}`)).data;
      expect(url.startsWith(`/catalogue/${path}/${id}?preview=`)).toBe(true);
      const page = await open(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(text);
      expect(page.body).toContain('草稿</span>');
    }
    const company = envelope<Link>(await linkFor('kind=company&id=999&locale=en-us')).data;
    expect(company.url.startsWith(`/catalogue/en-us/exhibitors/${t.fixtures.exhibitors.main}?preview=`)).toBe(true);
    expect((await open(company.url)).headers['cache-control']).toBe('private, no-store');
  });

  it('previews in English the product of a company without English introduction with a notice; the public English page stays 404', async () => {
    const { url } = envelope<Link>(await linkFor(`kind=product&id=${world.productOfB}&locale=en-us`, 'exhibitorB')).data;
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The company&#x27;s English name or English introduction is missing, so the English catalogue does not show its products.');
    expect((await open(url.split('?')[0])).statusCode).toBe(404);
  });

  it('lets an unsaved company see its own page through the preview only', async () => {
    const { url } = envelope<Link>(await linkFor('kind=company', 'exhibitorNew')).data;
    expect((await open(url)).statusCode).toBe(200);
    expect((await open(url.split('?')[0])).statusCode).toBe(404);
  });

  it('answers 404 for another exhibitor\'s item, like a missing one; 422 without id', async () => {
    const foreign = await linkFor(`kind=news&id=${world.newsOfA}`, 'exhibitorB');
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).message).toBe('新闻不存在或已删除');
    expect((await linkFor('kind=product&id=2147483647')).statusCode).toBe(404);
    expect((await linkFor('kind=news')).statusCode).toBe(422);
    expect((await linkFor('kind=poster&id=1')).statusCode).toBe(422);
    expect((await linkFor(`kind=news&id=${world.draftNewsOfA}`, 'anonymous')).statusCode).toBe(401);
    expect((await linkFor(`kind=news&id=${world.draftNewsOfA}`, 'organizerAll')).statusCode).toBe(403);
  });

  it('gives tampered tokens the public answer: other id, other kind, other exhibitor, altered signature', async () => {
    const { url } = envelope<Link>(await linkFor(`kind=news&id=${world.draftNewsOfA}`)).data;
    const token = decodeURIComponent(url.split('preview=')[1]);
    const [kind, id, exhibitor, expiry, signature] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const [path, forged] of [
      [`/catalogue/news/${world.draftNewsOfA}`, [kind, id, exhibitor, expiry, flipped].join('.')],
      [`/catalogue/news/${world.draftNewsOfA}`, [kind, id, t.fixtures.exhibitors.rival, expiry, signature].join('.')],
      [`/catalogue/news/${world.draftNewsOfA}`, [kind, id, exhibitor, String(Number(expiry) + 3600), signature].join('.')],
      [`/catalogue/activities/${world.draftActivityOfA}`, ['activity', world.draftActivityOfA, exhibitor, expiry, signature].join('.')],
      // a genuine token opens only its own page
      [`/catalogue/news/${world.newsOfA}`, token],
      [`/catalogue/news/${world.draftNewsOfA}`, `${token}x`],
      [`/catalogue/news/${world.draftNewsOfA}`, ''],
    ] as const) {
      const page = await open(`${path}?preview=${encodeURIComponent(forged)}`);
      expect(page.statusCode).toBe(404);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('expires after 30 minutes: an expired token gets the public answer', async () => {
    const [{ value }] = await t.db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, 'catalogue.preview-secret'));
    const secret = value as string;
    const grant = { kind: 'news' as const, id: world.draftNewsOfA, exhibitorId: t.fixtures.exhibitors.main };
    const expired = signPreview(secret, { ...grant, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await open(`/catalogue/news/${world.draftNewsOfA}?preview=${expired}`)).statusCode).toBe(404);
    const valid = signPreview(secret, { ...grant, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await open(`/catalogue/news/${world.draftNewsOfA}?preview=${valid}`)).statusCode).toBe(200);
    const issuedAt = Date.now();
    const token = signPreview(secret, { ...grant, expiresAt: Math.floor((issuedAt + PREVIEW_LIFETIME_MS) / 1000) });
    expect(verifyPreview(secret, token, issuedAt + PREVIEW_LIFETIME_MS - 1000)).toMatchObject(grant);
    expect(verifyPreview(secret, token, issuedAt + PREVIEW_LIFETIME_MS + 1000)).toBeUndefined();
  });

  it('accepts only the exact spelling of the signature: every other last character is refused', () => {
    const secret = 'preview-secret-for-spelling-check-000000';
    const grant = { kind: 'news' as const, id: 7, exhibitorId: 3, expiresAt: Math.floor(Date.now() / 1000) + 60 };
    const token = signPreview(secret, grant);
    expect(verifyPreview(secret, token)).toEqual(grant);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const accepted = [...alphabet].filter((char) => verifyPreview(secret, `${token.slice(0, -1)}${char}`) !== undefined);
    expect(accepted).toEqual([token.slice(-1)]);
  });

  it('signs with the configured secret when one is set', async () => {
    const configured = await buildTestApp({ previewSecret: 'a'.repeat(40) });
    try {
      const response = await configured.injectAs('exhibitorA', { method: 'GET', url: '/exhibitors/catalogue/preview-link?kind=company' });
      const token = decodeURIComponent(envelope<Link>(response).data.url.split('preview=')[1]);
      expect(verifyPreview('a'.repeat(40), token)).toMatchObject({ kind: 'company', exhibitorId: configured.fixtures.exhibitors.main });
    } finally {
      await configured.close();
    }
  });
});
