import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account-routes';
import { registerCredentialMailJobs } from './credential-jobs';
import mailRoutes from './mail-routes';
import sendEmailRoutes from './send-email-routes';
import setPasswordRoutes from './set-password-routes';

/**
 * SPEC §2 /account/exhibitor-account-manage with the §7 calls under /admin/user/exhibitors: the exhibitor
 * accounts, their credential e-mails (one queued job per account) and the public set-password link the
 * e-mail carries. Every write is in the operation log; passwords and tokens never are.
 */
const exhibitorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCredentialMailJobs(app);
  await app.register(mailRoutes);
  await app.register(accountRoutes);
  await app.register(sendEmailRoutes);
  await app.register(setPasswordRoutes);
};

export default exhibitorAccountRoutes;
