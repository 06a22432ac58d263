import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MiniprogStateAction } from '@fair/shared/contracts/miniprog';
import { useInvalidate } from '@fair/shared/api/query-client';
import { notifier } from '@fair/shared/feedback/notifier';
import type { RowAction } from '@fair/shared/ui/list/row-actions';
import { MINIPROG_QUERY_KEY } from '../api/whole-group';

/**
 * One call on one row of an ordered group (publish, withdraw, hide, show): its success message, then every
 * list and the home preview refresh. A failure is shown by the api client; `busyId` is the row it runs on.
 * `publishAction` and `visibilityAction` are those calls as the row's list actions.
 */
export function useRowCall() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, call: () => Promise<unknown>, successKey = 'common:success.operation'): Promise<boolean> => {
    setBusyId(id);
    try {
      await call();
    } catch {
      return false;
    } finally {
      setBusyId(null);
    }
    notifier().success(t(successKey));
    await invalidate(MINIPROG_QUERY_KEY);
    return true;
  };

  const publishAction = (item: { id: number; status: string }, change: (id: number, action: MiniprogStateAction) => Promise<unknown>): RowAction => {
    const published = item.status === 'published';
    return {
      label: t(published ? 'common:button.withdraw' : 'common:button.publish'),
      onClick: () => void run(item.id, () => change(item.id, published ? 'withdraw' : 'publish'), published ? 'common:success.withdrawn' : 'common:success.published'),
    };
  };

  const visibilityAction = (item: { id: number; hidden: boolean }, change: (id: number, hidden: boolean) => Promise<unknown>): RowAction => ({
    label: t(item.hidden ? 'miniprog:shared.show' : 'miniprog:shared.hide'),
    onClick: () => void run(item.id, () => change(item.id, !item.hidden)),
  });

  return { busyId, publishAction, visibilityAction };
}
