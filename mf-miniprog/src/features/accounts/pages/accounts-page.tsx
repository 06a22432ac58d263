import { Card } from 'antd';
import { AdminUserList } from '@fair/shared/ui/admin-users/admin-user-list';

/** /account/account-manage: the mini-programme's admin users, the same screen the organizer's staff tab uses. */
export default function AccountsPage() {
  return (
    <Card variant="borderless">
      <AdminUserList kind="miniprog" />
    </Card>
  );
}
