import { useEffect, useMemo } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import { TEXT_MAX_LENGTH, TEXTAREA_ROWS } from '@fair/shared/constants/limits';
import type { ContentStatus } from '@fair/shared/contracts/content';
import type { ProductItem } from '@fair/shared/contracts/products';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ensureReferenceLists, useReferenceLists } from '@fair/shared/reference/reference-store';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { productSchema, type ProductInput } from '@fair/shared/validation/product';
import { PRODUCT_QUERY_KEY, productApi } from '../api/product-api';
import { CategoryTreeSelect } from './category-tree-select';

export const PRODUCT_FORM_ID = 'product-form';
export const PRODUCT_LIST_PATH = '/product/list';

/** SPEC §5 image guidance: a product image is jpg or png. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

const FIELDS = ['image', 'name_zh', 'name_en', 'categories', 'application_areas', 'attributes', 'intro_zh', 'intro_en'] as const;

type FormValues = Pick<ProductInput, (typeof FIELDS)[number]> & { pinned: boolean };

const EMPTY: FormValues = { image: '', name_zh: '', name_en: '', categories: [], application_areas: [], attributes: [], intro_zh: '', intro_en: '', pinned: false };

const valuesOf = (item: ProductItem | undefined): FormValues =>
  item
    ? {
        image: item.image,
        name_zh: item.name_zh,
        name_en: item.name_en,
        categories: item.categories,
        application_areas: item.application_areas,
        attributes: item.attributes,
        intro_zh: item.intro_zh,
        intro_en: item.intro_en,
        pinned: item.pinned,
      }
    : EMPTY;

export interface ProductFormProps {
  /** the product being edited; none when creating */
  item?: ProductItem;
}

/**
 * SPEC §5 product form: image required; Chinese and English names required; at least one product type
 * category, one application area and one product attribute; Chinese introduction required, English
 * optional. Saved as a draft or published (SPEC §4). Leaving with changes asks first (SPEC §2); a failed
 * save keeps every value and marks the fields the server refused.
 */
export function ProductForm({ item }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<FormValues>();
  const baseline = useMemo(() => valuesOf(item), [item]);
  const { busy, onValuesChange, submit: save } = useFormSave<FormValues>({ form, formId: PRODUCT_FORM_ID, baseline });
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);
  const attributes = useReferenceLists((state) => state.productAttributes);
  const listsLoading = useReferenceLists((state) => state.loading);

  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);

  const rules = useMemo(() => zodFormRules(productSchema, FIELDS, t), [t]);
  const areaOptions = useMemo(() => areas.map((area) => ({ value: area.id, label: area.name })), [areas]);
  const attributeOptions = useMemo(() => attributes.map((attribute) => ({ value: attribute.id, label: attribute.name })), [attributes]);

  const submit = async (status: ContentStatus) => {
    const saved = await save(status, (values) => productApi.save({ ...values, id: item?.id, status }));
    if (!saved) return;
    void invalidate(PRODUCT_QUERY_KEY);
    notifier().success(t('common:success.saved'));
    navigate(PRODUCT_LIST_PATH);
  };

  const placeholderSelect = t('exhibitor:products.form.selectPlaceholder');
  return (
    <Card variant="borderless">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        onValuesChange={onValuesChange}
        style={{ maxWidth: 960 }}
        data-testid="product-form"
        scrollToFirstError
      >
        <Form.Item name="image" label={t('exhibitor:products.form.image')} required rules={rules.image}>
          <ImageUploadField aria-label={t('exhibitor:products.form.image')} guidance={t('exhibitor:products.form.imageHint')} extensions={IMAGE_EXTENSIONS} />
        </Form.Item>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="name_zh" label={t('exhibitor:products.form.nameZh')} required rules={rules.name_zh}>
              <Input maxLength={TITLE_MAX_LENGTH} placeholder={t('exhibitor:products.form.nameZhPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="name_en" label={t('exhibitor:products.form.nameEn')} required rules={rules.name_en}>
              <Input maxLength={TITLE_MAX_LENGTH} placeholder={t('exhibitor:products.form.nameEnPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="categories" label={t('exhibitor:products.form.categories')} required rules={rules.categories}>
          <CategoryTreeSelect tree={categories} loading={listsLoading} placeholder={placeholderSelect} />
        </Form.Item>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="application_areas" label={t('exhibitor:products.form.applicationAreas')} required rules={rules.application_areas}>
              <Select mode="multiple" allowClear options={areaOptions} loading={listsLoading} placeholder={placeholderSelect} optionFilterProp="label" maxTagCount="responsive" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="attributes" label={t('exhibitor:products.form.attributes')} required rules={rules.attributes}>
              <Select mode="multiple" allowClear options={attributeOptions} placeholder={placeholderSelect} optionFilterProp="label" maxTagCount="responsive" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="intro_zh" label={t('exhibitor:products.form.introZh')} required rules={rules.intro_zh}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('exhibitor:products.form.introZhPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="intro_en" label={t('exhibitor:products.form.introEn')} rules={rules.intro_en}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('exhibitor:products.form.introEnPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="pinned" label={t('exhibitor:products.form.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => navigate(PRODUCT_LIST_PATH)} disabled={busy !== null}>
            {t('common:button.cancel')}
          </Button>
          <Button onClick={() => void submit('draft')} loading={busy === 'draft'} disabled={busy === 'published'}>
            {t('common:button.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void submit('published')} loading={busy === 'published'} disabled={busy === 'draft'}>
            {t('common:button.savePublish')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
