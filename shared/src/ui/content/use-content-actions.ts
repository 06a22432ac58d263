import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentAction, ContentState } from '../../contracts/content';
import { useConfirmedDelete } from '../list/use-confirmed-delete';
import { useRowCall } from '../list/use-row-call';

const ACTION_TOASTS: Record<ContentAction, string> = {
  publish: 'common:success.published',
  withdraw: 'common:success.withdrawn',
  pin: 'common:success.pinned',
  unpin: 'common:success.unpinned',
};

export interface ContentActionsOptions<T> {
  /** POST …/state { id, action } answering with the updated item */
  stateCall: (id: number, action: ContentAction) => Promise<T>;
  deleteCall: (id: number) => Promise<unknown>;
  /** SPEC §8: products ask about 'the exhibit data'; other content about 'the data' (the default) */
  deleteConfirm?: string;
  /** the cache entries a change refreshes (the list's query key or a prefix of it) */
  invalidates: QueryKey;
  /** the item as the server answered a state change (a form shows its new state) */
  onChanged?: (updated: T) => void;
}

/**
 * The SPEC §4 actions on a saved content item — publish, withdraw publication, pin to top, cancel pin —
 * and delete after the SPEC §8 confirmation, each with its success message and a refreshed list (row
 * calls of the kit). Failures are shown by the api client. `busyId` is the item an action is running on.
 */
export function useContentActions<T>({ stateCall, deleteCall, deleteConfirm, invalidates, onChanged }: ContentActionsOptions<T>) {
  const { t } = useTranslation();
  const stateChange = useRowCall<number, [ContentAction], T>({
    call: stateCall,
    success: (_id, action) => t(ACTION_TOASTS[action]),
    invalidates,
    onDone: onChanged,
  });
  const deletion = useConfirmedDelete<number>({ deleteCall, confirmText: deleteConfirm, invalidates });

  return {
    /** true when the state changed */
    changeState: (item: Pick<ContentState, 'id'>, action: ContentAction) => stateChange.run(item.id, action),
    /** true when deleted */
    remove: (item: Pick<ContentState, 'id'>) => deletion.remove(item.id),
    busyId: stateChange.busy ?? deletion.deleting,
  };
}

export type ContentActions<T> = ReturnType<typeof useContentActions<T>>;
