// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient typings for the data file path, which the package leaves untyped
/// <reference path="./phone-countries-data.d.ts" />
import telephoneCountries from 'intl-tel-input/dist/js/data.mjs';

/** SPEC §1: the 14 locales with a country-name list (and, per §9, a phone-country list). */
export const COUNTRY_LOCALES = [
  'zh-cn',
  'zh-tw',
  'en-us',
  'ru-ru',
  'ar-ar',
  'de',
  'ja-jp',
  'ko-kr',
  'ms-my',
  'es-es',
  'id-id',
  'th-th',
  'fr-fr',
  'pt-pt',
] as const;
export type CountryLocale = (typeof COUNTRY_LOCALES)[number];

export const DEFAULT_COUNTRY_LOCALE: CountryLocale = 'zh-cn';

/** SPEC §3 Country entry: two-letter code (upper case, incl. AC and XK) and its localised name. */
export interface CountryEntry {
  code: string;
  name: string;
}

/** BCP 47 tags for the platform's Intl data; "ar-ar" is the product's id for Arabic (AR is Argentina). */
const BCP47: Record<CountryLocale, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en-US',
  'ru-ru': 'ru-RU',
  'ar-ar': 'ar',
  de: 'de',
  'ja-jp': 'ja-JP',
  'ko-kr': 'ko-KR',
  'ms-my': 'ms-MY',
  'es-es': 'es-ES',
  'id-id': 'id-ID',
  'th-th': 'th-TH',
  'fr-fr': 'fr-FR',
  'pt-pt': 'pt-PT',
};

export function toBcp47(locale: CountryLocale): string {
  return BCP47[locale];
}

export function isCountryLocale(value: unknown): value is CountryLocale {
  return typeof value === 'string' && (COUNTRY_LOCALES as readonly string[]).includes(value);
}

/**
 * Reads a locale as callers spell it — "en_us" (the translation call's style), "en-US", "en", "ar" — and
 * answers the matching list locale, or undefined when none matches.
 */
export function parseCountryLocale(value: unknown): CountryLocale | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = value.trim().toLowerCase().replace(/_/g, '-');
  if (isCountryLocale(normalised)) return normalised;
  if (/^zh-(hant|tw|hk|mo)/.test(normalised)) return 'zh-tw';
  const language = normalised.split('-')[0];
  return COUNTRY_LOCALES.find((locale) => locale.split('-')[0] === language);
}

/**
 * The territories with a country code in intl-tel-input's maintained list: the ISO 3166-1 countries a
 * phone number can belong to, plus Ascension Island (AC) and Kosovo (XK) that SPEC §3 asks for.
 */
export const COUNTRY_CODES: readonly string[] = telephoneCountries.map((country) => country.iso2.toUpperCase());
const countryCodeSet = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countryCodeSet.has(value);
}

const displayNamesCache = new Map<CountryLocale, Intl.DisplayNames>();

function displayNames(locale: CountryLocale): Intl.DisplayNames {
  let names = displayNamesCache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([toBcp47(locale)], { type: 'region', fallback: 'code' });
    displayNamesCache.set(locale, names);
  }
  return names;
}

/** Localised name of a two-letter code (CLDR data of the platform's Intl), or undefined for an unknown code. */
export function countryName(code: string, locale: CountryLocale = DEFAULT_COUNTRY_LOCALE): string | undefined {
  const upper = code.toUpperCase();
  if (!countryCodeSet.has(upper)) return undefined;
  return displayNames(locale).of(upper);
}

const listCache = new Map<CountryLocale, readonly CountryEntry[]>();

/** Every country of the list with its name in `locale`, sorted as that language sorts (pinyin for zh-cn). */
export function listCountries(locale: CountryLocale = DEFAULT_COUNTRY_LOCALE): readonly CountryEntry[] {
  let list = listCache.get(locale);
  if (!list) {
    const names = displayNames(locale);
    const collator = new Intl.Collator(toBcp47(locale));
    list = Object.freeze(
      COUNTRY_CODES.map((code) => Object.freeze({ code, name: names.of(code) ?? code })).sort((a, b) =>
        collator.compare(a.name, b.name),
      ),
    );
    listCache.set(locale, list);
  }
  return list;
}
