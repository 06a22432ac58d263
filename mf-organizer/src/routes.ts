import type { PagePath, RemoteRoutes, RouteDef } from '@fair/shared/contracts/routes';

/** Every organizer screen of SPEC §2, each with its role key of SPEC §6 (/organizer/404 needs none). */
const routes = [
  { path: '/organizer/dashboard', titleKey: 'organizer:route.dashboard', icon: 'HomeOutlined', roleKey: 'organizer.dashboard', fixed: true, module: './app' },
  { path: '/organizer/page-edit', titleKey: 'organizer:route.pageEdit', icon: 'LayoutOutlined', roleKey: 'organizer.page-edit', module: './app' },
  { path: '/organizer/notification', titleKey: 'organizer:route.notification', icon: 'NotificationOutlined', roleKey: 'organizer.notification', module: './app' },
  { path: '/organizer/notification-create', titleKey: 'organizer:route.notificationCreate', parent: '/organizer/notification', hidden: true, roleKey: 'organizer.notification', module: './app' },
  { path: '/organizer/notification-edit', titleKey: 'organizer:route.notificationEdit', parent: '/organizer/notification', hidden: true, roleKey: 'organizer.notification', module: './app' },
  { path: '/organizer/advertising', titleKey: 'organizer:route.advertising', icon: 'FundProjectionScreenOutlined', roleKey: 'organizer.advertising', module: './app' },
  { path: '/organizer/exhibition-number', titleKey: 'organizer:route.exhibitionNumber', icon: 'NumberOutlined', roleKey: 'organizer.exhibition-number', module: './app' },
  { path: '/organizer/account-manage', titleKey: 'organizer:route.accountManage', icon: 'UserOutlined', roleKey: 'organizer.account-manage', module: './app' },
  { path: '/organizer/authority-manage', titleKey: 'organizer:route.authorityManage', icon: 'SafetyCertificateOutlined', roleKey: 'organizer.authority-manage', module: './app' },
  // beyond SPEC §2: who changed what, for those who manage rights
  { path: '/organizer/operation-log', titleKey: 'organizer:route.operationLog', icon: 'AuditOutlined', roleKey: 'organizer.authority-manage', module: './app' },
  // beyond SPEC §6 keys (§2 names a media library with folders): it serves page content, so it belongs to page editing
  { path: '/organizer/media-library', titleKey: 'organizer:route.mediaLibrary', icon: 'FolderOpenOutlined', roleKey: 'organizer.page-edit', module: './app' },
  { path: '/account/exhibitor-account-manage', titleKey: 'organizer:route.exhibitorAccountManage', icon: 'TeamOutlined', roleKey: 'account.exhibitor-account-manage', module: './app' },
  { path: '/message/exhibitor-info-manage', titleKey: 'organizer:route.exhibitorInfoManage', icon: 'IdcardOutlined', roleKey: 'message.exhibitor-info-manage', module: './app' },
  { path: '/news/exhibitor-news-manage', titleKey: 'organizer:route.exhibitorNewsManage', icon: 'ReadOutlined', roleKey: 'news.exhibitor-news-manage', module: './app' },
  { path: '/exhibit/exhibit-data-manage', titleKey: 'organizer:route.exhibitDataManage', icon: 'AppstoreOutlined', roleKey: 'exhibit.exhibit-data-manage', module: './app' },
  { path: '/exhibit/exhibit-classification', titleKey: 'organizer:route.exhibitClassification', icon: 'ApartmentOutlined', roleKey: 'exhibit.exhibit-classification', module: './app' },
  { path: '/exhibit/application-area', titleKey: 'organizer:route.applicationArea', icon: 'AimOutlined', roleKey: 'exhibit.application-area', module: './app' },
  { path: '/exhibit/product-property', titleKey: 'organizer:route.productProperty', icon: 'TagsOutlined', roleKey: 'exhibit.product-property', module: './app' },
  { path: '/activity/exhibit-activity-manage', titleKey: 'organizer:route.exhibitActivityManage', icon: 'CalendarOutlined', roleKey: 'activity.exhibit-activity-manage', module: './app' },
  { path: '/poster/download', titleKey: 'organizer:route.posterDownload', icon: 'PictureOutlined', roleKey: 'poster.download', module: './app' },
  { path: '/poster/edit', titleKey: 'organizer:route.posterEdit', parent: '/poster/download', hidden: true, roleKey: 'poster.download', module: './app' },
  { path: '/download/list', titleKey: 'organizer:route.downloadList', icon: 'CloudDownloadOutlined', roleKey: 'download.list', module: './app' },
  { path: '/download/create', titleKey: 'organizer:route.downloadCreate', parent: '/download/list', hidden: true, roleKey: 'download.list', module: './app' },
  { path: '/download/edit', titleKey: 'organizer:route.downloadEdit', parent: '/download/list', hidden: true, roleKey: 'download.list', module: './app' },
  { path: '/organizer/404', titleKey: 'organizer:route.notFound', hidden: true, module: './app' },
] as const satisfies readonly RouteDef[];

/** The paths mf_organizer/app renders: its page map is keyed by them. */
export type OrganizerPagePath = PagePath<typeof routes, './app'>;

export const organizerRoutes: RemoteRoutes = { clientType: 'organizer', namespace: 'organizer', routes };

export default organizerRoutes;
