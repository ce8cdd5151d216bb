// Page object for the end-to-end tests: opens Escaque in a fresh browser context and drives it only
// through Contract 2 (data-square, data-piece, data-ply, data-status, data-action, data-clock, …) plus
// the few UI selectors listed in the brief (.board, .promo-backdrop, [data-lang], #settings).
//
// Every interaction helper ends with `settle()`: four animation frames and a task, by which time Leptos has run
// the effects queued by the event, so the tests read the DOM without sleeping.

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, watchForProblems } from './helpers.mjs';

/** Commands that may ask first in the page (resign; anything that replaces a game with moves; a takeback). */
const ASKS = ['resign', 'new', 'start-game', 'takeback', 'import-review', 'import-continue', 'import-fen', 'archive-open'];

/** The standard starting position, as a square → piece map. */
export const START = Object.freeze({
  a1: 'wR', b1: 'wN', c1: 'wB', d1: 'wQ', e1: 'wK', f1: 'wB', g1: 'wN', h1: 'wR',
  a2: 'wP', b2: 'wP', c2: 'wP', d2: 'wP', e2: 'wP', f2: 'wP', g2: 'wP', h2: 'wP',
  a7: 'bP', b7: 'bP', c7: 'bP', d7: 'bP', e7: 'bP', f7: 'bP', g7: 'bP', h7: 'bP',
  a8: 'bR', b8: 'bN', c8: 'bB', d8: 'bQ', e8: 'bK', f8: 'bB', g8: 'bN', h8: 'bR',
});

/** `START` with some squares changed: `{ e2: null, e4: 'wP' }`. */
export function startWith(changes) {
  const board = { ...START };
  for (const [sq, piece] of Object.entries(changes)) {
    if (piece) board[sq] = piece;
    else delete board[sq];
  }
  return board;
}

/** The face a clock should show for `ms` remaining: floor of the second, `0:09.3` below 10 s, `h:mm:ss`. */
export function clockFace(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  const ss = String(s % 60).padStart(2, '0');
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  if (ms < 10_000) return `${m}:${ss}.${Math.floor((ms % 1000) / 100)}`;
  return `${m}:${ss}`;
}

/**
 * Opens the app in a new browser context (empty localStorage) and waits until the board is there.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl  the server's URL (ends with '/').
 * @param {Record<string,string>} params  URL parameters: fen, lang, rules, tc.
 * @param {{context?: object, init?: [Function, any]}} options  extra `browser.newContext` options (e.g.
 *   `{hasTouch: true}`); `init`: a function and its argument run in the page before any of its scripts, on
 *   every load (see `context.addInitScript`).
 */
export async function openGame(browser, baseUrl, params = {}, { context: contextOptions = {}, init } = {}) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  if (init) await context.addInitScript(init[0], init[1]);
  const page = await context.newPage();
  const game = new GamePage(page, baseUrl, watchForProblems(page));
  await game.open(params);
  return game;
}

/**
 * Opens the menu when the control `sel` is kept there (as a person would): only if it is not in view
 * and the menu is closed.
 */
export async function revealIn(page, sel) {
  const el = page.locator(sel).first();
  // Most of the menu comes in a part just after the first paint: wait for the control to be in the page.
  await el.waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
  if ((await el.count()) === 0 || (await el.isVisible())) return false;
  const menu = page.locator('[data-action="menu"]');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
    await frames(page);
    return true;
  }
  return false;
}

/** Closes the menu if it is still open (a command that opens a dialog closes it by itself). */
export async function closeMenu(page) {
  if (await page.locator('dialog[open]').count()) return;
  const menu = page.locator('[data-action="menu"]');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') {
    await menu.click();
    await frames(page);
  }
}

/**
 * In the page, as it stands (nothing scrolled): whether `el` is whole inside the window (a pixel's tolerance:
 * scrolling is by whole pixels, boxes are not) and nothing else lies over its centre nor its four corners, `inset`
 * pixels in from them. `{ whole, uncovered, box, at, over }`: its box (left, top, right, bottom), and where it is
 * covered, the first point and what lies there. Runs inside the page: `withReach` hands it to a function that does.
 */
