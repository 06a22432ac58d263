import fp from 'fastify-plugin';
import { sendError } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** true once shutdown began: requests in flight finish, new ones get 503 */
    shuttingDown: boolean;
  }
}

export default fp(
  async (app) => {
    app.decorate('shuttingDown', false);
    app.addHook('preClose', async () => {
      app.shuttingDown = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (app.shuttingDown) {
        reply.header('connection', 'close');
        return sendError(request, reply, 503, 'errors.unavailable');
      }
    });
  },
  { name: 'lifecycle', dependencies: ['envelope'] },
);
