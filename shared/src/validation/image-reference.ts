import { z } from 'zod';
import { URL_MAX_LENGTH } from '../constants/limits';
import { TOO_LONG } from './content-fields';
import { V } from './messages';

/**
 * The address the upload calls answer (data.url): /api/files/yyyy/mm/<128 random bits as hex>.<ext>, the
 * server's storage key behind its files route. Nothing else on this portal's own paths is a file.
 */
export const UPLOADED_FILE_PATH = /^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/**
 * An absolute http(s) address with a host, holding no white space, quotes, angle brackets, backslashes or
 * invisible characters: nothing that ends the attribute it is written into or makes the browser read it
 * as something other than one address.
 */
const HTTP_ADDRESS = /^https?:\/\/[^\s"'<>\\`\p{Cc}\p{Cf}]+$/iu;

function isHttpAddress(value: string): boolean {
  if (!HTTP_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for a file uploaded to this portal or an http(s) address: what an image field (logo, QR code,
 * product picture, banner, poster, mini-programme popup, badge icon, ad…) may hold. `javascript:`,
 * `data:`, protocol-relative and other addresses are refused on input, so what is stored is safe to put in
 * an `src` or `href` wherever it is shown.
 */
export function isImageReference(value: string): boolean {
  return UPLOADED_FILE_PATH.test(value) || isHttpAddress(value);
}

/** Empty and overlong values have their own prompts: one problem per field. */
const referenceOrOtherProblem = (value: string) => value === '' || value.length > URL_MAX_LENGTH || isImageReference(value);

/** A required image (or uploaded file) field: an upload's data.url or an http(s) address. */
export const imageReference = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(URL_MAX_LENGTH, { error: TOO_LONG })
    .refine(referenceOrOtherProblem, { error: V.imageReference });

/** An optional image field: empty, null or absent mean none (stored as ''); otherwise as `imageReference`. */
export const optionalImageReference = () =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, { error: TOO_LONG })
    .refine(referenceOrOtherProblem, { error: V.imageReference })
    .nullish()
    .transform((value) => value ?? '');
