import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordLoadState } from './use-record-load';

export interface RecordLoadViewProps {
  state: RecordLoadState;
  onRetry: () => void;
  onBack: () => void;
  notFoundText: ReactNode;
  failedText?: ReactNode;
  backText: ReactNode;
  children: ReactNode;
}

/** A form page's loading, not-found and failed (with retry) states; the form itself once ready or new. */
export function RecordLoadView({ state, onRetry, onBack, notFoundText, failedText, backText, children }: RecordLoadViewProps) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <Card variant="borderless" data-testid="record-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (state === 'missing' || state === 'failed') {
    const failed = state === 'failed';
    return (
      <Card variant="borderless">
        <Result
          status={failed ? 'error' : '404'}
          title={failed ? (failedText ?? t('common:data.loadFailed')) : notFoundText}
          extra={
            <Space>
              {failed ? <Button onClick={onRetry}>{t('common:button.retry')}</Button> : null}
              <Button type="primary" onClick={onBack}>
                {backText}
              </Button>
            </Space>
          }
        />
      </Card>
    );
  }
  return <>{children}</>;
}
