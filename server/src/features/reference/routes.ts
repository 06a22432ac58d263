import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CountryLocale, listCountries, parseCountryLocale } from '@fair/locales/countries';
import { ads } from '../../db/schema/content';
import { applicationAreas, halls, productCategories, productProperties } from '../../db/schema/reference';
import { PUBLIC } from '../../lib/access/route-access';
import { responses } from '../../lib/http/envelope';
import { type ServerLocale, pickText } from '../../lib/i18n/locale';
import { buildCategoryTree, categoryChildren } from './category-tree';
import { envelopeJson, sendJson } from './ready-json';
import { ReferenceCache } from './reference-cache';

/** Lists are read again after this long even without a change notice: data written outside the server shows too. */
export const REFERENCE_TTL_MS = 5000;

const bilingual = z.object({ id: z.number().int(), name: z.string(), name_zh: z.string(), name_en: z.string(), sort: z.number().int() });
const leafCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  has_children: z.boolean(),
  children: z.array(z.never()),
});
// three explicit levels (SPEC §5 depth 3) instead of a recursive schema: exact in OpenAPI too
const secondLevel = leafCategory.extend({ children: z.array(leafCategory) });
const categoryTree = z.array(leafCategory.extend({ children: z.array(secondLevel) }));
const country = z.object({ code: z.string().length(2), name: z.string() });
const ad = z.object({
  id: z.number().int(),
  image: z.string(),
  position: z.string(),
  page: z.string(),
  open_mode: z.enum(['link', 'download']),
  target_url: z.string(),
  sort: z.number().int(),
});

const optionalId = z.coerce.number().int().positive().optional();
const nameFilter = z.string().trim().max(100).optional();

interface NamedRow {
  id: number;
  name_zh: string;
  name_en: string;
  sort: number;
}
const localised = (rows: readonly NamedRow[], locale: ServerLocale, filter?: string) =>
  rows
    .filter((row) => !filter || row.name_zh.includes(filter) || row.name_en.toLowerCase().includes(filter.toLowerCase()))
    .map((row) => ({ id: row.id, name: pickText(locale, row.name_zh, row.name_en), name_zh: row.name_zh, name_en: row.name_en, sort: row.sort }));

/** SPEC §7 reference calls: public, read-mostly lists the forms and the catalogue need. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const namedColumns = (table: typeof applicationAreas | typeof productProperties | typeof halls): Promise<NamedRow[]> =>
    app.db
      .select({ id: table.id, name_zh: table.name_zh, name_en: table.name_en, sort: table.sort })
      .from(table)
      .orderBy(asc(table.sort), asc(table.id));

  const categories = new ReferenceCache(
    () =>
      app.db
        .select({
          id: productCategories.id,
          parent_id: productCategories.parent_id,
          level: productCategories.level,
          name_zh: productCategories.name_zh,
          name_en: productCategories.name_en,
          sort: productCategories.sort,
        })
        .from(productCategories),
    REFERENCE_TTL_MS,
  );
  const areas = new ReferenceCache(() => namedColumns(applicationAreas), REFERENCE_TTL_MS);
  const properties = new ReferenceCache(() => namedColumns(productProperties), REFERENCE_TTL_MS);
  const hallList = new ReferenceCache(() => namedColumns(halls), REFERENCE_TTL_MS);
  const adList = new ReferenceCache(
    () =>
      app.db
        .select({ id: ads.id, image: ads.image, position: ads.position, page: ads.page, open_mode: ads.open_mode, target_url: ads.target_url, sort: ads.sort })
        .from(ads)
        .where(eq(ads.enabled, true))
        .orderBy(asc(ads.sort), asc(ads.id)),
    REFERENCE_TTL_MS,
  );
  await app.changes.on('reference', () => {
    for (const cache of [categories, areas, properties, hallList, adList]) cache.invalidate();
  });

  app.get(
    '/api/product-category/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Product categories: the whole tree (three levels, ordered), or one level with parent_id',
        querystring: z.object({ parent_id: optionalId }),
        response: responses(categoryTree),
      },
    },
    async (request, reply) => {
      const parentId = request.query.parent_id;
      if (parentId !== undefined) {
        return sendJson(reply, envelopeJson(request, categoryChildren(await categories.rows(), parentId, request.locale)));
      }
      const json = await categories.rendered(request.locale, (rows) => envelopeJson(request, buildCategoryTree(rows, request.locale)));
      return sendJson(reply, json);
    },
  );

  for (const [url, cache, summary] of [
    ['/api/application-areas/list', areas, 'Application areas (Chinese and English names); name filters'],
    ['/api/product-attr/list', properties, 'Product properties (Chinese and English names); name filters'],
    ['/api/exhibitors/hall/list', hallList, 'Hall numbers of the venue; name filters'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: PUBLIC },
        schema: { tags: ['reference'], summary, querystring: z.object({ name: nameFilter }), response: responses(z.array(bilingual)) },
      },
      async (request, reply) => {
        const filter = request.query.name;
        if (filter) return sendJson(reply, envelopeJson(request, localised(await cache.rows(), request.locale, filter)));
        return sendJson(reply, await cache.rendered(request.locale, (rows) => envelopeJson(request, localised(rows, request.locale))));
      },
    );
  }

  app.get(
    '/api/ad/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Enabled ads in display order; page and position filter',
        querystring: z.object({ page: z.string().trim().max(100).optional(), position: z.string().trim().max(100).optional() }),
        response: responses(z.array(ad)),
      },
    },
    async (request, reply) => {
      const { page, position } = request.query;
      const rows = (await adList.rows()).filter((row) => (!page || row.page === page) && (!position || row.position === position));
      return sendJson(reply, envelopeJson(request, rows));
    },
  );

  const countryJson = new Map<string, string>();
  app.get(
    '/api/exhibitors/country/list',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['reference'],
        summary: 'Countries (incl. AC and XK) named in one of the 14 list locales: query locale (en_us or en-us), else Language-Set',
        querystring: z.object({ locale: z.string().max(20).optional() }),
        response: responses(z.array(country)),
      },
    },
    async (request, reply) => {
      const listLocale: CountryLocale = parseCountryLocale(request.query.locale) ?? parseCountryLocale(request.locale) ?? 'zh-cn';
      const key = `${request.locale}|${listLocale}`;
      let json = countryJson.get(key);
      if (json === undefined) {
        json = envelopeJson(request, listCountries(listLocale));
        countryJson.set(key, json);
      }
      return sendJson(reply, json);
    },
  );
};

export default referenceRoutes;
