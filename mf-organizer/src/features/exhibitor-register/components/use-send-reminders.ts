import { useTranslation } from 'react-i18next';
import type { ReminderSendAnswer } from '@fair/shared/contracts/profile-reminders';
import { notifier } from '@fair/shared/feedback/notifier';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import type { ReminderSend } from '@fair/shared/validation/profile-reminder';
import { REGISTER_QUERY_KEY, sendReminders } from '../api/exhibitor-register-api';

/**
 * Send profile reminders after the question before e-mailing (SPEC §5), then say what was queued and what
 * was skipped (reminded within 24 hours, nothing to remind of or no address); the list shows the new status.
 */
export function useSendReminders(onDone?: () => void) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:exhibitor-register.reminder.${key}`, options);
  return useRowCall<ReminderSend, [], ReminderSendAnswer>({
    call: (target) => sendReminders(target),
    confirm: (target) => ('ids' in target ? text('confirmChosen', { count: target.ids.length }) : text('confirmBelow', { below: target.below })),
    success: null,
    invalidates: REGISTER_QUERY_KEY,
    onDone: (answer) => {
      const parts = [text('queued', { count: answer.queued }), answer.recent ? text('recent', { count: answer.recent }) : '', answer.skipped ? text('skipped', { count: answer.skipped }) : ''];
      notifier()[answer.queued ? 'success' : 'warning'](parts.filter(Boolean).join(text('separator')));
      onDone?.();
    },
  });
}
