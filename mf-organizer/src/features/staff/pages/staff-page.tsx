import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AdminUserKind } from '@fair/shared/contracts/admin-users';
import { AdminUserList } from '@fair/shared/ui/admin-users/admin-user-list';

const TAB_PARAM = 'tab';

/**
 * /organizer/account-manage: two tabs, organizer staff (web admin users) and mini-programme admin users.
 * The tab is in the address with its list's search and page; switching tabs starts the other list afresh.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind: AdminUserKind = search.get(TAB_PARAM) === 'miniprog' ? 'miniprog' : 'web';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={kind}
        onChange={(key) => setSearch(key === 'miniprog' ? { [TAB_PARAM]: key } : {})}
        items={[
          { key: 'web', label: t('admin-users:tabWeb') },
          { key: 'miniprog', label: t('admin-users:tabMiniprog') },
        ]}
      />
      <AdminUserList key={kind} kind={kind} />
    </Card>
  );
}
