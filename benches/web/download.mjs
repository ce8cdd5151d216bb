// What a first visit and a repeat visit download (issue 3, 5 and 14 budgets), and how soon a cold load answers,
// measured in headless Chromium against dist/ served from a sub-folder, beside a plain JavaScript board page
// (benches/web/plain/, our own code) measured in the same run. Sizes are gzip -9 of each file, the way a static
// host that compresses would send them. Not a test: it prints figures.
//
//   trunk build --release && node benches/web/download.mjs          (RUNS=5 cold loads per page by default)
//
// Cold load to interactive: navigation start to the first [data-square] in the DOM (Contract 2: those appear when
// the board answers input), in a fresh browser context each time (empty cache, no service worker); the median of
// RUNS. First paint is Chromium's first-contentful-paint. "at 1.6 Mbit/s" is the first-load gzip bytes over a slow
// mobile link, computed, not measured.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, launchBrowser, REPO_ROOT } from '../../tests/e2e/helpers.mjs';

const prefix = '/escaque/';
const server = await startServer({ root: 'dist', prefix });
const browser = await launchBrowser();
const gz = (url) => {
  const rel = decodeURIComponent(new URL(url).pathname.slice(prefix.length)) || 'index.html';
  const file = path.join(REPO_ROOT, 'dist', rel.endsWith('/') ? `${rel}index.html` : rel);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};
try {
  const context = await browser.newContext();
  const fetched = [];
  context.on('requestfinished', (req) => fetched.push(req));
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('[data-square="e1"] [data-piece]');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1500);
  const byPage = new Map();
  const bySw = new Map();
  for (const r of fetched) {
    const resp = await r.response();
    const fromSw = resp?.fromServiceWorker();
    if (r.serviceWorker()) bySw.set(r.url(), gz(r.url()));
    else if (!fromSw) byPage.set(r.url(), gz(r.url()));
  }
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  const onlySw = new Map([...bySw].filter(([u]) => !byPage.has(u)));
  console.log(`first visit, what the page loads: ${byPage.size} files, ${sum(byPage)} B gzip`);
  for (const [u, b] of [...byPage].sort((a, b) => b[1] - a[1])) console.log(`  ${String(b).padStart(7)}  ${u.slice(server.url.length) || '(page)'}`);
  console.log(`first visit, service worker precache on top (files the page did not need yet): ${onlySw.size} files, ${sum(onlySw)} B gzip`);
  fetched.length = 0;
  await page.reload();
  await page.waitForSelector('[data-square="e1"] [data-piece]');
  await page.waitForTimeout(500);
  const network = [];
  for (const r of fetched) {
    const resp = await r.response();
    if (!resp?.fromServiceWorker() || r.serviceWorker()) network.push(`${r.serviceWorker() ? 'sw ' : ''}${r.url().slice(server.url.length) || '(page)'}`);
  }
  console.log(`repeat visit: ${network.length} network requests: ${network.join(', ') || 'none'}`);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-square="e1"] [data-piece]');
  console.log('offline reload: the board is there');
  await context.close();

  // Every file of dist/ (the service worker fetches them all on a first visit).
  const files = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const table = (root) => {
    const rows = files(root).map((f) => [path.relative(root, f), zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length]);
    return { rows: rows.sort((a, b) => b[1] - a[1]), total: rows.reduce((a, r) => a + r[1], 0) };
  };
  const dist = table(path.join(REPO_ROOT, 'dist'));
  const plainDir = path.join(REPO_ROOT, 'benches/web/plain');
  const plain = table(plainDir);
  console.log(`\ndist/, every file, gzip -9: ${dist.rows.length} files, ${dist.total} B`);
  for (const [f, b] of dist.rows.slice(0, 8)) console.log(`  ${String(b).padStart(7)}  ${f}`);
  if (dist.rows.length > 8) console.log(`  ${String(dist.rows.slice(8).reduce((a, r) => a + r[1], 0)).padStart(7)}  (${dist.rows.length - 8} more files)`);
  console.log(`plain page (benches/web/plain/), every file, gzip -9: ${plain.rows.length} files, ${plain.total} B`);

  // Cold loads, both pages in the same run, alternating.
  const runs = Number(process.env.RUNS ?? 5);
  const plainServer = await startServer({ root: plainDir, prefix: '/plain/' });
  const cold = async (url) => {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    await ctx.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('[data-square]')) {
          window.__interactive = performance.now();
          obs.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const p = await ctx.newPage();
    await p.goto(url);
    await p.waitForFunction(() => window.__interactive !== undefined);
    await p.waitForTimeout(100);
    const [interactive, paint, mount] = await p.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return [window.__interactive, at('first-contentful-paint'), at('escaque-mounted') - at('escaque-mount')];
    });
    await ctx.close();
    return { interactive, paint, mount };
  };
  const samples = { escaque: [], plain: [] };
  for (let i = 0; i < runs; i++) {
    samples.escaque.push(await cold(server.url));
    samples.plain.push(await cold(plainServer.url));
  }
  await plainServer.close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const firstLoad = sum(byPage);
  console.log(`\ncold load on localhost, median of ${runs} (fresh context each):`);
  console.log(`  ${'page'.padEnd(8)} ${'first paint'.padStart(12)} ${'interactive'.padStart(12)} ${'first load gzip'.padStart(16)} ${'at 1.6 Mbit/s'.padStart(14)}`);
  const mounts = samples.escaque.map((x) => x.mount).filter((x) => !Number.isNaN(x));
  for (const [name, xs, bytes] of [['escaque', samples.escaque, firstLoad], ['plain', samples.plain, plain.total]]) {
    const fcp = median(xs.map((x) => x.paint));
    const tti = median(xs.map((x) => x.interactive));
    console.log(`  ${name.padEnd(8)} ${`${fcp.toFixed(0)} ms`.padStart(12)} ${`${tti.toFixed(0)} ms`.padStart(12)} ${`${bytes} B`.padStart(16)} ${`${((bytes * 8) / 1.6e6).toFixed(2)} s`.padStart(14)}`);
  }
  // The part of escaque's cold load spent building the page in wasm (performance marks around the mount).
  if (mounts.length) console.log(`  escaque: building the page (mount) took ${median(mounts).toFixed(0)} ms of that, median`);
} finally {
  await browser.close();
  await server.close();
}
