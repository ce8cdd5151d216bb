// The face (issue 22) end to end: a clocked game in two taps from a fresh page, at most 14 commands in
// view beside the board and the clocks, a board that never moves, clock-only halves that never
// overlap, the game-over banner facing both players in tabletop mode — at the six sizes of the issue.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, sharedBrowser } from './page.mjs';

const SIZES = [
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [1920, 1080],
];

const shared = sharedBrowser();

/** Opens the app at a size; `fn(g)` runs with it, then the page closes. */
async function at([width, height], params, fn) {
  const g = await openGame(shared.browser, shared.server.url, params, {
    context: { viewport: { width, height }, locale: params.lang === 'en' ? 'en-US' : 'es-ES' },
  });
  try {
    await fn(g);
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/**
 * The commands a person sees now beside the board and the clocks: buttons, checkboxes and selects
 * inside the window, not hidden, not in a closed dialog; the squares, the clock faces (the clocks
 * themselves) and the scoresheet's moves (the record, not commands) are not counted.
 */
function commandsInView() {
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && Number(s.opacity) > 0;
  };
  return [...document.querySelectorAll('button, input[type="checkbox"], select')]
    .filter((el) => !el.closest('[data-square], [data-clock], [data-ply], dialog:not([open])'))
    .filter(shown)
    .map((el) => [el.dataset.action ?? el.dataset.preset ?? el.textContent.trim(), el.dataset.color].filter(Boolean).join(':'));
}

/** The board's rectangle, rounded to the pixel. */
async function boardRect(g) {
  return g.page.evaluate(() => {
    const r = document.querySelector('.board').getBoundingClientRect();
    return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
  });
}

for (const size of SIZES) {
  const [width, height] = size;

  test(`${width}×${height}: a 5+3 game in two taps from a fresh page`, async () => {
    await at(size, { lang: 'es' }, async (g) => {
      // Tap 1: the preset. Nothing asks (no moves yet); both clocks show five minutes, stopped.
      const preset = g.page.locator('[data-preset="300+3"]');
      assert.equal(await preset.isVisible(), true, 'the grid is offered on a fresh page');
      await preset.click();
      await g.settle();
      assert.equal(await g.question(), null, 'nothing asked over a game without moves');
      assert.equal(await g.page.locator('[data-preset]').count(), 0, 'the grid is put away');
      const clocks = await g.page.$$eval('[data-clock]', (cs) => cs.map((c) => [c.dataset.clock, c.dataset.ms, c.hasAttribute('data-running')]));
      assert.deepEqual(clocks.sort(), [['black', '300000', false], ['white', '300000', false]]);
      // Tap 2 is the first move: it starts Black's clock, with the 3 s increment credited to White.
      await g.play('e2e4');
      assert.equal(await g.page.locator('[data-clock="black"][data-running]').count(), 1);
      const white = Number(await g.page.getAttribute('[data-clock="white"]', 'data-ms'));
      assert.equal(white, 303000, 'the increment is credited on the first move');
    });
  });

  test(`${width}×${height}: "new" over a game with moves asks, then offers the grid; one tap sets the clock`, async () => {
    await at(size, { lang: 'en', tc: '600+5' }, async (g) => {
      await g.play('e2e4', 'e7e5');
      await g.ask('new');
      assert.equal((await g.question())?.kind, 'discard', 'a game with moves is not thrown away without asking');
      await g.answer('confirm');
      assert.equal(await g.page.locator('[data-ply]').count(), 0);
      // The clock of the last game is marked; a tap on another sets it.
      assert.equal(await g.page.getAttribute('[data-preset="600+5"]', 'aria-pressed'), 'true');
      await g.page.locator('[data-preset="180+2"]').click();
      await g.settle();
      assert.equal(await g.page.getAttribute('[data-clock="white"]', 'data-ms'), '180000');
    });
  });

  test(`${width}×${height}: at most 14 commands in view in every state of a game`, async () => {
    const states = {
      'casual, clock running': { params: { tc: '300+3' }, setup: (g) => g.play('e2e4') },
      'draw offer pending': {
        params: { tc: '300+3' },
        setup: async (g) => {
          await g.play('e2e4');
          await g.action('offer-draw', 'white');
        },
      },
      'FIDE, a draw to claim': {
        params: { tc: '300+3', rules: 'fide' },
        setup: (g) => g.play('g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'),
      },
      tournament: { params: { tc: '5400+30', rules: 'tournament' }, setup: (g) => g.play('e2e4') },
      'game over': { params: { tc: '300+3' }, setup: (g) => g.play('f2f3', 'e7e5', 'g2g4', 'd8h4') },
      paused: {
        params: { tc: '300+3' },
        setup: async (g) => {
          await g.play('e2e4');
          await g.action('pause');
        },
      },
    };
    const over = [];
    for (const [name, { params, setup }] of Object.entries(states)) {
      await at(size, { lang: 'es', ...params }, async (g) => {
        await setup(g);
        const seen = await g.page.evaluate(commandsInView);
        if (seen.length > 14) over.push(`${name}: ${seen.length} (${seen.join(', ')})`);
        assert.ok(seen.length >= 2, `${name}: the page shows its commands (${seen.join(', ')})`);
      });
    }
    assert.deepEqual(over, []);
  });

  test(`${width}×${height}: the board does not move through a refusal, an offer, a question and a claim`, async () => {
    await at(size, { lang: 'es', tc: '300+3', rules: 'tournament' }, async (g) => {
      await g.play('e2e4');
      const before = await boardRect(g);
      const moved = [];
      const check = async (what) => {
        const now = await boardRect(g);
        if (now !== before) moved.push(`${what}: ${before} → ${now}`);
      };
      // A refusal: a knight dropped where it cannot go (even in tournament practice, its movement).
      await g.drag('g8', 'g5');
      assert.equal(await g.page.locator('[data-explain]').count() > 0, true, 'the refusal is explained');
      await check('refusal');
      const offerer = (await g.canUse('offer-draw', 'white')) ? 'white' : 'black';
      assert.equal(await g.canUse('offer-draw', offerer), true, 'a draw may be offered');
      await g.action('offer-draw', offerer);
      await check('offer');
      await g.ask('resign', 'white');
      assert.equal((await g.question())?.kind, 'resign');
      await check('question');
      await g.answer('cancel');
      await check('question closed');
      // A claim: Black claims an illegal move that was not (a wrong claim: two minutes to White, explained).
      await g.action('claim-illegal', 'black');
      await check('claim');
      const other = offerer === 'white' ? 'black' : 'white';
      if (await g.canUse('decline-draw', other)) {
        await g.action('decline-draw', other);
        await check('offer answered');
      }
      assert.deepEqual(moved, []);
    });
  });
}

/**
 * The controls among `sel` that a tap cannot reach whole: for each, the first of its centre and four
 * points 5 px inside its corners (inside the rounded border) where the page shows something else (a
 * neighbour spilling over it, a scroll box cutting it, a panel over it) or that lies outside the window.
 */
function unreachable(sel) {
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    const points = [
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      [r.left + 5, r.top + 5], [r.right - 5, r.top + 5], [r.left + 5, r.bottom - 5], [r.right - 5, r.bottom - 5],
    ];
    for (const [x, y] of points) {
      const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
      if (!el.contains(hit)) {
        const name = el.dataset.preset ?? el.dataset.action ?? el.dataset.field ?? el.tagName;
        out.push(`${name} at ${Math.round(x)},${Math.round(y)}: ${hit ? `${hit.tagName}.${hit.className}` : 'outside the window'}`);
        break;
      }
    }
  }
  return out;
}

