import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { artifactsDir } from './support/paths';

export default defineConfig({
  testDir: './journeys',
  outputDir: path.join(artifactsDir, 'test-results'),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // two journeys at a time everywhere (CI too): they run against one server, and each creates the records it changes
  workers: 2,
  retries: 0,
  // a focused journey would silently drop the others, on a laptop as in CI
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.FAIR_E2E_JSON_REPORT ?? path.join(artifactsDir, 'report.json') }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // the portal honours the system's reduced-motion setting: no dialog is clicked halfway through its zoom
    // (a press and release on a moving button is no click), and nothing waits for an animation to settle
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    // Recording a trace doubled the browser's work in every journey, and CI keeps only the log (which holds the
    // failed page's accessibility snapshot): `npx playwright test --trace retain-on-failure` records one when needed.
    trace: 'off',
  },
});
