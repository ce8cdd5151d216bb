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
