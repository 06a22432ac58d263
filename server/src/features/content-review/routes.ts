import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import groupedContentRoutes from './grouped-content-routes';
import productReviewRoutes from './product-review-routes';
import reviewActionRoutes from './review-action-routes';

/**
 * The organizer's review of exhibitor content (SPEC §2 /exhibit/exhibit-data-manage,
 * /news/exhibitor-news-manage, /activity/exhibit-activity-manage), calls under /admin/content-review.
 */
const contentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productReviewRoutes);
  await app.register(groupedContentRoutes);
  await app.register(reviewActionRoutes);
};

export default contentReviewRoutes;
