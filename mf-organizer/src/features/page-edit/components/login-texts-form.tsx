import { useMemo } from 'react';
import { Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import type { LoginPageTexts } from '@fair/shared/contracts/login-page';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules, zodRule } from '@fair/shared/validation/antd-rules';
import { LOGIN_FOOTER_LINKS_MAX, LOGIN_TEXT_MAX_LENGTH, loginFooterLink, loginPageForm } from '@fair/shared/validation/login-page';
import { saveLoginTexts } from '../api/page-edit-api';

export const LOGIN_TEXTS_FORM_ID = 'page-edit-login';

const TEXT_FIELDS = ['title_zh', 'title_en', 'hint_zh', 'hint_en', 'copyright_zh', 'copyright_en'] as const;
const NEW_LINK = { label_zh: '', label_en: '', url: '' };
/** The login pages' own texts, shown as placeholders: what an empty field keeps */
const BUILT_IN = { title: 'shell:login.fairName', hint: 'shell:login.forgot', copyright: 'shell:login.copyright' } as const;

/**
 * The login pages' editable texts (title, hint, copyright, each Chinese and English; empty keeps the built-in
 * text) and the footer links; saved, they show on the next view of every client type's login page.
 */
export function LoginTextsForm({ initial }: { initial: LoginPageTexts }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginPageTexts>();
  const baseline = useMemo(() => initial, [initial]);
  const { busy, dirty, onValuesChange, submit, resetBaseline } = useFormSave<LoginPageTexts>({ form, formId: LOGIN_TEXTS_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(loginPageForm, TEXT_FIELDS, t), [t]);
  const linkRules = useMemo(() => ({ label: [zodRule(loginFooterLink.shape.label_zh, t)], url: [zodRule(loginFooterLink.shape.url, t)] }), [t]);
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:page-edit.login.${key}`, options);
  const pair = (name: 'title' | 'hint' | 'copyright') => (
    <BilingualFields
      layout="page"
      names={[`${name}_zh`, `${name}_en`]}
      labels={[text(`${name}Zh`), text(`${name}En`)]}
      placeholders={[t(BUILT_IN[name], { lng: 'zh-cn' }), t(BUILT_IN[name], { lng: 'en-us' })]}
      rules={rules}
      maxLength={LOGIN_TEXT_MAX_LENGTH}
    />
  );

  const save = async () => {
    const saved = await submit('save', (values) => saveLoginTexts({ ...values, footer_links: values.footer_links ?? [] }));
    if (!saved) return;
    resetBaseline(saved);
    notifier().success(t('common:success.saved'));
  };

  return (
    <Form<LoginPageTexts> form={form} layout="vertical" initialValues={baseline} onValuesChange={onValuesChange} aria-label={text('title')}>
      <Typography.Paragraph type="secondary">{text('intro')}</Typography.Paragraph>
      {pair('title')}
      {pair('hint')}
      {pair('copyright')}
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {text('footerLinks')}
      </Typography.Title>
      <Form.List name="footer_links">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <Typography.Paragraph type="secondary">{text('noLinks')}</Typography.Paragraph> : null}
            {fields.map((field, index) => (
              <Row key={field.key} gutter={16} align="top" role="group" aria-label={text('link', { index: index + 1 })}>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'label_zh']} label={text('linkLabelZh')} required rules={linkRules.label}>
                    <Input maxLength={LOGIN_TEXT_MAX_LENGTH} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'label_en']} label={text('linkLabelEn')} required rules={linkRules.label}>
                    <Input maxLength={LOGIN_TEXT_MAX_LENGTH} />
                  </Form.Item>
                </Col>
                <Col xs={20} md={10}>
                  <Form.Item name={[field.name, 'url']} label={text('linkUrl')} required rules={linkRules.url}>
                    <Input maxLength={URL_MAX_LENGTH} placeholder="https://" />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item label=" ">
                    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(index)} aria-label={text('removeLink', { index: index + 1 })} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Space wrap>
              <Button icon={<PlusOutlined aria-hidden />} disabled={fields.length >= LOGIN_FOOTER_LINKS_MAX} onClick={() => add({ ...NEW_LINK })}>
                {text('addLink')}
              </Button>
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
