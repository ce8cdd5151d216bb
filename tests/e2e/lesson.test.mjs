// Teaching where the teacher stands (issue 42, Contract 2 round five): by finger taps at 390×844, 844×390, 768×1024,
// 1024×768 (and 360×640, the smallest size the contract names) and by mouse at 1366×768 and 1920×1080, one context
// per size in one browser:
//
// 1. Review in view: "Repasar" over a game in progress (after its question) opens the record at its start with the
//    tree in the scoresheet's place; at least six of its moves whole in the window and uncovered without scrolling;
//    the shown move kept in view while stepping; the result one neutral line, no article invented, not an error.
// 2. Nothing a teacher made is dropped: a comment added, then "new game" asks; "no" keeps it; deleting a variation
//    asks first.
// 3. The editor in view: the whole board and every palette button in the window at once; the game's commands and
//    material put away while editing and in demonstration mode; demonstration shows itself ([data-mode="demo"], in
//    view, with its way out) and starts from the editor's board; "play from here" returns to the board (top).
// 4. Presentation: [data-status] in view and at least 300 px wide, in large type; a refusal's [data-explain] shown;
//    the coordinates at least 2.5 % of the board's side; the clocks of a clocked game.
//
// Screenshots of review, editor, demonstration and presentation go to target/screens/ (ignored), to be looked at.
// No timing is asserted.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './helpers.mjs';
import { inWindow, openGame, sharedBrowser, unreachable } from './page.mjs';

const shared = sharedBrowser();
const SCREENS = path.join(REPO_ROOT, 'target/screens');

// Deep Blue – Kasparov, New York 1997, game 2, cut at move 20, a comment and a variation added by a teacher. The
// file says 1-0 and nothing more: no article may be invented for it.
const LESSON = `[Event "IBM Man-Machine"]
[White "Deep Blue"]
[Black "Kasparov"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {La española.} 4. Ba4 Nf6 5. O-O Be7 (5... Nxe4 6. d4) 6. Re1 b5 7. Bb3 d6
8. c3 O-O 9. h3 h6 10. d4 Re8 11. Nbd2 Bf8 12. Nf1 Bd7 13. Ng3 Na5 14. Bc2 c5 15. b3 Nc6 16. d5 Ne7
17. Be3 Ng6 18. Qd2 Nh7 19. a4 Nh4 20. Nxh4 Qxh4 1-0
`;

const SIZES = [
  { size: [390, 844], touch: true },
  { size: [844, 390], touch: true },
  { size: [768, 1024], touch: true },
  { size: [1024, 768], touch: true },
  { size: [360, 640], touch: true },
  { size: [1366, 768], touch: false },
  { size: [1920, 1080], touch: false },
];

