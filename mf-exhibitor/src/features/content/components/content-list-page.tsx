import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Empty, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '@fair/shared/access/use-can';
import { CONTENT_KEYWORD_MAX_LENGTH, CONTENT_PAGE_SIZE, CONTENT_STATUSES, type ContentStatus } from '@fair/shared/contracts/content';
import type { Page } from '@fair/shared/contracts/envelope';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { contentApi } from '../api/content-api';
import { editPathOf, type ContentKindDefinition, type TextContentListItem } from '../content-kinds';
import { PinnedTag, StatusTag } from './content-state-tags';
import { useContentActions } from './use-content-actions';

interface ListQuery {
  page: number;
  keyword: string;
  status: ContentStatus | undefined;
}

/** The list's page, search and status filter live in the address, so coming back from the form keeps them. */
function queryOf(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keyword: params.get('keyword') ?? '',
    status: CONTENT_STATUSES.includes(status as ContentStatus) ? (status as ContentStatus) : undefined,
  };
}

function paramsOf(query: ListQuery): Record<string, string> {
  return {
    ...(query.page > 1 ? { page: String(query.page) } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

const hasLocation = (item: TextContentListItem): item is TextContentListItem & { location_zh: string; location_en: string } => 'location_zh' in item;

/**
 * Exhibitor news or booth activities (SPEC §2): paged 10 a page, search by title, status, pinned marker,
 * upload and publish time, and the SPEC §4 actions per row; delete asks first.
 */
export function ContentListPage({ definition }: { definition: ContentKindDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const canEdit = useCan(definition.powerKey);
  const actions = useContentActions(definition);
  const text = (key: string) => t(`exhibitor:content.${definition.textKey}.${key}`);
  const locale = useLocale();
  /** both languages, the interface's first */
  const inLanguage = (zh: string, en: string) => (locale === 'en-us' ? [en || zh, en ? zh : ''] : [zh, en]);

  const [data, setData] = useState<Page<TextContentListItem> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [keywordInput, setKeywordInput] = useState(query.keyword);
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((count) => count + 1);

  const setQuery = useCallback((next: ListQuery) => setParams(paramsOf(next)), [setParams]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailed(false);
    contentApi
      .list<TextContentListItem>(definition.kind, {
        page: query.page,
        page_size: CONTENT_PAGE_SIZE,
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(query.status ? { status: query.status } : {}),
      })
      .then(
        (page) => {
          if (!current) return;
          // the last item of the last page went away: show the page before it
          if (page.list.length === 0 && query.page > 1 && page.total > 0) setQuery({ ...query, page: Math.ceil(page.total / CONTENT_PAGE_SIZE) });
          else setData(page);
        },
        // the api client has said why; the table offers a retry instead of claiming there is nothing
        () => current && setFailed(true),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // the query is read from the address; its parts are the dependencies
  }, [definition.kind, query.page, query.keyword, query.status, reloads]);

  const filtered = Boolean(query.keyword || query.status);

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
          {canEdit ? (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => void actions.changeState(item, item.status === 'published' ? 'withdraw' : 'publish').then((updated) => updated && reload())}
              >
                {t(item.status === 'published' ? 'common:button.withdraw' : 'common:button.publish')}
              </Button>
              <Button type="link" size="small" onClick={() => void actions.changeState(item, item.pinned ? 'unpin' : 'pin').then((updated) => updated && reload())}>
                {t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop')}
              </Button>
              <Button type="link" size="small" danger onClick={() => void actions.remove(item).then((deleted) => deleted && reload())}>
                {t('common:button.delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exhibitor:content.loadFailed')}>
      <Button onClick={reload}>{t('common:button.retry')}</Button>
    </Empty>
  ) : filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} />
  ) : (
    <Empty description={text('empty')}>
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(definition.createPath)}>
          {text('create')}
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <Card variant="borderless">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <Input.Search
            allowClear
            value={keywordInput}
            maxLength={CONTENT_KEYWORD_MAX_LENGTH}
            placeholder={text('searchPlaceholder')}
            aria-label={text('searchPlaceholder')}
            enterButton={t('common:button.search')}
            onChange={(event) => setKeywordInput(event.target.value)}
            onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() })}
            style={{ width: 320, maxWidth: '100%' }}
          />
          <Select
            allowClear
            value={query.status}
            placeholder={t('exhibitor:content.allStatuses')}
            aria-label={t('exhibitor:content.field.status')}
            style={{ width: 140 }}
            options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`common:status.${status}`) }))}
            onChange={(status?: ContentStatus) => setQuery({ ...query, page: 1, status })}
          />
        </Space>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(definition.createPath)}>
            {text('create')}
          </Button>
        ) : null}
      </div>
      <Table<TextContentListItem>
        rowKey="id"
        columns={columns}
        dataSource={failed ? [] : (data?.list ?? [])}
        loading={loading}
        scroll={{ x: definition.hasLocation ? 1100 : 970 }}
        locale={{ emptyText: loading && !data ? <div style={{ height: 120 }} /> : empty }}
        pagination={{
          current: query.page,
          pageSize: CONTENT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: (total) => t('common:table.total', { total }),
          onChange: (page) => setQuery({ ...query, page }),
        }}
      />
    </Card>
  );
}
