// Nothing lost (issue 13): one game across two tabs of one browser, a tab behind the game refused and
// caught up, a save the browser refuses shown with the export at hand, a link opened mid-game that
// archives the game first, and a change of the device's clock that is never charged.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { watchForProblems, REPO_ROOT } from './helpers.mjs';
import { GamePage, sharedBrowser } from './page.mjs';

const AXE = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

/** axe-core's violations on the page, one line each. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const GAME_KEY = 'escaque.game.v2';

const shared = sharedBrowser();

/** A browser context (one profile: the tabs share localStorage) and a way to open tabs in it. */
async function profile() {
  const context = await shared.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const tabs = [];
  return {
    context,
    /** Opens a tab; `init` runs in it before its scripts. */
    async tab(params = {}, init) {
      const page = await context.newPage();
      if (init) await page.addInitScript(init);
      const g = new GamePage(page, shared.server.url, watchForProblems(page));
      await g.open({ lang: 'en', ...params });
      tabs.push(g);
      return g;
    },
    async close() {
      for (const g of tabs) assert.deepEqual(g.problems, [], 'a tab reported errors');
      await context.close();
    },
  };
}

/** Runs `body(p)` in a fresh profile `p`, then checks that its tabs reported no error and closes it. */
async function withProfile(body) {
  const p = await profile();
  try {
    await body(p);
  } finally {
    await p.close();
  }
}

/** Waits (generously: the machine is shared) until the tab's scoresheet has `n` plies. */
async function waitForPlies(g, n) {
  await g.page.waitForFunction((n) => document.querySelectorAll('[data-ply]').length === n, n, { timeout: 10_000 });
  await g.settle();
}

/** The stored record, as the tab sees it. */
function stored(g) {
  return g.page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
}

/**
 * Runs in a tab before its scripts: `window.__hold = true` keeps the other tabs' news from it (the
 * BroadcastChannel's messages and the storage events), so it falls behind the game deterministically.
 */
function holdable() {
  window.__hold = false;
  const Real = window.BroadcastChannel;
  window.BroadcastChannel = class extends Real {
    constructor(name) {
      super(name);
      this.addEventListener('message', (e) => {
        if (window.__hold) e.stopImmediatePropagation();
      });
    }
  };
  window.addEventListener(
    'storage',
    (e) => {
      if (window.__hold) e.stopImmediatePropagation();
    },
    true,
  );
}

