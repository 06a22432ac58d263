import type { PagePath, RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';

/**
 * Every mini-programme admin screen of SPEC §2 (no role checks, SPEC §6) but check-in, a remote of its
 * own (mf-checkin) whose routes the shell adds to this menu.
 */
const routes = [
  { path: '/miniprog/dashboard', titleKey: 'miniprog:route.dashboard', icon: 'HomeOutlined', fixed: true, module: './app' },
  { path: '/popup/popup-manage', titleKey: 'miniprog:route.popupManage', icon: 'BlockOutlined', module: './app' },
  { path: '/clause/clause-manage', titleKey: 'miniprog:route.clauseManage', icon: 'FileProtectOutlined', module: './app' },
  { path: '/advertising/advertising-manage', titleKey: 'miniprog:route.advertisingManage', icon: 'FundProjectionScreenOutlined', module: './app' },
  { path: '/account/account-manage', titleKey: 'miniprog:route.accountManage', icon: 'UserOutlined', module: './app' },
  { path: '/buoy/buoy-manage', titleKey: 'miniprog:route.buoyManage', icon: 'PushpinOutlined', module: './app' },
  { path: '/info/info-manage', titleKey: 'miniprog:route.infoManage', icon: 'IdcardOutlined', module: './app' },
  { path: '/product/product-manage', titleKey: 'miniprog:route.productManage', icon: 'AppstoreOutlined', module: './app' },
  { path: '/activity/activity-manage', titleKey: 'miniprog:route.activityManage', icon: 'CalendarOutlined', module: './app' },
] as const satisfies readonly RouteDef[];

/** The paths mf_miniprog/app renders: its page map is keyed by them. */
export type MiniprogPagePath = PagePath<typeof routes, './app'>;

export const miniprogRoutes: RemoteRoutes = { clientType: 'miniprog', namespace: 'miniprog', routes };

export default miniprogRoutes;
