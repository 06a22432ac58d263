import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@fair/shared/session/session-store';

/** Home: a welcome with the account's name until the dashboard's own content arrives. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const name = user?.nick_name || user?.user_name || '';
  return (
    <Card variant="borderless">
      <Typography.Title level={3}>{t('miniprog:dashboard.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('miniprog:dashboard.intro')}</Typography.Paragraph>
    </Card>
  );
}
