import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, dateRangePresets, formatDate, formatDateTime } from '../date-format';

const moment = new Date(2025, 2, 26, 14, 5, 9, 42); // opening day of the fair, a Wednesday

test('SPEC formats yyyy-MM-dd and yyyy-MM-dd HH:mm:ss', () => {
  expect(DATE_FORMAT).toBe('yyyy-MM-dd');
  expect(DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
  expect(formatDate(moment)).toBe('2025-03-26');
  expect(formatDateTime(moment)).toBe('2025-03-26 14:05:09');
});

test.each([
  ['yyyy/M/d', '2025/3/26'],
  ['yy-MM', '25-03'],
  ['hh:mm', '02:05'],
  ['H时m分s秒', '14时5分9秒'],
  ['第q季度', '第1季度'],
  ['ss.S', '09.042'],
  ['E', '三'],
  ['EE', '周三'],
  ['EEE', '星期三'],
])('token pattern %s → %s', (pattern, expected) => {
  expect(formatDate(moment, pattern)).toBe(expected);
});

test('twelve o’clock reads 12 on the 12-hour clock', () => {
  expect(formatDate(new Date(2025, 2, 28, 0, 0), 'hh')).toBe('12');
  expect(formatDate(new Date(2025, 2, 28, 12, 0), 'hh')).toBe('12');
});

test('accepts ISO strings, timestamps and dayjs values; empty or invalid input gives an empty string', () => {
  expect(formatDate('2025-03-28T09:30:00')).toBe('2025-03-28');
  expect(formatDate(moment.getTime(), 'yyyy-MM-dd HH:mm')).toBe('2025-03-26 14:05');
  expect(formatDate(dayjs(moment), 'MM-dd')).toBe('03-26');
  expect(formatDate(null)).toBe('');
  expect(formatDate('')).toBe('');
  expect(formatDate('not a date')).toBe('');
});

test('range presets: last week 7 days, last month 30, last three months 90, all 2 years back', () => {
  const now = dayjs('2025-03-26T12:00:00');
  const presets = dateRangePresets((key) => key, now);
  expect(presets.map((preset) => preset.label)).toEqual(['common:date.lastWeek', 'common:date.lastMonth', 'common:date.lastThreeMonths', 'common:date.all']);
  expect(presets.map((preset) => now.diff(preset.value[0], 'day'))).toEqual([7, 30, 90, 731]); // the two years back span 29 February 2024
  expect(presets[3].value[0].format('YYYY-MM-DD')).toBe('2023-03-26');
  for (const preset of presets) expect(preset.value[1].isSame(now)).toBe(true);
});
