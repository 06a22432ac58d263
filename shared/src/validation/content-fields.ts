import { z } from 'zod';
import { CONTENT_STATUSES } from '../contracts/content';

/** Names, titles and locations: one line each. */
export const TITLE_MAX_LENGTH = 200;
/** Rich-text content (HTML) of news and activities; far above the 2000-character plain-text default. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
/** Ids of one multi-select (categories, application areas, attributes). */
export const ID_LIST_MAX = 100;

export const TOO_LONG = 'common:validation.textTooLong';

export const requiredText = (requiredKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: TOO_LONG });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .nullish()
    .transform((value) => value ?? '');

/** True when rich text shows something: text or an image, not just empty paragraphs from the editor. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

export const requiredRichText = (requiredKey: string) =>
  z.string({ error: requiredKey }).max(RICH_TEXT_MAX_LENGTH, { error: TOO_LONG }).refine(hasVisibleContent, { error: requiredKey });

export const idList = (requiredKey: string) =>
  z.array(z.number({ error: requiredKey }).int().positive(), { error: requiredKey }).min(1, { error: requiredKey }).max(ID_LIST_MAX);

/**
 * The state part of every content form (SPEC §4): save as draft (status draft) or publish (status
 * published); pinned optional, unchanged when absent. `id` present means update that item.
 */
export const contentStateInput = {
  id: z.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(CONTENT_STATUSES).default('draft'),
  pinned: z.boolean().optional(),
};
