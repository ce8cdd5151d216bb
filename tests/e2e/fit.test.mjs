// The fit of the table (issue 12, point 1), end to end: at eight window sizes (and a laptop-sized one),
// in both languages, in each state a game passes through — plain, clock running, a draw offer put to
// the opponent, a question open, tabletop, the promotion chooser open, 60-character names, paused, a
// tournament game, the game over — the whole board, both clocks and the status are in the window at
// scroll 0, nothing scrolls sideways, the board's side is at least 60 % of the window's shorter side, and
// the clocks' digits are the biggest text on the screen. From a laptop-sized window up the commands used
// in play are shown directly, not in the menu. Tabletop turns everything of Black's to face Black.
//
// One browser; one page per language and state, resized through the sizes (the state stays as it is).
// Every failure names the size, the language, the state and the element, with its rectangle.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickIn, closeMenu, inWindow, openGame, sharedBrowser, unreachable, withReach } from './page.mjs';

/** The eight sizes of the issue, and a laptop-sized window at the threshold of "commands shown directly". */
const SIZES = [
  [360, 640], [390, 844], [844, 390], [768, 1024], [1024, 768], [1280, 800], [1366, 768], [1920, 1080],
  [1100, 900],
];

/** From this size up the play commands are shown without the menu. */
const LAPTOP = { width: 1100, height: 900 };

const LONG = 'Maximiliano Alejandro de la Santísima Trinidad Fernández-Ortega'.slice(0, 60);

/**
 * The states: URL parameters, what to do once the page is open, and the commands that must be in view
 * from a laptop-sized window up. `both` commands are checked for each colour (data-color).
 */
const STATES = {
  plain: { params: { tc: '300+2' }, commands: ['resign', 'offer-draw'] },
  'clock running': {
    params: { tc: '300+2' },
    setup: (g) => g.play('e2e4'),
    commands: ['resign', 'offer-draw'],
  },
  'draw offer pending': {
    params: { tc: '300+2' },
    setup: async (g) => {
      await g.play('e2e4');
      await g.action('offer-draw', 'white');
      assert.equal(await g.canUse('accept-draw', 'black'), true, 'the offer is put to Black');
    },
    commands: ['resign', 'accept-draw:black', 'decline-draw:black'],
  },
  'question open': {
    params: { tc: '300+2' },
    setup: async (g) => {
      await g.play('e2e4');
      await g.ask('resign', 'black');
      assert.equal((await g.question())?.kind, 'resign', 'the resign question is open');
    },
    extra: ['[data-question]'],
    commands: ['confirm', 'cancel'],
  },
  tabletop: {
    params: { tc: '300+2' },
    setup: async (g) => {
      await g.play('e2e4');
      await checkbox(g, 'tabletop', true);
      await checkbox(g, 'turn-pieces', true);
      await g.action('offer-draw', 'white');
    },
    commands: ['resign', 'accept-draw:black'],
  },
  'promotion chooser open': {
    params: { tc: '300+2', fen: 'r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1' },
    setup: async (g) => {
      await g.drag('b7', 'b8');
      assert.equal(await g.page.locator('[data-promote]').count(), 4, 'the chooser is open');
    },
    extra: ['[data-promote="q"]', '[data-promote="n"]'],
    commands: ['resign', 'offer-draw'],
  },
  'long names': {
    params: { tc: '300+2', white: LONG, black: LONG },
    setup: (g) => g.play('e2e4'),
    commands: ['resign', 'offer-draw'],
  },
  paused: {
    params: { tc: '300+2' },
    setup: async (g) => {
      await g.play('e2e4');
      await g.action('pause');
    },
    commands: ['resume', 'resign'],
  },
  tournament: {
    params: { tc: '5400+30', rules: 'tournament' },
    setup: (g) => g.play('e2e4'),
    // After White's move the claimant is Black (Contract 2: the opponent of the last mover has it).
    commands: ['claim-illegal:black', 'resign', 'offer-draw'],
  },
  'game over': {
    params: { tc: '300+2' },
    setup: async (g) => {
      await g.play('f2f3', 'e7e5', 'g2g4', 'd8h4');
      assert.equal((await g.status()).outcome, 'checkmate');
    },
    extra: ['[data-banner]'],
    commands: ['rematch'],
  },
};

