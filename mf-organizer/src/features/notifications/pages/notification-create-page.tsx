import { NotificationForm } from '../components/notification-form';

/** /organizer/notification-create: an empty notification for every exhibitor unless told (SPEC §2). */
export default function NotificationCreatePage() {
  return <NotificationForm />;
}
