import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SendStatus } from '@fair/shared/contracts/exhibitor-accounts';

// kept: no mail server, the e-mail waits in the outbox and reached nobody (a warning, not a success)
const COLOR: Record<SendStatus, string> = { not_sent: 'default', sending: 'processing', sent: 'success', failed: 'error', kept: 'warning' };

/** SPEC §4 send status (未发送 / 发送中 / 发送成功 / 发送失败, and kept in the outbox); a failure shows the last error on hover and focus. */
export function SendStatusTag({ status, error }: { status: SendStatus; error: string | null }) {
  const { t } = useTranslation();
  const tag = (
    // the kept label is long: it wraps inside the narrow column instead of running into the next one
    <Tag color={COLOR[status]} tabIndex={status === 'failed' && error ? 0 : undefined} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {t(`organizer:exhibitor-accounts.sendStatus.${status}`)}
    </Tag>
  );
  return status === 'failed' && error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
