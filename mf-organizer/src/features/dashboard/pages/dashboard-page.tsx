import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { LoadFailed } from '@fair/shared/ui/load-failed';
import { useSessionStore } from '@fair/shared/session/session-store';
import { DASHBOARD_QUERY_KEY, fetchDashboard } from '../api/dashboard-api';
import { FunnelCards } from '../components/funnel-cards';

// the chart library is large: its own chunk, downloaded by this page only, while the figures show
const DashboardCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ '../components/dashboard-charts'));

function ChartsLoading() {
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-charts-loading">
      {[15, 9, 24].map((span, index) => (
        <Col key={index} xs={24} xl={span}>
          <Card variant="borderless">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /organizer/dashboard: the exhibitor main accounts from created to a saved profile, how complete the
 * exhibitors' profiles are, what they added per day over the last days and per exhibitor type.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const name = user?.nick_name || user?.user_name || '';
  const query = useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: fetchDashboard }, usePageQueryClient());
  const statistics = query.data ?? null;
  const failed = query.isError && statistics === null;

  return (
    <Flex vertical gap={16} data-testid="organizer-dashboard">
      <Card variant="borderless">
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div>
            <Typography.Title level={3}>{t('organizer:dashboard.welcome', { name })}</Typography.Title>
            <Typography.Text type="secondary">{t('organizer:dashboard.intro')}</Typography.Text>
          </div>
          <Button icon={<ReloadOutlined aria-hidden />} loading={query.isFetching && statistics !== null} disabled={statistics === null} onClick={() => void query.refetch()}>
            {t('organizer:dashboard.refresh')}
          </Button>
        </Flex>
      </Card>
      {failed ? (
        <Card variant="borderless">
          <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Card>
      ) : (
        <>
          <FunnelCards funnel={statistics?.funnel ?? null} />
          {statistics ? (
            <Suspense fallback={<ChartsLoading />}>
              <DashboardCharts statistics={statistics} />
            </Suspense>
          ) : (
            <ChartsLoading />
          )}
        </>
      )}
    </Flex>
  );
}
