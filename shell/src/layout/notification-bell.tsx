import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@fair/shared/api/api-client';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem, UnreadCount } from '@fair/shared/contracts/messages';
import { formatDate } from '@fair/shared/ui/date-format';

/** Message content is HTML; the preview shows its text only (no markup reaches the page from here). */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** SPEC §2/§4 exhibitor notification bell: unread count, the latest page of messages, read on open. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [items, setItems] = useState<MessageItem[] | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);

  useEffect(() => {
    void api.get<UnreadCount>('/exhibitors/message/count').then((data) => setCount(data.count), () => undefined);
  }, []);

  const loadList = useCallback(() => {
    void api
      .get<Page<MessageItem>>('/exhibitors/message/list', { page: 1, page_size: MESSAGE_PAGE_SIZE })
      .then((data) => setItems(data.list), () => setItems([]));
  }, []);

  const openMessage = async (item: MessageItem) => {
    setOpenedId(openedId === item.id ? null : item.id);
    if (item.is_read) return;
    const data = await api.post<UnreadCount>('/exhibitors/message/read', { id: item.id });
    setCount(Math.max(0, data.count));
    setItems((current) => current?.map((entry) => (entry.id === item.id ? { ...entry, is_read: true } : entry)) ?? null);
  };

  const content = (
    <div style={{ width: 340, maxHeight: 420, overflowY: 'auto' }}>
      {items === null ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:layout.noNotifications')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item onClick={() => void openMessage(item)} style={{ cursor: 'pointer', display: 'block' }}>
              <Badge dot={!item.is_read} offset={[6, 4]}>
                <Typography.Text strong={!item.is_read}>{item.title}</Typography.Text>
              </Badge>
              <div style={{ fontSize: 12, color: '#8c8c8c' }}>{formatDate(item.pub_date)}</div>
              {openedId === item.id && <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>{htmlToText(item.content)}</Typography.Paragraph>}
            </List.Item>
          )}
        />
      )}
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('shell:layout.notifications')} content={content} onOpenChange={(open) => open && loadList()}>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('shell:layout.notifications')} />
      </Badge>
    </Popover>
  );
}
