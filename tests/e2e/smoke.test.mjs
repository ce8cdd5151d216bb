// Smoke test: the release build in dist/, served from a sub-folder, loads its wasm and mounts the app
// without any error.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchForProblems } from './helpers.mjs';
import { sharedBrowser } from './page.mjs';

const shared = sharedBrowser({ prefix: '/some/sub/' });

test('dist/ served from a sub-folder mounts the app without errors', async () => {
  const page = await shared.browser.newPage();
  const problems = watchForProblems(page);

  const response = await page.goto(shared.server.url);
  assert.equal(response.status(), 200);
  await page.waitForSelector('[data-app]', { timeout: 15_000 });

  assert.equal(await page.title(), 'Escaque');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the pieces come inside the stylesheet: no request per piece, and each drawing decodes', async () => {
  const page = await shared.browser.newPage();
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(shared.server.url);
  await page.waitForSelector('[data-square="e1"] [data-piece]', { timeout: 15_000 });

  assert.deepEqual(requested.filter((p) => /\.svg$/.test(p) && !p.includes('/icons/')), [], 'no piece file asked for');
  const drawings = await page.evaluate(async () => {
    const out = {};
    for (const piece of ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP']) {
      const probe = document.createElement('div');
      probe.className = `piece p-${piece}`;
      document.body.append(probe);
      const url = getComputedStyle(probe).backgroundImage.match(/^url\("(.*)"\)$/)?.[1] ?? '';
      probe.remove();
      const img = new Image();
      img.src = url;
      const decoded = await img.decode().then(() => img.naturalWidth > 0, () => false);
      out[piece] = `${url.slice(0, 18)} ${decoded ? 'decodes' : 'does not decode'}`;
    }
    return out;
  });
  for (const [piece, drawn] of Object.entries(drawings)) assert.equal(drawn, 'data:image/svg+xml decodes', piece);
  await page.close();
});
