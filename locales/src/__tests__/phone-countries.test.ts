import { COUNTRY_CODES, COUNTRY_LOCALES } from '../countries';
import { listPhoneCountries } from '../phone-countries';

describe('phone-country list', () => {
  it('gives name, iso2, text, priority and areaCodes per entry', () => {
    const list = listPhoneCountries('en-us');
    expect(list).toHaveLength(COUNTRY_CODES.length);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['areaCodes', 'iso2', 'name', 'priority', 'text']);
      expect(entry.iso2).toMatch(/^[a-z]{2}$/);
      expect(entry.text).toMatch(/^\+\d{1,4}$/);
      expect(Number.isInteger(entry.priority)).toBe(true);
      // null (the whole country code) or a non-empty list of digit strings
      expect(entry.areaCodes).not.toEqual([]);
      expect((entry.areaCodes ?? []).filter((code) => !/^\d+$/.test(code))).toEqual([]);
    }
  });

  it('matches SPEC §3: Canada priority 1 with its area codes, US and UK priority 0', () => {
    const list = listPhoneCountries('en-us');
    const canada = list.find((entry) => entry.iso2 === 'ca');
    const us = list.find((entry) => entry.iso2 === 'us');
    const uk = list.find((entry) => entry.iso2 === 'gb');
    expect(canada).toMatchObject({ name: 'Canada', text: '+1', priority: 1 });
    // SPEC's example counts 42 area codes; the maintained data has since added new overlays, never fewer.
    expect(canada?.areaCodes?.length).toBeGreaterThanOrEqual(42);
    expect(canada?.areaCodes).toEqual(expect.arrayContaining(['204', '416', '514', '604', '613', '780', '902', '905']));
    expect(canada?.areaCodes?.filter((code) => !/^\d{3}$/.test(code))).toEqual([]);
    expect(us).toMatchObject({ name: 'United States', text: '+1', priority: 0, areaCodes: null });
    expect(uk).toMatchObject({ name: 'United Kingdom', text: '+44', priority: 0, areaCodes: null });
  });

  it('includes Ascension Island and Kosovo', () => {
    const list = listPhoneCountries('zh-cn');
    expect(list.find((entry) => entry.iso2 === 'ac')).toMatchObject({ name: '阿森松岛', text: '+247' });
    expect(list.find((entry) => entry.iso2 === 'xk')).toMatchObject({ name: '科索沃', text: '+383' });
  });

  it('has exactly one main territory (priority 0) per shared dial code like +1 and +7', () => {
    const list = listPhoneCountries('en-us');
    for (const dial of ['+1', '+7', '+44']) {
      expect(list.filter((entry) => entry.text === dial && entry.priority === 0)).toHaveLength(1);
    }
  });

  it.each(COUNTRY_LOCALES)('is named in %s', (locale) => {
    const list = listPhoneCountries(locale);
    for (const entry of list) expect(entry.name.toUpperCase()).not.toBe(entry.iso2.toUpperCase());
    expect(listPhoneCountries(locale)).toBe(list);
  });

  it('names China per locale', () => {
    const chinaIn = (locale: (typeof COUNTRY_LOCALES)[number]) => listPhoneCountries(locale).find((entry) => entry.iso2 === 'cn')?.name;
    expect(chinaIn('zh-cn')).toBe('中国');
    expect(chinaIn('zh-tw')).toBe('中國');
    expect(chinaIn('fr-fr')).toBe('Chine');
    expect(chinaIn('es-es')).toBe('China');
  });
});
