import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRowCall } from './use-row-call';

export interface ConfirmedDeleteOptions<K> {
  deleteCall: (key: K) => Promise<unknown>;
  /** SPEC §8 'this operation will permanently delete the data, continue?' unless told */
  confirmText?: string;
  /** the cache entries to refresh once deleted (the list's query key or a prefix of it) */
  invalidates?: QueryKey;
}

/**
 * Delete after the SPEC §8 confirmation under 'system prompt', then 'data deleted successfully' and a
 * refreshed list. A failure is shown by the api client and leaves everything as it was.
 */
export function useConfirmedDelete<K>({ deleteCall, confirmText, invalidates }: ConfirmedDeleteOptions<K>) {
  const { t } = useTranslation();
  const { run, busy } = useRowCall<K, [text?: string]>({
    call: (key) => deleteCall(key),
    confirm: (_key, text) => text ?? confirmText ?? t('common:confirm.deleteData'),
    success: t('common:success.deleted'),
    invalidates,
  });
  /** true when deleted; its `text` asks this record's own question (what its deletion takes with it) */
  return { remove: run, deleting: busy };
}
