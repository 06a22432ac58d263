import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listCountries, parseCountryLocale } from '@fair/locales/countries';
import { REGISTER_NO_HALL, type RegisterItem } from '@fair/shared/contracts/exhibitor-register';
import { EXHIBITOR_TYPE_VALUES } from '@fair/shared/contracts/exhibitor-accounts';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { NumberInput } from '@fair/shared/ui/number-input';
import { FilterSelect } from '@fair/shared/ui/list/filter-select';
import type { PagedList } from '@fair/shared/ui/list/use-paged-list';
import type { HallOption, RegisterFilterValues } from '../api/exhibitor-register-api';
import { exhibitorTypeLabelKey } from '@fair/shared/contracts/exhibitor-types';

export const PROFILE_FLAGS = ['1', '0'] as const;

/** Hall (or none yet), type, country, profile saved and completion below N %; each stands in the address through the list. */
export function RegisterFilters({ list, halls }: { list: PagedList<RegisterItem, RegisterFilterValues>; halls: readonly HallOption[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { filters } = list.params;
  const countries = useMemo(() => listCountries(parseCountryLocale(locale)).map((country) => ({ value: country.code, label: country.name })), [locale]);
  const below = filters.completion_below ? Number(filters.completion_below) : null;
  // typed digits apply on Enter or when leaving the box, not one request per key
  const [typed, setTyped] = useState<number | null>(below);
  useEffect(() => setTyped(below), [below]);
  const applyBelow = () => {
    if (typed !== below) list.setFilter('completion_below', typed === null ? undefined : String(typed));
  };
  const text = (key: string) => t(`organizer:exhibitor-register.${key}`);
  return (
    <>
      <FilterSelect
        list={list}
        name="hall"
        label={text('hall')}
        searchable
        options={[{ value: REGISTER_NO_HALL, label: text('noHall') }, ...halls.map((hall) => ({ value: String(hall.id), label: hall.name }))]}
      />
      <FilterSelect list={list} name="exhibitor_type" label={text('exhibitorType')} options={EXHIBITOR_TYPE_VALUES.map((type) => ({ value: type, label: t(exhibitorTypeLabelKey(type)) }))} />
      <FilterSelect list={list} name="country" label={text('country')} searchable options={countries} width={160} />
      <FilterSelect list={list} name="is_edit" label={text('profileLabel')} options={PROFILE_FLAGS.map((flag) => ({ value: flag, label: text(`profile.${flag}`) }))} width={120} />
      <NumberInput
        aria-label={text('completionBelow')}
        placeholder={text('completionBelow')}
        value={typed}
        onChange={(value) => setTyped(value ?? null)}
        onPressEnter={applyBelow}
        onBlur={applyBelow}
        suffix="%"
        style={{ width: 150 }}
      />
    </>
  );
}
