import { ORGANIZER_ROLE_KEYS } from '@fair/shared/access/role-keys';
import zhCn from '@fair/locales/messages/zh-cn/organizer.json';
import zhTw from '@fair/locales/messages/zh-tw/organizer.json';
import enUs from '@fair/locales/messages/en-us/organizer.json';
import { organizerRoutes } from '../routes';

const byPath = new Map(organizerRoutes.routes.map((route) => [route.path, route]));
const text = (messages: object, key: string) => key.split(':')[1].split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

/** SPEC §2 "Organizer" screens with the role key of SPEC §6 each needs. */
const SPEC_ROUTES: Record<string, string | undefined> = {
  '/organizer/dashboard': 'organizer.dashboard',
  '/organizer/page-edit': 'organizer.page-edit',
  '/organizer/notification': 'organizer.notification',
  '/organizer/notification-create': 'organizer.notification',
  '/organizer/notification-edit': 'organizer.notification',
  '/organizer/advertising': 'organizer.advertising',
  '/organizer/exhibition-number': 'organizer.exhibition-number',
  '/organizer/account-manage': 'organizer.account-manage',
  '/organizer/authority-manage': 'organizer.authority-manage',
  // the operation log (issue 11, beyond SPEC §2) sits beside the authorities
  '/organizer/operation-log': 'organizer.authority-manage',
  // the media library (issue 20, SPEC §2 names one beyond its screens) belongs to page editing
  '/organizer/media-library': 'organizer.page-edit',
  '/account/exhibitor-account-manage': 'account.exhibitor-account-manage',
  '/message/exhibitor-info-manage': 'message.exhibitor-info-manage',
  '/news/exhibitor-news-manage': 'news.exhibitor-news-manage',
  '/exhibit/exhibit-data-manage': 'exhibit.exhibit-data-manage',
  '/exhibit/exhibit-classification': 'exhibit.exhibit-classification',
  '/exhibit/application-area': 'exhibit.application-area',
  '/exhibit/product-property': 'exhibit.product-property',
  '/activity/exhibit-activity-manage': 'activity.exhibit-activity-manage',
  '/poster/download': 'poster.download',
  '/poster/edit': 'poster.download',
  '/download/list': 'download.list',
  '/download/create': 'download.list',
  '/download/edit': 'download.list',
  '/organizer/404': undefined,
};

describe('organizer route table (SPEC §2 "Organizer", §6 role keys)', () => {
  it('has exactly the organizer screens of SPEC §2, each with its role key (/organizer/404 none)', () => {
    expect(organizerRoutes.routes.map((route) => route.path).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
    for (const [path, roleKey] of Object.entries(SPEC_ROUTES)) expect(byPath.get(path)?.roleKey).toBe(roleKey);
  });

  it('uses every role key of SPEC §6 and no other', () => {
    const used = new Set(organizerRoutes.routes.map((route) => route.roleKey).filter(Boolean));
    expect([...used].sort()).toEqual([...ORGANIZER_ROLE_KEYS].sort());
  });

  it('gives the notification and download forms a back arrow to their list and hides them', () => {
    expect(byPath.get('/organizer/notification-create')).toMatchObject({ hidden: true, parent: '/organizer/notification' });
    expect(byPath.get('/organizer/notification-edit')).toMatchObject({ hidden: true, parent: '/organizer/notification' });
    expect(byPath.get('/download/create')).toMatchObject({ hidden: true, parent: '/download/list' });
    expect(byPath.get('/download/edit')).toMatchObject({ hidden: true, parent: '/download/list' });
    expect(byPath.get('/organizer/404')?.hidden).toBe(true);
  });

  it('titles every route in the three locales; parents are routes of the table', () => {
    for (const route of organizerRoutes.routes) {
      for (const messages of [zhCn, zhTw, enUs]) expect(typeof text(messages, route.titleKey)).toBe('string');
      if (route.parent) expect(byPath.has(route.parent)).toBe(true);
    }
  });

  it('keeps the dashboard as the one fixed view of the tab bar (SPEC §4)', () => {
    expect(organizerRoutes.routes.filter((route) => route.fixed).map((route) => route.path)).toEqual(['/organizer/dashboard']);
  });
});
