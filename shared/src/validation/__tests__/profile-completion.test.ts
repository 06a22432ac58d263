import { ENGLISH_CATALOGUE_ITEMS, profileCompletion, type CompletionProfile } from '../profile-completion';

/** The demo exhibitor's saved profile (server seed): everything an exhibitor can fill in is there. */
const complete: CompletionProfile = {
  logo: '/api/files/logo.png',
  name_zh_cn: '上海演示电子有限公司',
  name_en: 'Shanghai Demo Electronics Co., Ltd.',
  country: 'CN',
  categories: [3, 7],
  application_areas: [2],
  intro_zh: '工业传感器与嵌入式控制模块的设计与制造。',
  intro_en: 'Shanghai Demo Electronics designs and builds industrial sensors and embedded control modules.',
  website: 'https://demo-electronics.example.com',
  qr_code: '/api/files/qr.png',
  email: 'exhibitor@demo.fair',
};

describe('profileCompletion (exhibitor dashboard completion)', () => {
  it('is 100 with every profile field and one published exhibit, news item and booth activity', () => {
    const result = profileCompletion(complete, { products: 3, news: 1, activities: 2 });
    expect(result.percent).toBe(100);
    expect(result.missing).toEqual([]);
    expect(result.done).toHaveLength(14);
  });

  it('lists what is missing with where to fix it, in form order', () => {
    const result = profileCompletion(
      { ...complete, name_en: '', intro_en: '   ', website: null, application_areas: [] },
      { products: 2, news: 0, activities: 0 },
    );
    expect(result.missing).toEqual([
      { item: 'nameEn', area: 'profile' },
      { item: 'applicationAreas', area: 'profile' },
      { item: 'introEn', area: 'profile' },
      { item: 'website', area: 'profile' },
      { item: 'news', area: 'news' },
      { item: 'activity', area: 'activity' },
    ]);
    // 8 of 14 items: 57.1 % rounds down
    expect(result.percent).toBe(57);
    expect(result.missing.filter(({ item }) => ENGLISH_CATALOGUE_ITEMS.includes(item)).map(({ item }) => item)).toEqual(['nameEn', 'introEn']);
  });

  it('counts only published content: drafts do not complete a kind', () => {
    expect(profileCompletion(complete, { products: 0, news: 0, activities: 0 }).missing.map(({ item }) => item)).toEqual([
      'product',
      'news',
      'activity',
    ]);
  });

  it('gives an unsaved profile (new@demo.fair) a low score and never 100 while anything is missing', () => {
    const unsaved = profileCompletion(
      { logo: null, name_zh_cn: '新展商', name_en: 'New Exhibitor', country: null, categories: [], application_areas: [], intro_zh: '', intro_en: '', website: '', qr_code: null, email: 'new@demo.fair' },
      { products: 0, news: 0, activities: 0 },
    );
    expect(unsaved.percent).toBe(21);
    expect(profileCompletion(complete, { products: 1, news: 1, activities: 0 }).percent).toBe(92);
  });

  it('without content counts the profile fields alone (catalogue check)', () => {
    expect(profileCompletion(complete).percent).toBe(100);
    const result = profileCompletion({ ...complete, qr_code: '' });
    expect(result.percent).toBe(90);
    expect(result.missing).toEqual([{ item: 'qrCode', area: 'profile' }]);
  });
});
