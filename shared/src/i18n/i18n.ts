import i18next, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@fair/locales/locales';
import type { Messages } from '@fair/locales/messages';
import commonZhCn from '@fair/locales/messages/zh-cn/common.json';
import commonZhTw from '@fair/locales/messages/zh-tw/common.json';
import commonEnUs from '@fair/locales/messages/en-us/common.json';
import { localeStore } from './locale-store';

export const COMMON_NAMESPACE = 'common';

/**
 * The page's one i18next instance: @fair/shared is a shared singleton, so the shell and every remote
 * root translate through it. Each remote adds its own namespace with `registerNamespace`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: localeStore.getState().locale,
  fallbackLng: DEFAULT_LOCALE,
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: {
    'zh-cn': { [COMMON_NAMESPACE]: commonZhCn },
    'zh-tw': { [COMMON_NAMESPACE]: commonZhTw },
    'en-us': { [COMMON_NAMESPACE]: commonEnUs },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { bindI18nStore: 'added', useSuspense: false },
});

/** Server-side overrides (GET /api/i18n/resource-locale), kept to re-apply over later registrations. */
const overrides = new Map<string, Record<string, string>>();
const overrideKey = (locale: Locale, namespace: string) => `${locale}\u0000${namespace}`;

function applyOverrides(locale: Locale, namespace: string): void {
  const entries = overrides.get(overrideKey(locale, namespace));
  if (entries) i18n.addResources(locale, namespace, entries);
}

/** Adds (or replaces) a namespace's messages for the locales given; server overrides stay on top. */
export function registerNamespace(namespace: string, resources: Partial<Record<Locale, Messages>>): void {
  for (const locale of LOCALES) {
    const messages = resources[locale];
    if (!messages) continue;
    i18n.addResourceBundle(locale, namespace, messages, true, true);
    applyOverrides(locale, namespace);
  }
}

/** Merges flat `key → text` overrides for one locale and namespace. */
export function mergeOverrides(locale: Locale, namespace: string, entries: Record<string, string>): void {
  const key = overrideKey(locale, namespace);
  overrides.set(key, { ...overrides.get(key), ...entries });
  i18n.addResources(locale, namespace, entries);
}

/** Translation outside React (api client, stores). Keys without a namespace are `common`. */
export function translate(key: string, options?: TOptions): string {
  return i18n.t(key, options) as string;
}
