import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@fair/shared/api/api-client';
import { MESSAGE_PAGE_SIZE } from '@fair/shared/constants/limits';
import type { Page } from '@fair/shared/contracts/envelope';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { MESSAGE_PATHS, isMessageRead, loadUnreadCount, markMessageRead, useMessageStore } from '@fair/shared/messages/message-store';
import { formatDate } from '@fair/shared/ui/date-format';
import { useSafeNavigate } from './use-safe-navigate';

/** The exhibitor remote's full message list (hidden route of mf-exhibitor). */
export const MESSAGE_LIST_PATH = '/message/list';

/** Message content is HTML; the preview shows its text only (no markup reaches the page from here). */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * SPEC §2/§4 exhibitor notification bell: unread count, the latest page of messages, read on open, and
 * a way to the full list. The count lives in the shared message store, so the list page and the bell
 * always agree.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const count = useMessageStore((state) => state.unread ?? 0);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<MessageItem[] | null>(null);

  useEffect(() => {
    void loadUnreadCount().catch(() => undefined);
  }, []);

  const loadList = useCallback(() => {
    void api
      .get<Page<MessageItem>>(MESSAGE_PATHS.list, { page: 1, page_size: MESSAGE_PAGE_SIZE })
      .then((data) => setItems(data.list), () => setItems([]));
  }, []);

  const viewAll = () => {
    setOpen(false);
    void navigate(MESSAGE_LIST_PATH);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('shell:layout.notifications')}
      content={<BellMessages items={items} onViewAll={viewAll} />}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) return;
        loadList();
        // messages published since the page loaded count too
        void loadUnreadCount().catch(() => undefined);
      }}
    >
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('shell:layout.notifications')} data-testid="notification-bell" />
      </Badge>
    </Popover>
  );
}

/** The latest messages, unread ones marked; a message opens in place (and counts as read), then the way to the full list. */
function BellMessages({ items, onViewAll }: { items: MessageItem[] | null; onViewAll: () => void }) {
  const { t } = useTranslation();
  const readIds = useMessageStore((state) => state.readIds);
  const deletedIds = useMessageStore((state) => state.deletedIds);
  const [openedId, setOpenedId] = useState<number | null>(null);

  const openMessage = (item: MessageItem) => {
    setOpenedId(openedId === item.id ? null : item.id);
    void markMessageRead(item).catch(() => undefined);
  };

  const visible = items?.filter((item) => !deletedIds[item.id]) ?? null;
  return (
    <div style={{ width: 'min(340px, calc(100vw - 48px))' }}>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {visible === null ? (
          <Spin style={{ display: 'block', margin: '24px auto' }} />
        ) : visible.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:layout.noNotifications')} />
        ) : (
          <ul className="fair-bell-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {visible.map((item) => {
              const read = isMessageRead({ readIds }, item);
              return (
                <li key={item.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
                  <div
                    role="button"
                    tabIndex={0}
                    onClick={() => openMessage(item)}
                    onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && openMessage(item)}
                    style={{ cursor: 'pointer', padding: '8px 4px' }}
                    data-testid="bell-message"
                    aria-expanded={openedId === item.id}
                  >
                    <Badge dot={!read} offset={[6, 4]} title={read ? undefined : t('shell:layout.unread')}>
                      <Typography.Text strong={!read}>{item.title}</Typography.Text>
                    </Badge>
                    <div style={{ fontSize: 12, color: '#8c8c8c' }}>{formatDate(item.pub_date)}</div>
                    {openedId === item.id && <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>{htmlToText(item.content)}</Typography.Paragraph>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div style={{ borderTop: '1px solid #f0f0f0', marginTop: 4, paddingTop: 4, textAlign: 'center' }}>
        <Button type="link" size="small" onClick={onViewAll} data-testid="bell-view-all">
          {t('shell:layout.viewAllNotifications')}
        </Button>
      </div>
    </div>
  );
}
