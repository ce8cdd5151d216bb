// What a first visit downloads before the board answers and in all, whether the board then loads offline, what a
// repeat visit downloads, and how soon a cold load answers on a slow phone (issues 3, 5, 14, 23 and 32), in headless
// Chromium, beside a plain JavaScript board page (benches/web/plain/, our own code) measured in the same run.
// Not a test: it prints figures.
//
//   trunk build --release && node benches/web/download.mjs
//   RUNS=3 DIST=/work/before-dist node benches/web/download.mjs   (another build, relative to the repo or absolute)
//   BEFORE=/work/dist-before node benches/web/download.mjs         (two builds in one run: BEFORE, then DIST)
//
// With BEFORE, both builds are served side by side and measured the same way in the same run (the cold loads of
// before, after and the plain page alternate), and a last table sets their figures beside each other.
//
// Sizes are gzip -9 (node zlib) of each file of the build, the way a static host that compresses sends them; brotli
// (quality 11) is given beside the totals. The precompressed copies a build carries (*.gz, *.br) are not files of
// their own here. The bench serves the pages itself (not tests/e2e/helpers.mjs's startServer, which sends files
// uncompressed), gzip -9 when the request accepts gzip, so throttled times reflect those bytes. Nothing is cached
// (no-store).
//
// Interactive: the first [data-square] in the DOM (Contract 2: those appear when the board answers input),
// recorded by an init script; first paint is Chromium's first-contentful-paint; the table's part in, the first
// [data-action="resign"] (the players' commands, which that part brings); all from navigation start.
// Slow mobile: DevTools network emulation (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and CPU slowed 4×,
// set before navigating.
// First visit: slow mobile, service worker allowed, until the network has been quiet for 1 s after the service
// worker is ready. Each URL is counted once, whoever fetched it (page or service worker precache); it counts as
// before interactive when its Resource Timing responseEnd is no later than the interactive moment.
// Cold loads: a fresh context each (empty cache, service workers blocked), the builds and the plain page
// alternating, on localhost and on slow mobile; medians of RUNS (default 5).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser, MIME_TYPES, REPO_ROOT } from '../../tests/e2e/helpers.mjs';

const plainDir = path.join(REPO_ROOT, 'benches/web/plain');
const runs = Number(process.env.RUNS ?? 5);
// The builds measured: DIST alone, or BEFORE and DIST side by side.
const builds = [
  ...(process.env.BEFORE ? [{ label: 'before', dir: path.resolve(REPO_ROOT, process.env.BEFORE) }] : []),
  { label: process.env.BEFORE ? 'after' : 'escaque', dir: path.resolve(REPO_ROOT, process.env.DIST ?? 'dist') },
];
for (const { dir } of builds) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run \`trunk build --release\` first`);
}

// Every file of a folder by its path relative to it, read and compressed once (precompressed copies left out).
const brotli = (raw) => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
const read = (root) =>
  new Map(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(gz|br)$/.test(e.name))
      .map((e) => {
        const raw = fs.readFileSync(path.join(e.parentPath, e.name));
        return [path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'), { raw, gz: zlib.gzipSync(raw, { level: 9 }), br: brotli(raw) }];
      }),
  );
const sites = Object.fromEntries([...builds.map((b) => [`/${b.label}/`, read(b.dir)]), ['/plain/', read(plainDir)]]);
const lookup = (pathname) => {
  const prefix = Object.keys(sites).find((p) => pathname.startsWith(p));
  if (!prefix) return undefined;
  const rel = decodeURIComponent(pathname.slice(prefix.length)).replace(/(^|\/)$/, '$1index.html');
  const file = sites[prefix].get(rel);
  return file && { rel, ...file };
};

