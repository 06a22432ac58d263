import { activitySchema } from '../activity';
import { RICH_TEXT_MAX_LENGTH, hasVisibleContent } from '../content-fields';
import { newsSchema } from '../news';
import { PRODUCT_MESSAGES, productSchema } from '../product';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const product = {
  image: '/api/files/2025/03/0123456789abcdef0123456789abcdef.png',
  name_zh: '车规级电容',
  name_en: 'Automotive capacitor',
  intro_zh: '简介',
  categories: [3],
  application_areas: [1],
  attributes: [2],
};

describe('product form (SPEC §5)', () => {
  it('accepts a complete form, the English introduction optional, as a draft by default', () => {
    expect(productSchema.parse(product)).toEqual({ ...product, intro_en: '', status: 'draft' });
    expect(productSchema.parse({ ...product, intro_en: null, status: 'published', pinned: true })).toMatchObject({ intro_en: '', status: 'published', pinned: true });
  });

  it('prompts for the image, both names, the Chinese introduction and one category, area and attribute', () => {
    expect(messagesOf(productSchema.safeParse({ name_zh: '  ', categories: [], application_areas: [] }))).toEqual({
      image: PRODUCT_MESSAGES.image,
      name_zh: PRODUCT_MESSAGES.nameZh,
      name_en: PRODUCT_MESSAGES.nameEn,
      intro_zh: PRODUCT_MESSAGES.introZh,
      categories: PRODUCT_MESSAGES.categories,
      application_areas: PRODUCT_MESSAGES.applicationAreas,
      attributes: PRODUCT_MESSAGES.attributes,
    });
  });

  it('limits the introduction to the 2000-character text default', () => {
    expect(productSchema.safeParse({ ...product, intro_zh: 'x'.repeat(2000) }).success).toBe(true);
    expect(messagesOf(productSchema.safeParse({ ...product, intro_zh: 'x'.repeat(2001) }))).toEqual({ intro_zh: 'common:validation.textTooLong' });
  });
});

describe('news and activity forms', () => {
  const news = { title_zh: '标题', title_en: 'Title', content_zh: '<p>内容</p>', content_en: '<p>Content</p>' };

  it('require titles and contents in both languages; empty editor paragraphs count as empty', () => {
    expect(messagesOf(newsSchema.safeParse({ content_zh: '<p><br></p>', content_en: '<p>&nbsp;</p>' }))).toEqual({
      title_zh: 'common:validation.titleZhRequired',
      title_en: 'common:validation.titleEnRequired',
      content_zh: 'common:validation.contentZhRequired',
      content_en: 'common:validation.contentEnRequired',
    });
    expect(newsSchema.safeParse({ ...news, content_en: `<p>${'x'.repeat(RICH_TEXT_MAX_LENGTH)}</p>` }).success).toBe(false);
  });

  it('take an activity location in both languages, optionally', () => {
    expect(activitySchema.parse(news)).toMatchObject({ location_zh: '', location_en: '' });
    expect(activitySchema.parse({ ...news, location_zh: '1号馆 A01' }).location_zh).toBe('1号馆 A01');
  });

  it('count an image alone as content', () => {
    expect(hasVisibleContent('<p><img src="https://example.com/a.png"></p>')).toBe(true);
    expect(hasVisibleContent('<p> </p><br/>')).toBe(false);
  });
});
