// What a page downloaded: every script and stylesheet with its size, and which npm packages each
// script carries (read from the production source maps), to prove shared singletons load once.
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page, Response } from '@playwright/test';

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
  body: Buffer;
}

function kindOf(response: Response): Asset['kind'] | null {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/** Starts recording; call the returned function after the page settled to get the assets. */
export function recordAssets(page: Page): () => Promise<Asset[]> {
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
}

const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/;

/** Source files of node_modules packages inside one script, as "package → files", from its source map. */
export async function packagesInScript(request: APIRequestContext, asset: Asset): Promise<Map<string, Set<string>>> {
  const packages = new Map<string, Set<string>>();
  const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(asset.body.toString('utf8').slice(-500));
  if (!mapRef) return packages;
  const mapUrl = new URL(mapRef[1], asset.url);
  // Node does not resolve *.localhost names; the server answers the same on the loopback address
  if (mapUrl.hostname.endsWith('.localhost')) mapUrl.hostname = '127.0.0.1';
  const response = await request.get(mapUrl.toString());
  if (!response.ok()) return packages;
  const { sources = [] } = (await response.json()) as { sources?: string[] };
  for (const source of sources) {
    const match = packagePath.exec(source);
    if (!match) continue;
    const [, name, file] = match;
    if (!packages.has(name)) packages.set(name, new Set());
    packages.get(name)!.add(file);
  }
  return packages;
}

/**
 * For each named package: how many times any one of its source files was downloaded in the page
 * (1 = one copy; 0 = not loaded; 2+ = duplicated across scripts).
 */
export async function copiesOfPackages(request: APIRequestContext, assets: Asset[], names: string[]): Promise<Record<string, number>> {
  const scripts = assets.filter((asset) => asset.kind === 'js');
  const perScript = await Promise.all(scripts.map((script) => packagesInScript(request, script)));
  const copies: Record<string, number> = {};
  for (const name of names) {
    const seen = new Map<string, number>();
    for (const packages of perScript) {
      for (const file of packages.get(name) ?? []) seen.set(file, (seen.get(file) ?? 0) + 1);
    }
    copies[name] = Math.max(0, ...seen.values());
  }
  return copies;
}

export function totals(assets: Asset[], kind: Asset['kind']): { files: number; rawBytes: number; gzipBytes: number } {
  const ofKind = assets.filter((asset) => asset.kind === kind);
  return {
    files: ofKind.length,
    rawBytes: ofKind.reduce((sum, asset) => sum + asset.rawBytes, 0),
    gzipBytes: ofKind.reduce((sum, asset) => sum + asset.gzipBytes, 0),
  };
}

/**
 * Installs a stand-in for the React DevTools hook before any script runs: every react-dom copy that
 * starts in the page registers itself there, so its size is the number of React renderers loaded.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

export function reactRenderers(page: Page): Promise<{ count: number; versions: string[] }> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const renderers = [...hook.renderers.values()];
    return { count: renderers.length, versions: renderers.map((renderer) => renderer.version ?? 'unknown') };
  });
}
