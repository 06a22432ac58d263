import { useState } from 'react';
import { Button, Card, Form, Input, Menu, Typography } from 'antd';
import { FolderAddOutlined, FolderOutlined, InboxOutlined, AppstoreOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaFolder } from '@fair/shared/contracts/media-library';
import { usePageQueryClient, useInvalidate } from '@fair/shared/api/query-client';
import { DrawerForm } from '@fair/shared/ui/form/drawer-form';
import { RowActions } from '@fair/shared/ui/list/row-actions';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { MEDIA_FOLDER_NAME_REQUIRED, type MediaFolderForm } from '@fair/shared/validation/media-library';
import { MEDIA_FOLDERS_KEY, MEDIA_QUERY_KEY, mediaApi } from '../api/media-api';

/** The folder filter's value: absent for every file, '0' for files in no folder, else a folder's id. */
export type FolderChoice = string | undefined;

/** The library's folders. */
export function useMediaFolders(): MediaFolder[] {
  const client = usePageQueryClient();
  return useQuery({ queryKey: MEDIA_FOLDERS_KEY, queryFn: mediaApi.folders }, client).data ?? [];
}

/**
 * The folders on the library's left: every file, files in no folder, then each folder with its count; a
 * folder is created and renamed in a drawer and deleted once empty (the server names what it still holds).
 */
export function FolderPanel({ value, onChange }: { value: FolderChoice; onChange: (folder: FolderChoice) => void }) {
  const { t } = useTranslation();
  const folders = useMediaFolders();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<MediaFolderForm | null>(null);
  const { remove, deleting } = useConfirmedDelete<number>({ deleteCall: mediaApi.deleteFolder, invalidates: MEDIA_QUERY_KEY });

  const items = [
    { key: 'all', icon: <AppstoreOutlined aria-hidden />, label: t('organizer:media.folders.all') },
    { key: '0', icon: <InboxOutlined aria-hidden />, label: t('organizer:media.folders.none') },
    ...folders.map((folder) => ({
      key: String(folder.id),
      icon: <FolderOutlined aria-hidden />,
      label: (
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 4 }}>
          <Typography.Text ellipsis style={{ flex: 1 }}>
            {folder.name}
          </Typography.Text>
          <Typography.Text type="secondary">{folder.item_count}</Typography.Text>
        </span>
      ),
    })),
  ];
  const current = folders.find((folder) => String(folder.id) === value);

  return (
    <Card
      variant="borderless"
      title={t('organizer:media.folders.title')}
      extra={<Button type="link" icon={<FolderAddOutlined aria-hidden />} onClick={() => setEditing({ name: '' })}>{t('organizer:media.folders.create')}</Button>}
      styles={{ body: { padding: 8 } }}
    >
      <Menu
        mode="inline"
        aria-label={t('organizer:media.folders.title')}
        selectedKeys={[value ?? 'all']}
        onClick={({ key }) => onChange(key === 'all' ? undefined : key)}
        items={items}
        style={{ borderInlineEnd: 'none' }}
      />
      {current ? (
        <div style={{ padding: '8px 12px 0' }}>
          <RowActions
            size="small"
            name={current.name}
            onEdit={() => setEditing({ id: current.id, name: current.name })}
            onDelete={async () => {
              if (await remove(current.id)) onChange(undefined);
            }}
            deleting={deleting === current.id}
          />
        </div>
      ) : null}
      <DrawerForm<MediaFolderForm>
        key={editing?.id ?? 'new'}
        open={editing !== null}
        title={editing?.id ? t('organizer:media.folders.edit') : t('organizer:media.folders.create')}
        initialValues={editing ?? { name: '' }}
        onSubmit={async (values) => {
          await mediaApi.saveFolder({ ...values, id: editing?.id });
          await invalidate(MEDIA_QUERY_KEY);
        }}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label={t('organizer:media.folders.name')} rules={[{ required: true, whitespace: true, message: t(MEDIA_FOLDER_NAME_REQUIRED) }]}>
          <Input maxLength={TITLE_MAX_LENGTH} />
        </Form.Item>
      </DrawerForm>
    </Card>
  );
}
