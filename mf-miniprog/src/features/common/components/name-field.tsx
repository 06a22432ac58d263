import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';

/** The required admin-only name of a popup or badge, with its hint. */
export function NameField({ section }: { section: 'popups' | 'badges' }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="name" label={t(`miniprog:${section}.name`)} extra={t(`miniprog:${section}.nameHint`)} rules={[{ required: true, whitespace: true, message: t(MINIPROG_MESSAGES.name) }]}>
      <Input maxLength={TITLE_MAX_LENGTH} />
    </Form.Item>
  );
}
