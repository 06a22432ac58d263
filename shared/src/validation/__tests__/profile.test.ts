/** @jest-environment node */
import { TEXT_MAX_LENGTH } from '../../constants/limits';
import { PROFILE_MESSAGES, exhibitorProfileSchema } from '../profile';

const valid = {
  logo: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png',
  name_zh_cn: '上海示例电子有限公司',
  name_en: 'Shanghai Example Electronics Co., Ltd.',
  country: 'CN',
  categories: [3, 7],
  application_areas: [1],
  intro_zh: '专注于电子元器件。',
  intro_en: 'Electronic components.',
  qr_code: '/api/files/2025/03/fedcba9876543210fedcba9876543210.png',
  website: 'https://www.example.com',
  email: 'sales@example.com',
  join_year: 2015,
};

function messagesFor(input: unknown): Record<string, string> {
  const result = exhibitorProfileSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('exhibitorProfileSchema', () => {
  it('accepts a complete profile and trims text', () => {
    const parsed = exhibitorProfileSchema.parse({ ...valid, name_en: '  Example  ' });
    expect(parsed.name_en).toBe('Example');
  });

  it('prompts for every SPEC §5 required field with its own message', () => {
    expect(messagesFor({})).toEqual({
      logo: PROFILE_MESSAGES.logo,
      name_zh_cn: PROFILE_MESSAGES.nameZh,
      name_en: PROFILE_MESSAGES.nameEn,
      country: PROFILE_MESSAGES.country,
      categories: expect.any(String),
      intro_zh: PROFILE_MESSAGES.introZh,
      intro_en: PROFILE_MESSAGES.introEn,
      qr_code: PROFILE_MESSAGES.qrCode,
    });
  });

  it('treats blank text as missing', () => {
    expect(messagesFor({ ...valid, intro_en: '   ', logo: '' })).toEqual({
      intro_en: PROFILE_MESSAGES.introEn,
      logo: PROFILE_MESSAGES.logo,
    });
  });

  it('requires at least one category', () => {
    expect(messagesFor({ ...valid, categories: [] })).toEqual({ categories: PROFILE_MESSAGES.categories });
  });

  it('accepts AC and XK and refuses unknown or lower-case codes', () => {
    expect(messagesFor({ ...valid, country: 'XK' })).toEqual({});
    expect(messagesFor({ ...valid, country: 'AC' })).toEqual({});
    expect(messagesFor({ ...valid, country: 'ZZ' })).toEqual({ country: PROFILE_MESSAGES.country });
    expect(messagesFor({ ...valid, country: 'cn' })).toEqual({ country: PROFILE_MESSAGES.country });
  });

  it('limits introductions to the default text length of 2000', () => {
    expect(messagesFor({ ...valid, intro_zh: '展'.repeat(TEXT_MAX_LENGTH) })).toEqual({});
    expect(messagesFor({ ...valid, intro_zh: '展'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ intro_zh: PROFILE_MESSAGES.tooLong });
  });

  it('checks the optional website and e-mail only when given', () => {
    expect(messagesFor({ ...valid, website: '', email: null, join_year: undefined })).toEqual({});
    expect(messagesFor({ ...valid, website: 'www.example.com' })).toEqual({ website: PROFILE_MESSAGES.website });
    expect(messagesFor({ ...valid, website: 'javascript:alert(1)' })).toEqual({ website: PROFILE_MESSAGES.website });
    expect(messagesFor({ ...valid, email: 'not-an-email' })).toEqual({ email: PROFILE_MESSAGES.email });
  });

  it('drops the organizer-set fields an exhibitor sends back', () => {
    const parsed = exhibitorProfileSchema.parse({ ...valid, hall: 'H1', booth: 'A01', booth_area: 36, exhibitor_type: 'FIE', is_edit: true });
    expect(parsed).not.toHaveProperty('hall');
    expect(parsed).not.toHaveProperty('booth');
    expect(parsed).not.toHaveProperty('booth_area');
    expect(parsed).not.toHaveProperty('exhibitor_type');
  });

  it('refuses ids that are not positive integers', () => {
    expect(messagesFor({ ...valid, categories: [0] })).toHaveProperty(['categories.0']);
    expect(messagesFor({ ...valid, application_areas: ['1'] })).toHaveProperty(['application_areas.0']);
  });

  describe('company phone (SPEC §5 mobile digits)', () => {
    it('keeps the number with its territory, so +1 Canada stays Canada', () => {
      expect(exhibitorProfileSchema.parse({ ...valid, phone: { iso2: 'CA', number: '2045550100' } }).phone).toEqual({ iso2: 'ca', number: '2045550100' });
    });

    it('accepts up to 15 digits and nothing but digits', () => {
      expect(messagesFor({ ...valid, phone: { iso2: 'cn', number: '1'.repeat(15) } })).toEqual({});
      expect(messagesFor({ ...valid, phone: { iso2: 'cn', number: '1'.repeat(16) } })).toEqual({ 'phone.number': PROFILE_MESSAGES.phone });
      expect(messagesFor({ ...valid, phone: { iso2: 'cn', number: '138-0013-8000' } })).toEqual({ 'phone.number': PROFILE_MESSAGES.phone });
      expect(messagesFor({ ...valid, phone: { iso2: 'cn', number: '+8613800138000' } })).toEqual({ 'phone.number': PROFILE_MESSAGES.phone });
    });

    it('is optional: absent, null or an empty number mean no phone', () => {
      expect(exhibitorProfileSchema.parse(valid).phone).toBeNull();
      expect(exhibitorProfileSchema.parse({ ...valid, phone: null }).phone).toBeNull();
      expect(exhibitorProfileSchema.parse({ ...valid, phone: { iso2: 'cn', number: '' } }).phone).toBeNull();
    });

    it('refuses a territory outside the phone-country list', () => {
      expect(messagesFor({ ...valid, phone: { iso2: 'zz', number: '13800138000' } })).toEqual({ 'phone.iso2': PROFILE_MESSAGES.phone });
    });
  });
});
