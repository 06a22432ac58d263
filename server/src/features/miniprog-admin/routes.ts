import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activityRoutes from './activity-routes';
import adRoutes from './ad-routes';
import badgeRoutes from './badge-routes';
import featuredEditRoutes from './featured-edit-routes';
import featuredListRoutes from './featured-list-routes';
import homeBlockRoutes from './home-block-routes';
import homeRoutes from './home-routes';
import popupRoutes from './popup-routes';
import termsRoutes from './terms-routes';

/**
 * SPEC §2 mini-programme admin (all but check-in): the home blocks, featured lists, concurrent activities,
 * popups, versioned terms, ads and floating badges the public API under /api/miniprog/v1 serves.
 */
const miniprogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(homeRoutes);
  await app.register(homeBlockRoutes);
  await app.register(featuredListRoutes);
  await app.register(featuredEditRoutes);
  await app.register(activityRoutes);
  await app.register(popupRoutes);
  await app.register(termsRoutes);
  await app.register(adRoutes);
  await app.register(badgeRoutes);
};

export default miniprogAdminRoutes;
