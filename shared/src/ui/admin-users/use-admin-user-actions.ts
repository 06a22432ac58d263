import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../api/query-client';
import type { AdminUserItem, AdminUserKind } from '../../contracts/admin-users';
import { notifier } from '../../feedback/notifier';
import { usePasswordConfirm } from '../form/password-confirm';
import { useConfirmedDelete } from '../list/use-confirmed-delete';
import { useRowCall } from '../list/use-row-call';
import { banAdminUser, deleteAdminUser, adminUserQueryKey } from './admin-user-api';

/**
 * Disable, enable and delete an admin account, each after a confirmation; disabling or deleting a
 * mini-programme admin asks for the operator's own password instead (`dialog` is that prompt).
 */
export function useAdminUserActions(kind: AdminUserKind) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const queryKey = adminUserQueryKey(kind);
  const passwordConfirm = usePasswordConfirm();
  const needsPassword = kind === 'miniprog';
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: deleteAdminUser(kind), invalidates: queryKey });
  // the api client shows the server's reason for a refusal (the last account holding all, the own account)
  const ban = useRowCall<number, [boolean]>({
    call: (id, banned) => banAdminUser(kind, id, banned),
    confirm: (_id, banned) => t(banned ? 'admin-users:banConfirm' : 'admin-users:unbanConfirm'),
    invalidates: queryKey,
  });

  const removeWithPassword = async (account: AdminUserItem) => {
    const done = await passwordConfirm.ask({ content: t('common:confirm.deleteData'), run: (password) => deleteAdminUser(kind)(account.id, password) });
    if (!done) return;
    notifier().success(t('common:success.deleted'));
    await invalidate(queryKey);
  };

  const toggleBan = async (account: AdminUserItem) => {
    const banned = !account.banned;
    if (banned && needsPassword) {
      if (!(await passwordConfirm.ask({ content: t('admin-users:banConfirm'), run: (password) => banAdminUser(kind, account.id, true, password) }))) return;
      notifier().success(t('common:success.operation'));
      await invalidate(queryKey);
      return;
    }
    await ban.run(account.id, banned);
  };

  return {
    toggleBan,
    remove: (account: AdminUserItem) => (needsPassword ? removeWithPassword(account) : remove(account.id)),
    banning: ban.busy,
    deleting,
    dialog: passwordConfirm.dialog,
  };
}
