import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { notifier } from '@fair/shared/feedback/notifier';
import { banExhibitorAccount } from '../api/exhibitor-account-api';

/** While a row reads 发送中 the list looks again this often, until the queue has delivered. */
const SENDING_REFRESH_MS = 3000;

/** Refreshes the list every few seconds while any shown account's e-mail is still being sent. */
export function useSendingRefresh(accounts: readonly ExhibitorAccountItem[], refresh: () => Promise<unknown>) {
  const anySending = accounts.some((account) => account.send_status === 'sending');
  useEffect(() => {
    if (!anySending) return;
    const timer = setInterval(() => void refresh(), SENDING_REFRESH_MS);
    return () => clearInterval(timer);
    // refresh only invalidates the list's key
  }, [anySending]);
}

/** Bans or lifts the ban of one account after a confirmation; `busyId` is the account whose call runs. */
export function useToggleBan(refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggleBan = async (account: ExhibitorAccountItem) => {
    const banned = !account.banned;
    if (!(await notifier().confirm({ title: t('common:dialog.title'), content: t(banned ? 'organizer:exhibitor-accounts.banConfirm' : 'organizer:exhibitor-accounts.unbanConfirm') }))) return;
    setBusyId(account.id);
    try {
      await banExhibitorAccount(account.id, banned);
      notifier().success(t('common:success.operation'));
      await refresh();
    } catch {
      // the api client has shown why
    } finally {
      setBusyId(null);
    }
  };

  return { toggleBan, busyId };
}
