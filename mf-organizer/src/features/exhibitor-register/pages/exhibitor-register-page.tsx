import { useState } from 'react';
import { Button, Card, Empty, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCountryCode } from '@fair/locales/countries';
import { usePageQueryClient, useInvalidate } from '@fair/shared/api/query-client';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import {
  REGISTER_KEYWORD_MAX_LENGTH,
  REGISTER_NO_HALL,
  REGISTER_PAGE_SIZE,
  REGISTER_PAGE_SIZES,
  REGISTER_PATHS,
  REGISTER_SORT_FIELDS,
  type RegisterItem,
} from '@fair/shared/contracts/exhibitor-register';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { HALL_OPTIONS_KEY, REGISTER_QUERY_KEY, fetchHallOptions, fetchRegister, saveBooth, type RegisterFilterValues } from '../api/exhibitor-register-api';
import { BoothDrawer } from '../components/booth-drawer';
import { PROFILE_FLAGS, RegisterFilters } from '../components/register-filters';
import { REGISTER_TABLE_WIDTH, useRegisterColumns } from '../components/use-register-columns';
import { ReminderDrawer } from '../components/reminder-drawer';
import { useSendReminders } from '../components/use-send-reminders';

const isPercent = (value: string) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;

/**
 * /message/exhibitor-info-manage: every company with its profile fields and completion; filters, search,
 * sort and paging in the address; the organizer sets hall, booth number and booth area in a drawer,
 * exports the filtered set as .xlsx, and e-mails profile reminders to chosen or incomplete companies.
 */
export default function ExhibitorRegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const invalidate = useInvalidate();
  const list = usePagedList<RegisterItem, RegisterFilterValues>({
    queryKey: REGISTER_QUERY_KEY,
    fetchPage: fetchRegister,
    pageSize: REGISTER_PAGE_SIZE,
    pageSizes: REGISTER_PAGE_SIZES,
    sortFields: REGISTER_SORT_FIELDS,
    filters: {
      hall: (value) => value === REGISTER_NO_HALL || /^\d{1,9}$/.test(value),
      exhibitor_type: EXHIBITOR_TYPE_VALUES,
      country: isCountryCode,
      is_edit: PROFILE_FLAGS,
      completion_below: isPercent,
    },
  });
  const halls = useQuery({ queryKey: [...HALL_OPTIONS_KEY, locale], queryFn: fetchHallOptions, staleTime: 60_000 }, usePageQueryClient()).data ?? [];
  const [editing, setEditing] = useState<RegisterItem | null>(null);
  const [reminding, setReminding] = useState(false);
  const remind = useSendReminders(list.clearSelection);
  const columns = useRegisterColumns(setEditing);
  // the export takes the list's search, filters and sort, not its page (undefined parameters are not sent)
  const exportParams = { ...list.request, page: undefined, page_size: undefined };

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={t('organizer:exhibitor-register.search')}
        searchMaxLength={REGISTER_KEYWORD_MAX_LENGTH}
        filters={<RegisterFilters list={list} halls={halls} />}
        bulkActions={
          <Button loading={remind.busy !== null} onClick={() => void remind.run({ ids: list.selectedKeys.map(Number) })}>
            {t('organizer:exhibitor-register.reminder.sendChosen')}
          </Button>
        }
        actions={
          <Space wrap>
            <Button onClick={() => setReminding(true)}>{t('organizer:exhibitor-register.reminder.open')}</Button>
            <DownloadButton
            url={REGISTER_PATHS.export}
            params={exportParams}
            fallbackName={t('organizer:exhibitor-register.fileName')}
            busyText={t('organizer:exhibitor-register.exporting')}
            disabled={list.total === 0}
          >
              {t('organizer:exhibitor-register.export')}
            </DownloadButton>
          </Space>
        }
      />
      <PagedListTable
        list={list}
        columns={columns}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:exhibitor-register.empty')} />}
        size="middle"
        selectable
        scroll={{ x: REGISTER_TABLE_WIDTH }}
      />
      <BoothDrawer
        company={editing}
        halls={halls}
        onSave={async (assignment) => {
          await saveBooth(assignment);
          await invalidate(REGISTER_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      />
      <ReminderDrawer open={reminding} onClose={() => setReminding(false)} below={Number(list.params.filters.completion_below ?? 100)} />
    </Card>
  );
}
