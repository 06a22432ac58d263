import { Tag } from 'antd';
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../contracts/content';

/** SPEC §3/§4 content status: published or draft. */
export function StatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'published' ? 'success' : 'default'} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(status === 'published' ? 'common:status.published' : 'common:status.draft')}
    </Tag>
  );
}

/** SPEC §3 top-pinned flag. */
export function PinnedTag() {
  const { t } = useTranslation();
  return (
    <Tag color="gold" icon={<VerticalAlignTopOutlined aria-hidden />} data-pinned style={{ marginInlineEnd: 0 }}>
      {t('common:status.pinned')}
    </Tag>
  );
}
