import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_PATHS } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorAccountBan, exhibitorAccountCreate, exhibitorAccountResetPassword } from '@fair/shared/validation/exhibitor-account';
import { principalOf } from '../../lib/access/principal-of';
import { banUser, resetPassword } from '../../lib/accounts/account-admin';
import { checkOperatorPassword } from '../../lib/accounts/operator-password';
import { hashPassword } from '../../lib/accounts/password';
import { recordOperation } from '../../lib/audit/record-operation';
import { notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { ENTITY, addCompanyAccount, deleteCompanyAccounts } from './account-writes';
import { access, exhibitorAccountDeleteQuery, exhibitorAccountListQuery, exhibitorAccountPage, tags } from './exhibitor-account-schemas';
import { findAccounts, listExhibitorAccounts } from './exhibitor-account-store';

/** The accounts list, and the creation, password reset, ban and deletion of an account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXHIBITOR_ACCOUNT_PATHS.list,
    {
      config: { access },
      schema: { tags, summary: 'Exhibitor main accounts with their company’s saved-profile flag and credential e-mail status; search, filters, sort, paging', querystring: exhibitorAccountListQuery, response: responses(exhibitorAccountPage) },
    },
    async (request) => {
      const { rows, total } = await listExhibitorAccounts(app.db, request.query);
      return ok({ list: rows, total, page: request.query.page, page_size: request.query.page_size });
    },
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.addAccount,
    {
      config: { access },
      attachValidation: true,
      schema: { tags, summary: 'Create an exhibitor company with its main account (SPEC §5 password rule; the operator’s password)', body: exhibitorAccountCreate, response: responses(z.object({ id: z.number().int(), exhibitor_id: z.number().int() })) },
    },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const body = request.body;
      await checkOperatorPassword(app.db, request, body.operator_password);
      const passwordHash = await hashPassword(body.password);
      const created = await addCompanyAccount(app.db, principalOf(request), body, passwordHash);
      return ok(created);
    },
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.resetPassword,
    { config: { access }, attachValidation: true, schema: { tags, summary: 'Set a new password (SPEC §5 rule; the operator’s password); the account’s sessions end', body: exhibitorAccountResetPassword, response: responses(z.null()) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      const [account] = await findAccounts(app.db, [request.body.id]);
      if (!account) throw notFound();
      await checkOperatorPassword(app.db, request, request.body.operator_password);
      await resetPassword(app.db, { kind: 'exhibitor_account', id: account.id }, request.body.password);
      await recordOperation(app.db, principalOf(request), { action: 'reset-password', entity: ENTITY, entityId: account.id });
      return ok(null);
    },
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.ban,
    { config: { access }, schema: { tags, summary: 'Disable (ending its sessions; its company leaves the catalogue) or enable an exhibitor account', body: exhibitorAccountBan, response: responses(z.null()) } },
    async (request) => {
      const { id, banned } = request.body;
      const [account] = await findAccounts(app.db, [id]);
      if (!account) throw notFound();
      await banUser(app.db, { kind: 'exhibitor_account', id }, banned);
      await recordOperation(app.db, principalOf(request), { action: banned ? 'ban' : 'unban', entity: ENTITY, entityId: id, before: { banned: account.banned }, after: { banned } });
      return ok(null);
    },
  );

  app.delete(
    EXHIBITOR_ACCOUNT_PATHS.delete,
    {
      config: { access },
      schema: { tags, summary: 'Delete exhibitor accounts by id or ids; a company left without a main account is deleted with its content', querystring: exhibitorAccountDeleteQuery, response: responses(z.object({ deleted: z.number().int() })) },
    },
    async (request) => {
      const deleted = await deleteCompanyAccounts(app.db, principalOf(request), request.query);
      return ok({ deleted });
    },
  );
};

export default accountRoutes;
