import { useCallback, useEffect, useState } from 'react';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '@fair/shared/session/use-can';
import type { PowerKey } from '@fair/shared/access/role-keys';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { deleteMessage, loadUnreadCount, markMessageRead, useMessageStore } from '@fair/shared/messages/message-store';
import { PagedListTable } from '@fair/shared/ui/list/paged-list-table';
import { useConfirmedDelete } from '@fair/shared/ui/list/use-confirmed-delete';
import { usePagedList } from '@fair/shared/ui/list/use-paged-list';
import { MESSAGE_QUERY_KEY, fetchMessagePage } from '../api/message-list';
import { MessageDrawer } from '../components/message-drawer';
import { useMessageColumns } from '../components/use-message-columns';

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

  const onDelete = mayDelete ? (item: MessageItem) => void remove(item) : undefined;
  const columns = useMessageColumns({ onOpen: open, onDelete, deletingId: deletion.deleting?.id });

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
      <MessageDrawer message={opened} onClose={() => setOpened(null)} onDelete={onDelete} deleting={opened !== null && deletion.deleting?.id === opened.id} />
    </Card>
  );
}
