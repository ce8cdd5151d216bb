// The skeleton index.html draws before the wasm arrives (Contract 2: something drawn first, carrying none of the
// contract's attributes): a small script reads the saved game's record (escaque.game.v2) and replays its moves to
// show the position the app will show, in the orientation it will have, with the players' names. Here the wasm is
// held back for good, so the skeleton stays, and it is compared square by square with what the app showed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, sharedBrowser } from './page.mjs';

const shared = sharedBrowser();

/**
 * Opens a game with `params`, plays `moves` by drag, runs `then(game)`, and returns what the app shows and what
 * the skeleton shows for the same saved game, the wasm held back.
 */
async function both(params, moves, then = async () => {}) {
  const game = await openGame(shared.browser, shared.server.url, { lang: 'en', ...params });
  try {
    await game.play(...moves);
    await then(game);
    await game.settle();
    const app = {
      board: await game.board(),
      names: await game.page.evaluate(() => [...document.querySelectorAll('.panel .name')].map((e) => e.textContent.trim())),
    };
    const saved = await game.page.evaluate(() => Object.entries(localStorage));
    assert.ok(saved.some(([k]) => k === 'escaque.game.v2'), 'the game was saved');
    assert.deepEqual(game.problems, [], 'the page reported errors');

    const context = await shared.browser.newContext({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript((items) => {
        for (const [k, v] of items) localStorage.setItem(k, v);
      }, saved);
      await context.route(/\.wasm$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(shared.server.url);
      await page.waitForSelector('#skeleton .board .sq');
      const skeleton = await page.evaluate(() => {
        const board = {};
        const files = 'abcdefgh';
        const squares = [...document.querySelectorAll('#skeleton .board .sq')];
        // The skeleton draws rank 8 first unless the board is turned; which panel sits on top says which it is.
        const flipped = document.querySelector('#skeleton .slot-top .panel').classList.contains('white');
        squares.forEach((sq, i) => {
          const rank = flipped ? i >> 3 : 7 - (i >> 3);
          const file = flipped ? 7 - (i & 7) : i & 7;
          const p = sq.querySelector('.piece');
          if (p) board[files[file] + (rank + 1)] = [...p.classList].find((c) => c.startsWith('p-')).slice(2);
        });
        return {
          board,
          flipped,
          count: squares.length,
          names: [...document.querySelectorAll('#skeleton .panel .name')].map((e) => e.textContent.trim()),
          contract: document.querySelectorAll('#skeleton [data-square], #skeleton [data-piece]').length,
        };
      });
      return { app, skeleton };
    } finally {
      await context.close();
    }
  } finally {
    await game.close();
  }
}

test('the skeleton shows castling on both wings as the app does', async () => {
  const { app, skeleton } = await both({ fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1' }, ['e1g1', 'e8c8']);
  assert.equal(skeleton.count, 64);
  assert.equal(skeleton.contract, 0, 'the skeleton carries none of the contract attributes');
  assert.equal(app.board.g1, 'wK');
  assert.equal(app.board.f1, 'wR');
  assert.equal(app.board.c8, 'bK');
  assert.equal(app.board.d8, 'bR');
  assert.deepEqual(skeleton.board, app.board);
});

test('the skeleton shows en passant and a promotion as the app does', async () => {
  const { app, skeleton } = await both({ fen: '4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1' }, ['e5d6', 'e8f7', 'b7b8q']);
  assert.equal(app.board.d5, undefined, 'the pawn taken en passant is gone');
  assert.equal(app.board.b8, 'wQ');
  assert.deepEqual(skeleton.board, app.board);
});

test('the skeleton keeps the turned board and the players names', async () => {
  const { app, skeleton } = await both({ white: 'Ana', black: 'Bea', tc: '300+2' }, ['e2e4', 'c7c5', 'g1f3'], async (g) => {
    await g.action('flip');
  });
  assert.equal(skeleton.flipped, true, 'White sits at the top of the turned skeleton');
  assert.deepEqual(skeleton.board, app.board);
  assert.deepEqual(skeleton.names, app.names);
  assert.deepEqual(new Set(skeleton.names), new Set(['Ana', 'Bea']));
});

test('the styles nothing at start-up needs come after the board answers, and then style the dialogs', async () => {
  // With the wasm held back the skeleton stays: the later styles are not asked for at all.
  const context = await shared.browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
  try {
    const asked = [];
    context.on('request', (r) => asked.push(r.url()));
    await context.route(/\.wasm$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(shared.server.url, { waitUntil: 'load' });
    await page.waitForSelector('#skeleton .board .sq');
    assert.equal(await page.locator('template#later-css').count(), 1, 'the build put the later styles in a template');
    assert.ok(asked.some((u) => /\.css$/.test(u)), 'the page asked for its first stylesheet');
    assert.deepEqual(asked.filter((u) => /later-[0-9a-f]+\.css$/.test(u)), [], 'no later styles while the skeleton stands');
  } finally {
    await context.close();
  }

  // With the app: asked for no sooner than the board answered, and applied to the export dialog.
  const game = await openGame(shared.browser, shared.server.url, { lang: 'en' }, {
    init: [() => {
      new MutationObserver((_, seen) => {
        if (document.querySelector('[data-square]')) {
          window.__answered = performance.now();
          seen.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }],
  });
  try {
    await game.page.waitForFunction(() => [...document.styleSheets].some((s) => /later-[0-9a-f]+\.css$/.test(s.href ?? '')));
    const { answered, started } = await game.page.evaluate(() => ({
      answered: window.__answered,
      started: performance.getEntriesByType('resource').find((e) => /later-[0-9a-f]+\.css$/.test(e.name))?.startTime,
    }));
    assert.ok(answered !== undefined && started !== undefined, `answered ${answered}, later styles asked at ${started}`);
    assert.ok(started >= answered, `the later styles were asked for (${started}) before the board answered (${answered})`);
    await game.action('export-pgn');
    await game.page.waitForSelector('#export[open]');
    const maxWidth = await game.page.evaluate(() => getComputedStyle(document.querySelector('#export')).maxWidth);
    const rem = await game.page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    assert.equal(maxWidth, `${44 * rem}px`, 'the export dialog has the records dialogs\' width from the later styles');
    assert.deepEqual(game.problems, [], 'the page reported errors');
  } finally {
    await game.close();
  }
});

test('the service worker is registered only once the board has answered', async () => {
  // The wasm held back: the page loads, the skeleton stands, and no service worker is registered (its precache would
  // compete with the first module).
  const held = await shared.browser.newContext({ locale: 'en-US' });
  try {
    await held.route(/\.wasm$/, (route) => route.abort());
    const page = await held.newPage();
    await page.goto(shared.server.url, { waitUntil: 'load' });
    await page.waitForSelector('#skeleton .board .sq');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  } finally {
    await held.close();
  }
  // With the app: registered once the squares carry data-square.
  const context = await shared.browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(shared.server.url);
    await page.waitForSelector('[data-square]');
    assert.ok(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => Boolean(r.active || r.installing || r.waiting))));
  } finally {
    await context.close();
  }
});