const server = http.createServer((req, res) => {
  const file = lookup(new URL(req.url, 'http://localhost').pathname);
  if (!file) return res.writeHead(404).end();
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gz : file.raw;
  res.writeHead(200, {
    'content-type': MIME_TYPES[path.extname(file.rel)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...(gzip && { 'content-encoding': 'gzip' }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
for (const b of builds) b.url = `${origin}/${b.label}/`;
const plainUrl = `${origin}/plain/`;

const bare = (url) => url.split(/[?#]/)[0];
const sizeOf = (url, kind = 'gz') => lookup(new URL(url).pathname)?.[kind].length;
const sum = (urls, kind = 'gz') => [...urls].reduce((a, u) => a + (sizeOf(u, kind) ?? 0), 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const markInteractive = () => {
  new MutationObserver((_, obs) => {
    if (window.__interactive === undefined && document.querySelector('[data-square]')) window.__interactive = performance.now();
    // The table's part in: the players' commands (it brings them) are in the DOM.
    if (window.__commands === undefined && document.querySelector('[data-action="resign"]')) window.__commands = performance.now();
    if (window.__interactive !== undefined && window.__commands !== undefined) obs.disconnect();
  }).observe(document, { subtree: true, childList: true });
};

// A new page in `ctx`, slowed to a phone when `slow`, navigated to `url`; resolves once first paint and interactive
// are both recorded (and, on the app, the table's part is in), with every Resource Timing end and the URLs (query
// dropped) whose response ended by interactive.
const load = async (ctx, url, slow) => {
  await ctx.addInitScript(markInteractive);
  const page = await ctx.newPage();
  if (slow) {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(url);
  await page.waitForFunction(() => window.__interactive !== undefined && performance.getEntriesByName('first-contentful-paint').length);
  if (url !== plainUrl) await page.waitForFunction(() => window.__commands !== undefined, null, { timeout: 60_000 });
  const m = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const ends = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => [e.name, e.responseEnd]);
    return { interactive: window.__interactive, commands: window.__commands ?? NaN, paint: at('first-contentful-paint'), mount: at('escaque-mounted') - at('escaque-mount'), ends };
  });
  const before = new Set(m.ends.filter(([, end]) => end <= m.interactive).map(([u]) => bare(u)));
  return { page, ...m, before };
};

// A first visit of one build (every URL fetched from the network, by the page or by the service worker), then a new
// tab offline and a repeat visit online; prints its table and returns its totals.
const firstVisit = async (browser, build) => {
  const site = sites[`/${build.label}/`];
  const visit = await browser.newContext();
  const fetched = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  visit.on('request', () => (inflight++, (lastActivity = Date.now())));
  const failed = [];
  visit.on('requestfailed', (r) => {
    inflight--;
    lastActivity = Date.now();
    if (!r.serviceWorker()) failed.push(bare(r.url()));
  });
  visit.on('requestfinished', async (r) => {
    inflight--;
    lastActivity = Date.now();
    const by = r.serviceWorker() ? 'sw' : (await r.response())?.fromServiceWorker() ? null : 'page';
    const url = bare(r.url());
    if (by) fetched.set(url, new Set([...(fetched.get(url) ?? []), by]));
  });
  const first = await load(visit, build.url, true);
  await first.page.evaluate(() => navigator.serviceWorker.ready);
  while (inflight > 0 || Date.now() - lastActivity < 1000) await first.page.waitForTimeout(100);
  const whole = new Set([...fetched.keys(), ...first.ends.map(([u]) => bare(u))]);
  const outside = [...whole].filter((u) => sizeOf(u) === undefined);
  const rows = [...whole].filter((u) => sizeOf(u) !== undefined).sort((a, b) => sizeOf(b) - sizeOf(a));
  const before = rows.filter((u) => first.before.has(u));
  const name = (u) => u.slice(build.url.length) || 'index.html';
  const width = Math.max(...rows.map((u) => name(u).length));
  console.log(`${build.label}: first visit, slow mobile, service worker on; gzip -9 of each file in ${build.dir}:`);
  console.log(`  ${'file'.padEnd(width)}  ${'gzip B'.padStart(7)}  before interactive  fetched by`);
  for (const u of rows) console.log(`  ${name(u).padEnd(width)}  ${String(sizeOf(u)).padStart(7)}  ${(first.before.has(u) ? 'yes' : 'no').padEnd(18)}  ${[...(fetched.get(u) ?? [])].sort().join(', ')}`);
  console.log(`  before interactive: ${before.length} files, ${sum(before)} B gzip, ${sum(before, 'br')} B brotli`);
  console.log(`  whole first visit:  ${rows.length} files, ${sum(rows)} B gzip, ${sum(rows, 'br')} B brotli`);
  if (outside.length) console.log(`  fetched but not in the build: ${outside.join(', ')}`);
  const unfetched = [...site].filter(([rel]) => !rows.some((u) => name(u) === rel));
  const siteTotal = [...site.values()].reduce((a, f) => a + f.gz.length, 0);
  console.log(`  the build, every file: ${site.size} files, ${siteTotal} B; not fetched on a first visit: ${unfetched.map(([rel, f]) => `${rel} ${f.gz.length} B`).join(', ') || 'none'}`);

  // Offline in a new tab right after the first visit (what the page itself failed to get), then a repeat visit online.
  await first.page.close();
  await visit.setOffline(true);
  failed.length = 0;
  const offline = await visit.newPage();
  const board = (p) => p.waitForSelector('[data-square="e1"] [data-piece]', { timeout: 10_000 }).then(() => true, () => false);
  const works = await offline.goto(build.url).then(() => board(offline), () => false);
  console.log(`  offline, right after the first visit: ${works ? 'the board is there' : `no board (failed: ${[...new Set(failed.map(name))].join(', ')})`}`);
  await offline.close();
  await visit.setOffline(false);
  fetched.clear();
  const repeat = await visit.newPage();
  await repeat.goto(build.url);
  await board(repeat);
  await repeat.waitForTimeout(500);
  const network = [...fetched].map(([u, by]) => `${by.has('sw') ? 'sw ' : ''}${name(u)}`);
  console.log(`  repeat visit: ${network.length} network requests: ${network.join(', ') || 'none'}\n`);
  await visit.close();
  const wasm = rows.find((u) => u.endsWith('_bg.wasm'));
  return { before: sum(before), beforeBr: sum(before, 'br'), whole: sum(rows), wholeBr: sum(rows, 'br'), requestsBefore: before.length, module: wasm && sizeOf(wasm), offline: works };
};

const browser = await launchBrowser();
try {
  const visits = [];
  for (const build of builds) visits.push(await firstVisit(browser, build));
  const plainTotal = [...sites['/plain/'].values()].reduce((a, f) => a + f.gz.length, 0);
  console.log(`plain page (benches/web/plain/), every file: ${sites['/plain/'].size} files, ${plainTotal} B`);

  // Cold loads, every build and the plain page alternating, on localhost and slowed.
  const pages = [...builds.map((b) => [b.label, b.url]), ['plain', plainUrl]];
  const cases = ['localhost', 'slow mobile'].flatMap((net) => pages.map(([label, url]) => [label, url, net]));
  const samples = cases.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, [, url, net]] of cases.entries()) {
      const ctx = await browser.newContext({ serviceWorkers: 'block' });
      const { interactive, commands, paint, mount, before } = await load(ctx, url, net === 'slow mobile');
      samples[k].push({ interactive, commands, paint, mount, bytes: sum(before) });
      await ctx.close();
    }
  }
  const ms = (x) => `${x.toFixed(0)} ms`;
  console.log(`\ncold load, median of ${runs} (fresh context each, no service worker):`);
  console.log(`  ${'page'.padEnd(8)} ${'network'.padEnd(12)} ${'first paint'.padStart(12)} ${'interactive'.padStart(12)} ${'mount'.padStart(8)} ${'before interactive'.padStart(19)}`);
  const med = samples.map((xs) => Object.fromEntries(['interactive', 'commands', 'paint', 'mount', 'bytes'].map((k) => [k, median(xs.map((x) => x[k]))])));
  for (const [k, [page, , net]] of cases.entries()) {
    const m = med[k];
    console.log(`  ${page.padEnd(8)} ${net.padEnd(12)} ${ms(m.paint).padStart(12)} ${ms(m.interactive).padStart(12)} ${(Number.isNaN(m.mount) ? '' : ms(m.mount)).padStart(8)} ${`${m.bytes} B`.padStart(19)}`);
  }
  const at = (label, net) => med[cases.findIndex(([l, , n]) => l === label && n === net)];
  for (const net of ['localhost', 'slow mobile']) {
    for (const { label } of builds) {
      const ratio = (key) => (at(label, net)[key] / at('plain', net)[key]).toFixed(1);
      console.log(`  ${label}/plain ${net}: first paint ×${ratio('paint')}, interactive ×${ratio('interactive')}`);
    }
  }
  console.log('  (mount: building the page in wasm, within interactive)');

  // The figures issue 32 asks for, each build beside the other.
  const cols = builds.map((b) => b.label);
  const row = (what, f) => console.log(`  ${what.padEnd(44)} ${builds.map((b, i) => String(f(b, i)).padStart(16)).join(' ')}`);
  console.log(`\nsummary (gzip -9 bytes; times are medians of ${runs}):`);
  row('', (b) => b.label);
  row('first wasm module', (_, i) => visits[i].module ?? '');
  row('bytes before the board answers', (_, i) => visits[i].before);
  row('  (brotli 11)', (_, i) => visits[i].beforeBr);
  row('  requests before the board answers', (_, i) => visits[i].requestsBefore);
  row('whole first visit', (_, i) => visits[i].whole);
  row('  (brotli 11)', (_, i) => visits[i].wholeBr);
  row('slow mobile: playable board', (b) => ms(at(b.label, 'slow mobile').interactive));
  row(`  plain page, same run (${ms(at('plain', 'slow mobile').interactive)})`, (b) => `×${(at(b.label, 'slow mobile').interactive / at('plain', 'slow mobile').interactive).toFixed(2)}`);
  row('slow mobile: first paint', (b) => ms(at(b.label, 'slow mobile').paint));
  row("slow mobile: the table's part in (commands)", (b) => ms(at(b.label, 'slow mobile').commands));
  row('localhost cold load: playable board', (b) => ms(at(b.label, 'localhost').interactive));
  row('offline right after the first visit', (_, i) => (visits[i].offline ? 'board' : 'no board'));
  if (cols.length === 2) {
    const [a, b] = visits;
    console.log(`  after − before: first module ${b.module - a.module} B, before the board answers ${b.before - a.before} B, whole first visit ${b.whole - a.whole} B`);
  }
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
