import { z } from 'zod';
import { uploadUrl } from './profile';

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

/** The parts of a poster the organizer may leave out; the company's name is always shown. */
export const POSTER_FIELDS = ['logo', 'other_name', 'booth', 'qr_code', 'fair'] as const;
export type PosterField = (typeof POSTER_FIELDS)[number];

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
});
export type PosterTemplateInput = z.input<typeof posterTemplateSchema>;
export type PosterTemplateValues = z.output<typeof posterTemplateSchema>;

/** The languages a poster is drawn in: the zh and en of the template. */
export const POSTER_LOCALES = ['zh-cn', 'en-us'] as const;
export type PosterLocale = (typeof POSTER_LOCALES)[number];
