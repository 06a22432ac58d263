import { useTranslation } from 'react-i18next';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import { NOTIFICATIONS_QUERY_KEY, deleteNotifications, withdrawNotification } from '../api/notification-api';

/** Withdraw a published notification after saying how many boxes it leaves; `onDone` gets the draft it became. */
export function useWithdraw(onDone?: (item: NotificationItem) => void) {
  const { t } = useTranslation();
  return useRowCall<number, [recipients: number], NotificationItem>({
    call: (id) => withdrawNotification(id),
    confirm: (_id, recipients) => t('organizer:notifications.withdrawConfirm', { count: recipients }),
    success: t('common:success.withdrawn'),
    invalidates: NOTIFICATIONS_QUERY_KEY,
    onDone,
  });
}

/**
 * Delete one or several notifications after the SPEC §8 question, which also says that published ones leave
 * the message boxes that hold them, read or not.
 */
export function useDeleteNotifications(onDone?: () => void) {
  const { t } = useTranslation();
  return useRowCall<number[], [items: NotificationItem[]]>({
    call: (ids) => deleteNotifications(ids),
    confirm: (_ids, items) => {
      const published = items.filter((item) => item.status === 'published');
      if (!published.length) return t('common:confirm.deleteData');
      const boxes = published.reduce((sum, item) => sum + item.recipient_count, 0);
      return `${t('common:confirm.deleteData')} ${t('organizer:notifications.deletePublished', { count: published.length, boxes })}`;
    },
    success: t('common:success.deleted'),
    invalidates: NOTIFICATIONS_QUERY_KEY,
    onDone,
  });
}
