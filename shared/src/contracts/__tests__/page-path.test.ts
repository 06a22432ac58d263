import type { PagePath, RouteDef } from '../routes';

// A remote's table in the form its routes.ts declares it; the assertions below are checked by tsc.
const routes = [
  { path: '/news/list', titleKey: 'r:route.newsList', module: './app' },
  { path: '/news/create', titleKey: 'r:route.newsCreate', parent: '/news/list', hidden: true, powerKey: 'exhibitor.news.edit', module: './app' },
  { path: '/external/vip-invitation', titleKey: 'r:route.vip', module: './app', external: {} },
  { path: '/checkin/write-off', titleKey: 'r:route.writeOff', module: './checkin' },
] as const satisfies readonly RouteDef[];

type AppPath = PagePath<typeof routes, './app'>;
type Pages = Partial<Record<AppPath, () => string>>;

describe('PagePath: a page map keyed by the route table', () => {
  it('accepts the pages of the module and rejects a mistyped path, an external link and another module’s page', () => {
    const pages = { '/news/list': () => 'list', '/news/create': () => 'create' } satisfies Pages;
    // @ts-expect-error a mistyped path is not a route of the table
    const typo = { '/news/lsit': () => 'list' } satisfies Pages;
    // @ts-expect-error external links open a new window, never a page
    const external = { '/external/vip-invitation': () => 'vip' } satisfies Pages;
    // @ts-expect-error /checkin/* pages belong to the ./checkin module
    const other = { '/checkin/write-off': () => 'write-off' } satisfies Pages;
    const appPages = routes.filter((entry) => entry.module === './app' && !('external' in entry)).map((entry) => entry.path);
    expect(Object.keys(pages)).toEqual(appPages);
    expect([typo, external, other].map((map) => Object.keys(map)[0])).toEqual(['/news/lsit', '/external/vip-invitation', '/checkin/write-off']);
  });
});
