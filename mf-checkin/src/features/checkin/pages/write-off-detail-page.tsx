import { Card, Empty, Flex, Progress, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { CHECKIN_PAGE_SIZE, WRITE_OFF_SORTS } from '@fair/shared/contracts/checkin';
import { DateRangePicker } from '@fair/shared/ui/date-range-picker';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { CHECKIN_QUERY_KEY, WRITE_OFF_EXPORT_URL, type WriteOffFilters, type WriteOffRow, type WriteOffTotals, fetchWriteOffTotals, fetchWriteOffs } from '../api/checkin-api';
import { isDay, serverFilters } from '../components/write-off-dates';
import { useWriteOffFilterOptions } from '../components/write-off-filter-options';

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);
const FILTERS = { campaign_id: isId, prize_id: isId, staff_id: isId, from: isDay, to: isDay };

/**
 * /checkin/write-off-detail: every redemption (who, when, which prize, which staff account); campaign,
 * prize, staff and date filters in the address; a chosen campaign shows each prize's claims and
 * redemptions against its stock; the filtered list exports as .xlsx.
 */
export default function WriteOffDetailPage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`checkin:detail.${key}`);
  const list = usePagedList<WriteOffRow, WriteOffFilters>({
    queryKey: [...CHECKIN_QUERY_KEY, 'write-offs'],
    fetchPage: (request) => fetchWriteOffs(serverFilters(request)),
    pageSize: CHECKIN_PAGE_SIZE,
    sortFields: WRITE_OFF_SORTS,
    filters: FILTERS,
    rowKey: (row) => row.claim_id,
  });
  const { filters, keyword, sort } = list.params;
  const campaignId = filters.campaign_id ? Number(filters.campaign_id) : null;
  const options = useWriteOffFilterOptions(campaignId);
  const totals = useQuery({ queryKey: [...CHECKIN_QUERY_KEY, 'totals', campaignId], queryFn: () => fetchWriteOffTotals(campaignId as number), enabled: campaignId !== null }, usePageQueryClient());
  const exportParams = serverFilters({ ...filters, keyword: keyword || undefined, sort: sort?.field, order: sort ? (sort.order === 'ascend' ? 'asc' : 'desc') : undefined });

  const columns: TableColumnsType<WriteOffRow> = [
    { title: text('code'), key: 'code', dataIndex: 'code', width: 110, render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: text('visitor'), key: 'visitor_name', dataIndex: 'visitor_name', width: 140 },
    { title: text('campaign'), key: 'campaign_name_zh', dataIndex: 'campaign_name_zh', width: 180 },
    { title: text('prize'), key: 'prize_name_zh', dataIndex: 'prize_name_zh', width: 160 },
    { title: text('claimedAt'), key: 'claimed_at', dataIndex: 'claimed_at', sorter: true, width: 150, render: (value: string) => formatFairTime(value) },
    { title: text('redeemedAt'), key: 'redeemed_at', dataIndex: 'redeemed_at', sorter: true, width: 150, render: (value: string) => formatFairTime(value) },
    { title: text('staff'), key: 'staff_name', dataIndex: 'staff_name', width: 130 },
  ];
  const totalColumns: TableColumnsType<WriteOffTotals[number]> = [
    { title: text('prize'), key: 'name_zh', render: (_value, row) => `${row.name_zh} / ${row.name_en}` },
    { title: text('stock'), key: 'stock', dataIndex: 'stock', width: 100 },
    { title: text('claimed'), key: 'claimed', dataIndex: 'claimed', width: 100 },
    { title: text('redeemedCount'), key: 'redeemed', dataIndex: 'redeemed', width: 100 },
    { title: '', key: 'bar', width: 200, render: (_value, row) => <Progress percent={row.stock ? Math.round((row.redeemed / row.stock) * 100) : 0} success={{ percent: row.stock ? Math.round((row.redeemed / row.stock) * 100) : 0 }} size="small" /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" size="small" title={text('totals')}>
        {campaignId === null ? (
          <Typography.Text type="secondary">{text('pickCampaign')}</Typography.Text>
        ) : (
          <Table rowKey="prize_id" size="small" pagination={false} loading={totals.isLoading} dataSource={totals.data ?? []} columns={totalColumns} data-testid="write-off-totals" />
        )}
      </Card>
      <Card variant="borderless">
        <ListToolbar
          list={list}
          searchPlaceholder={text('search')}
          searchMaxLength={100}
          filters={
            <>
              <FilterSelect list={list} name="campaign_id" label={text('campaign')} width={180} searchable options={options.campaigns} onChange={(value) => list.setFilters({ campaign_id: value, prize_id: undefined })} />
              <FilterSelect list={list} name="prize_id" label={text('prize')} width={150} options={options.prizes} />
              <FilterSelect list={list} name="staff_id" label={text('staff')} width={140} searchable options={options.staff} />
              <DateRangePicker value={filters.from && filters.to ? [filters.from, filters.to] : null} onChange={(range) => list.setFilters({ from: range?.[0], to: range?.[1] })} />
            </>
          }
          actions={
            <DownloadButton icon={<DownloadOutlined />} url={WRITE_OFF_EXPORT_URL} params={exportParams} fallbackName={text('fileName')} busyText={text('exporting')}>
              {text('export')}
            </DownloadButton>
          }
        />
        <PagedListTable list={list} columns={columns} empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} scroll={{ x: 1020 }} data-testid="write-off-table" />
      </Card>
    </Flex>
  );
}