test('two tabs play one game alternately; a second tab takes over the running clock; a reload shows every move', () =>
  withProfile(async (p) => {
    const a = await p.tab({ tc: '300+2' });
    await a.play('e2e4');
    assert.equal((await a.clock('black')).running, true);

    // A second tab opens on the same game: the clock runs on, neither paused nor restarted.
    const b = await p.tab();
    assert.deepEqual(await b.plies(), ['e4']);
    await b.page.waitForSelector('[data-clock="black"][data-running]', { timeout: 10_000 });
    assert.equal(await b.page.locator('[data-status][data-paused]').count(), 0, 'the second tab is not paused');
    assert.equal((await a.clock('black')).running, true, 'the first tab is not paused either');
    const [ma, mb] = [(await a.clock('black')).ms, (await b.clock('black')).ms];
    assert.ok(mb <= 300_000 && Math.abs(ma - mb) < 3_000, `both tabs show Black's time: ${ma} and ${mb}`);

    // Black answers in tab B; it shows in tab A. White plays in tab A; it shows in tab B.
    await b.play('e7e5');
    await waitForPlies(a, 2);
    assert.deepEqual(await a.plies(), ['e4', 'e5']);
    assert.equal((await a.clock('white')).running, true);
    await a.play('g1f3');
    await waitForPlies(b, 3);
    await b.play('b8c6');
    await waitForPlies(a, 4);
    assert.deepEqual(await a.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
    assert.deepEqual(await b.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);

    // A command shows in the other tab too.
    await a.action('pause');
    await b.page.waitForSelector('[data-status][data-paused]', { timeout: 10_000 });

    await a.reload();
    assert.deepEqual(await a.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
    assert.deepEqual(await b.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);

    // The game ends in tab B: both tabs show it, and the archive holds it once, not once per tab.
    await b.action('resign', 'white');
    assert.equal((await b.status()).result, '0-1');
    await a.page.waitForSelector('[data-status][data-result="0-1"]', { timeout: 10_000 });
    await a.settle();
    await a.action('archive');
    await a.page.waitForSelector('#archive[open]');
    assert.equal(await a.page.locator('[data-archive-entry]').count(), 1);
  }));

test('a move made in a tab that is behind the game is refused with a message, and the tab catches up', () =>
  withProfile(async (p) => {
    const a = await p.tab();
    const b = await p.tab({}, holdable);
    await a.play('e2e4');
    await waitForPlies(b, 1);

    // Tab B hears nothing more; Black answers in tab A.
    await b.page.evaluate(() => {
      window.__hold = true;
    });
    await a.play('e7e5');
    await b.page.waitForFunction((k) => localStorage.getItem(k).includes('e7e5'), GAME_KEY, { timeout: 10_000 });
    assert.deepEqual(await b.plies(), ['e4'], 'tab B is behind');

    // In tab B someone plays Black's move again, on the old position: refused, and B catches up.
    await b.drag('d7', 'd5');
    assert.match(await b.explanation(), /This tab was behind: the game went on in another tab/);
    assert.deepEqual(await b.plies(), ['e4', 'e5']);
    assert.equal(await b.pieceAt('d7'), 'bP', 'the refused move was not played');
    assert.equal(await b.pieceAt('e5'), 'bP');
    assert.match(await stored(b), /moves e2e4 e7e5\n/, 'nothing played in tab A was overwritten');
    assert.deepEqual(await a.plies(), ['e4', 'e5']);

    // Tab B, now up to date, may go on; tab A sees it.
    await b.play('g1f3');
    await waitForPlies(a, 3);
    assert.deepEqual(await a.plies(), ['e4', 'e5', 'Nf3']);
  }));

test('a save the browser refuses shows [data-save-error] with the export at hand, until a save works again', () =>
  withProfile(async (p) => {
    const g = await p.tab();
    await g.play('e2e4');
    assert.equal(await g.page.locator('[data-save-error]').count(), 0);
    // The save waits for an idle moment after the move: let it land first, or the junk below meets the opening's
    // record, which (with its presets line) is as long as the record of e2e4 e7e5, and that save fits.
    await g.page.waitForFunction((k) => /moves e2e4\n/.test(localStorage.getItem(k) ?? ''), GAME_KEY);

    // Fill the storage with junk until the browser refuses even one more character.
    const junk = await g.page.evaluate(() => {
      let n = 0;
      for (let size = 1 << 20; size >= 1; size >>= 1) {
        const s = 'x'.repeat(size);
        for (;;) {
          try {
            localStorage.setItem(`junk.${n}`, s);
            n += 1;
          } catch {
            break;
          }
        }
      }
      // A new item costs its key too ("junk.N"), so up to a key's length may still be free: grow the last item's
      // value a character at a time until not even one more fits (else a save that adds fewer characters than a
      // key is long could still be stored, and the refusal this test waits for not come).
      const last = `junk.${n - 1}`;
      for (let value = localStorage.getItem(last); ; ) {
        try {
          value += 'x';
          localStorage.setItem(last, value);
        } catch {
          break;
        }
      }
      return n;
    });
    assert.ok(junk > 0);
    const before = await stored(g);

    await g.play('e7e5');
    assert.deepEqual(await g.plies(), ['e4', 'e5']);
    const banner = g.page.locator('[data-save-error]');
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    const box = await banner.boundingBox();
    const view = g.page.viewportSize();
    assert.ok(box && box.y >= 0 && box.y + box.height <= view.height, 'the notice is in the window');
    assert.match(await banner.textContent(), /The browser refuses to save/);
    // The old record is whole: a refused save removed nothing.
    assert.equal(await stored(g), before);
    assert.deepEqual(await axe(g.page), [], 'the notice and its button are accessible');

    // The game can be exported as it stands.
    await g.page.locator('[data-action="save-error-export"]').click();
    await g.page.waitForSelector('#export[open]');
    assert.match(await g.page.locator('[data-field="pgn-out"]').inputValue(), /1\. e4 e5/);
    await g.page.locator('#export [data-action="close"]').click();

    // Space again: the next save works and the notice goes.
    await g.page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('junk.')) localStorage.removeItem(k);
    });
    await g.play('g1f3');
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3'], 'the board is usable while the notice shows');
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    assert.match(await stored(g), /moves e2e4 e7e5 g1f3\n/);
    await g.reload();
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);
  }));

