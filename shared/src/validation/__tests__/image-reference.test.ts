import { UPLOADED_FILE_PATH, imageReference, isImageReference, optionalImageReference } from '../image-reference';
import { miniprogActivityForm, miniprogAdForm, miniprogBadgeForm, miniprogHomeItemForm, miniprogPopupForm } from '../miniprog';
import { V } from '../messages';
import { exhibitorProfileSchema } from '../profile';
import { productSchema } from '../product';
import { bannerItemSchema } from '../banner';

const UPLOAD = '/api/files/2025/03/0123456789abcdef0123456789abcdef.png';

const HOSTILE = [
  ['a script address', 'javascript:alert(1)'],
  ['a script address in capitals', 'JaVaScRiPt:alert(1)'],
  ['an attribute break', '" onerror="alert(1)'],
  ['an attribute break after an address', 'https://cdn.example/a.png" onerror="alert(1)'],
  ['an SVG data address', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['a base64 data address', 'data:image/png;base64,iVBORw0KGgo='],
  ['a protocol-relative address', '//evil.example/a.png'],
  ['another scheme', 'ftp://files.example/a.png'],
  ['a path outside the uploads', '/uploads/banner.png'],
  ['a path climbing out of the uploads', '/api/files/../../etc/passwd'],
  ['an upload path with a query', `${UPLOAD}?x=1`],
  ['an address with a space', 'https://cdn.example/a b.png'],
  ['an address with an angle bracket', 'https://cdn.example/<script>.png'],
  ['an address with a zero-width space', 'https://cdn.example/a\u200b.png'],
  ['an address without a host', 'https://'],
] as const;

describe('image references: uploads of this portal or http(s) addresses', () => {
  it.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(isImageReference(value)).toBe(false);
  });

  it.each([
    ['an upload', UPLOAD],
    ['an http address', 'http://cdn.example/banner.png'],
    ['an https address with a query', 'https://cdn.example/img/banner.png?w=1260&h=432'],
    ['an address with Chinese in the path', 'https://cdn.example/图片/横幅.png'],
  ])('accepts %s', (_name, value) => {
    expect(isImageReference(value)).toBe(true);
  });

  it('matches the upload call’s addresses (storage keys yyyy/mm/<32 hex>.<ext>)', () => {
    expect(UPLOADED_FILE_PATH.test('/api/files/2025/12/ffffffffffffffffffffffffffffffff.jpeg')).toBe(true);
    expect(UPLOADED_FILE_PATH.test('/api/files/2025/12/FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF.png')).toBe(false);
  });

  it('gives one problem per field: required when empty, the image prompt when foreign', () => {
    const schema = imageReference('common:validation.adImageRequired');
    expect(schema.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual(['common:validation.adImageRequired']);
    expect(schema.safeParse('javascript:alert(1)').error?.issues.map((issue) => issue.message)).toEqual([V.imageReference]);
    expect(schema.parse(` ${UPLOAD} `)).toBe(UPLOAD);
  });

  it('lets an optional image be empty and stores none as an empty string', () => {
    const schema = optionalImageReference();
    expect(schema.parse(null)).toBe('');
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse('')).toBe('');
    expect(schema.safeParse('data:image/png;base64,AAAA').error?.issues[0].message).toBe(V.imageReference);
  });

  const link = { link_type: 'none' };
  const forms = [
    ['mini-programme home item', miniprogHomeItemForm, 'image', { block: 'banner', title_zh: '横幅', title_en: 'Banner', ...link }],
    ['mini-programme popup', miniprogPopupForm, 'image', { name: '弹窗', ...link }],
    ['mini-programme ad', miniprogAdForm, 'image', { open_mode: 'link', target_url: 'https://sponsor.example' }],
    ['mini-programme badge', miniprogBadgeForm, 'icon', { name: '浮标', ...link }],
    ['mini-programme activity', miniprogActivityForm, 'image', { title_zh: '开幕式', title_en: 'Opening', starts_at: '2025-03-26T09:30:00+08:00', content_zh: '<p>内容</p>', content_en: '<p>Body</p>' }],
    ['organizer banner', bannerItemSchema, 'image', { title_zh: '横幅', title_en: 'Banner' }],
    ['exhibitor product', productSchema, 'image', { name_zh: '展品', name_en: 'Exhibit', intro_zh: '介绍', categories: [1], application_areas: [1], attributes: [1] }],
  ] as const;

  it.each(forms)('the %s form refuses a script in its image and accepts an upload', (_name, schema, field, rest) => {
    const refused = schema.safeParse({ ...rest, [field]: 'javascript:alert(1)' });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: [field], message: V.imageReference })]);
    expect(schema.safeParse({ ...rest, [field]: UPLOAD }).success).toBe(true);
  });

  it('the exhibitor profile refuses a data address as logo or QR code', () => {
    const result = exhibitorProfileSchema.safeParse({ logo: 'data:image/svg+xml,<svg/>', qr_code: '" onerror="x', name_zh_cn: '公司', name_en: 'Co', country: 'CN', categories: [1], intro_zh: '简介', intro_en: 'Intro' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['logo', V.imageReference],
      ['qr_code', V.imageReference],
    ]);
  });
});
