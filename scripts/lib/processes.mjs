// Child processes that die with us: each child runs in its own process group so that a signal to this
// script (Ctrl-C, SIGTERM from CI) reaches npm, its shell and the real worker (webpack, tsx, jest) below it.
import { spawn } from 'node:child_process';

const running = new Set();
let stopping = false;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every running child, gently first; resolves when all have exited. */
export async function stopAll(signal = 'SIGTERM', graceMs = 10_000) {
  stopping = true;
  const children = [...running];
  for (const child of children) signalGroup(child, signal);
  const deadline = setTimeout(() => children.forEach((child) => signalGroup(child, 'SIGKILL')), graceMs);
  deadline.unref();
  await Promise.all(children.map((child) => child.exited));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    process.stderr.write(`\n${signal} received: stopping ${running.size} child process(es)…\n`);
    stopAll('SIGTERM').then(() => process.exit(130));
  });
}

export function isStopping() {
  return stopping;
}

/**
 * Starts a command with inherited output (unless `stdio` says otherwise).
 * Returns the child with an `exited` promise resolving to its exit code (signal → 128 + number).
 */
export function start(command, args, { cwd, env, stdio = 'inherit', label } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio,
    detached: true,
  });
  running.add(child);
  child.label = label ?? [command, ...args].join(' ');
  child.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`Could not start ${child.label}: ${error.message}\n`);
      running.delete(child);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (signal ? osSignalNumber(signal) : 0));
    });
  });
  return child;
}

function osSignalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** Runs a command to completion and resolves to its exit code. */
export function run(command, args, options) {
  return start(command, args, options).exited;
}
