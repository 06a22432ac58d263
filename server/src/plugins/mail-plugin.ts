import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { dispatch } from '../lib/outbox/outbox-store';
import { smtpTransport, type MailMessage } from '../lib/mail/mailer';

export interface MailSender {
  /** true when mail only reaches the stored outbox (no SMTP configured) */
  readonly outboxOnly: boolean;
  /** sends now and records the outbox row; requests queue an outbox.send job instead (src/lib/outbox/outbox-jobs.ts) */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

/**
 * app.mail (ARCHITECTURE: nodemailer over SMTP; without SMTP settings mail goes to a stored outbox
 * viewable in the organizer console). Every message is recorded in the outbox either way.
 */
export default fp(
  async (app) => {
    const smtp = app.config.smtp;
    const transport: Transporter | undefined = smtp ? smtpTransport(smtp) : undefined;
    const send = async (message: MailMessage) => {
      await dispatch(
        app.db,
        { channel: 'email', recipient: message.to, subject: message.subject, body: message.text },
        transport && smtp ? async () => void (await transport.sendMail({ from: smtp.from, ...message })) : undefined,
      );
      if (!transport && app.config.demo) app.log.info({ to: message.to, subject: message.subject, text: message.text }, 'demo e-mail kept in the outbox');
    };
    app.addHook('onClose', async () => transport?.close());
    app.decorate('mail', { outboxOnly: !transport, send } satisfies MailSender);
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
