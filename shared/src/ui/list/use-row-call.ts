import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../api/query-client';
import { notifier } from '../../feedback/notifier';

export interface RowCallOptions<K, A extends unknown[], R = unknown> {
  /** the call on one row (or on several rows' keys) */
  call: (key: K, ...args: A) => Promise<R>;
  /**
   * asked under 'system prompt' before the call; no question without it. A function may ask the server
   * first (the row is busy meanwhile): its text is asked, `null` ends the call unasked (it has said why),
   * a failure ends it as the api client has shown.
   */
  confirm?: string | ((key: K, ...args: A) => string | null | Promise<string | null>);
  /** 'operation successful' unless told, or the text for this call's arguments; `null` shows none (the call's own feedback says it) */
  success?: string | null | ((key: K, ...args: A) => string);
  /** the cache entries to refresh once done (the list's query key or a prefix of it) */
  invalidates?: QueryKey;
  /** after a successful call, with its answer, before the refresh (a warning of its own, clearing a selection, the updated record) */
  onDone?: (answer: R) => void;
}

/**
 * One call on a list row after an optional SPEC §8 confirmation (fixed, or worked out from the server's
 * answer first): the row's key is `busy` while it runs, a
 * success toast and a refreshed list follow. A failure is shown by the api client and leaves everything as it was.
 */
export function useRowCall<K, A extends unknown[] = [], R = unknown>({ call, confirm, success, invalidates, onDone }: RowCallOptions<K, A, R>) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<K | null>(null);

  /** true when the call succeeded */
  const run = async (key: K, ...args: A): Promise<boolean> => {
    if (confirm !== undefined) {
      let content: string | null;
      try {
        const asked = typeof confirm === 'function' ? confirm(key, ...args) : confirm;
        if (asked instanceof Promise) setBusy(key);
        content = await asked;
      } catch {
        return false;
      } finally {
        setBusy(null);
      }
      if (content === null || !(await notifier().confirm({ title: t('common:dialog.title'), content }))) return false;
    }
    setBusy(key);
    let answer: R;
    try {
      answer = await call(key, ...args);
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
    if (success !== null) notifier().success(typeof success === 'function' ? success(key, ...args) : (success ?? t('common:success.operation')));
    onDone?.(answer);
    if (invalidates) void invalidate(invalidates);
    return true;
  };

  return { run, busy };
}
