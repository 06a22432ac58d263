import { MOBILE_DIGITS_MAX } from '../constants/limits';

/** SPEC §5: the mobile input keeps only digits, at most 15 (use as antd Form.Item `normalize`). */
export function keepMobileDigits(value: unknown): string {
  return String(value ?? '').replace(/\D/g, '').slice(0, MOBILE_DIGITS_MAX);
}
