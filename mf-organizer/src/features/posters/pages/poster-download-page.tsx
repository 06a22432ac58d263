import { useState } from 'react';
import { Button, Card, Empty, Segmented, Space } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import { REGISTER_NO_HALL } from '@fair/shared/contracts/exhibitor-register';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';
import { POSTER_KEYWORD_MAX_LENGTH, POSTER_PAGE_SIZE, POSTER_PAGE_SIZES, POSTER_SORT_FIELDS, type PosterExhibitorItem } from '@fair/shared/contracts/poster';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { POSTER_LOCALES, type PosterLocale } from '@fair/shared/validation/poster';
import { HALL_OPTIONS_KEY, POSTER_EDIT_PATH, POSTER_EXHIBITORS_KEY, type PosterFilterValues, fetchHallOptions, fetchPosterExhibitors } from '../api/poster-api';
import { PosterBatchPanel } from '../components/poster-batch-panel';
import { usePosterBatch } from '../components/use-poster-batch';
import { POSTER_TABLE_WIDTH, usePosterColumns } from '../components/use-poster-columns';

/**
 * /poster/download (SPEC §2): every company a poster is made for, searched, filtered by hall and type,
 * sorted and paged on the server (all in the address). The organizer zips the posters of the chosen rows or
 * of every company the filters find, in Chinese or English: a job whose progress shows here, then the zip.
 */
export default function PosterDownloadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uiLocale = useLocale();
  const [language, setLanguage] = useState<PosterLocale>(uiLocale === 'en-us' ? 'en-us' : 'zh-cn');
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:posters.${key}`, options);
  const list = usePagedList<PosterExhibitorItem, PosterFilterValues>({
    queryKey: POSTER_EXHIBITORS_KEY,
    fetchPage: fetchPosterExhibitors,
    pageSize: POSTER_PAGE_SIZE,
    pageSizes: POSTER_PAGE_SIZES,
    sortFields: POSTER_SORT_FIELDS,
    filters: { hall: (value) => value === REGISTER_NO_HALL || /^\d{1,9}$/.test(value), exhibitor_type: EXHIBITOR_TYPE_VALUES },
  });
  const halls = useQuery({ queryKey: [...HALL_OPTIONS_KEY, uiLocale], queryFn: fetchHallOptions, staleTime: 60_000 }, usePageQueryClient()).data ?? [];
  const columns = usePosterColumns((item) => navigate(`${POSTER_EDIT_PATH}?exhibitor=${item.id}`));
  const batch = usePosterBatch(list, language);

  return (
    <Card variant="borderless">
      {batch.jobId !== null ? <PosterBatchPanel key={batch.jobId} jobId={batch.jobId} onClose={batch.close} /> : null}
      <ListToolbar
        list={list}
        searchPlaceholder={text('search')}
        searchMaxLength={POSTER_KEYWORD_MAX_LENGTH}
        filters={
          <>
            <FilterSelect list={list} name="hall" label={text('hall')} searchable options={[{ value: REGISTER_NO_HALL, label: text('noHall') }, ...halls.map((hall) => ({ value: String(hall.id), label: hall.name }))]} />
            <FilterSelect list={list} name="exhibitor_type" label={text('exhibitorType')} options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
          </>
        }
        actions={
          <Space wrap>
            <Segmented<PosterLocale> aria-label={text('language')} value={language} onChange={setLanguage} options={POSTER_LOCALES.map((value) => ({ value, label: text(`languages.${value}`) }))} />
            <Button type="primary" icon={<DownloadOutlined />} loading={batch.starting} disabled={list.total === 0} onClick={() => void batch.start()} data-testid="poster-batch-all">
              {text('downloadAll', { count: list.total })}
            </Button>
            <Button icon={<EditOutlined />} onClick={() => navigate(POSTER_EDIT_PATH)}>
              {text('editTemplate')}
            </Button>
          </Space>
        }
        bulkActions={
          <Button icon={<DownloadOutlined />} loading={batch.starting} onClick={() => void batch.start(list.selectedKeys.map(Number))} data-testid="poster-batch-selected">
            {text('downloadSelected', { count: list.selectedKeys.length })}
          </Button>
        }
      />
      <PagedListTable list={list} columns={columns} selectable empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('empty')} />} size="middle" scroll={{ x: POSTER_TABLE_WIDTH }} data-testid="poster-table" />
    </Card>
  );
}
