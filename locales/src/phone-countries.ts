// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient typings for the data file path, which the package leaves untyped
/// <reference path="./phone-countries-data.d.ts" />
import telephoneCountries from 'intl-tel-input/dist/js/data.mjs';
import { type CountryLocale, DEFAULT_COUNTRY_LOCALE, countryName } from './countries';

/**
 * SPEC §3 Phone-input entry. priority orders the territories that share a dial code (0 is the main one:
 * US and UK are 0, Canada 1); areaCodes are the leading digits that pick this territory, or null.
 */
export interface PhoneCountry {
  name: string;
  iso2: string;
  /** plus sign and dial code, e.g. "+1" */
  text: string;
  priority: number;
  areaCodes: readonly string[] | null;
}

const listCache = new Map<CountryLocale, readonly PhoneCountry[]>();

/** The phone-country list in one of the 14 list locales, in the data package's order (by English name). */
export function listPhoneCountries(locale: CountryLocale = DEFAULT_COUNTRY_LOCALE): readonly PhoneCountry[] {
  let list = listCache.get(locale);
  if (!list) {
    list = Object.freeze(
      telephoneCountries.map((country) =>
        Object.freeze({
          name: countryName(country.iso2, locale) ?? country.iso2.toUpperCase(),
          iso2: country.iso2,
          text: `+${country.dialCode}`,
          priority: country.priority,
          areaCodes: country.areaCodes ? Object.freeze([...country.areaCodes]) : null,
        }),
      ),
    );
    listCache.set(locale, list);
  }
  return list;
}

