import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewActions } from './use-review-actions';

/** Publish, withdraw and delete on the selected rows at once (one request, one transaction on the server). */
export function ReviewBulkActions({ ids, actions, onDone }: { ids: number[]; actions: ReviewActions; onDone: () => void }) {
  const { t } = useTranslation();
  const busy = actions.isBusy(ids);
  const run = (action: (ids: number[]) => Promise<boolean>) => async () => {
    if (await action(ids)) onDone();
  };
  return (
    <>
      <Button size="small" disabled={busy} onClick={() => void run(actions.publish)()}>
        {t('organizer:content-review.bulk.publish')}
      </Button>
      <Button size="small" disabled={busy} onClick={() => void run(actions.withdraw)()}>
        {t('organizer:content-review.bulk.withdraw')}
      </Button>
      <Button size="small" danger disabled={busy} onClick={() => void run(actions.remove)()}>
        {t('organizer:content-review.bulk.delete')}
      </Button>
    </>
  );
}
