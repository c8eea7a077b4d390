// The service worker: the app shell loads offline, and so do the user's last answers from the API (GETs
// only, network first: online the server always answers). Saves are never cached here: the page keeps
// them in its outbox (src/web/offline). Staff screens and shared links are not kept.
// The build writes its id and its files into BUILD (vite.config.ts), so each build installs afresh and
// precaches the code of every screen: one never opened online still opens offline.
const BUILD = { id: 'dev', files: [] };
const SHELL = `shell-${BUILD.id}`;
const ASSETS = `assets-${BUILD.id}`;
const API = 'api-data';
const NOT_KEPT = ['/api/admin', '/api/manager', '/api/shared', '/api/health', '/api/metrics', '/api/login', '/api/logout'];
const PRECACHE = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

// The precache's downloads are asked at low priority: a page's own requests made meanwhile (a screen
// opened during the install) go ahead of them. Like cache.addAll, one failed download fails the install
// (the next visit tries again), and nothing is put unless every answer is good.
async function precache(cacheName, urls) {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url, { priority: 'low' });
      if (!res.ok) throw new Error(`Precache of ${url} answered ${res.status}`);
      return [url, res];
    }),
  );
  const cache = await caches.open(cacheName);
  await Promise.all(answers.map(([url, res]) => cache.put(url, res)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([precache(SHELL, ['/', ...PRECACHE]), precache(ASSETS, BUILD.files)]).then(() =>
      self.skipWaiting(),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== SHELL && k !== ASSETS && k !== API).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // The user's own data: the network first; its last answer when there is no network.
  if (url.pathname.startsWith('/api/')) {
    if (NOT_KEPT.some((p) => url.pathname.startsWith(p))) return;
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(API).then((cache) => cache.put(request, copy));
          }
          return res;
        })
        .catch((err) =>
          caches.match(request, { cacheName: API, ignoreVary: true }).then((cached) => {
            if (cached) return cached;
            throw err;
          }),
        ),
    );
    return;
  }

  // Pages: the network first (fresh deploys), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) {
            const copy = res.clone();
            caches.open(SHELL).then((cache) => cache.put('/', copy));
          }
          return res;
        })
        .catch(() => caches.match('/').then((cached) => cached ?? Response.error())),
    );
    return;
  }

  // Hashed build assets never change: the cache first, filled as they are fetched.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return res;
          }),
      ),
    );
  }
});
