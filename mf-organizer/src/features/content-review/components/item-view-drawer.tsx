import { Descriptions, Drawer, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import type { GroupedKind } from '@fair/shared/contracts/content-review';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { RichHtml } from '@fair/shared/ui/content/rich-html';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { fetchItem, reviewQueryKey } from '../api/content-review-api';

/** One news item or activity read-only, both languages, over the exhibitor's list. */
export function ItemViewDrawer({ kind, id, onClose }: { kind: GroupedKind; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`organizer:content-review.item.${key}`);
  const item = useQuery({ queryKey: [...reviewQueryKey(kind, 'info'), id], queryFn: () => fetchItem(kind, id!), enabled: id !== null }, usePageQueryClient()).data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={t(`organizer:content-review.${kind}.view`)} size={720} destroyOnHidden>
      {item && item.id === id ? (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={text('titleZh')}>{item.title_zh}</Descriptions.Item>
          <Descriptions.Item label={text('titleEn')}>{item.title_en}</Descriptions.Item>
          {kind === 'activity' ? <Descriptions.Item label={text('location')}>{[item.location_zh, item.location_en].filter(Boolean).join(' / ') || '—'}</Descriptions.Item> : null}
          <Descriptions.Item label={text('status')}>
            <StatusTag status={item.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('common:table.uploadTime')}>{formatDateTime(item.uploaded_at)}</Descriptions.Item>
          <Descriptions.Item label={text('contentZh')}>
            <RichHtml html={item.content_zh} />
          </Descriptions.Item>
          <Descriptions.Item label={text('contentEn')}>
            <RichHtml html={item.content_en} />
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
