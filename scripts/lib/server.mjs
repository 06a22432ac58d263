// Starting the API server (which also serves the shell and the remotes) and waiting until it answers.
import { repoRoot } from './bundles.mjs';
import { start } from './processes.mjs';

export const defaultPort = 8080;

export function portFromEnv() {
  const port = Number(process.env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  }
  return port;
}

/** `script` is the server workspace's npm script: "start" (tsx) or "dev" (tsx watch). */
export function startServer(script, port) {
  return start('npm', ['run', script, '-w', 'server'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    label: `server (${script})`,
  });
}

/** Resolves true once GET /healthz answers 200, false if the server exits first or `timeoutMs` passes. */
export async function waitForHealth(port, server, timeoutMs = 120_000) {
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!exited && Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

export function printUrls(port) {
  const suffix = port === 80 ? '' : `:${port}`;
  console.log(
    [
      '',
      'Fair Portal is running:',
      `  exhibitors          http://localhost${suffix}`,
      `  organizers          http://organizer.localhost${suffix}`,
      `  mini-programme      http://miniprog.localhost${suffix}`,
      `  API documentation   http://localhost${suffix}/api/docs`,
      'Demo accounts (password Fair2025!): exhibitor@demo.fair, new@demo.fair, organizer, editor, miniprog',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
