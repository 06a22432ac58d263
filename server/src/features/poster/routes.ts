import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bannerRoutes from './banner-routes';
import exhibitorPosterRoutes from './exhibitor-poster-routes';
import { registerPosterBatchJob } from './poster-batch-job';
import posterBatchRoutes from './poster-batch-routes';
import posterTemplateRoutes from './poster-template-routes';

/** SPEC §7 global settings: the exhibitor's poster, the organizer's poster template and batch, and the banners. */
const posterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPosterBatchJob(app.jobs, { db: app.db, storage: app.storage, tempDir: path.join(app.config.uploadDir, '.incoming') });
  await app.register(exhibitorPosterRoutes);
  await app.register(posterTemplateRoutes);
  await app.register(posterBatchRoutes);
  await app.register(bannerRoutes);
};

export default posterRoutes;
