// A portal server of the journey file's own whose clock the journey can move (see shifted-clock.cjs):
// started before the file's first test, stopped after its last, the clock set back after every test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { startPortalServer, type PortalServer } from './portal-server';

export interface ShiftedClockServer {
  /** the running server (available inside tests and hooks) */
  readonly server: PortalServer;
  /** moves the server's clock this far ahead of the real time (it reads the offset within 200 ms) */
  shiftClock(offsetMs: number): void;
}

/** Registers the hooks that run the server; call it at the top level of a journey file. */
export function useShiftedClockServer(): ShiftedClockServer {
  let server: PortalServer | undefined;
  let clockDir = '';
  let clockFile = '';
  const shiftClock = (offsetMs: number) => writeFileSync(clockFile, String(offsetMs));

  test.beforeAll(async () => {
    clockDir = mkdtempSync(path.join(os.tmpdir(), 'fair-e2e-clock-'));
    clockFile = path.join(clockDir, 'offset-ms');
    shiftClock(0);
    server = await startPortalServer({ clockOffsetFile: clockFile });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  test.afterEach(() => shiftClock(0));

  return {
    get server() {
      if (!server) throw new Error('the shifted-clock server runs only inside the tests and hooks of its file');
      return server;
    },
    shiftClock,
  };
}
