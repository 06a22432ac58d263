import { Avatar, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryName, parseCountryLocale } from '@fair/locales/countries';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { LoadFailed } from '@fair/shared/ui/load-failed';
import type { DashboardProfile } from '../api/dashboard-api';

/** Booth as visitors find it: hall and booth number ("1号馆 A101"); null while the organizer has set neither. */
export function boothOf(profile: Pick<DashboardProfile, 'hall' | 'booth'>): string | null {
  const parts = [profile.hall, profile.booth].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length ? parts.join(' ') : null;
}

interface CompanyCardProps {
  profile: DashboardProfile | null;
  /** the session's name while the profile loads */
  fallbackName: string;
  /** the profile could not be read: the facts give way to a retry */
  failed: boolean;
  onRetry: () => void;
}

/** Welcome with the company's logo and name, its country in the interface language and its booth. */
export function CompanyCard({ profile, fallbackName, failed, onRetry }: CompanyCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const company = profile ? (locale === 'en-us' ? profile.name_en || profile.name_zh_cn : profile.name_zh_cn || profile.name_en) : '';
  const country = profile?.country ? (countryName(profile.country, parseCountryLocale(locale)) ?? profile.country_info ?? profile.country) : null;
  const booth = profile ? boothOf(profile) : null;
  const notSet = t('exhibitor:dashboard.notSet');
  return (
    <Card variant="borderless" data-testid="dashboard-company">
      <Flex gap={16} align="flex-start">
        <Avatar shape="square" size={64} src={profile?.logo || undefined} icon={<ShopOutlined />} alt="" style={{ flex: 'none', background: profile?.logo ? '#fff' : undefined }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
            {t('exhibitor:dashboard.welcome', { name: company || fallbackName })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('exhibitor:dashboard.intro')}
          </Typography.Paragraph>
          {failed ? (
            <LoadFailed onRetry={onRetry} />
          ) : !profile ? (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          ) : (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 1, xl: 2 }}
              items={[
                { key: 'country', label: t('exhibitor:dashboard.country'), children: <span data-testid="dashboard-country">{country ?? notSet}</span> },
                { key: 'booth', label: t('exhibitor:dashboard.booth'), children: <span data-testid="dashboard-booth">{booth ?? t('exhibitor:dashboard.boothPending')}</span> },
              ]}
            />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('exhibitor:dashboard.fair')}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}
