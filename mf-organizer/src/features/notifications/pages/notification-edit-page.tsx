import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NotificationItem } from '@fair/shared/contracts/notifications';
import { RecordLoadView } from '@fair/shared/ui/form/record-load-view';
import { useRecordLoad } from '@fair/shared/ui/form/use-record-load';
import { NOTIFICATION_LIST_PATH, NOTIFICATIONS_QUERY_KEY, fetchNotification } from '../api/notification-api';
import { NotificationForm } from '../components/notification-form';

/** /organizer/notification-edit?id=<id>: a draft to edit, or a published notification read-only until withdrawn. */
export default function NotificationEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordLoad<NotificationItem>({ resource: NOTIFICATIONS_QUERY_KEY, load: fetchNotification, requireId: true });
  return (
    <RecordLoadView
      state={record.state}
      onRetry={record.retry}
      onBack={() => navigate(NOTIFICATION_LIST_PATH)}
      notFoundText={t('organizer:notifications.notFound')}
      failedText={t('organizer:notifications.loadFailed')}
      backText={t('organizer:notifications.backToList')}
    >
      {/* withdrawn, the same notification comes back as a draft: a new form from it */}
      {record.item ? <NotificationForm key={`${record.item.id}-${record.item.status}`} item={record.item} onChanged={record.adopt} /> : null}
    </RecordLoadView>
  );
}
