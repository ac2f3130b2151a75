/* Sokoni offline worker. Built from this template: the markers below are filled in by the build. */
/* global self, caches, fetch, URL, Response, FormData, indexedDB, __SW_VERSION__, __SW_PRECACHE__ */
const VERSION = __SW_VERSION__;
const PRECACHE = __SW_PRECACHE__;
const SHELL_CACHE = `sokoni-shell-${VERSION}`;
const STATIC_CACHE = 'sokoni-static';
const MAX_STATIC_ENTRIES = 200;
/** A remote's files, kept whole once one of its pages has been opened (`sokoni-remote-/remotes/ads/`). */
const REMOTE_CACHE_PREFIX = 'sokoni-remote-';

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
      .then(() => self.clients.claim())
      .then(() => keepOpenPages()),
  );
});

/**
 * The pages open when the worker first takes over were fetched before it: kept now, so the page a visitor
 * landed on opens offline too (later pages are kept as they are visited, see networkFirst).
 */
async function keepOpenPages() {
  const cache = await caches.open(SHELL_CACHE);
  const windows = await self.clients.matchAll({ type: 'window' });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin || (await cache.match(url.href))) return;
      const response = await fetch(url.href, { headers: { Accept: 'text/html' } }).catch(() => null);
      if (response && response.ok) await cache.put(url.href, response);
    }),
  );
}

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

/**
 * Pages, manifests and entry scripts: the newest when online, the last seen when offline. The copy is found by
 * its address alone (`ignoreVary`): a page answers `Vary: Cookie, Save-Data, Sec-CH-Prefers-Color-Scheme`, and
 * the browser's navigations carry hints (the system's theme, Save-Data) that the copies fetched by the worker
 * itself (`/` at install, the page open when it took over) were kept without; matched on them, those copies were
 * never found offline. Offline, the last copy in another theme beats no page.
 */
async function networkFirst(request, fallback) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    if (fallback) return fallback(cache);
    throw error;
  }
}

/**
 * Keeps every file of a remote once a page of it was opened (the shell says so): its lazily loaded
 * parts then open offline too, not only those this visit happened to need. The list is the remote build's
 * `precache.json`; files of an older build are dropped. The entry is kept beside the pages (networkFirst).
 */
