// Real games played in headless Chromium through the page contract (docs/ARCHITECTURE.md, Contract 2):
// moves by mouse drag, click-click and touch; castling, en passant, promotion; every automatic end;
// refusals with their article; the players' commands (takeback, resign, draw offers, claims);
// review, language and orientation. Each test starts from an empty localStorage (a new context).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite, START, startWith, clickIn } from './page.mjs';

const withGame = gameSuite();

const FOOLS_MATE = startWith({ f2: null, f3: 'wP', e7: null, e5: 'bP', g2: null, g4: 'wP', d8: null, h4: 'bQ' });

async function assertFoolsMate(g) {
  assert.deepEqual(await g.board(), FOOLS_MATE);
  assert.deepEqual(await g.plies(), ['f3', 'e5', 'g4', 'Qh4#']);
  const s = await g.status();
  assert.equal(s.result, '0-1');
  assert.equal(s.outcome, 'checkmate');
  assert.deepEqual(await g.squaresWith('data-check'), ['e1']);
  assert.deepEqual(await g.squaresWith('data-last'), ['d8', 'h4']);

  // Nothing can move after mate: neither a drag nor a click changes the board, and the lift is refused
  // (the banner over the board closed first).
  await g.closeBanner();
  await g.drag('e2', 'e4');
  await g.click('g1', 'h3');
  await g.drag('h4', 'e1');
  assert.deepEqual(await g.board(), FOOLS_MATE);
  assert.equal((await g.plies()).length, 4);
  assert.deepEqual(await g.hints(), {});
  assert.ok(await g.explanation(), 'lifting a piece after the game ended shows why nothing moves');
  assert.equal((await g.status()).result, '0-1');
}

// --- moving ---------------------------------------------------------------------------------------------

test("fool's mate played by mouse drag: 0-1 checkmate, king in check, nothing moves after", async () => {
  await withGame({}, async (g) => {
    assert.deepEqual(await g.board(), START);
    assert.equal((await g.status()).result, '*');
    await g.drag('f2', 'f3');
    assert.equal(await g.pieceAt('f3'), 'wP');
    assert.equal(await g.pieceAt('f2'), null);
    assert.equal((await g.status()).turn, 'black');
    await g.drag('e7', 'e5');
    await g.drag('g2', 'g4');
    await g.drag('d8', 'h4');
    await assertFoolsMate(g);
  });
});

test("fool's mate played by click-click, with the lifted piece's hints", async () => {
  await withGame({}, async (g) => {
    await g.clickSquare('f2');
    assert.deepEqual(await g.squaresWith('data-selected'), ['f2']);
    assert.deepEqual(await g.hints(), { f3: 'move', f4: 'move' });
    await g.clickSquare('f3');
    assert.deepEqual(await g.squaresWith('data-selected'), []);
    assert.deepEqual(await g.hints(), {});
    await g.click('e7', 'e5');
    await g.click('g2', 'g4');
    await g.click('d8', 'h4');
    await assertFoolsMate(g);
  });
});

test('a touch drag through the DevTools protocol plays e2-e4', async () => {
  await withGame(
    {},
    async (g) => {
      await g.touchDrag('e2', 'e4');
      assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP' }));
      assert.deepEqual(await g.plies(), ['e4']);
      await g.touchDrag('g8', 'f6');
      assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP', g8: null, f6: 'bN' }));
      assert.deepEqual(await g.plies(), ['e4', 'Nf6']);
      assert.equal((await g.status()).result, '*');
    },
    { context: { hasTouch: true } },
  );
});

