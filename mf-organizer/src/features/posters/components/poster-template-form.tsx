import { useMemo } from 'react';
import { Button, Card, Checkbox, Col, ColorPicker, Form, Row, Space } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { PosterTemplate } from '@fair/shared/contracts/poster';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { POSTER_COLOR, POSTER_DEFAULT_COLORS, POSTER_FIELDS, POSTER_MESSAGES, POSTER_TITLE_MAX_LENGTH, posterTemplateSchema } from '@fair/shared/validation/poster';
import { POSTERS_QUERY_KEY, savePosterTemplate } from '../api/poster-api';
import { PosterPreview } from './poster-preview';

export const POSTER_FORM_ID = 'poster-template-form';

const COLOR_NAMES = ['heading', 'accent', 'card', 'band'] as const;

/** What the form starts from: the saved template, or the design posters had before one was saved. */
export const valuesOf = (template: PosterTemplate | null): PosterTemplate =>
  template ?? { image: '', image_en: '', title_zh: '', title_en: '', colors: { ...POSTER_DEFAULT_COLORS }, fields: [...POSTER_FIELDS] };

/** The picker's colour as the template keeps it: #rrggbb. */
const hexOf = (color: Color | string) => (typeof color === 'string' ? color : color.toHexString().slice(0, 7));

/**
 * /poster/edit: the poster template (SPEC §5 poster 400x600) — a background per language, the heading per
 * language, the colours and the parts shown — beside its preview drawn by the server on a chosen company.
 * Saving makes it every exhibitor's poster; leaving with changes asks first.
 */
export function PosterTemplateForm({ template }: { template: PosterTemplate | null }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const uiLocale = useLocale();
  const [address] = useSearchParams();
  const [form] = Form.useForm<PosterTemplate>();
  const baseline = useMemo(() => valuesOf(template), [template]);
  const { busy, dirty, onValuesChange, submit, resetBaseline } = useFormSave<PosterTemplate>({ form, formId: POSTER_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(posterTemplateSchema, ['image', 'image_en', 'title_zh', 'title_en'], t), [t]);
  const colorRule = { pattern: POSTER_COLOR, message: t(POSTER_MESSAGES.color) };
  const text = (key: string) => t(`organizer:posters.${key}`);
  const watched = Form.useWatch([], form) as PosterTemplate | undefined;
  const edited = watched ? { ...baseline, ...watched, colors: { ...baseline.colors, ...watched.colors } } : baseline;
  const initialExhibitor = /^\d{1,10}$/.test(address.get('exhibitor') ?? '') ? Number(address.get('exhibitor')) : undefined;

  const save = async () => {
    const saved = await submit('save', (values) => savePosterTemplate(values));
    if (!saved) return;
    resetBaseline(saved);
    void invalidate(POSTERS_QUERY_KEY);
    notifier().success(t('common:success.saved'));
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Card variant="borderless">
          <Form<PosterTemplate> form={form} layout="vertical" initialValues={baseline} onValuesChange={onValuesChange} data-testid="poster-template-form">
            <Row gutter={24}>
              <Col xs={24} md={12}>
                <Form.Item name="image" label={text('imageZh')} required rules={rules.image} getValueProps={(value: unknown) => ({ value: value || null })} normalize={(value: string | null) => value ?? ''}>
                  <ImageUploadField guidance={text('imageHint')} aria-label={text('imageZh')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="image_en" label={text('imageEn')} extra={text('imageEnHint')} rules={rules.image_en} getValueProps={(value: unknown) => ({ value: value || null })} normalize={(value: string | null) => value ?? ''}>
                  <ImageUploadField guidance={text('imageHint')} aria-label={text('imageEn')} />
                </Form.Item>
              </Col>
            </Row>
            <BilingualFields
              layout="page"
              names={['title_zh', 'title_en']}
              labels={[text('titleZh'), text('titleEn')]}
              placeholders={[text('titlePlaceholder'), text('titlePlaceholder')]}
              rules={rules}
              maxLength={POSTER_TITLE_MAX_LENGTH}
            />
            <Row gutter={24}>
              {COLOR_NAMES.map((name) => (
                <Col xs={12} md={6} key={name}>
                  <Form.Item name={['colors', name]} label={text(`colors.${name}`)} rules={[colorRule]} getValueFromEvent={hexOf}>
                    <ColorPicker disabledAlpha format="hex" showText aria-label={text(`colors.${name}`)} data-testid={`poster-color-${name}`} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            <Form.Item name="fields" label={text('fieldsShown')} extra={text('fieldsHint')}>
              <Checkbox.Group options={POSTER_FIELDS.map((field) => ({ value: field, label: text(`fields.${field}`) }))} />
            </Form.Item>
            <Space>
              <Button type="primary" loading={busy === 'save'} disabled={!dirty && template !== null} onClick={() => void save()} data-testid="poster-template-save">
                {text('save')}
              </Button>
              <Button disabled={!dirty || busy !== null} onClick={() => resetBaseline(baseline)}>
                {text('reset')}
              </Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <PosterPreview template={edited.image ? edited : null} initialExhibitor={initialExhibitor} initialLocale={uiLocale === 'en-us' ? 'en-us' : 'zh-cn'} />
      </Col>
    </Row>
  );
}
