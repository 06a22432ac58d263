import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { backgroundSends } from '../lib/outbox/background-sends';
import { dispatch } from '../lib/outbox/outbox-store';
import { smtpTransport, type MailMessage } from '../lib/mail/mailer';

export interface MailSender {
  /** true when mail only reaches the stored outbox (no SMTP configured) */
  readonly outboxOnly: boolean;
  send(message: MailMessage): Promise<void>;
  /** send without waiting (failures are logged and kept on the outbox row) */
  sendLater(message: MailMessage): void;
  /** every sendLater finished */
  idle(): Promise<void>;
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
    const background = backgroundSends(app.log);
    const send = async (message: MailMessage) => {
      await dispatch(
        app.db,
        { channel: 'email', recipient: message.to, subject: message.subject, body: message.text },
        transport && smtp ? async () => void (await transport.sendMail({ from: smtp.from, ...message })) : undefined,
      );
      if (!transport && app.config.demo) app.log.info({ to: message.to, subject: message.subject, text: message.text }, 'demo e-mail kept in the outbox');
    };
    // preClose: before the database plugin's onClose, since a send still writes its outbox row
    app.addHook('preClose', () => background.idle());
    app.addHook('onClose', async () => transport?.close());
    app.decorate('mail', {
      outboxOnly: !transport,
      send,
      sendLater: (message) => background.run('e-mail', () => send(message)),
      idle: () => background.idle(),
    } satisfies MailSender);
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