test('a drop on a square the piece cannot reach is refused and the piece goes back', async () => {
  await withGame({}, async (g) => {
    await g.drag('e2', 'e5');
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.match(await g.explanation(), /3\.7/);
    // The explanation stays until the next pick-up, which clears it.
    await g.drag('e2', 'e4');
    assert.equal(await g.explanation(), null);
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

test('a drag followed off the board: dropped outside it, the piece goes back; brought back onto e4, it plays', async () => {
  await withGame({}, async (g) => {
    const { page } = g;
    const [e2, e4] = await g.centres('e2', 'e4');
    const board = await page.locator('.board').boundingBox();
    // Outside the board, to its right (the side column), or under it on a window upright.
    const off = board.x + board.width + 40 < page.viewportSize().width
      ? { x: board.x + board.width + 30, y: board.y + board.height / 2 }
      : { x: board.x + board.width / 2, y: board.y + board.height + 30 };
    // Dropped off the board: no move, the pawn back on e2, the board no longer dragging, the ghost gone.
    await page.mouse.move(e2.x, e2.y);
    await page.mouse.down();
    await page.mouse.move(off.x, off.y, { steps: 6 });
    assert.equal(await page.locator('.board.dragging').count(), 1, 'still dragging off the board');
    await page.mouse.up();
    await g.settle();
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.equal(await page.locator('.board.dragging').count(), 0, 'the drag ended off the board');
    assert.equal(await page.locator('.ghost').count(), 0, 'no ghost left behind');
    // Off the board and back: the drag is followed all along and the drop on e4 plays.
    await page.mouse.move(e2.x, e2.y);
    await page.mouse.down();
    await page.mouse.move(off.x, off.y, { steps: 6 });
    // The lifted pawn is drawn under the pointer, one element for the whole drag, moved as the pointer moves.
    const ghostCentre = () => page.locator('.ghost').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    const near = (a, b) => Math.abs(a.x - b.x) <= 1.5 && Math.abs(a.y - b.y) <= 1.5;
    assert.ok(near(await ghostCentre(), off), 'the ghost is under the pointer off the board');
    await page.evaluate(() => { window.__ghost = document.querySelector('.ghost'); });
    await page.mouse.move(e4.x, e4.y, { steps: 6 });
    assert.ok(near(await ghostCentre(), e4), 'the ghost followed the pointer onto e4');
    assert.ok(await page.evaluate(() => window.__ghost === document.querySelector('.ghost') && window.__ghost.isConnected),
      'the same ghost all along the drag');
    await page.mouse.up();
    await g.settle();
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

// --- castling -------------------------------------------------------------------------------------------

const CASTLING_FEN = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';

test('castling: O-O by dragging the king, then O-O-O by clicking the king and its target', async () => {
  await withGame({ fen: CASTLING_FEN }, async (g) => {
    await g.drag('e1', 'g1');
    assert.equal(await g.pieceAt('g1'), 'wK');
    assert.equal(await g.pieceAt('f1'), 'wR');
    assert.equal(await g.pieceAt('e1'), null);
    assert.equal(await g.pieceAt('h1'), null);
    assert.deepEqual(await g.plies(), ['O-O']);

    await g.click('e8', 'c8');
    assert.equal(await g.pieceAt('c8'), 'bK');
    assert.equal(await g.pieceAt('d8'), 'bR');
    assert.equal(await g.pieceAt('e8'), null);
    assert.equal(await g.pieceAt('a8'), null);
    assert.deepEqual(await g.plies(), ['O-O', 'O-O-O']);
    assert.equal((await g.status()).result, '*');
  });
});

test('castling: O-O-O by clicking the king then c1', async () => {
  await withGame({ fen: CASTLING_FEN }, async (g) => {
    await g.clickSquare('e1');
    const hints = await g.hints();
    assert.equal(hints.c1, 'move', 'c1 is offered as the long castling target');
    assert.equal(hints.g1, 'move', 'g1 is offered as the short castling target');
    await g.clickSquare('c1');
    assert.equal(await g.pieceAt('c1'), 'wK');
    assert.equal(await g.pieceAt('d1'), 'wR');
    assert.equal(await g.pieceAt('a1'), null);
    assert.equal(await g.pieceAt('e1'), null);
    assert.equal(await g.pieceAt('h1'), 'wR');
    assert.deepEqual(await g.plies(), ['O-O-O']);
  });
});

test('castling: the king dropped on its own rook castles (drag onto h1, click onto a8)', async () => {
  await withGame({ fen: CASTLING_FEN }, async (g) => {
    await g.drag('e1', 'h1');
    assert.equal(await g.pieceAt('g1'), 'wK');
    assert.equal(await g.pieceAt('f1'), 'wR');
    assert.equal(await g.pieceAt('h1'), null);
    assert.deepEqual(await g.plies(), ['O-O']);
    await g.click('e8', 'a8');
    assert.equal(await g.pieceAt('c8'), 'bK');
    assert.equal(await g.pieceAt('d8'), 'bR');
    assert.equal(await g.pieceAt('a8'), null);
    assert.deepEqual(await g.plies(), ['O-O', 'O-O-O']);
  });
});

test('castling through an attacked square is refused, the king snaps back, the reason cites 3.8', async () => {
  // The black rook on f8 attacks f1, which the king would cross.
  await withGame({ fen: '5rk1/8/8/8/8/8/8/4K2R w K - 0 1' }, async (g) => {
    const before = await g.board();
    await g.clickSquare('e1');
    assert.equal((await g.hints()).g1, undefined, 'g1 is not offered');
    await g.clickSquare('e1'); // put it down again
    await g.drag('e1', 'g1');
    assert.deepEqual(await g.board(), before);
    assert.deepEqual(await g.plies(), []);
    const why = await g.explanation();
    assert.match(why, /3\.8/);
    assert.match(why, /f1/, 'the explanation names the attacked square');
    assert.equal((await g.status()).turn, 'white');
  });
});

// --- en passant -----------------------------------------------------------------------------------------

test('en passant: captured on the move right after the two-square advance', async () => {
  await withGame({ fen: '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1' }, async (g) => {
    await g.drag('d7', 'd5');
    await g.clickSquare('e5');
    assert.deepEqual(await g.hints(), { d6: 'capture', e6: 'move' });
    await g.clickSquare('d6');
    assert.deepEqual(await g.board(), { e8: 'bK', e1: 'wK', d6: 'wP' });
    assert.deepEqual(await g.plies(), ['d5', 'exd6']);
  });
});

test('en passant from a FEN with the capture available', async () => {
  await withGame({ fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1' }, async (g) => {
    await g.drag('e5', 'd6');
    assert.deepEqual(await g.board(), { e8: 'bK', e1: 'wK', d6: 'wP' });
    assert.deepEqual(await g.plies(), ['exd6']);
  });
});

test('en passant: a move later the window has closed, refused citing 3.7', async () => {
  await withGame({ fen: '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1' }, async (g) => {
    await g.drag('d7', 'd5');
    await g.drag('e1', 'f1');
    await g.drag('e8', 'f8');
    const before = await g.board();
    await g.clickSquare('e5');
    assert.deepEqual(await g.hints(), { e6: 'move' }, 'd6 is no longer offered');
    await g.clickSquare('e5');
    await g.drag('e5', 'd6');
    assert.deepEqual(await g.board(), before);
    assert.equal(before.d5, 'bP');
    assert.deepEqual(await g.plies(), ['d5', 'Kf1', 'Kf8']);
    assert.match(await g.explanation(), /3\.7/);
  });
});

// --- promotion ------------------------------------------------------------------------------------------

const PROMOTION_FEN = 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1';

async function chooserRoles(g) {
  return g.page.evaluate(() =>
    [...document.querySelectorAll('[data-promote]')].map((b) => b.getAttribute('data-promote')).sort(),
  );
}

test('promotion: the chooser opens, picking the knight puts wN on e8 (e8=N)', async () => {
  await withGame({ fen: PROMOTION_FEN }, async (g) => {
    await g.drag('e7', 'e8');
    assert.deepEqual(await chooserRoles(g), ['b', 'n', 'q', 'r']);
    assert.deepEqual(await g.plies(), [], 'nothing is played before the choice');
    await g.promote('n');
    assert.deepEqual(await chooserRoles(g), []);
    assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wN' });
    assert.deepEqual(await g.plies(), ['e8=N']);
    assert.equal((await g.status()).turn, 'black');
  });
});

test('promotion by click-click to a queen gives check (e8=Q+)', async () => {
  await withGame({ fen: PROMOTION_FEN }, async (g) => {
    await g.click('e7', 'e8');
    await g.promote('q');
    assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wQ' });
    assert.deepEqual(await g.plies(), ['e8=Q+']);
    assert.deepEqual(await g.squaresWith('data-check'), ['a8']);
  });
});

test('promotion cancelled with Escape and with a click outside: the pawn goes back, no ply', async () => {
  await withGame({ fen: PROMOTION_FEN }, async (g) => {
    const before = await g.board();
    await g.drag('e7', 'e8');
    assert.equal((await chooserRoles(g)).length, 4);
    await g.key('Escape');
    assert.deepEqual(await chooserRoles(g), []);
    assert.deepEqual(await g.board(), before);
    assert.equal(await g.pieceAt('e7'), 'wP');
    assert.deepEqual(await g.plies(), []);

    await g.drag('e7', 'e8');
    assert.equal((await chooserRoles(g)).length, 4);
    assert.equal(await g.page.locator('.promo-backdrop').count(), 1);
    await g.clickSquare('a1'); // on the backdrop, away from the four buttons
    assert.deepEqual(await chooserRoles(g), []);
    assert.deepEqual(await g.board(), before);
    assert.deepEqual(await g.plies(), []);
    assert.equal((await g.status()).turn, 'white');

    // Still White's move: the promotion can be made after all.
    await g.drag('e7', 'e8');
    await g.promote('r');
    assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wR' });
    assert.deepEqual(await g.plies(), ['e8=R+']);
  });
});

// --- automatic endings ----------------------------------------------------------------------------------

test('stalemate: one move from a FEN ends the game 1/2-1/2', async () => {
  await withGame({ fen: 'k7/8/8/1Q6/8/8/8/4K3 w - - 0 1' }, async (g) => {
    await g.drag('b5', 'b6');
    assert.deepEqual(await g.board(), { a8: 'bK', b6: 'wQ', e1: 'wK' });
    assert.deepEqual(await g.plies(), ['Qb6']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'stalemate');
    assert.deepEqual(await g.squaresWith('data-check'), []);
  });
});

test('dead position after a capture: the king takes the rook, K+B v K is drawn', async () => {
  await withGame({ fen: 'k7/8/8/8/8/8/3r4/3KB3 w - - 0 1' }, async (g) => {
    assert.deepEqual(await g.squaresWith('data-check'), ['d1']);
    await g.drag('d1', 'd2');
    assert.deepEqual(await g.board(), { a8: 'bK', d2: 'wK', e1: 'wB' });
    assert.deepEqual(await g.plies(), ['Kxd2']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'insufficient_material');
  });
});

const KNIGHT_DANCE = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
const KNIGHT_DANCE_SAN = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'];

test('threefold repetition in casual rules ends the game by itself', async () => {
  await withGame({}, async (g) => {
    assert.equal(await g.canUse('claim-draw', 'white'), false, 'no claim button in casual');
    await g.play(...KNIGHT_DANCE.slice(0, 7));
    assert.equal((await g.status()).result, '*', 'two occurrences are not a draw');
    await g.play(KNIGHT_DANCE[7]);
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), KNIGHT_DANCE_SAN);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'threefold_repetition');
    await g.drag('e2', 'e4');
    assert.equal((await g.plies()).length, 8, 'the game is over');
  });
});

test('threefold in FIDE rules: claim-draw only when claimable, claimed with the move that repeats', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    for (let i = 0; i < 7; i++) {
      const mover = i % 2 === 0 ? 'white' : 'black';
      assert.equal(await g.canUse('claim-draw', mover), false, `no claim before ply ${i + 1}`);
      await g.play(KNIGHT_DANCE[i]);
    }
    // Black to move; Ng8 would produce the start position a third time (9.2a).
    assert.equal(await g.canUse('claim-draw', 'black'), true);
    assert.equal(await g.canUse('claim-draw', 'white'), false, 'only the player to move claims');
    await g.action('claim-draw', 'black');
    assert.equal((await g.status()).result, '*', 'the claim is made with the move, not before');
    assert.match(await g.explanation(), /9\.2/);
    await g.drag('f6', 'g8');
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), KNIGHT_DANCE_SAN);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'threefold_repetition');
  });
});

