import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/access/principal-of';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { foreignImages } from './foreign-images';
import { readSetting, writeSettingLogged } from '../../lib/settings/global-settings';
import { POSTER_SETTING_KEY, posterTemplateSchema } from './poster-schemas';

const posterAccess = { clientTypes: ['organizer'], roleKey: 'poster.download' } as const;

/** The organizer's poster template, read and saved. */
const posterTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/global/poster',
    { config: { access: posterAccess }, schema: { tags: ['poster'], summary: 'The poster template (null until set)', response: responses(posterTemplateSchema.nullable()) } },
    async () => ok(await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema)),
  );
  app.post(
    '/admin/global/poster',
    {
      config: { access: posterAccess },
      attachValidation: true,
      schema: { tags: ['poster'], summary: 'Save the poster template', body: posterTemplateSchema, response: responses(posterTemplateSchema) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const current = await readSetting(app.db, POSTER_SETTING_KEY, posterTemplateSchema);
      const problems = await foreignImages(app.db, [{ field: 'image', url: request.body.image }], new Set(current ? [current.image] : []));
      if (problems.length) throw new AppError(422, 'errors.validation', undefined, { errors: problems });
      await writeSettingLogged(app.db, principalOf(request), POSTER_SETTING_KEY, 'poster-template', current, request.body);
      return ok(request.body);
    },
  );
};

export default posterTemplateRoutes;
