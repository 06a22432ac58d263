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
  const items = useProfileItems(profile);
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

/** How each kind of value reads: an image, tags of reference names, a paragraph; empty ones say so (or that the organizer has yet to assign them). */
function useValueViews() {
  const { t } = useTranslation();
  const text = (key: string) => t(`exhibitor:profile.${key}`);
  const empty = <Typography.Text type="secondary">{text('notProvided')}</Typography.Text>;
  const blank = (value: ReactNode) => value === null || value === undefined || value === '';
  // hall, booth and booth area wait for the organizer rather than for the exhibitor
  const unassigned = <Typography.Text type="secondary">{text('notAssigned')}</Typography.Text>;
  return {
    text,
    orEmpty: (value: ReactNode) => (blank(value) ? empty : value),
    orUnassigned: (value: ReactNode) => (blank(value) ? unassigned : value),
    image: (url: string | null, label: string) => (url ? <Image src={url} alt={label} width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'contain' }} /> : empty),
    tags: (ids: number[], names: Map<number, string>) =>
      ids.length ? (
        <Space size={[4, 4]} wrap>
          {ids.map((id) => (
            <Tag key={id}>{names.get(id) ?? `#${id}`}</Tag>
          ))}
        </Space>
      ) : (
        empty
      ),
    paragraph: (value: string) => (value ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</Typography.Paragraph> : empty),
    link: (url: string | null) =>
      url ? (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Typography.Link>
      ) : (
        empty
      ),
  };
}

/** The profile's fields as description items, reference ids named in the interface language. */
function useProfileItems(profile: ProfileView): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useReferenceLists((state) => state.productCategories);
  const areas = useReferenceLists((state) => state.applicationAreas);

  useEffect(() => {
    void ensureReferenceLists();
  }, [locale]);

  const paths = useMemo(() => categoryPaths(categories), [categories]);
  const areaNames = useMemo(() => new Map(areas.map((area) => [area.id, area.name])), [areas]);
  const { text, orEmpty, orUnassigned, image, tags, paragraph, link } = useValueViews();
  const countryLocale = parseCountryLocale(locale);
  const phoneCountry = profile.phone ? listPhoneCountries(countryLocale).find((country) => country.iso2 === profile.phone?.iso2) : undefined;

  return [
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
    { key: 'website', label: text('website'), children: link(profile.website) },
    { key: 'email', label: text('email'), children: orEmpty(profile.email) },
    { key: 'join_year', label: text('joinYear'), children: orEmpty(profile.join_year) },
  ];
}
