/** Organizer route role keys of SPEC §6. `all` grants every one of them. */
export const ORGANIZER_ROLE_KEYS = [
  'organizer.dashboard',
  'organizer.page-edit',
  'organizer.notification',
  'organizer.advertising',
  'organizer.exhibition-number',
  'organizer.account-manage',
  'organizer.authority-manage',
  'account.exhibitor-account-manage',
  'message.exhibitor-info-manage',
  'news.exhibitor-news-manage',
  'exhibit.exhibit-data-manage',
  'exhibit.exhibit-classification',
  'exhibit.application-area',
  'exhibit.product-property',
  'activity.exhibit-activity-manage',
  'poster.download',
  'download.list',
] as const;
export type OrganizerRoleKey = (typeof ORGANIZER_ROLE_KEYS)[number];

export const ALL_ROLES = 'all';

/**
 * Sub-account power keys (SPEC §6 team_auth). A main account (is_child_user 0) holds all of them;
 * a sub-account may perform a write only when its team_auth lists the key. Reads need no power.
 */
export const POWER_KEYS = [
  'exhibitor.profile.edit',
  'exhibitor.product.edit',
  'exhibitor.news.edit',
  'exhibitor.activity.edit',
  'exhibitor.poster.edit',
  'exhibitor.message.edit',
] as const;
export type PowerKey = (typeof POWER_KEYS)[number];
