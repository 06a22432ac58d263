import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import categoryRoutes from './category-routes';
import tagRoutes from './tag-routes';

/**
 * SPEC §2 /exhibit/exhibit-classification, /exhibit/application-area and /exhibit/product-property: the lists
 * every exhibitor form chooses from and the catalogue filters by. Every change is announced on the reference
 * topic, which drops the public lists and the catalogue and mini-programme pages naming them in every process.
 */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
};

export default taxonomyRoutes;
