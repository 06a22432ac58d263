import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../api/query-client';
import { notifier } from '../../feedback/notifier';

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
  const invalidate = useInvalidate();
  const [deleting, setDeleting] = useState<K | null>(null);

  /** true when deleted; `text` asks this record's own question (what its deletion takes with it) */
  const remove = async (key: K, text?: string): Promise<boolean> => {
    const confirmed = await notifier().confirm({ title: t('common:dialog.title'), content: text ?? confirmText ?? t('common:confirm.deleteData') });
    if (!confirmed) return false;
    setDeleting(key);
    try {
      await deleteCall(key);
    } catch {
      return false;
    } finally {
      setDeleting(null);
    }
    notifier().success(t('common:success.deleted'));
    if (invalidates) void invalidate(invalidates);
    return true;
  };

  return { remove, deleting };
}
