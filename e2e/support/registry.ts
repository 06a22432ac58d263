import type { APIRequestContext } from '@playwright/test';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import { apiUrl } from './hosts';

/** The registry the shell reads (GET /mf/registry.json, inside the envelope). */
export async function fetchRegistry(request: APIRequestContext, port?: number): Promise<RemoteRegistry> {
  const envelope = (await (await request.get(apiUrl('/mf/registry.json', port))).json()) as { code: number; data: RemoteRegistry };
  if (envelope.code !== 0) throw new Error(`registry answered code ${envelope.code}`);
  return envelope.data;
}
