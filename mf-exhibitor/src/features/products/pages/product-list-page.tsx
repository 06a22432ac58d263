import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Empty, Flex, Image, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PAGE_SIZE, type ContentAction } from '@fair/shared/contracts/content';
import type { ProductItem } from '@fair/shared/contracts/products';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { productApi } from '../api/product-api';
import { ContentListToolbar } from '../components/content-list-toolbar';
import { FirstItemEmpty } from '../components/first-item-empty';

export const PRODUCT_CREATE_PATH = '/product/create';
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

interface ListState {
  items: ProductItem[];
  total: number;
  /** false until the first answer: the empty state must not flash before it */
  loaded: boolean;
}

/**
 * /product/list (SPEC §2 exhibit data): the exhibitor's products, pinned first then newest, 10 a page,
 * searched by exhibit name; publish or withdraw, pin or cancel the pin, edit, delete after confirmation.
 * With no product at all it invites to create the first one.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(true);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [list, setList] = useState<ListState>({ items: [], total: 0, loaded: false });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    productApi.list({ page, page_size: CONTENT_PAGE_SIZE, keyword: keyword || undefined }).then(
      (answer) => {
        if (!current) return;
        // a delete can leave a page empty: show the one before it
        if (answer.list.length === 0 && page > 1) setPage(page - 1);
        else setList({ items: answer.list, total: answer.total, loaded: true });
        setLoading(false);
      },
      () => {
        if (!current) return;
        setList((previous) => ({ ...previous, loaded: true }));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [page, keyword, reloads]);

  const search = (value: string) => {
    setKeyword(value);
    setPage(1);
  };

  const changeState = async (item: ProductItem, action: ContentAction) => {
    setBusyId(item.id);
    try {
      await productApi.changeState(item.id, action);
      notifier().success(t('common:success.operation'));
      reload();
    } catch {
      // the api client has shown why
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: ProductItem) => {
    // SPEC §8: 'this operation will permanently delete the exhibit data, continue?' under 'system prompt'
    if (!(await notifier().confirm({ content: t('common:confirm.deleteExhibit') }))) return;
    setBusyId(item.id);
    try {
      await productApi.remove(item.id);
      notifier().success(t('common:success.deleted'));
      reload();
    } catch {
      // the api client has shown why; the row stays
    } finally {
      setBusyId(null);
    }
  };

  const english = locale === 'en-us';
  const columns: TableColumnsType<ProductItem> = [
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
          <Tag color={item.status === 'published' ? 'green' : 'default'}>{t(`common:status.${item.status}`)}</Tag>
          {item.pinned ? <Tag color="gold">{t('common:status.pinned')}</Tag> : null}
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
      render: (_value, item) => {
        const busy = busyId === item.id;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => navigate(editPath(item.id))} disabled={busy}>
              {t('common:button.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => void changeState(item, item.status === 'published' ? 'withdraw' : 'publish')} disabled={busy}>
              {t(item.status === 'published' ? 'common:button.withdraw' : 'common:button.publish')}
            </Button>
            <Button type="link" size="small" onClick={() => void changeState(item, item.pinned ? 'unpin' : 'pin')} disabled={busy}>
              {t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop')}
            </Button>
            <Button type="link" size="small" danger onClick={() => void remove(item)} disabled={busy}>
              {t('common:button.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  if (list.loaded && !loading && list.total === 0 && keyword === '') {
    return (
      <FirstItemEmpty
        title={t('exhibitor:products.empty.title')}
        description={t('exhibitor:products.empty.description')}
        actionLabel={t('common:button.startNow')}
        onAction={() => navigate(PRODUCT_CREATE_PATH)}
      />
    );
  }

  return (
    <Card variant="borderless">
      <ContentListToolbar
        keyword={keyword}
        onSearch={search}
        searchPlaceholder={t('exhibitor:products.searchPlaceholder')}
        createLabel={t('exhibitor:products.create')}
        onCreate={() => navigate(PRODUCT_CREATE_PATH)}
      />
      <Table<ProductItem>
        rowKey="id"
        columns={columns}
        dataSource={list.items}
        loading={loading}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:data.empty')} /> }}
        pagination={{
          current: page,
          pageSize: CONTENT_PAGE_SIZE,
          total: list.total,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: (total) => t('common:table.total', { total }),
          onChange: setPage,
        }}
      />
    </Card>
  );
}
