import { useEffect, useMemo } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCountries, parseCountryLocale } from '@fair/locales/countries';
import { TEXT_MAX_LENGTH, TEXTAREA_ROWS, URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { notifier } from '@fair/shared/feedback/notifier';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ensureReferenceLists, useReferenceLists } from '@fair/shared/reference/reference-store';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { DEFAULT_PHONE_COUNTRY, PhoneInput, type PhoneValue } from '@fair/shared/ui/phone-input';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { JOIN_YEAR_MAX, JOIN_YEAR_MIN, NAME_MAX_LENGTH, exhibitorProfileSchema } from '@fair/shared/validation/profile';
import type { ProfileView } from '../api/profile-api';
import { profileApi } from '../api/profile-api';
import { CategoryTreeSelect } from '../../products/components/category-tree-select';

export const PROFILE_FORM_ID = 'exhibitor-profile';

const FIELDS = [
  'logo',
  'name_zh_cn',
  'name_en',
  'country',
  'categories',
  'application_areas',
  'intro_zh',
  'intro_en',
  'qr_code',
  'website',
  'email',
  'phone',
  'join_year',
] as const;

export interface ProfileFormValues {
  logo: string | null;
  name_zh_cn: string;
  name_en: string;
  country: string | undefined;
  categories: number[];
  application_areas: number[];
  intro_zh: string;
  intro_en: string;
  qr_code: string | null;
  website: string;
  email: string;
  phone: PhoneValue;
  join_year: number | null;
}

export function formValuesOf(profile: ProfileView): ProfileFormValues {
  return {
    logo: profile.logo,
    name_zh_cn: profile.name_zh_cn,
    name_en: profile.name_en,
    country: profile.country ?? undefined,
    categories: profile.categories,
    application_areas: profile.application_areas,
    intro_zh: profile.intro_zh,
    intro_en: profile.intro_en,
    qr_code: profile.qr_code,
    website: profile.website ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? { iso2: DEFAULT_PHONE_COUNTRY, number: '' },
    join_year: profile.join_year,
  };
}

export interface ProfileFormProps {
  profile: ProfileView;
  /** after a successful save, with the saved profile */
  onSaved: (saved: ProfileView) => void | Promise<void>;
  /** leave without saving (absent while the profile was never saved: there is nowhere else to go) */
  onCancel?: () => void;
}

/**
 * The exhibitor profile form (SPEC §3 Exhibitor fields, §5 required prompts and image guidance). Hall,
 * booth and booth area are shown read-only: the organizer sets them. Leaving with changes asks first
 * (SPEC §2); a refused save keeps every value and marks the fields the server named.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<ProfileFormValues>();
  const baseline = useMemo(() => formValuesOf(profile), [profile]);
  const { busy, onValuesChange, submit } = useFormSave<ProfileFormValues>({ form, formId: PROFILE_FORM_ID, baseline });
  const saving = busy !== null;
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);
  const listsLoading = useReferenceLists((state) => state.loading);

  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);

  const rules = useMemo(() => zodFormRules(exhibitorProfileSchema, FIELDS, t), [t]);
  const countryOptions = useMemo(
    () => listCountries(parseCountryLocale(locale)).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const areaOptions = useMemo(() => areas.map((area) => ({ value: area.id, label: area.name })), [areas]);

  const save = async () => {
    const saved = await submit('save', (values) =>
      profileApi.save({ ...values, logo: values.logo ?? '', qr_code: values.qr_code ?? '', country: values.country ?? '' }),
    );
    if (!saved) return;
    notifier().success(t('common:success.saved'));
    await onSaved(saved);
  };

  const text = (key: string) => t(`exhibitor:profile.${key}`);
  const guidance = text('imageGuidance');
  const selectPlaceholder = text('selectPlaceholder');
  const organizerValue = (value: string | number | null) => (value === null || value === '' ? text('notAssigned') : String(value));

  return (
    <Card variant="borderless">
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        onValuesChange={onValuesChange}
        style={{ maxWidth: 1080 }}
        data-testid="profile-form"
      >
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="logo" label={text('logo')} required rules={rules.logo}>
              <ImageUploadField guidance={guidance} aria-label={text('logo')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="qr_code" label={text('qrCode')} required rules={rules.qr_code}>
              <ImageUploadField guidance={guidance} aria-label={text('qrCode')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="name_zh_cn" label={text('nameZh')} required rules={rules.name_zh_cn}>
              <Input maxLength={NAME_MAX_LENGTH} placeholder={text('nameZhPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="name_en" label={text('nameEn')} required rules={rules.name_en}>
              <Input maxLength={NAME_MAX_LENGTH} placeholder={text('nameEnPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="country" label={text('country')} required rules={rules.country}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={countryOptions} placeholder={selectPlaceholder} allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="phone" label={text('phone')} rules={rules.phone}>
              <PhoneInput countryLabel={text('phoneCountry')} placeholder={text('phonePlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} sm={8}>
            <Form.Item label={text('hall')}>
              <Input value={organizerValue(profile.hall)} disabled aria-label={text('hall')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={text('booth')}>
              <Input value={organizerValue(profile.booth)} disabled aria-label={text('booth')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={text('boothArea')}>
              <Input
                value={profile.booth_area === null ? text('notAssigned') : t('exhibitor:profile.squareMetres', { area: profile.booth_area })}
                disabled
                aria-label={text('boothArea')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
              {text('setByOrganizer')}
            </Typography.Paragraph>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="categories" label={text('categories')} required rules={rules.categories} extra={text('categoriesHint')}>
              <CategoryTreeSelect tree={categories} loading={listsLoading} placeholder={selectPlaceholder} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="application_areas" label={text('applicationAreas')} rules={rules.application_areas}>
              <Select mode="multiple" allowClear options={areaOptions} loading={listsLoading} placeholder={selectPlaceholder} optionFilterProp="label" maxTagCount="responsive" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item name="intro_zh" label={text('introZh')} required rules={rules.intro_zh}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={TEXT_MAX_LENGTH} showCount placeholder={text('introZhPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="intro_en" label={text('introEn')} required rules={rules.intro_en}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={TEXT_MAX_LENGTH} showCount placeholder={text('introEnPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} lg={8}>
            <Form.Item name="website" label={text('website')} rules={rules.website}>
              <Input maxLength={URL_MAX_LENGTH} placeholder="https://" inputMode="url" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="email" label={text('email')} rules={rules.email}>
              <Input maxLength={254} inputMode="email" placeholder={text('emailPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="join_year" label={text('joinYear')} rules={rules.join_year}>
              <InputNumber min={JOIN_YEAR_MIN} max={JOIN_YEAR_MAX} precision={0} controls={false} style={{ width: '100%' }} placeholder={text('joinYearPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{text('requiredNote')}</Typography.Paragraph>
        <Space wrap>
          {onCancel ? (
            <Button onClick={onCancel} disabled={saving}>
              {t('common:button.cancel')}
            </Button>
          ) : null}
          <Button type="primary" onClick={() => void save()} loading={saving}>
            {t('common:button.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
