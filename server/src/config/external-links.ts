import { z } from 'zod';
import { LOCALES } from '@fair/locales/locales';
import { EXTERNAL_LINK_IDS } from '@fair/shared/contracts/registry';

/** Placeholder site of the fair: every default link points below it until SITE_URL names the real one. */
export const DEFAULT_SITE_URL = 'https://www.fair.example';

/**
 * Where each external link lives on the fair's own website, below `<SITE_URL>/<locale>`: the exhibitor
 * menu's external items (SPEC §2, keyed by their route path) and the layout's links (EXTERNAL_LINK_IDS).
 */
const DEFAULT_LINK_PATHS: Record<string, string> = {
  '/external/badge-application': '/exhibitors/badge-application',
  '/external/vip-invitation': '/exhibitors/vip-invitation',
  contact: '/contact',
  legal: '/legal',
  privacy: '/privacy',
  sitemap: '/sitemap',
  licence: '/licence',
  'social.wechat': '/follow/wechat',
  'social.weibo': '/follow/weibo',
  'social.linkedin': '/follow/linkedin',
};

/** Languages the fair's site publishes; zh-tw falls back to zh-cn in the shell. */
const SITE_LANGUAGES = ['zh-cn', 'en-us'] as const;

export function defaultExternalLinks(siteUrl: string): Record<string, Record<string, string>> {
  const base = siteUrl.replace(/\/$/, '');
  return Object.fromEntries(
    Object.entries(DEFAULT_LINK_PATHS).map(([id, linkPath]) => [
      id,
      Object.fromEntries(SITE_LANGUAGES.map((language) => [language, `${base}/${language}${linkPath}`])),
    ]),
  );
}

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * EXTERNAL_LINKS: JSON `{ "<link id>": { "<locale>": "https://…" } }` replacing the default of each id it
 * names; `{}` for an id hides that link. Ids: the layout's EXTERNAL_LINK_IDS or an `/external/…` menu path.
 */
export const externalLinksOverride = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: { "<link id>": { "<locale>": "https://…" } }' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z.string().refine((id) => (EXTERNAL_LINK_IDS as readonly string[]).includes(id) || id.startsWith('/external/'), {
          message: `link id must be one of ${EXTERNAL_LINK_IDS.join(', ')} or an /external/… menu path`,
        }),
        z.partialRecord(z.enum(LOCALES), httpUrl),
      )
      .optional(),
  )
  .optional();
