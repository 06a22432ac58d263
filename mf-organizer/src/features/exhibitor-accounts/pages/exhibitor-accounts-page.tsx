import { useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import {
  EXHIBITOR_ACCOUNT_KEYWORD_MAX_LENGTH,
  EXHIBITOR_ACCOUNT_PAGE_SIZE,
  EXHIBITOR_ACCOUNT_PAGE_SIZES,
  EXHIBITOR_ACCOUNT_SORT_FIELDS,
  EXHIBITOR_TYPE_VALUES,
  PROFILE_STATE_VALUES,
  SEND_STATUS_VALUES,
  type ExhibitorAccountFilters,
  type ExhibitorAccountItem,
} from '@fair/shared/contracts/exhibitor-accounts';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { EXHIBITOR_ACCOUNTS_KEY, banExhibitorAccount, deleteExhibitorAccounts, fetchExhibitorAccounts } from '../api/exhibitor-account-api';
import { CreateAccountDrawer } from '../components/create-account-drawer';
import { ExhibitorSheetActions } from '../components/exhibitor-sheet-actions';
import { ExhibitorAccountFilterSelects } from '../components/exhibitor-account-filters';
import { MailTransportNotice, useMailStatus } from '../components/mail-transport-notice';
import { RegistrationReview } from '../components/registration-review';
import { ResetPasswordDrawer } from '../components/reset-password-drawer';
import { ACCOUNT_TABLE_WIDTH, useAccountColumns } from '../components/use-account-columns';
import { useSendEmails } from '../components/use-send-emails';

/** How often the list looks again while a row's e-mail is being sent. */
const SENDING_REFRESH_MS = 3000;

/**
 * /account/exhibitor-account-manage: exhibitor accounts with search, filters, sort and paging in the
 * address; create, reset password, ban and delete; credential e-mails to the selected rows or to all,
 * and while no mail server is configured a banner (with the demo outbox) saying they only reach the outbox.
 */
export default function ExhibitorAccountsPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const list = usePagedList<ExhibitorAccountItem, ExhibitorAccountFilters>({
    queryKey: EXHIBITOR_ACCOUNTS_KEY,
    fetchPage: fetchExhibitorAccounts,
    pageSize: EXHIBITOR_ACCOUNT_PAGE_SIZE,
    pageSizes: EXHIBITOR_ACCOUNT_PAGE_SIZES,
    sortFields: EXHIBITOR_ACCOUNT_SORT_FIELDS,
    filters: { type: EXHIBITOR_TYPE_VALUES, send_status: SEND_STATUS_VALUES, profile: PROFILE_STATE_VALUES },
    // rows read 发送中 until the queue has delivered: look again meanwhile
    refreshEvery: SENDING_REFRESH_MS,
    refreshWhile: (answer) => answer.list.some((account) => account.send_status === 'sending'),
  });
  const refresh = () => invalidate(EXHIBITOR_ACCOUNTS_KEY);
  const mailStatus = useMailStatus();
  const { send, sending } = useSendEmails({ kept: mailStatus?.transport === 'outbox', onSent: list.clearSelection });
  const { remove } = useConfirmedDelete<number[]>({ deleteCall: deleteExhibitorAccounts, invalidates: EXHIBITOR_ACCOUNTS_KEY });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<ExhibitorAccountItem | null>(null);
  const { run: toggleBan, busy: banning } = useRowCall<ExhibitorAccountItem>({
    call: (account) => banExhibitorAccount(account.id, !account.banned),
    confirm: (account) => t(account.banned ? 'organizer:exhibitor-accounts.unbanConfirm' : 'organizer:exhibitor-accounts.banConfirm'),
    invalidates: EXHIBITOR_ACCOUNTS_KEY,
  });

  const columns = useAccountColumns({
    busyId: typeof sending === 'number' ? sending : (banning?.id ?? null),
    // a row or rows the organizer picks get the e-mail again if it was sent before; send-all skips those
    onSend: (account) => void send(account.id, { ids: [account.id], resend: true }),
    onResetPassword: setResetting,
    onToggleBan: (account) => void toggleBan(account),
    onDelete: (account) => void remove([account.id]),
  });

  const selectedIds = list.selectedKeys.map(Number);

  return (
    <Card variant="borderless">
      <MailTransportNotice status={mailStatus} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('organizer:exhibitor-accounts.search')}
        searchMaxLength={EXHIBITOR_ACCOUNT_KEYWORD_MAX_LENGTH}
        filters={<ExhibitorAccountFilterSelects list={list} />}
        actions={
          <>
            <Button icon={<MailOutlined aria-hidden />} loading={sending === 'all'} disabled={list.total === 0} onClick={() => void send('all', { all: true })}>
              {t('organizer:exhibitor-accounts.sendAll')}
            </Button>
            <ExhibitorSheetActions listParams={list.params} onImported={refresh} />
            <RegistrationReview />
            <CreateButton label={t('organizer:exhibitor-accounts.create')} onClick={() => setCreating(true)} />
          </>
        }
        bulkActions={
          <>
            <Button type="primary" icon={<MailOutlined aria-hidden />} loading={sending === 'selected'} onClick={() => void send('selected', { ids: selectedIds, resend: true })}>
              {t('organizer:exhibitor-accounts.sendSelected')}
            </Button>
            <Button danger onClick={() => void remove(selectedIds).then((deleted) => deleted && list.clearSelection())}>
              {t('organizer:exhibitor-accounts.deleteSelected')}
            </Button>
          </>
        }
      />
      <PagedListTable
        list={list}
        columns={columns}
        selectable
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:exhibitor-accounts.empty')} />}
        size="middle"
        scroll={{ x: ACCOUNT_TABLE_WIDTH }}
      />
      <CreateAccountDrawer open={creating} onSaved={refresh} onClose={() => setCreating(false)} />
      <ResetPasswordDrawer account={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
