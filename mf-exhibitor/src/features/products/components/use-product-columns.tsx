import { Button, Flex, Image, Space, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductItem } from '@fair/shared/contracts/products';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ContentStateButtons } from '@fair/shared/ui/content/content-state-buttons';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import type { ContentActions } from '@fair/shared/ui/content/use-content-actions';
import { formatDateTime } from '@fair/shared/ui/date-format';

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
    {
      title: t('common:table.operation'),
      key: 'operation',
      // four links on one line in Chinese at desktop widths; English wraps to two
      width: english ? 250 : 290,
      fixed: 'right',
      render: (_value, item) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(editPath(item.id))} disabled={actions.busyId === item.id}>
            {t('common:button.edit')}
          </Button>
          <ContentStateButtons item={item} actions={actions} />
        </Space>
      ),
    },
  ];
}
