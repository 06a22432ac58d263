// Texts of the exhibitor centre as the message files hold them, so the journeys follow the product's
// own wording in each language instead of copies of it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from './menu';
import { repoRoot } from './paths';

type Messages = Record<string, unknown>;

const cache = new Map<string, Messages | null>();

function messageFile(locale: Locale, name: string): Messages | null {
  const file = path.join(repoRoot, 'locales', 'messages', locale, `${name}.json`);
  if (!cache.has(file)) cache.set(file, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : null);
  return cache.get(file)!;
}

const lookup = (messages: Messages | null, dotted: string[]): unknown =>
  dotted.reduce<unknown>((node, part) => (node as Messages | null | undefined)?.[part], messages);

/** Namespaces whose feature texts live in one file per part (<namespace>-<part>.json read as <namespace>:<part>.*). */
const PARTED_NAMESPACES = new Set(['exhibitor', 'organizer']);

/**
 * One message, `namespace:dotted.key`, with `{{name}}` placeholders filled. Exhibitor and organizer feature
 * texts live in one file per part (exhibitor-<part>.json read as exhibitor:<part>.*); route titles in exhibitor.json.
 */
export function text(key: string, locale: Locale = 'zh-cn', values: Record<string, string | number> = {}): string {
  const [namespace, dottedKey] = key.split(':');
  const dotted = dottedKey.split('.');
  const candidates: unknown[] = [];
  const parted = PARTED_NAMESPACES.has(namespace) && dotted.length > 1;
  if (parted) candidates.push(lookup(messageFile(locale, `${namespace}-${dotted[0]}`), dotted.slice(1)));
  candidates.push(lookup(messageFile(locale, namespace), dotted));
  // i18next plurals: key_one / key_other beside the plain key
  if (typeof values.count === 'number') {
    const suffix = values.count === 1 ? 'one' : 'other';
    const last = dotted.length - 1;
    const plural = [...dotted.slice(0, last), `${dotted[last]}_${suffix}`];
    if (parted) candidates.unshift(lookup(messageFile(locale, `${namespace}-${dotted[0]}`), plural.slice(1)));
    candidates.unshift(lookup(messageFile(locale, namespace), plural));
  }
  const found = candidates.find((candidate): candidate is string => typeof candidate === 'string');
  if (found === undefined) throw new Error(`no message ${key} in ${locale}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Han characters: Chinese text left on a screen that should speak English. */
export const HAN = /\p{Script=Han}+/gu;
