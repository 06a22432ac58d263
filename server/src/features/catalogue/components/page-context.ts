import { fairDay } from '../../../lib/time/fair-day';
import type { CatalogueLocale, Translate } from '../catalogue-texts';

/** What every catalogue component needs to know about the page being rendered. */
export interface PageContext {
  locale: CatalogueLocale;
  t: Translate;
  /** scheme and host of absolute links (canonical, hreflang, Open Graph) */
  origin: string;
  /** address of the stylesheet (content-hashed) */
  stylesheet: string;
  /** the owner's preview: a banner and no indexing */
  preview: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
  /** this page's path in each language; a language without the page is left out */
  paths: Partial<Record<CatalogueLocale, string>>;
  /** Open Graph image (the company logo) */
  image?: string | null;
  type?: 'website' | 'article' | 'profile' | 'product';
  noindex?: boolean;
}

/** An uploaded file's address as an absolute URL (uploads are same-host paths or object-storage URLs). */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Only web addresses become links or image sources: stored values were written by others. */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed) ? trimmed : undefined;
}

/** yyyy-MM-dd (SPEC §9) in the fair's time zone. */
export function formatDate(date: Date | null): string {
  if (!date) return '';
  return fairDay(date);
}

/** Plain text for descriptions: tags dropped, whitespace collapsed, cut at 160 characters. */
export function summaryOf(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
