import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '@fair/shared/contracts/content';
import type { ReviewKind } from '@fair/shared/contracts/content-review';
import type { RowActionsProps } from '@fair/shared/ui/list/row-actions';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import { REVIEW_QUERY_KEY, reviewCalls } from '../api/content-review-api';

/** The rows an action runs on, as one key ("3" or "3,5,8"): the busy state of a row or of the selection. */
const keyOf = (ids: readonly number[]) => ids.join(',');
const idsOf = (key: string) => key.split(',').map(Number);

/**
 * Publish, withdraw and delete on one row or on the selected rows of a review list, each with its toast and
 * a refreshed review (counts and items alike); delete asks the SPEC §8 question first — for products the one
 * about the exhibit data.
 */
export function useReviewActions(kind: ReviewKind) {
  const { t } = useTranslation();
  const calls = reviewCalls(kind);
  const publish = useRowCall<string>({ call: (key) => calls.changeState(idsOf(key), 'publish'), success: t('common:success.published'), invalidates: REVIEW_QUERY_KEY });
  const withdraw = useRowCall<string>({ call: (key) => calls.changeState(idsOf(key), 'withdraw'), success: t('common:success.withdrawn'), invalidates: REVIEW_QUERY_KEY });
  const deletion = useConfirmedDelete<string>({
    deleteCall: (key) => calls.remove(idsOf(key)),
    confirmText: kind === 'product' ? t('common:confirm.deleteExhibit') : undefined,
    invalidates: REVIEW_QUERY_KEY,
  });
  const busy = publish.busy ?? withdraw.busy ?? deletion.deleting;

  return {
    publish: (ids: readonly number[]) => publish.run(keyOf(ids)),
    withdraw: (ids: readonly number[]) => withdraw.run(keyOf(ids)),
    remove: (ids: readonly number[]) => deletion.remove(keyOf(ids)),
    /** an action runs on exactly these rows */
    isBusy: (ids: readonly number[]) => busy === keyOf(ids),
    /** the operation cell of one row: view, publish or withdraw (by its status), delete */
    rowActions: (item: { id: number; status: ContentStatus }, name: string, onView: () => void): RowActionsProps => {
      const published = item.status === 'published';
      const change = published ? withdraw : publish;
      return {
        name,
        size: 'small',
        busy: busy === keyOf([item.id]),
        actions: [
          { label: t('organizer:content-review.view'), onClick: onView },
          { label: t(published ? 'common:button.withdraw' : 'common:button.publish'), onClick: () => void change.run(keyOf([item.id])), loading: change.busy === keyOf([item.id]) },
        ],
        onDelete: () => void deletion.remove(keyOf([item.id])),
        deleting: deletion.deleting === keyOf([item.id]),
      };
    },
  };
}

export type ReviewActions = ReturnType<typeof useReviewActions>;
