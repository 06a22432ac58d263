import { Flex, Image, Space, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductItem } from '@fair/shared/contracts/products';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { useContentStateActions } from '@fair/shared/ui/content/content-state-buttons';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import type { ContentActions } from '@fair/shared/ui/content/use-content-actions';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

const editPath = (id: number) => `/product/edit?id=${id}`;

const THUMBNAIL = 56;

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  if (!src) {
    return (
      <Flex align="center" justify="center" style={{ width: THUMBNAIL, height: THUMBNAIL, background: '#f5f5f5', borderRadius: 6, color: '#bfbfbf' }} aria-label={alt}>
        <PictureOutlined style={{ fontSize: 22 }} />
      </Flex>
    );
  }
  return <Image src={src} alt={alt} width={THUMBNAIL} height={THUMBNAIL} style={{ objectFit: 'cover', borderRadius: 6 }} />;
}

/**
 * The product list's columns: image, names (the interface language's first, pinned marked), status, upload
 * and publish time, and edit with the SPEC §4 state changes.
 */
export function useProductColumns(actions: ContentActions<ProductItem>): TableColumnsType<ProductItem> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const english = locale === 'en-us';
  const stateActions = useContentStateActions(actions);
  // four links on one line in Chinese at desktop widths; English wraps to two
  const operation = useRowActionsColumn<ProductItem>(english ? 250 : 290, (item) => ({
    name: english && item.name_en ? item.name_en : item.name_zh,
    size: 'small',
    onEdit: () => navigate(editPath(item.id)),
    ...stateActions(item),
  }));
  return [
    {
      title: t('exhibitor:products.column.image'),
      dataIndex: 'image',
      width: 88,
      render: (_value, item) => <Thumbnail src={item.image} alt={english ? item.name_en : item.name_zh} />,
    },
    {
      title: t('exhibitor:products.column.name'),
      dataIndex: 'name_zh',
      width: 260,
      render: (_value, item) => {
        const [first, second] = english ? [item.name_en, item.name_zh] : [item.name_zh, item.name_en];
        return (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>
              {item.pinned ? <PushpinFilled style={{ color: '#faad14', marginRight: 6 }} aria-label={t('common:status.pinned')} /> : null}
              {first}
            </Typography.Text>
            <Typography.Text type="secondary">{second}</Typography.Text>
          </Space>
        );
      },
    },
    {
      title: t('exhibitor:products.column.status'),
      dataIndex: 'status',
      width: 120,
      render: (_value, item) => (
        <Space size={4} wrap>
          <StatusTag status={item.status} />
          {item.pinned ? <PinnedTag /> : null}
        </Space>
      ),
    },
    {
      title: t('common:table.uploadTime'),
      dataIndex: 'uploaded_at',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common:table.publishTime'),
      dataIndex: 'published_at',
      width: 170,
      render: (value: string | null) => (value ? formatDateTime(value) : <Typography.Text type="secondary">—</Typography.Text>),
    },
    operation,
  ];
}
