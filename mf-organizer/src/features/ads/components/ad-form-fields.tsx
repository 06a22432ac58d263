import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { AD_OPEN_MODES, AD_PAGES, AD_POSITIONS, AD_SORT_MAX } from '@fair/shared/contracts/ads';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { zodFieldRule } from '@fair/shared/validation/antd-rules';
import { AD_MESSAGES, adForm } from '@fair/shared/validation/ad';

/** The ad's fields under the SPEC §5 rules: image, open mode and an http(s) address required. */
export function AdFormFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="image" label={t('organizer:ads.image')} rules={[{ required: true, message: t(AD_MESSAGES.image) }]}>
        <ImageUploadField aria-label={t('organizer:ads.image')} />
      </Form.Item>
      <Form.Item name="page" label={t('organizer:ads.page')}>
        <Select options={AD_PAGES.map((page) => ({ value: page, label: t(`organizer:ads.pages.${page}`) }))} />
      </Form.Item>
      <Form.Item name="position" label={t('organizer:ads.position')}>
        <Radio.Group optionType="button" options={AD_POSITIONS.map((position) => ({ value: position, label: t(`organizer:ads.positions.${position}`) }))} />
      </Form.Item>
      <Form.Item name="open_mode" label={t('organizer:ads.openMode')} rules={[{ required: true, message: t(AD_MESSAGES.openMode) }]}>
        <Radio.Group options={AD_OPEN_MODES.map((mode) => ({ value: mode, label: t(`organizer:ads.openModes.${mode}`) }))} />
      </Form.Item>
      <Form.Item name="target_url" label={t('organizer:ads.targetUrl')} extra={t('organizer:ads.targetUrlHint')} rules={[zodFieldRule(adForm, 'target_url', t)]}>
        <Input maxLength={URL_MAX_LENGTH} placeholder="https://" />
      </Form.Item>
      <Form.Item name="sort" label={t('organizer:ads.order')} extra={t('organizer:ads.orderHint')}>
        <InputNumber min={1} max={AD_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('organizer:ads.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
