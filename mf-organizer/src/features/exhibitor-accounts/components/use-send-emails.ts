import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { notifier } from '@fair/shared/feedback/notifier';
import type { ExhibitorAccountSendEmail } from '@fair/shared/validation/exhibitor-account';
import { EXHIBITOR_ACCOUNTS_KEY, sendCredentialEmails } from '../api/exhibitor-account-api';

export type SendTarget = 'selected' | 'all' | number;

/**
 * Credential e-mails after the SPEC §5 confirmation (确认向该展商发送邮件吗？), then 'designated e-mail sent'
 * and a refreshed list whose rows read 发送中 until the queue has delivered them.
 */
export function useSendEmails(onSent?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [sending, setSending] = useState<SendTarget | null>(null);

  const send = async (target: SendTarget, body: ExhibitorAccountSendEmail) => {
    if (!(await notifier().confirm({ title: t('common:dialog.title'), content: t('common:confirm.sendEmail') }))) return;
    setSending(target);
    try {
      await sendCredentialEmails(body);
    } catch {
      // the api client has shown why
      return;
    } finally {
      setSending(null);
    }
    notifier().success(t('common:success.emailSent'));
    onSent?.();
    await invalidate(EXHIBITOR_ACCOUNTS_KEY);
  };

  return { send, sending };
}
