import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits, after a page load, until a page the server rendered has been taken over by the browser: its buttons
 * look ready before they answer. Pages drawn in the browser only (no server state in them) need no wait.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('sokoni-state') || document.documentElement.dataset.interactive === 'true',
    null,
    { timeout: 60_000 },
  );
}

/** Playwright's `test`, with `page.goto` and `page.reload` waiting for the page to answer taps. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await provide(page);
  },
});
