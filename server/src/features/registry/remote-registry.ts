import fs from 'node:fs/promises';
import { z } from 'zod';
import { CLIENT_TYPES, type ClientType } from '@fair/shared/access/client-types';
import type { HostVariant } from '@fair/shared/contracts/registry';

export const remoteRegistrySchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
      entry: z.string().min(1),
      clientType: z.enum(CLIENT_TYPES),
      modules: z.array(z.string().startsWith('./')).refine((modules) => modules.includes('./routes'), 'must expose "./routes"'),
    }),
  ),
  variants: z.array(z.object({ host: z.string().min(1), clientType: z.enum(CLIENT_TYPES) })),
  externalLinks: z.record(z.string(), z.record(z.string(), z.string().regex(/^https?:\/\//))).optional(),
});

/** The registry as served: shared/src/contracts/registry.ts RemoteRegistry. */
export type RegistryAnswer = z.infer<typeof remoteRegistrySchema>;

type ExternalLinks = RegistryAnswer['externalLinks'];

/** The four local remotes served from <folder>/dist under /remotes/<folder>/, with the configured links. */
export function defaultRegistry(variants: HostVariant[], externalLinks: ExternalLinks): RegistryAnswer {
  const remote = (feature: string, clientType: ClientType) => ({
    name: `mf_${feature}`,
    entry: `/remotes/mf-${feature}/mf-manifest.json`,
    clientType,
    modules: ['./routes', './app'],
  });
  return {
    // check-in is released on its own, into the mini-programme console
    remotes: [remote('exhibitor', 'exhibitor'), remote('organizer', 'organizer'), remote('miniprog', 'miniprog'), remote('checkin', 'miniprog')],
    variants,
    externalLinks,
  };
}

export class RegistryFileError extends Error {}

/**
 * The registry answer: REGISTRY file when configured (read on every request, so switching a remote
 * needs no restart), otherwise the default one. A broken file is an operator error, reported as such.
 * The external links configured with SITE_URL / EXTERNAL_LINKS stay served with a file, so shipping a
 * remote through a file does not drop the badge application and VIP invitation; the file's own links
 * replace those of the same id.
 */
export async function loadRegistry(file: string | undefined, variants: HostVariant[], externalLinks: ExternalLinks): Promise<RegistryAnswer> {
  if (!file) return defaultRegistry(variants, externalLinks);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new RegistryFileError(`cannot read REMOTE_REGISTRY_FILE ${file}: ${(error as Error).message}`);
  }
  const result = remoteRegistrySchema.safeParse(parsed);
  if (!result.success) throw new RegistryFileError(`invalid REMOTE_REGISTRY_FILE ${file}: ${result.error.message}`);
  if (!externalLinks && !result.data.externalLinks) return result.data;
  return { ...result.data, externalLinks: { ...externalLinks, ...result.data.externalLinks } };
}
