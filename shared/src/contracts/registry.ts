import type { ClientType } from '../access/client-types';

/** GET /mf/registry.json: what the shell loads at run time (no remote URL is known at build time). */
export interface RemoteEntry {
  /** Module Federation container name, e.g. "mf_exhibitor" */
  name: string;
  /** URL of the remote's mf-manifest.json */
  entry: string;
  clientType: ClientType;
  /** exposed modules, e.g. ["./routes", "./app"] */
  modules: string[];
}

/**
 * Host → variant mapping (SPEC §1): a host matches when it equals `host` or starts with `host` + ".",
 * so "organizer" matches organizer.localhost and organizer.fair.example. No match → exhibitor.
 */
export interface HostVariant {
  host: string;
  clientType: ClientType;
}

/** Address of an external link per interface locale ("zh-cn", "zh-tw", "en-us"). */
export type LocalizedUrl = Partial<Record<string, string>>;

export interface RemoteRegistry {
  remotes: RemoteEntry[];
  variants: HostVariant[];
  /**
   * Optional external addresses, configured with the registry so they change without a rebuild. Keys are
   * the paths of external menu items (e.g. "/external/badge-application") or the layout's link ids of
   * EXTERNAL_LINK_IDS. A link without an address for the current locale falls back to zh-cn, else is hidden.
   */
  externalLinks?: Record<string, LocalizedUrl>;
}

/** Layout links (SPEC §2 "Layout"): sidebar contact, footer legal/privacy/sitemap/licence, social QR codes. */
export const EXTERNAL_LINK_IDS = ['contact', 'legal', 'privacy', 'sitemap', 'licence', 'social.wechat', 'social.weibo', 'social.linkedin'] as const;

export const REGISTRY_PATH = '/mf/registry.json';
