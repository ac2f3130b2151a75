/* Sokoni offline worker. Built from this template: the markers below are filled in by the build. */
/* global self, caches, fetch, URL, __SW_VERSION__, __SW_PRECACHE__ */
const VERSION = __SW_VERSION__;
const PRECACHE = __SW_PRECACHE__;
const SHELL_CACHE = `sokoni-shell-${VERSION}`;
const STATIC_CACHE = 'sokoni-static';
const MAX_STATIC_ENTRIES = 200;

/** Hashed build files never change under their name: served from the cache first. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css|svg|png|jpe?g|gif|webp|ico|woff2?)$/;
/** Server data is never cached here: it must always be fresh or fail visibly. */
const NEVER_CACHED = [/^\/api(?:\/|$)/, /^\/bff(?:\/|$)/, /^\/media(?:\/|$)/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('sokoni-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trimStaticCache() {
  const cache = await caches.open(STATIC_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_STATIC_ENTRIES)).map((key) => cache.delete(key)),
  );
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(STATIC_CACHE);
    await cache.put(request, response.clone());
    void trimStaticCache();
  }
  return response;
}

/** Pages, manifests and entry scripts: the newest when online, the last seen when offline. */
async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (fallbackUrl ? await cache.match(fallbackUrl) : undefined);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
  } else if (HASHED_FILE.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (/(?:\.json|\.webmanifest|remoteEntry\.js|theme-boot\.js|\.svg|\.png)$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
