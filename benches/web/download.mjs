// What a first visit and a repeat visit download (issue 3 and 5 budgets), measured in headless Chromium
// against dist/ served from a sub-folder. Sizes are gzip -9 of each fetched file, the way a static host
// that compresses would send them. Not a test: it prints figures.
//
//   trunk build --release && node benches/web/download.mjs
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
} finally {
  await browser.close();
  await server.close();
}
