// Smoke test: the release build in dist/, served from a sub-folder, loads its wasm and mounts the app
// without any error.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, watchForProblems } from './helpers.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ root: 'dist', prefix: '/some/sub/' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('dist/ served from a sub-folder mounts the app without errors', async () => {
  const page = await browser.newPage();
  const problems = watchForProblems(page);

  const response = await page.goto(server.url);
  assert.equal(response.status(), 200);
  await page.waitForSelector('[data-app]', { timeout: 15_000 });

  assert.equal(await page.title(), 'Escaque');
  assert.deepEqual(problems, []);
  await page.close();
});
