// How every tool of the repository starts the machine's Chromium: the browser tests (e2e/playwright.config.ts),
// the page-weight and Lighthouse figures (tools/bench). One list, so a flag added for one is there for all.

/**
 * The flags of every launch: no sandbox (containers), no GPU, no QUIC (the figures count TCP bytes), and none of
 * Chromium's own background traffic (first-run pages, component and sync updates) mixed with the site's.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The Chromium to start: `CHROMIUM_PATH` when set, else the system's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
