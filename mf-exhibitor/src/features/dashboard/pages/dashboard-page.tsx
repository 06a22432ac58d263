import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@fair/shared/session/session-store';
import { useLocale } from '@fair/shared/i18n/locale-store';

/** Exhibitor home: a welcome with the company's name until the dashboard tiles arrive. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionStore((state) => state.user);
  const company = locale === 'en-us' ? user?.exhibitor?.name_en || user?.exhibitor?.name_zh_cn : user?.exhibitor?.name_zh_cn;
  const name = company || user?.nick_name || user?.user_name || '';
  return (
    <Card variant="borderless">
      <Typography.Title level={3}>{t('exhibitor:dashboard.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('exhibitor:dashboard.intro')}</Typography.Paragraph>
      <Typography.Paragraph>{t('exhibitor:dashboard.fair')}</Typography.Paragraph>
    </Card>
  );
}
