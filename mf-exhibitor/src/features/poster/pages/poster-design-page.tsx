import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Result, Segmented, Space, Spin, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@fair/shared/api/api-error';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { POSTER_LOCALES, type PosterInfo, type PosterLocale, fetchPosterInfo, generatePoster } from '../api/poster-api';

const POSTER_WIDTH = 400;
const POSTER_HEIGHT = 600;

type PosterState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; size: number; fileName: string | null }
  | { status: 'failed'; message: string; profileRequired: boolean };

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
  const [info, setInfo] = useState<PosterInfo | null>(null);
  const [poster, setPoster] = useState<PosterState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => {
    fetchPosterInfo().then(setInfo, () => undefined);
  }, [generation]);

  useEffect(() => {
    let current = true;
    setPoster({ status: 'loading' });
    generatePoster(posterLocale).then(
      ({ png, fileName }) => {
        if (!current) return;
        if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
        objectUrl.current = URL.createObjectURL(png);
        setPoster({ status: 'ready', url: objectUrl.current, size: png.size, fileName });
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = error instanceof ApiError ? error : null;
        setPoster({ status: 'failed', message: apiError?.message ?? t('exhibitor:poster.failed'), profileRequired: apiError?.status === 409 });
      },
    );
    return () => {
      current = false;
    };
  }, [posterLocale, generation, t]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

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

  const missing = company ? [!company.logo && t('exhibitor:poster.logo'), !company.qr_code && t('exhibitor:poster.qrCode')].filter(Boolean) : [];

  return (
    <Card variant="borderless">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('exhibitor:poster.heading')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('exhibitor:poster.intro')}</Typography.Text>
      </Flex>
      <Flex gap={32} wrap align="flex-start">
        <div
          data-testid="poster-frame"
          style={{ width: POSTER_WIDTH, maxWidth: '100%', aspectRatio: `${POSTER_WIDTH} / ${POSTER_HEIGHT}`, position: 'relative', background: '#f5f5f5', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden', flex: 'none' }}
        >
          {poster.status === 'ready' && (
            <img src={poster.url} alt={t('exhibitor:poster.previewAlt')} width={POSTER_WIDTH} height={POSTER_HEIGHT} style={{ display: 'block', width: '100%', height: 'auto' }} data-testid="poster-preview" />
          )}
          {poster.status === 'loading' && (
            <Flex vertical align="center" justify="center" gap={12} style={{ position: 'absolute', inset: 0 }} data-testid="poster-loading">
              <Spin size="large" />
              <Typography.Text type="secondary">{t('exhibitor:poster.generating')}</Typography.Text>
            </Flex>
          )}
          {poster.status === 'failed' && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, padding: 16 }}>
              <Result
                status="warning"
                title={<span data-testid="poster-error">{poster.message}</span>}
                extra={
                  poster.profileRequired ? (
                    <Button type="primary" onClick={() => navigate('/user/edit')}>
                      {t('exhibitor:poster.fillProfile')}
                    </Button>
                  ) : (
                    <Button type="primary" onClick={() => setGeneration((count) => count + 1)}>
                      {t('exhibitor:poster.retry')}
                    </Button>
                  )
                }
              />
            </Flex>
          )}
        </div>

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
            <Button icon={<ReloadOutlined />} loading={poster.status === 'loading'} onClick={() => setGeneration((count) => count + 1)} data-testid="poster-regenerate">
              {t('exhibitor:poster.regenerate')}
            </Button>
          </Space>
          {poster.status === 'ready' && (
            <Typography.Text type="secondary" data-testid="poster-file-info">
              {t('exhibitor:poster.fileInfo', { width: POSTER_WIDTH, height: POSTER_HEIGHT, size: kilobytes(poster.size) })}
            </Typography.Text>
          )}
          <Alert type="info" showIcon title={t('exhibitor:poster.guidanceTitle')} description={t('exhibitor:poster.guidance')} data-testid="poster-guidance" />
          {missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('exhibitor:poster.missing', { items: missing.join(t('exhibitor:poster.listSeparator')) })}
              action={
                <Button size="small" onClick={() => navigate('/user/edit')}>
                  {t('exhibitor:poster.editProfile')}
                </Button>
              }
            />
          )}
          {company && (
            <Descriptions column={1} size="small" bordered title={t('exhibitor:poster.contents')} data-testid="poster-contents">
              <Descriptions.Item label={t('exhibitor:poster.companyName')}>{companyName}</Descriptions.Item>
              <Descriptions.Item label={t('exhibitor:poster.booth')}>{[company.hall, company.booth].filter(Boolean).join(' ') || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('exhibitor:poster.template')}>
                {info?.template ? t('exhibitor:poster.templateSet') : t('exhibitor:poster.templateDefault')}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
