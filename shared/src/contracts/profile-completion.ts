/**
 * The items of an exhibitor's completion as the exhibitor register reports the missing ones: the profile
 * fields of SPEC §3 Exhibitor that the exhibitor fills in, plus the first published item of each content
 * kind. How they are counted is validation/profile-completion.
 */
export const PROFILE_COMPLETION_ITEMS = [
  'logo',
  'nameZh',
  'nameEn',
  'country',
  'categories',
  'applicationAreas',
  'introZh',
  'introEn',
  'website',
  'qrCode',
  'email',
] as const;
export const CONTENT_COMPLETION_ITEMS = ['product', 'news', 'activity'] as const;

export type CompletionItem = (typeof PROFILE_COMPLETION_ITEMS)[number] | (typeof CONTENT_COMPLETION_ITEMS)[number];
