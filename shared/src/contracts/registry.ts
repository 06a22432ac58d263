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

export interface RemoteRegistry {
  remotes: RemoteEntry[];
  variants: HostVariant[];
}

export const REGISTRY_PATH = '/mf/registry.json';
