// What a lifted piece shows (issue 22): capture hints a player can see — measured in pixels of the page as drawn —
// en passant targets marked as captures, the king's own rook hinted when it may castle, and the check glow.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite } from './page.mjs';

const withGame = gameSuite();

/** A screenshot of one square (whole CSS pixels inside it; the context's device scale factor is 1). */
async function shot(g, square) {
  const b = await g.box(square);
  const clip = {
    x: Math.ceil(b.x),
    y: Math.ceil(b.y),
    width: Math.floor(b.x + b.width) - Math.ceil(b.x),
    height: Math.floor(b.y + b.height) - Math.ceil(b.y),
  };
  return { png: await g.page.screenshot({ clip }), size: [clip.width, clip.height] };
}

/**
 * The share of pixels that differ clearly (a summed RGB difference over 90 of 765) between two screenshots of one
 * square, decoded in the page.
 */
async function changedShare(g, a, b) {
  assert.deepEqual(a.size, b.size, 'two shots of one size');
  return g.page.evaluate(
    async ([a, b]) => {
      const pixels = async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const cx = c.getContext('2d');
        cx.drawImage(img, 0, 0);
        return cx.getImageData(0, 0, c.width, c.height).data;
      };
      const [p, q] = [await pixels(a), await pixels(b)];
      let n = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 90) n++;
      }
      return n / (p.length / 4);
    },
    [a.png.toString('base64'), b.png.toString('base64')],
  );
}

test('a capture hint covers at least a tenth of its square, around the piece and on an en passant target', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'd7d5');
    const plain = await shot(g, 'd5');
    await g.clickSquare('e4');
    assert.deepEqual(await g.hints(), { d5: 'capture', e5: 'move' });
    const hinted = await shot(g, 'd5');
    const aroundPiece = await changedShare(g, plain, hinted);
    assert.ok(aroundPiece >= 0.1, `capture ring around a pawn: ${(aroundPiece * 100).toFixed(1)}% of the square`);
    await g.clickSquare('e4'); // put down

    // En passant: the target is empty, and it is a capture.
    await g.play('e4e5', 'f7f5');
    const empty = await shot(g, 'f6');
    await g.clickSquare('e5');
    assert.deepEqual(await g.hints(), { e6: 'move', f6: 'capture' });
    const ep = await changedShare(g, empty, await shot(g, 'f6'));
    assert.ok(ep >= 0.2, `capture ring on the en passant target: ${(ep * 100).toFixed(1)}% of the square`);
    // A move dot stays a dot: visible, and smaller than a ring.
    const dot = await changedShare(g, await shot(g, 'e6'), await shot(g, 'e6'));
    assert.equal(dot, 0, 'the same shot twice');
    await g.clickSquare('e5');
    const noDot = await shot(g, 'e6');
    await g.clickSquare('e5');
    const withDot = await shot(g, 'e6');
    const dotShare = await changedShare(g, noDot, withDot);
    assert.ok(dotShare > 0.03 && dotShare < ep, `move dot: ${(dotShare * 100).toFixed(1)}%`);
  });
});

test('a king that may castle hints its own rooks as move targets; a drop on the rook castles', async () => {
  const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
  await withGame({ fen }, async (g) => {
    const rook = await shot(g, 'h1');
    await g.clickSquare('e1');
    assert.deepEqual(await g.hints(), { a1: 'move', c1: 'move', d1: 'move', f1: 'move', g1: 'move', h1: 'move' });
    // The dot (24% of the width: 4.5% of the area) shows whole on the rook, not hidden under it.
    const seen = await changedShare(g, rook, await shot(g, 'h1'));
    assert.ok(seen >= 0.035, `the castling dot on h1: ${(seen * 100).toFixed(1)}% of the square`);
    await g.clickSquare('e1');
    await g.drag('e1', 'h1');
    assert.deepEqual(await g.plies(), ['O-O']);
    await g.clickSquare('e8');
    assert.deepEqual(await g.hints(), { a8: 'move', c8: 'move', d8: 'move', f8: 'move', g8: 'move', h8: 'move' });
  });
  // Tournament practice: no hints at all, castling or not.
  await withGame({ fen, rules: 'tournament' }, async (g) => {
    await g.clickSquare('e1');
    assert.deepEqual(await g.squaresWith('data-selected'), ['e1']);
    assert.deepEqual(await g.hints(), {});
  });
});

test('the check glow covers a good part of the king in check', async () => {
  let noCheck;
  await withGame({ fen: '4k3/8/8/8/8/8/q7/4K3 w - - 0 1' }, async (g) => {
    noCheck = await shot(g, 'e1');
  });
  await withGame({ fen: '4k3/8/8/8/8/8/8/q3K3 w - - 0 1' }, async (g) => {
    assert.deepEqual(await g.squaresWith('data-check'), ['e1']);
    const share = await changedShare(g, noCheck, await shot(g, 'e1'));
    assert.ok(share >= 0.2, `check glow: ${(share * 100).toFixed(1)}% of the square`);
  });
});
