import type { PagePath, RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';

/**
 * The check-in prize campaigns of SPEC §2, a remote of its own (mf_checkin) so its team releases it
 * without shipping the rest of the mini-programme admin; the shell adds these routes to the
 * mini-programme's menu. No role checks (SPEC §6).
 */
const routes = [
  { path: '/checkin/check-in-manage-list', titleKey: 'checkin:route.list', icon: 'GiftOutlined', module: './app' },
  { path: '/checkin/check-in-manage/:id', titleKey: 'checkin:route.detail', parent: '/checkin/check-in-manage-list', hidden: true, module: './app' },
  { path: '/checkin/check-in-manage-add', titleKey: 'checkin:route.add', parent: '/checkin/check-in-manage-list', hidden: true, module: './app' },
  { path: '/checkin/check-in-write-off', titleKey: 'checkin:route.writeOff', icon: 'CheckCircleOutlined', module: './app' },
  { path: '/checkin/write-off-detail', titleKey: 'checkin:route.writeOffDetail', parent: '/checkin/check-in-write-off', hidden: true, module: './app' },
] as const satisfies readonly RouteDef[];

/** The paths mf_checkin/app renders: its page map is keyed by them. */
export type CheckinPagePath = PagePath<typeof routes, './app'>;

export const checkinRoutes: RemoteRoutes = { clientType: 'miniprog', namespace: 'checkin', routes };

export default checkinRoutes;
