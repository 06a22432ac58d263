import { useState } from 'react';
import { Button, Card, Empty, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { AudioOutlined, FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '@fair/shared/api/query-client';
import { MEDIA_KEYWORD_MAX_LENGTH, MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZES, type MediaCategory, type MediaItem } from '@fair/shared/contracts/media-library';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import { ListToolbar } from '@fair/shared/ui/list/list-toolbar';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { useRowCall } from '@fair/shared/ui/list/use-row-call';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import type { MediaItemForm } from '@fair/shared/validation/media-library';
import { MEDIA_ITEMS_KEY, MEDIA_QUERY_KEY, type MediaFilters, mediaApi } from '../api/media-api';
import { FolderPanel, useMediaFolders } from '../components/folder-panel';
import { MediaEditFields } from '../components/media-edit-fields';
import { MediaUploadButton } from '../components/media-upload-button';
import { usageQuestion } from '../components/media-usage-question';

const CATEGORIES: readonly MediaCategory[] = ['image', 'video', 'file', 'audio'];
const FILE_ICONS = { video: <VideoCameraOutlined />, audio: <AudioOutlined />, file: <FileOutlined />, image: <FileOutlined /> } as const;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Preview({ item }: { item: MediaItem }) {
  const box = { width: 64, height: 48, borderRadius: 4, background: '#f5f5f5', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 22, color: '#8c8c8c' } as const;
  return item.category === 'image' ? (
    <img src={item.url} alt={item.alt_text || item.title} style={{ ...box, objectFit: 'cover' }} />
  ) : (
    <span style={box} aria-hidden>
      {FILE_ICONS[item.category]}
    </span>
  );
}

/**
 * The media library (SPEC §2 "a media library with folders", §3 media item): folders on the left; on the right
 * the folder's files, searched and filtered by kind, uploaded into the folder with progress, edited in a drawer
 * (title, alt text, description), moved and deleted several at once. Before a delete the places still
 * showing a file are named.
 */
export default function MediaLibraryPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const folders = useMediaFolders();
  const list = usePagedList<MediaItem, MediaFilters>({
    queryKey: MEDIA_ITEMS_KEY,
    fetchPage: mediaApi.fetchPage,
    pageSize: MEDIA_PAGE_SIZE,
    pageSizes: MEDIA_PAGE_SIZES,
    filters: { folder: (value) => /^\d{1,10}$/.test(value), category: CATEGORIES },
  });
  const folder = list.params.filters.folder;
  const folderId = folder && folder !== '0' ? Number(folder) : null;
  const [editing, setEditing] = useState<MediaItemForm | null>(null);
  const [target, setTarget] = useState<number | 'none' | undefined>(undefined);

  const remove = useRowCall<number[]>({
    call: (ids) => mediaApi.remove(ids),
    confirm: async (ids) => usageQuestion(t, await mediaApi.usages(ids)),
    success: t('common:success.deleted'),
    invalidates: MEDIA_QUERY_KEY,
  });
  const move = useRowCall<number[], [folder: number | null]>({ call: (ids, to) => mediaApi.move(ids, to), invalidates: MEDIA_QUERY_KEY });

  const actions = useRowActionsColumn<MediaItem>(140, (item) => ({
    name: item.title || item.file_name,
    onEdit: () => setEditing({ id: item.id, title: item.title, alt_text: item.alt_text, description: item.description, published: item.published }),
    onDelete: () => void remove.run([item.id]),
    deleting: remove.busy?.length === 1 && remove.busy[0] === item.id,
  }));
  const columns: TableColumnsType<MediaItem> = [
    { title: t('organizer:media.columns.preview'), key: 'preview', width: 96, render: (_value, item) => <Preview item={item} /> },
    {
      title: t('organizer:media.fields.title'),
      key: 'title',
      render: (_value, item) => (
        <Flex vertical>
          <Typography.Text strong>{item.title || item.file_name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
            {item.file_name}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('organizer:media.fields.altText'), key: 'alt_text', dataIndex: 'alt_text', ellipsis: true },
    {
      title: t('organizer:media.columns.file'),
      key: 'file',
      width: 150,
      render: (_value, item) => (
        <Flex vertical>
          <span>{t(`organizer:media.categories.${item.category}`)}</span>
          <Typography.Text type="secondary">{[sizeText(item.size), item.width && item.height ? `${item.width}×${item.height}` : ''].filter(Boolean).join(' · ')}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('organizer:media.fields.published'),
      key: 'published',
      width: 100,
      render: (_value, item) => (item.published ? <Tag color="green">{t('organizer:media.state.published')}</Tag> : <Tag>{t('organizer:media.state.hidden')}</Tag>),
    },
    { title: t('common:table.createdAt'), key: 'created_at', width: 170, render: (_value, item) => formatDateTime(item.created_at) },
    actions,
  ];
  const selected = list.selectedKeys as number[];

  return (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ flex: '0 0 240px', maxWidth: '100%' }}>
        <FolderPanel value={folder} onChange={(value) => list.setFilter('folder', value)} />
      </div>
      <Card variant="borderless" style={{ flex: '1 1 600px', minWidth: 0 }}>
        <ListToolbar
          list={list}
          searchPlaceholder={t('organizer:media.search')}
          searchMaxLength={MEDIA_KEYWORD_MAX_LENGTH}
          filters={<FilterSelect list={list} name="category" label={t('organizer:media.columns.file')} options={CATEGORIES.map((value) => ({ value, label: t(`organizer:media.categories.${value}`) }))} />}
          actions={<MediaUploadButton folderId={folderId} />}
          bulkActions={
            <Space wrap>
              <Select<number | 'none'>
                aria-label={t('organizer:media.move.target')}
                placeholder={t('organizer:media.move.target')}
                value={target}
                onChange={setTarget}
                options={[{ value: 'none' as const, label: t('organizer:media.folders.none') }, ...folders.map((entry) => ({ value: entry.id, label: entry.name }))]}
                style={{ width: 180 }}
              />
              <Button
                disabled={target === undefined}
                loading={move.busy !== null}
                onClick={async () => {
                  if (target !== undefined && (await move.run(selected, target === 'none' ? null : target))) list.clearSelection();
                }}
              >
                {t('organizer:media.move.button')}
              </Button>
              <Button danger loading={remove.busy !== null && remove.busy.length > 1} onClick={() => void remove.run(selected)}>
                {t('common:button.delete')}
              </Button>
            </Space>
          }
        />
        <PagedListTable list={list} columns={columns} selectable empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organizer:media.empty')} />} scroll={{ x: 960 }} />
      </Card>
      <DrawerForm<MediaItemForm>
        key={editing?.id ?? 'none'}
        open={editing !== null}
        title={t('organizer:media.edit')}
        initialValues={editing ?? { id: 0 }}
        onSubmit={async (values) => {
          await mediaApi.save({ ...values, id: editing!.id });
          await invalidate(MEDIA_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <MediaEditFields />
      </DrawerForm>
    </Flex>
  );
}
