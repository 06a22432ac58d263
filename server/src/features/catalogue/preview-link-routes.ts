import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activities } from '../../db/schema/activities';
import { news } from '../../db/schema/news';
import { products } from '../../db/schema/products';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import { AppError, fieldError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import type { MessageKey } from '../../lib/i18n/translate';
import { type ItemKind, pagePath } from './catalogue-paths';
import { CATALOGUE_LOCALES } from './catalogue-texts';
import { MAX_ID } from './page-params';
import { PREVIEW_KINDS, PREVIEW_LIFETIME_MS, type PreviewKind, signPreview } from './preview-token';

const previewLinkQuery = z.object({
  kind: z.enum(PREVIEW_KINDS),
  id: z.coerce.number().int().positive().max(MAX_ID).optional().describe('the item; ignored for company'),
  locale: z.enum(CATALOGUE_LOCALES).default('zh-cn'),
});
const previewLink = z.object({ url: z.string().describe('same-host path of the page with ?preview=<token>'), expires_at: z.string().describe('ISO 8601') });

const OWNED: Record<Exclude<PreviewKind, 'company'>, { table: typeof products | typeof news | typeof activities; notFoundKey: MessageKey; path: ItemKind }> = {
  product: { table: products, notFoundKey: 'products.notFound', path: 'products' },
  news: { table: news, notFoundKey: 'news.notFound', path: 'news' },
  activity: { table: activities, notFoundKey: 'activities.notFound', path: 'activities' },
};

/** SPEC §7 preview action: the exhibitor's signed link to one own page of the catalogue, drafts included. */
const previewLinkRoutes: FastifyPluginAsyncZod<{ previewSecret: () => Promise<string> }> = async (app, { previewSecret }) => {
  app.get(
    '/exhibitors/catalogue/preview-link',
    {
      config: { access: { clientTypes: ['exhibitor'] } },
      schema: {
        tags: ['catalogue'],
        summary: 'A signed link (30 minutes) opening one own page of the public catalogue, drafts included',
        querystring: previewLinkQuery,
        response: responses(previewLink),
      },
    },
    async (request) => {
      const exhibitorId = exhibitorIdOf(request);
      const { kind, locale } = request.query;
      let id = exhibitorId;
      let kindPath: ItemKind = 'exhibitors';
      if (kind !== 'company') {
        if (request.query.id === undefined) throw fieldError('id', 'validation.required');
        const { table, notFoundKey, path: itemPath } = OWNED[kind];
        const [own] = await app.db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, request.query.id), eq(table.exhibitor_id, exhibitorId)))
          .limit(1);
        // another exhibitor's item answers like a missing one
        if (!own) throw new AppError(404, notFoundKey);
        id = own.id;
        kindPath = itemPath;
      }
      const expiresAt = Math.floor((Date.now() + PREVIEW_LIFETIME_MS) / 1000);
      const token = signPreview(await previewSecret(), { kind, id, exhibitorId, expiresAt });
      return ok({ url: `${pagePath(locale, kindPath, id)}?preview=${encodeURIComponent(token)}`, expires_at: new Date(expiresAt * 1000).toISOString() });
    },
  );
};

export default previewLinkRoutes;
