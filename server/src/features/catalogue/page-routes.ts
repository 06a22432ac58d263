import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../lib/access/route-access';
import { cachedPageOf, type RenderedPage } from '../../lib/cache/page-cache';
import { type RenderSettings, notFoundPage, renderActivity, renderCompany, renderDirectory, renderNews, renderProduct, renderSitemap } from './catalogue-pages';
import { CATALOGUE_ROOT, ENGLISH_SEGMENT, type ItemKind, pagePath } from './catalogue-paths';
import { type CatalogueLocale, CATALOGUE_LOCALES } from './catalogue-texts';
import { directoryQuery } from './components/directory-page';
import { type PageAnswers, STYLESHEET, STYLESHEET_NAME } from './page-answers';
import { directoryFiltersOf, idOf, single } from './page-params';
import { type PreviewKind, verifyPreview } from './preview-token';

const ITEM_KINDS: { kind: ItemKind; preview: PreviewKind; render: (settings: RenderSettings, id: number) => Promise<RenderedPage> }[] = [
  { kind: 'exhibitors', preview: 'company', render: renderCompany },
  { kind: 'products', preview: 'product', render: renderProduct },
  { kind: 'news', preview: 'news', render: renderNews },
  { kind: 'activities', preview: 'activity', render: renderActivity },
];

const pageOptions = { config: { access: PUBLIC }, schema: { hide: true } };

/** The pages themselves: directory and item pages in both languages (an item's signed preview too), not-found, sitemaps, stylesheet. */
const pageRoutes: FastifyPluginAsyncZod<{ answers: PageAnswers; previewSecret: () => Promise<string> }> = async (app, { answers, previewSecret }) => {
  const { originOf, settingsOf, sendPublic, sendPrivate } = answers;

  for (const locale of CATALOGUE_LOCALES) {
    const base = pagePath(locale);

    app.get(base, pageOptions, async (request, reply) => {
      const filters = directoryFiltersOf(request.query as Record<string, unknown>);
      return sendPublic(request, reply, `${base}${directoryQuery(filters)}`, () => renderDirectory(settingsOf(request, locale), filters));
    });

    for (const { kind, preview: previewKind, render } of ITEM_KINDS) {
      app.get(`${base}/${kind}/:id`, pageOptions, async (request, reply) => {
        const id = idOf((request.params as { id: string }).id);
        const settings = settingsOf(request, locale);
        if (id === undefined) return sendPublic(request, reply, `${base}/${kind}/-`, async () => notFoundPage(settings));
        const token = single((request.query as Record<string, unknown>).preview);
        const grant = token === undefined ? undefined : verifyPreview(await previewSecret(), token);
        // a preview opens exactly the page it was made for; any other token gets the public answer
        if (grant && grant.kind === previewKind && grant.id === id && (previewKind !== 'company' || grant.exhibitorId === id)) {
          return sendPrivate(reply, cachedPageOf(await render({ ...settings, preview: grant }, id)));
        }
        return sendPublic(request, reply, `${base}/${kind}/${id}`, () => render(settings, id));
      });
    }
  }

  // anything else below /catalogue is the catalogue's own not-found page, never the portal's shell
  app.get(`${CATALOGUE_ROOT}/*`, pageOptions, async (request, reply) => {
    const locale: CatalogueLocale = request.url.startsWith(`${CATALOGUE_ROOT}/${ENGLISH_SEGMENT}/`) ? 'en-us' : 'zh-cn';
    return sendPublic(request, reply, `${pagePath(locale)}/-`, async () => notFoundPage(settingsOf(request, locale)));
  });

  app.get(`${CATALOGUE_ROOT}/sitemap.xml`, pageOptions, async (request, reply) =>
    sendPublic(request, reply, `${CATALOGUE_ROOT}/sitemap.xml`, async () => (await renderSitemap({ db: app.db, origin: originOf(request) })) ?? notFoundPage(settingsOf(request, 'zh-cn'))),
  );

  // the parts of a sitemap index, when the catalogue outgrows one sitemap file
  app.get(`${CATALOGUE_ROOT}/sitemaps/:file`, pageOptions, async (request, reply) => {
    const part = idOf(/^(\d+)\.xml$/.exec((request.params as { file: string }).file)?.[1]);
    const key = `${CATALOGUE_ROOT}/sitemaps/${part ?? '-'}`;
    return sendPublic(request, reply, key, async () => (part && (await renderSitemap({ db: app.db, origin: originOf(request) }, part))) || notFoundPage(settingsOf(request, 'zh-cn')));
  });

  app.get(`${CATALOGUE_ROOT}/assets/:file`, pageOptions, async (request, reply) => {
    if ((request.params as { file: string }).file !== STYLESHEET_NAME) {
      return sendPublic(request, reply, `${CATALOGUE_ROOT}/-`, async () => notFoundPage(settingsOf(request, 'zh-cn')));
    }
    return reply
      .headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
      .send(STYLESHEET);
  });
};

export default pageRoutes;
