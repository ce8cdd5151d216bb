// Saving and resuming: the game lives in localStorage under `escaque.game.v2` (the table model's
// save format; records of the first release, `escaque.game.v1`, are migrated); a reload resumes position, scoresheet, rules, result and clocks (paused, at the
// time they showed when the page went away); a corrupted record never breaks the app.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite, START, startWith } from './page.mjs';

/** The key the first release saved under: the corrupted records below are planted there. */
const GAME_KEY = 'escaque.game.v1';

const withGame = gameSuite();

const AFTER_3 = startWith({ e2: null, e4: 'wP', e7: null, e5: 'bP', g1: null, f3: 'wN' });

test('reload mid-game with running clocks: position, scoresheet and clocks come back, paused at the time they showed', async () => {
  await withGame({ tc: '300+2' }, async (g) => {
    assert.equal(new URL(g.page.url()).searchParams.has('tc'), false, '?tc= is removed from the address bar');
    await g.play('e2e4', 'e7e5', 'g1f3');
    const white = await g.clock('white');
    assert.equal(white.running, false);
    assert.equal((await g.clock('black')).running, true);

    // Reload in the middle of a second, not right after a redraw: Black's time at that instant is the
    // last render's data-ms minus the time since that render.
    const [render] = await g.sampleRenders('black', 1);
    await g.page.waitForTimeout(600);
    const t = await g.now();
    const blackAtReload = render.ms - (t - render.t);
    await g.reload();

    assert.deepEqual(await g.board(), AFTER_3);
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);
    const s = await g.status();
    assert.equal(s.result, '*');
    assert.equal(s.turn, 'black');
    assert.deepEqual(await g.squaresWith('data-last'), ['f3', 'g1']);

    const w = await g.clock('white');
    const b = await g.clock('black');
    assert.equal(w.running, false);
    assert.equal(b.running, false, 'the clocks come back paused');
    assert.equal(w.ms, white.ms, "White's stopped clock is restored exactly");
    // The clock runs until the old page is really gone (pagehide), a moment after the reload call: it
    // never gives time back, and loses no more than that moment.
    assert.ok(
      b.ms <= blackAtReload + 50 && b.ms >= blackAtReload - 1500,
      `Black's clock came back at ${b.ms} ms; it showed ${blackAtReload.toFixed(0)} ms when the page was reloaded`,
    );
    assert.equal(await g.canUse('resume'), true);

    // Paused means paused: no move until the clock is resumed, then the game goes on.
    await g.drag('b8', 'c6');
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);
    await g.action('resume');
    assert.equal((await g.clock('black')).running, true);
    await g.drag('b8', 'c6');
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
    assert.equal((await g.clock('white')).running, true);
  });
});

test('reload with the clocks paused restores their exact values', async () => {
  await withGame({ tc: '60+1' }, async (g) => {
    await g.play('d2d4', 'd7d5');
    await g.page.waitForTimeout(200);
    await g.action('pause');
    const white = await g.clock('white');
    const black = await g.clock('black');
    await g.reload();
    assert.deepEqual(await g.plies(), ['d4', 'd5']);
    assert.deepEqual(await g.clock('white'), white);
    assert.deepEqual(await g.clock('black'), black);
  });
});

test('reload keeps the rule set and a finished game\'s result', async () => {
  await withGame({ rules: 'fide' }, async (g) => {
    assert.equal(new URL(g.page.url()).searchParams.has('rules'), false, '?rules= is removed from the address bar');
    await g.play('e2e4', 'c7c5');
    await g.action('offer-draw', 'black');
    await g.action('accept-draw', 'white');
    assert.equal((await g.status()).outcome, 'agreement');
    await g.reload();
    assert.deepEqual(await g.plies(), ['e4', 'c5']);
    const s = await g.status();
    assert.equal(s.result, '1/2-1/2');
    assert.equal(s.outcome, 'agreement');
    assert.equal(await g.canUse('takeback'), false, 'still FIDE rules: no takeback');
    assert.equal(await g.page.locator('[data-status]').getAttribute('data-rules'), 'fide');
  });
});