test('threefold in FIDE rules is not automatic: the game goes on until the claim', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play(...KNIGHT_DANCE);
    assert.deepEqual(await g.plies(), KNIGHT_DANCE_SAN);
    assert.equal((await g.status()).result, '*');
    assert.equal(await g.canUse('claim-draw', 'white'), true, 'the position has occurred three times');
    await g.action('claim-draw', 'white');
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'threefold_repetition');
    assert.deepEqual(await g.board(), START);
  });
});

// --- refusals -------------------------------------------------------------------------------------------

const PIN_FEN = '4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1'; // the bishop on b4 pins the knight on d2 to e1

test('a pinned knight may not move: refused, the reason cites 3.9', async () => {
  await withGame({ fen: PIN_FEN }, async (g) => {
    const before = await g.board();
    await g.drag('d2', 'f3');
    assert.deepEqual(await g.board(), before);
    assert.deepEqual(await g.plies(), []);
    const why = await g.explanation();
    assert.match(why, /3\.9/);
    assert.match(why, /pinned/i);
  });
});

test('a pinned knight, in Spanish: the reason says "clavado" and cites 3.9', async () => {
  await withGame({ fen: PIN_FEN, lang: 'es' }, async (g) => {
    const before = await g.board();
    await g.drag('d2', 'b3');
    assert.deepEqual(await g.board(), before);
    const why = await g.explanation();
    assert.match(why, /3\.9/);
    assert.match(why, /clavad/);
  });
});

