import { isClientType } from '@fair/shared/access/client-types';
import { REGISTRY_PATH, type LocalizedUrl, type RemoteEntry, type RemoteRegistry } from '@fair/shared/contracts/registry';

export class RegistryError extends Error {
  constructor(message: string) {
    super(`Invalid ${REGISTRY_PATH}: ${message}`);
    this.name = 'RegistryError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseRemote(value: unknown, index: number): RemoteEntry {
  if (!isObject(value)) throw new RegistryError(`remotes[${index}] is not an object`);
  const { name, entry, clientType, modules } = value;
  if (!isNonEmptyString(name) || !/^[A-Za-z_$][\w$]*$/.test(name)) throw new RegistryError(`remotes[${index}].name must be a container name`);
  if (!isNonEmptyString(entry)) throw new RegistryError(`remotes[${index}].entry must be the URL of mf-manifest.json`);
  if (!isClientType(clientType)) throw new RegistryError(`remotes[${index}].clientType must be exhibitor, organizer or miniprog`);
  if (!Array.isArray(modules) || !modules.every((module) => typeof module === 'string' && module.startsWith('./'))) {
    throw new RegistryError(`remotes[${index}].modules must list exposed modules such as "./routes"`);
  }
  if (!modules.includes('./routes')) throw new RegistryError(`remotes[${index}] must expose "./routes"`);
  return { name, entry, clientType, modules };
}

function parseLinks(value: unknown): Record<string, LocalizedUrl> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new RegistryError('externalLinks must map link ids to addresses per locale');
  const links: Record<string, LocalizedUrl> = {};
  for (const [id, perLocale] of Object.entries(value)) {
    if (!isObject(perLocale) || !Object.values(perLocale).every((url) => typeof url === 'string' && /^https?:\/\//.test(url))) {
      throw new RegistryError(`externalLinks["${id}"] must map locales to http(s) addresses`);
    }
    links[id] = perLocale as LocalizedUrl;
  }
  return links;
}

/** Validates the registry answer (ARCHITECTURE convention 9): a bad entry stops start-up with a clear reason. */
export function parseRegistry(value: unknown): RemoteRegistry {
  if (!isObject(value)) throw new RegistryError('not an object');
  if (!Array.isArray(value.remotes)) throw new RegistryError('remotes must be a list');
  const variants = value.variants ?? [];
  if (!Array.isArray(variants) || !variants.every((variant) => isObject(variant) && isNonEmptyString(variant.host) && isClientType(variant.clientType))) {
    throw new RegistryError('variants must be a list of { host, clientType }');
  }
  return {
    remotes: value.remotes.map(parseRemote),
    variants: variants as RemoteRegistry['variants'],
    externalLinks: parseLinks(value.externalLinks),
  };
}

/** The server may wrap it in the envelope or serve the file as is. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(REGISTRY_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new RegistryError(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const registry = isObject(body) && 'code' in body && 'data' in body ? body.data : body;
  return parseRegistry(registry);
}

/** A layout or menu link's address for the locale (zh-cn as the fallback), or undefined when not configured. */
export function linkFor(registry: Pick<RemoteRegistry, 'externalLinks'> | null, id: string, locale: string): string | undefined {
  const perLocale = registry?.externalLinks?.[id];
  return perLocale?.[locale] ?? perLocale?.['zh-cn'];
}
