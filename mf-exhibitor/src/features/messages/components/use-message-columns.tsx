import { Badge, Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { isMessageRead, useMessageStore } from '@fair/shared/messages/message-store';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { useRowActionsColumn } from '@fair/shared/ui/list/row-actions';

export interface MessageColumnsOptions {
  onOpen: (item: MessageItem) => void;
  /** absent when the account may not delete */
  onDelete?: (item: MessageItem) => void;
  /** the message whose delete runs */
  deletingId?: number;
}

/** Title (bold with a dot while unread), publish time, read state and the view and delete buttons. */
export function useMessageColumns({ onOpen, onDelete, deletingId }: MessageColumnsOptions): TableColumnsType<MessageItem> {
  const { t } = useTranslation();
  const readIds = useMessageStore((state) => state.readIds);
  return [
    {
      title: t('exhibitor:messages.title'),
      dataIndex: 'title',
      render: (_, item) => {
        const read = isMessageRead({ readIds }, item);
        return (
          <Button type="link" onClick={() => onOpen(item)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} data-testid="message-open">
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
    useRowActionsColumn<MessageItem>(150, (item) => ({
      name: item.title,
      size: 'small',
      leading: [{ label: t('exhibitor:messages.view'), onClick: () => onOpen(item) }],
      onDelete: onDelete && (() => onDelete(item)),
      deleting: deletingId === item.id,
    })),
  ];
}