/** Commands of every game, shown directly from a laptop-sized window up. */
const ALWAYS = ['import', 'archive'];

/** Sets a header checkbox (it may sit in the closed menu on a small window: clicked through the DOM). */
async function checkbox(g, action, on) {
  const box = g.page.locator(`input[data-action="${action}"]`);
  if ((await box.isChecked()) !== on) await box.evaluate((el) => el.click());
  await g.settle();
}

/**
 * Everything that does not fit, as strings naming the element and its rectangle: the board (the element
 * and the extent of its squares), both clocks, the status and `extra` outside the window at scroll 0, a
 * sideways scroll, a board under 60 % of the shorter side, a text bigger than the clocks' digits, and,
 * when `commands` is given, a command not shown directly (hidden, outside the window, or covered).
 */
function misfits({ extra, commands }) {
  const out = [];
  const rect = (r) => `[${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;
  const outside = (r) => r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5;
  const window = `window ${innerWidth}×${innerHeight}`;

  for (const sel of ['.board', '[data-clock="white"]', '[data-clock="black"]', '[data-status]', ...extra]) {
    const el = document.querySelector(sel);
    if (!el) {
      out.push(`${sel} missing`);
      continue;
    }
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) out.push(`${sel} not shown ${rect(r)}`);
    else if (outside(r)) out.push(`${sel} ${rect(r)} outside the ${window}`);
  }
  const squares = [...document.querySelectorAll('[data-square]')].map((s) => s.getBoundingClientRect());
  if (squares.length !== 64) out.push(`${squares.length} [data-square] instead of 64`);
  const extent = {
    left: Math.min(...squares.map((r) => r.left)),
    top: Math.min(...squares.map((r) => r.top)),
    right: Math.max(...squares.map((r) => r.right)),
    bottom: Math.max(...squares.map((r) => r.bottom)),
  };
  if (outside(extent)) out.push(`[data-square] extent ${rect(extent)} outside the ${window}`);
  const side = Math.min(extent.right - extent.left, extent.bottom - extent.top);
  if (side < 0.6 * Math.min(innerWidth, innerHeight)) {
    out.push(`board side ${Math.round(side)} px < 60 % of ${Math.min(innerWidth, innerHeight)} px ${rect(extent)}`);
  }
  // The header is one line: the title and the menu button, or (from 1100 px) the tools in a row.
  const bar = document.querySelector('.bar')?.getBoundingClientRect();
  if (bar && bar.height > 60) out.push(`header .bar wraps: ${Math.round(bar.height)} px high ${rect(bar)}`);
  const doc = document.documentElement;
  if (doc.scrollWidth > innerWidth) out.push(`document scrolls sideways: scrollWidth ${doc.scrollWidth} > ${innerWidth}`);
  if (scrollY !== 0 || scrollX !== 0) out.push(`page scrolled to ${scrollX},${scrollY}`);

  // The clocks' digits against every other text in the window.
  const faces = [...document.querySelectorAll('[data-clock] .time')];
  const clockPx = Math.min(...faces.map((f) => parseFloat(getComputedStyle(f).fontSize)));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('[data-clock]')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
    const px = parseFloat(style.fontSize);
    if (px > clockPx + 0.01) {
      out.push(`text "${node.data.trim().slice(0, 30)}" (${el.tagName.toLowerCase()}.${el.className}) at ${px}px is bigger than the clocks' ${clockPx}px ${rect(r)}`);
    }
  }

  // Commands shown directly: present, not hidden or disabled, inside the window and not covered.
  for (const command of commands ?? []) {
    const [action, color] = command.split(':');
    const sel = color ? `[data-action="${action}"][data-color="${color}"]` : `[data-action="${action}"]`;
    const els = [...document.querySelectorAll(sel)];
    if (els.length === 0) {
      out.push(`command ${sel} missing`);
      continue;
    }
    for (const el of els) {
      const r = el.getBoundingClientRect();
      const name = `command ${action}${el.dataset.color ? `:${el.dataset.color}` : ''}`;
      if (el.closest('[hidden]') || r.width === 0) out.push(`${name} not shown (in the menu or hidden)`);
      else if (outside(r)) out.push(`${name} ${rect(r)} outside the ${window}`);
      else {
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        if (!hit || !(el === hit || el.contains(hit))) {
          out.push(`${name} ${rect(r)} covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`);
        }
      }
    }
  }
  return out;
}

