// The club evening (issue 43, Contract 2 round five): Armageddon chosen from the new-game dialog's preset list, on a
// phone by finger taps (390×844, touch events through the DevTools protocol) and on a laptop (1366×768); a drawn game
// shows `data-winner` on `[data-status]`, said in words, kept across a reload and in the export; the quickplay
// finish's `data-action="claim-10-2"` appears only under two minutes in a game played to a finish; an offer of a draw
// shows "(=)" on the scoresheet, and in a clocked game every `[data-ply]` carries `data-clk`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, sharedBrowser } from './page.mjs';

const shared = sharedBrowser();

const PHONE = { size: [390, 844], touch: true };
const LAPTOP = { size: [1366, 768], touch: false };

/** Opens the app at a size (a touch screen on the phone); `fn(g, ui)` runs with it, then the page closes. */
async function at({ size: [width, height], touch }, params, fn) {
  const g = await openGame(shared.browser, shared.server.url, { lang: 'en', ...params }, {
    context: {
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
      locale: (params.lang ?? 'en') === 'en' ? 'en-US' : 'es-ES',
    },
  });
  try {
    await fn(g, ui(g, touch));
    assert.deepEqual(g.problems, [], 'the page reported errors');
  } finally {
    await g.close();
  }
}

/** How a person presses things at this size: a finger's tap on the phone, the mouse on the laptop. */
function ui(g, touch) {
  /** Presses the first element matching `sel`, through the menu when it is kept there. */
  async function press(sel) {
    const el = g.page.locator(sel).first();
    await el.waitFor({ state: 'attached', timeout: 15_000 });
    if (!(await el.isVisible())) {
      const menu = g.page.locator('[data-action="menu"]');
      if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
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
  return {
    press,
    /** Plays moves in UCI: tap-tap on the phone, click-click on the laptop. */
    async play(...moves) {
      for (const m of moves) {
        if (touch) await g.tapMove(m);
        else await g.play(m);
      }
    },
    /** A player's own command. */
    async command(action, color) {
      await press(`[data-action="${action}"][data-color="${color}"]`);
    },
  };
}

/** Opens the new-game dialog and chooses Armageddon from the preset list, then starts the game. */
async function chooseArmageddon(g, u) {
  await u.press('[data-action="settings"]');
  const dialog = g.page.locator('dialog#settings');
  await dialog.waitFor({ state: 'visible' });
  const preset = dialog.locator('select[data-field="preset"]');
  // The finger (or the mouse) opens the list; the browser's own picker then chooses, as selectOption does.
  await u.press('dialog#settings select[data-field="preset"]');
  await preset.selectOption('armageddon');
  await g.settle();
  assert.equal(await preset.inputValue(), 'armageddon');
  assert.match(await preset.locator('option:checked').textContent(), /Armageddon/);
  // Choosing it sets the draw odds too, and the times: 5 min v 4 min.
  assert.equal(await dialog.locator('select[data-field="draw-odds"]').inputValue(), 'black');
  assert.equal(await dialog.locator('select[data-field="kind"]').inputValue(), 'odds');
  assert.equal(await dialog.locator('input[data-field="minutes"]').inputValue(), '5');
  assert.equal(await dialog.locator('input[data-field="black-minutes"]').inputValue(), '4');
  await u.press('dialog#settings [data-action="start-game"]');
  assert.equal(await dialog.isVisible(), false);
}

/** `[data-status]`'s result and winner on draw odds. */
async function decided(g) {
  return g.page.evaluate(() => {
    const el = document.querySelector('[data-status]');
    return { result: el.getAttribute('data-result'), winner: el.getAttribute('data-winner') };
  });
}

for (const device of [PHONE, LAPTOP]) {
  const name = device.touch ? 'phone 390×844, finger taps' : 'laptop 1366×768';

  test(`${name}: Armageddon from the preset list, a drawn game shows data-winner="black"`, async () => {
    await at(device, {}, async (g, u) => {
      await chooseArmageddon(g, u);
      assert.equal((await g.clock('white')).ms, 300_000);
      assert.equal((await g.clock('black')).ms, 240_000);
      assert.equal((await decided(g)).winner, null, 'nothing decided before the end');
      assert.match(await g.page.locator('[data-club-note]').textContent(), /draw counts as a win for Black/);
      await u.play('e2e4');
      await u.command('offer-draw', 'white');
      await u.command('accept-draw', 'black');
      await g.page.waitForSelector('[data-status][data-winner]', { timeout: 10_000 });
      assert.deepEqual(await decided(g), { result: '1/2-1/2', winner: 'black' });
      assert.match(await g.page.locator('[data-club-note]').textContent(), /with draw odds, Black wins/);
      // Saved with the game: the decision is there after a reload.
      await g.reload();
      await g.page.waitForSelector('[data-status][data-winner="black"]', { timeout: 10_000 });
      assert.equal((await decided(g)).result, '1/2-1/2');
      if (!device.touch) {
        const pgn = await g.exportedPgn();
        assert.match(pgn, /\[Result "1\/2-1\/2"\]/);
        assert.match(pgn, /\[DrawOdds "Black"\]/);
        assert.match(pgn, /\[Decision "0-1"\]/);
      }
    });
  });

  test(`${name}: claim-10-2 appears for the player on move under two minutes, and not otherwise`, async () => {
    // Five minutes, no increment: no claim yet.
    await at(device, { tc: '300' }, async (g, u) => {
      await u.play('e2e4', 'e7e5');
      assert.equal(await g.page.locator('[data-action="claim-10-2"]').count(), 0);
    });
    // With an increment there is no quickplay finish, however little time is left.
    await at(device, { tc: '60+1' }, async (g, u) => {
      await u.play('e2e4', 'e7e5');
      assert.equal(await g.page.locator('[data-action="claim-10-2"]').count(), 0);
    });
    // One minute, no increment: White, on move, may claim; Black may not.
    await at(device, { tc: '60', lang: device.touch ? 'es' : 'en' }, async (g, u) => {
      await u.play('e2e4', 'e7e5');
      await g.page.waitForSelector('[data-action="claim-10-2"][data-color="white"]', { timeout: 10_000 });
      assert.equal(await g.page.locator('[data-action="claim-10-2"][data-color="black"]').count(), 0);
      const claim = g.page.locator('[data-action="claim-10-2"][data-color="white"]');
      assert.match(await claim.getAttribute('title'), device.touch ? /Apéndice D1/ : /Appendix D1/);
      // No arbiter at the table: the claim ends play and waits for the arbiter (Appendix D1).
      await u.command('claim-10-2', 'white');
      const note = await g.page.locator('[data-club-note]').textContent();
      assert.match(note, device.touch ? /Apéndice D1/ : /Appendix D1/);
      assert.equal((await decided(g)).result, '*', 'the result waits for the arbiter');
      assert.equal(await g.page.locator('[data-action="claim-10-2"]').count(), 0);
      await u.press('[data-action="decide-10-2"][data-decision="draw"]');
      await g.page.waitForSelector('[data-status][data-result="1/2-1/2"]', { timeout: 10_000 });
      assert.equal((await g.status()).outcome, 'quickplay_finish');
    });
  });

  test(`${name}: an offer shows "(=)" on the scoresheet; each move carries its clock`, async () => {
    await at(device, { tc: '300' }, async (g, u) => {
      await u.play('e2e4');
      await u.command('offer-draw', 'white');
      await u.play('e7e5');
      const ply1 = g.page.locator('[data-ply="1"]');
      assert.match(await ply1.textContent(), /\(=\)/);
      assert.equal(await ply1.getAttribute('data-offer'), '');
      assert.doesNotMatch(await g.page.locator('[data-ply="2"]').textContent(), /\(=\)/);
      for (const ply of ['1', '2']) {
        assert.match(await g.page.locator(`[data-ply="${ply}"]`).getAttribute('data-clk'), /^\d+:\d\d:\d\d$/);
      }
      assert.deepEqual(await g.plies(), ['e4', 'e5'], 'the mark is no part of the move');
      if (!device.touch) {
        const pgn = await g.exportedPgn();
        // The mark opens the move's comment, beside its clock reading.
        assert.match(pgn, /1\. e4 \{ \(=\) \[%clk \d+:\d\d:\d\d\] \}/);
        assert.equal((pgn.match(/\[%clk /g) ?? []).length, 2, pgn);
      }
    });
  });
}

test('?draws=black gives draw odds to the game the link starts', async () => {
  await at(LAPTOP, { tc: '300|240', draws: 'black' }, async (g, u) => {
    await g.page.waitForSelector('[data-club-note]', { timeout: 10_000 });
    assert.match(await g.page.locator('[data-club-note]').textContent(), /win for Black/);
    assert.doesNotMatch(g.page.url(), /draws=/, 'taken out of the address bar');
    await u.play('e2e4');
    await u.command('offer-draw', 'white');
    await u.command('accept-draw', 'black');
    await g.page.waitForSelector('[data-status][data-winner="black"]', { timeout: 10_000 });
  });
});
