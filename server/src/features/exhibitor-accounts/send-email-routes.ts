import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_PATHS } from '@fair/shared/contracts/exhibitor-accounts';
import { exhibitorAccountSendEmail } from '@fair/shared/validation/exhibitor-account';
import { principalOf } from '../../lib/access/principal-of';
import { ok, responses } from '../../lib/http/envelope';
import { exhibitorOrigin } from '../../lib/http/public-origin';
import { queueCredentialMails } from './credential-jobs';
import { access, sendEmailPreview, tags } from './exhibitor-account-schemas';
import { previewSend } from './exhibitor-account-store';

/** The credential e-mails: queue them for the chosen accounts, or see first what that would do. */
const sendEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    EXHIBITOR_ACCOUNT_PATHS.sendEmail,
    {
      config: { access },
      schema: { tags, summary: 'Queue the credential e-mail (login address and a 72 h one-time set-password link) for the given accounts or all, skipping those already sent unless resend; status becomes sending', body: exhibitorAccountSendEmail, response: responses(z.object({ queued: z.number().int() })) },
    },
    async (request) => {
      const origin = exhibitorOrigin(request, app.config.publicUrl, app.config.hostVariants);
      const queued = await queueCredentialMails(app, principalOf(request), request.body, origin);
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
};

export default sendEmailRoutes;
