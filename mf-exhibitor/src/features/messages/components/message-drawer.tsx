import { Button, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@fair/shared/contracts/messages';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { RichHtml } from '@fair/shared/ui/content/rich-html';

export interface MessageDrawerProps {
  /** open while there is one */
  message: MessageItem | null;
  onClose: () => void;
  /** absent when the account may not delete */
  onDelete?: (message: MessageItem) => void;
  deleting: boolean;
}

/** One message read in full: its publish time and content, with delete beside the title. */
export function MessageDrawer({ message, onClose, onDelete, deleting }: MessageDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      title={message?.title}
      size={640}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      extra={
        message &&
        onDelete && (
          <Button danger onClick={() => onDelete(message)} loading={deleting}>
            {t('common:button.delete')}
          </Button>
        )
      }
    >
      {message && (
        <article data-testid="message-drawer">
          <Typography.Text type="secondary">{t('exhibitor:messages.publishedAt', { date: formatDateTime(message.pub_date) })}</Typography.Text>
          <div style={{ marginTop: 16 }}>
            <RichHtml html={message.content} />
          </div>
        </article>
      )}
    </Drawer>
  );
}
