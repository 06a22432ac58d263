import { useMemo } from 'react';
import { Button, Col, Form, Input, Row, Space, Switch, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notifier } from '@fair/shared/feedback/notifier';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodRule } from '@fair/shared/validation/antd-rules';
import { BANNER_MAX_ITEMS, BANNER_TITLE_MAX_LENGTH, bannerItemSchema, type BannerList } from '@fair/shared/validation/banner';
import { saveBanners } from '../api/page-edit-api';

export const BANNER_FORM_ID = 'page-edit-banners';

const NEW_BANNER = { image: '', title_zh: '', title_en: '', enabled: true };

/**
 * The banner editor (SPEC §3 Banner, §5: image, Chinese title and English title required; 1260×432 guidance):
 * banners in display order, each moved up or down, switched on or off, removed; saved together. The enabled
 * ones show on the login pages.
 */
export function BannerEditor({ initial }: { initial: BannerList }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerList>();
  const baseline = useMemo(() => initial, [initial]);
  const { busy, dirty, onValuesChange, submit, resetBaseline } = useFormSave<BannerList>({ form, formId: BANNER_FORM_ID, baseline });
  const rules = useMemo(() => ({ image: [zodRule(bannerItemSchema.shape.image, t)], title_zh: [zodRule(bannerItemSchema.shape.title_zh, t)], title_en: [zodRule(bannerItemSchema.shape.title_en, t)] }), [t]);
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:page-edit.banners.${key}`, options);

  const save = async () => {
    const saved = await submit('save', (values) => saveBanners(values.list ?? []));
    if (!saved) return;
    resetBaseline(saved);
    notifier().success(t('common:success.saved'));
  };

  return (
    <Form<BannerList> form={form} layout="vertical" initialValues={baseline} onValuesChange={onValuesChange} aria-label={text('title')}>
      <Form.List name="list">
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 ? <Typography.Paragraph type="secondary">{text('empty')}</Typography.Paragraph> : null}
            {fields.map((field, index) => (
              <section key={field.key} className="fair-banner-item" aria-label={text('item', { index: index + 1 })} style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 16 }}>
                <Row gutter={24} align="top">
                  <Col xs={24} lg={10}>
                    <Form.Item name={[field.name, 'image']} label={text('image', { index: index + 1 })} required rules={rules.image}>
                      <ImageUploadField aria-label={text('image', { index: index + 1 })} guidance={text('guidance')} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={14}>
                    <Form.Item name={[field.name, 'title_zh']} label={text('titleZh')} required rules={rules.title_zh}>
                      <Input maxLength={BANNER_TITLE_MAX_LENGTH} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'title_en']} label={text('titleEn')} required rules={rules.title_en}>
                      <Input maxLength={BANNER_TITLE_MAX_LENGTH} />
                    </Form.Item>
                    <Space wrap style={{ marginBottom: 16 }}>
                      <Form.Item name={[field.name, 'enabled']} valuePropName="checked" noStyle>
                        <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} aria-label={text('enabled', { index: index + 1 })} />
                      </Form.Item>
                      <Button icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => move(index, index - 1)}>
                        {text('moveUp')}
                      </Button>
                      <Button icon={<ArrowDownOutlined aria-hidden />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                        {text('moveDown')}
                      </Button>
                      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(index)} aria-label={text('remove', { index: index + 1 })}>
                        {t('common:button.delete')}
                      </Button>
                    </Space>
                  </Col>
                </Row>
              </section>
            ))}
            <Space wrap>
              <Button icon={<PlusOutlined aria-hidden />} disabled={fields.length >= BANNER_MAX_ITEMS} onClick={() => add({ ...NEW_BANNER })}>
                {text('add')}
              </Button>
              <Typography.Text type="secondary">{text('limit', { max: BANNER_MAX_ITEMS })}</Typography.Text>
            </Space>
          </>
        )}
      </Form.List>
      <div style={{ marginTop: 24 }}>
        <Button type="primary" loading={busy !== null} disabled={!dirty} onClick={() => void save()}>
          {text('save')}
        </Button>
      </div>
    </Form>
  );
}
