import zhCn from '@fair/locales/messages/zh-cn/catalogue.json';
import enUs from '@fair/locales/messages/en-us/catalogue.json';

/** The catalogue's two languages (SPEC §1: Chinese and English company pages); Chinese has the bare paths. */
export const CATALOGUE_LOCALES = ['zh-cn', 'en-us'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

type Texts = typeof zhCn;
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type CatalogueKey = KeyPaths<Texts>;

const TEXTS: Record<CatalogueLocale, Texts> = { 'zh-cn': zhCn, 'en-us': enUs };

function lookup(texts: unknown, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A translator for one page: keys of locales/messages/<locale>/catalogue.json, {{name}} placeholders filled. */
export type Translate = (key: CatalogueKey, params?: Record<string, string | number>) => string;

export function translatorOf(locale: CatalogueLocale): Translate {
  return (key, params) => {
    const template = lookup(TEXTS[locale], key) ?? key;
    return params ? template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
  };
}

/** Bilingual records store zh and en; the English page falls back to Chinese where English is empty. */
export function pick(locale: CatalogueLocale, zh: string, en: string): string {
  return locale === 'en-us' && en.trim() ? en : zh;
}
