import type { ClientType } from '../access/client-types';
import type { HostVariant } from '../contracts/registry';

/** The variant when no host matches (SPEC §1). */
export const DEFAULT_VARIANT: ClientType = 'exhibitor';

/**
 * Which client type this host runs (SPEC §1, contracts/registry HostVariant): a variant matches when the
 * host equals its `host` or starts with `host` + "." ("organizer" matches organizer.localhost and
 * organizer.fair.example, never organizers.fair.example). A port is ignored; first match wins.
 */
export function variantForHost(host: string, variants: readonly HostVariant[]): ClientType {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  const match = variants.find(({ host: prefix }) => {
    const wanted = prefix.toLowerCase();
    return hostname === wanted || hostname.startsWith(`${wanted}.`);
  });
  return match?.clientType ?? DEFAULT_VARIANT;
}
