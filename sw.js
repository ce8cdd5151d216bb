// Escaque service worker: the app works offline after the first visit.
// - Install: precache the page, every file it links (hashed JS, wasm, CSS, the favicon), the wasm parts the app
//   fetches later and the manifest (the pieces are inside the stylesheet: scripts/inline-pieces.mjs).
// - The manifest's icons (icons/icon-192.png, icon-512.png, icon.svg) are not precached: nothing in the page draws
//   them; the browser fetches them itself when it installs the app, and the system keeps its own copy for the home
//   screen and the launcher, so an offline start never asks for them. Precached, they were 10.9 KB of every first
//   visit (gzip) for no offline need (issue 32, item 4). They stay in the build and in the manifest.
// - Navigation: network first (a new build is picked up at once when online), the cached page offline.
// - Other GETs of this origin: cache first; trunk's file names carry a content hash, so they never go stale.
// - The build stamps VERSION (Trunk.toml post_build hook); a new version deletes the old caches.
// - A new version never takes over an open page by itself (a game may be in progress): it waits until
//   the page's update notice asks it to (message 'skip-waiting'); the first install takes over at once.
const VERSION = '__BUILD__';
const CACHE = `escaque-${VERSION}`;
const STATIC = [
  './',
  'manifest.webmanifest',
  'icons/favicon.svg',
  // The app's wasm parts fetched after the first paint or on first use (scripts/split.sh writes their names here).
  /*__SPLIT__*/
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch('./', { cache: 'no-cache' });
      const html = await page.clone().text();
      // The release page is minified: its attribute values may stand without quotes.
      const linked = [...html.matchAll(/\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)]
        .map((m) => m[1] ?? m[2] ?? m[3])
        .filter((u) => !/^(?:[a-z]+:|\/\/|#)/i.test(u));
      await cache.put('./', page);
      // One request per file: the page may link a file the list names too (`./x.js` and `x.js`), and addAll refuses
      // the same request twice.
      const urls = [...linked, ...STATIC.slice(1)].map((u) => new URL(u, self.location).href);
      await cache.addAll([...new Set(urls)]);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('escaque-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put('./', copy));
          }
          return res;
        })
        .catch(async () => (await caches.match('./')) || Response.error()),
    );
    return;
  }
  event.respondWith(
    caches.match(req, { ignoreSearch: true }).then(
      (hit) =>
        hit ||
        fetch(req).then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put(req, copy));
          }
          return res;
        }),
    ),
  );
});
