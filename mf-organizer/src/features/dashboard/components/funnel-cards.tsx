import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountFunnel } from '@fair/shared/contracts/organizer-dashboard';

const STEPS = [
  { key: 'created', label: 'funnel.created' },
  { key: 'emailed', label: 'funnel.emailed' },
  { key: 'logged_in', label: 'funnel.loggedIn' },
  { key: 'profile_saved', label: 'funnel.profileSaved' },
] as const satisfies readonly { key: keyof AccountFunnel; label: string }[];

/** Whole percent of `part` in `whole`; 0 when there is nothing yet. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The main accounts from created to a saved profile, each later step as a share of the accounts created. */
export function FunnelCards({ funnel }: { funnel: AccountFunnel | null }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('organizer:dashboard.funnel.label')}>
      {STEPS.map(({ key, label }, index) => {
        const value = funnel?.[key] ?? 0;
        const percent = percentOf(value, funnel?.created ?? 0);
        return (
          <Col key={key} xs={24} sm={12} lg={6} role="listitem">
            <Card variant="borderless" data-testid={`dashboard-funnel-${key}`} style={{ height: '100%' }}>
              <Statistic title={t(`organizer:dashboard.${label}`)} value={value} loading={funnel === null} />
              {funnel !== null && index > 0 ? (
                <>
                  <Progress percent={percent} showInfo={false} size="small" aria-hidden />
                  <Typography.Text type="secondary">{t('organizer:dashboard.funnel.ofCreated', { percent })}</Typography.Text>
                </>
              ) : null}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
