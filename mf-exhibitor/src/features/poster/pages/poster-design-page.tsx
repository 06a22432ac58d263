import { useState } from 'react';
import { Alert, Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { POSTER_LOCALES, type PosterLocale } from '../api/poster-api';
import { usePoster } from '../api/use-poster';
import { PosterContents } from '../components/poster-contents';
import { POSTER_HEIGHT, POSTER_WIDTH, PosterFrame } from '../components/poster-frame';

const isPosterLocale = (value: string): value is PosterLocale => (POSTER_LOCALES as readonly string[]).includes(value);

/** 87654 → "86 KB": the guidance speaks of kilobytes. */
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * /poster/poster-design (SPEC §1, §5): the promotional poster drawn by the server from the organizer's
 * template and the exhibitor's saved data (logo, names, hall and booth, QR code, the fair's dates and
 * venue), previewed and downloaded as a PNG named after the company. It is drawn afresh from the current
 * profile each time the page opens or "regenerate" is pressed.
 */
export default function PosterDesignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const interfaceLocale = useLocale();
  const [posterLocale, setPosterLocale] = useState<PosterLocale>(isPosterLocale(interfaceLocale) ? interfaceLocale : 'zh-cn');
  const { info, poster, regenerate } = usePoster(posterLocale);
  const editProfile = () => navigate('/user/edit');

  const company = info?.company;
  const companyName = company ? (posterLocale === 'en-us' && company.name_en ? company.name_en : company.name_zh_cn) : '';
  const fallbackName = t('exhibitor:poster.fileName', { company: companyName || t('exhibitor:poster.heading') });

  const download = () => {
    if (poster.status !== 'ready') return;
    const link = document.createElement('a');
    link.href = poster.url;
    link.download = poster.fileName ?? fallbackName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  return (
    <Card variant="borderless">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('exhibitor:poster.heading')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('exhibitor:poster.intro')}</Typography.Text>
      </Flex>
      <Flex gap={32} wrap align="flex-start">
        <PosterFrame poster={poster} onRetry={regenerate} onFillProfile={editProfile} />
        <Flex vertical gap={16} style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 560 }}>
          <Flex vertical gap={6}>
            <Typography.Text strong>{t('exhibitor:poster.language')}</Typography.Text>
            <Segmented<PosterLocale>
              value={posterLocale}
              onChange={setPosterLocale}
              options={POSTER_LOCALES.map((value) => ({ value, label: t(`common:locale.${value}`) }))}
              data-testid="poster-language"
            />
          </Flex>
          <Space wrap>
            <Button type="primary" icon={<DownloadOutlined />} disabled={poster.status !== 'ready'} onClick={download} data-testid="poster-download">
              {t('exhibitor:poster.download')}
            </Button>
            <Button icon={<ReloadOutlined />} loading={poster.status === 'loading'} onClick={regenerate} data-testid="poster-regenerate">
              {t('exhibitor:poster.regenerate')}
            </Button>
          </Space>
          {poster.status === 'ready' && (
            <Typography.Text type="secondary" data-testid="poster-file-info">
              {t('exhibitor:poster.fileInfo', { width: POSTER_WIDTH, height: POSTER_HEIGHT, size: kilobytes(poster.size) })}
            </Typography.Text>
          )}
          <Alert type="info" showIcon title={t('exhibitor:poster.guidanceTitle')} description={t('exhibitor:poster.guidance')} data-testid="poster-guidance" />
          {info ? <PosterContents info={info} companyName={companyName} onEditProfile={editProfile} /> : null}
        </Flex>
      </Flex>
    </Card>
  );
}
