// Tournament practice (7.4, A4c, A4d, B3c) and adjourned games (Appendix F) through Contract 2:
// illegal moves stand until claimed, claims by time class, flags claimed in rapid, the sealed move.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite, clickIn, closeMenu } from './page.mjs';

const withGame = gameSuite();

/** Black's knight on c6 is pinned by the bishop on b5; White has a rook to mate with. */
const PINNED = '4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1';
const MIN2 = 120_000;

/** Makes both faces render now (a language switch re-reads them). */
async function rerender(g) {
  await clickIn(g.page, '[data-lang="es"]');
  await g.settle();
  await clickIn(g.page, '[data-lang="en"]');
  await g.settle();
}

test('blitz 3+2: a pinned knight moved, the claim wins (B3c)', async () => {
  await withGame({ rules: 'tournament', tc: '180+2', fen: PINNED }, async (g) => {
    await g.drag('c6', 'd4');
    assert.equal(await g.pieceAt('d4'), 'bN', 'the illegal move stands');
    assert.equal(await g.pieceAt('c6'), null);
    assert.deepEqual(await g.hints(), {}, 'no hints in tournament practice');
    assert.equal((await g.status()).turn, 'white', 'the status follows the board after an illegal move that stood');
    assert.ok(await g.canUse('claim-illegal', 'white'));
    await g.action('claim-illegal', 'white');
    const s = await g.status();
    assert.equal(s.outcome, 'illegal_move');
    assert.equal(s.result, '1-0');
  });
});

test('with the any-square option a knight moved like a bishop stands until claimed', async () => {
  await withGame({ rules: 'tournament' }, async (g) => {
    await g.drag('g1', 'e3');
    assert.equal(await g.pieceAt('g1'), 'wN', 'outside its movement the knight snaps back');
    assert.ok(await g.explanation());
    await g.reveal('any-square');
    await g.page.locator('[data-action="any-square"]').check();
    await closeMenu(g.page);
    await g.settle();
    await g.drag('g1', 'e3');
    assert.equal(await g.pieceAt('e3'), 'wN');
    await g.action('claim-illegal', 'black');
    assert.equal(await g.pieceAt('g1'), 'wN', 'restored (standard: no clock)');
    assert.equal(await g.pieceAt('e3'), null);
  });
});

test('rapid 15+10: the claim restores the position and gives the claimant two minutes', async () => {
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED }, async (g) => {
    await g.drag('c6', 'd4');
    await g.action('claim-illegal', 'white');
    assert.equal(await g.pieceAt('c6'), 'bN', 'the position before the illegal move');
    assert.equal(await g.pieceAt('d4'), null);
    assert.equal((await g.status()).outcome, null);
    await rerender(g);
    const white = await g.clock('white');
    assert.ok(white.ms > 900_000 + MIN2 - 10_000 && white.ms <= 900_000 + MIN2, `white ${white.ms}`);
    assert.equal((await g.clock('black')).running, true, 'Black replaces the move');
  });
});

test('rapid and blitz: the claim is gone once the claimant has moved', async () => {
  for (const tc of ['900+10', '180+2']) {
    await withGame({ rules: 'tournament', tc, fen: PINNED }, async (g) => {
      await g.drag('c6', 'd4');
      await g.drag('a1', 'a2');
      assert.equal(await g.pieceAt('a2'), 'wR');
      assert.equal(await g.canUse('claim-illegal', 'white'), false, tc);
      assert.equal(await g.pieceAt('d4'), 'bN', 'the illegal move stands for good');
    });
  }
});

test('standard: a claim several moves later restores the position before the first illegal move', async () => {
  await withGame({ rules: 'tournament', fen: PINNED }, async (g) => {
    await g.play('c6d4', 'a1a2', 'e8f8', 'a2a3');
    assert.equal(await g.pieceAt('a3'), 'wR');
    await g.action('claim-illegal', 'white');
    assert.equal(await g.pieceAt('c6'), 'bN');
    assert.equal(await g.pieceAt('a1'), 'wR');
    assert.equal(await g.pieceAt('e8'), 'bK');
    assert.deepEqual(await g.plies(), []);
  });
});

test('standard: the third illegal move loses', async () => {
  await withGame({ rules: 'tournament', fen: PINNED }, async (g) => {
    for (let k = 1; k <= 3; k++) {
      await g.drag('c6', 'd4');
      await g.action('claim-illegal', 'white');
    }
    const s = await g.status();
    assert.equal(s.outcome, 'illegal_move');
    assert.equal(s.result, '1-0');
  });
});

test('a wrong claim gives the opponent two minutes', async () => {
  await withGame({ rules: 'tournament', tc: '900+10' }, async (g) => {
    await g.drag('e2', 'e4');
    await g.action('claim-illegal', 'black');
    await rerender(g);
    assert.equal((await g.clock('white')).ms, 910_000 + MIN2);
    assert.ok(await g.explanation(), 'the wrong claim is explained');
    assert.equal((await g.status()).outcome, null);
  });
});

test('rapid: a fallen flag ends the game only when claimed (A4d)', async () => {
  // Time odds: the longer side's 15 minutes make the game rapid; Black has 2 s.
  await withGame({ rules: 'tournament', tc: '900|2' }, async (g) => {
    await g.drag('e2', 'e4');
    await g.page.waitForFunction(
      () => {
        const b = document.querySelector('[data-action="claim-flag"][data-color="white"]');
        return b && !b.disabled;
      },
      null,
      { timeout: 8_000 },
    );
    assert.equal((await g.status()).result, '*', 'the flag alone ends nothing');
    await g.action('claim-flag', 'white');
    const s = await g.status();
    assert.equal(s.outcome, 'timeout');
    assert.equal(s.result, '1-0');
  });
});

async function adjourn(g, sealed) {
  await g.action('adjourn');
  await g.page.locator('input[data-field="sealed-move"]').fill(sealed);
  await g.action('confirm');
}

test('adjourn, reload, resume: the sealed move is played', async () => {
  await withGame({ rules: 'fide', tc: '5400+30' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await adjourn(g, 'Nf3');
    const adjourned = () => g.page.evaluate(() => document.querySelector('[data-status]')?.hasAttribute('data-adjourned'));
    assert.equal(await adjourned(), true);
    assert.ok(await g.page.locator('[data-envelope]').isVisible());
    assert.equal((await g.clock('white')).running, false);
    await g.reload();
    await g.settle();
    assert.equal(await adjourned(), true, 'still adjourned after a reload');
    assert.equal(await g.pieceAt('g1'), 'wN');
    await g.action('resume-adjourned');
    assert.equal(await g.pieceAt('f3'), 'wN');
    assert.equal(await adjourned(), false);
    assert.equal((await g.clock('black')).running, true);
    assert.equal((await g.plies()).length, 3);
  });
});

test('an illegal sealed move loses (F8)', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await adjourn(g, 'Ke3');
    await g.action('resume-adjourned');
    const s = await g.status();
    assert.equal(s.outcome, 'sealed_move');
    assert.equal(s.result, '0-1');
  });
});

test('the settings dialog starts a tournament-practice game', async () => {
  await withGame({}, async (g) => {
    await g.action('settings');
    const dialog = g.page.locator('dialog#settings');
    await dialog.locator('input[name="rules"][value="tournament"]').check();
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal(await g.page.locator('[data-status]').getAttribute('data-rules'), 'tournament');
    await g.drag('e2', 'e4');
    assert.ok(await g.canUse('claim-illegal', 'black'), 'the claim is offered after every move');
  });
});
