/** Interface locales of SPEC §1: zh-cn is the default, zh-tw is listed, en-us is offered to exhibitors. */
export const LOCALES = ['zh-cn', 'zh-tw', 'en-us'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh-cn';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** SPEC §7: the translation call spells the locale with an underscore (en-us → en_us). */
export function toApiLocale(locale: Locale): string {
  return locale.replace('-', '_');
}
