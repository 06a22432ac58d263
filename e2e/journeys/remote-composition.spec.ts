// Issue 3 "What it must show": a remote upgrade without touching the shell, and a remote that is down.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RemoteRegistry } from '@fair/shared/contracts/registry';
import { demoAccounts } from '../support/accounts';
import { hashTree } from '../support/file-hashes';
import { recordPortalFiles, recordReleases } from '../support/release-traffic';
import { urlFor } from '../support/hosts';
import { fetchRegistry } from '../support/registry';
import { artifactsDir, repoRoot } from '../support/paths';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { buildRemoteRelease, stopReleaseBuilds } from '../support/remote-release';
import { loginByApi } from '../support/session';
import { serveStaticFiles, type StaticFiles } from '../support/static-files';
import { expectPath, headerTitle, logOut, loginPathOf, menuItem, pageContent, remoteErrorPanel, shellText, sidebar, buttonName } from '../support/ui';
import { routeTitle } from '../support/menu';

const shellDist = path.join(repoRoot, 'shell', 'dist');

test.describe('a remote upgrade without touching the shell', () => {
  test.describe.configure({ mode: 'serial' });

  const releasesDir = path.join(artifactsDir, 'releases');
  const registryFile = path.join(releasesDir, 'registry.json');
  // A label the exhibitor dashboard shows, from the exhibitor remote's own message file.
  const messagesFile = path.join(repoRoot, 'locales', 'messages', 'zh-cn', 'exhibitor-dashboard.json');
  const label = (JSON.parse(readFileSync(messagesFile, 'utf8')) as { intro: string }).intro;
  const releaseLabelB = `${label}（版本 B）`;
  let cdn: StaticFiles;
  let server: PortalServer;
  let defaults: RemoteRegistry;

  function pointRegistryAt(release: string, registry = defaults) {
    const remotes = registry.remotes.map((remote) =>
      remote.name === 'mf_exhibitor' ? { ...remote, entry: `${cdn.origin}/${release}/mf-manifest.json` } : remote,
    );
    writeFileSync(registryFile, JSON.stringify({ ...registry, remotes }, null, 2));
  }

  test.beforeAll(async ({ request }) => {
    // a production build of a remote on a busy 2-core machine
    test.setTimeout(10 * 60_000);
    rmSync(releasesDir, { recursive: true, force: true });
    mkdirSync(releasesDir, { recursive: true });
    // Release A is the exhibitor remote as built; release B is built from the same sources with its label changed.
    cpSync(path.join(repoRoot, 'mf-exhibitor', 'dist'), path.join(releasesDir, 'a'), { recursive: true });
    await buildRemoteRelease({
      workspace: 'mf-exhibitor',
      outDir: path.join(releasesDir, 'b'),
      files: /locales[\\/]messages[\\/]zh-cn[\\/]exhibitor-dashboard\.json$/,
      from: label,
      to: releaseLabelB,
    });
    cdn = await serveStaticFiles(releasesDir);
    defaults = await fetchRegistry(request);
    pointRegistryAt('a', defaults);
    // the server reads the registry file on every request
    server = await startPortalServer({ env: { REMOTE_REGISTRY_FILE: registryFile } });
  });

  test.afterAll(async () => {
    stopReleaseBuilds();
    await server?.stop();
    await cdn?.close();
  });

  test('switching the registry entry loads the new release; every shell file stays byte-identical', async ({ context, page }) => {
    const shellBefore = hashTree(shellDist);
    await loginByApi(context, demoAccounts.exhibitor, server.port);

    pointRegistryAt('a');
    const firstShell = recordPortalFiles(page, server.port);
    const firstReleases = recordReleases(page, cdn.origin);
    await page.goto(urlFor('exhibitor', '/exhibitor/dashboard', server.port));
    await expect(pageContent(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...firstReleases]).toEqual(['a']);

    pointRegistryAt('b');
    await page.close();
    const next = await context.newPage();
    const secondShell = recordPortalFiles(next, server.port);
    const secondReleases = recordReleases(next, cdn.origin);
    await next.goto(urlFor('exhibitor', '/exhibitor/dashboard', server.port));
    await expect(pageContent(next)).toBeVisible();
    await next.waitForLoadState('networkidle');
    expect([...secondReleases]).toEqual(['b']);

    // The shell on disk did not change …
    expect(hashTree(shellDist)).toEqual(shellBefore);
    // … and the browser received the same shell bytes both times, equal to the files on disk.
    expect(Object.fromEntries(secondShell)).toEqual(Object.fromEntries(firstShell));
    expect(firstShell.get('(index.html)')).toBe(shellBefore['index.html']);
    for (const [pathname, hash] of firstShell) {
      if (pathname !== '(index.html)' && shellBefore[pathname.slice(1)]) expect(hash).toBe(shellBefore[pathname.slice(1)]);
    }
    expect(firstShell.size).toBeGreaterThan(1);
  });

  test('the page shows the visible label of the release the registry names', async ({ context, page }) => {
    await loginByApi(context, demoAccounts.exhibitor, server.port);
    pointRegistryAt('a');
    await page.goto(urlFor('exhibitor', '/exhibitor/dashboard', server.port));
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(releaseLabelB)).toHaveCount(0);

    pointRegistryAt('b');
    await page.reload();
    await expect(page.getByText(releaseLabelB, { exact: true })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  });
});

