import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@fair/locales/locales';
import { readCookie } from '../session/cookies';

/** Cookie holding the locale, on the parent domain, path / (SPEC §4). */
export const LOCALE_COOKIE = 'locale';

export function localeFromCookie(): Locale {
  const value = readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export interface LocaleState {
  locale: Locale;
}

/** State only; change it with `changeLocale` (i18n/change-locale), which also persists and fetches. */
export const localeStore = createStore<LocaleState>()(() => ({ locale: localeFromCookie() }));

export function useLocale(): Locale {
  return useStore(localeStore, (state) => state.locale);
}

/** Tests: back to the cookie's (or default) locale. */
export function resetLocaleStore(): void {
  localeStore.setState({ locale: localeFromCookie() }, true);
}
