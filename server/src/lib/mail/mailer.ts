import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** an HTML alternative of the text (the outbox keeps the text) */
  html?: string;
}

/** A nodemailer SMTP transport for the configured server (SMTP_URL, or SMTP_HOST and friends). */
export function smtpTransport(smtp: SmtpConfig): Transporter {
  if (smtp.url) return nodemailer.createTransport(smtp.url);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
}
