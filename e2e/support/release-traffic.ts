// What a page downloaded, for the release journeys: the files of one origin by their hashes, and the release
// folders of a stand-in CDN.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sha256 } from './file-hashes';

/**
 * Files the page received from the portal on `port`, by path, hashed: the shell's (everything but the remotes
 * and API calls; the page itself as "(index.html)"), or with `remoteFolder` those under /remotes/<folder>/.
 */
export function recordPortalFiles(page: Page, port: number, remoteFolder?: string): Map<string, string> {
  const received = new Map<string, string>();
  const wanted = (pathname: string) => (remoteFolder ? pathname.startsWith(`/remotes/${remoteFolder}/`) : !pathname.startsWith('/remotes/'));
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.port !== String(port) || type === 'fetch' || type === 'xhr' || !wanted(url.pathname)) return;
    const body = await response.body().catch(() => null);
    if (body) received.set(url.pathname.endsWith('/') || !path.extname(url.pathname) ? '(index.html)' : url.pathname, sha256(body));
  });
  return received;
}

/** Release folders (a, b) the page downloaded files of, from the stand-in CDN at `origin`. */
export function recordReleases(page: Page, origin: string): Set<string> {
  const releases = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) releases.add(new URL(request.url()).pathname.split('/')[1]);
  });
  return releases;
}
