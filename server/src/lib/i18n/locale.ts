/** Interface locales of SPEC §1; zh-cn is the default. */
export const SERVER_LOCALES = ['zh-cn', 'zh-tw', 'en-us'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];
export const DEFAULT_LOCALE: ServerLocale = 'zh-cn';

const ALIASES: Record<string, ServerLocale> = {
  'zh-cn': 'zh-cn',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-tw': 'zh-tw',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  'en-us': 'en-us',
  en: 'en-us',
  'en-gb': 'en-us',
};

/** Reads a Language-Set header (or a locale query such as en_us); anything unknown falls back to zh-cn. */
export function parseLocale(value: unknown): ServerLocale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const normalised = value.trim().toLowerCase().replace(/_/g, '-');
  return ALIASES[normalised] ?? ALIASES[normalised.split('-')[0]] ?? DEFAULT_LOCALE;
}

/** Bilingual records store zh and en; zh-tw readers see the Chinese text, en-us falls back to Chinese when empty. */
export function pickText(locale: ServerLocale, zh: string, en: string): string {
  return locale === 'en-us' && en ? en : zh;
}
