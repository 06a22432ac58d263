import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_STATUSES } from '@fair/shared/contracts/content';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZES, NOTIFICATION_SORT_FIELDS, type NotificationItem } from '@fair/shared/contracts/notifications';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { NOTIFICATION_CREATE_PATH, NOTIFICATIONS_QUERY_KEY, type NotificationFilters, fetchNotifications, notificationEditPath } from '../api/notification-api';
import { useDeleteNotifications, useWithdraw } from '../components/use-notification-calls';
import { useNotificationColumns } from '../components/use-notification-columns';

const FILTERS = { status: CONTENT_STATUSES, audience: NOTIFICATION_AUDIENCES };

/**
 * /organizer/notification (SPEC §2): the organizer's notifications. Search by either title, filter by status
 * and audience, sort by a column (all in the address); create and edit open their pages; a published one is
 * withdrawn from every message box before it is edited; delete one or the selected ones after a question
 * that says what deleting a published notification takes out of the exhibitors' boxes.
 */
export default function NotificationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = (key: string) => t(`organizer:notifications.${key}`);
  const list = usePagedList<NotificationItem, NotificationFilters>({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    fetchPage: fetchNotifications,
    pageSize: NOTIFICATION_PAGE_SIZE,
    pageSizes: NOTIFICATION_PAGE_SIZES,
    sortFields: NOTIFICATION_SORT_FIELDS,
    filters: FILTERS,
  });
  const withdraw = useWithdraw();
  const remove = useDeleteNotifications(list.clearSelection);
  const selected = list.selectedItems;
  const columns = useNotificationColumns({
    onEdit: (item) => navigate(notificationEditPath(item.id)),
    onWithdraw: (item) => void withdraw.run(item.id, item.recipient_count),
    onDelete: (item) => void remove.run([item.id], [item]),
    withdrawing: withdraw.busy,
    deleting: remove.busy,
  });

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={CONTENT_KEYWORD_MAX_LENGTH}
        filters={
          <>
            <FilterSelect list={list} name="audience" label={text('audience')} options={NOTIFICATION_AUDIENCES.map((value) => ({ value, label: text(`audiences.${value}`) }))} />
            <FilterSelect list={list} name="status" label={text('status')} width={110} options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))} />
          </>
        }
        actions={<CreateButton label={text('create')} onClick={() => navigate(NOTIFICATION_CREATE_PATH)} />}
        bulkActions={
          <Button danger loading={remove.busy !== null && remove.busy.length > 1} onClick={() => void remove.run(selected.map((item) => item.id), selected)}>
            {text('deleteSelected')}
          </Button>
        }
      />
      <PagedListTable list={list} columns={columns} selectable empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} scroll={{ x: 1100 }} data-testid="notification-table" />
    </Card>
  );
}
