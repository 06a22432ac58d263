import { useMemo } from 'react';
import { Card, Col, Form, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { ContentStatus } from '@fair/shared/contracts/content';
import type { ProductItem } from '@fair/shared/contracts/products';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DraftPublishButtons } from '@fair/shared/ui/form/draft-publish-buttons';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { TITLE_MAX_LENGTH } from '@fair/shared/validation/content-fields';
import { productSchema, type ProductInput } from '@fair/shared/validation/product';
import { PRODUCT_QUERY_KEY, productApi } from '../api/product-api';
import { CategoryTreeSelect } from './category-tree-select';
import { useReferenceOptions } from './use-reference-options';

export const PRODUCT_FORM_ID = 'product-form';
export const PRODUCT_LIST_PATH = '/product/list';

/** SPEC §5 image guidance: a product image is jpg or png. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

const FIELDS = ['image', 'name_zh', 'name_en', 'categories', 'application_areas', 'attributes', 'intro_zh', 'intro_en'] as const;

type FormValues = Pick<ProductInput, (typeof FIELDS)[number]> & { pinned: boolean };
type FieldRules = Record<(typeof FIELDS)[number], FormRule[]>;

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
  const invalidate = useInvalidate();
  const [form] = Form.useForm<FormValues>();
  const baseline = useMemo(() => valuesOf(item), [item]);
  const { busy, onValuesChange, submit: save } = useFormSave<FormValues>({ form, formId: PRODUCT_FORM_ID, baseline });
  const rules = useMemo(() => zodFormRules(productSchema, FIELDS, t), [t]);

  const submit = async (status: ContentStatus) => {
    const saved = await save(status, (values) => productApi.save({ ...values, id: item?.id, status }));
    if (!saved) return;
    void invalidate(PRODUCT_QUERY_KEY);
    notifier().success(t('common:success.saved'));
    navigate(PRODUCT_LIST_PATH);
  };

  const text = (key: string) => t(`exhibitor:products.form.${key}`);
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
        <Form.Item name="image" label={text('image')} required rules={rules.image}>
          <ImageUploadField aria-label={text('image')} guidance={text('imageHint')} extensions={IMAGE_EXTENSIONS} />
        </Form.Item>
        <BilingualFields
          layout="page"
          names={['name_zh', 'name_en']}
          labels={[text('nameZh'), text('nameEn')]}
          placeholders={[text('nameZhPlaceholder'), text('nameEnPlaceholder')]}
          rules={rules}
          required
          maxLength={TITLE_MAX_LENGTH}
        />
        <ClassificationFields rules={rules} />
        <BilingualFields
          layout="page"
          control="textarea"
          showCount
          names={['intro_zh', 'intro_en']}
          labels={[text('introZh'), text('introEn')]}
          placeholders={[text('introZhPlaceholder'), text('introEnPlaceholder')]}
          rules={rules}
          required={[true, false]}
        />
        <Form.Item name="pinned" label={text('pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <DraftPublishButtons busy={busy} onCancel={() => navigate(PRODUCT_LIST_PATH)} onSave={(status) => void submit(status)} />
      </Form>
    </Card>
  );
}

/** What the product is: its type categories (any level of the tree), application areas and attributes, one of each at least. */
function ClassificationFields({ rules }: { rules: FieldRules }) {
  const { t } = useTranslation();
  const { categories, areaOptions, attributeOptions, loading } = useReferenceOptions();
  const text = (key: string) => t(`exhibitor:products.form.${key}`);
  const placeholder = text('selectPlaceholder');
  return (
    <>
      <Form.Item name="categories" label={text('categories')} required rules={rules.categories}>
        <CategoryTreeSelect tree={categories} loading={loading} placeholder={placeholder} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item name="application_areas" label={text('applicationAreas')} required rules={rules.application_areas}>
            <Select mode="multiple" allowClear options={areaOptions} loading={loading} placeholder={placeholder} optionFilterProp="label" maxTagCount="responsive" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="attributes" label={text('attributes')} required rules={rules.attributes}>
            <Select mode="multiple" allowClear options={attributeOptions} placeholder={placeholder} optionFilterProp="label" maxTagCount="responsive" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
