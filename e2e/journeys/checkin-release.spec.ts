// Issue 22 "Released on its own": check-in is a remote of its own (mf_checkin). A changed check-in build is
// shipped through the registry; the shell and the mini-programme remote stay byte-identical, on disk and as
// the browser receives them, and the change shows on the check-in screen.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import { demoAccounts } from '../support/accounts';
import { hashTree } from '../support/file-hashes';
import { urlFor } from '../support/hosts';
import { routeTitle } from '../support/menu';
import { artifactsDir, repoRoot } from '../support/paths';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { fetchRegistry } from '../support/registry';
import { recordPortalFiles, recordReleases } from '../support/release-traffic';
import { buildRemoteRelease, stopReleaseBuilds } from '../support/remote-release';
import { loginByApi } from '../support/session';
import { serveStaticFiles, type StaticFiles } from '../support/static-files';
import { menuItem, pageContent } from '../support/ui';

test.describe.configure({ mode: 'serial' });

const releasesDir = path.join(artifactsDir, 'checkin-releases');
const registryFile = path.join(releasesDir, 'registry.json');
// A column title of the campaign list, from the check-in remote's own message file.
const messagesFile = path.join(repoRoot, 'locales', 'messages', 'zh-cn', 'checkin.json');
const label = (JSON.parse(readFileSync(messagesFile, 'utf8')) as { list: { participants: string } }).list.participants;
const labelB = `${label}（版本 B）`;
const miniprogDist = path.join(repoRoot, 'mf-miniprog', 'dist');
const shellDist = path.join(repoRoot, 'shell', 'dist');

let cdn: StaticFiles;
let server: PortalServer;
let defaults: RemoteRegistry;

function pointCheckinAt(release: string): void {
  const remotes = defaults.remotes.map((remote) => (remote.name === 'mf_checkin' ? { ...remote, entry: `${cdn.origin}/${release}/mf-manifest.json` } : remote));
  writeFileSync(registryFile, JSON.stringify({ ...defaults, remotes }, null, 2));
}

test.beforeAll(async ({ request }) => {
  // a production build of a remote on a busy 2-core machine
  test.setTimeout(10 * 60_000);
  rmSync(releasesDir, { recursive: true, force: true });
  mkdirSync(releasesDir, { recursive: true });
  cpSync(path.join(repoRoot, 'mf-checkin', 'dist'), path.join(releasesDir, 'a'), { recursive: true });
  await buildRemoteRelease({
    workspace: 'mf-checkin',
    outDir: path.join(releasesDir, 'b'),
    files: /locales[\\/]messages[\\/]zh-cn[\\/]checkin\.json$/,
    from: label,
    to: labelB,
  });
  cdn = await serveStaticFiles(releasesDir);
  defaults = await fetchRegistry(request);
  expect(defaults.remotes.map((remote) => [remote.name, remote.clientType])).toContainEqual(['mf_checkin', 'miniprog']);
  pointCheckinAt('a');
  // the server reads the registry file on every request
  server = await startPortalServer({ env: { REMOTE_REGISTRY_FILE: registryFile } });
});

test.afterAll(async () => {
  stopReleaseBuilds();
  await server?.stop();
  await cdn?.close();
});

/** The mini-programme dashboard, then the campaign list through the menu: what the page downloaded on the way. */
async function visit(page: Page) {
  const shell = recordPortalFiles(page, server.port);
  const miniprog = recordPortalFiles(page, server.port, 'mf-miniprog');
  const releases = recordReleases(page, cdn.origin);
  await page.goto(urlFor('miniprog', '/miniprog/dashboard', server.port));
  await expect(pageContent(page)).toBeVisible();
  await menuItem(page, routeTitle('miniprog', '/checkin/check-in-manage-list')).click();
  await expect(page.getByRole('columnheader', { name: new RegExp(label) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { shell, miniprog, releases };
}

test('a new check-in release goes live through the registry; the shell and the mini-programme remote stay byte-identical', async ({ context, page }) => {
  const shellBefore = hashTree(shellDist);
  const miniprogBefore = hashTree(miniprogDist);
  await loginByApi(context, demoAccounts.miniprog, server.port);

  pointCheckinAt('a');
  const first = await visit(page);
  await expect(page.getByRole('columnheader', { name: label, exact: true })).toBeVisible();
  expect([...first.releases]).toEqual(['a']);

  pointCheckinAt('b');
  await page.close();
  const next = await context.newPage();
  const second = await visit(next);
  // the change is visible …
  await expect(next.getByRole('columnheader', { name: labelB, exact: true })).toBeVisible();
  await expect(next.getByRole('columnheader', { name: label, exact: true })).toHaveCount(0);
  expect([...second.releases]).toEqual(['b']);
  await next.screenshot({ path: path.join(artifactsDir, 'screenshots', 'checkin-release-b-desktop.png'), fullPage: true });

  // … while the shell and the mini-programme remote did not change on disk …
  expect(hashTree(shellDist)).toEqual(shellBefore);
  expect(hashTree(miniprogDist)).toEqual(miniprogBefore);
  // … and the browser received the same bytes of both, equal to the files on disk.
  expect(Object.fromEntries(second.shell)).toEqual(Object.fromEntries(first.shell));
  expect(Object.fromEntries(second.miniprog)).toEqual(Object.fromEntries(first.miniprog));
  expect(first.shell.get('(index.html)')).toBe(shellBefore['index.html']);
  for (const [pathname, hash] of first.miniprog) expect(hash).toBe(miniprogBefore[pathname.replace('/remotes/mf-miniprog/', '')]);
  expect(first.miniprog.size).toBeGreaterThan(1);
});
