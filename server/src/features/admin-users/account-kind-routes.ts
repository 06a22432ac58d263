import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_USER_PATHS, type AdminUserKind } from '@fair/shared/contracts/admin-users';
import { adminUserBan, adminUserCreate, adminUserDelete, adminUserEdit } from '@fair/shared/validation/admin-user';
import { principalOf } from '../../lib/access/principal-of';
import type { RouteAccess } from '../../lib/access/route-access';
import { checkOperatorPassword } from '../../lib/accounts/operator-password';
import { hashPassword } from '../../lib/accounts/password';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { access as webAccess, adminUserIdQuery, adminUserListQuery, adminUserPage, tags } from './admin-user-schemas';
import { addAdminUser, assertMayAdd, assertMayEdit, deleteAdminUser, editAdminUser, listAdminUsers, setAdminUserBanned } from './admin-user-store';
import { confirmMiniprogRemoval, notSelf } from './removal-checks';

/** Mini-programme admins also keep their own accounts (issue 12 /account/account-manage); miniprog carries no role (SPEC §6). */
const KIND_ACCESS: Record<AdminUserKind, RouteAccess> = { web: webAccess, miniprog: { clientTypes: ['organizer', 'miniprog'], roleKey: 'organizer.account-manage' } };
const KIND_LABEL = { web: 'web admin user (organizer staff)', miniprog: 'mini-programme admin user' } as const;

/** List, add, edit, ban and delete of one kind of staff account, under that kind's paths. */
const accountKindRoutes: FastifyPluginAsyncZod<{ kind: AdminUserKind }> = async (app, { kind }) => {
  const paths = ADMIN_USER_PATHS[kind];
  const label = KIND_LABEL[kind];
  const access = KIND_ACCESS[kind];

  app.get(
    paths.list,
    { config: { access }, schema: { tags, summary: `Every ${label}, newest first; search by account or nick name`, querystring: adminUserListQuery, response: responses(adminUserPage) } },
    async (request) => {
      const { rows, total } = await listAdminUsers(app.db, kind, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    paths.add,
    { config: { access }, attachValidation: true, schema: { tags, summary: `Create a ${label} (SPEC §5 password rule; the operator's password)`, body: adminUserCreate, response: responses(z.object({ id: z.number().int() })) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { password, operator_password: _operator, ...fields } = request.body;
      await assertMayAdd(app.db, principalOf(request), kind, fields);
      await checkOperatorPassword(app.db, request, request.body.operator_password);
      const id = await addAdminUser(app.db, principalOf(request), kind, { ...fields, passwordHash: await hashPassword(password) });
      return ok({ id });
    },
  );

  app.post(
    paths.edit,
    { config: { access }, attachValidation: true, schema: { tags, summary: `Edit a ${label}; a new password (with the operator's) ends its sessions`, body: adminUserEdit, response: responses(z.null()) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const { password, operator_password, ...fields } = request.body;
      if (password) {
        await assertMayEdit(app.db, principalOf(request), kind, fields);
        await checkOperatorPassword(app.db, request, operator_password ?? '');
      }
      await editAdminUser(app.db, principalOf(request), kind, { ...fields, passwordHash: password ? await hashPassword(password) : undefined });
      return ok(null);
    },
  );

  app.post(
    paths.ban,
    { config: { access }, schema: { tags, summary: `Disable (ending its sessions) or enable a ${label}`, body: adminUserBan, response: responses(z.null()) } },
    async (request) => {
      if (request.body.banned) {
        notSelf(request, request.body.id);
        await confirmMiniprogRemoval(app.db, request, kind, request.body.operator_password);
      }
      await setAdminUserBanned(app.db, principalOf(request), kind, request.body.id, request.body.banned);
      return ok(null);
    },
  );

  app.delete(
    paths.del,
    {
      config: { access },
      schema: { tags, summary: `Delete a ${label} (its sessions end)`, querystring: adminUserIdQuery, body: adminUserDelete.nullish(), response: responses(z.null()) },
    },
    async (request) => {
      notSelf(request, request.query.id);
      await confirmMiniprogRemoval(app.db, request, kind, request.body?.operator_password);
      await deleteAdminUser(app.db, principalOf(request), kind, request.query.id);
      return ok(null);
    },
  );
};

export default accountKindRoutes;
