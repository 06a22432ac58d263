import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export const ENABLED_FILTER_VALUES = ['true', 'false'] as const;
export type EnabledFilterValue = (typeof ENABLED_FILTER_VALUES)[number];

export interface EnabledFilterProps {
  value: EnabledFilterValue | undefined;
  onChange: (value: EnabledFilterValue | undefined) => void;
  /** the select's accessible name and the "all" choice */
  label: string;
  allLabel: string;
}

/** The list filter "all / enabled / disabled", kept in the address as `enabled`. */
export function EnabledFilter({ value, onChange, label, allLabel }: EnabledFilterProps) {
  const { t } = useTranslation();
  return (
    <Select<EnabledFilterValue | ''>
      aria-label={label}
      value={value ?? ''}
      onChange={(next) => onChange(next || undefined)}
      style={{ width: 140 }}
      options={[
        { value: '', label: allLabel },
        { value: 'true', label: t('common:status.enabled') },
        { value: 'false', label: t('common:status.disabled') },
      ]}
    />
  );
}
