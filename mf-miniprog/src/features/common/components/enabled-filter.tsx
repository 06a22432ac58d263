import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export const ENABLED_FILTER_VALUES = ['true', 'false'] as const;
export type EnabledFilterValue = (typeof ENABLED_FILTER_VALUES)[number];

/** The list filter "all / enabled / disabled", kept in the address as `enabled`. */
export function EnabledFilter({ value, onChange }: { value: EnabledFilterValue | undefined; onChange: (value: EnabledFilterValue | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Select<EnabledFilterValue | ''>
      aria-label={t('miniprog:shared.enabledFilter')}
      value={value ?? ''}
      onChange={(next) => onChange(next || undefined)}
      style={{ width: 140 }}
      options={[
        { value: '', label: t('miniprog:shared.allStates') },
        { value: 'true', label: t('common:status.enabled') },
        { value: 'false', label: t('common:status.disabled') },
      ]}
    />
  );
}
