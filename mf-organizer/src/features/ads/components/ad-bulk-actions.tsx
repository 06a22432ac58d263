import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { AdItem } from '@fair/shared/contracts/ads';
import { notifier } from '@fair/shared/feedback/notifier';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import { ADS_QUERY_KEY, type AdFilters, enableAds } from '../api/ad-api';

/** Switch the selected ads on or off together; the list refreshes and the selection clears after. */
export function AdBulkActions({ list }: { list: PagedList<AdItem, AdFilters> }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<boolean | null>(null);
  const run = async (enabled: boolean) => {
    setBusy(enabled);
    try {
      await enableAds(list.selectedKeys as number[], enabled);
      notifier().success(t('common:success.operation'));
      list.clearSelection();
      await invalidate(ADS_QUERY_KEY);
    } catch {
      // the api client has said why; the selection stays for another try
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button loading={busy === true} disabled={busy !== null} onClick={() => void run(true)}>
        {t('organizer:ads.enableSelected')}
      </Button>
      <Button loading={busy === false} disabled={busy !== null} onClick={() => void run(false)}>
        {t('organizer:ads.disableSelected')}
      </Button>
    </>
  );
}
