// The teacher's board (issue 31, Contract 2 round four), as a finger does it (taps through the DevTools protocol), at
// a phone, a tablet and a laptop, in Spanish and English: a position set up by taps on the same board and played from
// (castling kept); an illegal one refused with its reason; demonstration mode (any piece anywhere, arrows kept, no
// record; leaving opens the editor's check); a saved set exported, cleared and imported back; pass and play turning
// the board; the presentation view, left by Escape and by its button.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { openGame, sharedBrowser, clickIn } from './page.mjs';

const shared = sharedBrowser();

const SIZES = [
  [390, 844],
  [768, 1024],
  [1366, 768],
];

/** Opens the app at a size with a touch screen, in `lang`; `fn(g)` runs with it, then the page closes. */
async function at([width, height], lang, fn) {
  const g = await openGame(shared.browser, shared.server.url, { lang }, {
    context: { viewport: { width, height }, hasTouch: true, isMobile: width < 800, locale: lang === 'en' ? 'en-US' : 'es-ES' },
  });
  try {
    await fn(g);
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/** A finger's tap on the first element matching `sel`, scrolled into view first. */
async function tap(g, sel) {
  await g.page.locator(sel).first().scrollIntoViewIfNeeded();
  await g.tapOn(sel);
}

/** A finger's tap on a square, the board scrolled into view first. */
async function tapSquare(g, square) {
  await g.page.locator(`[data-square="${square}"]`).scrollIntoViewIfNeeded();
  await g.tapSquare(square);
}

/** Picks a palette piece (or the eraser) and taps it onto squares. */
async function place(g, code, ...squares) {
  await tap(g, `[data-palette="${code}"]`);
  assert.equal(await g.page.getAttribute(`[data-palette="${code}"]`, 'aria-pressed'), 'true');
  for (const s of squares) await tapSquare(g, s);
  // Put the tool down again.
  await tap(g, `[data-palette="${code}"]`);
}

const fen = (g) => g.page.inputValue('input[data-field="editor-fen"]');
const editorOpen = (g) => g.page.locator('[data-editor]').isVisible();

/** Draws an arrow with the mouse's right button. */
async function arrow(g, from, to) {
  const [a, b] = await g.centres(from, to);
  await g.page.mouse.move(a.x, a.y);
  await g.page.mouse.down({ button: 'right' });
  await g.page.mouse.move(b.x, b.y, { steps: 4 });
  await g.page.mouse.up({ button: 'right' });
  await g.settle();
}

for (const size of SIZES) {
  for (const lang of ['es', 'en']) {
    test(`the teacher's board at ${size.join('×')} in ${lang}`, async () => {
      await at(size, lang, async (g) => {
        const { page } = g;
        // --- the editor: a position set up by taps, refused while illegal, played with castling kept ---
        await clickIn(page, '[data-action="editor"]');
        await page.waitForSelector('[data-editor]:not([hidden])');
        await tap(g, '[data-action="editor-clear"]');
        assert.deepEqual(await g.board(), {}, 'the same board is cleared');
        await place(g, 'wK', 'e1');
        await place(g, 'wR', 'h1');
        await place(g, 'bK', 'e8');
        assert.equal(await fen(g), '4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'castling guessed with king and rook home');
        assert.equal(await page.isChecked('input[data-field="castle-K"]'), true);
        assert.equal(await page.locator('input[data-field="castle-Q"]').isVisible(), false, 'no rook on a1: not offered');
        assert.equal(await page.isEnabled('[data-action="editor-play"]'), true);
        // A second black king: refused, with its reason and article, in the UI language.
        await place(g, 'bK', 'a8');
        assert.equal(await page.isDisabled('[data-action="editor-play"]'), true);
        const reason = await page.textContent('[data-editor-error]');
        assert.match(reason, /Art\. 2\.2/);
        assert.match(reason, lang === 'es' ? /negras/i : /black/i);
        // The eraser takes it off again.
        await place(g, 'erase', 'a8');
        assert.equal(await page.isEnabled('[data-action="editor-play"]'), true);
        assert.equal(await page.locator('[data-editor-error]').isVisible(), false);
        await tap(g, '[data-action="editor-play"]');
        assert.equal(await editorOpen(g), false, 'play from here closes the editor');
        await tapSquare(g, 'e1');
        await tapSquare(g, 'g1');
        assert.equal(await g.pieceAt('g1'), 'wK');
        assert.equal(await g.pieceAt('f1'), 'wR', 'castling kept from the editor');
        assert.deepEqual(await g.plies(), [lang === 'es' ? '0-0' : 'O-O']);

        // --- pass and play: the side to move sits at the bottom ---
        const flipped = () => page.locator('.board').evaluate((b) => b.classList.contains('flipped'));
        assert.equal(await flipped(), false);
        await clickIn(page, 'input[data-action="auto-flip"]');
        await g.settle();
        assert.equal(await flipped(), true, 'Black to move: Black at the bottom');
        const [e8, e1] = await g.centres('e8', 'e1');
        assert.ok(e8.y > e1.y, "Black's back rank at the bottom");
        await tapSquare(g, 'e8');
        await tapSquare(g, 'd8');
        assert.equal(await flipped(), false, 'White to move again: White at the bottom');
        await clickIn(page, 'input[data-action="auto-flip"]');

        // --- demonstration mode: any piece anywhere, arrows kept, no record ---
        await clickIn(page, 'input[data-action="demo"]');
        await g.settle();
        await arrow(g, 'a1', 'a8');
        await tapSquare(g, 'g1');
        await tapSquare(g, 'g7');
        assert.equal(await g.pieceAt('g7'), 'wK', 'a king two ranks beyond any rule');
        await tapSquare(g, 'd8');
        await tapSquare(g, 'f1');
        assert.equal(await g.pieceAt('f1'), 'bK', 'a capture by dropping on a piece');
        assert.equal(await page.locator('[data-arrow="a1a8"]').count(), 1, 'the arrow is kept');
        assert.equal((await g.plies()).length, 2, 'no record');
        // Leaving offers play from here through the editor's check, on the demonstration board.
        await clickIn(page, 'input[data-action="demo"]');
        await page.waitForSelector('[data-editor]:not([hidden])');
        assert.equal((await fen(g)).split(' ')[0], '8/6K1/8/8/8/8/8/5k2');
        await tap(g, '[data-action="editor-close"]');
        assert.equal(await g.pieceAt('g1'), 'wK', "the game's board again");

        // --- saved positions: kept with its title and arrow, exported, cleared, imported back ---
        await arrow(g, 'f1', 'f8');
        await clickIn(page, '[data-action="save-position"]');
        await page.fill('input[data-field="position-title"]', 'Lección 1');
        await tap(g, '[data-action="confirm"]');
        await clickIn(page, '[data-action="archive"]');
        await page.waitForSelector('#archive[open]');
        assert.equal(await page.locator('[data-saved-position]').count(), 1);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator('[data-action="export-positions"]').click(),
        ]);
        const file = await download.path();
        const pgn = await fs.readFile(file, 'utf8');
        assert.match(pgn, /\[Event "Lección 1"\]/);
        assert.match(pgn, /\[SetUp "1"\]/);
        assert.match(pgn, /\[FEN "3k4\/8\/8\/8\/8\/8\/8\/5RK1 w - - 2 2"\]/);
        assert.match(pgn, /\[%cal Gf1f8\]/);
        await page.locator('[data-action="saved-remove"]').click();
        assert.equal(await page.locator('[data-saved-position]').count(), 0);
        await page.setInputFiles('[data-field="positions-file"]', file);
        await page.waitForSelector('[data-saved-position]');
        assert.match(await page.textContent('[data-saved-position]'), /Lección 1/);
        // Renamed, it keeps its new title in the list and in the next export.
        await page.fill('[data-saved-position] input[data-field="saved-title"]', 'Torre contra rey');
        await page.locator('[data-saved-position] [data-action="saved-rename"]').click();
        await page.waitForFunction(() => /Torre contra rey/.test(document.querySelector('[data-saved-position] strong')?.textContent ?? ''));
        const [again] = await Promise.all([
          page.waitForEvent('download'),
          page.locator('[data-action="export-positions"]').click(),
        ]);
        assert.match(await fs.readFile(await again.path(), 'utf8'), /\[Event "Torre contra rey"\]/);
        await page.locator('[data-saved-position] [data-action="saved-edit"]').click();
        await page.waitForSelector('[data-editor]:not([hidden])');
        assert.equal(await fen(g), '3k4/8/8/8/8/8/8/5RK1 w - - 2 2');
        await tap(g, '[data-action="editor-close"]');

        // --- the presentation view: the board as large as the window, the status, nothing else ---
        const before = await g.box('a1');
        await clickIn(page, 'input[data-action="present"]');
        await page.waitForSelector('[data-action="present-exit"]:not([hidden])');
        assert.equal(await page.locator('.bar').isVisible(), false);
        assert.equal(await page.locator('[data-status]').isVisible(), true);
        const big = await g.box('a1');
        assert.ok(big.width >= before.width, 'the board is no smaller');
        assert.ok(big.width * 8 >= 0.85 * Math.min(size[0], size[1] - 48), 'the board fills the window');
        await page.keyboard.press('Escape');
        await g.settle();
        assert.equal(await page.locator('.bar').isVisible(), true, 'Escape leaves the presentation');
        await clickIn(page, 'input[data-action="present"]');
        await page.waitForSelector('[data-action="present-exit"]:not([hidden])');
        await tap(g, '[data-action="present-exit"]');
        assert.equal(await page.locator('.bar').isVisible(), true, 'its button leaves it too');
      });
    });
  }
}