test('lifting a piece with no legal move shows why, and selects nothing', async () => {
  await withGame({}, async (g) => {
    await g.clickSquare('a1');
    assert.deepEqual(await g.squaresWith('data-selected'), []);
    assert.deepEqual(await g.hints(), {});
    assert.match(await g.explanation(), /Art\. \d/);
    // Same by dragging the other rook.
    await g.drag('h1', 'h4');
    assert.deepEqual(await g.board(), START);
    assert.match(await g.explanation(), /Art\. \d/);
    // And the opponent's piece on White's move.
    await g.drag('e7', 'e5');
    assert.deepEqual(await g.board(), START);
    assert.match(await g.explanation(), /1\.1/);
  });
});

// --- the players' commands ------------------------------------------------------------------------------

test('takeback restores the position and the scoresheet, one ply at a time', async () => {
  await withGame({}, async (g) => {
    assert.equal(await g.canUse('takeback'), false, 'nothing to take back');
    await g.play('e2e4', 'e7e5');
    await g.action('takeback');
    assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP' }));
    assert.deepEqual(await g.plies(), ['e4']);
    assert.equal((await g.status()).turn, 'black');
    await g.action('takeback');
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.equal(await g.canUse('takeback'), false);
    await g.drag('d2', 'd4');
    assert.deepEqual(await g.plies(), ['d4']);
  });
});

test('after mate no takeback is offered: the result stands (issue 20)', async () => {
  await withGame({}, async (g) => {
    await g.play('f2f3', 'e7e5', 'g2g4', 'd8h4');
    assert.equal((await g.status()).result, '0-1');
    assert.equal(await g.canUse('takeback'), false);
    assert.deepEqual(await g.plies(), ['f3', 'e5', 'g4', 'Qh4#']);
    assert.equal((await g.status()).outcome, 'checkmate');
    assert.ok(await g.canUse('rematch'));
  });
});

test('takeback is not offered in FIDE rules', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play('e2e4');
    assert.equal(await g.canUse('takeback'), false);
  });
});

test("resign: White's resignation scores 0-1", async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('resign', 'white');
    const s = await g.status();
    assert.equal(s.result, '0-1');
    assert.equal(s.outcome, 'resignation');
    assert.equal(await g.canUse('resign', 'black'), false, 'no resigning a finished game');
    await g.drag('e7', 'e5');
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

test('draw by agreement: offered after one\'s own move, accepted by the other colour', async () => {
  await withGame({}, async (g) => {
    assert.equal(await g.canUse('offer-draw', 'white'), false, 'no offer before one has moved');
    await g.play('e2e4');
    assert.equal(await g.canUse('offer-draw', 'white'), true, 'White has just moved');
    assert.equal(await g.canUse('offer-draw', 'black'), false, 'Black has not');
    assert.equal(await g.canUse('accept-draw', 'black'), false, 'nothing to accept yet');
    await g.action('offer-draw', 'white');
    assert.equal(await g.canUse('accept-draw', 'black'), true);
    assert.equal(await g.canUse('accept-draw', 'white'), false, 'one does not accept one\'s own offer');
    await g.action('accept-draw', 'black');
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'agreement');
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

test('draw offer declined: the game goes on', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('offer-draw', 'white');
    await g.action('decline-draw', 'black');
    assert.equal(await g.canUse('accept-draw', 'black'), false);
    assert.equal((await g.status()).result, '*');
    await g.drag('e7', 'e5');
    assert.deepEqual(await g.plies(), ['e4', 'e5']);
    assert.equal((await g.status()).result, '*');
  });
});

test('a draw offer lapses when the opponent moves instead of answering', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('offer-draw', 'white');
    assert.equal(await g.canUse('accept-draw', 'black'), true);
    await g.drag('e7', 'e5');
    assert.equal(await g.canUse('accept-draw', 'black'), false, 'the offer is gone');
    assert.equal((await g.status()).result, '*');
    assert.equal(await g.canUse('offer-draw', 'black'), true, 'Black may now offer after moving');
    assert.equal(await g.canUse('offer-draw', 'white'), false);
  });
});

// --- review, language, orientation ----------------------------------------------------------------------

test('review: clicking ply 2 shows that position, back-to-game returns, arrow keys step', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'e7e5', 'g1f3');
    const live = await g.board();
    const afterE5 = startWith({ e2: null, e4: 'wP', e7: null, e5: 'bP' });
    await g.page.locator('[data-ply="2"]').click();
    await g.settle();
    assert.deepEqual(await g.board(), afterE5);
    assert.deepEqual(await g.squaresWith('data-last'), ['e5', 'e7']);
    assert.equal(await g.canUse('back-to-game'), true);
    // Nothing moves in review.
    await g.drag('f1', 'c4');
    assert.deepEqual(await g.board(), afterE5);
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);

    await g.action('back-to-game');
    assert.deepEqual(await g.board(), live);
    assert.equal(await g.page.locator('[data-action="back-to-game"]').count(), 0);

    await g.key('ArrowLeft');
    assert.deepEqual(await g.board(), afterE5);
    await g.key('ArrowLeft');
    assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP' }));
    await g.key('ArrowLeft');
    assert.deepEqual(await g.board(), START);
    await g.key('ArrowLeft');
    assert.deepEqual(await g.board(), START, 'stepping back stops at the start');
    await g.key('ArrowRight');
    await g.key('ArrowRight');
    assert.deepEqual(await g.board(), afterE5);
    await g.key('ArrowRight');
    assert.deepEqual(await g.board(), live);
    assert.equal(await g.page.locator('[data-action="back-to-game"]').count(), 0);
    // Live again: the game goes on.
    await g.drag('b8', 'c6');
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
  });
});

