import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX_LENGTH } from '@fair/shared/constants/limits';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';

/** SPEC §3 media item: title, alt text, description; and whether the editors' picker offers it. */
export function MediaEditFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="title" label={t('organizer:media.fields.title')}>
        <Input maxLength={TITLE_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="alt_text" label={t('organizer:media.fields.altText')} extra={t('organizer:media.fields.altTextHint')}>
        <Input maxLength={TITLE_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="description" label={t('organizer:media.fields.description')}>
        <Input.TextArea rows={4} maxLength={TEXT_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="published" label={t('organizer:media.fields.published')} valuePropName="checked" extra={t('organizer:media.fields.publishedHint')}>
        <Switch />
      </Form.Item>
    </>
  );
}
