// Touch you can trust (issue 28, Contract 2 round four), as a finger plays: taps sent through the DevTools protocol,
// so the browser makes its own pointer events and then its own click on whatever lies under the finger as it lifts.
//
// 1. Every game-ending move made by tap-tap leaves the result in view: the tap that ends the game never presses what
//    the ending reveals under the finger (the banner's rematch, new game, export or close).
// 2. In every state a game goes through, at six sizes, in both languages, tabletop on and off, every visible command
//    (`[data-action]`) is whole inside the window once scrolled to, and nothing lies over its centre or its corners;
//    in tabletop, what is shown again for Black (`[data-facing="black"]`) sits at Black's end, in view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, sharedBrowser, clickIn, closeMenu, withReach } from './page.mjs';

const shared = sharedBrowser();

/** Opens the app at a size with a touch screen; `fn(g)` runs with it, then the page closes. */
async function at([width, height], params, fn) {
  const g = await openGame(shared.browser, shared.server.url, params, {
    context: {
      viewport: { width, height },
      hasTouch: true,
      isMobile: width < 800,
      locale: params.lang === 'en' ? 'en-US' : 'es-ES',
    },
  });
  try {
    await fn(g);
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/** Turns tabletop mode on through the menu (a setting, not what is under test). */
async function tabletop(g) {
  await clickIn(g.page, 'input[data-action="tabletop"]');
  await closeMenu(g.page);
  await g.settle();
  assert.equal(await g.page.locator('input[data-action="tabletop"]').isChecked(), true);
}

// --- 1. the tap that ends a game -------------------------------------------------------------------------------

/** Game-ending moves whose last tap lands near the board's middle, where the banner's commands appear. */
const ENDINGS = [
  // Rd1–d4 mate: the issue's own finding at 390×844 (the click landed on "Revancha").
  { name: 'mate', fen: '4B3/8/8/5K2/7k/8/6PP/3R4 w - - 0 1', move: 'd1d4', result: '1-0', outcome: 'checkmate' },
  { name: 'stalemate', fen: 'k7/8/1PK5/8/5B2/8/8/8 w - - 0 1', move: 'f4d6', result: '1/2-1/2', outcome: 'stalemate' },
  // K×N leaves a knight against a bare king: a dead position (5.2b, 9.6).
  { name: 'dead position', fen: '7k/8/8/8/3n4/3K4/8/N7 w - - 0 1', move: 'd3d4', result: '1/2-1/2', outcome: 'insufficient_material' },
];

const TAP_SIZES = [
  { size: [390, 844], table: false },
  { size: [768, 1024], table: false },
  { size: [390, 844], table: true },
  { size: [844, 390], table: true },
];

/** What lies under a point now: the banner command's `data-banner-action`, else a short description. */
function under([x, y]) {
  const el = document.elementFromPoint(x, y);
  const cmd = el?.closest('[data-banner-action], [data-action], button');
  if (cmd) return cmd.dataset.bannerAction ?? cmd.dataset.action ?? cmd.textContent.trim();
  return el ? `${el.tagName.toLowerCase()}.${el.className}` : 'nothing';
}

/** The banner's state: shown, whole in the window, its result text. */
function bannerInView() {
  const b = document.querySelector('[data-banner]');
  if (!b) return { shown: false };
  const r = b.getBoundingClientRect();
  const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  return { shown: r.width > 0, inside, result: b.querySelector('.result')?.textContent.trim() };
}

const pressedByTheTap = [];
for (const { size, table } of TAP_SIZES) {
  const [width, height] = size;
  for (const lang of ['es', 'en']) {
    test(`${width}×${height}${table ? ' tabletop' : ''} ${lang}: a game ended by tap-tap shows its result, nothing pressed`, async () => {
      for (const end of ENDINGS) {
        await at(size, { lang, fen: end.fen }, async (g) => {
          if (table) await tabletop(g);
          const target = await g.sq(end.move.slice(2, 4));
          await g.tapMove(end.move);
          // Let any click that slipped through act, then look.
          await g.page.waitForTimeout(150);
          await g.settle();
          const s = await g.status();
          assert.equal(s.result, end.result, `${end.name}: the game ended (${s.text})`);
          assert.equal(s.outcome, end.outcome, end.name);
          assert.equal(await g.page.locator('[data-ply]').count(), 1, `${end.name}: the game is the same (no rematch, no new game)`);
          const banner = await g.page.evaluate(bannerInView);
          assert.equal(banner.shown, true, `${end.name}: the banner is there`);
          assert.equal(banner.inside, true, `${end.name}: the banner is whole in the window`);
          assert.equal(await g.page.locator('dialog[open]').count(), 0, `${end.name}: no dialog opened by the tap`);
          if (table) {
            assert.equal(await g.page.locator('.banner[data-facing]').count(), 1, `${end.name}: Black's copy of the result`);
          }
          pressedByTheTap.push(`${width}×${height}${table ? ' tabletop' : ''} ${end.name}: ${await g.page.evaluate(under, [target.x, target.y])}`);
          // A later tap is a new gesture: it presses what it touches (here the banner's close, when under the finger).
        });
      }
    });
  }
}

test('the tap tests above tapped where the banner puts its commands (they would have pressed one)', () => {
  // Without the guard, these taps pressed the command now under them. At least one ending per size lands on one, or
  // the tests above prove nothing.
  const onCommand = pressedByTheTap.filter((line) => /: (rematch|new|export|close)$/.test(line));
  assert.ok(pressedByTheTap.length > 0);
  assert.ok(onCommand.length >= 4, `taps on a banner command: ${onCommand.length}\n${pressedByTheTap.join('\n')}`);
});

test('390×844: promotion by tap-tap: the tap that opens the chooser does not choose', async () => {
  await at([390, 844], { lang: 'es', fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1' }, async (g) => {
    await g.tapMove('e7e8');
    assert.equal(await g.page.locator('[data-promote]').count(), 4, 'the chooser stays open');
    assert.equal(await g.pieceAt('e7'), 'wP', 'nothing played yet');
    await g.tapOn('[data-promote="n"]');
    assert.equal(await g.pieceAt('e8'), 'wN', 'a later tap chooses');
  });
});

test('a flag falls while a finger plays: the result stays in view (390×844, tabletop too)', async () => {
  for (const table of [false, true]) {
    await at([390, 844], { lang: 'es', tc: '2' }, async (g) => {
      if (table) await tabletop(g);
      await g.tapMove('e2e4');
      await g.tapSquare('e7');
      const s = await g.waitForResult(6000);
      assert.equal(s.outcome, 'timeout');
      await g.settle();
      const banner = await g.page.evaluate(bannerInView);
      assert.deepEqual([banner.shown, banner.inside], [true, true]);
    });
  }
});

// --- 2. every command reachable, in every state ----------------------------------------------------------------

/**
 * In the page: every visible `[data-action]` that a tap cannot reach whole, once scrolled into view (scroll boxes and
 * the page itself may scroll): its box leaves the window, or the element under its centre or a corner (taken inside
 * its rounded border) is something else. Also what `[data-facing="black"]` shows outside the window or nearer
 * White's clock than Black's, when `facing` is asked. `within`: only the commands inside that selector. `reach`:
 * page.mjs's own, handed in by `withReach`.
 */
function unreachableCommands([facing, within], reach) {
  const out = [];
  const visible = (el) => {
    if (el.closest('dialog:not([open]), [hidden]')) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && Number(s.opacity) > 0 && s.pointerEvents !== 'none';
  };
  const name = (el) => [el.dataset.action, el.dataset.color].filter(Boolean).join(':');
  const scroller = document.scrollingElement;
  const [sx, sy] = [scroller.scrollLeft, scroller.scrollTop];
  for (const el of document.querySelectorAll(within ? `${within} [data-action]` : '[data-action]')) {
    if (!visible(el)) continue;
    // A checkbox is reached through its label: the label is what must be whole.
    const box = el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el;
    // A box that scrolls without a scrollbar (a panel's commands) shows nobody there is more: what it cuts is cut.
    let hiddenCut = null;
    for (let a = box.parentElement; a && !hiddenCut; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.scrollbarWidth !== 'none' || `${cs.overflowX}${cs.overflowY}` === 'visiblevisible') continue;
      const [p, q] = [a.getBoundingClientRect(), box.getBoundingClientRect()];
      if (q.left < p.left - 1 || q.right > p.right + 1 || q.top < p.top - 1 || q.bottom > p.bottom + 1) hiddenCut = a;
    }
    if (hiddenCut) {
      out.push(`${name(el)}: cut by ${hiddenCut.className}, which has no scrollbar`);
      continue;
    }
    // Its words inside it: a label wider than its button spills out of it (and is cut by the panel).
    if (box.matches('button') && box.scrollWidth > box.clientWidth + 1) {
      out.push(`${name(el)}: its label spills out of it (${box.scrollWidth} > ${box.clientWidth})`);
      continue;
    }
    box.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = box.getBoundingClientRect();
    const radius = Math.min(parseFloat(getComputedStyle(box).borderTopLeftRadius) || 0, r.width / 2, r.height / 2);
    const seen = reach(box, Math.max(2, radius * 0.3 + 1.5));
    if (!seen.whole) out.push(`${name(el)}: cut by the window (${seen.box})`);
    else if (!seen.uncovered) out.push(`${name(el)}: ${seen.over} over ${seen.at}`);
  }
  scroller.scrollTo(sx, sy);
  if (facing) {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    };
    const white = document.querySelector('[data-clock="white"]');
    const black = document.querySelector('[data-clock="black"]');
    for (const el of document.querySelectorAll('[data-facing="black"]')) {
      if (!visible(el) || !white || !black) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
        out.push(`facing copy ${el.className}: outside the window (${[r.left, r.top, r.right, r.bottom].map(Math.round)})`);
      }
      const [x, y] = centre(el);
      const d = (c) => Math.hypot(centre(c)[0] - x, centre(c)[1] - y);
      if (d(black) >= d(white)) out.push(`facing copy ${el.className}: nearer White's clock than Black's`);
    }
  }
  return out;
}

