import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { DEFAULT_LOCALE, toApiLocale, type Locale } from '@fair/locales/locales';
import { flattenMessages, type Messages } from '@fair/locales/messages';
import { api } from '../api/api-client';
import { writeSharedCookie } from '../session/cookies';
import { i18n, mergeOverrides } from './i18n';
import { LOCALE_COOKIE, localeStore } from './locale-store';

/** SPEC §4: extra translations are fetched for application id `exhibitor`. */
export const TRANSLATION_APP_ID = 'exhibitor';
export const TRANSLATION_PATH = '/api/i18n/resource-locale';

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-cn': 'zh-cn', 'zh-tw': 'zh-tw', 'en-us': 'en' };

/** Namespace that server overrides land in: `ns:key` names its namespace, otherwise the app's. */
function splitNamespace(key: string): [string, string] {
  const separator = key.indexOf(':');
  return separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [TRANSLATION_APP_ID, key];
}

/**
 * GET /api/i18n/resource-locale?app_id=exhibitor&locale=en_us, merged only when code is 0.
 * Nothing is fetched for zh-cn (the bundled messages are the source). Returns whether anything merged.
 */
export async function fetchTranslations(locale: Locale): Promise<boolean> {
  if (locale === DEFAULT_LOCALE) return false;
  let data: unknown;
  try {
    data = await api.get<unknown>(TRANSLATION_PATH, { app_id: TRANSLATION_APP_ID, locale: toApiLocale(locale) }, { silent: true });
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null) return false;
  const byNamespace = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(flattenMessages(data as Messages))) {
    const [namespace, name] = splitNamespace(key);
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [name]: text });
  }
  for (const [namespace, entries] of byNamespace) mergeOverrides(locale, namespace, entries);
  return byNamespace.size > 0;
}

function applyLocale(locale: Locale): Promise<unknown> {
  dayjs.locale(DAYJS_LOCALES[locale]);
  return i18n.changeLanguage(locale);
}

/**
 * The one way to change language: store, cookie (parent domain, path /), i18next, dayjs, then server texts
 * (components re-render when they arrive: the instance binds the store's `added` event).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  writeSharedCookie(LOCALE_COOKIE, locale);
  localeStore.setState({ locale });
  await applyLocale(locale);
  await fetchTranslations(locale);
}

/** On start: apply the stored locale and fetch its server texts. */
export async function initLocale(): Promise<void> {
  const { locale } = localeStore.getState();
  await applyLocale(locale);
  await fetchTranslations(locale);
}
