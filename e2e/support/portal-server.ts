// Starts the real server (API + built shell and remotes) on a free port with its own data folder,
// as `npm start` would, and stops it again. Used by the global setup and by journeys that need a
// server of their own (for example one whose remote registry they rewrite).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

export interface PortalServer {
  port: number;
  dataDir: string;
  /** everything the server printed, for error messages */
  output(): string;
  /** stops the server and removes its data folder (kept with `keepData`) */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const builtBundles = ['shell/dist/index.html', 'mf-exhibitor/dist/mf-manifest.json', 'mf-organizer/dist/mf-manifest.json', 'mf-miniprog/dist/mf-manifest.json', 'mf-checkin/dist/mf-manifest.json'];

export function assertBundlesBuilt(): void {
  const missing = builtBundles.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    throw new Error(`The browser journeys need the built bundles; missing ${missing.join(', ')}. Run "npm run build" (npm test builds them).`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/**
 * Where the run's seeded data folder waits to be copied: a first start creates the embedded database and
 * seeds the demo fair (half a minute on a busy two-core machine), a copy of a seeded folder starts in a few
 * seconds and holds the same data, so each server of the run starts from a copy.
 */
const DATA_TEMPLATE_ENV = 'FAIR_E2E_DATA_TEMPLATE';

/**
 * Seeds a data folder once by a first start of the server, stopped cleanly, and tells the servers started
 * afterwards (in this process and in the workers, which inherit the environment) to start from copies of it.
 * Answers a function that removes it.
 */
export async function prepareDataTemplate(): Promise<() => void> {
  const seeding = await startPortalServer();
  await seeding.stop({ keepData: true });
  process.env[DATA_TEMPLATE_ENV] = seeding.dataDir;
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    rmSync(seeding.dataDir, { recursive: true, force: true });
  };
}

export interface PortalServerOptions {
  /** added to the server's environment (e.g. REMOTE_REGISTRY_FILE) */
  env?: Record<string, string>;
  /** a file holding a clock offset in milliseconds for the server (see shifted-clock.cjs) */
  clockOffsetFile?: string;
}

export async function startPortalServer({ env = {}, clockOffsetFile }: PortalServerOptions = {}): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fair-e2e-data-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  let output = '';
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      ...(clockOffsetFile
        ? { FAIR_CLOCK_OFFSET_FILE: clockOffsetFile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'shifted-clock.cjs')}`.trim() }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const server: PortalServer = {
    port,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      await stopProcessGroup(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilHealthy(port, child, 120_000);
  } catch (error) {
    await server.stop();
    throw new Error(`Could not start the portal server: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return server;
}
