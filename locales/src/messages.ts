import { LOCALES, type Locale } from './locales';

/** A message file: nested objects of strings, keys `area.page.key`. */
export interface Messages {
  [key: string]: string | Messages;
}

export type NamespaceResources = Record<Locale, Messages>;

/** Interop: a JSON module arrives as its value (CommonJS) or as `{ default: value }` (ES modules, webpack). */
function messagesOf(module: Messages | { default: Messages }): Messages {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages);
}

/** Loads one namespace file (locales/messages/<locale>/<namespace>.json) as its own chunk. */
export async function loadMessages(namespace: string, locale: Locale): Promise<Messages> {
  if (!/^[a-z][a-z0-9-]*$/.test(namespace)) throw new Error(`Invalid namespace name: ${namespace}`);
  const module = (await import(`../messages/${locale}/${namespace}.json`)) as Messages | { default: Messages };
  return messagesOf(module);
}

/** Loads a namespace for every locale, ready for `registerNamespace` of @fair/shared/i18n/i18n. */
export async function loadNamespace(namespace: string): Promise<NamespaceResources> {
  const files = await Promise.all(LOCALES.map((locale) => loadMessages(namespace, locale)));
  return Object.fromEntries(LOCALES.map((locale, index) => [locale, files[index]])) as NamespaceResources;
}

/**
 * A namespace assembled from its base file and one file per feature area: `<namespace>-<part>.json`
 * holds the keys under `<part>.` (exhibitor-profile.json → `exhibitor:profile.*`), so each feature team
 * owns its own message file.
 */
export async function loadNamespaceWithParts(namespace: string, parts: readonly string[]): Promise<NamespaceResources> {
  const [base, ...partFiles] = await Promise.all([namespace, ...parts.map((part) => `${namespace}-${part}`)].map(loadNamespace));
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.assign({ ...base[locale] }, ...parts.map((part, index) => ({ [part]: partFiles[index][locale] })))]),
  ) as NamespaceResources;
}

/** `{ request: { timeout: "…" } }` → `{ "request.timeout": "…" }`; keys already dotted stay as they are. */
export function flattenMessages(messages: Messages, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else if (typeof value === 'object' && value !== null) Object.assign(flat, flattenMessages(value, `${prefix}${key}.`));
  }
  return flat;
}

/** Dotted keys of a message file ("request.loginTimeout"), for completeness checks. */
export function flattenKeys(messages: Messages): string[] {
  return Object.keys(flattenMessages(messages));
}
