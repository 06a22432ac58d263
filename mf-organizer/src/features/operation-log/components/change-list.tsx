import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationChanges } from '@fair/shared/contracts/operation-log';
import { useRoleKeyLabel } from '../../authorities/components/role-key-labels';

/** Fields whose values are role keys, shown by their menu titles. */
const ROLE_KEY_FIELDS = new Set(['route_keys']);

/** One value as people read it: empty as a dash, yes / no, lists joined, anything else as text. */
function useValueText() {
  const { t } = useTranslation();
  const roleKeyLabel = useRoleKeyLabel();
  const text = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'organizer:operation-log.yes' : 'organizer:operation-log.no');
    if (Array.isArray(value)) return value.length ? value.map((item) => (ROLE_KEY_FIELDS.has(field) ? roleKeyLabel(String(item)) : text(field, item))).join('、') : '—';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return text;
}

/** The changed fields of one entry, each as field: before → after; nothing but the action when none were kept. */
export function ChangeList({ changes }: { changes: OperationChanges | null }) {
  const { t } = useTranslation();
  const text = useValueText();
  if (!changes) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="fair-change-list" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
      {Object.entries(changes).map(([field, [before, after]]) => (
        <li key={field} data-field={field}>
          <Typography.Text strong>{t(`organizer:operation-log.fields.${field}`, { defaultValue: field })}</Typography.Text>
          {'：'}
          <Typography.Text type="secondary" delete={before !== null}>
            {text(field, before)}
          </Typography.Text>
          {' → '}
          <Typography.Text>{text(field, after)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
