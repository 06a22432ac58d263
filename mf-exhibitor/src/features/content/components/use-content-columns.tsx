import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { useContentStateActions } from '@fair/shared/ui/content/content-state-buttons';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';
import { editPathOf, type ContentKindDefinition, type TextContentListItem } from '../content-kinds';
import type { useContentKindActions } from './use-content-actions';

const hasLocation = (item: TextContentListItem): item is TextContentListItem & { location_zh: string; location_en: string } => 'location_zh' in item;

/**
 * A content list's columns: title (both languages, the interface's first, pinned marker, link to the form),
 * an activity's location, status, upload and publish time, and the row's actions (edit or view, preview, the
 * SPEC §4 state changes for accounts that may edit).
 */
export function useContentColumns(definition: ContentKindDefinition, actions: ReturnType<typeof useContentKindActions>, canEdit: boolean): TableColumnsType<TextContentListItem> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  /** both languages, the interface's first */
  const inLanguage = (zh: string, en: string) => (locale === 'en-us' ? [en || zh, en ? zh : ''] : [zh, en]);
  const stateActions = useContentStateActions(actions);
  const operation = useRowActionsColumn<TextContentListItem>(canEdit ? 300 : 130, (item) => ({
      name: inLanguage(item.title_zh, item.title_en)[0],
      size: 'small',
      leading: [
        { label: t(canEdit ? 'common:button.edit' : 'exhibitor:content.view'), onClick: () => navigate(editPathOf(definition, item.id)) },
        { label: t('common:button.preview'), onClick: () => void actions.preview(item.id) },
      ],
    ...(canEdit ? stateActions(item) : {}),
  }));

  return [
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
    operation,
  ];
}
