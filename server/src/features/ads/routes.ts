import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adAdminRoutes from './ad-admin-routes';
import adClickRoutes from './ad-click-routes';

/** The organizer's portal ads and the counted redirect their public links go through. */
const adRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adAdminRoutes);
  await app.register(adClickRoutes);
};

export default adRoutes;
