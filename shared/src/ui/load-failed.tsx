import type { ReactNode } from 'react';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  onRetry: () => void;
  /** the retry is under way */
  retrying?: boolean;
  text?: ReactNode;
}

/** A part of a screen whose data could not be read: says so and offers a retry, never an empty "no data". */
export function LoadFailed({ onRetry, retrying = false, text }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('common:data.loadFailed')}>
      <Button onClick={onRetry} loading={retrying}>
        {t('common:button.retry')}
      </Button>
    </Empty>
  );
}
