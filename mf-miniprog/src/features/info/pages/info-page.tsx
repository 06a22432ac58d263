import { Card } from 'antd';
import { FeaturedList } from '../../featured/components/featured-list';

/** /info/info-manage: which exhibitors the mini-programme features on its home, in order. */
export default function InfoPage() {
  return (
    <Card variant="borderless">
      <FeaturedList kind="exhibitor" />
    </Card>
  );
}
