import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POSTER_PATHS } from '@fair/shared/contracts/poster';
import type { PosterTemplateValues } from '@fair/shared/validation/poster';
import type { Database } from '../../db/client';
import { principalOf } from '../../lib/access/principal-of';
import { AppError } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { foreignImages } from './foreign-images';
import { readSetting, writeSettingLogged } from '../../lib/settings/global-settings';
import { posterAccess } from './poster-access';
import { posterPreviewBody } from './poster-batch-schemas';
import { drawPoster, posterSourceOf } from './poster-drawing';
import { POSTER_SETTING_KEY, posterTemplateSchema } from './poster-schemas';

/** The template's images must be admins' uploads, or the ones the saved template already shows. */
async function refuseForeignImages(db: Database, template: PosterTemplateValues, current: PosterTemplateValues | null, prefix = ''): Promise<void> {
  const images = [{ field: `${prefix}image`, url: template.image }, ...(template.image_en ? [{ field: `${prefix}image_en`, url: template.image_en }] : [])];
  const problems = await foreignImages(db, images, new Set(current ? [current.image, current.image_en].filter(Boolean) : []));
  if (problems.length) throw new AppError(422, 'errors.validation', undefined, { errors: problems });
}

/** The organizer's poster template, read, saved and previewed on a company before it is saved. */
const posterTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    POSTER_PATHS.template,
    { config: { access: posterAccess }, schema: { tags: ['poster'], summary: 'The poster template (null until set)', response: responses(posterTemplateSchema.nullable()) } },
    async () => ok(await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema)),
  );
  app.post(
    POSTER_PATHS.template,
    {
      config: { access: posterAccess },
      attachValidation: true,
      schema: { tags: ['poster'], summary: 'Save the poster template (every poster drawn from the old one is drawn again when next asked for)', body: posterTemplateSchema, response: responses(posterTemplateSchema) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const current = await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema);
      await refuseForeignImages(app.db, request.body, current);
      // stored posters carry the hash of the template they were drawn from: the new one stales them all
      await writeSettingLogged(app.db, principalOf(request), POSTER_SETTING_KEY, 'poster-template', current, request.body);
      return ok(request.body);
    },
  );
  app.post(
    POSTER_PATHS.preview,
    {
      config: { access: posterAccess },
      attachValidation: true,
      schema: {
        tags: ['poster'],
        summary: 'A template as edited (not saved) drawn for one company in one language by the real renderer (image/png, 400x600)',
        body: posterPreviewBody,
        response: { 200: z.unknown().describe('image/png, 400x600'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { template, exhibitor_id, locale } = request.body;
      await refuseForeignImages(app.db, template, await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema), 'template.');
      const source = await posterSourceOf(app.db, exhibitor_id, locale, { template });
      const png = await drawPoster(app.storage, source);
      reply.headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      return reply.type('image/png').send(png);
    },
  );
};

export default posterTemplateRoutes;
