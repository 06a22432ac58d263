import type { PagePath, RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';

/**
 * Every exhibitor screen of SPEC §2. No UI code: the shell builds the sidebar, menu search, titles,
 * back arrows and guards from this table before any page code downloads.
 */
const routes = [
  { path: '/exhibitor/dashboard', titleKey: 'exhibitor:route.dashboard', icon: 'HomeOutlined', fixed: true, module: './app' },
  { path: '/user/info', titleKey: 'exhibitor:route.userInfo', icon: 'IdcardOutlined', module: './app' },
  { path: '/user/edit', titleKey: 'exhibitor:route.userEdit', parent: '/user/info', hidden: true, module: './app' },
  { path: '/product/list', titleKey: 'exhibitor:route.productList', icon: 'AppstoreOutlined', module: './app' },
  { path: '/product/create', titleKey: 'exhibitor:route.productCreate', parent: '/product/list', hidden: true, powerKey: 'exhibitor.product.edit', module: './app' },
  { path: '/product/edit', titleKey: 'exhibitor:route.productEdit', parent: '/product/list', hidden: true, module: './app' },
  { path: '/news/list', titleKey: 'exhibitor:route.newsList', icon: 'ReadOutlined', module: './app' },
  { path: '/news/create', titleKey: 'exhibitor:route.newsCreate', parent: '/news/list', hidden: true, powerKey: 'exhibitor.news.edit', module: './app' },
  { path: '/news/edit', titleKey: 'exhibitor:route.newsEdit', parent: '/news/list', hidden: true, module: './app' },
  { path: '/activity/list', titleKey: 'exhibitor:route.activityList', icon: 'CalendarOutlined', module: './app' },
  { path: '/activity/create', titleKey: 'exhibitor:route.activityCreate', parent: '/activity/list', hidden: true, powerKey: 'exhibitor.activity.edit', module: './app' },
  { path: '/activity/edit', titleKey: 'exhibitor:route.activityEdit', parent: '/activity/list', hidden: true, module: './app' },
  { path: '/download/download-center', titleKey: 'exhibitor:route.downloadCenter', icon: 'CloudDownloadOutlined', module: './app' },
  {
    // External links (SPEC §2): the address per language comes from the registry's externalLinks, never shown.
    path: '/external/badge-application',
    titleKey: 'exhibitor:route.badgeApplication',
    icon: 'SolutionOutlined',
    module: './app',
    external: {},
  },
  {
    path: '/external/vip-invitation',
    titleKey: 'exhibitor:route.vipInvitation',
    icon: 'CrownOutlined',
    module: './app',
    external: {},
  },
  { path: '/poster/poster-design', titleKey: 'exhibitor:route.posterDesign', icon: 'PictureOutlined', module: './app' },
  // the full message list behind the header bell's "view all" (SPEC §9 page size 10)
  { path: '/message/list', titleKey: 'exhibitor:route.messageList', parent: '/exhibitor/dashboard', hidden: true, module: './app' },
] as const satisfies readonly RouteDef[];

/** The paths mf_exhibitor/app renders: its page map is keyed by them. */
export type ExhibitorPagePath = PagePath<typeof routes, './app'>;

export const exhibitorRoutes: RemoteRoutes = { clientType: 'exhibitor', namespace: 'exhibitor', routes };

export default exhibitorRoutes;
