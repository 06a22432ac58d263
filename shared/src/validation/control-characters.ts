import { z } from 'zod';
import { V } from './messages';

/**
 * Characters no text field may hold: NUL and the other C0 controls except tab, line feed and carriage
 * return, DEL, and UTF-16 surrogates without their pair. PostgreSQL refuses NUL in text and a lone
 * surrogate cannot be encoded as UTF-8, so such input only ever fails deeper down; the rest are
 * invisible and have no place in a form.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this module's purpose
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

/** True when the text holds none of the forbidden characters. */
export function isCleanText(value: string): boolean {
  return !FORBIDDEN.test(value);
}

/** The text without its forbidden characters (for search terms, where dropping them is harmless). */
export function stripForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_ALL, '');
}

/** Zod check for a form's text field: refuses forbidden characters with the shared prompt. */
export const cleanText = <T extends z.ZodType<string>>(schema: T) => schema.refine(isCleanText, { error: V.controlCharacters });

/**
 * Path of the first string (or object key) holding a forbidden character in a parsed body, query or
 * params object, as dotted field names (`items.0.title`); '' for the value itself; undefined when clean.
 */
export function firstUncleanPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path.join('.');
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstUncleanPath(value[index], [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, stripForbiddenCharacters(key)].join('.');
      const found = firstUncleanPath(entry, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Characters a name (account, nick or company name) may not hold besides the forbidden ones: every control
 * character (tab and line breaks too), format characters (\p{Cf}: zero-width spaces and joiners, bidi
 * marks and overrides, soft hyphen…) and the line and paragraph separators. They are invisible, so
 * `editor\u200b` would pass for `editor` in a list or the operation log.
 */
const NAME_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** True when the name holds no forbidden and no invisible character. */
export function isPlainName(value: string): boolean {
  return isCleanText(value) && !NAME_INVISIBLE.test(value);
}

/** Zod check for a name field: refuses invisible characters with the shared prompt. */
export const plainName = <T extends z.ZodType<string>>(schema: T) => schema.refine(isPlainName, { error: V.nameCharacters });
