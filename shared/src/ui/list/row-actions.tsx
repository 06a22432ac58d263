import type { ReactNode } from 'react';
import { Button, Space, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list action of one row: between edit and delete (publish or withdraw, hide or show), or leading (view, move). */
export interface RowAction {
  label: string;
  /** what it does; none for a link (`href`) */
  onClick?: () => void;
  /** opens this address instead (a file, another page) */
  href?: string;
  icon?: ReactNode;
  /** said on hover (why a row is locked, what a copy makes) */
  tooltip?: string;
  /** a harsh action (ban) stands out like delete */
  danger?: boolean;
  /** this action's own call runs on the row */
  loading?: boolean;
  /** the row does not allow it (no e-mail to send to) */
  disabled?: boolean;
}

export interface RowActionsProps {
  /** the row's name, for the buttons' accessible names ("edit <name>") */
  name: string;
  /** before edit: actions that come first (view, move up and down) */
  leading?: RowAction[];
  /** no edit button without it */
  onEdit?: () => void;
  actions?: RowAction[];
  /** asks, then deletes (see useConfirmedDelete); no delete button without it */
  onDelete?: () => void;
  /** 'delete' unless told (a featured entry is removed, not deleted) */
  deleteLabel?: string;
  /** a call on this row runs: its buttons wait */
  busy?: boolean;
  deleting?: boolean;
  size?: 'small' | 'middle';
}

/** One action's link button, its accessible name naming the row. */
function ActionButton({ action, name, busy, size }: { action: RowAction; name: string; busy: boolean; size?: 'small' | 'middle' }) {
  const button = (
    <Button
      type="link"
      size={size}
      icon={action.icon}
      href={action.href}
      danger={action.danger}
      loading={action.loading}
      disabled={action.disabled || (busy && !action.loading)}
      onClick={action.onClick}
      aria-label={`${action.label} ${name}`}
    >
      {action.label}
    </Button>
  );
  return action.tooltip ? <Tooltip title={action.tooltip}>{button}</Tooltip> : button;
}

/** The operation cell of a list row: the leading actions, edit, the row's own actions, and delete (after a confirmation). */
export function RowActions({ name, leading = [], onEdit, actions = [], onDelete, deleteLabel, busy = false, deleting = false, size }: RowActionsProps) {
  const { t } = useTranslation();
  const removeLabel = deleteLabel ?? t('common:button.delete');
  return (
    <Space size={0} wrap>
      {leading.map((action) => (
        <ActionButton key={action.label} action={action} name={name} busy={busy} size={size} />
      ))}
      {onEdit ? (
        <Button type="link" size={size} disabled={busy} onClick={onEdit} aria-label={`${t('common:button.edit')} ${name}`}>
          {t('common:button.edit')}
        </Button>
      ) : null}
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} name={name} busy={busy} size={size} />
      ))}
      {onDelete ? (
        <Button type="link" size={size} danger loading={deleting} disabled={busy && !deleting} onClick={onDelete} aria-label={`${removeLabel} ${name}`}>
          {removeLabel}
        </Button>
      ) : null}
    </Space>
  );
}

/**
 * The operation column of RowActions, fixed at the right so a narrow table (beside a preview, on a small
 * screen) scrolls sideways with its actions in view.
 */
export function useRowActionsColumn<T>(width: number, actionsOf: (item: T) => RowActionsProps): TableColumnsType<T>[number] {
  const { t } = useTranslation();
  return { title: t('common:table.operation'), key: 'actions', fixed: 'right', width, render: (_value, item) => <RowActions {...actionsOf(item)} /> };
}