async function precacheRemote(entryUrl) {
  const base = new URL('./', entryUrl);
  const response = await fetch(new URL('precache.json', base), { cache: 'no-cache' });
  if (!response.ok) return;
  const { files } = await response.json();
  if (!Array.isArray(files)) return;
  const urls = files.map((file) => new URL(file, base).href);
  // The entry too: on the first visit the page fetched it (and `/mf-manifest.json`, precached at install) before
  // this worker took over, so no copy was kept, and without it the files below cannot start offline: every page
  // of the remote, those visited included, would open as « Vous êtes hors ligne ».
  const shell = await caches.open(SHELL_CACHE);
  if (!(await shell.match(entryUrl.href, { ignoreVary: true }))) await shell.add(entryUrl.href).catch(() => undefined);
  const cache = await caches.open(`${REMOTE_CACHE_PREFIX}${base.pathname}`);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  const wanted = new Set(urls);
  await Promise.all([...kept].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  // One by one in order: a 3G link shared with the page is not flooded; a file that fails is fetched later.
  for (const url of urls) {
    if (kept.has(url)) continue;
    const cached = await caches.match(url);
    if (cached) await cache.put(url, cached);
    else await cache.add(url).catch(() => undefined);
  }
}

/*
 * The outbox of ads submitted offline (mfe-ads `lib/offline-store.ts` writes it: same database, store and
 * fields). Background Sync wakes the worker when the connection returns, even with no page open: each ad is
 * sent with its Idempotency-Key (a resend returns the ad created the first time), removed once the api
 * answered 2xx, and the open pages are told (they show the toast); with no page open, a notification says so
 * where the seller allowed them. What fails here is left for the page to send on the next visit.
 */
const OUTBOX_DB = 'sokoni-offline';
const OUTBOX_STORE = 'outbox';
const OUTBOX_SYNC_TAG = 'sokoni-outbox';
const OUTBOX_SENT_MESSAGE = 'sokoni-outbox-sent';

function outboxRequest(mode, call) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OUTBOX_DB);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        db.close();
        resolve(undefined);
        return;
      }
      const transaction = db.transaction(OUTBOX_STORE, mode);
      const request = call(transaction.objectStore(OUTBOX_STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

async function sendOutbox() {
  const queued = (await outboxRequest('readonly', (store) => store.getAll())) || [];
  for (const ad of queued) {
    const body = new FormData();
    for (const [name, value] of ad.fields) body.append(name, value);
    ad.photos.forEach((photo, index) => body.append(`images[${index}]`, photo.blob, photo.name));
    const response = await fetch('/api/ads', {
      method: 'POST',
      body,
      headers: {
        Authorization: `Bearer ${ad.token}`,
        'Accept-Language': ad.locale,
        'Idempotency-Key': ad.id,
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
      },
    });
    // A refusal (expired session, invalid ad) is the page's to explain: it stays for the next visit.
    if (!response.ok) continue;
    await outboxRequest('readwrite', (store) => store.delete(ad.id));
    const windows = await self.clients.matchAll({ type: 'window' });
    for (const client of windows) client.postMessage({ type: OUTBOX_SENT_MESSAGE, id: ad.id, title: ad.title });
    if (windows.length === 0 && self.registration.showNotification && self.Notification?.permission === 'granted') {
      const en = /^en\b/i.test(ad.locale);
      await self.registration.showNotification('Sokoni', {
        body: en ? `Your ad “${ad.title}” was sent.` : `Votre annonce « ${ad.title} » a été envoyée.`,
        tag: `outbox-${ad.id}`,
      });
    }
  }
}

/** The shell says which remote it loaded (`keepRemoteOffline`), on the first visit as on the next ones. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep-remote' || typeof data.entry !== 'string') return;
  const entry = new URL(data.entry, self.location.origin);
  if (entry.origin !== self.location.origin) return;
  event.waitUntil(precacheRemote(entry).catch(() => undefined));
});

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});

/*
 * The offline page: a page never visited has nothing cached to show, and the app alone would stay blank
 * (its data and code come from the network). It says so and links to the pages this phone has kept. Its texts
 * live here because the worker has no access to the app's translations; French first, English when the phone
 * is set to English.
 */
const OFFLINE_TEXTS = {
  fr: {
    title: 'Vous êtes hors ligne',
    text: "Cette page n'a pas encore été ouverte sur cet appareil : elle s'affichera dès que la connexion reviendra.",
    available: 'Pages disponibles hors ligne',
    none: "Aucune page n'est encore disponible hors ligne.",
    retry: 'Réessayer',
    pages: {
      '/': 'Accueil',
      '/ads': 'Parcourir les annonces',
      '/about': 'À propos',
      '/contact': 'Contact',
      '/favorites': 'Mes favoris',
      '/my-ads': 'Mes annonces',
      '/messages': 'Messages',
      '/profile': 'Mon profil',
    },
  },
  en: {
    title: 'You are offline',
    text: 'This page has not been opened on this device yet: it will show as soon as the connection is back.',
    available: 'Pages available offline',
    none: 'No page is available offline yet.',
    retry: 'Try again',
    pages: {
      '/': 'Home',
      '/ads': 'Browse ads',
      '/about': 'About',
      '/contact': 'Contact',
      '/favorites': 'My favorites',
      '/my-ads': 'My ads',
      '/messages': 'Messages',
      '/profile': 'My profile',
    },
  },
};

const FILE_PATH = /\.[a-z0-9]+$/i;

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text) {
  return text.replace(/&(?:#(\d+)|(\w+));/g, (whole, code, name) =>
    code ? String.fromCharCode(Number(code)) : (ENTITIES[name] ?? whole),
  );
}

/** The pages kept in the cache (their HTML was saved on a visit), each with a readable name. */
async function availablePages(cache, texts) {
  const pages = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || FILE_PATH.test(url.pathname)) continue;
    if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) continue;
    const path = `${url.pathname}${url.search}`;
    let label = texts.pages[path];
    if (!label) {
      const response = await cache.match(request);
      const html = response ? await response.text() : '';
      const match = /<title>([^<]*)<\/title>/i.exec(html);
      label =
        match && match[1].includes('|')
          ? decodeEntities(match[1].split('|')[0].trim())
          : decodeURIComponent(url.pathname);
    }
    pages.push({ path, label });
  }
  return pages;
}

async function offlinePage(cache, requestUrl) {
  const lang = /^en\b/i.test(self.navigator.language || '') ? 'en' : 'fr';
  const texts = OFFLINE_TEXTS[lang];
  const pages = await availablePages(cache, texts);
  const list = pages.length
    ? `<ul>${pages.map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.label)}</a></li>`).join('')}</ul>`
    : `<p>${texts.none}</p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title} | Sokoni</title>
<style>
:root{color-scheme:light dark;--bg:#fafaf9;--text:#1c1917;--muted:#57534e;--link:#0062a8;--border:#d6d3d1}
@media (prefers-color-scheme:dark){:root{--bg:#121110;--text:#f5f5f4;--muted:#b8b2ad;--link:#5cb8ff;--border:#3f3a36}}
body{margin:0;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;overflow-wrap:anywhere}
main{max-width:640px;margin:0 auto}h1{font-size:24px;margin:0 0 8px}h2{font-size:20px;margin:24px 0 8px}
p{margin:0 0 8px;color:var(--muted)}ul{list-style:none;margin:0;padding:0}li{border-bottom:1px solid var(--border)}
a{display:flex;align-items:center;min-height:44px;color:var(--link);font-weight:600}
</style></head>
<body><main data-testid="offline-page"><h1>${texts.title}</h1><p>${texts.text}</p>
<p><a href="${escapeHtml(requestUrl.pathname + requestUrl.search)}">${texts.retry}</a></p>
<h2>${texts.available}</h2>${list}</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, (cache) => offlinePage(cache, url)));
  } else if (HASHED_FILE.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (/(?:\.json|\.webmanifest|remoteEntry\.js|theme-boot\.js|whole-page\.js|cut-page-notice\.js|start-app\.js|\.svg|\.png)$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