/** Whether an element's accumulated transform turns it half round (facing the far side of the table). */
function facing(sel) {
  const el = document.querySelector(sel);
  if (!el) return null;
  let turns = 0;
  for (let e = el; e; e = e.parentElement) {
    const t = getComputedStyle(e).transform;
    if (t && t !== 'none') {
      const m = new DOMMatrix(t);
      if (m.a < -0.99 && m.d < -0.99) turns += 1;
    }
  }
  return turns % 2 === 1;
}

const shared = sharedBrowser();

for (const lang of ['es', 'en']) {
  for (const [state, { params, setup, extra = [], commands = [] }] of Object.entries(STATES)) {
    test(`fit (${lang}, ${state}): board, clocks and status in the window, clocks the biggest text, commands shown at a laptop size`, async () => {
      const g = await openGame(shared.browser, shared.server.url, { lang, ...params }, { context: { viewport: { width: 1024, height: 768 } } });
      try {
        await setup?.(g);
        const problems = [];
        for (const [width, height] of SIZES) {
          await g.page.setViewportSize({ width, height });
          await g.page.evaluate(() => scrollTo(0, 0));
          await g.settle();
          const laptop = width >= LAPTOP.width && height >= LAPTOP.height;
          const found = await g.page.evaluate(misfits, { extra, commands: laptop ? [...commands, ...ALWAYS] : [] });
          for (const m of found) problems.push(`${width}×${height} ${lang} ${state}: ${m}`);
        }
        assert.deepEqual(problems, []);
        assert.deepEqual(g.problems, [], 'the page reported errors');
      } finally {
        await g.close();
      }
    });
  }

  test(`tabletop (${lang}): everything of Black's faces Black, White's faces White; turn-pieces turns Black's pieces`, async () => {
    const open = (params) =>
      openGame(shared.browser, shared.server.url, { lang, tc: '300+2', ...params }, { context: { viewport: { width: 1024, height: 768 } } });
    const turned = (g, sels) =>
      g.page.evaluate(([f, list]) => Object.fromEntries(list.map((s) => [s, eval(`(${f})`)(s)])), [facing.toString(), sels]);
    const black = [
      '[data-clock="black"]', '[data-name="black"]', '[data-action="resign"][data-color="black"]',
      '[data-action="accept-draw"][data-color="black"]', '.facing-copy',
    ];
    const white = ['[data-clock="white"]', '[data-name="white"]', '[data-action="resign"][data-color="white"]', '[data-status]'];
    const expected = (bK) => ({
      ...Object.fromEntries(black.map((s) => [s, true])),
      ...Object.fromEntries(white.map((s) => [s, false])),
      '[data-piece="bK"]': bK,
      '[data-piece="wK"]': false,
    });
    const all = [...black, ...white, '[data-piece="bK"]', '[data-piece="wK"]'];
    let g = await open({});
    try {
      await g.play('e2e4');
      await checkbox(g, 'tabletop', true);
      await g.action('offer-draw', 'white');
      assert.deepEqual(await turned(g, all), expected(false), 'tabletop on, pieces upright');
      await checkbox(g, 'turn-pieces', true);
      assert.deepEqual(await turned(g, all), expected(true), "turn-pieces turns Black's pieces only");

      // A question put to Black faces Black; one put to White faces White.
      await g.action('decline-draw', 'black');
      await g.ask('resign', 'black');
      assert.deepEqual(await turned(g, ['[data-question]']), { '[data-question]': true }, 'the question to Black faces Black');
      await g.answer('cancel');
      await g.ask('resign', 'white');
      assert.deepEqual(await turned(g, ['[data-question]']), { '[data-question]': false }, 'the question to White faces White');
      await g.answer('cancel');
      assert.deepEqual(g.problems, [], 'the page reported errors');
    } finally {
      await g.close();
    }

    // In a tournament game, Black's claims face Black too.
    g = await open({ rules: 'tournament' });
    try {
      await g.play('e2e4');
      await checkbox(g, 'tabletop', true);
      const claims = ['[data-action="claim-illegal"][data-color="black"]', '[data-action="claim-illegal"][data-color="white"]'];
      assert.deepEqual(
        await turned(g, claims),
        { [claims[0]]: true, [claims[1]]: false },
        "Black's claim faces Black, White's faces White",
      );
      assert.deepEqual(g.problems, [], 'the page reported errors');
    } finally {
      await g.close();
    }

    // Black's promotion chooser faces Black when Black's pieces do.
    g = await open({ fen: '4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1' });
    try {
      await checkbox(g, 'tabletop', true);
      await checkbox(g, 'turn-pieces', true);
      await g.drag('b2', 'b1');
      assert.equal(await g.page.locator('[data-promote]').count(), 4, 'the chooser is open');
      assert.deepEqual(
        await turned(g, ['[data-promote="q"]']),
        { '[data-promote="q"]': true },
        "the chooser of Black's promotion faces Black",
      );
      assert.deepEqual(g.problems, [], 'the page reported errors');
    } finally {
      await g.close();
    }
  });
}

