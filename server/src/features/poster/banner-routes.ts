import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerListSchema } from '@fair/shared/validation/banner';
import { principalOf } from '../../lib/access/principal-of';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { foreignImages } from './foreign-images';
import { readSetting, writeSettingLogged } from '../../lib/settings/global-settings';
import { BANNER_SETTING_KEY } from './poster-schemas';

const bannerAccess = { clientTypes: ['organizer'], roleKey: 'organizer.page-edit' } as const;

/** The organizer's banners, read and saved in display order. */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/global/banner',
    { config: { access: bannerAccess }, schema: { tags: ['banner'], summary: 'The banners in display order', response: responses(bannerListSchema) } },
    async () => ok((await readSetting(app.db, BANNER_SETTING_KEY, bannerListSchema)) ?? { list: [] }),
  );
  app.post(
    '/admin/global/banner',
    {
      config: { access: bannerAccess },
      attachValidation: true,
      schema: {
        tags: ['banner'],
        summary: 'Save the banners (SPEC §5: image, Chinese title and English title required each)',
        body: bannerListSchema,
        response: responses(bannerListSchema),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const current = await readSetting(app.db, BANNER_SETTING_KEY, bannerListSchema);
      const problems = await foreignImages(
        app.db,
        request.body.list.map((banner, index) => ({ field: `list.${index}.image`, url: banner.image })),
        new Set(current?.list.map((banner) => banner.image) ?? []),
      );
      if (problems.length) throw new AppError(422, 'errors.validation', undefined, { errors: problems });
      await writeSettingLogged(app.db, principalOf(request), BANNER_SETTING_KEY, 'banner', current, request.body);
      // the login pages show the enabled banners
      await app.changes.announce('page', 'all');
      return ok(request.body);
    },
  );
};

export default bannerRoutes;
