import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfileView } from '@fair/shared/contracts/profile';
import { exhibitorProfileSchema } from '@fair/shared/validation/profile';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { readProfile, saveProfile } from './profile-store';

/** The shared contract's ProfileView as the response schema (checked against it, so the two cannot drift). */
const profileView = z.object({
  id: z.number().int(),
  logo: z.string().nullable(),
  name_zh_cn: z.string(),
  name_en: z.string(),
  country: z.string().nullable(),
  country_info: z.string().nullable().describe('country name in the caller\'s language'),
  hall_id: z.number().int().nullable(),
  hall: z.string().nullable(),
  booth: z.string().nullable(),
  booth_area: z.number().nullable().describe('square metres'),
  categories: z.array(z.number().int()),
  application_areas: z.array(z.number().int()),
  intro_zh: z.string(),
  intro_en: z.string(),
  website: z.string().nullable(),
  qr_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z
    .object({ iso2: z.string().describe('territory of the phone-country list, lower case'), number: z.string().describe('national digits') })
    .nullable(),
  join_year: z.number().int().nullable(),
  exhibitor_types: z.array(z.enum(EXHIBITOR_TYPES)).describe('set by the organizer, in SPEC §1 order'),
  is_edit: z.boolean().describe('true once the exhibitor has saved the profile'),
}) satisfies z.ZodType<ProfileView>;

/** SPEC §7 exhibitor profile: the caller's own company only, its id from the session. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exhibitors/exhibitors/info',
    {
      config: { access: { clientTypes: ['exhibitor'] } },
      schema: { tags: ['exhibitor profile'], summary: 'The own company profile', response: responses(profileView) },
    },
    async (request) => ok(await readProfile(app.db, exhibitorIdOf(request), request.locale)),
  );

  app.post(
    '/exhibitors/exhibitors/save',
    {
      config: { access: { clientTypes: ['exhibitor'], powerKey: 'exhibitor.profile.edit' } },
      attachValidation: true,
      schema: {
        tags: ['exhibitor profile'],
        summary: 'Save the own profile (SPEC §5 required fields) and mark it saved; hall, booth and type are ignored',
        body: exhibitorProfileSchema,
        response: responses(profileView),
      },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const exhibitorId = exhibitorIdOf(request);
      await saveProfile(app, exhibitorId, request.body);
      await app.changes.announce('catalogue', { exhibitorId });
      return ok(await readProfile(app.db, exhibitorId, request.locale));
    },
  );
};

export default profileRoutes;