// The start grid whole at scroll 0: at 844×390 its second row was cut by White's panel (it scrolled in a
// 127 px box), and "40/90+30" spilled over its neighbour where the columns are narrow. Phones on their
// side of four sizes, and the sizes of the issue.
for (const size of [[667, 375], [740, 360], [915, 412], ...SIZES]) {
  const [width, height] = size;
  for (const lang of ['es', 'en']) {
    test(`${width}×${height} ${lang}: every control of the start grid is whole in view, nothing over it`, async () => {
      await at(size, { lang }, async (g) => {
        assert.equal(await g.page.locator('[data-preset]').count(), 10, 'the grid is offered on a fresh page');
        assert.deepEqual(await g.page.evaluate(unreachable, '[data-preset], [data-start] [data-action="more"]'), []);
        // The scoresheet beside or below the grid keeps its arrows inside its own box (at 1024×768 they were
        // painted over its lower edge and the move box).
        const spill = await g.page.evaluate(() => {
          const sheet = document.querySelector('.sheet')?.getBoundingClientRect();
          const nav = document.querySelector('.sheet .nav')?.getBoundingClientRect();
          return sheet && nav && nav.height > 0 && nav.bottom > sheet.bottom + 0.5 ? `${nav.bottom} > ${sheet.bottom}` : null;
        });
        assert.equal(spill, null, "the scoresheet's arrows spill out of it");
        // And a tap on the last one chooses it.
        await g.page.locator('[data-preset="-"]').click();
        await g.settle();
        assert.equal(await g.page.locator('[data-preset]').count(), 0, 'the grid is put away');
      });
    });
  }
}

