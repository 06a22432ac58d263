import { api } from '@fair/shared/api/api-client';
import { ApiError } from '@fair/shared/api/api-error';
import type { ContentKind } from '@fair/shared/contracts/content';
import type { Locale } from '@fair/locales/locales';

/** Kinds the public catalogue can preview: the company page and each content kind. */
export type PreviewKind = 'company' | ContentKind;

/** Catalogue languages: the catalogue has Chinese and English pages (SPEC §1). */
export type PreviewLocale = 'zh-cn' | 'en-us';

export interface PreviewLink {
  /** same-host path of the catalogue page with a preview token, e.g. /catalogue/en-us/news/12?preview=… */
  url: string;
  expires_at: string;
}

/** The catalogue page in the interface language: English for en-us, Chinese otherwise (zh-tw reads the Chinese page). */
export function previewLocaleOf(locale: Locale): PreviewLocale {
  return locale === 'en-us' ? 'en-us' : 'zh-cn';
}

/**
 * GET /exhibitors/catalogue/preview-link: where the public catalogue shows an own item, drafts included,
 * for a short time. For en-us the path carries the language segment before the page path (SPEC §7).
 */
export function fetchPreviewLink(kind: PreviewKind, id: number | undefined, locale: PreviewLocale): Promise<PreviewLink> {
  return api.get<PreviewLink>('/exhibitors/catalogue/preview-link', { kind, ...(id === undefined ? {} : { id }), locale });
}

/**
 * Opens the preview in a new window (SPEC §7). The window is opened at once, inside the click, so popup
 * blockers let it through; it learns its address when `link` resolves, and closes when that fails or
 * resolves null (nothing to preview, e.g. the form did not save). The new page gets no handle on this
 * one (opener cut). Only same-origin addresses are followed.
 */
export async function openPreview(link: () => Promise<PreviewLink | null>, target: Window = window): Promise<boolean> {
  const preview = target.open('about:blank', '_blank');
  if (preview) preview.opener = null;
  try {
    const found = await link();
    if (!found) {
      preview?.close();
      return false;
    }
    const { url } = found;
    const address = new URL(url, target.location.origin);
    if (address.origin !== target.location.origin) throw new Error(`preview address on another origin: ${url}`);
    if (preview) preview.location.href = address.href;
    // blocked after all: a second try now, without a handle
    else target.open(address.href, '_blank', 'noopener');
    return true;
  } catch (error) {
    preview?.close();
    // the api client has already shown a failed call; anything else is a fault worth a trace
    if (!(error instanceof ApiError)) console.error(error);
    return false;
  }
}