test('the scoresheet follows the last move, and a review step, in a list longer than its box', async () => {
  const g = await openGame(shared.browser, shared.server.url, { lang: 'es', tc: '300+2' }, { context: { viewport: { width: 1024, height: 768 } } });
  try {
    // Sixteen rows of pawn moves: far more than the side column shows.
    const moves = [];
    for (const [from, to] of [['2', '3'], ['3', '4']]) {
      for (const f of 'abcdefgh') moves.push(`${f}${from}${f}${to}`, `${f}${String(9 - from)}${f}${String(9 - to)}`);
    }
    await g.play(...moves);
    assert.equal((await g.plies()).length, 32);
    const shown = (ply) =>
      g.page.evaluate((p) => {
        const list = document.querySelector('.sheet .moves').getBoundingClientRect();
        const r = document.querySelector(`[data-ply="${p}"]`).getBoundingClientRect();
        return { inside: r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5, scrolls: list.height < 16 * r.height };
      }, ply);
    const last = await shown(32);
    assert.equal(last.scrolls, true, 'the list is longer than its box (else this proves nothing)');
    assert.equal(last.inside, true, 'the last move is in view');
    await g.action('first');
    await g.action('next');
    assert.equal((await shown(1)).inside, true, 'a review from the start shows its first move');
    await g.action('last');
    assert.equal((await shown(32)).inside, true, 'back to the last move');
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
});

test('the status line keeps its height through a game, so nothing under it moves (narrow and wide middles)', async () => {
  // A middle under 420px wraps the status beside the takeback and the clock's control (an upright phone, a tablet's
  // side column): two lines' height from the start. Wider ones keep one row throughout.
  for (const lang of ['es', 'en']) {
    for (const [width, height] of [[360, 640], [390, 844], [1024, 768], [844, 390], [768, 1024]]) {
      const g = await openGame(shared.browser, shared.server.url, { lang, tc: '300+2' }, { context: { viewport: { width, height } } });
      try {
        const where = () =>
          g.page.evaluate(() => {
            const line = document.querySelector('.status-line').getBoundingClientRect();
            const area = document.querySelector('.status-area').getBoundingClientRect();
            return { height: Math.round(line.height), below: Math.round(line.bottom), area: Math.round(area.width) };
          });
        const seen = [['start', await where()]];
        await g.play('e2e4');
        seen.push(['the takeback and the clock running', await where()]);
        await g.drag('d1', 'd3');
        assert.equal(await g.pieceAt('d1'), 'wQ', 'a refusal');
        seen.push(['a refusal below', await where()]);
        await g.play('e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7');
        assert.equal((await g.status()).outcome, 'checkmate', 'the game is over');
        seen.push(['a result', await where()]);
        const [, first] = seen[0];
        for (const [when, at] of seen) {
          assert.deepEqual(
            [at.height, at.below],
            [first.height, first.below],
            `${width}×${height} ${lang} (middle ${first.area}px): the status line at "${when}" is ${at.height}px high, ${first.height}px at the start`,
          );
        }
        assert.deepEqual(g.problems, [], 'the page reported errors');
      } finally {
        await g.close();
      }
    }
  }
});

test('tabletop on a phone on its side: a refusal is read whole by both players, and the scoresheet comes back', async () => {
  for (const lang of ['es', 'en']) {
    const g = await openGame(shared.browser, shared.server.url, { lang, tc: '300+3', white: 'Ana', black: 'Luis' }, { context: { viewport: { width: 844, height: 390 } } });
    try {
      await g.action('tabletop');
      await closeMenu(g.page);
      await g.play('e2e4', 'e7e5', 'g1f3');
      const board = await g.page.locator('.board').boundingBox();
      await g.drag('b8', 'b5');
      assert.equal(await g.pieceAt('b8'), 'bN', 'the knight snapped back');
      const boxes = () => g.page.evaluate(() => ['.status-area', '.slot-facing .facing-copy'].map((sel) => {
        const el = document.querySelector(sel);
        return { sel, text: el.textContent.length, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight };
      }));
      for (const box of await boxes()) {
        assert.ok(box.text > 40, `${lang}: ${box.sel} holds the explanation`);
        assert.ok(box.scrollHeight <= box.clientHeight + 1, `${lang}: ${box.sel} shows all it holds (${box.scrollHeight}px in ${box.clientHeight}px)`);
      }
      assert.deepEqual(await unreachable(g.page, ['[data-explain]', '.slot-facing .facing-copy', '[data-clock="white"]', '[data-clock="black"]']), [], `${lang}: the explanation, its copy and both clocks whole and uncovered`);
      assert.deepEqual(await g.page.locator('.board').boundingBox(), board, `${lang}: the board kept its place`);
      await g.play('g8f6');
      assert.equal(await g.page.locator('[data-explain]').count(), 0, `${lang}: the explanation went with the next move`);
      assert.deepEqual(await unreachable(g.page, ['.info [data-ply="4"]']), [], `${lang}: the scoresheet is back, its last move in view`);
      assert.deepEqual(g.problems, [], 'the page reported errors');
    } finally {
      await g.close();
    }
  }
});

/**
 * In the page: every shown element matching each of `sels`, with its `data-action` and [`reach`]'s answer (whole in
 * the window, uncovered); `{ sel, missing: true }` for a selector that matches nothing shown.
 */
function tabletopParts(sels, reach) {
  const out = [];
  for (const sel of sels) {
    const all = [...document.querySelectorAll(sel)].filter((el) => el.getClientRects().length > 0);
    if (all.length === 0) out.push({ sel, missing: true });
    for (const el of all) out.push({ sel, name: el.dataset.action ?? '', ...reach(el) });
  }
  return out;
}

test('tabletop with a refusal, at every size: the board, both panels, the status, the refusal and its copy whole and uncovered, nothing scrolls, the board stays', async () => {
  const sizes = [[390, 844], [844, 390], [740, 360], [768, 1024], [1024, 768], [1366, 768], [1920, 1080]];
  const problems = [];
  for (const lang of ['es', 'en']) {
    for (const [width, height] of sizes) {
      // A phone or a tablet is played with a finger; a laptop and a desktop with the mouse.
      const finger = width <= 1024;
      const g = await openGame(shared.browser, shared.server.url, { lang, tc: '300+2' }, {
        context: { viewport: { width, height }, hasTouch: finger, isMobile: finger && width < 800, locale: lang === 'en' ? 'en-US' : 'es-ES' },
      });
      const where = `${width}×${height} ${lang}`;
      try {
        if (finger) {
          await g.tapOn('[data-action="menu"]');
          await g.page.locator('input[data-action="tabletop"]').scrollIntoViewIfNeeded();
          await g.tapOn('input[data-action="tabletop"]');
          if ((await g.page.getAttribute('[data-action="menu"]', 'aria-expanded')) === 'true') await g.tapOn('[data-action="menu"]');
          await g.tapMove('e2e4');
          await g.tapMove('e7e5');
        } else {
          await clickIn(g.page, 'input[data-action="tabletop"]');
          await closeMenu(g.page);
          await g.play('e2e4', 'e7e5');
        }
        assert.equal(await g.page.locator('input[data-action="tabletop"]').isChecked(), true, `${where}: tabletop on`);
        assert.equal(await g.page.locator('[data-clock="white"][data-running]').count(), 1, `${where}: White's clock runs`);
        const board = () => g.page.evaluate(() => {
          const r = document.querySelector('.board').getBoundingClientRect();
          return [r.left, r.top, r.width, r.height];
        });
        const before = await board();
        const move = (uci) => (finger ? g.tapMove(uci) : g.play(uci));

        /** A refusal by White (`from` to `to`), citing `article`: what must be whole and uncovered while it stands. */
        const refused = async (from, to, article) => {
          const at = `${where}, ${from}-${to} refused`;
          if (finger) {
            await g.tapSquare(from);
            await g.tapSquare(to);
          } else {
            await g.drag(from, to);
          }
          assert.equal(await g.page.locator('[data-explain]').count(), 1, `${at}: the refusal is shown`);
          assert.ok((await g.page.locator('.slot-facing .facing-copy').textContent()).includes(article), `${at}: the copy holds it`);
          assert.equal(await g.page.locator('[data-clock="white"][data-running]').count(), 1, `${at}: White's clock runs`);
          assert.deepEqual(await board(), before, `${at}: the board did not move when the refusal came`);
          const scroll = await g.page.evaluate(() => {
            const s = document.scrollingElement;
            return { down: s.scrollHeight - innerHeight, across: s.scrollWidth - innerWidth, at: [scrollX, scrollY] };
          });
          if (scroll.down > 0 || scroll.across > 0 || scroll.at.some((v) => v !== 0)) {
            problems.push(`${at}: the page scrolls (${scroll.down}px down, ${scroll.across}px across, at ${scroll.at})`);
          }
          // The panels' boxes whole in the window (on a phone on its side the menu button lies over Black's panel's
          // corner, where its commands leave it room); what is in them whole and uncovered.
          const parts = await withReach(g.page, tabletopParts, [
            '.board', '.slot-top .panel', '.slot-bottom .panel',
            '[data-clock="white"]', '[data-clock="black"]', '[data-name="white"]', '[data-name="black"]',
            '.slot-top .panel .actions button', '.slot-bottom .panel .actions button',
            '[data-status]', '.status-line', '[data-explain]', '.slot-facing .facing-copy',
          ]);
          for (const p of parts) {
            const what = `${at}: ${p.sel}${p.name ? ` (${p.name})` : ''}`;
            if (p.missing) problems.push(`${what} is not shown`);
            else if (!p.whole) problems.push(`${what} ${p.box} is not whole in the window`);
            else if (!p.uncovered && !p.sel.endsWith(' .panel')) problems.push(`${what} ${p.box}: ${p.over} over ${p.at}`);
          }
          // Read whole: neither the middle holding the refusal nor the copy hides a line.
          const boxes = await g.page.evaluate(() => ['.status-area', '.slot-facing .facing-copy'].map((sel) => {
            const el = document.querySelector(sel);
            return { sel, hidden: el.scrollHeight - el.clientHeight };
          }));
          for (const x of boxes) if (x.hidden > 1) problems.push(`${at}: ${x.sel} hides ${x.hidden}px of what it holds`);
        };
        /** The next move: the refusal goes, the board stays. */
        const gone = async (uci) => {
          await move(uci);
          assert.equal(await g.page.locator('[data-explain]').count(), 0, `${where}: the refusal went with ${uci}`);
          assert.deepEqual(await board(), before, `${where}: the board did not move when the refusal went (${uci})`);
        };

        // The queen cannot pass her own pawn on d2 (3.5).
        await refused('d1', 'd3', '3.5');
        await gone('d2d3');
        // In check from the bishop on b4, a pawn move is refused: a longer explanation (3.9).
        await move('f8b4');
        await refused('h2', 'h3', '3.9');
        await gone('c2c3');
        assert.deepEqual(g.problems, [], `${where}: the page reported errors`);
      } finally {
        await g.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});

// After a game, going over it opens in the window, by finger taps: the scoresheet's arrows whole and uncovered, and
// the first of them opens the review with its tree's marked move whole, the board unmoved by the game's end. Upright
// at 390×844 and 768×1024 the end's explanation pushed them under the window's edge. Not at 360×640: there the
// scoresheet has no room under the board and is reached by scrolling the page (the board keeps its size). Tabletop
// too, upright and on its side: there the review's arrows and its way back lay under the window's edge (upright) and
// under White's panel (on its side) while Black's copy of the status kept its row.
test('after a mate, the mating move and the review open in the window by taps, in both languages, at every size but the smallest phone, tabletop too', async () => {
  const sizes = [[390, 844], [844, 390], [768, 1024], [1024, 768], [1366, 768], [1920, 1080],
    [390, 844, 'tabletop'], [844, 390, 'tabletop'], [768, 1024, 'tabletop']];
  const arrows = ['first', 'prev', 'next', 'last'].map((a) => `[data-action="${a}"]`);
  const problems = [];
  for (const lang of ['es', 'en']) {
    for (const [width, height, tabletop] of sizes) {
      const at = `${width}×${height} ${lang}${tabletop ? ' tabletop' : ''}`;
      const g = await openGame(shared.browser, shared.server.url, { lang, tc: '300+3' }, {
        context: { viewport: { width, height }, hasTouch: true, isMobile: width < 1000 },
      });
      try {
        if (tabletop) await checkbox(g, 'tabletop', true);
        const board = () => g.page.evaluate(() => JSON.stringify(document.querySelector('.board').getBoundingClientRect()));
        const before = await board();
        const had = problems.length;
        // The scholar's mate: four rows, more than a phone's list shows once the ending's explanation stands
        // above it.
        for (const uci of ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']) await g.tapMove(uci);
        assert.equal((await g.status()).outcome, 'checkmate', `${at}: the game ended in mate`);
        if (await g.bannerShown()) {
          await g.tapOn('[data-banner] [data-banner-action="close"]');
        }
        assert.equal(await board(), before, `${at}: the board did not move when the game ended`);
        await g.page.waitForSelector('[data-end-explain]', { state: 'attached', timeout: 5_000 });
        await g.settle();
        // The mating move in view in its list (the explanation that comes a frame later made the list shorter
        // after it had scrolled, and hid it), the explanation and the arrows. Tabletop upright the explanation steps
        // aside for the arrows (the status above says the ending and its article).
        const explain = tabletop && height > width ? [] : ['[data-end-explain]'];
        for (const bad of await unreachable(g.page, ['.sheet .ply.active[data-ply="7"]', ...explain, ...arrows])) {
          problems.push(`${at}, game over: ${bad}`);
        }
        const doc = await g.page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        if (doc > 0) problems.push(`${at}, game over: the page is ${doc} px taller than the window`);
        if (problems.length > had) continue;
        await g.tapOn('[data-action="prev"]');
        await g.page.waitForSelector('[data-review-tree] [aria-current="true"]', { timeout: 5_000 });
        for (const bad of await unreachable(g.page, ['[data-review-tree] [aria-current="true"]', ...arrows, '[data-action="back-to-game"]'])) {
          problems.push(`${at}, review: ${bad}`);
        }
        if (problems.length > had) continue;
        // And back to the game by a tap (the tree stays open at the last move): the arrows still in the window.
        await g.tapOn('[data-action="back-to-game"]');
        await g.settle();
        if (await g.page.locator('.sheet [data-action="back-to-game"]').isVisible()) problems.push(`${at}: still reviewing after "back to the game"`);
        for (const bad of await unreachable(g.page, arrows)) problems.push(`${at}, back: ${bad}`);
        assert.deepEqual(g.problems, [], `${at}: the page reported errors`);
      } finally {
        await g.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});

// Tabletop upright, a game under way: the scoresheet's row under the status holds its moves and arrows whole, and
// nothing in that column stands half in the window (the typed-move field showed half its height under the arrows).
test('tabletop upright: the scoresheet row whole, no field half in view, by taps', async () => {
  const problems = [];
  for (const lang of ['es', 'en']) {
    for (const [width, height] of [[390, 844], [768, 1024]]) {
      const at = `${width}×${height} ${lang}`;
      const g = await openGame(shared.browser, shared.server.url, { lang, tc: '300+3' }, {
        context: { viewport: { width, height }, hasTouch: true, isMobile: true },
      });
      try {
        await checkbox(g, 'tabletop', true);
        for (const uci of ['e2e4', 'e7e5']) await g.tapMove(uci);
        for (const bad of await unreachable(g.page, ['[data-action="prev"]', '[data-action="next"]', '.moves [data-ply]'])) problems.push(`${at}: ${bad}`);
        // Every control of the side column is whole in the window, or not shown at all.
        const cut = (await inWindow(g.page, '.info button, .info input')).filter((r) => !r.whole && r.over !== 'no box');
        for (const c of cut) problems.push(`${at}: ${c.name || 'field'} ${c.box} cut by the window`);
        assert.deepEqual(g.problems, [], `${at}: the page reported errors`);
      } finally {
        await g.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});
