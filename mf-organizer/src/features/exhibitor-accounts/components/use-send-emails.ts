import { useTranslation } from 'react-i18next';
import { SEND_SKIP_REASONS, type SendEmailPreview } from '@fair/shared/contracts/exhibitor-accounts';
import { notifier } from '@fair/shared/feedback/notifier';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import type { ExhibitorAccountSendEmail } from '@fair/shared/validation/exhibitor-account';
import { EXHIBITOR_ACCOUNTS_KEY, previewCredentialEmails, sendCredentialEmails } from '../api/exhibitor-account-api';

export type SendTarget = 'selected' | 'all' | number;

export interface SendEmailsOptions {
  /** no mail server is configured: a send only fills the outbox, and the organizer is told so */
  kept: boolean;
  onSent?: () => void;
}

/**
 * Credential e-mails after a confirmation that says exactly what will happen: the server's preview of
 * the same call counts the recipients and the skipped accounts by reason (one row keeps the SPEC §5 text
 * 确认向该展商发送邮件吗？). Rows the organizer picks are sent again if sent before; send-all skips them.
 * Afterwards 'designated e-mail sent' (or, without a mail server, that the e-mails only reached the
 * outbox) and a refreshed list whose rows read 发送中 until the queue has dealt with them.
 */
export function useSendEmails({ kept, onSent }: SendEmailsOptions) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:exhibitor-accounts.send.${key}`, options);
  const skippedOf = (preview: SendEmailPreview) =>
    SEND_SKIP_REASONS.filter((reason) => preview.skipped[reason] > 0).map((reason) => text(`skipped.${reason}`, { total: preview.skipped[reason] }));

  /** the question the preview calls for; null (after a warning) when nobody would receive one */
  const confirmation = async (target: SendTarget, body: ExhibitorAccountSendEmail): Promise<string | null> => {
    const preview = await previewCredentialEmails(body);
    const skipped = skippedOf(preview);
    if (preview.recipients === 0) {
      notifier().warning([text('nobody'), skipped.join(text('separator'))].filter(Boolean).join(' '));
      return null;
    }
    if (typeof target === 'number' && preview.recipients === 1) return t('common:confirm.sendEmail');
    return [
      text('confirmMany', { total: preview.recipients }),
      preview.resent > 0 ? text('resent', { total: preview.resent }) : null,
      skipped.length ? `${text('skippedIntro')}${skipped.join(text('separator'))}` : null,
    ]
      .filter(Boolean)
      .join(' ');
  };

  const { run, busy } = useRowCall<SendTarget, [ExhibitorAccountSendEmail]>({
    call: (_target, body) => sendCredentialEmails(body),
    confirm: confirmation,
    success: kept ? null : t('common:success.emailSent'),
    onDone: () => {
      if (kept) notifier().warning(text('kept'));
      onSent?.();
    },
    invalidates: EXHIBITOR_ACCOUNTS_KEY,
  });

  return { send: run, sending: busy };
}
