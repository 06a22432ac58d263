import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExhibitorStatistics } from '@fair/shared/contracts/content';

const FIGURES = [
  { key: 'products', path: '/product/list' },
  { key: 'news', path: '/news/list' },
  { key: 'activities', path: '/activity/list' },
] as const;

interface StatisticsRowProps {
  statistics: ExhibitorStatistics | null;
  onNavigate: (path: string) => void;
}

/** SPEC §1 own statistics: exhibit data, exhibitor news and booth activity counts, with how many are published. */
export function StatisticsRow({ statistics, onNavigate }: StatisticsRowProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]}>
      {FIGURES.map(({ key, path }) => (
        <Col key={key} span={8}>
          <Card
            variant="borderless"
            hoverable
            onClick={() => onNavigate(path)}
            data-testid={`dashboard-stat-${key}`}
            style={{ height: '100%' }}
            styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}
          >
            <Statistic title={t(`exhibitor:dashboard.statistics.${key}`)} value={statistics?.[key].total ?? 0} loading={statistics === null} />
            {statistics && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('exhibitor:dashboard.statistics.published', { count: statistics[key].published })}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
