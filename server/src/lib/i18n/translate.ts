import zhCn from '@fair/locales/messages/zh-cn/server.json';
import zhTw from '@fair/locales/messages/zh-tw/server.json';
import enUs from '@fair/locales/messages/en-us/server.json';
import type { ServerLocale } from './locale';

type Catalogue = typeof zhCn;

type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of locales/messages/<locale>/server.json, checked at compile time. */
export type MessageKey = KeyPaths<Catalogue>;
export type MessageParams = Record<string, string | number>;

const CATALOGUES: Record<ServerLocale, Catalogue> = { 'zh-cn': zhCn, 'zh-tw': zhTw, 'en-us': enUs };

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Localised server message; a key missing in one locale falls back to zh-cn, then to the key itself. */
export function translate(locale: ServerLocale, key: MessageKey, params?: MessageParams): string {
  const template = lookup(CATALOGUES[locale], key) ?? lookup(CATALOGUES['zh-cn'], key) ?? key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