const SIZES = [
  [390, 844],
  [844, 390],
  [740, 360],
  [768, 1024],
  [1024, 768],
  [1366, 768],
];

for (const size of SIZES) {
  const [width, height] = size;
  for (const lang of ['es', 'en']) {
    for (const table of [false, true]) {
      const where = `${width}×${height} ${lang}${table ? ' tabletop' : ''}`;
      test(`${where}: every command whole and uncovered through a game`, async () => {
        const found = [];
        // With the menu open only its own commands count: it lies over the page until it is closed.
        const look = async (g, state, within = null) => {
          await g.settle();
          for (const line of await withReach(g.page, unreachableCommands, [table, within])) found.push(`${state}: ${line}`);
        };
        await at(size, { lang }, async (g) => {
          if (table) await tabletop(g);
          await look(g, 'start');
          await g.page.locator('[data-preset="300+3"]').click();
          await g.play('e2e4');
          await look(g, 'playing');
          await g.action('offer-draw', 'white');
          await look(g, 'offer');
          await g.action('decline-draw', 'black');
          await g.drag('e7', 'e4');
          assert.ok(await g.explanation(), 'a refusal is explained');
          await look(g, 'refusal');
          await g.ask('resign', 'black');
          await look(g, 'question');
          await g.answer('cancel');
          await g.page.locator('[data-action="menu"]').click();
          await g.settle();
          await look(g, 'menu open', '.tools');
          await closeMenu(g.page);
          await g.action('resign', 'black');
          await look(g, 'game over');
          await g.closeBanner();
          await look(g, 'banner closed');
          assert.equal(await g.canUse('rematch') || (await g.reveal('rematch'), await g.canUse('rematch')), true,
            'a rematch remains once the banner is closed');
        });
        await at(size, { lang, tc: '900+10', rules: 'tournament' }, async (g) => {
          if (table) await tabletop(g);
          await g.play('e2e4');
          await look(g, 'tournament, a claim possible');
        });
        assert.deepEqual(found, []);
      });
    }
  }
}

