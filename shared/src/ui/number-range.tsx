import { InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §5 range pickers: select mode 1 to 60; input mode from 0, with an upper bound of at least 10000000. */
export const RANGE_SELECT_MIN = 1;
export const RANGE_SELECT_MAX = 60;
export const RANGE_INPUT_MIN = 0;
export const RANGE_INPUT_MAX = 10_000_000;

/** [min, max]; either end may be open (null). */
export type NumberRange = [number | null, number | null];

/** SPEC §5: the minimum may not be above the maximum. */
export function isRangeOrdered([min, max]: NumberRange): boolean {
  return min === null || max === null || min <= max;
}

/** antd Form rule for a range field, with the common prompt. */
export function rangeOrderRule(translate: (key: string) => string) {
  return {
    validator: (_rule: unknown, value: NumberRange | undefined) =>
      !value || isRangeOrdered(value) ? Promise.resolve() : Promise.reject(new Error(translate('common:validation.rangeOrder'))),
  };
}

interface RangeProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  disabled?: boolean;
}

const EMPTY: NumberRange = [null, null];

/** Select mode: both ends chosen from 1…60; a choice that would put the minimum above the maximum is disabled. */
export function NumberRangeSelect({ value = EMPTY, onChange, disabled }: RangeProps) {
  const { t } = useTranslation();
  const [min, max] = value;
  const numbers = Array.from({ length: RANGE_SELECT_MAX - RANGE_SELECT_MIN + 1 }, (_, index) => RANGE_SELECT_MIN + index);
  return (
    <Space.Compact>
      <Select<number>
        aria-label={t('common:range.min')}
        placeholder={t('common:range.min')}
        allowClear
        virtual={false}
        disabled={disabled}
        value={min ?? undefined}
        options={numbers.map((number) => ({ value: number, label: number, disabled: max !== null && number > max }))}
        onChange={(next) => onChange?.([next ?? null, max])}
        style={{ width: 96 }}
      />
      <Select<number>
        aria-label={t('common:range.max')}
        placeholder={t('common:range.max')}
        allowClear
        virtual={false}
        disabled={disabled}
        value={max ?? undefined}
        options={numbers.map((number) => ({ value: number, label: number, disabled: min !== null && number < min }))}
        onChange={(next) => onChange?.([min, next ?? null])}
        style={{ width: 96 }}
      />
    </Space.Compact>
  );
}

/** Input mode: numbers from 0; the upper bound is `max` when larger, never below 10000000. */
export function NumberRangeInput({ value = EMPTY, onChange, disabled, max: upper }: RangeProps & { max?: number }) {
  const { t } = useTranslation();
  const [min, max] = value;
  const limit = Math.max(upper ?? RANGE_INPUT_MAX, RANGE_INPUT_MAX);
  return (
    <Space.Compact>
      <InputNumber<number>
        aria-label={t('common:range.min')}
        placeholder={t('common:range.min')}
        min={RANGE_INPUT_MIN}
        max={limit}
        disabled={disabled}
        value={min}
        onChange={(next) => onChange?.([next, max])}
      />
      <InputNumber<number>
        aria-label={t('common:range.max')}
        placeholder={t('common:range.max')}
        min={RANGE_INPUT_MIN}
        max={limit}
        disabled={disabled}
        value={max}
        onChange={(next) => onChange?.([min, next])}
      />
    </Space.Compact>
  );
}
