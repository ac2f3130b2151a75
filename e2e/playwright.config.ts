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

/**
 * Which suites run at which width. The phone and desktop runs go side by side (`run.mjs`), each against its own
 * site, so the suite takes about as long as the longer of the two; a suite runs at both widths only where its
 * steps differ by width (the menu, the filters panel, the stepper, the page layouts), once otherwise.
 * - Both: site, titles-and-guards, browse, category-fields, data-saver, business, new-user-walk, screenshots.
 * - At 360 px only: the layout check of every page at phone width, and the flows whose steps are the same at
 *   every width, here on the width most visitors have (accounts, ads management, payments, seller phone, offline
 *   posting, an early tap, a page cut short by a dying server).
 * - At 1280 px only: process supervision, the server's HTML and bytes, the remotes run alone, the administration
 *   (its pages at 360 px are in the layout check), and the other flows whose steps are the same at every width
 *   (messaging, account security, ad prefetch, saved searches, social login), which keeps both runs about as long.
 * - Inside the suites run at both widths, a test tagged `@any-width` has the same steps and checks at every width
 *   (a search's results, a sort's order, who sees a pending ad, a redirect, a tab's title, a guard's
 *   message, what the server sends): it runs at 1280 px only, which keeps the phone run, the longer one,
 *   about as long as the desktop one.
 */
const suites = (names: string[]) => new RegExp(`/(?:${names.join('|')})\\.spec\\.ts$`);
const PHONE_ONLY = suites([
  'layout-360',
  'accounts',
  'ads-management',
  'payments',
  'seller-phone',
  'offline-posting',
  'early-tap',
  'cut-page',
]);
const DESKTOP_ONLY = suites([
  'resilience',
  'server-render',
  'standalone',
  'admin',
  'messaging',
  'account-security',
  'ad-prefetch',
  'saved-searches',
  'social-login',
]);

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
    // A failed test keeps a screenshot and a trace (each step's page as DOM, network, console). Where tests are
    // retried (CI), the trace is recorded on the retry only: recording one for every test that then passes cost
    // about a sixth of the suite's CPU (the browser's snapshots of each step, the runner writing them). Without
    // retries (a run on a workstation) every test records one and a failed test keeps it. The trace's own
    // screencast is left out either way: it cost about a fifth of the browser side's CPU.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
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
      testIgnore: DESKTOP_ONLY,
      grepInvert: /@any-width/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_ONLY,
    },
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