// --- 3. the smaller slips, by finger -----------------------------------------------------------------------------

test('390×844: Menu → New over a game with moves: the question stands in view, the menu gives way', async () => {
  await at([390, 844], { lang: 'es' }, async (g) => {
    // On a phone the start grid lies over the board until a choice.
    await g.tapOn('[data-preset="300+3"]');
    await g.tapMove('e2e4');
    assert.equal(await g.page.locator('[data-ply]').count(), 1);
    await g.tapOn('[data-action="menu"]');
    await g.tapOn('[data-action="new"]');
    assert.equal((await g.question())?.kind, 'discard');
    assert.equal(await g.page.getAttribute('[data-action="menu"]', 'aria-expanded'), 'false', 'the menu is closed');
    const hit = await g.page.evaluate(() => {
      const b = document.querySelector('[data-question] [data-action="confirm"]').getBoundingClientRect();
      return document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)?.dataset.action;
    });
    assert.equal(hit, 'confirm', 'nothing lies over the answer');
    await g.tapOn('[data-question] [data-action="cancel"]');
    assert.equal(await g.page.locator('[data-ply]').count(), 1);
  });
});

test('390×844: a dialog opened from the menu closes on a tap outside it', async () => {
  await at([390, 844], { lang: 'es' }, async (g) => {
    await g.tapOn('[data-action="menu"]');
    await g.tapOn('[data-action="settings"]');
    await g.page.waitForSelector('#settings[open]');
    // Inside it (its title) nothing happens.
    await g.tapOn('#settings h2');
    assert.equal(await g.page.locator('#settings[open]').count(), 1, 'a tap inside keeps it');
    const box = await g.page.locator('#settings').boundingBox();
    await g.tapAt(box.x + box.width / 2, Math.max(2, box.y - 6));
    assert.equal(await g.page.locator('dialog[open]').count(), 0, 'a tap on the backdrop closes it');
  });
});

