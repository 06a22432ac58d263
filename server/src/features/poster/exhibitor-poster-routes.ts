import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryName, parseCountryLocale } from '@fair/locales/countries';
import type { PosterInfo } from '@fair/shared/contracts/poster';
import { exhibitors } from '../../db/schema/exhibitors';
import { halls } from '../../db/schema/reference';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import { notFound } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { parseLocale, pickText } from '../../lib/i18n/locale';
import { translate } from '../../lib/i18n/translate';
import { readSetting } from '../../lib/settings/global-settings';
import { POSTER_SETTING_KEY, posterTemplateSchema } from './poster-schemas';
import { PosterCache, drawPoster, posterSourceOf, versionOf } from './poster-drawing';

const posterCompany = z.object({
  name_zh_cn: z.string(),
  name_en: z.string(),
  logo: z.string().nullable(),
  qr_code: z.string().nullable(),
  country_info: z.string().nullable(),
  hall: z.string().nullable(),
  booth: z.string().nullable(),
});
/** The shared contract's PosterInfo (checked against it). */
const exhibitorPoster = z.object({ template: posterTemplateSchema.nullable(), company: posterCompany }) satisfies z.ZodType<PosterInfo>;

/** Only the language may be chosen: the company is always the session's, so any other parameter is refused. */
const generateQuery = z.strictObject({
  locale: z
    .string()
    .regex(/^(zh[-_]cn|zh[-_]tw|en[-_]us)$/i)
    .optional()
    .describe('zh-cn | zh-tw | en-us (or with _); the Language-Set header when absent'),
});

/** A download name from the company name: no path separators, quotes or control characters. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 150);

/** The exhibitor's side: the template with the own company's details, and the own poster drawn as a PNG. */
const exhibitorPosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exhibitors/global/poster',
    {
      config: { access: { clientTypes: ['exhibitor'], requiresSavedProfile: true } },
      schema: {
        tags: ['poster'],
        summary: 'The poster template and the own company details to draw on it',
        response: responses(exhibitorPoster),
      },
    },
    async (request) => {
      const exhibitorId = exhibitorIdOf(request);
      const [row] = await app.db
        .select({ exhibitor: exhibitors, hallZh: halls.name_zh, hallEn: halls.name_en })
        .from(exhibitors)
        .leftJoin(halls, eq(halls.id, exhibitors.hall_id))
        .where(eq(exhibitors.id, exhibitorId));
      if (!row) throw notFound();
      const e = row.exhibitor;
      return ok({
        template: await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema),
        company: {
          name_zh_cn: e.name_zh_cn,
          name_en: e.name_en,
          logo: e.logo,
          qr_code: e.qr_code,
          country_info: e.country ? (countryName(e.country, parseCountryLocale(request.locale)) ?? null) : null,
          hall: row.hallZh === null ? null : pickText(request.locale, row.hallZh, row.hallEn ?? ''),
          booth: e.booth,
        },
      });
    },
  );

  const posters = new PosterCache();
  app.get(
    '/exhibitors/poster/generate',
    {
      config: { access: { clientTypes: ['exhibitor'], requiresSavedProfile: true } },
      schema: {
        tags: ['poster'],
        summary: 'The own promotional poster (image/png, 400x600) from the poster template and the saved profile; 409 until the profile is saved',
        querystring: generateQuery,
        response: { 200: z.unknown().describe('image/png, 400x600'), 304: z.null().describe('unchanged since the ETag sent in If-None-Match'), ...commonErrorResponses, 409: commonErrorResponses[422] },
      },
    },
    async (request, reply) => {
      const exhibitorId = exhibitorIdOf(request);
      const locale = request.query.locale ? parseLocale(request.query.locale) : request.locale;
      const source = await posterSourceOf(app.db, exhibitorId, locale);
      const version = versionOf(source);
      const etag = `"${version}"`;
      const fileName = safeFileName(translate(locale, 'poster.fileName', { company: pickText(locale, source.company.name_zh, source.company.name_en) })) || 'poster.png';
      reply.headers({
        etag,
        'cache-control': 'private, no-cache',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const cacheKey = `${exhibitorId}:${locale}`;
      let png = posters.get(cacheKey, version);
      if (!png) {
        png = await drawPoster(app.storage, source);
        posters.set(cacheKey, version, png);
      }
      return reply.type('image/png').send(png);
    },
  );
};

export default exhibitorPosterRoutes;
