import type { PagePath, RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';

/**
 * Every mini-programme admin screen of SPEC §2 (no role checks, SPEC §6). Check-in is its own exposed
 * module (./checkin), downloaded only when a /checkin/* route is visited.
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
  { path: '/checkin/check-in-manage-list', titleKey: 'miniprog:route.checkInList', icon: 'GiftOutlined', module: './checkin' },
  { path: '/checkin/check-in-manage/:id', titleKey: 'miniprog:route.checkInDetail', parent: '/checkin/check-in-manage-list', hidden: true, module: './checkin' },
  { path: '/checkin/check-in-manage-add', titleKey: 'miniprog:route.checkInAdd', parent: '/checkin/check-in-manage-list', hidden: true, module: './checkin' },
  { path: '/checkin/check-in-write-off', titleKey: 'miniprog:route.checkInWriteOff', icon: 'CheckCircleOutlined', module: './checkin' },
  { path: '/checkin/write-off-detail', titleKey: 'miniprog:route.writeOffDetail', parent: '/checkin/check-in-write-off', hidden: true, module: './checkin' },
] as const satisfies readonly RouteDef[];

/** The paths mf_miniprog/app renders: its page map is keyed by them. */
export type MiniprogPagePath = PagePath<typeof routes, './app'>;
/** The paths mf_miniprog/checkin renders. */
export type CheckinPagePath = PagePath<typeof routes, './checkin'>;

export const miniprogRoutes: RemoteRoutes = { clientType: 'miniprog', namespace: 'miniprog', routes };

export default miniprogRoutes;
