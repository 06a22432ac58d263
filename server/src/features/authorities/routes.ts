import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleKeyTree } from '@fair/shared/access/role-key-tree';
import { AUTHORITY_PATHS } from '@fair/shared/contracts/authorities';
import { authorityGrant, authoritySave } from '@fair/shared/validation/authority';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { AppError } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { adminUserListQuery, adminUserPage, authorityOptions, authorityOptionsSchema, listAdminUsers } from '../admin-users';
import { authorityIdQuery, authorityItem, authorityListQuery, authorityPage, roleKeyTreeSchema } from './authority-schemas';
import { deleteAuthority, grantAuthorities, listAuthorities, saveAuthority } from './authority-store';

const tags = ['authorities'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'organizer.authority-manage' };

/** The authority form's own prompts (SPEC §5 texts) instead of the generic required / too-few messages. */
function authorityProblems(error: Parameters<typeof formProblems>[0]): AppError {
  const problem = formProblems(error);
  const data = problem.data as { errors: { field: string; messageKey: string }[] };
  for (const entry of data.errors) {
    if (entry.field === 'name' && entry.messageKey === 'validation.required') entry.messageKey = 'authorities.nameRequired';
    if (entry.field === 'route_keys' && ['validation.required', 'validation.tooFewItems', 'validation.invalidType'].includes(entry.messageKey)) entry.messageKey = 'authorities.keysRequired';
  }
  return problem;
}

/**
 * SPEC §2 /organizer/authority-manage: authorities (a name and the route role keys of SPEC §6 they grant)
 * and their grants to organizer staff accounts. An account's permission list is the union of its
 * authorities' keys; the session reads it on every request, so a change holds from each holder's next request.
 */
const authorityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTHORITY_PATHS.list,
    { config: { access }, schema: { tags, summary: 'Authorities with their route keys and holder counts, newest first unless sorted; search by name', querystring: authorityListQuery, response: responses(authorityPage) } },
    async (request) => {
      const { rows, total } = await listAuthorities(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.get(
    AUTHORITY_PATHS.options,
    { config: { access }, schema: { tags, summary: 'The authorities the caller may grant (those whose keys it holds itself), for granting', response: responses(authorityOptionsSchema) } },
    async (request) => ok(await authorityOptions(app.db, principalOf(request))),
  );

  app.get(
    AUTHORITY_PATHS.routeKeys,
    { config: { access }, schema: { tags, summary: 'The route role keys an authority may grant, grouped like the organizer menu (all first)', response: responses(roleKeyTreeSchema) } },
    async () => ok(roleKeyTree()),
  );

  app.post(
    AUTHORITY_PATHS.save,
    {
      config: { access },
      attachValidation: true,
      schema: { tags, summary: 'Create (no id) or change an authority: a unique name and at least one key', body: authoritySave, response: responses(authorityItem) },
    },
    async (request) => {
      if (request.validationError) throw authorityProblems(request.validationError);
      return ok(await saveAuthority(app.db, principalOf(request), request.body));
    },
  );

  app.delete(
    AUTHORITY_PATHS.delete,
    { config: { access }, schema: { tags, summary: 'Delete an authority and its grants (refused when no active account would keep all)', querystring: authorityIdQuery, response: responses(z.null()) } },
    async (request) => {
      await deleteAuthority(app.db, principalOf(request), request.query.id);
      return ok(null);
    },
  );

  app.get(
    AUTHORITY_PATHS.accounts,
    { config: { access }, schema: { tags, summary: 'Organizer staff accounts with their authorities; search by account or nick name', querystring: adminUserListQuery, response: responses(adminUserPage) } },
    async (request) => {
      const { rows, total } = await listAdminUsers(app.db, 'web', request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    AUTHORITY_PATHS.grant,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Give an organizer staff account these authorities, replacing its grants', body: authorityGrant, response: responses(z.null()) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      await grantAuthorities(app.db, principalOf(request), request.body);
      return ok(null);
    },
  );
};

export default authorityRoutes;
