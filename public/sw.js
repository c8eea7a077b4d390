// The service worker: the app shell and every screen's code load offline. It keeps no answer of the API:
// the account's data for offline reading is the app's own copy, per account, in IndexedDB
// (src/web/lib/offline-copy.ts, decision 0047), and nothing is ever stored here that its answer marks
// `no-store` or `private`. Saves are never cached: the page keeps them in its outbox (src/web/offline).
// A sign-out the server has not been told of (src/web/lib/sign-out-pending.ts) is finished here before any
// API read or page is fetched; while it cannot be, API reads are answered 401, never with the account.
// The build writes its id and its files into BUILD (vite.config.ts), so each build installs afresh and
// precaches the code of every screen: one never opened online still opens offline.
const BUILD = { id: 'dev', files: [] };
const SHELL = `shell-${BUILD.id}`;
const ASSETS = `assets-${BUILD.id}`;
const PRECACHE = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
/** What a pending sign-out never holds back: the sign-in and sign-out themselves, and the health check. */
const SESSION_CALLS = ['/api/login', '/api/logout', '/api/health'];

/** Whether an answer may be kept: a good one its server did not mark `no-store` or `private`. */
function storable(res) {
  if (!res.ok) return false;
  const control = (res.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(control);
}

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
  await Promise.all(answers.filter(([, res]) => storable(res)).map(([url, res]) => cache.put(url, res)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([precache(SHELL, ['/', ...PRECACHE]), precache(ASSETS, BUILD.files)]).then(() =>
      self.skipWaiting(),
    ),
  );
});

self.addEventListener('activate', (event) => {
  // Every other cache goes, the API answers older workers kept among them.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== ASSETS).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// ---- A pending sign-out (the page writes it; the same database, store and key as sign-out-pending.ts).

const SIGN_OUT_DB = 'strain-journal-sign-out';
const SIGN_OUT_STORE = 'pending';
const SIGN_OUT_KEY = 'pending';

let database = null;
function openDatabase() {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(SIGN_OUT_DB);
    // As idb-keyval makes it, so the page's store finds it whichever side opened it first.
    request.onupgradeneeded = () => request.result.createObjectStore(SIGN_OUT_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((err) => {
    database = null;
    throw err;
  });
  return database;
}

async function inStore(mode, use) {
  const db = await openDatabase();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(SIGN_OUT_STORE, mode);
    const request = use(tx.objectStore(SIGN_OUT_STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The pending sign-out: undefined until first read, then null or the marker (kept in memory). */
let pending;
let pendingRead = null;
function readPending() {
  pendingRead = inStore('readonly', (store) => store.get(SIGN_OUT_KEY))
    .then((value) => {
      pending = value ?? null;
      return pending;
    })
    .catch(() => {
      pending = null;
      return null;
    });
  return pendingRead;
}
readPending();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'sign-out-changed') event.waitUntil(readPending());
});

let finishing = null;
/**
 * Tells the server, once at a time: by the session's key, or by the cookie while it is still the old
 * session's (nobody signed in since). True once nothing is pending.
 */
function finishSignOut() {
  finishing ??= (async () => {
    const marker = await (pending === undefined ? pendingRead : Promise.resolve(pending));
    if (!marker) return true;
    if (marker.key || !marker.replaced) {
      try {
        const res = await fetch('/api/logout', {
          method: 'POST',
          credentials: 'include',
          headers: marker.key ? { 'content-type': 'application/json' } : {},
          body: marker.key ? JSON.stringify({ session: marker.key }) : undefined,
        });
        if (!res.ok) return false;
      } catch {
        return false;
      }
    }
    // Removed unless a later sign-out replaced it meanwhile; the pages hear of it.
    await inStore('readwrite', (store) => store.get(SIGN_OUT_KEY)).then((now) =>
      now?.at === marker.at ? inStore('readwrite', (store) => store.delete(SIGN_OUT_KEY)) : undefined,
    );
    await readPending();
    const pages = await self.clients.matchAll({ includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: 'sign-out-finished' });
    return pending === null;
  })()
    .catch(() => false)
    .finally(() => {
      finishing = null;
    });
  return finishing;
}

const signedOutAnswer = () =>
  new Response(JSON.stringify({ error: 'Please sign in to continue', code: 'unauthorized' }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * With a sign-out pending, a request for the API or a page waits for it to be finished first; an API read
 * that would still carry the old session's cookie (not finished, nobody signed in since) gets a 401.
 */
async function afterSignOut(request, api, handle) {
  if (pending === undefined) await pendingRead;
  if (pending && !(await finishSignOut()) && api && pending && !pending.replaced) return signedOutAnswer();
  return handle(request);
}

// ---- Requests.

function page(request) {
  // Pages: the network first (fresh deploys), the cached shell when offline.
  return fetch(request)
    .then((res) => {
      if (storable(res) && (res.headers.get('content-type') ?? '').includes('text/html')) {
        const copy = res.clone();
        caches.open(SHELL).then((cache) => cache.put('/', copy));
      }
      return res;
    })
    .catch(() => caches.match('/').then((cached) => cached ?? Response.error()));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // The API: the network only (the app keeps its own offline copy), after a pending sign-out.
  if (url.pathname.startsWith('/api/')) {
    if (pending === null || SESSION_CALLS.some((p) => url.pathname.startsWith(p))) return;
    event.respondWith(afterSignOut(request, true, (r) => fetch(r)));
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(pending === null ? page(request) : afterSignOut(request, false, page));
    return;
  }

  // Hashed build assets never change: the cache first, filled as they are fetched.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((res) => {
            if (storable(res)) {
              const copy = res.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return res;
          }),
      ),
    );
  }
});

// Reminders by Web Push (decision 0053): the server sends {title, body, tag, url}, encrypted for this
// browser; shown even when no page is open. A tap opens the reminder's screen (/new, /experiments/{id} for
// an experiment day, or /entry/{id} for "How do you feel now?"), in an open window of the app when there is
// one.
function reminderUrl(url) {
  return typeof url === 'string' && /^\/(new|entry\/\d+|experiments\/\d+)?$/.test(url) ? url : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (value, fallback) => (typeof value === 'string' && value ? value : fallback);
  event.waitUntil(
    self.registration.showNotification(text(data.title, 'Strain Journal'), {
      body: text(data.body, ''),
      tag: text(data.tag, 'reminder'),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: reminderUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(reminderUrl(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages.find((p) => new URL(p.url).origin === self.location.origin);
      if (!page) return self.clients.openWindow(url);
      // The screen changes even when the browser declines to bring the window forward.
      await page.focus().catch(() => undefined);
      return page.navigate(url).catch(() => self.clients.openWindow(url));
    })(),
  );
});