/** Opens the app at a size (Spanish, a touch screen where `touch`); `fn(g, press)` runs with it. */
async function at({ size: [width, height], touch }, params, fn) {
  const g = await openGame(shared.browser, shared.server.url, { lang: 'es', ...params }, {
    context: { viewport: { width, height }, hasTouch: touch, isMobile: touch && width < 800, locale: 'es-ES' },
  });
  // A finger's tap (or a mouse click) on the first `sel`, through the menu when it is kept there.
  const press = async (sel) => {
    const el = g.page.locator(sel).first();
    await el.waitFor({ state: 'attached', timeout: 15_000 });
    if (!(await el.isVisible())) await hit('[data-action="menu"]');
    await hit(sel);
  };
  const hit = async (sel) => {
    const el = g.page.locator(sel).first();
    await el.scrollIntoViewIfNeeded();
    if (touch) await g.tapOn(sel);
    else await el.click();
    await g.settle();
  };
  // Moves by finger taps on a touch screen, by the mouse otherwise.
  g.moves = async (...ucis) => {
    if (!touch) return g.play(...ucis);
    for (const u of ucis) await g.tapMove(u);
  };
  try {
    await fn(g, press);
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/** The page's menu closed (a tap on its button), if it is open. */
async function closeMenu(g, press) {
  const m = g.page.locator('[data-action="menu"]');
  if ((await m.getAttribute('aria-expanded')) === 'true') await press('[data-action="menu"]');
}

/** What the review offers beside its tree: the arrows, the way back to the game, the typed-move field. */
const REVIEW_COMMANDS = ['first', 'prev', 'next', 'last', 'back-to-game'].map((a) => `[data-action="${a}"]`)
  .concat('input[data-field="san"]');

async function shot(g, name, [w, h]) {
  await fs.mkdir(SCREENS, { recursive: true });
  await g.page.screenshot({ path: path.join(SCREENS, `${name}-${w}x${h}.png`) });
}

/** Imports `pgn` through the menu and chooses "Repasar", answering yes to a question over a game in progress. */
async function review(g, press, pgn) {
  await press('[data-action="import"]');
  await g.page.waitForSelector('#import[open]');
  await g.page.locator('[data-field="pgn-in"]').fill(pgn);
  await press('[data-action="read-pgn"]');
  await g.page.waitForSelector('[data-action="import-review"]:visible', { timeout: 15_000 });
  await press('[data-action="import-review"]');
  await g.page.waitForSelector('[data-question]', { timeout: 10_000 }).catch(() => {});
  const q = await g.question();
  assert.equal(q?.kind, 'discard', 'the game in progress asks first');
  await press('[data-question] [data-action="confirm"]');
  await g.page.waitForSelector('[data-review-tree]:not([hidden]) [data-node]', { timeout: 15_000 });
  await g.settle();
}

for (const s of SIZES) {
  const label = `${s.size[0]}×${s.size[1]}${s.touch ? ' (taps)' : ' (mouse)'}`;

  test(`${label}: review in view, and nothing a teacher made is dropped`, async () => {
    await at(s, { tc: '300+2' }, async (g, press) => {
      await g.moves('e2e4', 'e7e5');
      await review(g, press, LESSON);
      // At the start, with the tree.
      assert.equal(await g.pieceAt('e2'), 'wP', 'the record opens at its start');
      const seen = await inWindow(g.page, '[data-review-tree] [data-node]');
      const whole = seen.filter((n) => n.uncovered);
      assert.ok(whole.length >= 6, `six moves whole in the window and uncovered: ${JSON.stringify(seen.slice(0, 8))}`);
      // Several lines of the tree, and every command and field of the review whole in the window and uncovered, without
      // scrolling (at 844×390 the tree showed a line and a half, the bottom panel over the typed-move field's edge).
      // (On the smallest phone, 360×640, the board keeps its share of the height and the tree shows a line or two.)
      const lines = new Set(whole.map((n) => n.box[1])).size;
      if (s.size.join('x') !== '360x640') assert.ok(lines >= 3, `three lines of the tree in view: ${lines}`);
      assert.deepEqual(await unreachable(g.page, REVIEW_COMMANDS), [], 'the review\'s commands whole and uncovered');
      // A finger (or the mouse) reaches them where they stand: the next move is shown and marked in the tree, the
      // typed-move field takes the focus.
      await press('[data-action="next"]');
      assert.match(await g.page.locator('[data-review-tree] [data-node][aria-current="true"]').textContent(), /^1\.\s*e4$/);
      await press('input[data-field="san"]');
      assert.equal(await g.page.evaluate(() => document.activeElement?.dataset.field), 'san', 'the field has the focus');
      await g.page.evaluate(() => document.activeElement?.blur());
      // The result: the file's, one neutral line, no article, no error style.
      const st = await g.status();
      assert.match(st.text, /^1-0, según el PGN\.?$/, st.text);
      assert.equal(await g.page.locator('[data-end-explain]').count(), 0, 'no invented rule explained');
      assert.equal(await g.page.locator('.explain:not(.note)').count(), 0, 'nothing in the error style');
      await shot(g, 'review', s.size);
      // Stepping to the end: the shown move stays in view.
      for (let i = 0; i < 40; i++) await g.page.keyboard.press('ArrowRight');
      await g.settle();
      await g.page.waitForTimeout(50);
      const current = await inWindow(g.page, '[data-review-tree] [data-node][aria-current="true"]');
      assert.equal(current.length, 1);
      assert.equal(current[0].whole, true, `the shown move in view: ${JSON.stringify(current)}`);
      // A comment on the shown move, kept; then "new game" asks, and "no" keeps it.
      await g.page.locator('[data-review-tree] textarea[data-field="comment"]').fill('Aquí Kasparov abandonó.');
      await press('[data-review-tree] [data-action="comment"]');
      await press('[data-action="new"]');
      const q = await g.question();
      assert.equal(q?.kind, 'discard-notes', `replacing an annotated record asks: ${JSON.stringify(q)}`);
      await press('[data-question] [data-action="cancel"]');
      await closeMenu(g, press);
      assert.match(await g.page.locator('[data-review-tree]').textContent(), /Kasparov abandonó/);
      // Deleting a variation asks first.
      await press('[data-review-tree] [data-node="0.0.0.0.0.0.0.0.0.1"]');
      await press('[data-review-tree] [data-action="delete-variation"]');
      assert.equal(await g.page.locator('[data-review-tree] [data-action="confirm"]').isVisible(), true, 'asked');
      await press('[data-review-tree] [data-action="cancel"]');
      assert.equal(await g.page.locator('[data-review-tree] [data-node="0.0.0.0.0.0.0.0.0.1"]').count(), 1, 'kept');
      // The page opened again (a reload, without the clock parameter that would start a game): the record still
      // knows the work added, and "new game" still asks.
      await g.open({ lang: 'es' });
      assert.equal((await g.status()).result, '1-0', 'the record resumed');
      await press('[data-action="new"]');
      const again = await g.question();
      assert.equal(again?.kind, 'discard-notes', `after a reload, replacing it still asks: ${JSON.stringify(again)}`);
      await press('[data-question] [data-action="cancel"]');
    });
  });

  test(`${label}: the editor and demonstration mode in view`, async () => {
    await at(s, { tc: '300+2' }, async (g, press) => {
      await g.moves('e2e4', 'd7d5', 'e4d5');
      await press('[data-action="editor"]');
      await g.page.waitForSelector('[data-editor]:not([hidden]) [data-palette]', { timeout: 15_000 });
      await g.settle();
      const board = await inWindow(g.page, '.board-wrap .board');
      assert.equal(board[0]?.whole, true, `the whole board in the window: ${JSON.stringify(board)}`);
      const palette = await inWindow(g.page, '[data-palette]');
      assert.ok(palette.length >= 13);
      const out = palette.filter((p) => !p.uncovered).map((p) => p.name);
      assert.deepEqual(out, [], 'every palette button whole in the window and uncovered, with the board');
      for (const cmd of ['resign', 'offer-draw', 'takeback']) {
        assert.equal(await g.canUse(cmd, cmd === 'takeback' ? undefined : 'white'), false, `${cmd} put away`);
      }
      assert.equal(await g.page.locator('.captured:visible').count(), 0, 'no material while editing');
      await shot(g, 'editor', s.size);
      // A white queen put on h5 with the palette, then demonstration mode: it starts from the editor's board.
      await press('[data-palette="wQ"]');
      const h5 = await g.sq('d5');
      if (s.touch) await g.tapAt(h5.x, h5.y);
      else await g.page.mouse.click(h5.x, h5.y);
      await g.settle();
      assert.equal(await g.pieceAt('d5'), 'wQ', 'the editor put the queen');
      await press('label:has(> input[data-action="demo"])');
      await closeMenu(g, press);
      await g.page.waitForSelector('[data-mode="demo"]', { timeout: 15_000 });
      assert.equal(await g.pieceAt('d5'), 'wQ', 'demonstration starts from the editor\'s board');
      const note = await inWindow(g.page, '[data-mode="demo"]');
      assert.equal(note[0]?.whole, true, `the demonstration note in view: ${JSON.stringify(note)}`);
      // The note lies over neither clock (it covered White's at every size, in the window's corner).
      const clocks = ['[data-action="demo-exit"]', '[data-clock="white"]', '[data-clock="black"]'];
      assert.deepEqual(await unreachable(g.page, clocks), [], 'the way out and both clocks whole and uncovered');
      assert.equal(await g.canUse('resign', 'white'), false, 'no resign in demonstration');
      assert.equal(await g.canUse('demo-exit'), true, 'a way out');
      await shot(g, 'demo', s.size);
      // Out of it: the editor opens on the board; play from here goes back to the board, at the top.
      await press('[data-action="demo-exit"]');
      await g.page.waitForSelector('[data-editor]:not([hidden])', { timeout: 15_000 });
      const why = await g.page.locator('[data-editor-error]').textContent();
      assert.equal(await g.page.locator('[data-action="editor-play"]').isEnabled(), true, `playable: ${why}`);
      await press('[data-action="editor-play"]');
      if (await g.question()) await press('[data-question] [data-action="confirm"]');
      await g.settle();
      assert.equal(await g.page.evaluate(() => scrollY), 0, 'back to the board');
      assert.equal(await g.pieceAt('d5'), 'wQ', 'the game starts from the edited position');
      assert.equal(await g.page.locator('.board-wrap .board').isVisible(), true);
    });
  });

  test(`${label}: the presentation view`, async () => {
    await at(s, { tc: '300+2' }, async (g, press) => {
      await g.moves('e2e4');
      await press('label:has(> input[data-action="present"])');
      await closeMenu(g, press);
      await g.page.waitForSelector('html.present');
      await g.settle();
      // A refusal, shown: Black's pawn moved three squares.
      const [a, b] = [await g.sq('e7'), await g.sq('e4')];
      if (s.touch) {
        await g.tapAt(a.x, a.y);
        await g.tapAt(b.x, b.y);
      } else {
        await g.page.mouse.click(a.x, a.y);
        await g.page.mouse.click(b.x, b.y);
      }
      await g.settle();
      const m = await g.page.evaluate(() => {
        const st = document.querySelector('[data-status]').getBoundingClientRect();
        const ex = document.querySelector('[data-explain]')?.getBoundingClientRect();
        const boardSide = document.querySelector('.board-wrap .board').getBoundingClientRect().width;
        const coord = document.querySelector('.coord');
        const clocks = [...document.querySelectorAll('[data-clock]')].filter((c) => c.getBoundingClientRect().width > 0);
        return {
          status: { w: st.width, top: st.top, bottom: st.bottom, font: parseFloat(getComputedStyle(document.querySelector('[data-status]')).fontSize) },
          explain: ex && { w: ex.width, top: ex.top, bottom: ex.bottom },
          coord: coord && parseFloat(getComputedStyle(coord).fontSize),
          boardSide,
          clocks: clocks.length,
          height: innerHeight,
        };
      });
      assert.ok(m.status.w >= 300, `the status at least 300 px wide: ${JSON.stringify(m)}`);
      assert.ok(m.status.top >= 0 && m.status.bottom <= m.height + 1, `the status in view: ${JSON.stringify(m)}`);
      assert.ok(m.status.font >= 24, `the status in large type: ${JSON.stringify(m)}`);
      assert.ok(m.explain && m.explain.w > 0 && m.explain.bottom <= m.height + 1, `the refusal shown: ${JSON.stringify(m)}`);
      assert.ok(m.coord >= 0.025 * m.boardSide, `coordinates 2.5 % of the board: ${JSON.stringify(m)}`);
      assert.equal(m.clocks, 2, 'both clocks while a clock runs');
      // The clocks and the way out, each whole in the window and uncovered: the way out lay over the top clock on a
      // phone (issue 42).
      const seen = await inWindow(g.page, '.slot-top [data-clock], .slot-bottom [data-clock], [data-action="present-exit"]');
      assert.equal(seen.length, 3, JSON.stringify(seen));
      assert.deepEqual(seen.filter((e) => !e.uncovered), [], `clocks and exit whole and uncovered: ${JSON.stringify(seen)}`);
      await shot(g, 'present', s.size);
    });
  });
}
