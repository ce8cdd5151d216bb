// Files from anywhere (issue 44), end to end in headless Chromium: a PGN in UTF-16 with a byte-order mark (either
// order, as Windows programs write "Unicode" text) and a file concatenated from a UTF-8 and a Windows-1252 program,
// imported through the page's import dialog; every name reads as written, the dialog says how the file was read, and
// no replacement character or mojibake shows. The decoding itself is tested natively (tests/pgn_encoding.rs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchForProblems, REPO_ROOT } from './helpers.mjs';
import { sharedBrowser, settleAll as settle, revealIn, closeMenu } from './page.mjs';

const ENCODINGS = path.join(REPO_ROOT, 'tests/data/encodings');

const shared = sharedBrowser();


/** A fresh context and page in `lang`, `body(page)`, then no page error. */
async function withPage(lang, body) {
  const context = await shared.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  page.on('dialog', (d) => d.accept());
  try {
    await page.goto(`${shared.server.url}?lang=${lang}`);
    await page.waitForSelector('[data-square="e1"]', { timeout: 30_000 });
    await settle(page);
    await body(page);
    assert.deepEqual(problems, [], 'the page reported errors');
  } finally {
    await context.close();
  }
}

async function action(page, name) {
  const opened = await revealIn(page, `[data-action="${name}"]`);
  await page.locator(`[data-action="${name}"]`).first().click();
  if (opened) await closeMenu(page);
  await settle(page);
}

/** Imports `file` from tests/data/encodings and waits for its `count` games to be listed. */
async function importFile(page, file, count) {
  await action(page, 'import');
  await page.waitForSelector('#import[open]');
  await page.setInputFiles('[data-field="pgn-file"]', path.join(ENCODINGS, file));
  await page.waitForSelector(`[data-pgn-games][data-count="${count}"]`, { timeout: 30_000 });
  await settle(page);
  return page.locator('#import').textContent();
}

function clean(text) {
  assert.equal(text.includes('\uFFFD'), false, 'no replacement character');
  assert.equal(/Ã|Â/.test(text), false, `no mojibake in ${text}`);
}

for (const [file, label] of [['utf16le_bom.pgn', 'utf-16le'], ['utf16be_bom.pgn', 'utf-16be']]) {
  test(`${file}: a UTF-16 file with a byte-order mark reads its names, and says it was UTF-16`, async () => {
    await withPage('es', async (page) => {
      const text = await importFile(page, file, 2);
      assert.equal(await page.getAttribute('[data-import-encoding]', 'data-import-encoding'), label);
      assert.match(await page.locator('[data-import-encoding]').textContent(), /UTF-16/);
      for (const name of ['Müller, Jürgen', 'Åström, Björn', 'Lefèvre, Zoé', 'Dvořák, Tomáš', 'Bundesliga 2019/20']) {
        assert.ok(text.includes(name), `${name} in ${text}`);
      }
      assert.equal(await page.locator('[data-pgn-error]').count(), 0, 'no game refused ("ÿþ" read as a move)');
      clean(text);
    });
  });
}

test('a file of UTF-8 and Windows-1252 games keeps each as written, and says it mixed the two', async () => {
  await withPage('en', async (page) => {
    const text = await importFile(page, 'mixed.pgn', 3);
    assert.equal(await page.getAttribute('[data-import-encoding]', 'data-import-encoding'), 'utf-8+windows-1252');
    assert.match(await page.locator('[data-import-encoding]').textContent(), /UTF-8.*Windows-1252/);
    for (const name of ['Müller, Jürgen', 'Muñoz, Ángel', 'Œuvray, François', 'Lefèvre, Zoé', 'Dvořák, Tomáš']) {
      assert.ok(text.includes(name), `${name} in ${text}`);
    }
    clean(text);
    // The Windows-1252 game, picked: its names and its comment's € and quotes read.
    await page.locator('[data-pgn-games] input[data-game="2"]').check();
    await settle(page);
    const preview = await page.locator('[data-pgn-preview]').textContent();
    assert.match(preview, /Muñoz, Ángel – Œuvray, François/);
    assert.ok(preview.includes('500 € – el “mejor” juego…'), preview);
    clean(preview);
  });
});
