// Shared helpers for the end-to-end tests (run with `node --test tests/e2e/*.test.mjs`, after `trunk build`).
//
// startServer: a tiny static server for dist/ (node's own http module, no dependency), able to serve it from a
//   sub-folder URL, as a static host would, to prove that dist/ uses relative URLs only.
// launchBrowser: the system Chromium (Debian package) driven by playwright-core; never a downloaded browser.

import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves the folder `root` (relative to the repository root, or absolute) at http://127.0.0.1:PORT{prefix},
 * on a free port. Anything outside `prefix` is a 404; `prefix` without its trailing slash redirects to it;
 * a folder serves its index.html. Nothing is cached.
 * @returns {Promise<{url: string, close: () => Promise<void>}>} url ends with `prefix`.
 */
export async function startServer({ root = 'dist', prefix = '/' } = {}) {
  const base = path.resolve(REPO_ROOT, root);
  if (!prefix.startsWith('/')) prefix = `/${prefix}`;
  if (!prefix.endsWith('/')) prefix = `${prefix}/`;
  await fs.access(path.join(base, 'index.html')).catch(() => {
    throw new Error(`${base}/index.html is missing: run \`trunk build --release\` first`);
  });

  const server = http.createServer(async (req, res) => {
    const send = (status, headers, body) => {
      res.writeHead(status, { 'cache-control': 'no-store', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { allow: 'GET, HEAD' }, '');
      const { pathname } = new URL(req.url, 'http://localhost');
      if (`${pathname}/` === prefix) return send(301, { location: prefix }, '');
      if (!pathname.startsWith(prefix)) return send(404, { 'content-type': 'text/plain' }, 'not found');
      let rel;
      try {
        rel = decodeURIComponent(pathname.slice(prefix.length));
      } catch {
        return send(400, { 'content-type': 'text/plain' }, 'bad request');
      }
      let file = path.resolve(base, `./${rel}`);
      if (file !== base && !file.startsWith(base + path.sep)) {
        return send(403, { 'content-type': 'text/plain' }, 'forbidden');
      }
      let stat = await fs.stat(file).catch(() => null);
      if (stat?.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat?.isFile()) return send(404, { 'content-type': 'text/plain' }, 'not found');
      const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      send(200, { 'content-type': type, 'content-length': stat.size }, await fs.readFile(file));
    } catch (err) {
      send(500, { 'content-type': 'text/plain' }, String(err));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Chromium flags for a quiet, offline-friendly headless run (see docs/ARCHITECTURE.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium (/usr/bin/chromium) with playwright-core. Close it with `browser.close()`. */
export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, ...options });
}

/**
 * Records what went wrong on a page: uncaught errors (`pageerror`), console errors, failed requests and HTTP
 * error responses of the page's own requests. Call before `page.goto`; assert `problems` is empty at the end of a test.
 * @returns {string[]} the live list of problems.
 */
export function watchForProblems(page) {
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.stack ?? err}`));
  page.on('console', (msg) => {
    // A failed load also shows up as a `response` or `requestfailed` event below, with its URL; this skips the
    // browser's own favicon.ico probe, which is no resource of the page.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${msg.text()}`);
    }
  });
  // A request the page's own navigation cut short (a reload while the favicon or a part was on its way) is
  // net::ERR_ABORTED: the test's doing, not the page's fault.
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText;
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}
