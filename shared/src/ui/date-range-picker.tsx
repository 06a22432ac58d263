import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, DATE_TIME_FORMAT, dateRangePresets, formatDate } from './date-format';

/** dayjs spellings of the SPEC §9 formats (yyyy-MM-dd, yyyy-MM-dd HH:mm:ss) for antd's pickers. */
export const PICKER_DATE_FORMAT = 'YYYY-MM-DD';
export const PICKER_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A picked range as the API takes it: [start, end] in the SPEC format, or null when cleared. */
export type DateRangeValue = [string, string] | null;

export interface DateRangePickerProps {
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  /** with hours, minutes and seconds (yyyy-MM-dd HH:mm:ss) */
  withTime?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Range filter with the SPEC §9 shortcuts: last week, last month, last three months, all (2 years back). */
export function DateRangePicker({ value, onChange, withTime = false, disabled, id }: DateRangePickerProps) {
  const { t } = useTranslation();
  const pattern = withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  return (
    <DatePicker.RangePicker
      id={id}
      disabled={disabled}
      showTime={withTime}
      format={withTime ? PICKER_DATE_TIME_FORMAT : PICKER_DATE_FORMAT}
      placeholder={[t('common:date.startDate'), t('common:date.endDate')]}
      presets={dateRangePresets(t)}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(range) => onChange?.(range?.[0] && range[1] ? [formatDate(range[0], pattern), formatDate(range[1], pattern)] : null)}
    />
  );
}
