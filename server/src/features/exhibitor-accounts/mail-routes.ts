import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_PATHS, OUTBOX_PAGE_SIZE, type MailStatus, type OutboxMail } from '@fair/shared/contracts/exhibitor-accounts';
import { notFound } from '../../lib/http/app-error';
import { ok, responses } from '../../lib/http/envelope';
import { listOutboxMails } from '../../lib/outbox/outbox-store';
import { pageOf } from '../../lib/http/list-schemas';
import { access, tags } from './exhibitor-account-schemas';

const mailStatus = z.object({
  transport: z.enum(['smtp', 'outbox']).describe('outbox: no mail server configured, e-mails are only stored'),
  outbox_readable: z.boolean().describe('demo mode without a mail server: the outbox route lists the stored e-mails'),
}) satisfies z.ZodType<MailStatus>;

const outboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string().describe('the text body, links as sent'),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
}) satisfies z.ZodType<OutboxMail>;

const outboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(OUTBOX_PAGE_SIZE),
});

/**
 * Whether credential e-mails really leave (SMTP configured) or only reach the stored outbox, and, in demo
 * mode without a mail server, the outbox itself: the organizer reads the kept e-mails and their links
 * in the console instead of the server log. Outside demo mode the outbox is never listed (its e-mails
 * carry set-password links and codes).
 */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const outboxReadable = () => app.config.demo && app.mail.outboxOnly;

  app.get(
    EXHIBITOR_ACCOUNT_PATHS.mailStatus,
    { config: { access }, schema: { tags, summary: 'How credential e-mails leave: over SMTP, or only into the stored outbox (no mail server configured)', response: responses(mailStatus) } },
    async () => ok({ transport: app.mail.outboxOnly ? 'outbox' : 'smtp', outbox_readable: outboxReadable() } satisfies MailStatus),
  );

  app.get(
    EXHIBITOR_ACCOUNT_PATHS.outbox,
    {
      config: { access },
      schema: { tags, summary: 'Demo mode without a mail server: the stored e-mails, newest first (404 otherwise)', querystring: outboxQuery, response: responses(pageOf(outboxMail)) },
    },
    async (request) => {
      if (!outboxReadable()) throw notFound();
      const { page, page_size } = request.query;
      const { rows, total } = await listOutboxMails(app.db, page, page_size);
      const list = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), sent_at: row.sent_at?.toISOString() ?? null }));
      return ok({ list, total, page, page_size });
    },
  );
};

export default mailRoutes;
