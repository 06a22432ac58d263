import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_PATHS } from '@fair/shared/contracts/exhibitor-accounts';
import { inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import { exhibitorAccountBan, exhibitorAccountCreate, exhibitorAccountResetPassword, exhibitorAccountSendEmail, setPasswordSchema } from '@fair/shared/validation/exhibitor-account';
import { principalOf } from '../../lib/access/principal-of';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { banUser, resetPassword } from '../../lib/accounts/account-admin';
import { hashPassword } from '../../lib/accounts/password';
import { recordOperation } from '../../lib/audit/record-operation';
import { notifyChange } from '../../lib/changes/change-topics';
import { notFound } from '../../lib/http/app-error';
import { ok, errorEnvelope, responses } from '../../lib/http/envelope';
import { formProblems } from '../../lib/http/form-problems';
import { exhibitorOrigin } from '../../lib/http/public-origin';
import { revokeAllSessions } from '../../lib/session/session-store';
import type { Database } from '../../db/client';
import { CREDENTIAL_MAIL, registerCredentialMailJobs } from './credential-jobs';
import { exhibitorAccountDeleteQuery, exhibitorAccountListQuery, exhibitorAccountPage, sendEmailPreview, setPasswordLinkInfo, setPasswordLinkQuery } from './exhibitor-account-schemas';
import { deleteAccounts, findAccounts, insertCompanyAccount, listExhibitorAccounts, markSending, previewSend } from './exhibitor-account-store';
import { registerMailRoutes } from './mail-routes';
import { checkOperatorPassword } from '../../lib/accounts/operator-password';
import { throttledLinkCheck } from './set-password-throttle';
import { checkSetPasswordToken, spendSetPasswordToken } from './set-password-tokens';

const tags = ['exhibitor-accounts'];
const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'account.exhibitor-account-manage' };
const ENTITY = 'exhibitor-account';
/** a spent or expired set-password link */
const linkResponses = <T extends z.ZodType>(data: T) => ({ ...responses(data), 410: errorEnvelope });

/**
 * SPEC §2 /account/exhibitor-account-manage with the §7 calls under /admin/user/exhibitors: the exhibitor
 * accounts, their credential e-mails (one queued job per account) and the public set-password link the
 * e-mail carries. Every write is in the operation log; passwords and tokens never are.
 */
const exhibitorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCredentialMailJobs(app);
  registerMailRoutes(app, access, tags);

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
      const created = await app.db.transaction(async (tx) => {
        const ids = await insertCompanyAccount(tx, { nameZh: body.name_zh, nameEn: body.name_en, email: body.email, passwordHash, types: body.exhibitor_types });
        await recordOperation(tx, principalOf(request), {
          action: 'create',
          entity: ENTITY,
          entityId: ids.id,
          after: { exhibitor_id: ids.exhibitor_id, name_zh: body.name_zh, name_en: body.name_en, email: body.email, exhibitor_types: inTypeOrder(body.exhibitor_types) },
        });
        return ids;
      });
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
      const ids = request.query;
      const before = await findAccounts(app.db, ids);
      if (before.length === 0) throw notFound();
      const deleted = await app.db.transaction(async (tx) => {
        const rows = await deleteAccounts(tx, ids);
        for (const row of rows) {
          await revokeAllSessions(tx as unknown as Database, 'exhibitor_account', row.id);
          const was = before.find((account) => account.id === row.id);
          await recordOperation(tx, principalOf(request), {
            action: 'delete',
            entity: ENTITY,
            entityId: row.id,
            before: was ? { exhibitor_id: was.exhibitor_id, name_zh: was.name_zh, name_en: was.name_en, email: was.email, exhibitor_types: was.exhibitor_types } : null,
          });
        }
        await notifyChange(tx as unknown as Database, 'catalogue', 'all');
        return rows.length;
      });
      return ok({ deleted });
    },
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.sendEmail,
    {
      config: { access },
      schema: { tags, summary: 'Queue the credential e-mail (login address and a 72 h one-time set-password link) for the given accounts or all, skipping those already sent unless resend; status becomes sending', body: exhibitorAccountSendEmail, response: responses(z.object({ queued: z.number().int() })) },
    },
    async (request) => {
      const principal = principalOf(request);
      const origin = exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants);
      const requestedAt = new Date().toISOString();
      const queued = await app.db.transaction(async (tx) => {
        const marked = await markSending(tx, request.body);
        for (const { id } of marked) {
          await app.jobs.enqueue(CREDENTIAL_MAIL, { accountId: id, origin, requestedAt }, { db: tx as unknown as Database, createdBy: { kind: principal.kind, accountId: principal.accountId } });
        }
        await recordOperation(tx, principal, { action: 'send-email', entity: ENTITY, entityId: 'all' in request.body ? 'all' : marked.map((row) => row.id).join(','), after: { queued: marked.length } });
        return marked.length;
      });
      return ok({ queued });
    },
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.sendEmailPreview,
    {
      config: { access },
      schema: {
        tags,
        summary: 'What send-email with the same body would do now: how many accounts get the e-mail (and how many again) and how many are skipped, by reason; writes nothing',
        body: exhibitorAccountSendEmail,
        response: responses(sendEmailPreview),
      },
    },
    async (request) => ok(await previewSend(app.db, request.body)),
  );

  app.get(
    EXHIBITOR_ACCOUNT_PATHS.setPasswordCheck,
    { config: { access: PUBLIC }, schema: { tags, summary: 'Whether a set-password link of a credential e-mail still works, and for which account; unknown links from one source are throttled (429)', querystring: setPasswordLinkQuery, response: linkResponses(setPasswordLinkInfo) } },
    async (request) => ok(await throttledLinkCheck(app.db, request.ip, () => checkSetPasswordToken(app.db, request.query.token))),
  );

  app.post(
    EXHIBITOR_ACCOUNT_PATHS.setPassword,
    { config: { access: PUBLIC }, attachValidation: true, schema: { tags, summary: 'Set the password from a one-time link (SPEC §5 rule); the link is spent and other sessions end; unknown links from one source are throttled (429)', body: setPasswordSchema, response: linkResponses(z.null()) } },
    async (request) => {
      if (request.validationError) throw formProblems(request.validationError);
      await throttledLinkCheck(app.db, request.ip, () => spendSetPasswordToken(app.db, request.body.token, request.body.password));
      return ok(null);
    },
  );
};

export default exhibitorAccountRoutes;
