// Beside a real board (issue 43, Contract 2 round five): `input[data-action="recorder"]` keeps the clock and the
// record of a game played on a real board. An entry on the page's board (finger taps on a phone, drag or clicks on a
// laptop, typed SAN) is recorded and presses the mover's clock; a press on the mover's `[data-clock]` without an entry
// records a dash (a `[data-ply]` whose text is "—", 8.4); while dashes are open, entries fill them in order and press no
// clock, and the status says how many are open. At each size the board and both clocks are whole in the window and
// uncovered, without scrolling; screenshots go to target/screens/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './helpers.mjs';
import { openGame, sharedBrowser, unreachable } from './page.mjs';

const shared = sharedBrowser();
const SCREENS = path.join(REPO_ROOT, 'target', 'screens');

/** Opens the app at a size (a touch screen when `touch`); `fn(g)` runs with it, then the page closes. */
async function at([width, height], touch, params, fn) {
  const g = await openGame(shared.browser, shared.server.url, params, {
    context: { viewport: { width, height }, hasTouch: touch, isMobile: touch },
  });
  try {
    await fn(g);
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/** Presses an element as a person does at this size: a finger's tap, or the mouse. Opens the menu first when the
 * element is kept there. */
async function press(g, touch, sel) {
  const el = g.page.locator(sel).first();
  await el.waitFor({ state: 'attached', timeout: 15_000 });
  if (!(await el.isVisible())) {
    const menu = g.page.locator('[data-action="menu"]');
    if ((await menu.getAttribute('aria-expanded')) !== 'true') {
      if (touch) await g.tapOn('[data-action="menu"]');
      else await menu.click();
      await g.settle();
    }
  }
  await el.scrollIntoViewIfNeeded();
  if (touch) await g.tapOn(sel);
  else await el.click();
  await g.settle();
}

/** Closes the menu if it is open (it lies over the table on small screens). */
async function closeMenu(g, touch) {
  const menu = g.page.locator('[data-action="menu"]');
  if ((await menu.getAttribute('aria-expanded')) === 'true') {
    if (touch) await g.tapOn('[data-action="menu"]');
    else await menu.click();
    await g.settle();
  }
}

/** Enters a move on the page's board: finger taps on a touch screen, a drag with the mouse otherwise. */
async function enter(g, touch, uci) {
  if (touch) await g.tapMove(uci);
  else await g.drag(uci.slice(0, 2), uci.slice(2, 4));
}

/** Presses a player's clock half. */
async function pressClock(g, touch, color) {
  await press(g, touch, `[data-clock="${color}"]`);
}

async function noteText(g) {
  return g.page.evaluate(() => document.querySelector('.status-area')?.textContent ?? '');
}

const SIZES = [
  { size: [390, 844], touch: true },
  { size: [844, 390], touch: true },
  { size: [768, 1024], touch: true },
  { size: [1366, 768], touch: false },
];

for (const { size, touch } of SIZES) {
  for (const lang of ['es', 'en']) {
    const where = `${size[0]}×${size[1]} ${touch ? 'by taps' : 'by mouse'}, ${lang}`;
    test(`beside a real board, ${where}: entries, presses and dashes`, async () => {
      await at(size, touch, { lang, tc: '300' }, async (g) => {
        await press(g, touch, 'input[data-action="recorder"]');
        await closeMenu(g, touch);
        assert.ok(await g.page.locator('[data-app].recorder').count(), 'the page is in recorder mode');
        // The board and both clock halves whole in the window and uncovered, without scrolling.
        await g.page.evaluate(() => window.scrollTo(0, 0));
        assert.deepEqual(
          await unreachable(g.page, ['.board', '[data-clock="white"]', '[data-clock="black"]', '[data-square="a1"]', '[data-square="h8"]']),
          [],
        );
        // An entry is recorded and presses White's clock: Black's runs.
        await enter(g, touch, 'e2e4');
        assert.deepEqual(await g.plies(), ['e4']);
        assert.equal((await g.clock('black')).running, true);
        // Black plays on the real board and presses without an entry: a dash. Then White presses: another.
        await pressClock(g, touch, 'black');
        await pressClock(g, touch, 'white');
        assert.deepEqual(await g.plies(), ['e4', '—', '—']);
        assert.match(await noteText(g), lang === 'es' ? /2 jugadas sin anotar/ : /2 moves not entered/);
        assert.equal((await g.clock('black')).running, true);
        // Entries fill the dashes in order and press no clock.
        await enter(g, touch, 'e7e5');
        assert.deepEqual(await g.plies(), ['e4', 'e5', '—']);
        assert.match(await noteText(g), lang === 'es' ? /1 jugada sin anotar/ : /1 move not entered/);
        await enter(g, touch, 'g1f3');
        assert.deepEqual(await g.plies(), ['e4', 'e5', lang === 'es' ? 'Cf3' : 'Nf3']);
        assert.equal((await g.clock('black')).running, true, "Black's clock still runs for Black's move");
        assert.doesNotMatch(await noteText(g), /sin anotar|not entered/);
        // Every ply carries its clock reading.
        const clk = await g.page.$$eval('[data-ply]', (els) => els.map((e) => e.getAttribute('data-clk')));
        assert.equal(clk.length, 3);
        for (const c of clk) assert.match(c ?? '', /^\d:\d\d:\d\d$/);
        fs.mkdirSync(SCREENS, { recursive: true });
        await g.page.screenshot({ path: path.join(SCREENS, `recorder-${size[0]}x${size[1]}-${lang}.png`) });
        // A reload resumes the record and the mode.
        await pressClock(g, touch, 'black');
        await g.reload();
        assert.ok(await g.page.locator('[data-app].recorder').count());
        assert.deepEqual(await g.plies(), ['e4', 'e5', lang === 'es' ? 'Cf3' : 'Nf3', '—']);
      });
    });
  }
}

test('beside a real board: a typed move fills a dash too', async () => {
  await at([1366, 768], false, { lang: 'en', tc: '300' }, async (g) => {
    await press(g, false, 'input[data-action="recorder"]');
    await closeMenu(g, false);
    await pressClock(g, false, 'white');
    assert.deepEqual(await g.plies(), ['—']);
    const field = g.page.locator('input[data-field="san"]');
    await field.fill('d4');
    await field.press('Enter');
    await g.settle();
    assert.deepEqual(await g.plies(), ['d4']);
    assert.equal((await g.clock('black')).running, true);
  });
});

// FIDE 8.4: a player short of time presses without writing, and completes the scoresheet after the game. On a phone by
// finger taps: two dashes open, Black's flag falls, the banner is closed, and the two entries owed fill the dashes in
// order; the result stands, and a reload keeps the completed record.
for (const size of [[390, 844], [844, 390]]) {
  test(`beside a real board, ${size[0]}×${size[1]} by taps: the dashes are filled after the flag falls`, async () => {
    await at(size, true, { lang: 'es', tc: '4' }, async (g) => {
      await press(g, true, 'input[data-action="recorder"]');
      await closeMenu(g, true);
      await enter(g, true, 'e2e4');
      await pressClock(g, true, 'black');
      await pressClock(g, true, 'white');
      assert.deepEqual(await g.plies(), ['e4', '—', '—']);
      const over = await g.waitForResult(15_000);
      assert.deepEqual([over.result, over.outcome], ['1-0', 'timeout']);
      if (await g.bannerShown()) {
        await g.tapOn('[data-banner] [data-banner-action="close"]');
        await g.settle();
      }
      // The status still says what is owed, and the board takes it.
      assert.match(await noteText(g), /2 jugadas sin anotar/);
      await enter(g, true, 'e7e5');
      assert.deepEqual(await g.plies(), ['e4', 'e5', '—']);
      await enter(g, true, 'g1f3');
      assert.deepEqual(await g.plies(), ['e4', 'e5', 'Cf3']);
      assert.doesNotMatch(await noteText(g), /sin anotar/);
      const done = await g.status();
      assert.deepEqual([done.result, done.outcome], ['1-0', 'timeout'], 'the result stands');
      // Complete, the scoresheet is closed as any finished game's: a further entry is refused.
      await enter(g, true, 'b8c6');
      assert.deepEqual(await g.plies(), ['e4', 'e5', 'Cf3']);
      await g.reload();
      assert.deepEqual(await g.plies(), ['e4', 'e5', 'Cf3']);
      assert.equal((await g.status()).result, '1-0');
    });
  });
}

// 5.1.1 before 6.9: the entries owed after a flag fell show that the board had mated first. The mate ends the game:
// the result is the board's, announced, and no dash stays open for the press that followed it.
test('beside a real board, 390×844 by taps: a mate found while completing after the flag gives the game to the mate', async () => {
  await at([390, 844], true, { lang: 'es', tc: '4' }, async (g) => {
    await press(g, true, 'input[data-action="recorder"]');
    await closeMenu(g, true);
    await enter(g, true, 'f2f3');
    await enter(g, true, 'e7e5');
    await pressClock(g, true, 'white');
    await pressClock(g, true, 'black');
    await pressClock(g, true, 'white');
    assert.deepEqual(await g.plies(), ['f3', 'e5', '—', '—', '—']);
    const over = await g.waitForResult(15_000);
    assert.deepEqual([over.result, over.outcome], ['1-0', 'timeout'], "Black's flag");
    if (await g.bannerShown()) {
      await g.tapOn('[data-banner] [data-banner-action="close"]');
      await g.settle();
    }
    await enter(g, true, 'g2g4');
    await enter(g, true, 'd8h4');
    assert.deepEqual(await g.plies(), ['f3', 'e5', 'g4', 'Dh4#']);
    const done = await g.status();
    assert.deepEqual([done.result, done.outcome], ['0-1', 'checkmate'], 'the mate came first');
    assert.doesNotMatch(await noteText(g), /sin anotar/);
    await g.reload();
    assert.deepEqual(await g.plies(), ['f3', 'e5', 'g4', 'Dh4#']);
    const back = await g.status();
    assert.deepEqual([back.result, back.outcome], ['0-1', 'checkmate']);
  });
});
