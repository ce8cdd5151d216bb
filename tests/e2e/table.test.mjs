// The table (issue 12), end to end through Contract 2 and "Contract 2, continued": questions asked in
// the page (resign, a new game over one with moves, a takeback the opponent must agree to), the
// game-over banner and the rematch, names, the paused state, time added and undone, and the fit of
// the board, both clocks and the status in the window at eight sizes in both languages.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { gameSuite, START } from './page.mjs';
import { REPO_ROOT } from './helpers.mjs';

const AXE = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

/** axe-core's violations on the page, one line each. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const withGame = gameSuite();

test('resign asks the resigning player first: cancel goes on, confirm ends the game 0-1', async () => {
  await withGame({ tc: '300+2' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await g.ask('resign', 'white');
    const q = await g.question();
    assert.equal(q.kind, 'resign');
    assert.equal(q.color, 'white', 'the question is put to White');
    assert.equal((await g.status()).result, '*', 'asking is not resigning');
    assert.equal(
      await g.page.evaluate(() => document.activeElement?.closest('[data-question]') !== null),
      true,
      'focus moves to the question',
    );
    await g.answer('cancel');
    assert.equal(await g.question(), null, 'confirm and cancel exist only while the question is open');
    assert.equal(await g.page.locator('[data-action="confirm"]').count(), 0);
    assert.equal((await g.status()).result, '*');

    await g.ask('resign', 'white');
    await g.page.locator('[data-question] [data-action="confirm"][data-color="white"]').click();
    await g.settle();
    const s = await g.status();
    assert.equal(s.result, '0-1');
    assert.equal(s.outcome, 'resignation');
    // The banner: the result, and the rematch.
    assert.match(await g.page.locator('[data-banner] .result').textContent(), /0-1/);
    assert.equal(await g.canUse('rematch'), true);
  });
});

test('rematch: same time control and rules, names swapped, colours swapped', async () => {
  await withGame({ tc: '180+2', rules: 'fide', white: 'Ana', black: 'Luis' }, async (g) => {
    assert.equal(await g.page.locator('[data-name="white"]').textContent(), 'Ana');
    assert.equal(await g.page.locator('[data-name="black"]').textContent(), 'Luis');
    assert.equal(new URL(g.page.url()).searchParams.has('white'), false, '?white= is removed once applied');
    await g.play('f2f3', 'e7e5', 'g2g4', 'd8h4');
    assert.equal((await g.status()).outcome, 'checkmate');
    await g.action('rematch');
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.plies(), []);
    assert.equal(await g.page.locator('[data-name="white"]').textContent(), 'Luis');
    assert.equal(await g.page.locator('[data-name="black"]').textContent(), 'Ana');
    assert.equal((await g.clock('white')).ms, 180_000);
    assert.equal(await g.canUse('takeback'), false, 'still FIDE rules: no takeback');
  });
});

test('a new game over one with moves asks first; after the end it does not', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    await g.ask('new');
    assert.equal((await g.question()).kind, 'discard');
    await g.answer('cancel');
    assert.deepEqual(await g.plies(), ['e4']);
    await g.ask('new');
    await g.answer('confirm');
    assert.deepEqual(await g.plies(), []);
    // With no moves there is nothing to lose: no question.
    await g.ask('new');
    assert.equal(await g.question(), null);
  });
});

test('takeback in casual play needs the opponent: the question is put to the other player', async () => {
  await withGame({ tc: '300' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await g.ask('takeback');
    const q = await g.question();
    assert.equal(q.kind, 'takeback');
    assert.equal(q.color, 'white', 'Black asks, White must agree');
    await g.answer('cancel');
    assert.deepEqual(await g.plies(), ['e4', 'e5'], 'declined: nothing taken back');
    await g.ask('takeback');
    await g.answer('confirm');
    assert.deepEqual(await g.plies(), ['e4']);
  });
});

test('a paused game is unmistakable: data-paused and a resume control in view, also after a reload', async () => {
  await withGame({ tc: '300' }, async (g) => {
    await g.play('e2e4');
    await g.action('pause');
    const paused = () => g.page.evaluate(() => document.querySelector('[data-status]').hasAttribute('data-paused'));
    assert.equal(await paused(), true);
    assert.equal(await g.canUse('resume'), true);
    await g.reload();
    assert.equal(await paused(), true, 'a reload resumes paused');
    const inView = await g.page.evaluate(() => {
      const r = document.querySelector('[data-action="resume"]').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    assert.equal(inView, true, 'the resume control is in the window');
    await g.action('resume');
    assert.equal(await paused(), false);
  });
});

test('time added goes to the receiver and can be undone', async () => {
  await withGame({ tc: '300' }, async (g) => {
    await g.play('e2e4');
    await g.action('pause');
    const before = (await g.clock('white')).ms;
    await g.action('add-time', 'white');
    assert.equal((await g.clock('white')).ms, before + 120_000);
    await g.reveal('undo-add-time', 'white');
    assert.equal(await g.canUse('undo-add-time', 'white'), true);
    await g.action('undo-add-time', 'white');
    assert.equal((await g.clock('white')).ms, before);
  });
});

const SIZES = [
  [360, 640], [390, 844], [844, 390], [768, 1024], [1024, 768], [1280, 800], [1366, 768], [1920, 1080],
];

/** Where each essential element is against the window: a list of misfits, empty when all fit. */
async function misfits(g) {
  return g.page.evaluate(() => {
    const out = [];
    const check = (sel) => {
      const el = document.querySelector(sel);
      if (!el) return out.push(`${sel} missing`);
      const r = el.getBoundingClientRect();
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        out.push(`${sel} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    };
    for (const sel of ['.board', '[data-clock="white"]', '[data-clock="black"]', '[data-status]']) check(sel);
    if (document.documentElement.scrollWidth > innerWidth) out.push(`scrolls sideways (${document.documentElement.scrollWidth})`);
    if (scrollY !== 0) out.push(`page scrolled to ${scrollY}`);
    const side = document.querySelector('.board').getBoundingClientRect().width;
    if (side < 0.6 * Math.min(innerWidth, innerHeight)) out.push(`board ${Math.round(side)} px < 60 %`);
    return out;
  });
}

for (const lang of ['es', 'en']) {
  test(`fit (${lang}): board, both clocks and status in the window at eight sizes, in three states`, async () => {
    const long = 'Maximiliano Alejandro de la Santísima Trinidad Fernández-Ortega';
    await withGame({ lang, tc: '300+2', white: long.slice(0, 60), black: long.slice(0, 60) }, async (g) => {
      const problems = [];
      // White moves (Black's clock runs) and offers a draw: Black's panel has the offer's answers.
      await g.play('e2e4');
      await g.action('offer-draw', 'white');
      assert.equal(await g.canUse('accept-draw', 'black'), true);
      for (const [w, h] of SIZES) {
        await g.page.setViewportSize({ width: w, height: h });
        await g.page.evaluate(() => scrollTo(0, 0));
        await g.settle();
        const at = (state) => async () => {
          for (const m of await misfits(g)) problems.push(`${w}×${h} ${state}: ${m}`);
        };
        await at('clock running, offer pending, long names')();
        await g.ask('resign', 'black');
        await at('question open')();
        await g.answer('cancel');
        await g.page.locator('input[data-action="tabletop"]').evaluate((el) => el.click());
        await g.settle();
        await at('tabletop')();
        await g.page.locator('input[data-action="tabletop"]').evaluate((el) => el.click());
        await g.settle();
      }
      assert.deepEqual(problems, []);
    });
  });
}

test('clock-only mode: the board hides, each half is a clock its player taps, an accidental tap is undone', async () => {
  await withGame({ tc: '300+2' }, async (g) => {
    await g.action('clock-only');
    assert.equal(await g.page.locator('.board').isVisible(), false, 'the board is hidden');
    // Black starts White's clock, as on a real clock.
    await g.page.locator('[data-clock="black"]').click();
    await g.settle();
    assert.equal((await g.clock('white')).running, true);
    // White ends the move by tapping their half: Black's time runs, White got the increment.
    await g.page.locator('[data-clock="white"]').click();
    await g.settle();
    assert.equal((await g.clock('black')).running, true);
    assert.ok((await g.clock('white')).ms > 300_000, 'the increment was credited');
    // Tapped again by accident: undo gives White's clock back its turn.
    await g.action('undo-press');
    assert.equal((await g.clock('white')).running, true);
    assert.equal((await g.clock('black')).running, false);
    const halves = await g.page.evaluate(() =>
      ['white', 'black'].map((c) => document.querySelector(`[data-clock="${c}"]`).getBoundingClientRect().height / innerHeight),
    );
    assert.ok(halves.every((h) => h > 0.25), `each clock takes a large part of the window: ${halves}`);
  });
});

for (const lang of ['es', 'en']) {
  test(`access (${lang}): the question, the banner, the menu, clock-only mode and the dark theme have no axe-core violation`, async () => {
    await withGame({ lang, tc: '300+2' }, async (g) => {
      const found = [];
      const check = async (state) => {
        for (const v of await axe(g.page)) found.push(`${state}: ${v}`);
      };
      await g.play('e2e4');
      await g.ask('resign', 'black');
      await check('question open');
      await g.answer('confirm');
      await check('game-over banner');
      await g.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await g.settle();
      await check('dark theme');
      await g.page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
      await g.action('rematch');
      await g.action('clock-only');
      await check('clock-only');
      await g.action('clock-only');
      await g.page.setViewportSize({ width: 390, height: 844 });
      await g.action('menu');
      await check('menu open');
      assert.deepEqual(found, []);
    });
  });
}