test('390×844: draw mode says it is on, and a tap leaves it', async () => {
  await at([390, 844], { lang: 'es' }, async (g) => {
    await g.tapOn('[data-preset="-"]');
    assert.equal(await g.page.locator('[data-draw-mode]').count(), 0);
    await g.tapOn('[data-action="menu"]');
    await g.tapOn('[data-action="draw"]');
    const note = g.page.locator('[data-draw-mode]');
    assert.equal(await note.isVisible(), true, 'a note says draw mode is on');
    assert.match(await note.textContent(), /Modo dibujo/);
    // A tap-tap on the board draws, and moves nothing.
    await g.tapMove('e2e4');
    assert.equal(await g.pieceAt('e2'), 'wP');
    assert.ok((await g.page.locator('[data-circle], [data-arrow]').count()) > 0, 'the taps drew');
    await g.tapOn('[data-action="draw-off"]');
    assert.equal(await g.page.locator('[data-draw-mode]').count(), 0);
    await g.tapMove('e2e4');
    assert.equal(await g.pieceAt('e4'), 'wP', 'pieces move again');
  });
});

test('Settings → Start over a game with moves asks first, as New does', async () => {
  await at([1024, 768], { lang: 'en' }, async (g) => {
    await g.play('e2e4');
    await g.action('settings');
    await g.page.waitForSelector('#settings[open]');
    await g.page.locator('#settings input[name="white"]').fill('Eva');
    await g.page.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal((await g.question())?.kind, 'discard', 'the game with moves is not replaced without asking');
    await g.answer('cancel');
    assert.equal(await g.page.locator('[data-ply]').count(), 1, 'the game stays');
    const name = await g.page.$eval('[data-name="white"]', (el) => (el.value ?? el.textContent).trim());
    assert.notEqual(name, 'Eva', 'its names too');
  });
});

test('Enter on a preset leaves the focus on the board, not on the page', async () => {
  await at([1024, 768], { lang: 'es' }, async (g) => {
    await g.page.locator('[data-preset="300+3"]').focus();
    await g.page.keyboard.press('Enter');
    await g.settle();
    await g.settle();
    assert.equal(await g.page.locator('[data-preset]').count(), 0, 'the grid is put away');
    const focused = await g.page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    assert.ok(focused, `the focus is on a square (${focused})`);
  });
});

test('opening the rules guide pauses a running clock, and closing it resumes it', async () => {
  await at([1024, 768], { lang: 'es', tc: '300' }, async (g) => {
    await g.play('e2e4');
    assert.equal((await g.clock('black')).running, true);
    await g.action('guide');
    await g.page.waitForSelector('#guide[open]');
    assert.equal(await g.page.locator('[data-status][data-paused]').count(), 1, 'paused');
    assert.equal((await g.clock('black')).running, false);
    // Closing it gives the time back to the player who was thinking.
    await g.page.click('[data-action="close-guide"]');
    await g.settle();
    assert.equal((await g.clock('black')).running, true, 'running again');
    assert.equal(await g.page.locator('[data-status][data-paused]').count(), 0);
  });
});

test('captured pieces are counted from the game: a game from a FEN starts with none, a capture adds one', async () => {
  // A rook ending: neither side has taken anything yet, whatever the position lacks.
  await at([390, 844], { lang: 'es', fen: '4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1' }, async (g) => {
    const count = (side) => g.page.evaluate((s) => document.querySelector(`[data-captured="${s}"]`)?.children.length ?? 0, side);
    assert.deepEqual([await count('white'), await count('black')], [0, 0]);
    await g.tapMove('e2e7');
    assert.deepEqual([await count('white'), await count('black')], [1, 0], 'White took the rook');
  });
});