test('language: Spanish writes Cf3, 0-0 and Spanish status; English writes Nf3, O-O', async () => {
  await withGame({ lang: 'es', fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w KQkq - 0 1' }, async (g) => {
    assert.equal(await g.page.getAttribute('html', 'lang'), 'es');
    await g.play('b1c3', 'e8g8');
    assert.deepEqual(await g.plies(), ['Cc3', '0-0']);
    assert.match((await g.status()).text, /Juegan las blancas/);

    await clickIn(g.page, '[data-lang="en"]');
    await g.settle();
    assert.equal(await g.page.getAttribute('html', 'lang'), 'en');
    assert.deepEqual(await g.plies(), ['Nc3', 'O-O']);
    assert.match((await g.status()).text, /White to move/);

    await clickIn(g.page, '[data-lang="es"]');
    await g.settle();
    assert.deepEqual(await g.plies(), ['Cc3', '0-0']);
  });
});

test('language: the knight move is Cf3 in Spanish and Nf3 in English, and the choice is remembered', async () => {
  await withGame({ lang: 'es' }, async (g) => {
    await g.play('g1f3');
    assert.deepEqual(await g.plies(), ['Cf3']);
    assert.match((await g.status()).text, /Juegan las negras/);
    await clickIn(g.page, '[data-lang="en"]');
    await g.settle();
    assert.deepEqual(await g.plies(), ['Nf3']);
    assert.match((await g.status()).text, /Black to move/);
    // Reload without ?lang: English is remembered, and the game is resumed.
    await g.open({});
    assert.deepEqual(await g.plies(), ['Nf3']);
    assert.match((await g.status()).text, /Black to move/);
  });
});

test('language: Spanish en passant is written "exd6 a.p."', async () => {
  await withGame({ lang: 'es', fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1' }, async (g) => {
    await g.drag('e5', 'd6');
    assert.deepEqual(await g.plies(), ['exd6 a.p.']);
  });
});

test('flip: a1 moves from the bottom-left to the top-right corner, and moves still land', async () => {
  await withGame({}, async (g) => {
    const a1 = await g.box('a1');
    const h8 = await g.box('h8');
    assert.ok(a1.y > h8.y && a1.x < h8.x, 'White at the bottom: a1 bottom-left');
    await g.action('flip');
    const a1f = await g.box('a1');
    const h8f = await g.box('h8');
    assert.ok(a1f.y < h8f.y && a1f.x > h8f.x, 'flipped: a1 top-right');
    assert.ok(Math.abs(a1f.x - h8.x) < 1 && Math.abs(a1f.y - h8.y) < 1, 'a1 takes the place of h8');
    // Dragging on the flipped board still plays the intended move.
    await g.drag('e2', 'e4');
    await g.drag('g8', 'f6');
    assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP', g8: null, f6: 'bN' }));
    assert.deepEqual(await g.plies(), ['e4', 'Nf6']);
    await g.action('flip');
    const a1b = await g.box('a1');
    assert.ok(Math.abs(a1b.x - a1.x) < 1 && Math.abs(a1b.y - a1.y) < 1);
  });
});

// --- the feel of the board ------------------------------------------------------------------------------

test('while dragging: the lifted square is selected, its targets hinted, the square under the pointer hovered', async () => {
  await withGame({}, async (g) => {
    const a = await g.sq('g1');
    const b = await g.sq('f3');
    await g.page.mouse.move(a.x, a.y);
    await g.page.mouse.down();
    await g.page.mouse.move(b.x, b.y, { steps: 6 });
    await g.settle();
    assert.deepEqual(await g.squaresWith('data-selected'), ['g1']);
    assert.deepEqual(await g.hints(), { f3: 'move', h3: 'move' });
    assert.deepEqual(await g.squaresWith('data-hover'), ['f3']);
    assert.equal(await g.pieceAt('f3'), null, 'nothing is played before the drop');
    await g.page.mouse.up();
    await g.settle();
    assert.equal(await g.pieceAt('f3'), 'wN');
    assert.deepEqual(await g.squaresWith('data-hover'), []);
    assert.deepEqual(await g.squaresWith('data-selected'), []);
    assert.deepEqual(await g.hints(), {});
  });
});

test('Escape during a drag puts the piece back', async () => {
  await withGame({}, async (g) => {
    const a = await g.sq('e2');
    const b = await g.sq('e4');
    await g.page.mouse.move(a.x, a.y);
    await g.page.mouse.down();
    await g.page.mouse.move(b.x, b.y, { steps: 6 });
    await g.key('Escape');
    await g.page.mouse.up();
    await g.settle();
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.deepEqual(await g.squaresWith('data-selected'), []);
  });
});

test('click-click: another own piece takes over the selection; a piece dropped home stays selected', async () => {
  await withGame({}, async (g) => {
    await g.clickSquare('e2');
    assert.deepEqual(await g.squaresWith('data-selected'), ['e2']);
    await g.clickSquare('d2');
    assert.deepEqual(await g.squaresWith('data-selected'), ['d2']);
    assert.deepEqual(await g.hints(), { d3: 'move', d4: 'move' });
    await g.clickSquare('d2'); // a second click puts it down
    assert.deepEqual(await g.squaresWith('data-selected'), []);

    // Dragged off and back onto its own square: no move, still selected, so a click finishes it.
    const a = await g.sq('g1');
    const mid = await g.sq('g3');
    await g.page.mouse.move(a.x, a.y);
    await g.page.mouse.down();
    await g.page.mouse.move(mid.x, mid.y, { steps: 4 });
    await g.page.mouse.move(a.x, a.y, { steps: 4 });
    await g.page.mouse.up();
    await g.settle();
    assert.deepEqual(await g.plies(), []);
    assert.deepEqual(await g.squaresWith('data-selected'), ['g1']);
    await g.clickSquare('h3');
    assert.deepEqual(await g.plies(), ['Nh3']);
    assert.equal(await g.pieceAt('h3'), 'wN');
  });
});

