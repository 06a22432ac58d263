import { useMemo } from 'react';
import { Input, Select, Space } from 'antd';
import { parseCountryLocale } from '@fair/locales/countries';
import { type PhoneCountry, listPhoneCountries } from '@fair/locales/phone-countries';
import { useLocale } from '../i18n/locale-store';
import { keepMobileDigits } from '../validation/auth';

/** A phone number with its territory: iso2 (lower case, as the phone-country list) tells +1 US from +1 Canada. */
export interface PhoneValue {
  iso2: string;
  /** national digits only, at most 15 (SPEC §5) */
  number: string;
}

export const DEFAULT_PHONE_COUNTRY = 'cn';

/**
 * The territory a number belongs to when its dial code is shared (SPEC §3 phone-input entry): a territory
 * whose area codes start the number wins (the one of lowest priority when several do); a territory known
 * only by its area codes falls back to the dial code's main territory (priority 0) once the number is long
 * enough to have shown its area code. So "+1 204…" is Canada, "+1 212…" the US, "+44 1481…" Guernsey.
 */
export function territoryFor(list: readonly PhoneCountry[], currentIso2: string, digits: string): string {
  const current = list.find((country) => country.iso2 === currentIso2);
  if (!current || digits === '') return currentIso2;
  const siblings = list.filter((country) => country.text === current.text);
  if (siblings.length < 2) return currentIso2;
  const byPriority = (a: PhoneCountry, b: PhoneCountry) => a.priority - b.priority;
  const matches = siblings.filter((country) => country.areaCodes?.some((code) => digits.startsWith(code))).sort(byPriority);
  if (matches.some((country) => country.iso2 === currentIso2)) return currentIso2;
  if (matches.length) return matches[0].iso2;
  const longestAreaCode = Math.max(0, ...(current.areaCodes ?? []).map((code) => code.length));
  if (current.areaCodes && digits.length >= longestAreaCode) return [...siblings].sort(byPriority)[0].iso2;
  return currentIso2;
}

/**
 * What the number field holds after an edit: digits only, at most 15 (SPEC §5). Typed or pasted in
 * international form ("+1 204-555-0100"), the dial code picks the territory and leaves the number.
 */
export function phoneValueFromInput(list: readonly PhoneCountry[], currentIso2: string, raw: string): PhoneValue {
  const all = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+') && all) {
    const dialOf = (country: PhoneCountry) => country.text.slice(1);
    const group = list
      .filter((country) => all.startsWith(dialOf(country)))
      .sort((a, b) => dialOf(b).length - dialOf(a).length || a.priority - b.priority);
    if (group.length) {
      const digits = keepMobileDigits(all.slice(dialOf(group[0]).length));
      const start = group.some((country) => country.iso2 === currentIso2 && country.text === group[0].text) ? currentIso2 : group[0].iso2;
      return { iso2: territoryFor(list, start, digits), number: digits };
    }
  }
  const digits = keepMobileDigits(all);
  return { iso2: territoryFor(list, currentIso2, digits), number: digits };
}

/** Dropdown order: by name in the interface language; a search for a dial code puts the main territory first. */
export function sortForSearch(a: PhoneCountry, b: PhoneCountry, searchValue: string, collator: Intl.Collator): number {
  const dialSearch = /^\+?\d+$/.test(searchValue.trim());
  if (dialSearch && a.text === b.text) return a.priority - b.priority;
  if (dialSearch && a.text !== b.text) return a.text.length - b.text.length || a.text.localeCompare(b.text);
  return collator.compare(a.name, b.name);
}

export interface PhoneInputProps {
  value?: PhoneValue | null;
  onChange?: (value: PhoneValue) => void;
  disabled?: boolean;
  /** set by antd Form.Item: the label points at the number input */
  id?: string;
  placeholder?: string;
  /** accessible name of the dial-code picker */
  countryLabel?: string;
}

/**
 * Phone input with a dial-code picker (territory names in the interface language, SPEC §3 phone-input
 * entries) and a number field that keeps digits only, at most 15 (SPEC §5; pasted spaces, dashes or a plus sign are dropped). Works as an antd Form.Item child.
 */
export function PhoneInput({ value, onChange, disabled, id, placeholder, countryLabel }: PhoneInputProps) {
  const locale = useLocale();
  const list = useMemo(() => listPhoneCountries(parseCountryLocale(locale)), [locale]);
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const byIso2 = useMemo(() => new Map(list.map((country) => [country.iso2, country])), [list]);
  const options = useMemo(
    () =>
      [...list]
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((country) => ({ value: country.iso2, label: `${country.name} ${country.text}`, search: `${country.name} ${country.text} ${country.iso2}` })),
    [list, collator],
  );

  const iso2 = value?.iso2 || DEFAULT_PHONE_COUNTRY;
  const number = value?.number ?? '';

  return (
    <Space.Compact block>
      <Select
        aria-label={countryLabel}
        value={iso2}
        options={options}
        disabled={disabled}
        style={{ width: 200, flex: 'none' }}
        popupMatchSelectWidth={280}
        labelRender={({ value: selected }) => {
          const country = byIso2.get(String(selected));
          return country ? `${country.text} ${country.name}` : String(selected);
        }}
        showSearch={{
          optionFilterProp: 'search',
          filterSort: (a, b, { searchValue }) => sortForSearch(byIso2.get(a.value)!, byIso2.get(b.value)!, searchValue, collator),
        }}
        onChange={(next: string) => onChange?.({ iso2: next, number })}
      />
      <Input
        id={id}
        value={number}
        disabled={disabled}
        placeholder={placeholder}
        inputMode="numeric"
        onChange={(event) => {
          onChange?.(phoneValueFromInput(list, iso2, event.target.value));
        }}
      />
    </Space.Compact>
  );
}
