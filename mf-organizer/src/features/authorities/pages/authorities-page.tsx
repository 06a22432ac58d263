import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountGrants } from '../components/account-grants';
import { AuthorityList } from '../components/authority-list';

const TAB_PARAM = 'tab';

/**
 * /organizer/authority-manage: the authorities (name, create date, the menus they open, chosen from a tree
 * grouped like the menu) and, on the second tab, the staff accounts they are granted to. An account holds
 * the union of its authorities; a change holds from each holder's next request. The tab is in the address
 * with its list's search and page.
 */
export default function AuthoritiesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get(TAB_PARAM) === 'accounts' ? 'accounts' : 'authorities';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'accounts' ? { [TAB_PARAM]: key } : {})}
        items={[
          { key: 'authorities', label: t('organizer:authorities.tabAuthorities') },
          { key: 'accounts', label: t('organizer:authorities.tabAccounts') },
        ]}
      />
      {tab === 'accounts' ? <AccountGrants /> : <AuthorityList />}
    </Card>
  );
}
