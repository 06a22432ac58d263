import { z } from 'zod';
import { isCountryCode } from '@fair/locales/countries';
import { MOBILE_DIGITS_MAX, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../constants/limits';
import { MOBILE_DIGITS_MIN } from './auth';
import { plainName } from './control-characters';
import { imageReference } from './image-reference';

/**
 * The exhibitor profile form (SPEC §3 Exhibitor, §5 required-field prompts), shared by the browser form and
 * POST /exhibitors/exhibitors/save. Messages are keys of the common namespace (see ./messages.ts), localised
 * by each side. Hall, booth, booth area and exhibitor type are the organizer's to set and are not part of it.
 */
export const PROFILE_MESSAGES = {
  logo: 'common:validation.logoRequired',
  nameZh: 'common:validation.exhibitorNameZhRequired',
  nameEn: 'common:validation.exhibitorNameEnRequired',
  country: 'common:validation.countryRequired',
  categories: 'common:validation.categoriesRequired',
  introZh: 'common:validation.introZhRequired',
  introEn: 'common:validation.introEnRequired',
  qrCode: 'common:validation.qrCodeRequired',
  website: 'common:validation.linkProtocol',
  email: 'common:validation.emailInvalid',
  phone: 'common:validation.phoneInvalid',
  tooLong: 'common:validation.textTooLong',
} as const;

export const NAME_MAX_LENGTH = 200;
export const PROFILE_LIST_MAX = 100;
export const JOIN_YEAR_MIN = 1900;
export const JOIN_YEAR_MAX = 2100;

const requiredText = (requiredKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: PROFILE_MESSAGES.tooLong });

/**
 * An uploaded file's address as the upload call answered it (data.url), or an http(s) address (see
 * ./image-reference); the server also requires the caller's own upload where a form allows only that.
 */
export const uploadUrl = (requiredKey: string) => imageReference(requiredKey);

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const emailFormat = z.email();

/** Optional fields: empty, null or absent all mean "not given". */
const optionalText = (max: number, valid: (value: string) => boolean, invalidKey: string) =>
  z
    .string()
    .trim()
    .max(max, { error: PROFILE_MESSAGES.tooLong })
    .refine((value) => value === '' || valid(value), { error: invalidKey })
    .nullish();

/** SPEC §5 mobile input: digits only, at most 15 (and, as for login phones, at least 6). */
export const PHONE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS_MIN},${MOBILE_DIGITS_MAX}}$`);

/**
 * The company phone with its territory (iso2 of the phone-country list, lower case): +1 alone cannot tell
 * the US from Canada. Optional; an empty number means no phone.
 */
const phoneField = z
  .object({
    iso2: z
      .string()
      .trim()
      .toLowerCase()
      .refine((code) => isCountryCode(code.toUpperCase()), { error: PROFILE_MESSAGES.phone }),
    number: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: PROFILE_MESSAGES.phone }),
  })
  .nullish()
  .transform((phone) => (phone && phone.number !== '' ? phone : null));

const idList = () => z.array(z.number().int().positive()).max(PROFILE_LIST_MAX);

/** Unknown keys (hall, booth, booth_area, exhibitor_types sent back from the info call) are dropped. */
export const exhibitorProfileSchema = z.object({
  logo: uploadUrl(PROFILE_MESSAGES.logo),
  name_zh_cn: plainName(requiredText(PROFILE_MESSAGES.nameZh, NAME_MAX_LENGTH)),
  name_en: plainName(requiredText(PROFILE_MESSAGES.nameEn, NAME_MAX_LENGTH)),
  country: z.string({ error: PROFILE_MESSAGES.country }).refine(isCountryCode, { error: PROFILE_MESSAGES.country }),
  /** product category ids (multi) */
  categories: idList().min(1, { error: PROFILE_MESSAGES.categories }),
  /** application area ids (multi) */
  application_areas: idList().default([]),
  intro_zh: requiredText(PROFILE_MESSAGES.introZh, TEXT_MAX_LENGTH),
  intro_en: requiredText(PROFILE_MESSAGES.introEn, TEXT_MAX_LENGTH),
  qr_code: uploadUrl(PROFILE_MESSAGES.qrCode),
  website: optionalText(URL_MAX_LENGTH, (value) => HTTP_URL.test(value), PROFILE_MESSAGES.website),
  email: optionalText(254, (value) => emailFormat.safeParse(value).success, PROFILE_MESSAGES.email),
  join_year: z.number().int().min(JOIN_YEAR_MIN).max(JOIN_YEAR_MAX).nullish(),
  phone: phoneField,
});

export type ExhibitorProfileInput = z.input<typeof exhibitorProfileSchema>;
export type ExhibitorProfile = z.output<typeof exhibitorProfileSchema>;
