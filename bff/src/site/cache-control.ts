import path from 'node:path';
import { INLINED_SCRIPTS } from './inline-scripts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Files without a hash in their name and not an entry point (icons, robots.txt): kept an hour. */
export const SHORT = 'public, max-age=3600';

/** Files a new deployment changes in place: the browser must check them every time. */
const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  // A remote's file list for the offline worker (tools/webpack/service-worker-plugin.cjs).
  'precache.json',
  'sw.js',
  'manifest.webmanifest',
  // The shell's small scripts, written into its pages (and fetched by name by pages served without the bff),
  // the watcher of a page cut short, which every page asks for by name, and the bar it shows on a page cut twice.
  ...INLINED_SCRIPTS,
  'whole-page.js',
  'cut-page-notice.js',
]);

/** `main.1a2b3c4d.js`, `assets/logo.0f1e2d3c.png`, `vendor.1a2b3c4d.js.map`: the name changes with the content. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;

export function cacheControlFor(filePath: string): string {
  // A pre-compressed twin (main.1a2b3c4d.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/i, '');
  if (ENTRY_FILES.has(name) || /\.html?$/i.test(name)) return NO_CACHE;
  if (HASHED_NAME.test(name)) return IMMUTABLE;
  return SHORT;
}