async function assertOver(g, promote, square) {
  const b = await g.page.locator(`[data-promote="${promote}"]`).boundingBox();
  const s = await g.box(square);
  assert.ok(
    Math.abs(b.x - s.x) < 2 && Math.abs(b.y - s.y) < 2,
    `[data-promote=${promote}] at (${b.x},${b.y}) should cover ${square} at (${s.x},${s.y})`,
  );
}

test('the promotion chooser stands on the promotion file from the edge, also for Black on a flipped board', async () => {
  await withGame({ fen: PROMOTION_FEN }, async (g) => {
    await g.drag('e7', 'e8');
    await assertOver(g, 'q', 'e8');
    await assertOver(g, 'r', 'e7');
    await assertOver(g, 'b', 'e6');
    await assertOver(g, 'n', 'e5');
    await g.key('Escape');
  });
  await withGame({ fen: '4k3/8/8/8/8/8/4p3/K7 b - - 0 1' }, async (g) => {
    await g.action('flip');
    await g.drag('e2', 'e1');
    await assertOver(g, 'q', 'e1');
    await assertOver(g, 'n', 'e4');
    const chooser = await g.page.evaluate(() =>
      [...document.querySelectorAll('[data-promote]')].map((el) => el.getAttribute('data-piece')).sort(),
    );
    assert.deepEqual(chooser, ['bB', 'bN', 'bQ', 'bR'], 'Black promotes to black pieces');
    await g.promote('q');
    assert.deepEqual(await g.board(), { e8: 'bK', a1: 'wK', e1: 'bQ' });
    assert.deepEqual(await g.plies(), ['e1=Q+']);
    assert.deepEqual(await g.squaresWith('data-check'), ['a1']);
  });
});

// --- the other draws ------------------------------------------------------------------------------------

const FIFTY_FEN = 'k7/8/8/8/8/8/8/K6R w - - 99 80';

test('fifty moves in casual rules end the game by themselves', async () => {
  await withGame({ fen: FIFTY_FEN }, async (g) => {
    await g.drag('h1', 'h2');
    assert.deepEqual(await g.plies(), ['Rh2']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'fifty_moves');
  });
});

test('fifty moves in FIDE rules: claimed with the move that completes them', async () => {
  await withGame({ fen: FIFTY_FEN, rules: 'fide' }, async (g) => {
    assert.equal(await g.canUse('claim-draw', 'white'), true);
    await g.action('claim-draw', 'white');
    assert.match(await g.explanation(), /9\.3/);
    await g.drag('h1', 'h2');
    assert.deepEqual(await g.plies(), ['Rh2']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'fifty_moves');
  });
});

test('fifty moves in FIDE rules: not automatic, the next player may claim', async () => {
  await withGame({ fen: FIFTY_FEN, rules: 'fide' }, async (g) => {
    await g.drag('h1', 'h2');
    assert.equal((await g.status()).result, '*');
    assert.equal(await g.canUse('claim-draw', 'black'), true);
    await g.action('claim-draw', 'black');
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'fifty_moves');
  });
});

test('seventy-five moves end the game by themselves in FIDE rules', async () => {
  await withGame({ fen: 'k7/8/8/8/8/8/8/K6R w - - 149 100', rules: 'fide' }, async (g) => {
    await g.drag('h1', 'h2');
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'seventyfive_moves');
  });
});

test('fivefold repetition ends the game by itself in FIDE rules', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play(...KNIGHT_DANCE, ...KNIGHT_DANCE.slice(0, 7));
    assert.equal((await g.status()).result, '*', 'four occurrences: the game goes on');
    await g.play(KNIGHT_DANCE[7]);
    assert.equal((await g.plies()).length, 16);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'fivefold_repetition');
  });
});

test('FIDE: a claim announced with a move that repeats nothing lapses, and the game goes on', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play(...KNIGHT_DANCE.slice(0, 7));
    await g.action('claim-draw', 'black');
    await g.drag('b8', 'c6');
    assert.deepEqual(await g.plies(), [...KNIGHT_DANCE_SAN.slice(0, 7), 'Nc6']);
    assert.equal((await g.status()).result, '*');
    assert.match(await g.explanation(), /9\.2/);
    assert.equal(await g.canUse('claim-draw', 'white'), false);
  });
});

// --- settings, new game, URL parameters -----------------------------------------------------------------

test('settings: a new FIDE game with a time control and names', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('settings');
    const dialog = g.page.locator('dialog#settings');
    assert.equal(await dialog.isVisible(), true);
    await dialog.locator('input[name="rules"][value="fide"]').check();
    await dialog.locator('select[data-field="preset"]').selectOption('300+3');
    assert.equal(await dialog.locator('input[data-field="minutes"]').inputValue(), '5');
    assert.equal(await dialog.locator('input[data-field="increment"]').inputValue(), '3');
    await dialog.locator('input[data-field="minutes"]').fill('3');
    await dialog.locator('input[data-field="increment"]').fill('2');
    assert.equal(await dialog.locator('select[data-field="preset"]').inputValue(), '180+2');
    await dialog.locator('input[name="white"]').fill('Capablanca');
    await dialog.locator('input[name="black"]').fill('Menchik');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal(await dialog.isVisible(), false);
    // Over a game with moves the start asks first, as `new` does (issue 28).
    assert.equal((await g.question())?.kind, 'discard');
    await g.answer('confirm');

    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.equal((await g.status()).result, '*');
    assert.equal(await g.canUse('takeback'), false, 'FIDE rules: no takeback');
    // FIDE rules: the claim is the players' (present, offered only when there is a draw to claim).
    assert.equal(await g.page.locator('[data-action="claim-draw"][data-color="white"]').count(), 1);
    assert.equal(await g.canUse('claim-draw', 'white'), false, 'nothing to claim at the start');
    for (const c of ['white', 'black']) {
      const k = await g.clock(c);
      assert.equal(k.ms, 180_000);
      assert.equal(k.text, '3:00');
      assert.equal(k.running, false);
    }
    assert.match(await g.page.locator('[data-panel="white"]').textContent(), /Capablanca/);
    assert.match(await g.page.locator('[data-panel="black"]').textContent(), /Menchik/);
    await g.drag('e2', 'e4');
    assert.equal((await g.clock('white')).ms, 182_000, 'the increment is credited');
  });
});

