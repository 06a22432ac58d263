import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PosterState } from '../api/use-poster';

export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;

export interface PosterFrameProps {
  poster: PosterState;
  onRetry: () => void;
  /** the poster needs a saved profile first */
  onFillProfile: () => void;
}

/** The poster at its proportions: the picture, a spinner while it is drawn, or why it could not be. */
export function PosterFrame({ poster, onRetry, onFillProfile }: PosterFrameProps) {
  const { t } = useTranslation();
  return (
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
                <Button type="primary" onClick={onFillProfile}>
                  {t('exhibitor:poster.fillProfile')}
                </Button>
              ) : (
                <Button type="primary" onClick={onRetry}>
                  {t('exhibitor:poster.retry')}
                </Button>
              )
            }
          />
        </Flex>
      )}
    </div>
  );
}