/** Files of one exposed module of a built remote, from its mf-manifest.json. */
function exposedFiles(workspace: string, exposed: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((expose) => expose.path === exposed)?.assets.js.sync;
  if (!files?.length) throw new Error(`${workspace} exposes no ${exposed}`);
  return files;
}

test.describe('a remote that is down', () => {
  test('its page module failing leaves the shell usable with the error panel and a working retry', async ({ context, page }) => {
    const appFiles = exposedFiles('mf-organizer', './app');
    await loginByApi(context, demoAccounts.organizer);
    // The ./app page module of mf_organizer cannot be downloaded; its ./routes still can.
    const blocked = (url: URL) => url.pathname.startsWith('/remotes/mf-organizer/') && appFiles.some((file) => url.pathname.endsWith(`/${file}`));
    await page.route(blocked, (route) => route.abort('connectionrefused'));

    await page.goto(urlFor('organizer', '/organizer/dashboard'));
    await expect(remoteErrorPanel(page)).toBeVisible();
    await expect(headerTitle(page)).toHaveText(routeTitle('organizer', '/organizer/dashboard'));
    await page.screenshot({ path: path.join(artifactsDir, 'screenshots', 'remote-down-desktop.png'), fullPage: true });

    // The shell keeps working: the sidebar navigates, the header follows.
    await menuItem(page, routeTitle('organizer', '/exhibit/application-area')).click();
    await expectPath(page, '/exhibit/application-area');
    await expect(headerTitle(page)).toHaveText(routeTitle('organizer', '/exhibit/application-area'));
    await expect(sidebar(page)).toBeVisible();

    // The remote is back: retry shows the page.
    await page.unroute(blocked);
    await remoteErrorPanel(page).getByRole('button', { name: buttonName(shellText('remote.retry')) }).click();
    await expect(remoteErrorPanel(page)).toHaveCount(0);
    await expect(pageContent(page)).toBeVisible();
  });

  test('a remote entirely unreachable leaves the shell usable: the menu error panel, retry, log out', async ({ context, page }) => {
    await loginByApi(context, demoAccounts.organizer);
    const remote = (url: URL) => url.pathname.startsWith('/remotes/mf-organizer/');
    await page.route(remote, (route) => route.abort('connectionrefused'));

    await page.goto(urlFor('organizer', '/organizer/dashboard'));
    const panel = page.locator('.ant-result').filter({ hasText: shellText('remote.routesFailed') });
    await expect(panel).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'screenshots', 'remote-unreachable-desktop.png'), fullPage: true });

    await page.unroute(remote);
    await panel.getByRole('button', { name: buttonName(shellText('remote.retry')) }).click();
    await expect(menuItem(page, routeTitle('organizer', '/organizer/dashboard'))).toBeVisible();

    await logOut(page);
    await expectPath(page, loginPathOf('organizer'));
  });
});
