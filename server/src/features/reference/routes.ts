import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import countryRoutes from './country-routes';
import listRoutes from './list-routes';
import { referenceLists } from './reference-lists';

/** SPEC §7 reference calls: public, read-mostly lists the forms and the catalogue need. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = referenceLists(app.db);
  await app.changes.on('reference', () => {
    for (const cache of Object.values(lists)) cache.invalidate();
  });
  await app.register(listRoutes, { lists });
  await app.register(countryRoutes);
};

export default referenceRoutes;
