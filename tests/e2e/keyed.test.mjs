// The scoresheet's keyed list (src/ui/core/keyed.rs, issue 32): a move played adds its row and leaves the rows
// before it as they were (the same elements), a move taken back removes only its row, and the ply shown is marked
// in one place as a review steps through the game. Each row is tagged in the page before the change: a row drawn
// again would lose its tag.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite } from './page.mjs';

const withGame = gameSuite();

const ROWS = '.sheet ol.moves > li';

/** Tags every row of the scoresheet with its place now; returns how many there are. */
function tagRows(g) {
  return g.page.evaluate((sel) => {
    const rows = [...document.querySelectorAll(sel)];
    rows.forEach((li, i) => { li.dataset.kept = String(i + 1); });
    return rows.length;
  }, ROWS);
}

/** The rows as they stand: each one's tag ('' for a row drawn since), number and plies. */
function rows(g) {
  return g.page.evaluate((sel) => [...document.querySelectorAll(sel)].map((li) => ({
    kept: li.dataset.kept ?? '',
    text: [li.querySelector('.num'), ...li.querySelectorAll('[data-ply]')].map((e) => e?.textContent.trim()).join(' '),
  })), ROWS);
}

/** The plies marked as shown (aria-current). */
function shown(g) {
  return g.page.evaluate(() => [...document.querySelectorAll('[data-ply][aria-current="step"]')].map((b) => b.dataset.ply));
}

test('a move played adds its row and keeps the others; a move taken back removes only its row', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'e7e5', 'g1f3', 'b8c6');
    assert.equal(await tagRows(g), 2);
    await g.play('f1c4');
    assert.deepEqual(await rows(g), [
      { kept: '1', text: '1. e4 e5' },
      { kept: '2', text: '2. Nf3 Nc6' },
      { kept: '', text: '3. Bc4' },
    ]);
    assert.deepEqual(await shown(g), ['5']);

    await tagRows(g);
    await g.action('takeback');
    assert.deepEqual(await rows(g), [
      { kept: '1', text: '1. e4 e5' },
      { kept: '2', text: '2. Nf3 Nc6' },
    ]);
    assert.deepEqual(await shown(g), ['4']);
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
  });
});

test('a step of the review moves the mark of the ply shown and draws no row again', async () => {
  await withGame({}, async (g) => {
    await g.play('d2d4', 'd7d5', 'c2c4');
    await tagRows(g);
    await g.page.locator('.sheet [data-action="prev"]').click();
    await g.settle();
    assert.deepEqual(await shown(g), ['2']);
    await g.page.locator('.sheet [data-action="first"]').click();
    await g.settle();
    assert.deepEqual(await shown(g), []);
    await g.page.locator('.sheet [data-ply="3"]').click();
    await g.settle();
    assert.deepEqual(await shown(g), ['3']);
    assert.deepEqual((await rows(g)).map((r) => r.kept), ['1', '2']);
  });
});
