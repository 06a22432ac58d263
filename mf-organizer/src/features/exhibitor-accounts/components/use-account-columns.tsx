import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { SendStatusTag } from './send-status-tag';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

export interface AccountActions {
  onSend: (account: ExhibitorAccountItem) => void;
  onResetPassword: (account: ExhibitorAccountItem) => void;
  onToggleBan: (account: ExhibitorAccountItem) => void;
  onDelete: (account: ExhibitorAccountItem) => void;
  /** the row whose action is under way */
  busyId: number | null;
}

/** A name or address cut to its column, whole in a tooltip when it does not fit. */
const clipped = (value: string | null) => (value ? <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text> : '—');

/** The table's least width, its columns and the 32 px selection box: at 1440 px it fits without scrolling sideways. */
export const ACCOUNT_TABLE_WIDTH = 1120;

/**
 * The account table's columns (SPEC §2): names, account e-mail, send status, types, profile saved, account
 * state, created time, actions. The send status stands beside the e-mail it concerns, so it stays in
 * sight on narrow screens; the created time and the actions take two lines rather than width.
 */
export function useAccountColumns({ onSend, onResetPassword, onToggleBan, onDelete, busyId }: AccountActions): TableColumnsType<ExhibitorAccountItem> {
  const { t } = useTranslation();
  const actions = useRowActionsColumn<ExhibitorAccountItem>(160, (account) => ({
    name: account.email ?? account.name_zh,
    size: 'small',
    actions: [
      { label: t('organizer:exhibitor-accounts.sendOne'), loading: busyId === account.id, disabled: account.approval_status !== 'approved' || !account.email, onClick: () => onSend(account) },
      { label: t('organizer:exhibitor-accounts.resetPassword'), onClick: () => onResetPassword(account) },
      { label: t(account.banned ? 'organizer:exhibitor-accounts.unban' : 'organizer:exhibitor-accounts.ban'), danger: !account.banned, onClick: () => onToggleBan(account) },
    ],
    onDelete: () => onDelete(account),
  }));
  return [
    { title: t('organizer:exhibitor-accounts.nameZh'), dataIndex: 'name_zh', key: 'name_zh', sorter: true, fixed: 'left', width: 130, render: clipped },
    { title: t('organizer:exhibitor-accounts.nameEn'), dataIndex: 'name_en', key: 'name_en', sorter: true, width: 150, render: clipped },
    { title: t('organizer:exhibitor-accounts.email'), dataIndex: 'email', key: 'email', sorter: true, width: 170, render: clipped },
    {
      title: t('organizer:exhibitor-accounts.sendStatusLabel'),
      key: 'send_status',
      sorter: true,
      width: 100,
      render: (_, account) => <SendStatusTag status={account.send_status} error={account.send_error} />,
    },
    {
      title: t('organizer:exhibitor-accounts.exhibitorType'),
      key: 'exhibitor_types',
      width: 110,
      render: (_, account) => account.exhibitor_types.map((type) => <Tag key={type}>{t(exhibitorTypeLabelKey(type))}</Tag>),
    },
    {
      title: t('organizer:exhibitor-accounts.profileLabel'),
      key: 'is_edit',
      width: 84,
      render: (_, account) => (account.is_edit ? <Tag color="green">{t('organizer:exhibitor-accounts.profile.saved')}</Tag> : <Tag>{t('organizer:exhibitor-accounts.profile.unsaved')}</Tag>),
    },
    {
      title: t('organizer:exhibitor-accounts.accountState'),
      key: 'banned',
      width: 84,
      render: (_, account) =>
        account.approval_status !== 'approved' ? (
          <Tag color="orange">{t(`organizer:exhibitor-accounts.approval.${account.approval_status}`)}</Tag>
        ) : account.banned ? (
          <Tag color="red">{t('organizer:exhibitor-accounts.banned')}</Tag>
        ) : (
          <Tag color="green">{t('organizer:exhibitor-accounts.active')}</Tag>
        ),
    },
    { title: t('common:table.createdAt'), key: 'created_at', sorter: true, width: 100, render: (_, account) => formatDateTime(account.created_at) },
    actions,
  ];
}
