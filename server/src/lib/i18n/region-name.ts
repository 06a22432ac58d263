import type { ServerLocale } from './locale';

const DISPLAY_LOCALES: Record<ServerLocale, string> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', 'en-us': 'en' };
const cache = new Map<ServerLocale, Intl.DisplayNames>();

/** Localised country name from the platform's CLDR data (covers AC and XK); null for no code. */
export function regionName(code: string | null, locale: ServerLocale): string | null {
  if (!code) return null;
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([DISPLAY_LOCALES[locale]], { type: 'region', fallback: 'code' });
    cache.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