test('a ?fen= link opened during a game asks first, and on yes the game in progress goes to the archive', () =>
  withProfile(async (p) => {
    const g = await p.tab({ tc: '300+2' });
    await g.play('e2e4', 'e7e5', 'g1f3');
    await g.open({ lang: 'en', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
    const q = await g.question();
    assert.ok(q, 'the link asks before replacing the game');
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3'], 'nothing is replaced before the answer');
    await g.answer('confirm');
    assert.deepEqual(await g.board(), { e8: 'bK', e2: 'wP', e1: 'wK' });
    await g.action('archive');
    await g.page.waitForSelector('#archive[open]');
    assert.equal(await g.page.locator('[data-archive-entry]').count(), 1);
    assert.match(await g.page.locator('[data-archive-entry] .plies').textContent(), /^3 /);
  }));

test('a jump of the device clock is never charged: the game is paused where it stood, and says so', () =>
  withProfile(async (p) => {
    const g = await p.tab({ tc: '300' });
    await g.play('e2e4');
    assert.equal((await g.clock('black')).running, true);
    // The wall clock leaps an hour forward; performance.now() does not move with it.
    await g.page.evaluate(() => {
      const real = Date.now;
      Date.now = () => real() + 3_600_000;
    });
    await g.page.waitForSelector('[data-status][data-paused]', { timeout: 10_000 });
    assert.match(await g.explanation(), /The device was stopped/);
    const black = await g.clock('black');
    assert.equal(black.running, false);
    assert.ok(black.ms > 240_000, `Black was charged only the time that passed: ${black.ms} ms left`);
  }));

/** Runs before the page's scripts, on the first load only: stores `record` as the game, then fills the storage. */
function plantAndFill([record, fill]) {
  if (sessionStorage.getItem('planted')) return;
  sessionStorage.setItem('planted', '1');
  localStorage.setItem('escaque.game.v2', record);
  if (!fill) return;
  let n = 0;
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    const s = 'x'.repeat(size);
    for (;;) {
      try {
        localStorage.setItem(`junk.${n}`, s);
        n += 1;
      } catch {
        break;
      }
    }
  }
}

test('a broken record that cannot be set aside (storage full) is kept, and the page says this game is not saved', () =>
  withProfile(async (p) => {
    const broken = 'escaque 2\nrevision 3\nmoves e2e4 e7e5 nonsense\n';
    const page = await p.context.newPage();
    await page.addInitScript(plantAndFill, [broken, true]);
    const g = new GamePage(page, shared.server.url, watchForProblems(page));
    await g.open({ lang: 'en' });
    assert.match(await g.explanation(), /The saved game could not be restored .*Its text is kept in escaque\.game\.v2/);
    const banner = page.locator('[data-save-error]');
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    assert.match(await banner.textContent(), /this game is not being saved/);
    await g.play('d2d4');
    assert.deepEqual(await g.plies(), ['d4']);
    assert.equal(await stored(g), broken, 'the broken record is never overwritten');
    assert.equal(await banner.isVisible(), true, 'nothing says the new game is saved');
    assert.deepEqual(g.problems, []);
  }));

test('a game saved by a newer version of the app is not overwritten: the page asks for a reload', () =>
  withProfile(async (p) => {
    const newer = 'escaque 6\nrevision 12\nsomething only version 6 knows\n';
    const page = await p.context.newPage();
    await page.addInitScript(plantAndFill, [newer, false]);
    const g = new GamePage(page, shared.server.url, watchForProblems(page));
    await g.open({ lang: 'en' });
    const ask = page.locator('[data-reload-needed]');
    await ask.waitFor({ state: 'visible', timeout: 10_000 });
    assert.match(await ask.textContent(), /newer version of Escaque/);
    assert.equal(await page.locator('[data-reload-needed] [data-action="reload"]').count(), 1);
    await g.drag('e2', 'e4');
    assert.deepEqual(await g.plies(), [], 'nothing is played on a game this version would not save');
    assert.equal(await stored(g), newer);
    assert.deepEqual(g.problems, []);
  }));

test('a new version waiting is announced in the page with a reload button; nothing reloads by itself', () =>
  withProfile(async (p) => {
    const g = await p.tab({ lang: 'es' });
    await g.play('e2e4');
    // What index.html's script does when the service worker has a new version waiting.
    await g.page.evaluate(() => {
      window.escaqueUpdate = { postMessage: (m) => (window.__asked = m) };
      dispatchEvent(new Event('escaque-update'));
    });
    const notice = g.page.locator('[data-update-ready]');
    await notice.waitFor({ state: 'visible', timeout: 10_000 });
    assert.match(await notice.textContent(), /Hay una versión nueva de Escaque/);
    assert.deepEqual(await axe(g.page), []);
    assert.deepEqual(await g.plies(), ['e4'], 'the game in progress stays');
    // The button asks the waiting version to take over (it then reloads the page, the game saved).
    await g.page.locator('[data-update-ready] [data-action="reload"]').click();
    assert.equal(await g.page.evaluate(() => window.__asked), 'skip-waiting');
    assert.match(await stored(g), /moves e2e4\n/);
  }));

test('a ?fen= link opened in a second tab while the clock runs asks there, without stopping the clock', () =>
  withProfile(async (p) => {
    const a = await p.tab({ tc: '300+2' });
    await a.play('e2e4', 'e7e5');
    assert.equal((await a.clock('white')).running, true);
    const b = await p.tab({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
    assert.ok(await b.question(), 'the link asks in the tab that opened it');
    assert.equal((await b.clock('white')).running, true, "the new tab runs White's clock on");
    await a.settle();
    assert.equal(await a.page.locator('[data-status][data-paused]').count(), 0, 'the first tab is not paused');
    assert.equal((await a.clock('white')).running, true);
    // No: the game goes on in both tabs.
    await b.answer('cancel');
    assert.deepEqual(await b.plies(), ['e4', 'e5']);
    await b.play('g1f3');
    await waitForPlies(a, 3);
    assert.equal((await a.clock('black')).running, true);
  }));
