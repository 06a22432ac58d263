// Builds a release of one remote into its own folder (see release-webpack.config.cjs).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

export interface ReleaseOptions {
  workspace: string;
  outDir: string;
  /** modules whose text is rewritten, e.g. /locales\/messages\/zh-cn\/exhibitor\.json$/ */
  files: RegExp;
  from: string;
  to: string;
}

const running = new Set<ChildProcess>();

/** Stops release builds still running (a journey that timed out must not leave webpack behind). */
export function stopReleaseBuilds(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function buildRemoteRelease(options: ReleaseOptions): Promise<void> {
  const workspaceDir = path.join(repoRoot, options.workspace);
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [workspaceDir] });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [webpack, '--mode', 'production', '--config', path.join(__dirname, 'release-webpack.config.cjs')], {
      cwd: workspaceDir,
      env: {
        ...process.env,
        FAIR_RELEASE_WORKSPACE: workspaceDir,
        FAIR_RELEASE_OUT: options.outDir,
        FAIR_RELEASE_FILES: options.files.source,
        FAIR_RELEASE_FROM: options.from,
        FAIR_RELEASE_TO: options.to,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => running.delete(child) && (code === 0 ? resolve() : reject(new Error(`release build of ${options.workspace} failed (exit ${code}):\n${output}`))));
  });
}
