import { Descriptions, Drawer, Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewProduct } from '@fair/shared/contracts/content-review';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useReferenceNames } from './use-reference-names';

/** One product as the exhibitor entered it, read-only: picture, names, introductions, classification, state. */
export function ProductViewDrawer({ product, onClose }: { product: ReviewProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const text = (key: string) => t(`organizer:content-review.product.${key}`);
  const tags = (values: string[]) => (
    <Space size={[4, 4]} wrap>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </Space>
  );
  return (
    <Drawer open={product !== null} onClose={onClose} title={text('view')} size={640} destroyOnHidden>
      {product ? (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
          <Descriptions.Item label={text('image')}>
            <Image src={product.image} alt={product.name_zh} width={160} />
          </Descriptions.Item>
          <Descriptions.Item label={text('exhibitor')}>{`${product.exhibitor_zh} ${product.exhibitor_en}`.trim()}</Descriptions.Item>
          <Descriptions.Item label={text('nameZh')}>{product.name_zh}</Descriptions.Item>
          <Descriptions.Item label={text('nameEn')}>{product.name_en}</Descriptions.Item>
          <Descriptions.Item label={text('categories')}>{tags(names.categories(product.categories))}</Descriptions.Item>
          <Descriptions.Item label={text('areas')}>{tags(names.areas(product.application_areas))}</Descriptions.Item>
          <Descriptions.Item label={text('attributes')}>{tags(names.attributes(product.attributes))}</Descriptions.Item>
          <Descriptions.Item label={text('introZh')}>{product.intro_zh}</Descriptions.Item>
          <Descriptions.Item label={text('introEn')}>{product.intro_en || '—'}</Descriptions.Item>
          <Descriptions.Item label={text('status')}>
            <StatusTag status={product.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('common:table.uploadTime')}>{formatDateTime(product.uploaded_at)}</Descriptions.Item>
          <Descriptions.Item label={t('common:table.publishTime')}>{product.published_at ? formatDateTime(product.published_at) : '—'}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Drawer>
  );
}
