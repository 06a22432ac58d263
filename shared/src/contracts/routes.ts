import type { ClientType } from '../access/client-types';
import type { PowerKey } from '../access/role-keys';

/**
 * A page route as a remote's `./routes` module describes it (ARCHITECTURE "How the front end is composed").
 * No UI code: the shell builds sidebar, menu search, titles, back arrows and guards from these objects.
 */
export interface RouteDef {
  /** absolute path, e.g. "/product/list"; may end in "/:id" */
  path: string;
  /** i18n key of the title, in the remote's namespace, e.g. "exhibitor:menu.productList" */
  titleKey: string;
  /** @ant-design/icons component name, e.g. "ShopOutlined" */
  icon?: string;
  /** path of the parent screen: the header shows a back arrow to it */
  parent?: string;
  /** not listed in the sidebar or menu search */
  hidden?: boolean;
  /** organizer role key of SPEC §6 */
  roleKey?: string;
  /** sub-account power key of SPEC §6 (team_auth) the page needs; the guard sends others to `parent` */
  powerKey?: PowerKey;
  /** its tab in the visited-view bar cannot be closed (SPEC §4 fixed views), e.g. the dashboard */
  fixed?: boolean;
  /** its page is left out of the visited-view cache (SPEC §4 no-cache views) */
  noCache?: boolean;
  /** exposed module that renders it, e.g. "./app" */
  module: string;
  /** external-link menu item: address per locale, opened in a new window (SPEC §2) */
  external?: Partial<Record<string, string>>;
}

export interface RemoteRoutes {
  clientType: ClientType;
  /** i18n namespace of the remote's texts */
  namespace: string;
  routes: readonly RouteDef[];
}

/**
 * Paths of the pages one exposed module renders (external links are not pages), from a route table
 * declared `as const satisfies readonly RouteDef[]`: a remote's page map keyed by it rejects a mistyped path.
 */
export type PagePath<Routes extends readonly RouteDef[], Module extends string> = Exclude<Extract<Routes[number], { module: Module }>, { external: unknown }>['path'];
