import { Card, Col, Row, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { MINIPROG_HOME_SECTIONS, type MiniprogHomeSection } from '@fair/shared/contracts/miniprog';
import { confirmLeave } from '@fair/shared/ui/unsaved-changes';
import { FeaturedList } from '../../featured/components/featured-list';
import { HOME_BLOCKS_QUERY_KEY, fetchHomeBlocks } from '../../home/api/home-api';
import { HomeBlockList } from '../../home/components/home-block-list';
import { HomeBlockOrder } from '../../home/components/home-block-order';
import { PhonePreview } from '../components/phone-preview';

const BLOCK_PARAM = 'block';
/** the tab that orders the blocks themselves */
const ORDER_TAB = 'order';
type Tab = MiniprogHomeSection | typeof ORDER_TAB;
const TABS: readonly Tab[] = [...MINIPROG_HOME_SECTIONS, ORDER_TAB];

function BlockTab({ tab }: { tab: Tab }) {
  if (tab === ORDER_TAB) return <HomeBlockOrder />;
  return tab === 'banner' || tab === 'quick_entry' ? <HomeBlockList block={tab} /> : <FeaturedList kind={tab} />;
}

/**
 * /miniprog/dashboard (home management): every block of the mini-programme home — banner carousel,
 * quick entries, featured exhibitors, products and activities — one tab each in the home's block order
 * (kept in the address), a tab ordering the blocks, and a live phone-sized preview of the home the public
 * API serves. The preview sits beside the tables only on screens wide enough for both (xxl); below that it
 * goes under them, so every column of a table stays visible.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const blocks = useQuery({ queryKey: HOME_BLOCKS_QUERY_KEY, queryFn: fetchHomeBlocks }, usePageQueryClient());
  const tab: Tab = TABS.find((value) => value === search.get(BLOCK_PARAM)) ?? 'banner';
  const tabs: Tab[] = [...(blocks.data?.map((row) => row.block) ?? MINIPROG_HOME_SECTIONS), ORDER_TAB];
  // a tab switch unmounts the open table: an unsaved order there is only thrown away once the user agrees (SPEC §2 warning)
  const open = async (next: string) => {
    if (await confirmLeave()) setSearch(next === 'banner' ? {} : { [BLOCK_PARAM]: next });
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(next) => void open(next)}
            destroyOnHidden
            items={tabs.map((value) => ({
              key: value,
              label: t(value === ORDER_TAB ? 'miniprog:home.order.tab' : `miniprog:home.blocks.${value}`),
              children: <BlockTab tab={value} />,
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} xxl={{ flex: '0 0 420px' }}>
        <PhonePreview />
      </Col>
    </Row>
  );
}
