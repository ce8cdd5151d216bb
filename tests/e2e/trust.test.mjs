// Trust at the table (issue 20), end to end at the sizes where each defect was found:
// - the rules guide opened from the menu stays open and usable, and once closed nothing is left open
//   and invisible: the board, Pause and Escape work (it used to vanish with the menu and lock the page);
// - clock-only mode: the status and the active panel follow the running clock;
// - a fallen flag is marked (data-flagged, a visible flag) in every rule set, tournament rapid/blitz
//   before the claim included, and the winner's face tells itself from the loser's;
// - nothing changes a finished game: no takeback, no draw commands after a resignation;
// - the browser's own print shows the scoresheet with the moves, never a blank page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite } from './page.mjs';

const withGame = gameSuite();

/** The four sizes at which the guide locked the page (all below the menu threshold of about 1100 px). */
const SMALL = [
  [1024, 768],
  [768, 1024],
  [390, 844],
  [844, 390],
];

/** Open dialogs as the page shows them: id, whether it is modal-open, and its rectangle. */
async function openDialogs(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('dialog[open]')].map((d) => {
      const r = d.getBoundingClientRect();
      return { id: d.id, width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
}

/** Opens a command that may sit in the menu: through the menu button when it is shown. */
async function fromMenu(g, action) {
  const menu = g.page.locator('[data-action="menu"]');
  if (await menu.isVisible()) {
    await menu.click();
    await g.settle();
  }
  await g.page.locator(`[data-action="${action}"]`).click();
  await g.settle();
}

for (const [width, height] of SMALL) {
  test(`${width}×${height}: the guide opened from the menu stays usable, and closing it frees the page`, async () => {
    await withGame(
      { tc: '300+2', lang: 'es' },
      async (g) => {
        await g.play('e2e4');
        await fromMenu(g, 'guide');
        await g.page.waitForSelector('#guide[open]');
        const tabs = g.page.locator('#guide [data-lesson-tab]');
        assert.ok((await tabs.count()) > 3, 'the guide lists its topics');
        // Tapping inside the guide — a topic, then a square of its practice board — keeps it open and in view.
        await tabs.nth(1).click();
        await g.settle();
        await g.page.locator('#guide [data-mini]').first().click();
        await g.settle();
        await g.page.locator('#guide [data-mini="e2"]').click();
        await g.settle();
        const open = await openDialogs(g.page);
        assert.equal(open.length, 1, `one dialog open: ${JSON.stringify(open)}`);
        assert.equal(open[0].id, 'guide');
        assert.ok(open[0].width > 200 && open[0].height > 200, `the guide is visible: ${JSON.stringify(open[0])}`);
        assert.equal(
          await g.page.evaluate(() => document.querySelector('.app').classList.contains('menu-open')),
          false,
          'opening a dialog closes the menu behind it',
        );
        // Closed, nothing stays open; the board, Pause and Escape answer again.
        await g.page.locator('[data-action="close-guide"]').click();
        await g.settle();
        assert.deepEqual(await openDialogs(g.page), [], 'no dialog is left open');
        await g.play('e7e5');
        assert.equal((await g.plies()).length, 2, 'the board takes a move after the guide');
        await g.key('Escape');
        await g.page.locator('[data-action="pause"]').click();
        await g.settle();
        assert.equal(await g.page.locator('[data-status][data-paused]').count(), 1, 'Pause works after the guide');
        // The menu's other dialog, the settings, behaves the same.
        await fromMenu(g, 'settings');
        await g.page.waitForSelector('#settings[open]');
        assert.ok((await openDialogs(g.page))[0].width > 200, 'the settings dialog is visible');
        await g.key('Escape');
        assert.deepEqual(await openDialogs(g.page), [], 'Escape closes the settings');
      },
      { context: { viewport: { width, height } } },
    );
  });
}

for (const [width, height] of [
  [844, 390],
  [390, 844],
]) {
  for (const lang of ['es', 'en']) {
    test(`${width}×${height} ${lang}: clock-only mode, the status and the active panel follow the clock`, async () => {
      await withGame(
        { tc: '300', lang },
        async (g) => {
          await fromMenu(g, 'clock-only');
          const menu = g.page.locator('[data-action="menu"]');
          if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
          await g.settle();
          // As on a real clock, Black starts White's time; White's tap ends White's turn.
          await g.page.locator('[data-clock="black"]').click();
          await g.settle();
          await g.page.waitForSelector('[data-clock="white"][data-running]');
          await g.page.locator('[data-clock="white"]').click();
          await g.settle();
          await g.page.waitForSelector('[data-clock="black"][data-running]');
          const seen = await g.page.evaluate(() => ({
            turn: document.querySelector('[data-status]').dataset.turn,
            text: document.querySelector('[data-status]').textContent,
            active: [...document.querySelectorAll('[data-panel].to-move')].map((p) => p.dataset.panel),
          }));
          assert.equal(seen.turn, 'black');
          assert.deepEqual(seen.active, ['black'], 'only the running side’s panel is framed');
          assert.match(seen.text, lang === 'es' ? /negras/i : /black/i);
          await g.page.locator('[data-clock="black"]').click();
          await g.settle();
          assert.equal(await g.page.evaluate(() => document.querySelector('[data-status]').dataset.turn), 'white');
        },
        { context: { viewport: { width, height } } },
      );
    });
  }
}

test('1024×768: a fallen flag is marked in tournament blitz before the claim, and the claim ends the game', async () => {
  await withGame(
    { tc: '3', rules: 'tournament', lang: 'es' },
    async (g) => {
      await g.play('e2e4');
      // Black's three seconds run out; A4d: the game waits for White's claim, the flag shows.
      await g.page.waitForSelector('[data-clock="black"][data-flagged]', { timeout: 10_000 });
      assert.equal((await g.status()).result, '*', 'in rapid and blitz the flag is claimed (A4d)');
      assert.ok(await g.page.locator('[data-clock="black"] [data-flag-mark]').isVisible(), 'a flag people see');
      assert.equal(await g.page.locator('[data-clock="white"][data-flagged]').count(), 0);
      await g.action('claim-flag', 'white');
      assert.equal((await g.status()).result, '1-0');
      const ends = await g.page.evaluate(() =>
        Object.fromEntries([...document.querySelectorAll('[data-clock]')].map((c) => [c.dataset.clock, c.dataset.end])),
      );
      assert.deepEqual(ends, { white: 'won', black: 'lost' });
      const colours = await g.page.evaluate(() =>
        ['white', 'black'].map((c) => getComputedStyle(document.querySelector(`[data-clock="${c}"]`)).backgroundColor),
      );
      assert.notEqual(colours[0], colours[1], 'the winner and the loser are told apart');
      assert.equal(await g.canUse('claim-flag', 'white'), false, 'no claim once the game is over');
    },
    { context: { viewport: { width: 1024, height: 768 } } },
  );
});

test('1024×768: a flag in FIDE play ends the game and is marked on the loser only', async () => {
  await withGame(
    { tc: '3', rules: 'fide' },
    async (g) => {
      await g.play('e2e4');
      await g.waitForResult(10_000);
      assert.equal((await g.status()).result, '1-0');
      assert.equal(await g.page.locator('[data-clock="black"][data-flagged][data-end="lost"]').count(), 1);
      assert.equal(await g.page.locator('[data-clock="white"][data-end="won"]:not([data-flagged])').count(), 1);
      assert.equal(await g.page.locator('[data-clock="white"].low').count(), 0, 'the winner is not shown in the warning colour');
    },
    { context: { viewport: { width: 1024, height: 768 } } },
  );
});

for (const [width, height] of [
  [1024, 768],
  [390, 844],
]) {
  test(`${width}×${height}: after a resignation nothing but a new game or a rematch is offered`, async () => {
    await withGame(
      { tc: '300+2' },
      async (g) => {
        await g.play('e2e4', 'e7e5');
        await g.action('resign', 'white');
        assert.equal((await g.status()).result, '0-1');
        for (const [action, color] of [
          ['takeback'],
          ['offer-draw', 'white'],
          ['offer-draw', 'black'],
          ['claim-draw', 'white'],
          ['add-time', 'black'],
          ['resign', 'black'],
        ]) {
          assert.equal(await g.canUse(action, color), false, `${action} ${color ?? ''} is not offered`);
        }
        // A takeback sent anyway (a keyboard shortcut, another tab) is refused by the table.
        assert.equal((await g.plies()).length, 2, 'the record keeps both moves');
        assert.equal(await g.page.locator('[data-clock][data-running]').count(), 0, 'no clock runs');
        assert.ok(await g.canUse('rematch'), 'a rematch is offered');
      },
      { context: { viewport: { width, height } } },
    );
  });
}

test('the browser’s own print shows the scoresheet with the moves, not a blank page', async () => {
  await withGame({ tc: '300+2', lang: 'es' }, async (g) => {
    await g.play('e2e4', 'e7e5', 'g1f3');
    // No print button, no beforeprint: the sheet is there already, as a share sheet would print it.
    await g.page.waitForFunction(() => /Cf3/.test(document.querySelector('[data-planilla]')?.textContent ?? ''));
    await g.page.emulateMedia({ media: 'print' });
    const printed = await g.page.evaluate(() => {
      const sheet = document.querySelector('[data-planilla]');
      const r = sheet.getBoundingClientRect();
      const visible = [...document.querySelectorAll('.board, [data-status], .bar')].filter(
        (e) => e.getClientRects().length > 0,
      ).length;
      return { width: r.width, height: r.height, text: sheet.innerText, visible };
    });
    assert.ok(printed.width > 300 && printed.height > 300, `the sheet is printed: ${printed.width}×${printed.height}`);
    assert.match(printed.text, /e4/);
    assert.match(printed.text, /Cf3/, 'in the UI language’s notation');
    assert.equal(printed.visible, 0, 'the sheet alone');
    // The next move reaches the sheet too.
    await g.page.emulateMedia({ media: 'screen' });
    await g.play('b8c6');
    await g.page.waitForFunction(() => /Cc6/.test(document.querySelector('[data-planilla]')?.textContent ?? ''));
  });
});