export function reach(el, inset = 3) {
  const r = el.getBoundingClientRect();
  const box = [r.left, r.top, r.right, r.bottom].map(Math.round);
  if (r.width < 1 || r.height < 1) return { whole: false, uncovered: false, box, at: null, over: 'no box' };
  const whole = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
  if (!whole) return { whole, uncovered: false, box, at: null, over: 'the window' };
  const points = [
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
  ];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) {
      const over = hit ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).trim().replace(/ +/g, '.')}` : ''}` : 'nothing';
      return { whole, uncovered: false, box, at: [Math.round(x), Math.round(y)], over };
    }
  }
  return { whole, uncovered: true, box, at: null, over: '' };
}

/** Runs `fn(arg, reach)` in the page (a function such as `page.evaluate` takes, which cannot see this module), with
 * [`reach`] handed to it; `arg` must survive JSON. */
export function withReach(page, fn, arg) {
  return page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)}, ${reach})`);
}

/** Every element matching `sel`, where it stands now (nothing scrolled): its name (`data-node`, `data-palette`,
 * `data-action`, `data-clock` or its class) and [`reach`]'s answer, whether it is whole in the window and uncovered. */
export function inWindow(page, sel) {
  return withReach(page, (s, reach) => [...document.querySelectorAll(s)].map((el) => ({
    name: el.dataset.node ?? el.dataset.palette ?? el.dataset.action ?? el.dataset.clock ?? el.className,
    ...reach(el),
  })), sel);
}

/** The selectors whose first element is missing, or not whole in the window and uncovered (nothing scrolled), each
 * with where and why: `[]` when every one can be pressed where it stands. */
export async function unreachable(page, selectors) {
  const bad = [];
  for (const sel of selectors) {
    const [first] = await inWindow(page, sel);
    if (!first) bad.push(`${sel}: missing`);
    else if (!first.uncovered) bad.push(`${sel}: ${first.box} in the window ${page.viewportSize()?.width}×${page.viewportSize()?.height}, ${first.whole ? `${first.over} over ${first.at}` : 'cut by the window'}`);
  }
  return bad;
}

/** Two animation frames: Leptos has run the effects of the last event. */
function frames(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits until a change has reached every view (docs/ARCHITECTURE.md, issue 41): four animation frames and a task.
 * The board follows an input in its frame, the views around it in a task once that frame is painted, the scoresheet's
 * row in a task once theirs is, and the scoresheet scrolls to the current move in a task after the next frame's start.
 * Three frames read the list before that scroll now and then on a loaded machine (the current move found under the
 * move box at 667×375). `GamePage.settle`, and the files that drive a page without a `GamePage`. */
export async function settleAll(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(
      () => requestAnimationFrame(() => setTimeout(resolve, 0)))))),
  );
}

/** Clicks the control `sel`, through the menu when it is kept there. */
export async function clickIn(page, sel) {
  const opened = await revealIn(page, sel);
  await page.locator(sel).first().click();
  if (opened) await closeMenu(page);
}

export class GamePage {
  constructor(page, baseUrl, problems) {
    this.page = page;
    this.baseUrl = baseUrl;
    /** Page errors, console errors and failed requests so far (see helpers.watchForProblems). */
    this.problems = problems;
  }

  /** Navigates this page to the app with URL parameters and waits for the board (see `ready`). */
  async open(params = {}, { whole = true } = {}) {
    const query = new URLSearchParams(params).toString();
    await this.page.goto(query ? `${this.baseUrl}?${query}` : this.baseUrl);
    await this.ready({ whole });
  }

  /** Reloads the page (the saved game resumes) and waits for the board (see `ready`). */
  async reload({ whole = true } = {}) {
    await this.page.reload();
    await this.ready({ whole });
  }

  /**
   * Waits for the board and, unless `whole` is false (a test that holds the parts back), for the table's part
   * (issue 32: the players' commands, the question, the scoresheet, the menu's groups), which comes just after the
   * first paint: a test then reads the page as a person sees it a moment after it opens.
   */
  async ready({ whole = true } = {}) {
    await this.page.waitForSelector('[data-app]', { timeout: 15_000 });
    await this.page.waitForSelector('[data-square="e1"]', { timeout: 15_000 });
    if (whole) await this.page.waitForSelector('.info .sheet', { state: 'attached', timeout: 15_000 });
    await this.settle();
  }

  /** Closes the page's browser context. */
  async close() {
    await this.page.context().close();
  }

  /** Waits until a change has reached every view ([`settleAll`]). */
  async settle() {
    await settleAll(this.page);
  }

  // --- geometry -------------------------------------------------------------------------------------------

  /** The bounding box of a square, in CSS pixels of the viewport. */
  async box(square) {
    const box = await this.page.evaluate((s) => {
      const r = document.querySelector(`[data-square="${s}"]`)?.getBoundingClientRect();
      return r && r.width > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    }, square);
    if (!box) throw new Error(`square ${square} has no box`);
    return box;
  }

  /** The centre of a square, `{x, y}` in CSS pixels of the viewport. */
  async sq(square) {
    const b = await this.box(square);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  // --- input ----------------------------------------------------------------------------------------------

  /** Drags with the mouse from one square's centre to another's, in several pointermove steps. */
  async drag(from, to, { steps = 5 } = {}) {
    const [a, b] = await this.centres(from, to);
    const { mouse } = this.page;
    await mouse.move(a.x, a.y);
    await mouse.down();
    await mouse.move(b.x, b.y, { steps });
    await mouse.up();
    await this.settle();
  }

  /** The centres of several squares, in one call to the page. */
  async centres(...squares) {
    const out = await this.page.evaluate(
      (list) =>
        list.map((s) => {
          const r = document.querySelector(`[data-square="${s}"]`)?.getBoundingClientRect();
          return r && r.width > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
        }),
      squares,
    );
    out.forEach((p, i) => {
      if (!p) throw new Error(`square ${squares[i]} has no box`);
    });
    return out;
  }

  /** Clicks a square's centre with the mouse. */
  async clickSquare(square) {
    const p = await this.sq(square);
    await this.page.mouse.click(p.x, p.y);
    await this.settle();
  }

  /** Moves by clicking the piece, then the target. */
  async click(from, to) {
    await this.clickSquare(from);
    await this.clickSquare(to);
  }

  /** Plays moves given as 'e2e4' (or 'e7e8' then a chooser click for promotions) by dragging. */
  async play(...uciMoves) {
    for (const m of uciMoves) {
      await this.drag(m.slice(0, 2), m.slice(2, 4));
      if (m.length === 5) await this.promote(m[4]);
    }
  }

  /**
   * Drags with a finger through the DevTools protocol (Input.dispatchTouchEvent), as a phone would.
   * The context must have been opened with `{context: {hasTouch: true}}`. The finger rests `hold` ms on the
   * target before lifting, as a real one does: a drag that ends at full speed is a fling to Chromium, which
   * then swallows the next tap's click (tap suppression).
   */
  async touchDrag(from, to, { steps = 8, hold = 200 } = {}) {
    const [a, b] = await this.centres(from, to);
    const cdp = await this.page.context().newCDPSession(this.page);
    const point = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a.x, a.y) });
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t),
      });
    }
    if (hold > 0) {
      await this.page.waitForTimeout(hold);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(b.x, b.y) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await this.settle();
  }

  /**
   * A finger's tap at a point of the viewport, through the DevTools protocol (touchStart, then touchEnd), as a phone
   * sends it: the browser makes the pointer events and then its own click, on whatever lies under the finger when it
   * lifts. The context must have been opened with `{context: {hasTouch: true}}`.
   */
  async tapAt(x, y) {
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await this.settle();
  }

  /** A finger's tap on a square's centre. */
  async tapSquare(square) {
    const p = await this.sq(square);
    await this.tapAt(p.x, p.y);
  }

  /** Moves by tap-tap with a finger: the piece, then the target ('e2e4'; a fifth letter taps that chooser piece). */
  async tapMove(uci) {
    await this.tapSquare(uci.slice(0, 2));
    await this.tapSquare(uci.slice(2, 4));
    if (uci.length === 5) await this.tapOn(`[data-promote="${uci[4]}"]`);
  }

  /** A finger's tap on the centre of the first element matching `sel`. */
  async tapOn(sel) {
    const box = await this.page.locator(sel).first().boundingBox();
    if (!box) throw new Error(`${sel} is not shown`);
    await this.tapAt(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Opens the export dialog (through the menu), reads the PGN it shows and closes it. */
  async exportedPgn() {
    await this.action('export-pgn');
    await this.page.waitForSelector('#export[open]');
    const pgn = await this.page.$eval('[data-field="pgn-out"]', (t) => t.value);
    await this.page.locator('#export [data-action="close"]').click();
    await this.settle();
    return pgn;
  }

  /**
   * Whether the game-over banner comes: it is drawn a few frames after the status shows the result (the board, the
   * panels and the scoresheet's row first, issue 41), so a check made at once can miss it and a tap meant for the
   * board then lands on it. Waits up to `timeout` ms for its close button.
   */
  async bannerShown(timeout = 5_000) {
    return this.page
      .locator('[data-banner] [data-banner-action="close"]')
      .waitFor({ state: 'visible', timeout })
      .then(() => true, () => false);
  }

  /** Closes the game-over banner that lies over the board. */
  async closeBanner() {
    await this.page.locator('[data-banner] [data-banner-action="close"]').click();
    await this.settle();
  }

  /** Clicks a promotion chooser button: 'q' | 'r' | 'b' | 'n'. */
  async promote(role) {
    await this.page.locator(`[data-promote="${role}"]`).click();
    await this.settle();
  }

  /**
   * Clicks a command button: action ('resign', 'flip', …) and, for a player's own command, its colour.
   * A command that asks first (resign, a new game over one with moves, a takeback) is answered yes;
   * use `ask` to see the question instead.
   */
  async action(action, color) {
    const opened = await this.reveal(action, color);
    await this.actionButton(action, color).click();
    if (opened) await closeMenu(this.page);
    await this.settle();
    if (ASKS.includes(action) && (await this.question())) {
      await this.answer('confirm');
    }
  }

  /** Clicks a command and leaves its question open. */
  async ask(action, color) {
    const opened = await this.reveal(action, color);
    await this.actionButton(action, color).click();
    if (opened) await closeMenu(this.page);
    await this.settle();
  }

  /** The open question: `{kind, color, text}`, or null. */
  async question() {
    return this.page.evaluate(() => {
      const q = document.querySelector('[data-question]');
      return q ? { kind: q.dataset.question, color: q.dataset.color ?? null, text: q.textContent } : null;
    });
  }

  /** Answers the open question: 'confirm' or 'cancel'. */
  async answer(which) {
    await this.page.locator(`[data-question] [data-action="${which}"]`).click();
    await this.settle();
  }

  /** The locator of a command button. */
  /**
   * Opens the menu when a command is kept there (as a person would): only if the command is not in
   * view and the menu is closed.
   */
  async reveal(action, color) {
    const sel = color ? `[data-action="${action}"][data-color="${color}"]` : `[data-action="${action}"]`;
    const opened = await revealIn(this.page, sel);
    await this.settle();
    return opened;
  }

  actionButton(action, color) {
    const sel = color ? `[data-action="${action}"][data-color="${color}"]` : `[data-action="${action}"]`;
    return this.page.locator(sel);
  }

  /** True if the command is there to be used now: present, shown and not disabled. */
  async canUse(action, color) {
    const sel = color ? `[data-action="${action}"][data-color="${color}"]` : `[data-action="${action}"]`;
    return this.page.evaluate((s) => {
      const el = document.querySelector(s);
      return !!el && !el.disabled && !el.hidden && !el.closest('[hidden]') && el.getClientRects().length > 0;
    }, sel);
  }

  /** Presses a key on the page (the focus is moved off any field first). */
  async key(name) {
    await this.page.keyboard.press(name);
    await this.settle();
  }

  // --- reading the page -----------------------------------------------------------------------------------

  /** The piece on a square, 'wK' … 'bP', or null. */
  async pieceAt(square) {
    return this.page.evaluate((s) => {
      const el = document.querySelector(`[data-square="${s}"] [data-piece]`);
      return el ? el.getAttribute('data-piece') : null;
    }, square);
  }

  /** Every piece on the board, as `{ e1: 'wK', … }`. */
  async board() {
    return this.page.evaluate(() => {
      const out = {};
      for (const sq of document.querySelectorAll('[data-square]')) {
        const p = sq.querySelector('[data-piece]');
        if (p) out[sq.getAttribute('data-square')] = p.getAttribute('data-piece');
      }
      return out;
    });
  }

  /** The scoresheet's plies in order, as their SAN text. */
  async plies() {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('[data-ply]')]
        .sort((a, b) => Number(a.dataset.ply) - Number(b.dataset.ply))
        .map((el) => {
          // The ply's own text, without an optional time-per-move annotation or the offer mark "(=)".
          const copy = el.cloneNode(true);
          copy.querySelectorAll('small, [data-offer-mark]').forEach((s) => s.remove());
          return copy.textContent.trim();
        }),
    );
  }

  /** The game status: `{result, outcome, turn, text}` (outcome null while the game goes on). */
  async status() {
    return this.page.evaluate(() => {
      const el = document.querySelector('[data-status]');
      if (!el) return null;
      return {
        result: el.getAttribute('data-result'),
        outcome: el.getAttribute('data-outcome'),
        turn: el.getAttribute('data-turn'),
        text: el.textContent.trim(),
      };
    });
  }

  /** The refusal explanation's text, or null when none is shown. A refusal is shown at once and its words follow
   * when their part has come (issue 32): an explanation still without words is waited for. */
  async explanation() {
    await this.page.waitForFunction(() => {
      const el = document.querySelector('[data-explain]');
      return !el || el.textContent.trim() !== '';
    }, null, { timeout: 15_000 });
    return this.page.evaluate(() => {
      const el = document.querySelector('[data-explain]');
      return el ? el.textContent.trim() : null;
    });
  }

  /** Squares carrying a boolean attribute (data-selected, data-check, data-last, data-hover). */
  async squaresWith(attr) {
    return this.page.evaluate(
      (a) => [...document.querySelectorAll(`[data-square][${a}]`)].map((el) => el.getAttribute('data-square')).sort(),
      attr,
    );
  }

  /** The move hints shown: `{ e3: 'move', d5: 'capture', … }`. */
  async hints() {
    return this.page.evaluate(() => {
      const out = {};
      for (const el of document.querySelectorAll('[data-square][data-hint]')) {
        out[el.getAttribute('data-square')] = el.getAttribute('data-hint');
      }
      return out;
    });
  }

  /** One clock's state: `{ms, running, flagged, text}`, or null when the game has no clock. */
  async clock(color) {
    return this.page.evaluate((c) => {
      const el = document.querySelector(`[data-clock="${c}"]`);
      if (!el) return null;
      const time = el.querySelector('.time');
      return {
        ms: Number(el.getAttribute('data-ms')),
        running: el.hasAttribute('data-running'),
        flagged: el.hasAttribute('data-flagged'),
        text: (time ?? el).textContent.trim(),
      };
    }, color);
  }

  /** performance.now() in the page: the time base of the app's clock. */
  async now() {
    return this.page.evaluate(() => performance.now());
  }

  /**
   * Records the next `count` renders of one clock face that change its data-ms: each sample is
   * `{t, ms, text}`, `t` the page's performance.now() when the render was observed.
   */
  async sampleRenders(color, count, timeout = 15_000) {
    return this.page.evaluate(
      ({ color, count, timeout }) =>
        new Promise((resolve, reject) => {
          const samples = [];
          let last = document.querySelector(`[data-clock="${color}"]`)?.getAttribute('data-ms');
          const observer = new MutationObserver(() => {
            const t = performance.now();
            const el = document.querySelector(`[data-clock="${color}"]`);
            const ms = el?.getAttribute('data-ms');
            if (ms == null || ms === last) return;
            last = ms;
            samples.push({ t, ms: Number(ms), text: (el.querySelector('.time') ?? el).textContent.trim() });
            if (samples.length === count) {
              observer.disconnect();
              clearTimeout(timer);
              resolve(samples);
            }
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`only ${samples.length} renders of the ${color} clock in ${timeout} ms`));
          }, timeout);
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
            attributeFilter: ['data-ms'],
          });
        }),
      { color, count, timeout },
    );
  }

  /** Waits until the status shows a finished game (data-result other than '*'). */
  async waitForResult(timeout = 10_000) {
    await this.page.waitForFunction(
      () => {
        const r = document.querySelector('[data-status]')?.getAttribute('data-result');
        return r && r !== '*';
      },
      null,
      { timeout },
    );
    return this.status();
  }
}

/**
 * Registers, for the calling test file, one static server of `dist/` (at `prefix`) and one browser, started before
 * its tests and closed after them. Returns `{ server, browser }`, filled in once the file's `before` hook has run.
 */
export function sharedBrowser({ prefix = '/' } = {}) {
  const shared = { server: undefined, browser: undefined };
  before(async () => {
    shared.server = await startServer({ root: 'dist', prefix });
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/**
 * Registers one static server and one browser for the calling test file, and returns `withGame(params,
 * body, options)`: opens a game in a fresh context (English unless `params.lang` says otherwise), runs
 * `body(game)`, checks that the page reported no error, and closes the context.
 */
export function gameSuite() {
  const shared = sharedBrowser();
  return async function withGame(params, body, options) {
    const game = await openGame(shared.browser, shared.server.url, { lang: 'en', ...params }, options);
    try {
      await body(game);
      assert.deepEqual(game.problems, [], 'the page reported errors');
    } finally {
      await game.close();
    }
  };
}
