import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading and failure of the profile call, before there is a profile to show. */
export function ProfileLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Card variant="borderless">
        <Result
          status="error"
          title={t('exhibitor:profile.loadFailed')}
          extra={
            <Button type="primary" onClick={onRetry}>
              {t('common:button.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card variant="borderless" aria-busy="true" aria-label={t('common:progress.loading')}>
      <Skeleton active avatar={{ shape: 'square', size: 104 }} paragraph={{ rows: 8 }} />
    </Card>
  );
}
