import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_DAYS } from '@fair/shared/contracts/organizer-dashboard';
import { EXHIBITOR_TYPES } from '../../db/schema/enums';
import { exhibitorIdOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { contentCounts } from '../content';
import { valueUntilChanged } from '../../lib/cache/value-until-changed';
import { dashboardVersion, readStatistics } from './statistics-queries';

const count = z.number().int().nonnegative();
const contentCount = z.object({ total: count, published: count });
const contentStatistics = z.object({ products: contentCount, news: contentCount, activities: contentCount });
const statistics = z.object({
  exhibitors: z.object({
    total: count,
    saved: count.describe('profiles saved (is_edit)'),
    by_type: z.object({ FIE: count, Local: count, International: count }),
  }),
  accounts: z.object({ total: count, sub_accounts: count, ever_logged_in: count }),
  logins: z.object({ accounts_last_7_days: count, accounts_last_30_days: count }).describe('exhibitor accounts that logged in during the last 7 / 30 days'),
  messages: z.object({ total: count, unread: count.describe('unread deliveries') }),
  uploads: z.object({ files: count, bytes: count }),
  content: contentStatistics.describe('exhibit data, news and booth activities of all exhibitors'),
  funnel: z
    .object({ created: count, emailed: count, logged_in: count, profile_saved: count })
    .describe('main exhibitor accounts: created, credential e-mail sent, logged in once, profile saved'),
  completion: z
    .array(z.object({ from: count, to: count, exhibitors: count }))
    .describe('exhibitors per profile completion bucket (percent, both ends included), as the exhibitor dashboard computes it'),
  daily: z
    .array(z.object({ date: z.string().describe('yyyy-MM-dd in Shanghai'), products: count, news: count, activities: count }))
    .describe(`items created per day over the last ${DASHBOARD_DAYS} days, days without any included`),
  content_by_type: z
    .array(z.object({ type: z.enum(EXHIBITOR_TYPES), exhibitors: count, products: count, news: count, activities: count }))
    .describe('exhibitors of each type and all the items they created'),
});

// the login figures count the last 7 and 30 days and the daily series ends today: a minute's drift at most
const FIGURES_MAX_AGE_MS = 60_000;

/** SPEC §7 GET admin/statistics/info: the organizer dashboard's figures. */
const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // counted once per change of what they count (in any process), not once per request
  const figures = valueUntilChanged({ version: () => dashboardVersion(app.db), load: () => readStatistics(app.db), maxAgeMs: FIGURES_MAX_AGE_MS });
  await app.changes.on('dashboard', () => figures.forget());

  app.get(
    '/admin/statistics/info',
    {
      config: { access: { clientTypes: ['organizer'], roleKey: 'organizer.dashboard' } },
      schema: { tags: ['statistics'], summary: 'Exhibitors by type and profile state, accounts, logins, messages, uploads, the account funnel, completion buckets and content per day and type', response: responses(statistics) },
    },
    async () => ok(await figures.get()),
  );

  app.get(
    '/exhibitors/statistics/info',
    {
      config: { access: { clientTypes: ['exhibitor'], requiresSavedProfile: true } },
      schema: { tags: ['statistics'], summary: 'The own exhibit data, news and booth activity counts (SPEC §1)', response: responses(contentStatistics) },
    },
    async (request) => ok(await contentCounts(app.db, exhibitorIdOf(request))),
  );
};

export default statisticsRoutes;