test('settings: a bad time control is refused with a message and starts nothing', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('settings');
    const dialog = g.page.locator('dialog#settings');
    await dialog.locator('select[data-field="kind"]').selectOption('fischer');
    await dialog.locator('input[data-field="minutes"]').fill('5 minutes');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal(await dialog.isVisible(), true, 'the dialog stays open');
    assert.equal(await dialog.locator('[role="alert"]').count(), 1);
    assert.deepEqual(await g.plies(), ['e4'], 'the game in progress is untouched');
  });
});

test('new game: the start position, an empty scoresheet, the same rule set', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await g.action('new');
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.equal((await g.status()).result, '*');
    // FIDE rules: the claim is the players' (present, offered only when there is a draw to claim).
    assert.equal(await g.page.locator('[data-action="claim-draw"][data-color="white"]').count(), 1);
    assert.equal(await g.canUse('claim-draw', 'white'), false, 'nothing to claim at the start');
  });
});

test('a bad ?fen= shows why and leaves the start position playable', async () => {
  await withGame({ fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0' + 'x' }, async (g) => {
    assert.deepEqual(await g.board(), START);
    assert.match(await g.explanation(), /FEN/);
    await g.drag('e2', 'e4');
    assert.deepEqual(await g.plies(), ['e4']);
  });
  await withGame({ fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, async (g) => {
    assert.deepEqual(await g.board(), START, 'a position without kings is refused');
    assert.match(await g.explanation(), /FEN/);
  });
});

test('a bad ?tc= shows why and starts no clock', async () => {
  await withGame({ tc: 'soon' }, async (g) => {
    assert.match(await g.explanation(), /tc/);
    assert.equal(await g.clock('white'), null);
    assert.equal(await g.clock('black'), null);
    await g.drag('e2', 'e4');
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

test('review: offering a draw and taking back are not available while reviewing', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'e7e5');
    assert.equal(await g.canUse('offer-draw', 'black'), true);
    assert.equal(await g.canUse('takeback'), true);
    await g.action('first');
    assert.deepEqual(await g.board(), START);
    assert.equal(await g.canUse('offer-draw', 'black'), false);
    assert.equal(await g.canUse('takeback'), false);
    await g.action('next');
    assert.deepEqual(await g.board(), startWith({ e2: null, e4: 'wP' }));
    await g.action('last');
    assert.equal(await g.canUse('offer-draw', 'black'), true);
    assert.equal(await g.canUse('takeback'), true);
  });
});

test('dead position: the king takes the last piece and a locked pawn chain is left (5.2b)', async () => {
  await withGame({ fen: '4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4n3/4K3 w - - 0 1' }, async (g) => {
    assert.equal((await g.status()).result, '*');
    await g.drag('e1', 'e2');
    assert.equal(await g.pieceAt('e2'), 'wK');
    assert.deepEqual(await g.plies(), ['Kxe2']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'dead_position');
  });
});

test('touch: tap the pawn, tap the last rank, then tap the knight in the chooser', async () => {
  await withGame(
    { fen: 'k7/4P3/8/8/8/8/8/4K3 w - - 0 1' },
    async (g) => {
      const e7 = await g.sq('e7');
      const e8 = await g.sq('e8');
      await g.page.touchscreen.tap(e7.x, e7.y);
      await g.settle();
      assert.deepEqual(await g.squaresWith('data-selected'), ['e7']);
      await g.page.touchscreen.tap(e8.x, e8.y);
      await g.settle();
      // The tap that opens the chooser must not also pick from it (its click lands where the queen now is).
      assert.deepEqual(await g.plies(), [], 'nothing is played before the choice');
      assert.equal(await g.pieceAt('e7'), 'wP');
      assert.equal(await g.page.locator('[data-promote]').count(), 4, 'the chooser is open');
      const n = await g.page.locator('[data-promote="n"]').boundingBox();
      await g.page.touchscreen.tap(n.x + n.width / 2, n.y + n.height / 2);
      await g.settle();
      assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wN' });
      assert.deepEqual(await g.plies(), ['e8=N']);
      // King and knight against a bare king: no sequence of legal moves mates, the game ends there.
      assert.deepEqual(await g.status(), { ...(await g.status()), result: '1/2-1/2', outcome: 'insufficient_material' });
    },
    { context: { hasTouch: true } },
  );
});

test('the chooser is keyboard-ready: Enter promotes to the focused queen', async () => {
  await withGame({ fen: PROMOTION_FEN }, async (g) => {
    await g.drag('e7', 'e8');
    await g.page.waitForFunction(() => document.activeElement?.getAttribute('data-promote') === 'q');
    await g.key('Enter');
    assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wQ' });
    assert.deepEqual(await g.plies(), ['e8=Q+']);
  });
});

test('captures are hinted as captures, and check is shown in the status', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'd7d5');
    await g.clickSquare('e4');
    assert.deepEqual(await g.hints(), { d5: 'capture', e5: 'move' });
    await g.clickSquare('d5');
    await g.play('d8d5', 'b1c3', 'd5e5');
    assert.deepEqual(await g.plies(), ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qe5+']);
    assert.deepEqual(await g.squaresWith('data-check'), ['e1']);
    assert.match((await g.status()).text, /Check/);
    assert.equal((await g.status()).result, '*');
    // In check, a move that ignores it is refused with 3.9.
    await g.drag('a2', 'a3');
    assert.equal(await g.pieceAt('a2'), 'wP');
    assert.match(await g.explanation(), /3\.9/);
    await g.drag('g1', 'e2');
    assert.deepEqual(await g.squaresWith('data-check'), []);
  });
});

