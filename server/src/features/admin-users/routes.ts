import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_USER_KINDS, AUTHORITY_OPTIONS_PATH } from '@fair/shared/contracts/admin-users';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import accountKindRoutes from './account-kind-routes';
import { access, authorityOptions as authorityOptionsSchema, tags } from './admin-user-schemas';
import { authorityOptions } from './admin-user-store';

/**
 * SPEC §2 /organizer/account-manage, §7 calls: the organizer's staff accounts of both kinds. Passwords
 * follow the SPEC §5 rule and need the operator's own password; answers never carry a password or hash.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTHORITY_OPTIONS_PATH,
    { config: { access }, schema: { tags, summary: 'The authorities (roles) the caller may grant a web admin user (those whose keys it holds itself), with their route keys', response: responses(authorityOptionsSchema) } },
    async (request) => ok(await authorityOptions(app.db, principalOf(request))),
  );

  for (const kind of ADMIN_USER_KINDS) await app.register(accountKindRoutes, { kind });
};

export default adminUserRoutes;
