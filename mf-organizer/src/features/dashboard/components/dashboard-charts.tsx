import type { ReactNode } from 'react';
import { Column, Line } from '@ant-design/plots';
import { Card, Col, Empty, Row, Table, Typography, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_DAYS,
  type CompletionBucket,
  type DailyContent,
  type OrganizerStatistics,
  type TypeContent,
} from '@fair/shared/contracts/organizer-dashboard';

// This module is the dashboard's only user of the chart library; the page loads it lazily so the library
// is a chunk of its own that no other screen downloads.

const KINDS = ['products', 'news', 'activities'] as const;
const CHART_HEIGHT = 280;

/** Whole-number axis ticks: the figures are counts, so 0.5 exhibitors never shows. */
export function integerTicks(min: number, max: number, count = 5): number[] {
  const step = Math.max(1, Math.ceil((max - min) / Math.max(1, count - 1)));
  const ticks: number[] = [];
  for (let value = Math.floor(min); value <= max; value += step) ticks.push(value);
  return ticks;
}

const countScale = { y: { domainMin: 0, nice: true, tickMethod: integerTicks } };

/** '0–19%' for a range, '100%' for the top bucket. */
export const bucketLabel = ({ from, to }: Pick<CompletionBucket, 'from' | 'to'>): string => (from === to ? `${to}%` : `${from}–${to}%`);

/** A chart with its title as an accessible name: the canvas itself says nothing to a screen reader. */
function ChartFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={t('organizer:dashboard.chart', { title })} data-testid={testId} style={{ minHeight: CHART_HEIGHT }}>
      {children}
    </div>
  );
}

function ChartEmpty({ text }: { text: string }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ minHeight: CHART_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'center', margin: 0 }} />
  );
}

function useKindColors() {
  const { token } = theme.useToken();
  return [token.colorPrimary, token.colorSuccess, token.colorWarning];
}

function DailyCard({ daily }: { daily: DailyContent[] }) {
  const { t } = useTranslation();
  const colors = useKindColors();
  const title = t('organizer:dashboard.daily.title', { days: DASHBOARD_DAYS });
  const totals = KINDS.map((kind) => ({ kind, total: daily.reduce((sum, day) => sum + day[kind], 0) }));
  const data = daily.flatMap((day) => KINDS.map((kind) => ({ date: day.date, kind: t(`organizer:dashboard.kinds.${kind}`), count: day[kind] })));
  return (
    <Card variant="borderless" title={title} style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary" data-testid="dashboard-daily-totals">
        {totals.map(({ kind, total }) => `${t(`organizer:dashboard.kinds.${kind}`)} ${total}`).join(' · ')}
      </Typography.Paragraph>
      {totals.every(({ total }) => total === 0) ? (
        <ChartEmpty text={t('organizer:dashboard.daily.empty', { days: DASHBOARD_DAYS })} />
      ) : (
        <ChartFrame title={title} testId="dashboard-daily-chart">
          <Line
            data={data}
            xField="date"
            yField="count"
            colorField="kind"
            height={CHART_HEIGHT}
            autoFit
            point={{ sizeField: 2 }}
            scale={{ ...countScale, color: { range: colors } }}
            axis={{ x: { title: false, labelFormatter: (date: string) => date.slice(5), labelAutoRotate: false, labelAutoHide: true }, y: { title: t('organizer:dashboard.daily.count') } }}
            legend={{ color: { position: 'top' } }}
          />
        </ChartFrame>
      )}
    </Card>
  );
}

function CompletionCard({ completion }: { completion: CompletionBucket[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t('organizer:dashboard.completion.title');
  const total = completion.reduce((sum, bucket) => sum + bucket.exhibitors, 0);
  const data = completion.map((bucket) => ({ bucket: bucketLabel(bucket), exhibitors: bucket.exhibitors }));
  // from too little (red) to complete (green)
  const range = [token.red6, token.volcano6, token.orange6, token.gold6, token.lime6, token.green6];
  return (
    <Card variant="borderless" title={title} style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary" data-testid="dashboard-completion-total">
        {t('organizer:dashboard.completion.total', { count: total })}
      </Typography.Paragraph>
      {total === 0 ? (
        <ChartEmpty text={t('organizer:dashboard.completion.empty')} />
      ) : (
        <ChartFrame title={title} testId="dashboard-completion-chart">
          <Column
            data={data}
            xField="bucket"
            yField="exhibitors"
            colorField="bucket"
            height={CHART_HEIGHT}
            autoFit
            scale={{ ...countScale, color: { range } }}
            axis={{ x: { title: false }, y: { title: t('organizer:dashboard.completion.exhibitors') } }}
            label={{ text: 'exhibitors', textBaseline: 'bottom' }}
            legend={false}
          />
        </ChartFrame>
      )}
    </Card>
  );
}

function TypeCard({ byType }: { byType: TypeContent[] }) {
  const { t } = useTranslation();
  const colors = useKindColors();
  const title = t('organizer:dashboard.byType.title');
  const data = byType.flatMap((row) => KINDS.map((kind) => ({ type: row.type, kind: t(`organizer:dashboard.kinds.${kind}`), count: row[kind] })));
  const columns: TableColumnsType<TypeContent> = [
    { title: t('organizer:dashboard.byType.type'), dataIndex: 'type', key: 'type' },
    { title: t('organizer:dashboard.byType.exhibitors'), dataIndex: 'exhibitors', key: 'exhibitors', align: 'right' },
    ...KINDS.map((kind) => ({ title: t(`organizer:dashboard.kinds.${kind}`), dataIndex: kind, key: kind, align: 'right' as const })),
  ];
  return (
    <Card variant="borderless" title={title}>
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} xl={12}>
          {byType.every((row) => KINDS.every((kind) => row[kind] === 0)) ? (
            <ChartEmpty text={t('organizer:dashboard.byType.empty')} />
          ) : (
            <ChartFrame title={title} testId="dashboard-type-chart">
              <Column
                data={data}
                xField="type"
                yField="count"
                colorField="kind"
                group
                height={CHART_HEIGHT}
                autoFit
                scale={{ ...countScale, color: { range: colors } }}
                axis={{ x: { title: false }, y: { title: t('organizer:dashboard.daily.count') } }}
                legend={{ color: { position: 'top' } }}
              />
            </ChartFrame>
          )}
        </Col>
        <Col xs={24} xl={12}>
          <Table<TypeContent> rowKey="type" size="small" columns={columns} dataSource={byType} pagination={false} data-testid="dashboard-type-table" />
        </Col>
      </Row>
    </Card>
  );
}

/** The dashboard's charts: items added per day, profile completion and content per exhibitor type. */
export default function DashboardCharts({ statistics }: { statistics: OrganizerStatistics }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <DailyCard daily={statistics.daily} />
      </Col>
      <Col xs={24} xl={9}>
        <CompletionCard completion={statistics.completion} />
      </Col>
      <Col span={24}>
        <TypeCard byType={statistics.content_by_type} />
      </Col>
    </Row>
  );
}
