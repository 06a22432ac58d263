import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FeaturedList } from '../../featured/components/featured-list';
import { ActivityList } from '../components/activity-list';

const TAB_PARAM = 'tab';
const FEATURED_TAB = 'featured';

/**
 * /activity/activity-manage: the fair's concurrent activities (first tab) and which of them the
 * mini-programme home features, in what order (second tab, kept in the address).
 */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get(TAB_PARAM) === FEATURED_TAB ? FEATURED_TAB : 'list';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearch(next === FEATURED_TAB ? { [TAB_PARAM]: FEATURED_TAB } : {})}
        destroyOnHidden
        items={[
          { key: 'list', label: t('miniprog:activities.tabs.list'), children: <ActivityList /> },
          { key: FEATURED_TAB, label: t('miniprog:activities.tabs.featured'), children: <FeaturedList kind="activity" /> },
        ]}
      />
    </Card>
  );
}