test('reload of a game started from a FEN resumes from that FEN', async () => {
  await withGame({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' }, async (g) => {
    assert.equal(new URL(g.page.url()).searchParams.has('fen'), false, '?fen= is removed from the address bar');
    await g.play('e2e4');
    await g.reload();
    assert.deepEqual(await g.board(), { e8: 'bK', e4: 'wP', e1: 'wK' });
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

/** Runs in the page before its scripts on the first load only: writes `record` as the saved game. */
function plantRecord([key, record]) {
  if (!sessionStorage.getItem('planted')) {
    sessionStorage.setItem('planted', '1');
    localStorage.setItem(key, record);
  }
}

async function assertSurvivesCorruption(record) {
  await withGame(
    {},
    async (g) => {
      assert.deepEqual(await g.board(), START);
      assert.deepEqual(await g.plies(), []);
      assert.equal((await g.status()).result, '*');
      const why = await g.explanation();
      assert.ok(why, 'an explanation says the saved game could not be restored');
      assert.match(why, /saved game/i);
      // The broken text is set aside, not lost.
      const kept = await g.page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('escaque.broken.'))
          .map((k) => localStorage.getItem(k)),
      );
      assert.deepEqual(kept, [record]);
      // The app works: a game can be played and is saved again.
      await g.play('e2e4', 'e7e5');
      assert.deepEqual(await g.plies(), ['e4', 'e5']);
      await g.reload();
      assert.deepEqual(await g.plies(), ['e4', 'e5']);
      assert.equal(await g.explanation(), null);
    },
    { init: [plantRecord, [GAME_KEY, record]] },
  );
}

test('a game saved by the first release (escaque.game.v1) is migrated: moves, names, clock paused, then saved as v2', async () => {
  const record =
    'escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4 e7e5 g1f3\n' +
    'white Ana\nblack Luis\ntc 300+2\n' +
    'clock escaque-clock 1 tc=300+2 turn=b run=paused used=4000 w=299000,2,- b=298000,1,- ' +
    'moves=w,0,300000,302000,2000,0,0,0,0,1,-,-;b,3000,300000,299000,2000,0,0,0,0,0,-,-;w,3000,302000,301000,2000,0,0,0,0,0,-,-\n' +
    'flip 0\ntabletop 0\n';
  await withGame(
    {},
    async (g) => {
      assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);
      assert.equal(await g.page.locator('[data-name="white"]').count() > 0 ? await g.page.locator('[data-name="white"]').first().textContent() : 'Ana', 'Ana');
      const s = await g.status();
      assert.equal(s.turn, 'black');
      const saved = await g.page.evaluate(() => [localStorage.getItem('escaque.game.v1'), localStorage.getItem('escaque.game.v2')]);
      assert.equal(saved[0], null, 'the old key is removed once the new one is written');
      assert.match(saved[1], /^escaque 4$/m);
      assert.match(saved[1], /^moves e2e4 e7e5 g1f3$/m);
      assert.match(saved[1], /^white Ana$/m);
      assert.equal((await g.clock('black')).running, false, 'a resumed clock is paused');
    },
    { init: [plantRecord, [GAME_KEY, record]] },
  );
});

test('a junk localStorage record does not break the app: start position and an explanation', async () => {
  await assertSurvivesCorruption('{"this is": not a game at all');
});

test('a record with an illegal move does not break the app', async () => {
  await assertSurvivesCorruption(
    'escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules casual\nmoves e2e4 e2e4\n' +
      'white \nblack \nflip 0\ntabletop 0\n',
  );
});

test('a record with a broken clock line does not half-restore the game', async () => {
  await assertSurvivesCorruption(
    'escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules casual\nmoves e2e4 e7e5 g1f3\n' +
      'white \nblack \ntc 60\nclock escaque-clock 1 tc=60 turn=x run=sideways\nflip 0\ntabletop 0\n',
  );
});

test('reload keeps the orientation, the tabletop mode and a pending draw offer', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('flip');
    await g.action('tabletop');
    await g.action('offer-draw', 'white');
    const a1 = await g.box('a1');
    await g.reload();
    const a1r = await g.box('a1');
    assert.ok(Math.abs(a1.x - a1r.x) < 1 && Math.abs(a1.y - a1r.y) < 1, 'still flipped');
    assert.equal(await g.page.locator('input[data-action="tabletop"]').isChecked(), true, 'still tabletop');
    assert.equal(await g.canUse('accept-draw', 'black'), true, 'the offer is still on the table');
    await g.action('accept-draw', 'black');
    assert.equal((await g.status()).outcome, 'agreement');
  });
});

test('reload after a flag fell: the result and the fallen flag stay', async () => {
  await withGame({ tc: '1' }, async (g) => {
    await g.play('e2e4');
    assert.equal((await g.waitForResult(6_000)).outcome, 'timeout');
    await g.reload();
    const s = await g.status();
    assert.equal(s.result, '1-0');
    assert.equal(s.outcome, 'timeout');
    const b = await g.clock('black');
    assert.equal(b.ms, 0);
    assert.equal(b.flagged, true);
    assert.equal(await g.canUse('resume'), false, 'a finished game has nothing to resume');
  });
});

test('?fen= with a game in progress asks first, in the page: cancel keeps the game, yes starts the new one', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'e7e5');
    let browserDialog = false;
    g.page.on('dialog', async (d) => {
      browserDialog = true;
      await d.dismiss();
    });
    await g.open({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', lang: 'en' });
    const q = await g.question();
    assert.equal(q?.kind, 'discard', 'the question is asked in the page');
    assert.equal(new URL(g.page.url()).searchParams.has('fen'), false, '?fen= is gone from the address bar');
    assert.deepEqual(await g.plies(), ['e4', 'e5'], 'nothing changes before the answer');
    await g.answer('cancel');
    assert.equal(await g.question(), null);
    assert.deepEqual(await g.plies(), ['e4', 'e5'], 'cancelled: the game goes on');

    await g.open({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', lang: 'en' });
    await g.answer('confirm');
    assert.deepEqual(await g.board(), { e8: 'bK', e2: 'wP', e1: 'wK' });
    assert.deepEqual(await g.plies(), []);
    assert.equal(browserDialog, false, 'never the browser\'s confirm()');
  });
});

test('?fen= after a finished game starts the new one without asking', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.action('resign', 'black');
    let asked = false;
    g.page.on('dialog', async (d) => {
      asked = true;
      await d.dismiss();
    });
    await g.open({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', lang: 'en' });
    assert.equal(asked, false);
    assert.deepEqual(await g.board(), { e8: 'bK', e2: 'wP', e1: 'wK' });
  });
});

test('reload keeps the players\' names', async () => {
  await withGame({}, async (g) => {
    await g.action('settings');
    const dialog = g.page.locator('dialog#settings');
    await dialog.locator('input[name="white"]').fill('Vera Menchik');
    await dialog.locator('input[name="black"]').fill('Sonja Graf');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    await g.play('d2d4');
    await g.reload();
    assert.match(await g.page.locator('[data-panel="white"]').textContent(), /Vera Menchik/);
    assert.match(await g.page.locator('[data-panel="black"]').textContent(), /Sonja Graf/);
    assert.deepEqual(await g.plies(), ['d4']);
  });
});
