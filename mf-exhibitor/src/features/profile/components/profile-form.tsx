import { useMemo } from 'react';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@fair/shared/feedback/notifier';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { DEFAULT_PHONE_COUNTRY, type PhoneValue } from '@fair/shared/ui/phone-input';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { zodFormRules } from '@fair/shared/validation/antd-rules';
import { NAME_MAX_LENGTH, exhibitorProfileSchema } from '@fair/shared/validation/profile';
import type { ProfileView } from '../api/profile-api';
import { profileApi } from '../api/profile-api';
import { ClassificationFields, ContactFields, CountryPhoneFields, ImageFields, OrganizerAssignedFields } from './profile-form-sections';

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
  const [form] = Form.useForm<ProfileFormValues>();
  const baseline = useMemo(() => formValuesOf(profile), [profile]);
  const { busy, onValuesChange, submit } = useFormSave<ProfileFormValues>({ form, formId: PROFILE_FORM_ID, baseline });
  const saving = busy !== null;
  const rules = useMemo(() => zodFormRules(exhibitorProfileSchema, FIELDS, t), [t]);

  const save = async () => {
    const saved = await submit('save', (values) =>
      profileApi.save({ ...values, logo: values.logo ?? '', qr_code: values.qr_code ?? '', country: values.country ?? '' }),
    );
    if (!saved) return;
    notifier().success(t('common:success.saved'));
    await onSaved(saved);
  };

  const text = (key: string) => t(`exhibitor:profile.${key}`);

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
        <ImageFields rules={rules} />
        <BilingualFields
          layout="page"
          names={['name_zh_cn', 'name_en']}
          labels={[text('nameZh'), text('nameEn')]}
          placeholders={[text('nameZhPlaceholder'), text('nameEnPlaceholder')]}
          rules={rules}
          required
          maxLength={NAME_MAX_LENGTH}
        />
        <CountryPhoneFields rules={rules} />
        <OrganizerAssignedFields profile={profile} />
        <ClassificationFields rules={rules} />
        <BilingualFields
          layout="page"
          control="textarea"
          showCount
          names={['intro_zh', 'intro_en']}
          labels={[text('introZh'), text('introEn')]}
          placeholders={[text('introZhPlaceholder'), text('introEnPlaceholder')]}
          rules={rules}
          required
        />
        <ContactFields rules={rules} />
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
