import dayjs, { type Dayjs } from 'dayjs';

/** SPEC §9 formats. */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const CHINESE_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const TOKENS = /y+|M+|d+|H+|h+|m+|s+|q+|S+|E+/g;

const pad = (value: number, token: string) => (token.length === 1 ? String(value) : String(value).padStart(token.length, '0'));

function formatToken(date: Date, token: string): string {
  switch (token[0]) {
    case 'y':
      return token.length >= 4 ? String(date.getFullYear()).padStart(4, '0') : String(date.getFullYear()).slice(-token.length);
    case 'M':
      return pad(date.getMonth() + 1, token);
    case 'd':
      return pad(date.getDate(), token);
    case 'H':
      return pad(date.getHours(), token);
    case 'h':
      return pad(date.getHours() % 12 || 12, token);
    case 'm':
      return pad(date.getMinutes(), token);
    case 's':
      return pad(date.getSeconds(), token);
    case 'q':
      return String(Math.floor(date.getMonth() / 3) + 1);
    case 'S':
      return pad(date.getMilliseconds(), token.length === 1 ? 'SSS' : token);
    default: {
      const day = CHINESE_WEEKDAYS[date.getDay()];
      return token.length === 1 ? day : `${token.length === 2 ? '周' : '星期'}${day}`;
    }
  }
}

export type DateInput = Date | Dayjs | string | number | null | undefined;

/**
 * SPEC §9 date formatting with yyyy-style tokens: y (year), M, d, H (24-hour), h (12-hour), m, s,
 * q (quarter), S (milliseconds), E (Chinese weekday: E 日, EE 周日, EEE 星期日). Empty or invalid input → ''.
 */
export function formatDate(value: DateInput, pattern: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  const date = parsed.toDate();
  return pattern.replace(TOKENS, (token) => formatToken(date, token));
}

export const formatDateTime = (value: DateInput): string => formatDate(value, DATE_TIME_FORMAT);

/** SPEC §9 range shortcuts: last week 7 days, last month 30, last three months 90, all = 2 years back. */
export const DATE_SHORTCUTS = [
  { labelKey: 'common:date.lastWeek', days: 7 },
  { labelKey: 'common:date.lastMonth', days: 30 },
  { labelKey: 'common:date.lastThreeMonths', days: 90 },
  { labelKey: 'common:date.all', years: 2 },
] as const;

/** antd RangePicker `presets`: ranges ending now. */
export function dateRangePresets(translate: (key: string) => string, now: Dayjs = dayjs()): { label: string; value: [Dayjs, Dayjs] }[] {
  return DATE_SHORTCUTS.map((shortcut) => ({
    label: translate(shortcut.labelKey),
    value: ['days' in shortcut ? now.subtract(shortcut.days, 'day') : now.subtract(shortcut.years, 'year'), now],
  }));
}
