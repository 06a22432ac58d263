/** @jest-environment node */
import { BANNER_MAX_ITEMS, BANNER_MESSAGES, bannerItemSchema, bannerListSchema } from '../banner';

const banner = { image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.jpg', title_zh: '2025 上海电子展', title_en: 'Shanghai Electronics Fair 2025' };

describe('banner schemas', () => {
  it('accepts an image with both titles, enabled unless said otherwise', () => {
    expect(bannerItemSchema.parse(banner)).toEqual({ ...banner, enabled: true });
    expect(bannerItemSchema.parse({ ...banner, enabled: false })).toEqual({ ...banner, enabled: false });
  });

  it('requires the image, the Chinese title and the English title (SPEC §5)', () => {
    const result = bannerItemSchema.safeParse({ image: ' ', title_zh: '', title_en: undefined });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ image: BANNER_MESSAGES.image, title_zh: BANNER_MESSAGES.titleZh, title_en: BANNER_MESSAGES.titleEn });
  });

  it('takes an ordered list of at most the carousel size, and an empty one', () => {
    expect(bannerListSchema.parse({ list: [] })).toEqual({ list: [] });
    expect(bannerListSchema.safeParse({ list: Array(BANNER_MAX_ITEMS).fill(banner) }).success).toBe(true);
    expect(bannerListSchema.safeParse({ list: Array(BANNER_MAX_ITEMS + 1).fill(banner) }).success).toBe(false);
  });

  it('refuses unknown fields so a typo is not silently lost', () => {
    expect(bannerItemSchema.safeParse({ ...banner, titel_en: 'x' }).success).toBe(false);
  });
});
