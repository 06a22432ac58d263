import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import campaignRoutes from './campaign-routes';
import { checkinSecretLoader } from './checkin-tokens';
import visitorRoutes from './visitor-routes';
import writeOffRoutes from './write-off-routes';

/**
 * Check-in prize campaigns with redemption (issue 22): the mini-programme admin's campaigns, QR codes, write-off
 * and its detail under /admin/miniprog/checkin, and the visitors' calls under /api/miniprog/v1/checkin.
 */
const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = checkinSecretLoader(app.db);
  await app.register(campaignRoutes, { secret });
  await app.register(writeOffRoutes);
  await app.register(visitorRoutes, { secret });
};

export default checkinRoutes;
