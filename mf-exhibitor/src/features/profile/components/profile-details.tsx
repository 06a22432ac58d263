import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Card, Descriptions, type DescriptionsProps, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName, parseCountryLocale } from '@fair/locales/countries';
import { listPhoneCountries } from '@fair/locales/phone-countries';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { ensureReferenceLists, useReferenceLists } from '@fair/shared/reference/reference-store';
import type { ProfileView } from '../api/profile-api';
import { categoryPaths } from './category-paths';

export interface ProfileDetailsProps {
  profile: ProfileView;
  /** opens the edit form; absent when the account may not edit (a sub-account without the power) */
  onEdit?: () => void;
}

const IMAGE_SIZE = 120;

/** SPEC §3 exhibitor fields as the exhibitor reads them: names in the interface language, empty ones marked. */
export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);

  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);

  const paths = useMemo(() => categoryPaths(categories), [categories]);
  const areaNames = useMemo(() => new Map(areas.map((area) => [area.id, area.name])), [areas]);
  const text = (key: string) => t(`exhibitor:profile.${key}`);
  const empty = <Typography.Text type="secondary">{text('notProvided')}</Typography.Text>;
  const orEmpty = (value: ReactNode) => (value === null || value === undefined || value === '' ? empty : value);
  // hall, booth and booth area wait for the organizer rather than for the exhibitor
  const unassigned = <Typography.Text type="secondary">{text('notAssigned')}</Typography.Text>;
  const orUnassigned = (value: ReactNode) => (value === null || value === undefined || value === '' ? unassigned : value);

  const image = (url: string | null, label: string) =>
    url ? <Image src={url} alt={label} width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'contain' }} /> : empty;
  const tags = (ids: number[], names: Map<number, string>) =>
    ids.length ? (
      <Space size={[4, 4]} wrap>
        {ids.map((id) => (
          <Tag key={id}>{names.get(id) ?? `#${id}`}</Tag>
        ))}
      </Space>
    ) : (
      empty
    );
  const countryLocale = parseCountryLocale(locale);
  const phoneCountry = profile.phone ? listPhoneCountries(countryLocale).find((country) => country.iso2 === profile.phone?.iso2) : undefined;
  const paragraph = (value: string) => (value ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</Typography.Paragraph> : empty);

  const items: DescriptionsProps['items'] = [
    { key: 'logo', label: text('logo'), children: image(profile.logo, text('logo')) },
    { key: 'qr_code', label: text('qrCode'), children: image(profile.qr_code, text('qrCode')) },
    { key: 'name_zh_cn', label: text('nameZh'), children: orEmpty(profile.name_zh_cn) },
    { key: 'name_en', label: text('nameEn'), children: orEmpty(profile.name_en) },
    {
      key: 'country',
      label: text('country'),
      children: orEmpty(profile.country ? (countryName(profile.country, countryLocale) ?? profile.country_info) : null),
    },
    {
      key: 'phone',
      label: text('phone'),
      children: orEmpty(profile.phone ? `${phoneCountry ? `${phoneCountry.text} ` : ''}${profile.phone.number}${phoneCountry ? ` (${phoneCountry.name})` : ''}` : null),
    },
    { key: 'hall', label: text('hall'), children: orUnassigned(profile.hall) },
    { key: 'booth', label: text('booth'), children: orUnassigned(profile.booth) },
    {
      key: 'booth_area',
      label: text('boothArea'),
      children: orUnassigned(profile.booth_area === null ? null : t('exhibitor:profile.squareMetres', { area: profile.booth_area })),
    },
    { key: 'exhibitor_types', label: text('exhibitorType'), children: profile.exhibitor_types.map((type) => text(`exhibitorTypes.${type}`)).join(' / ') },
    { key: 'categories', label: text('categories'), children: tags(profile.categories, paths), span: 'filled' },
    { key: 'application_areas', label: text('applicationAreas'), children: tags(profile.application_areas, areaNames), span: 'filled' },
    { key: 'intro_zh', label: text('introZh'), children: paragraph(profile.intro_zh), span: 'filled' },
    { key: 'intro_en', label: text('introEn'), children: paragraph(profile.intro_en), span: 'filled' },
    {
      key: 'website',
      label: text('website'),
      children: profile.website ? (
        <Typography.Link href={profile.website} target="_blank" rel="noopener noreferrer">
          {profile.website}
        </Typography.Link>
      ) : (
        empty
      ),
    },
    { key: 'email', label: text('email'), children: orEmpty(profile.email) },
    { key: 'join_year', label: text('joinYear'), children: orEmpty(profile.join_year) },
  ];

  return (
    <Card
      variant="borderless"
      title={locale === 'en-us' ? profile.name_en || profile.name_zh_cn : profile.name_zh_cn}
      extra={
        onEdit ? (
          <Button type="primary" onClick={onEdit}>
            {t('common:button.edit')}
          </Button>
        ) : null
      }
    >
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }} items={items} styles={{ label: { width: 160 } }} />
    </Card>
  );
}