// A phone on its side during a game: the side column has 80–130 px under the status; the moves, their
// arrows and the move box are whole in it, not cut by White's panel (at 844×390 the field was cut in half).
for (const size of [[667, 375], [844, 390], [915, 412]]) {
  const [width, height] = size;
  test(`${width}×${height}: in a game the scoresheet's arrows and the move box are whole in view`, async () => {
    await at(size, { lang: 'es', tc: '300+3' }, async (g) => {
      await g.play('e2e4', 'e7e5', 'g1f3');
      const sel = '.nav button, .movebox input, .moves [data-ply][aria-current]';
      assert.equal(await g.page.locator(sel).count(), 6, 'four arrows, the field and the current move');
      assert.deepEqual(await g.page.evaluate(unreachable, sel), []);
      // The field takes a move.
      await g.page.locator('[data-field="san"]').fill('Cc6');
      await g.page.keyboard.press('Enter');
      await g.settle();
      assert.deepEqual(await g.plies(), ['e4', 'e5', 'Cf3', 'Cc6']);
      assert.deepEqual(await g.page.evaluate(unreachable, '.nav button, .movebox input'), []);
    });
  });
}

// A phone on its side: a dialog taller than the window scrolls, and its buttons stay at its bottom edge, in
// reach without scrolling (the new-game form's Start was three screens down at 844×390).
for (const size of [[667, 375], [844, 390]]) {
  const [width, height] = size;
  test(`${width}×${height}: the new-game and import dialogs show their buttons without scrolling`, async () => {
    await at(size, { lang: 'es' }, async (g) => {
      await g.page.locator('[data-start] [data-action="more"]').click();
      await g.page.waitForSelector('dialog#settings[open]');
      const tall = await g.page.$eval('dialog#settings', (d) => d.scrollHeight > d.clientHeight);
      assert.equal(tall, true, 'the form is taller than the window (else this test shows nothing)');
      assert.deepEqual(await g.page.evaluate(unreachable, 'dialog#settings menu button'), []);
      await g.page.locator('dialog#settings [data-field="preset"]').selectOption('600+5');
      await g.page.locator('dialog#settings [data-action="start-game"]').click();
      await g.settle();
      assert.equal(await g.page.getAttribute('[data-clock="white"]', 'data-ms'), '600000');
      await g.action('import');
      await g.page.waitForSelector('dialog#import[open]');
      assert.deepEqual(await g.page.evaluate(unreachable, 'dialog#import menu button'), []);
    });
  });
}

