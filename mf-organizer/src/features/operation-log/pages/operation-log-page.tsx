import { Button, Card, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import {
  OPERATION_LOG_DATE,
  OPERATION_LOG_FILTER_MAX_LENGTH,
  OPERATION_LOG_KEYWORD_MAX_LENGTH,
  OPERATION_LOG_PAGE_SIZE,
  OPERATION_LOG_PAGE_SIZES,
  type OperationLogFilters,
  type OperationLogItem,
} from '@fair/shared/contracts/operation-log';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { DateRangePicker } from '@fair/shared/ui/date-range-picker';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { OPERATION_LOG_KEY, OPERATION_LOG_OPTIONS_KEY, fetchOperationOptions, fetchOperations } from '../api/operation-log-api';
import { ChangeList } from '../components/change-list';

const isDay = (value: string) => OPERATION_LOG_DATE.test(value);
const isFilter = (value: string) => value.trim().length > 0 && value.length <= OPERATION_LOG_FILTER_MAX_LENGTH;
const FILTERS = { action: isFilter, entity: isFilter, entity_id: isFilter, date_from: isDay, date_to: isDay } as const;

/**
 * /organizer/operation-log: every organizer write, newest first — when, who, what, which record and the
 * changed fields before → after. Search by the operator's account; action, record kind, record and days
 * (at the fair) filter; all of it stands in the address.
 */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const list = usePagedList<OperationLogItem, OperationLogFilters>({ queryKey: OPERATION_LOG_KEY, fetchPage: fetchOperations, pageSize: OPERATION_LOG_PAGE_SIZE, pageSizes: OPERATION_LOG_PAGE_SIZES, filters: FILTERS });
  const options = useQuery({ queryKey: OPERATION_LOG_OPTIONS_KEY, queryFn: fetchOperationOptions, staleTime: 60_000 }, usePageQueryClient()).data;
  const { filters } = list.params;
  const actionText = (action: string) => t(`organizer:operation-log.actions.${action}`, { defaultValue: action });
  const entityText = (entity: string) => t(`organizer:operation-log.entities.${entity}`, { defaultValue: entity });
  // a record reads as its name (company, account, hall…); only one without any keeps its number
  const recordText = (entry: OperationLogItem) => entry.entity_name ?? `#${entry.entity_id}`;
  const filteredName = list.items.find((entry) => entry.entity === filters.entity && entry.entity_id === filters.entity_id)?.entity_name;

  const columns: TableColumnsType<OperationLogItem> = [
    { title: t('organizer:operation-log.time'), key: 'created_at', width: 180, render: (_, entry) => formatDateTime(entry.created_at) },
    { title: t('organizer:operation-log.actor'), key: 'actor_name', dataIndex: 'actor_name', width: 150 },
    { title: t('organizer:operation-log.action'), key: 'action', width: 110, render: (_, entry) => actionText(entry.action) },
    {
      title: t('organizer:operation-log.entity'),
      key: 'entity',
      width: 220,
      render: (_, entry) => {
        const record = recordText(entry);
        return (
          <>
            {entityText(entry.entity)}
            {entry.entity_id ? (
              <Button
                type="link"
                size="small"
                onClick={() => list.setFilters({ entity: entry.entity, entity_id: entry.entity_id! })}
                aria-label={t('organizer:operation-log.recordFilter', { record: `${entityText(entry.entity)} ${record}` })}
                title={t('organizer:operation-log.recordFilter', { record: `${entityText(entry.entity)} ${record}` })}
                style={{ whiteSpace: 'normal', textAlign: 'start', height: 'auto' }}
              >
                {record}
              </Button>
            ) : null}
          </>
        );
      },
    },
    { title: t('organizer:operation-log.changes'), key: 'changes', render: (_, entry) => <ChangeList entry={entry} /> },
  ];

  const range: [string, string] | null = filters.date_from && filters.date_to ? [filters.date_from, filters.date_to] : null;
  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={t('organizer:operation-log.search')}
        searchMaxLength={OPERATION_LOG_KEYWORD_MAX_LENGTH}
        filters={
          <>
            <FilterSelect list={list} name="action" label={t('organizer:operation-log.action')} options={(options?.actions ?? []).map((action) => ({ value: action, label: actionText(action) }))} />
            <FilterSelect
              list={list}
              name="entity"
              label={t('organizer:operation-log.entity')}
              options={(options?.entities ?? []).map((entity) => ({ value: entity, label: entityText(entity) }))}
              width={160}
              // a record belongs to its kind: another kind drops the record filter
              onChange={(value) => list.setFilters({ entity: value, entity_id: undefined })}
            />
            <DateRangePicker value={range} onChange={(value) => list.setFilters({ date_from: value?.[0], date_to: value?.[1] })} />
            {filters.entity_id ? (
              <Button onClick={() => list.setFilters({ entity_id: undefined })}>{t('organizer:operation-log.allRecords', { record: filteredName ?? `#${filters.entity_id}` })}</Button>
            ) : null}
          </>
        }
      />
      <PagedListTable list={list} columns={columns} scroll={{ x: 1000 }} />
    </Card>
  );
}
