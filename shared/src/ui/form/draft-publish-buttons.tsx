import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../contracts/content';

export interface DraftPublishButtonsProps {
  /** the save under way ('draft' or 'published', as useFormSave's `busy`), or null */
  busy: string | null;
  onCancel: () => void;
  /** saves as a draft or saves and publishes */
  onSave: (status: ContentStatus) => void;
}

/** A content form page's footer: cancel, save as a draft, save and publish; one save at a time. */
export function DraftPublishButtons({ busy, onCancel, onSave }: DraftPublishButtonsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Button onClick={onCancel} disabled={busy !== null}>
        {t('common:button.cancel')}
      </Button>
      <Button onClick={() => onSave('draft')} loading={busy === 'draft'} disabled={busy === 'published'}>
        {t('common:button.saveDraft')}
      </Button>
      <Button type="primary" onClick={() => onSave('published')} loading={busy === 'published'} disabled={busy === 'draft'}>
        {t('common:button.savePublish')}
      </Button>
    </Space>
  );
}
