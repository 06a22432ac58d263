import { z } from 'zod';
import { URL_MAX_LENGTH } from '../constants/limits';
import { TOO_LONG } from './content-fields';

export const LOGIN_TEXT_MAX_LENGTH = 200;
export const LOGIN_FOOTER_LINKS_MAX = 10;

export const LOGIN_PAGE_MESSAGES = {
  linkLabel: 'common:validation.nameRequired',
  link: 'common:validation.adLinkRequired',
  linkProtocol: 'common:validation.linkProtocol',
} as const;

/** Optional: empty means the login page keeps its bundled text. */
const text = z.string().trim().max(LOGIN_TEXT_MAX_LENGTH, { error: TOO_LONG }).default('');
const label = z.string({ error: LOGIN_PAGE_MESSAGES.linkLabel }).trim().min(1, { error: LOGIN_PAGE_MESSAGES.linkLabel }).max(LOGIN_TEXT_MAX_LENGTH, { error: TOO_LONG });

export const loginFooterLink = z.strictObject({
  label_zh: label,
  label_en: label,
  url: z
    .string({ error: LOGIN_PAGE_MESSAGES.link })
    .trim()
    .min(1, { error: LOGIN_PAGE_MESSAGES.link })
    .max(URL_MAX_LENGTH, { error: TOO_LONG })
    .pipe(z.url({ protocol: /^https?$/, error: LOGIN_PAGE_MESSAGES.linkProtocol })),
});

/** POST /admin/page/login body and the GET answer. */
export const loginPageForm = z.strictObject({
  title_zh: text,
  title_en: text,
  hint_zh: text,
  hint_en: text,
  copyright_zh: text,
  copyright_en: text,
  footer_links: z.array(loginFooterLink).max(LOGIN_FOOTER_LINKS_MAX).default([]),
});
export type LoginPageInput = z.input<typeof loginPageForm>;
