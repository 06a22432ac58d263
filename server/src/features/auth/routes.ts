import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import loginRoutes from './login-routes';
import passwordRoutes from './password-routes';
import { schedulePurges } from './purge-sessions';
import sessionRoutes from './session-routes';

/** SPEC §7 login, user info and logout for exhibitors (exhibitors/user) and admins (/admin/user). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  schedulePurges(app);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
};

export default authRoutes;
