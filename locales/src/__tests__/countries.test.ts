import {
  COUNTRY_CODES,
  COUNTRY_LOCALES,
  countryName,
  isCountryCode,
  listCountries,
  parseCountryLocale,
} from '../countries';

describe('country list', () => {
  it('has the 14 locales of SPEC §1', () => {
    expect(COUNTRY_LOCALES).toEqual([
      'zh-cn', 'zh-tw', 'en-us', 'ru-ru', 'ar-ar', 'de', 'ja-jp', 'ko-kr', 'ms-my', 'es-es', 'id-id', 'th-th', 'fr-fr', 'pt-pt',
    ]);
  });

  it('holds every country once, including AC and XK', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    for (const code of ['AC', 'XK', 'CN', 'US', 'GB', 'CA', 'DE', 'JP']) expect(isCountryCode(code)).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('cn')).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });

  it.each(COUNTRY_LOCALES)('names every country in %s, none left as a bare code', (locale) => {
    const list = listCountries(locale);
    expect(list).toHaveLength(COUNTRY_CODES.length);
    for (const entry of list) {
      expect(entry.name).not.toBe(entry.code);
      expect(entry.name.trim()).not.toBe('');
    }
    expect(list.map((entry) => entry.code)).toEqual(expect.arrayContaining(['AC', 'XK']));
  });

  it('localises names', () => {
    expect(countryName('CN', 'zh-cn')).toBe('中国');
    expect(countryName('CN', 'en-us')).toBe('China');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('JP', 'ja-jp')).toBe('日本');
    expect(countryName('XK', 'en-us')).toBe('Kosovo');
    expect(countryName('AC', 'en-us')).toBe('Ascension Island');
    expect(countryName('AC', 'zh-cn')).toBe('阿森松岛');
    expect(countryName('AC', 'zh-tw')).toBe('阿森松島');
    expect(countryName('ZZ', 'en-us')).toBeUndefined();
    expect(countryName('cn', 'en-us')).toBe('China');
  });

  it('writes Arabic names in Arabic script and Thai names in Thai script', () => {
    expect(countryName('FR', 'ar-ar')).toMatch(/[\u0600-\u06FF]/);
    expect(countryName('FR', 'th-th')).toMatch(/[\u0E00-\u0E7F]/);
    expect(countryName('FR', 'ko-kr')).toMatch(/[\uAC00-\uD7AF]/);
    expect(countryName('FR', 'ru-ru')).toMatch(/[\u0400-\u04FF]/);
  });

  it('sorts by the locale\'s collation', () => {
    const english = listCountries('en-us').map((entry) => entry.name);
    expect(english[0]).toBe('Afghanistan');
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Ghana'));
    // pinyin order: 阿 (a) comes before 中 (zhong)
    const chinese = listCountries('zh-cn').map((entry) => entry.name);
    expect(chinese.indexOf('阿根廷')).toBeLessThan(chinese.indexOf('中国'));
  });

  it('returns the same frozen list for repeated calls', () => {
    expect(listCountries('fr-fr')).toBe(listCountries('fr-fr'));
    expect(Object.isFrozen(listCountries('fr-fr'))).toBe(true);
  });

  it('reads locales as callers spell them', () => {
    expect(parseCountryLocale('en_us')).toBe('en-us');
    expect(parseCountryLocale('EN-US')).toBe('en-us');
    expect(parseCountryLocale('zh_CN')).toBe('zh-cn');
    expect(parseCountryLocale('zh-Hant')).toBe('zh-tw');
    expect(parseCountryLocale('zh-HK')).toBe('zh-tw');
    expect(parseCountryLocale('ar')).toBe('ar-ar');
    expect(parseCountryLocale('de-DE')).toBe('de');
    expect(parseCountryLocale('pt-BR')).toBe('pt-pt');
    expect(parseCountryLocale('xx-yy')).toBeUndefined();
    expect(parseCountryLocale(undefined)).toBeUndefined();
    expect(parseCountryLocale('')).toBeUndefined();
  });
});
