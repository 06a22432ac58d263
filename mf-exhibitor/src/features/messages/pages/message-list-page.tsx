import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Drawer, Empty, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '@fair/shared/session/use-can';
import type { PowerKey } from '@fair/shared/access/role-keys';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { deleteMessage, isMessageRead, loadUnreadCount, markMessageRead, useMessageStore } from '@fair/shared/messages/message-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { MESSAGE_QUERY_KEY, fetchMessagePage } from '../api/message-list';
import { MessageContent } from '../components/message-content';

/** SPEC §6 sub-accounts: deleting a message needs this team power (server: DELETE /exhibitors/message/delete). */
export const MESSAGE_POWER_KEY: PowerKey = 'exhibitor.message.edit';

/**
 * /message/list (SPEC §2 header bell, §4 message states, §9 page size 10): every message, newest first;
 * opening one shows its content and marks it read (the bell's count falls with it); deleting asks first
 * and drops the row only after the server succeeded. The page lives in the address.
 */
export default function MessageListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  // titles and contents come in the interface language
  const list = usePagedList<MessageItem>({ queryKey: [...MESSAGE_QUERY_KEY, 'list', locale], pageSize: MESSAGE_PAGE_SIZE, fetchPage: fetchMessagePage });
  const [opened, setOpened] = useState<MessageItem | null>(null);
  const deletion = useConfirmedDelete<MessageItem>({ deleteCall: deleteMessage, invalidates: MESSAGE_QUERY_KEY });
  const unread = useMessageStore((state) => state.unread);
  const readIds = useMessageStore((state) => state.readIds);
  const deletedIds = useMessageStore((state) => state.deletedIds);
  // reading is everyone's; a sub-account without the message power does not see delete
  const mayDelete = useCan(MESSAGE_POWER_KEY);

  useEffect(() => {
    void loadUnreadCount().catch(() => undefined);
  }, []);

  const open = useCallback((item: MessageItem) => {
    setOpened(item);
    void markMessageRead(item).catch(() => undefined);
  }, []);

  const remove = async (item: MessageItem) => {
    if ((await deletion.remove(item)) && opened?.id === item.id) setOpened(null);
  };

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
            <Button type="link" size="small" danger loading={deletion.deleting?.id === item.id} onClick={() => void remove(item)} data-testid="message-delete">
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
      <PagedListTable
        list={list}
        columns={columns}
        // the store drops a deleted message at once, before the refreshed page arrives
        dataSource={list.items.filter((item) => !deletedIds[item.id])}
        hideOnSinglePage
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exhibitor:messages.empty')} />}
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
            <Button danger onClick={() => void remove(opened)} loading={deletion.deleting?.id === opened.id}>
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
