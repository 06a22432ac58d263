import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCountries, parseCountryLocale } from '@fair/locales/countries';
import { URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ImageUploadField } from '@fair/shared/ui/image-upload-field';
import { PhoneInput } from '@fair/shared/ui/phone-input';
import { JOIN_YEAR_MAX, JOIN_YEAR_MIN } from '@fair/shared/validation/profile';
import { CategoryTreeSelect } from '../../products/components/category-tree-select';
import { useReferenceOptions } from '../../products/components/use-reference-options';
import type { ProfileView } from '../api/profile-api';

/** The profile schema's rules of the named fields (zodFormRules). */
type Rules<Field extends string> = Record<Field, FormRule[]>;

function useProfileText() {
  const { t } = useTranslation();
  return (key: string) => t(`exhibitor:profile.${key}`);
}

/** Logo and QR code, both required, with the SPEC §5 image guidance. */
export function ImageFields({ rules }: { rules: Rules<'logo' | 'qr_code'> }) {
  const text = useProfileText();
  const guidance = text('imageGuidance');
  return (
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
  );
}

/** The country (required, named in the interface language) and the phone with its country code. */
export function CountryPhoneFields({ rules }: { rules: Rules<'country' | 'phone'> }) {
  const text = useProfileText();
  const locale = useLocale();
  const countryOptions = useMemo(() => listCountries(parseCountryLocale(locale)).map((country) => ({ value: country.code, label: country.name })), [locale]);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form.Item name="country" label={text('country')} required rules={rules.country}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={countryOptions} placeholder={text('selectPlaceholder')} allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name="phone" label={text('phone')} rules={rules.phone}>
          <PhoneInput countryLabel={text('phoneCountry')} placeholder={text('phonePlaceholder')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** What the company offers: product type categories (required) and application areas. */
export function ClassificationFields({ rules }: { rules: Rules<'categories' | 'application_areas'> }) {
  const text = useProfileText();
  const { categories, areaOptions, loading } = useReferenceOptions();
  const placeholder = text('selectPlaceholder');
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form.Item name="categories" label={text('categories')} required rules={rules.categories} extra={text('categoriesHint')}>
          <CategoryTreeSelect tree={categories} loading={loading} placeholder={placeholder} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item name="application_areas" label={text('applicationAreas')} rules={rules.application_areas}>
          <Select mode="multiple" allowClear options={areaOptions} loading={loading} placeholder={placeholder} optionFilterProp="label" maxTagCount="responsive" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Hall, booth and booth area, read-only: the organizer sets them, and says so below. */
export function OrganizerAssignedFields({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`exhibitor:profile.${key}`);
  const organizerValue = (value: string | number | null) => (value === null || value === '' ? text('notAssigned') : String(value));
  return (
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
  );
}

/** Website, e-mail and the year the company first exhibited: all optional, each checked by the profile schema. */
export function ContactFields({ rules }: { rules: Rules<'website' | 'email' | 'join_year'> }) {
  const text = useProfileText();
  return (
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
  );
}
