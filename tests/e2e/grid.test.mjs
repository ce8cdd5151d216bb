// The time-control grid comes with the board (issue 42, Contract 2 round five: `[data-preset]` in view whenever the
// board answers, however late the later parts come). A first visit on a slow phone's network and CPU (DevTools
// emulation: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×, as benches/web/download.mjs measures it),
// the service worker blocked so that every file comes over the network, and the later parts held back until the test
// lets them through: the grid must be there, in view, at the instant the board's squares appear, and when the first
// legal move is accepted. No timing is asserted: holding the parts makes the order certain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchForProblems } from './helpers.mjs';
import { GamePage, sharedBrowser } from './page.mjs';

const shared = sharedBrowser();

/** A part of the wasm or a chunk the parts share (scripts/split.sh names them after the build's hash). */
const PART = /_(?:split_[a-z_]+|chunk_\d+)\.wasm$/;

/** Run in the page before its scripts: records, at the instant the board's squares first appear, whether the grid
 * and each of its buttons are in the page and inside the window. */
function watchTheBoardAnswer() {
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  };
  new MutationObserver((_, obs) => {
    if (!document.querySelector('[data-app] [data-square]')) return;
    obs.disconnect();
    const presets = [...document.querySelectorAll('[data-preset]')];
    window.__atBoard = {
      grid: !!document.querySelector('[data-start]'),
      presets: presets.length,
      inView: presets.filter(inView).length,
      tablePart: !!document.querySelector('[data-action="resign"]'),
    };
  }).observe(document, { subtree: true, childList: true });
}

/** A fresh context of `viewport` (touch when `touch`), slowed like a phone, with the later parts held; returns the
 * page object, the held routes' release and the page's problems. */
async function slowFirstVisit(viewport, touch) {
  const context = await shared.browser.newContext({ locale: 'en-US', viewport, hasTouch: touch, isMobile: touch, serviceWorkers: 'block' });
  const held = [];
  let holding = true;
  await context.route(PART, (route) => (holding ? held.push(route) : route.continue()));
  await context.addInitScript(watchTheBoardAnswer);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const g = new GamePage(page, shared.server.url, watchForProblems(page));
  await page.goto(shared.server.url);
  await page.waitForSelector('[data-app] [data-square="e2"] [data-piece]', { timeout: 120_000 });
  const release = async () => {
    holding = false;
    for (const r of held.splice(0)) await r.continue().catch(() => {});
    // The table's part in: the players' commands are drawn.
    await page.waitForSelector('[data-action="resign"]', { state: 'attached', timeout: 120_000 });
  };
  return { g, page, context, release, held };
}

/** The grid's buttons inside the window now: `{presets, inView}`. */
const gridNow = (page) =>
  page.evaluate(() => {
    const presets = [...document.querySelectorAll('[data-preset]')];
    const inView = presets.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    });
    return { presets: presets.length, inView: inView.length };
  });

test('slow first visit on a laptop: the grid is in view when the board answers, before any later part', async () => {
  const { g, page, context, release, held } = await slowFirstVisit({ width: 1366, height: 768 }, false);
  try {
    const at = await page.evaluate(() => window.__atBoard);
    assert.ok(at, 'the board appeared');
    assert.equal(at.tablePart, false, "the table's part was held back");
    assert.ok(at.grid, 'the grid was in the page when the board appeared');
    assert.equal(at.presets, 10, 'every control of the grid');
    assert.equal(at.inView, 10, 'every control of the grid in the window');
    assert.ok(held.length > 0, 'a later part was asked for and held');

    // The first legal move is accepted while the later parts are still held: the grid stood in view until then.
    assert.deepEqual(await gridNow(page), { presets: 10, inView: 10 });
    await g.play('e2e4');
    await page.waitForSelector('[data-square="e4"] [data-piece="wP"]');
    assert.equal(await page.$('[data-action="resign"]'), null, "the table's part is still held");
    // A move is the other answer to the grid ("or move a piece"): it goes.
    await page.waitForSelector('[data-preset]', { state: 'detached' });
    await release();
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await context.close();
  }
});

test('slow first visit on a phone: the grid is in view when the board answers; a control tapped before the table part starts the game once it is in', async () => {
  const { g, page, context, release } = await slowFirstVisit({ width: 390, height: 844 }, true);
  try {
    const at = await page.evaluate(() => window.__atBoard);
    assert.ok(at, 'the board appeared');
    assert.equal(at.tablePart, false, "the table's part was held back");
    assert.equal(at.presets, 10, 'every control of the grid');
    assert.equal(at.inView, 10, 'every control of the grid in the window');

    // A tap on 3+2 while the table's part is held: marked at once, started when the part comes.
    await page.locator('[data-preset="180+2"]').tap();
    await page.waitForSelector('[data-preset="180+2"][aria-pressed="true"]');
    await release();
    await page.waitForSelector('[data-preset]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-clock="white"] .time')?.textContent.trim() === '3:00');
    assert.equal((await g.clock('black')).text, '3:00');
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await context.close();
  }
});
