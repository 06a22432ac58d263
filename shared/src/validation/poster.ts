import { z } from 'zod';
import { POSTER_FIELDS, type PosterTemplate } from '../contracts/poster';
import { uploadUrl } from './profile';

export { POSTER_FIELDS, POSTER_LOCALES, type PosterField, type PosterLocale } from '../contracts/poster';

/** Prompts of the poster template form (common namespace keys). */
export const POSTER_MESSAGES = {
  image: 'common:validation.required',
  color: 'common:validation.posterColor',
  tooLong: 'common:validation.textTooLong',
} as const;

export const POSTER_TITLE_MAX_LENGTH = 200;

/** #rrggbb only: what the colour picker gives and the renderer draws, nothing a style sheet could misread. */
export const POSTER_COLOR = /^#[0-9a-f]{6}$/i;

/** The colours the renderer used before they could be chosen: a stored template without them looks as it did. */
export const POSTER_DEFAULT_COLORS = { heading: '#ffffff', accent: '#0b57d0', card: '#ffffff', band: '#000000' } as const;


const color = (fallback: string) =>
  z
    .string({ error: POSTER_MESSAGES.color })
    .regex(POSTER_COLOR, { error: POSTER_MESSAGES.color })
    .default(fallback);

const title = z.string().trim().max(POSTER_TITLE_MAX_LENGTH, { error: POSTER_MESSAGES.tooLong }).default('');

export const posterColorsSchema = z.strictObject({
  /** the heading over the background */
  heading: color(POSTER_DEFAULT_COLORS.heading),
  /** the booth line */
  accent: color(POSTER_DEFAULT_COLORS.accent),
  /** the company's card */
  card: color(POSTER_DEFAULT_COLORS.card),
  /** the fair's band at the bottom (drawn see-through) */
  band: color(POSTER_DEFAULT_COLORS.band),
});

/**
 * The organizer's poster template (SPEC §5 guidance: 400x600, 72 dpi, under 150 KB): the background image
 * per language (the English one falls back to the Chinese), a heading per language, the colours and the
 * parts shown. Fields added after the first version have defaults, so a template saved before reads alike.
 */
export const posterTemplateSchema = z.strictObject({
  image: uploadUrl(POSTER_MESSAGES.image),
  image_en: z.union([uploadUrl(POSTER_MESSAGES.image), z.literal('')]).default(''),
  title_zh: title,
  title_en: title,
  colors: posterColorsSchema.default({ ...POSTER_DEFAULT_COLORS }),
  fields: z.array(z.enum(POSTER_FIELDS)).max(POSTER_FIELDS.length).default([...POSTER_FIELDS]),
}) satisfies z.ZodType<PosterTemplate, unknown>;
export type PosterTemplateInput = z.input<typeof posterTemplateSchema>;
export type PosterTemplateValues = z.output<typeof posterTemplateSchema>;
