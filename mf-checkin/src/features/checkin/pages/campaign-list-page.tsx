import { Button, Card, Empty } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@fair/shared/api/api-error';
import { useInvalidate } from '@fair/shared/api/query-client';
import { CHECKIN_PAGE_SIZE, CHECKIN_SORTS, CHECKIN_STATES, type CheckinCampaignRow } from '@fair/shared/contracts/checkin';
import { notifier } from '@fair/shared/feedback/notifier';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { CAMPAIGN_ADD_PATH, CHECKIN_QUERY_KEY, type CampaignFilters, WRITE_OFF_PATH, campaignEditPath, deleteCampaign, enableCampaign, fetchCampaigns } from '../api/checkin-api';
import { useCampaignColumns } from '../components/use-campaign-columns';

const FILTERS = { state: CHECKIN_STATES };

/**
 * /checkin/check-in-manage-list: check-in campaigns; search, state filter, sort and paging in the address.
 * Delete asks first; when visitors took part the server refuses (its message is shown) and the page offers
 * to disable the campaign instead.
 */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const text = (key: string) => t(`checkin:list.${key}`);
  const list = usePagedList<CheckinCampaignRow, CampaignFilters>({ queryKey: CHECKIN_QUERY_KEY, fetchPage: fetchCampaigns, pageSize: CHECKIN_PAGE_SIZE, sortFields: CHECKIN_SORTS, filters: FILTERS });
  const refused = useRef<number | null>(null);
  const { remove, deleting } = useConfirmedDelete<number>({
    deleteCall: async (id) => {
      try {
        return await deleteCampaign(id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) refused.current = id;
        throw error;
      }
    },
    invalidates: CHECKIN_QUERY_KEY,
  });
  const onDelete = async (row: CheckinCampaignRow) => {
    refused.current = null;
    if (await remove(row.id)) return;
    if (refused.current !== row.id || !row.enabled) return;
    if (!(await notifier().confirm({ content: text('deleteRefused'), okText: t('common:status.disabled') }))) return;
    await enableCampaign(row.id, false);
    notifier().success(t('common:success.operation'));
    void invalidate(CHECKIN_QUERY_KEY);
  };
  const columns = useCampaignColumns({ onEdit: (row) => navigate(campaignEditPath(row.id)), onDelete: (row) => void onDelete(row), deleting });

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={100}
        filters={<FilterSelect list={list} name="state" label={text('state')} width={120} options={CHECKIN_STATES.map((state) => ({ value: state, label: t(`checkin:state.${state}`) }))} />}
        actions={
          <>
            <Button onClick={() => navigate(WRITE_OFF_PATH)}>{text('writeOff')}</Button>
            <CreateButton label={text('create')} onClick={() => navigate(CAMPAIGN_ADD_PATH)} />
          </>
        }
      />
      <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} scroll={{ x: 1100 }} data-testid="checkin-campaign-table" />
    </Card>
  );
}
