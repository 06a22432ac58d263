// A real SMTP server for the e-mail journeys: the same sink the server's credential-mail tests use
// (smtp-server on a free localhost port, messages decoded, chosen recipients refused with a 550).
import { startSmtpSink, type ReceivedMail } from '../../server/src/features/exhibitor-accounts/__tests__/smtp-sink';
import type { PortalServerOptions } from './portal-server';

export { startSmtpSink, type ReceivedMail };
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The server settings that send mail to the sink (server/src/config: SMTP_HOST, SMTP_PORT, SMTP_FROM). */
export function smtpSettings(sink: SmtpSink): NonNullable<PortalServerOptions['env']> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'Fair Portal <noreply@fair.example>' };
}

/** The newest mail to that address (recipients are compared in lower case). */
export function lastMailTo(sink: SmtpSink, address: string): ReceivedMail | undefined {
  return sink.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())).at(-1);
}
