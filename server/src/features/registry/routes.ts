import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRY_PATH } from '@fair/shared/contracts/registry';
import { PUBLIC } from '../../lib/access/route-access';
import { ok, responses } from '../../lib/http/envelope';
import { loadRegistry, remoteRegistrySchema } from './remote-registry';

/** GET /mf/registry.json: the remotes the shell loads at run time, and the host → variant map. */
const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTRY_PATH,
    {
      config: { access: PUBLIC },
      schema: { tags: ['hosting'], summary: 'Module Federation remote registry', response: responses(remoteRegistrySchema) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await loadRegistry(app.config.remoteRegistryFile, app.config.hostVariants, app.config.externalLinks));
    },
  );
};

export default registryRoutes;
