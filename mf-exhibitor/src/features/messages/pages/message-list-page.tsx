import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Drawer, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '@fair/shared/access/use-can';
import type { PowerKey } from '@fair/shared/access/role-keys';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { deleteMessage, isMessageRead, loadUnreadCount, markMessageRead, useMessageStore } from '@fair/shared/messages/message-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { fetchMessagePage } from '../api/message-list';
import { MessageContent } from '../components/message-content';

/** SPEC §6 sub-accounts: deleting a message needs this team power (server: DELETE /exhibitors/message/delete). */
export const MESSAGE_POWER_KEY: PowerKey = 'exhibitor.message.edit';

interface ListState {
  items: MessageItem[];
  total: number;
  /** false until the first answer, so the empty state does not flash before it */
  loaded: boolean;
}

/**
 * /message/list (SPEC §2 header bell, §4 message states, §9 page size 10): every message, newest first;
 * opening one shows its content and marks it read (the bell's count falls with it); deleting asks first
 * and drops the row only after the server succeeded.
 */
export default function MessageListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ListState>({ items: [], total: 0, loaded: false });
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [opened, setOpened] = useState<MessageItem | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const unread = useMessageStore((state) => state.unread);
  const readIds = useMessageStore((state) => state.readIds);
  const deletedIds = useMessageStore((state) => state.deletedIds);
  // reading is everyone's; a sub-account without the message power does not see delete
  const mayDelete = useCan(MESSAGE_POWER_KEY);

  useEffect(() => {
    void loadUnreadCount().catch(() => undefined);
  }, []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchMessagePage(page).then(
      (answer) => {
        if (!current) return;
        // a page emptied by deletions falls back to the last page that still has messages
        if (answer.list.length === 0 && page > 1 && answer.total > 0) {
          setPage(Math.ceil(answer.total / MESSAGE_PAGE_SIZE));
          return;
        }
        setList({ items: answer.list, total: answer.total, loaded: true });
        setLoading(false);
      },
      () => {
        if (!current) return;
        setList((state) => ({ ...state, loaded: true }));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // titles and contents come in the interface language
  }, [page, reloads, locale]);

  const open = useCallback((item: MessageItem) => {
    setOpened(item);
    void markMessageRead(item).catch(() => undefined);
  }, []);

  const remove = async (item: MessageItem) => {
    const confirmed = await notifier().confirm({ title: t('common:dialog.title'), content: t('common:confirm.deleteData') });
    if (!confirmed) return;
    setDeletingId(item.id);
    try {
      await deleteMessage(item);
    } catch {
      // the api client has shown why; the row stays
      return;
    } finally {
      setDeletingId(null);
    }
    notifier().success(t('common:success.deleted'));
    if (opened?.id === item.id) setOpened(null);
    setList((state) => ({ ...state, items: state.items.filter((entry) => entry.id !== item.id), total: Math.max(0, state.total - 1) }));
    // the next page's first message moves up into this one
    setReloads((count) => count + 1);
  };

  const items = list.items.filter((item) => !deletedIds[item.id]);

  const columns: TableColumnsType<MessageItem> = [
    {
      title: t('exhibitor:messages.title'),
      dataIndex: 'title',
      render: (_, item) => {
        const read = isMessageRead({ readIds }, item);
        return (
          <Button type="link" onClick={() => open(item)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} data-testid="message-open">
            <Badge dot={!read} offset={[6, 2]}>
              <Typography.Text strong={!read} style={{ color: 'inherit' }}>
                {item.title}
              </Typography.Text>
            </Badge>
          </Button>
        );
      },
    },
    {
      title: t('exhibitor:messages.pubDate'),
      dataIndex: 'pub_date',
      width: 180,
      responsive: ['sm'],
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('exhibitor:messages.state'),
      key: 'state',
      width: 100,
      render: (_, item) =>
        isMessageRead({ readIds }, item) ? <Tag>{t('exhibitor:messages.read')}</Tag> : <Tag color="blue">{t('exhibitor:messages.unread')}</Tag>,
    },
    {
      title: t('common:table.operation'),
      key: 'operation',
      width: 150,
      render: (_, item) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => open(item)}>
            {t('exhibitor:messages.view')}
          </Button>
          {mayDelete && (
            <Button type="link" size="small" danger loading={deletingId === item.id} onClick={() => void remove(item)} data-testid="message-delete">
              {t('common:button.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      {unread !== null && (
        <Typography.Paragraph type="secondary" data-testid="message-unread-count">
          {t('exhibitor:messages.unreadCount', { count: unread })}
        </Typography.Paragraph>
      )}
      <Table<MessageItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        locale={{ emptyText: list.loaded ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exhibitor:messages.empty')} /> : <span /> }}
        pagination={{
          current: page,
          pageSize: MESSAGE_PAGE_SIZE,
          total: list.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('common:table.total', { total }),
          onChange: setPage,
        }}
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.title}
        size={640}
        styles={{ wrapper: { maxWidth: '100vw' } }}
        destroyOnHidden
        extra={
          opened &&
          mayDelete && (
            <Button danger onClick={() => void remove(opened)} loading={deletingId === opened.id}>
              {t('common:button.delete')}
            </Button>
          )
        }
      >
        {opened && (
          <article data-testid="message-drawer">
            <Typography.Text type="secondary">{t('exhibitor:messages.publishedAt', { date: formatDateTime(opened.pub_date) })}</Typography.Text>
            <div style={{ marginTop: 16 }}>
              <MessageContent html={opened.content} />
            </div>
          </article>
        )}
      </Drawer>
    </Card>
  );
}
