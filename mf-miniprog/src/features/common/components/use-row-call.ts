import { useTranslation } from 'react-i18next';
import type { MiniprogStateAction } from '@fair/shared/contracts/miniprog';
import { notifier } from '@fair/shared/feedback/notifier';
import type { RowAction } from '@fair/shared/ui/list/row-actions';
import { useRowCall as useKitRowCall } from '@fair/shared/ui/list/use-row-call';
import { MINIPROG_QUERY_KEY } from '../api/whole-group';

/**
 * One call on one row of an ordered group (publish, withdraw, hide, show): its success message, then every
 * list and the home preview refresh. A failure is shown by the api client; `busyId` is the row it runs on.
 * `publishAction` and `visibilityAction` are those calls as the row's list actions.
 */
export function useRowCall() {
  const { t } = useTranslation();
  // the kit's row call; each call says its own success
  const { run: runCall, busy: busyId } = useKitRowCall<number, [() => Promise<unknown>, string]>({
    call: async (_id, call, successKey) => {
      await call();
      notifier().success(t(successKey));
    },
    success: null,
    invalidates: MINIPROG_QUERY_KEY,
  });
  const run = (id: number, call: () => Promise<unknown>, successKey = 'common:success.operation') => runCall(id, call, successKey);

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
