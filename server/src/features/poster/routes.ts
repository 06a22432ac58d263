import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bannerRoutes from './banner-routes';
import exhibitorPosterRoutes from './exhibitor-poster-routes';
import posterTemplateRoutes from './poster-template-routes';

/** SPEC §7 global settings: the exhibitor's poster, the organizer's poster template and the banners. */
const posterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(exhibitorPosterRoutes);
  await app.register(posterTemplateRoutes);
  await app.register(bannerRoutes);
};

export default posterRoutes;
