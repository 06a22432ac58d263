import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationLogItem } from '@fair/shared/contracts/operation-log';
import { formatOperationValue, operationFieldLabel } from '@fair/shared/contracts/operation-log-fields';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRoleKeyLabel } from '../../authorities/components/role-key-labels';

/** The changed fields of one entry, each as field: before → after in the screens' words; a dash when none were kept. */
export function ChangeList({ entry }: { entry: Pick<OperationLogItem, 'entity' | 'changes' | 'names'> }) {
  const { t } = useTranslation();
  const roleKeyLabel = useRoleKeyLabel();
  if (!entry.changes) return <Typography.Text type="secondary">—</Typography.Text>;
  // the shared catalogue words every value: states and types by their labels, halls by name, times local
  const context = { t: t as (key: string, options?: Record<string, unknown>) => string, names: entry.names ?? {}, entity: entry.entity, roleKeyLabel, formatTime: formatDateTime };
  return (
    <ul className="fair-change-list" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
      {Object.entries(entry.changes).map(([field, [before, after]]) => (
        <li key={field} data-field={field}>
          <Typography.Text strong>{operationFieldLabel(context.t, field)}</Typography.Text>
          {'：'}
          <Typography.Text type="secondary" delete={before !== null}>
            {formatOperationValue(field, before, context)}
          </Typography.Text>
          {' → '}
          <Typography.Text>{formatOperationValue(field, after, context)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
