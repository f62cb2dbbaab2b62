/*
 * Offline study (issue 24 §7, decision 0071). Registered only when a learner saves a flashcard set
 * for offline study. It keeps the offline study page (its HTML is the same for every learner:
 * fetched without credentials) and the build's static files, and nothing else: API responses
 * are never cached (the set's cards live in IndexedDB, per learner). Signing out deletes the cache
 * and unregisters this worker.
 */
const CACHE = 'knowly-study-v1';
const BUILD_KEY = '/__knowly-study-build';
/** The offline study page, with or without a locale prefix. */
const OFFLINE_PAGE = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/app\/flashcards\/offline\/?$/;
/** Public files the study page loads: build files (immutable names), flags and icons. */
const KEEPABLE = /^\/(_next\/static\/|flags\/|icons\/|favicon\.svg$)/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  const reply = (ok) => port && port.postMessage({ ok });
  if (data.type === 'cache-page' && typeof data.path === 'string') {
    const files = Array.isArray(data.files) ? data.files.filter((f) => typeof f === 'string') : [];
    event.waitUntil(cachePage(data.path, files).then(() => reply(true), () => reply(false)));
  } else if (data.type === 'clear') {
    event.waitUntil(caches.delete(CACHE).then(() => reply(true), () => reply(false)));
  }
});

/**
 * The page, every static file its HTML names and the files the asking page has loaded (chunks the
 * shell loads lazily, which no HTML names); a new build starts the cache afresh.
 */
async function cachePage(path, files) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !OFFLINE_PAGE.test(url.pathname)) throw new Error('Not the offline study page');
  const response = await fetch(url.pathname, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const html = await response.clone().text();
  const build = (html.match(/"buildId":"([^"]+)"/) || [])[1] || '';
  let cache = await caches.open(CACHE);
  const stored = await cache.match(BUILD_KEY);
  if (stored && (await stored.text()) !== build) {
    await caches.delete(CACHE);
    cache = await caches.open(CACHE);
  }
  const assets = new Set();
  for (const m of html.matchAll(/["'](\/_next\/static\/[^"'?#\s]+)["']/g)) assets.add(m[1]);
  for (const file of files) {
    const f = new URL(file, self.location.origin);
    if (f.origin === self.location.origin && KEEPABLE.test(f.pathname)) assets.add(f.pathname);
  }
  await Promise.all(
    [...assets].map(async (asset) => {
      if (await cache.match(asset)) return;
      const r = await fetch(asset);
      if (r.ok) await cache.put(asset, r);
    }),
  );
  await cache.put(url.pathname, response);
  await cache.put(BUILD_KEY, new Response(build));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && OFFLINE_PAGE.test(url.pathname)) {
    // The network first (a new build, a fresh page); the saved page when there is none.
    event.respondWith(
      fetch(request).catch(async (error) => {
        const page = await caches.match(url.pathname, { cacheName: CACHE });
        if (page) return page;
        throw error;
      }),
    );
  } else if (KEEPABLE.test(url.pathname)) {
    // Build files never change under their name: the saved copy, else the network (kept when
    // the offline page asked for it, e.g. a chunk it loads lazily).
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (hit) =>
          hit ||
          fetch(request).then(async (response) => {
            if (response.ok && fromOfflinePage(request)) {
              const cache = await caches.open(CACHE);
              await cache.put(url.pathname, response.clone());
            }
            return response;
          }),
      ),
    );
  }
});

function fromOfflinePage(request) {
  try {
    return request.referrer !== '' && OFFLINE_PAGE.test(new URL(request.referrer).pathname);
  } catch {
    return false;
  }
}