test('touch: dragging the pawn to the last rank opens the chooser, a tap picks the rook', async () => {
  await withGame(
    { fen: PROMOTION_FEN },
    async (g) => {
      await g.touchDrag('e7', 'e8');
      assert.deepEqual(await g.plies(), []);
      assert.equal(await g.page.locator('[data-promote]').count(), 4);
      const r = await g.page.locator('[data-promote="r"]').boundingBox();
      await g.page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
      await g.settle();
      assert.deepEqual(await g.board(), { a8: 'bK', e1: 'wK', e8: 'wR' });
      assert.deepEqual(await g.plies(), ['e8=R+']);
    },
    { context: { hasTouch: true } },
  );
});

test('settings: the dialog shows the current game\'s rules and time control; Cancel changes nothing', async () => {
  await withGame({ rules: 'fide', tc: '300+3' }, async (g) => {
    await g.play('e2e4');
    await g.action('settings');
    const dialog = g.page.locator('dialog#settings');
    await g.page.waitForFunction(() => document.querySelector('input[data-field="minutes"]')?.value === '5'
      && document.querySelector('input[data-field="increment"]')?.value === '3');
    assert.equal(await dialog.locator('input[name="rules"][value="fide"]').isChecked(), true);
    assert.equal(await dialog.locator('select[data-field="preset"]').inputValue(), '300+3');
    await dialog.locator('input[name="rules"][value="casual"]').check();
    await dialog.locator('input[data-field="minutes"]').fill('1');
    await dialog.locator('input[data-field="increment"]').fill('0');
    await dialog.locator('button[value="cancel"]').click();
    await g.settle();
    assert.equal(await dialog.isVisible(), false);
    assert.deepEqual(await g.plies(), ['e4']);
    assert.equal(await g.canUse('takeback'), false, 'still FIDE');
    assert.equal((await g.clock('white')).ms, 303_000, 'still 300+3');
  });
});

test('the rehearsal meets out of sight the icons a first move brings: hidden, inert, no contract attribute, the same images', async () => {
  await withGame({ tc: '300+3' }, async (g) => {
    const { page } = g;
    // A first input, then an idle moment: the ending and the icons are rehearsed.
    await g.play('e2e4');
    await page.waitForFunction(() => document.querySelectorAll('.rehearsal .pause, .rehearsal .takeback').length === 2);
    const seen = await page.evaluate(() => {
      const icon = (el) => getComputedStyle(el, '::before').maskImage || getComputedStyle(el, '::before').webkitMaskImage;
      return {
        boxes: [...document.querySelectorAll('.rehearsal')].map((r) => ({
          hidden: getComputedStyle(r).visibility === 'hidden',
          aria: r.getAttribute('aria-hidden'),
          inert: r.inert,
          contract: r.querySelectorAll('[data-action], [data-banner-action], [data-end-explain], [data-status]').length,
        })),
        pause: [icon(document.querySelector('.rehearsal .pause')), icon(document.querySelector('[data-action="pause"]'))],
        takeback: [icon(document.querySelector('.rehearsal .takeback')), icon(document.querySelector('[data-action="takeback"]'))],
      };
    });
    assert.ok(seen.boxes.length >= 2, 'the ending and the icons');
    for (const b of seen.boxes) assert.deepEqual(b, { hidden: true, aria: 'true', inert: true, contract: 0 });
    for (const [name, [rehearsed, live]] of Object.entries({ pause: seen.pause, takeback: seen.takeback })) {
      assert.match(rehearsed, /^url\("data:image\/svg/, `${name}: the rehearsal reads an image`);
      assert.equal(rehearsed, live, `${name}: the image rehearsed is the command's own`);
    }
  });
});

test('a drag touches only the squares whose look changes: the one left and the one entered at each step', async () => {
  await withGame({}, async (g) => {
    const [a, b, c] = await g.centres('g1', 'g2', 'f3');
    const { mouse } = g.page;
    await mouse.move(a.x, a.y);
    await mouse.down();
    await mouse.move(b.x, b.y, { steps: 3 }); // the drag starts and goes over g2
    await g.settle();
    // From here on, record which squares' attributes or children change while the piece crosses to f3.
    await g.page.evaluate(() => {
      window.__touched = new Set();
      window.__observer = new MutationObserver((records) => {
        for (const r of records) {
          const sq = (r.target.closest ? r.target : r.target.parentElement)?.closest('[data-square]');
          if (sq) window.__touched.add(sq.dataset.square);
        }
      });
      window.__observer.observe(document.querySelector('.board'), { subtree: true, attributes: true, childList: true });
    });
    await mouse.move(c.x, c.y, { steps: 4 });
    await g.settle();
    const touched = await g.page.evaluate(() => {
      window.__observer.disconnect();
      return [...window.__touched].sort();
    });
    await mouse.up();
    await g.settle();
    // The pointer crossed g2 → (perhaps f2 or g3) → f3: only those squares' hover marks change, never the other 60.
    assert.ok(touched.includes('f3') && touched.includes('g2'), `the hover moved from g2 to f3: ${touched}`);
    assert.ok(touched.length <= 4, `only the squares crossed change during a drag, not ${touched.length}: ${touched}`);
    assert.deepEqual(await g.plies(), ['Nf3']);
  });
});
