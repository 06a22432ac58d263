import { useMemo } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PinnedTag, StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatDateTime } from '@fair/shared/ui/date-format';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { RichTextEditor } from '@fair/shared/ui/rich-text-editor';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import type { ContentKindDefinition, TextContentItem } from '../content-kinds';
import type { ContentEditing, ContentFieldName } from './use-content-editing';

/** A saved item's status (with pin or cancel pin), upload time and publish time above the form. */
export function ContentStateLine({ item, editing, canEdit }: { item: TextContentItem; editing: ContentEditing; canEdit: boolean }) {
  const { t } = useTranslation();
  const { busy } = editing;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 3 }}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'status',
          label: t('exhibitor:content.field.status'),
          children: (
            <Space size={4} wrap data-testid="content-state">
              <StatusTag status={item.status} />
              {item.pinned ? <PinnedTag /> : null}
              {canEdit ? (
                <Button size="small" type="link" loading={busy === 'pin' || busy === 'unpin'} disabled={busy !== null} onClick={() => void editing.changeState(item.pinned ? 'unpin' : 'pin')}>
                  {t(item.pinned ? 'common:button.cancelPin' : 'common:button.pinTop')}
                </Button>
              ) : null}
            </Space>
          ),
        },
        { key: 'uploaded', label: t('common:table.uploadTime'), children: <span data-testid="content-uploaded-at">{formatDateTime(item.uploaded_at)}</span> },
        {
          key: 'published',
          label: t('common:table.publishTime'),
          children: <span data-testid="content-published-at">{item.published_at ? formatDateTime(item.published_at) : t('exhibitor:content.notPublished')}</span>,
        },
      ]}
    />
  );
}

/** Title (and an activity's location) in both languages, then the Chinese and the English rich text. */
export function ContentFields({ definition, fields, canEdit }: { definition: ContentKindDefinition; fields: readonly ContentFieldName[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const rules = useMemo(() => zodFormRules(definition.schema, fields, t), [definition.schema, fields, t]);
  const label = (key: string) => t(`exhibitor:content.field.${key}`);
  return (
    <>
      <BilingualFields
        layout="page"
        names={['title_zh', 'title_en']}
        labels={[label('titleZh'), label('titleEn')]}
        placeholders={[t('common:validation.titleZhRequired'), t('common:validation.titleEnRequired')]}
        rules={rules}
        required
        maxLength={TITLE_MAX_LENGTH}
        showCount
      />
      {definition.hasLocation ? (
        <BilingualFields
          layout="page"
          names={['location_zh', 'location_en']}
          labels={[label('locationZh'), label('locationEn')]}
          placeholders={[t('exhibitor:content.placeholder.locationZh'), t('exhibitor:content.placeholder.locationEn')]}
          rules={rules}
          maxLength={TITLE_MAX_LENGTH}
        />
      ) : null}
      <BilingualFields
        layout="stacked"
        names={['content_zh', 'content_en']}
        labels={[label('contentZh'), label('contentEn')]}
        placeholders={[t('common:validation.contentZhRequired'), t('common:validation.contentEnRequired')]}
        rules={rules}
        required
        control={(side) => <RichTextEditor aria-label={side.label} placeholder={side.placeholder} disabled={!canEdit} />}
      />
    </>
  );
}

/** The buttons at the form's foot: cancel, then withdraw or save as draft, preview, save and publish; read-only accounts get back and preview. */
export function ContentFormActions({ editing, canEdit }: { editing: ContentEditing; canEdit: boolean }) {
  const { t } = useTranslation();
  const { item, busy } = editing;
  const published = item?.status === 'published';
  const disabled = !canEdit || busy !== null;
  return (
    <div className="fair-content-actions">
      <Button className="fair-content-cancel" onClick={editing.backToList}>
        {t(canEdit ? 'common:button.cancel' : 'exhibitor:content.backToList')}
      </Button>
      {canEdit && published ? (
        <Button loading={busy === 'withdraw'} disabled={disabled} onClick={() => void editing.changeState('withdraw')}>
          {t('common:button.withdraw')}
        </Button>
      ) : null}
      {canEdit && !published ? (
        <Button loading={busy === 'draft'} disabled={disabled} onClick={() => void editing.saveDraft()}>
          {t('common:button.saveDraft')}
        </Button>
      ) : null}
      {canEdit ? (
        <Button icon={<EyeOutlined aria-hidden />} loading={busy === 'preview'} disabled={disabled} onClick={editing.savePreview}>
          {t('common:button.savePreview')}
        </Button>
      ) : item ? (
        <Button icon={<EyeOutlined aria-hidden />} onClick={() => void editing.preview(item.id)}>
          {t('common:button.preview')}
        </Button>
      ) : null}
      {canEdit ? (
        <Button type="primary" loading={busy === 'publish'} disabled={disabled} onClick={() => void editing.savePublish()}>
          {t('common:button.savePublish')}
        </Button>
      ) : null}
    </div>
  );
}
