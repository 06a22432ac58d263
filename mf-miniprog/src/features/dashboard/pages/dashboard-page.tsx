import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MINIPROG_FEATURED_KINDS, MINIPROG_HOME_BLOCKS } from '@fair/shared/contracts/miniprog';
import { FeaturedList } from '../../featured/components/featured-list';
import { HomeBlockList } from '../../home/components/home-block-list';
import { PhonePreview } from '../components/phone-preview';

const BLOCK_PARAM = 'block';
const BLOCKS = [...MINIPROG_HOME_BLOCKS, ...MINIPROG_FEATURED_KINDS];
type Block = (typeof BLOCKS)[number];

/**
 * /miniprog/dashboard (home management): every block of the mini-programme home — banner carousel,
 * quick entries, featured exhibitors, products and activities — one tab each (kept in the address), beside
 * a live phone-sized preview of the home the public API serves.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const block: Block = BLOCKS.find((value) => value === search.get(BLOCK_PARAM)) ?? 'banner';
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
        <Card variant="borderless">
          <Tabs
            activeKey={block}
            onChange={(next) => setSearch(next === 'banner' ? {} : { [BLOCK_PARAM]: next })}
            destroyOnHidden
            items={BLOCKS.map((value) => ({
              key: value,
              label: t(`miniprog:home.blocks.${value}`),
              children: value === 'banner' || value === 'quick_entry' ? <HomeBlockList block={value} /> : <FeaturedList kind={value} />,
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} xl={{ flex: '0 0 420px' }}>
        <PhonePreview />
      </Col>
    </Row>
  );
}
