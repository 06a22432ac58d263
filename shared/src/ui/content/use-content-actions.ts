import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../api/query-client';
import type { ContentAction, ContentState } from '../../contracts/content';
import { notifier } from '../../feedback/notifier';
import { useConfirmedDelete } from '../list/use-confirmed-delete';

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
}

/**
 * The SPEC §4 actions on a saved content item — publish, withdraw publication, pin to top, cancel pin —
 * and delete after the SPEC §8 confirmation, each with its success message and a refreshed list.
 * Failures are shown by the api client. `busyId` is the item an action is running on.
 */
export function useContentActions<T>({ stateCall, deleteCall, deleteConfirm, invalidates }: ContentActionsOptions<T>) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [changing, setChanging] = useState<number | null>(null);
  const deletion = useConfirmedDelete<number>({ deleteCall, confirmText: deleteConfirm, invalidates });

  /** the updated item, or null when the call failed */
  const changeState = async (item: Pick<ContentState, 'id'>, action: ContentAction): Promise<T | null> => {
    setChanging(item.id);
    try {
      const updated = await stateCall(item.id, action);
      notifier().success(t(ACTION_TOASTS[action]));
      // the row's links wait for the call, not for the refreshed list
      void invalidate(invalidates);
      return updated;
    } catch {
      return null;
    } finally {
      setChanging(null);
    }
  };

  return {
    changeState,
    /** true when deleted */
    remove: (item: Pick<ContentState, 'id'>) => deletion.remove(item.id),
    busyId: changing ?? deletion.deleting,
  };
}

export type ContentActions<T> = ReturnType<typeof useContentActions<T>>;
