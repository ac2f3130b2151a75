import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/lib/chromium.mjs';

/**
 * End-to-end tests of the composed site: the built shell and remotes served by the bff, the api on a fresh
 * embedded database with the demo data, driven in the machine's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sokoni-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? '.test-results.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } },
      // Run once, with the desktop project, what does not depend on the screen: process supervision, the
      // server's HTML and bytes, the QA bar of the remotes run alone, and the administration flows (their pages
      // at 360 px are checked by layout-360.spec.ts). Everything a buyer or a seller does runs at both widths.
      testIgnore: /(resilience|server-render|standalone|admin)\.spec\.ts/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../tools/start.mjs --no-build',
        url: `http://127.0.0.1:${port}/bff/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          API_PORT: String(apiPort),
          DATA_DIR: dataDir,
          DEMO_DATA: '1',
          PUBLIC_URL: baseURL,
          // The demo sign-in provider behind the Google and Facebook buttons, on this site's own ports.
          DEV_OIDC_PORT: String(port + 2),
          LOG_LEVEL: 'warn',
          // Every test signs people up from this one address.
          REGISTRATIONS_PER_IP_HOUR: '10000',
          // The seeded administrator's password (the seed prints a random one when it is not set).
          ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'sokoni-admin-e2e-2026',
          // The sandbox's mobile money customer confirms after 10 s (4 s by default): long enough for the
          // walk-through to see the waiting step, its countdown and a reload on a busy machine.
          PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: '10000',
        },
      },
});
