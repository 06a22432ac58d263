import { Button, Card, Empty, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@fair/shared/session/use-can';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_PAGE_SIZE, CONTENT_STATUSES, type ContentStatus } from '@fair/shared/contracts/content';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ContentStateButtons } from '@fair/shared/ui/content/content-state-buttons';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { CreateButton, ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { contentApi, contentQueryKey } from '../api/content-api';
import { editPathOf, type ContentKindDefinition, type TextContentListItem } from '../content-kinds';
import { useContentKindActions } from './use-content-actions';

/** The status filter: its values are the only ones the address may carry. */
const FILTERS = { status: CONTENT_STATUSES };

const hasLocation = (item: TextContentListItem): item is TextContentListItem & { location_zh: string; location_en: string } => 'location_zh' in item;

/**
 * Exhibitor news or booth activities (SPEC §2): paged 10 a page, search by title, status, pinned marker,
 * upload and publish time, and the SPEC §4 actions per row; delete asks first. Page, search and status
 * live in the address, so coming back from the form keeps them.
 */
export function ContentListPage({ definition }: { definition: ContentKindDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan(definition.powerKey);
  const actions = useContentKindActions(definition);
  const list = usePagedList<TextContentListItem, { status: ContentStatus }>({
    queryKey: [...contentQueryKey(definition.kind), 'list'],
    pageSize: CONTENT_PAGE_SIZE,
    filters: FILTERS,
    fetchPage: (request) => contentApi.list<TextContentListItem>(definition.kind, request),
  });
  const text = (key: string) => t(`exhibitor:content.${definition.textKey}.${key}`);
  const locale = useLocale();
  /** both languages, the interface's first */
  const inLanguage = (zh: string, en: string) => (locale === 'en-us' ? [en || zh, en ? zh : ''] : [zh, en]);

  const columns: TableColumnsType<TextContentListItem> = [
    {
      title: t('exhibitor:content.field.title'),
      key: 'title',
      render: (_, item) => (
        <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
          <Space size={6} wrap>
            {item.pinned ? <PinnedTag /> : null}
            <Typography.Link onClick={() => navigate(editPathOf(definition, item.id))}>{inLanguage(item.title_zh, item.title_en)[0]}</Typography.Link>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {inLanguage(item.title_zh, item.title_en)[1]}
          </Typography.Text>
        </Space>
      ),
    },
    ...(definition.hasLocation
      ? [
          {
            title: t('exhibitor:content.field.location'),
            key: 'location',
            width: 150,
            render: (_: unknown, item: TextContentListItem) =>
              hasLocation(item) && (item.location_zh || item.location_en) ? (
                <Space orientation="vertical" size={2}>
                  <span>{inLanguage(item.location_zh, item.location_en)[0]}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {inLanguage(item.location_zh, item.location_en)[1]}
                  </Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
        ]
      : []),
    {
      title: t('exhibitor:content.field.status'),
      key: 'status',
      width: 90,
      render: (_, item) => <StatusTag status={item.status} />,
    },
    {
      title: t('common:table.uploadTime'),
      key: 'uploaded_at',
      width: 180,
      render: (_, item) => formatDateTime(item.uploaded_at),
    },
    {
      title: t('common:table.publishTime'),
      key: 'published_at',
      width: 180,
      render: (_, item) => (item.published_at ? formatDateTime(item.published_at) : <Typography.Text type="secondary">—</Typography.Text>),
    },
    {
      title: t('common:table.operation'),
      key: 'operation',
      width: canEdit ? 300 : 130,
      fixed: 'right',
      render: (_, item) => (
        <Space size={0} wrap className="fair-content-row-actions">
          <Button type="link" size="small" onClick={() => navigate(editPathOf(definition, item.id))}>
            {t(canEdit ? 'common:button.edit' : 'exhibitor:content.view')}
          </Button>
          <Button type="link" size="small" onClick={() => void actions.preview(item.id)}>
            {t('common:button.preview')}
          </Button>
          {canEdit ? <ContentStateButtons item={item} actions={actions} /> : null}
        </Space>
      ),
    },
  ];

  const create = canEdit ? <CreateButton label={text('create')} onClick={() => navigate(definition.createPath)} /> : null;

  return (
    <Card variant="borderless">
      <ListToolbar
        list={list}
        searchPlaceholder={text('searchPlaceholder')}
        searchMaxLength={CONTENT_KEYWORD_MAX_LENGTH}
        filters={
          <FilterSelect
            list={list}
            name="status"
            label={t('exhibitor:content.field.status')}
            placeholder={t('exhibitor:content.allStatuses')}
            options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))}
          />
        }
        actions={create}
      />
      <PagedListTable
        list={list}
        columns={columns}
        scroll={{ x: definition.hasLocation ? 1100 : 970 }}
        empty={<Empty description={text('empty')}>{create}</Empty>}
      />
    </Card>
  );
}
