import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PosterInfo } from '../api/poster-api';

export interface PosterContentsProps {
  info: PosterInfo;
  /** the company's name in the poster's language */
  companyName: string;
  onEditProfile: () => void;
}

/** What the poster is drawn from (name, booth, template), after a warning when the logo or the QR code is missing. */
export function PosterContents({ info, companyName, onEditProfile }: PosterContentsProps) {
  const { t } = useTranslation();
  const { company } = info;
  const missing = [!company.logo && t('exhibitor:poster.logo'), !company.qr_code && t('exhibitor:poster.qrCode')].filter(Boolean);
  return (
    <>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('exhibitor:poster.missing', { items: missing.join(t('exhibitor:poster.listSeparator')) })}
          action={
            <Button size="small" onClick={onEditProfile}>
              {t('exhibitor:poster.editProfile')}
            </Button>
          }
        />
      )}
      <Descriptions column={1} size="small" bordered title={t('exhibitor:poster.contents')} data-testid="poster-contents">
        <Descriptions.Item label={t('exhibitor:poster.companyName')}>{companyName}</Descriptions.Item>
        <Descriptions.Item label={t('exhibitor:poster.booth')}>{[company.hall, company.booth].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('exhibitor:poster.template')}>{info.template ? t('exhibitor:poster.templateSet') : t('exhibitor:poster.templateDefault')}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
