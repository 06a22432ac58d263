/**
 * How complete an exhibitor's presence is (exhibitor dashboard; reusable by the server and the online
 * catalogue): the profile fields of SPEC §3 Exhibitor that the exhibitor fills in, plus at least one
 * published exhibit, news item and booth activity. Pure: no I/O, every item weighs the same.
 * Hall, booth, booth area and exhibitor type are the organizer's to set, so they are not counted.
 */
import { CONTENT_COMPLETION_ITEMS, PROFILE_COMPLETION_ITEMS, type CompletionItem } from '../contracts/profile-completion';

/** The profile as GET /exhibitors/exhibitors/info answers it (only the fields counted here). */
export interface CompletionProfile {
  logo?: string | null;
  name_zh_cn?: string | null;
  name_en?: string | null;
  country?: string | null;
  categories?: readonly number[] | null;
  application_areas?: readonly number[] | null;
  intro_zh?: string | null;
  intro_en?: string | null;
  website?: string | null;
  qr_code?: string | null;
  email?: string | null;
}

/** Published items of each kind (GET /exhibitors/statistics/info `<kind>.published`). */
export interface CompletionContent {
  products: number;
  news: number;
  activities: number;
}

/** Where an item is fixed: the profile form, or creating the first item of a content kind. */
export type CompletionArea = 'profile' | 'product' | 'news' | 'activity';

/**
 * SPEC §1: without the English name and introduction the English catalogue page hides the company's
 * products, so these two items say so where they are listed.
 */
export const ENGLISH_CATALOGUE_ITEMS: readonly CompletionItem[] = ['nameEn', 'introEn'];

export interface Completion {
  /** 0–100, rounded down so 100 means nothing is missing */
  percent: number;
  done: CompletionItem[];
  missing: { item: CompletionItem; area: CompletionArea }[];
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
const chosen = (value: readonly number[] | null | undefined) => Array.isArray(value) && value.length > 0;

const PROFILE_CHECKS: Record<(typeof PROFILE_COMPLETION_ITEMS)[number], (profile: CompletionProfile) => boolean> = {
  logo: (p) => filled(p.logo),
  nameZh: (p) => filled(p.name_zh_cn),
  nameEn: (p) => filled(p.name_en),
  country: (p) => filled(p.country),
  categories: (p) => chosen(p.categories),
  applicationAreas: (p) => chosen(p.application_areas),
  introZh: (p) => filled(p.intro_zh),
  introEn: (p) => filled(p.intro_en),
  website: (p) => filled(p.website),
  qrCode: (p) => filled(p.qr_code),
  email: (p) => filled(p.email),
};

const CONTENT_CHECKS: Record<(typeof CONTENT_COMPLETION_ITEMS)[number], (content: CompletionContent) => boolean> = {
  product: (c) => c.products > 0,
  news: (c) => c.news > 0,
  activity: (c) => c.activities > 0,
};

/**
 * The completion of a profile and, when given, its published content. Without `content` only the
 * profile items count (e.g. a catalogue check of the company page alone).
 */
export function profileCompletion(profile: CompletionProfile, content?: CompletionContent): Completion {
  const done: CompletionItem[] = [];
  const missing: Completion['missing'] = [];
  for (const item of PROFILE_COMPLETION_ITEMS) {
    if (PROFILE_CHECKS[item](profile)) done.push(item);
    else missing.push({ item, area: 'profile' });
  }
  if (content) {
    for (const item of CONTENT_COMPLETION_ITEMS) {
      if (CONTENT_CHECKS[item](content)) done.push(item);
      else missing.push({ item, area: item });
    }
  }
  const total = done.length + missing.length;
  return { percent: Math.floor((done.length * 100) / total), done, missing };
}