for (const [width, height] of [
  [844, 390],
  [390, 844],
]) {
  for (const lang of ['es', 'en']) {
    test(`${width}×${height} ${lang}: clock-only mode, two halves and nothing overlapping`, async () => {
      await at([width, height], { lang, tc: '300+3' }, async (g) => {
        await g.action('clock-only');
        const menu = g.page.locator('[data-action="menu"]');
        if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
        await g.settle();
        await g.page.locator('[data-clock="black"]').click();
        await g.settle();
        const boxes = await g.page.evaluate(() => {
          const rect = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          };
          const shown = (el) => el.getBoundingClientRect().width > 0;
          const items = [...document.querySelectorAll('[data-clock], [data-status], .status-area button, .bar button')]
            .filter(shown)
            .map((el) => ({ name: el.dataset.clock ? `clock ${el.dataset.clock}` : el.dataset.action ?? el.className, ...rect(el) }));
          return { items, h: innerHeight, w: innerWidth };
        });
        const overlaps = [];
        const { items } = boxes;
        for (let i = 0; i < items.length; i++) {
          for (let j = i + 1; j < items.length; j++) {
            const a = items[i];
            const b = items[j];
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 0.5 && y > 0.5) overlaps.push(`${a.name} × ${b.name}`);
          }
        }
        assert.deepEqual(overlaps, []);
        for (const c of items.filter((i) => i.name.startsWith('clock'))) {
          assert.ok(c.bottom <= boxes.h + 0.5 && c.top >= -0.5, `${c.name} inside the window`);
          assert.ok(c.bottom - c.top >= 0.3 * boxes.h, `${c.name} is a half of the window: ${Math.round(c.bottom - c.top)} of ${boxes.h} px`);
        }
        // The far half faces the far player: Black's clock is turned by default.
        const turned = await g.page.evaluate(() => {
          for (let e = document.querySelector('[data-clock="black"]'); e; e = e.parentElement) {
            const t = getComputedStyle(e).transform;
            if (t && t !== 'none' && new DOMMatrix(t).a < -0.99) return true;
          }
          return false;
        });
        assert.equal(turned, true, "Black's half faces Black");
      });
    });
  }
}

test('tabletop: the result, the status and a refusal face both players', async () => {
  await at([768, 1024], { lang: 'es', tc: '300+3' }, async (g) => {
    await g.action('tabletop');
    const menu = g.page.locator('[data-action="menu"]');
    if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
    await g.settle();
    await g.play('e2e4');
    await g.drag('g8', 'g5');
    const copy = await g.page.evaluate(() => {
      const c = document.querySelector('.facing-copy');
      return c ? { text: c.textContent, turned: new DOMMatrix(getComputedStyle(c).transform).a < -0.99 } : null;
    });
    assert.ok(copy, 'a copy faces Black');
    assert.equal(copy.turned, true);
    assert.match(copy.text, /Juegan las negras/);
    assert.match(copy.text, /Art\./, 'the refusal, with its article, faces Black too');
    await g.play('e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7');
    await g.bannerShown();
    const banners = await g.page.evaluate(() =>
      [...document.querySelectorAll('[data-banner], .banner[data-facing]')].map((b) => ({
        main: b.hasAttribute('data-banner'),
        turned: new DOMMatrix(getComputedStyle(b).transform).a < -0.99,
        text: b.querySelector('.why').textContent,
      })),
    );
    assert.equal(banners.length, 2, 'the banner twice, once facing each player');
    assert.deepEqual(banners.map((b) => [b.main, b.turned]).sort(), [[false, true], [true, false]]);
    assert.ok(banners.every((b) => /blancas/i.test(b.text)), 'both say who won');
    // Closed, it stays closed until the next ending; the result stays in the status.
    await g.page.locator('[data-banner] [data-banner-action="close"]').click();
    await g.settle();
    assert.equal(await g.page.locator('[data-banner], .banner[data-facing]').count(), 0);
    assert.equal((await g.status()).result, '1-0');
  });
});
