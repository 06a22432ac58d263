import { LISTING_MAX_AGE_MS, PageCache, type RenderedPage, STALE_WHILE_REVALIDATE_MS } from '../page-cache';

/** Renders that count themselves and name their version in the body. */
function renders(tags: Partial<RenderedPage>) {
  let count = 0;
  const render = async (): Promise<RenderedPage> => {
    count += 1;
    return { status: 200, contentType: 'text/html', body: `v${count}`, ...tags };
  };
  return { render, count: () => count };
}
const bodyOf = async (page: Promise<{ body: Buffer }>) => (await page).body.toString();
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PageCache: what a company’s save makes stale', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('drops the company’s own pages at once', async () => {
    const cache = new PageCache(100, now);
    const page = renders({ exhibitorId: 7 });
    expect(await bodyOf(cache.get('/exhibitors/7', page.render))).toBe('v1');
    cache.invalidate({ exhibitorId: 7 });
    expect(cache.peek('/exhibitors/7')).toBeUndefined();
    expect(await bodyOf(cache.get('/exhibitors/7', page.render))).toBe('v2');
  });

  it('keeps a listing that does not show the company, and re-renders it after LISTING_MAX_AGE_MS', async () => {
    const cache = new PageCache(100, now);
    const listing = renders({ listing: true, shows: [1, 2] });
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v1');
    cache.invalidate({ exhibitorId: 7 });
    expect(cache.peek('/catalogue')?.body.toString()).toBe('v1');
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v1');
    expect(listing.count()).toBe(1);
    clock += LISTING_MAX_AGE_MS;
    expect(cache.peek('/catalogue')).toBeUndefined();
    // answered as it was while one render replaces it
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v1');
    await settle();
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v2');
  });

  it('answers a listing that shows the company stale once, with one render for all callers, then the new one', async () => {
    const cache = new PageCache(100, now);
    const listing = renders({ listing: true, shows: [7, 8] });
    await cache.get('/catalogue?page=1', listing.render);
    cache.invalidate({ exhibitorId: 7 });
    expect(cache.peek('/catalogue?page=1')).toBeUndefined();
    const answers = await Promise.all([1, 2, 3].map(() => bodyOf(cache.get('/catalogue?page=1', listing.render))));
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    await settle();
    expect(listing.count()).toBe(2);
    expect(await bodyOf(cache.get('/catalogue?page=1', listing.render))).toBe('v2');
  });

  it('makes a listing that does not say what it shows stale on any save', async () => {
    const cache = new PageCache(100, now);
    const sitemap = renders({ listing: true });
    await cache.get('/sitemap.xml', sitemap.render);
    cache.invalidate({ exhibitorId: 99 });
    expect(cache.peek('/sitemap.xml')).toBeUndefined();
    expect(await bodyOf(cache.get('/sitemap.xml', sitemap.render))).toBe('v1');
    await settle();
    expect(await bodyOf(cache.get('/sitemap.xml', sitemap.render))).toBe('v2');
  });

  it('drops a not-found answer on any save: what it missed may just have been published', async () => {
    const cache = new PageCache(100, now);
    let published = false;
    const render = async (): Promise<RenderedPage> => (published ? { status: 200, contentType: 'text/html', body: 'news', exhibitorId: 5 } : { status: 404, contentType: 'text/html', body: 'missing', listing: true });
    expect(await bodyOf(cache.get('/news/9', render))).toBe('missing');
    published = true;
    cache.invalidate({ exhibitorId: 5 });
    expect(await bodyOf(cache.get('/news/9', render))).toBe('news');
  });

  it('waits for the render once the stale window has passed', async () => {
    const cache = new PageCache(100, now);
    const listing = renders({ listing: true, shows: [7] });
    await cache.get('/catalogue', listing.render);
    cache.invalidate({ exhibitorId: 7 });
    clock += STALE_WHILE_REVALIDATE_MS;
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v2');
  });

  it('drops everything on a change of everything (reference data, a ban): nothing stale is answered', async () => {
    const cache = new PageCache(100, now);
    const listing = renders({ listing: true, shows: [1] });
    const own = renders({ exhibitorId: 1 });
    await cache.get('/catalogue', listing.render);
    await cache.get('/exhibitors/1', own.render);
    cache.invalidate('all');
    expect(cache.size).toBe(0);
    expect(await bodyOf(cache.get('/catalogue', listing.render))).toBe('v2');
  });

  it('does not keep a render that overlapped a change, so the next caller renders again', async () => {
    const cache = new PageCache(100, now);
    let release: (page: RenderedPage) => void = () => undefined;
    const slow = () => new Promise<RenderedPage>((resolve) => (release = resolve));
    const answer = cache.get('/exhibitors/3', slow);
    cache.invalidate({ exhibitorId: 3 });
    release({ status: 200, contentType: 'text/html', body: 'before', exhibitorId: 3 });
    expect(await bodyOf(answer)).toBe('before');
    await settle();
    expect(cache.peek('/exhibitors/3')).toBeUndefined();
  });
});
