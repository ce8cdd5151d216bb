// Setting the clock as a club player does (issue 12, point 4): minutes, increment and delay by kind,
// presets by name, the time class in the UI language; a delay shown while it runs; time odds; the clock
// corrected during a game (6.11b); names edited during a game (point 3); the planilla of a 60-move game
// on one A4 page (point 6).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { gameSuite, clickIn } from './page.mjs';
import { REPO_ROOT } from './helpers.mjs';

const withGame = gameSuite();
const AXE = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the new-game dialog and returns its locator. */
async function openSettings(g) {
  await g.action('settings');
  const dialog = g.page.locator('dialog#settings');
  await g.page.waitForSelector('dialog#settings[open]');
  return dialog;
}

/** Sets the clock by its fields: kind, then each field's value. */
async function setClock(dialog, kind, fields) {
  await dialog.locator('select[data-field="kind"]').selectOption(kind);
  for (const [field, value] of Object.entries(fields)) {
    await dialog.locator(`input[data-field="${field}"]`).fill(value);
  }
}

/** The PGN the export dialog shows. */
const exportPgn = (g) => g.exportedPgn();

const ENGLISH_CLASSES = /\b(bullet|blitz|rapid|classical|standard)\b/i;

for (const [lang, rapid, blitz] of [['es', 'Ritmo: partida rápida', 'Ritmo: partida relámpago'], ['en', 'Time category: rapid', 'Time category: blitz']]) {
  test(`10+5 set by the fields: both clocks 10:00, the class "${rapid}" shown (${lang})`, async () => {
    await withGame({ lang }, async (g) => {
      const dialog = await openSettings(g);
      await setClock(dialog, 'fischer', { minutes: '10', increment: '5' });
      const cls = dialog.locator('.time-class');
      assert.equal(await cls.getAttribute('data-time-class'), 'rapid');
      assert.match(await cls.textContent(), new RegExp(rapid));
      assert.equal(await dialog.locator('select[data-field="preset"]').inputValue(), '600+5', 'the preset 10+5 is recognised');
      // One second less of increment is blitz (A1: 10 min + 60 × 5 s = 15 min is rapid; below it blitz, B1).
      await dialog.locator('input[data-field="increment"]').fill('4');
      assert.equal(await cls.getAttribute('data-time-class'), 'blitz');
      assert.match(await cls.textContent(), new RegExp(blitz));
      await dialog.locator('input[data-field="increment"]').fill('5');
      if (lang === 'es') {
        // No English class names anywhere in the Spanish dialog: the text, the presets' groups.
        const text = await dialog.evaluate((d) =>
          [d.textContent, ...[...d.querySelectorAll('optgroup')].map((o) => o.label)].join(' '));
        assert.doesNotMatch(text, ENGLISH_CLASSES, text);
        assert.doesNotMatch(text, /TimeControl|PGN/);
      }
      await dialog.locator('[data-action="start-game"]').click();
      await g.settle();
      if (lang === 'es') {
        const page = await g.page.evaluate(() => document.body.innerText);
        assert.doesNotMatch(page, ENGLISH_CLASSES, 'no English class name on the Spanish page');
      }
      for (const c of ['white', 'black']) {
        const k = await g.clock(c);
        assert.equal(k.ms, 600_000);
        assert.equal(k.text, '10:00');
      }
      await g.play('e2e4');
      assert.equal((await g.clock('white')).ms, 605_000, 'the increment is credited');
    });
  });
}

test('a preset fills the fields; a field that is wrong is named and starts nothing', async () => {
  await withGame({ lang: 'es' }, async (g) => {
    await g.play('e2e4');
    const dialog = await openSettings(g);
    await dialog.locator('select[data-field="preset"]').selectOption('40/5400+30:1800+30');
    assert.equal(await dialog.locator('select[data-field="kind"]').inputValue(), 'stages');
    const value = (f) => dialog.locator(`input[data-field="${f}"]`).inputValue();
    assert.deepEqual(
      [await value('moves'), await value('minutes'), await value('then-minutes'), await value('increment')],
      ['40', '90', '30', '30'],
    );
    assert.match(
      await dialog.locator('select[data-field="preset"] option:checked').textContent(),
      /40 jugadas en 90 min, luego 30 min, \+30 s/,
    );
    assert.equal(await dialog.locator('.time-class').getAttribute('data-time-class'), 'standard');
    await dialog.locator('input[data-field="then-minutes"]').fill('treinta');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal(await dialog.isVisible(), true, 'the dialog stays open');
    assert.match(await dialog.locator('[role="alert"]').textContent(), /Minutos después/);
    assert.equal(
      await g.page.evaluate(() => document.activeElement?.getAttribute('data-field')),
      'then-minutes',
      'the field to fix has the focus',
    );
    assert.deepEqual(await g.plies(), ['e4'], 'the game in progress is untouched');
  });
});

test('a linked control the fields cannot show is kept whole as "other", and can be changed', async () => {
  await withGame({ tc: '40/7200:20/3600' }, async (g) => {
    const dialog = await openSettings(g);
    assert.equal(await dialog.locator('select[data-field="kind"]').inputValue(), 'other');
    assert.equal(await dialog.locator('select[data-field="preset"]').inputValue(), 'custom');
    assert.equal(await dialog.locator('.clock-fields input').count(), 0);
    assert.equal(await dialog.locator('.time-class').getAttribute('data-time-class'), 'standard');
    // Switching the kind and back keeps it.
    await dialog.locator('select[data-field="kind"]').selectOption('hourglass');
    assert.equal(await dialog.locator('input[data-field="minutes"]').count(), 1);
    await dialog.locator('select[data-field="kind"]').selectOption('other');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal((await g.clock('white')).text, '2:00:00');
  });
});

test('a delay preset runs with the delay shown on the clock, the main time standing still', async () => {
  await withGame({ lang: 'es' }, async (g) => {
    const dialog = await openSettings(g);
    await dialog.locator('select[data-field="preset"]').selectOption('300d3');
    assert.equal(await dialog.locator('select[data-field="kind"]').inputValue(), 'delay');
    assert.equal(await dialog.locator('input[data-field="minutes"]').inputValue(), '5');
    assert.equal(await dialog.locator('input[data-field="delay"]').inputValue(), '3');
    assert.match(await dialog.locator('select[data-field="preset"] option:checked').textContent(), /3 s de demora/);
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    await g.play('e2e4');
    // Black's clock runs with its delay: the delay is shown, the main time stays at 5:00.
    const delay = g.page.locator('[data-clock="black"] [data-delay]');
    await delay.waitFor({ state: 'visible', timeout: 5_000 });
    assert.match(await delay.textContent(), /^demora 0:0[1-3]$/);
    const left = Number(await delay.getAttribute('data-delay'));
    assert.ok(left > 0 && left <= 3000, `delay left ${left}`);
    assert.equal((await g.clock('black')).text, '5:00');
    // When the delay is used up it leaves the face and the main time moves.
    await delay.waitFor({ state: 'detached', timeout: 15_000 });
    await g.page.waitForFunction(() => Number(document.querySelector('[data-clock="black"]').dataset.ms) < 300_000, null, { timeout: 15_000 });
  });
});

test('time odds: White 5 min, Black 3 min, both +2 s', async () => {
  await withGame({}, async (g) => {
    const dialog = await openSettings(g);
    await setClock(dialog, 'odds', { minutes: '5', 'black-minutes': '3', increment: '2' });
    assert.equal(await dialog.locator('.time-class').getAttribute('data-time-class'), 'blitz');
    await dialog.locator('[data-action="start-game"]').click();
    await g.settle();
    assert.equal((await g.clock('white')).text, '5:00');
    assert.equal((await g.clock('black')).text, '3:00');
    await g.play('e2e4');
    assert.equal((await g.clock('white')).ms, 302_000);
    // The dialog shows the control back as it was set.
    const again = await openSettings(g);
    assert.equal(await again.locator('select[data-field="kind"]').inputValue(), 'odds');
    assert.equal(await again.locator('input[data-field="black-minutes"]').inputValue(), '3');
    await again.locator('button[value="cancel"]').click();
  });
});

/** Reads the [%clk] comments of a PGN, in seconds. */
function clks(pgn) {
  return [...pgn.matchAll(/\[%clk (\d+):(\d\d):(\d\d(?:\.\d+)?)\]/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
}

test('the clock corrected mid-game (6.11b): the faces and the PGN export follow', async () => {
  await withGame({ tc: '300+2', rules: 'fide' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    await g.action('pause');
    await g.action('correct-clock');
    const form = g.page.locator('dialog#correct-clock');
    await g.page.waitForSelector('dialog#correct-clock[open]');
    // Filled with what the clock shows, and the move being played.
    assert.match(await form.locator('[data-field="white-time"]').inputValue(), /^5:0\d$/);
    assert.equal(await form.locator('[data-field="move-number"]').inputValue(), '2');
    await form.locator('[data-field="white-time"]').fill('4:00');
    await form.locator('[data-field="black-time"]').fill('3:30');
    await form.locator('[data-action="apply-correction"]').click();
    await g.settle();
    assert.equal(await form.isVisible(), false);
    assert.equal((await g.clock('white')).ms, 240_000);
    assert.equal((await g.clock('black')).ms, 210_000);
    assert.equal((await g.clock('black')).text, '3:30');
    await g.action('resume');
    await g.play('g1f3', 'b8c6');
    const pgn = await exportPgn(g);
    const [, , nf3, nc6] = clks(pgn);
    assert.ok(nf3 > 200 && nf3 <= 242, `Nf3's [%clk] follows the corrected 4:00: ${nf3}`);
    assert.ok(nc6 > 180 && nc6 <= 212, `Nc6's [%clk] follows the corrected 3:30: ${nc6}`);
    // A time that cannot be read is named and changes nothing.
    await g.action('correct-clock');
    await form.locator('[data-field="black-time"]').fill('tres');
    await form.locator('[data-action="apply-correction"]').click();
    await g.settle();
    assert.equal(await form.isVisible(), true);
    assert.equal(await form.locator('[role="alert"]').count(), 1);
    await form.locator('button[value="cancel"]').click();
  });
});

test('the correction sets the move counter: the next period\'s time comes when the counter says', async () => {
  await withGame({ tc: '40/5400+30:1800+30', rules: 'fide', lang: 'en' }, async (g) => {
    await g.play('e2e4', 'e7e5');
    const detail = () => g.page.locator('[data-clock="white"] .detail').textContent();
    assert.match(await detail(), /39 to go/);
    await g.action('pause');
    await g.action('correct-clock');
    const form = g.page.locator('dialog#correct-clock');
    await form.locator('[data-field="white-time"]').fill('10:00');
    await form.locator('[data-field="black-time"]').fill('10:00');
    await form.locator('[data-field="move-number"]').fill('40');
    await form.locator('[data-action="apply-correction"]').click();
    await g.settle();
    assert.match(await detail(), /1 to go/);
    assert.equal((await g.clock('white')).text, '10:00');
    await g.action('resume');
    await g.play('g1f3');
    // White's move 40 completes the first period: 30 min more, and the 30 s increment.
    const white = (await g.clock('white')).ms;
    assert.ok(white > 2_400_000 && white <= 600_000 + 1_800_000 + 30_000, `White has ${white} ms`);
    assert.match(await detail(), /^40 moves$/, 'the last period has no moves to go');
  });
});

test('the correction is there in clock-only mode too', async () => {
  await withGame({ tc: '600' }, async (g) => {
    await g.action('clock-only');
    await g.reveal('correct-clock');
    assert.equal(await g.canUse('correct-clock'), true);
    await g.action('correct-clock');
    await g.page.locator('#correct-clock [data-field="white-time"]').fill('1:00');
    await g.page.locator('#correct-clock [data-field="black-time"]').fill('2:00');
    await g.page.locator('#correct-clock [data-action="apply-correction"]').click();
    await g.settle();
    assert.equal((await g.clock('white')).text, '1:00');
    assert.equal((await g.clock('black')).text, '2:00');
    // Black's half starts White's clock, as on a real clock: it runs from the corrected 1:00.
    await g.page.locator('[data-clock="black"]').click();
    await g.settle();
    assert.equal((await g.clock('white')).running, true);
  });
});

test('names edited during the game show by each clock, go into the PGN tags and survive a reload', async () => {
  await withGame({ rules: 'fide', tc: '300' }, async (g) => {
    await g.play('e2e4');
    await g.page.locator('[data-name="white"]').fill('Vera Menchik');
    await g.page.locator('[data-name="black"]').fill('Sonja Graf');
    await g.settle();
    // Editing keeps the arrows for the caret: the board does not step back through the game.
    await g.page.keyboard.press('ArrowLeft');
    await g.page.keyboard.press('Home');
    await g.settle();
    assert.equal(await g.pieceAt('e4'), 'wP', 'the arrows moved the caret, not the review');
    await g.page.keyboard.press('Enter');
    await g.settle();
    assert.notEqual(await g.page.evaluate(() => document.activeElement?.dataset.name), 'black', 'Enter ends the editing');
    assert.equal(await g.page.locator('[data-name="white"]').textContent(), 'Vera Menchik');
    assert.match(await g.page.locator('[data-panel="black"]').textContent(), /Sonja Graf/);
    await g.play('e7e5');
    assert.deepEqual(await g.plies(), ['e4', 'e5'], 'the game goes on');
    const pgn = await exportPgn(g);
    assert.match(pgn, /\[White "Vera Menchik"\]/);
    assert.match(pgn, /\[Black "Sonja Graf"\]/);
    await g.reload();
    assert.equal(await g.page.locator('[data-name="white"]').textContent(), 'Vera Menchik');
    assert.equal(await g.page.locator('[data-name="black"]').textContent(), 'Sonja Graf');
    assert.deepEqual(await g.plies(), ['e4', 'e5']);
  });
});

// 60 moves (120 plies) of a legal game that no rule ends.
const SIXTY =
  'b1a3 g7g6 g1h3 f7f5 c2c4 c7c5 h1g1 e8f7 f2f4 b8a6 g1h1 h7h5 e2e3 d8b6 h3g5 f7f6 b2b4 f8g7 f1d3 b6c7 ' +
  'g5e4 f6e6 a1b1 h8h6 a3b5 b7b6 b5d4 c5d4 e4f6 c7e5 c1a3 a6b4 e1e2 d7d5 c4c5 b4c6 d3c2 e6f7 c2d3 g7f8 ' +
  'g2g4 e5f4 b1b4 h5h4 a3b2 f5g4 b4d4 f4b8 b2c1 c6d8 f6g4 f7e8 g4f6 e7f6 d4g4 d8c6 d3e4 c8f5 g4g6 d5e4 ' +
  'h1f1 h4h3 e2f2 g8e7 d1g4 b8h2 g4g2 h2f4 g2f3 h6h5 d2d3 f5c8 f2g1 c8e6 f3d1 f4f1 g1f1 f6f5 g6g5 h5g5 ' +
  'f1e1 e6f7 a2a4 f7h5 d1h5 e8d8 h5h6 g5g4 d3e4 g4f4 h6h3 a8b8 e4f5 f4f2 h3h5 f2f1 e1e2 c6b4 h5f7 f1f3 ' +
  'e3e4 f3a3 f7f8 d8c7 f8f7 b8e8 f7h7 a3c3 h7h3 c7c6 c1e3 c6b7 h3h5 c3c1 h5h2 c1g1 c5b6 e7d5 e2d2 e8e5';

test('the planilla of a 60-move game prints on one A4 page, moves 1–30 and 31–60 side by side', async () => {
  await withGame({ rules: 'fide', lang: 'es', white: 'Vera Menchik', black: 'Sonja Graf' }, async (g) => {
    const moves = SIXTY.split(' ');
    assert.equal(moves.length, 120);
    await g.play(...moves);
    assert.equal((await g.plies()).length, 120);
    assert.equal((await g.status()).result, '*');
    await g.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await g.page.emulateMedia({ media: 'print' });
    const columns = await g.page.$$eval('.planilla-moves', (ts) =>
      ts.map((t) => [...t.querySelectorAll('tbody th')].map((th) => th.textContent)));
    assert.equal(columns.length, 2);
    assert.deepEqual(columns[0], Array.from({ length: 30 }, (_, i) => String(i + 1)));
    assert.deepEqual(columns[1], Array.from({ length: 30 }, (_, i) => String(i + 31)));
    const pdf = (await g.page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    assert.equal(pages.length, 1, `the planilla printed on ${pages.length} pages`);
    await g.page.emulateMedia({ media: 'screen' });
  });
});

test('no axe-core violation: the new-game dialog (es) and the correction form (en)', async () => {
  await withGame({ lang: 'es', tc: '300+2' }, async (g) => {
    await openSettings(g);
    assert.deepEqual(await axe(g.page), []);
    await g.page.locator('dialog#settings button[value="cancel"]').click();
    await clickIn(g.page, '[data-lang="en"]');
    await g.action('correct-clock');
    await g.page.waitForSelector('dialog#correct-clock[open]');
    assert.deepEqual(await axe(g.page), []);
    // Escape closes the form and the focus returns to the control that opened it — here the menu's
    // button, since the menu that held the correction closed when the form opened.
    await g.page.keyboard.press('Escape');
    await g.settle();
    assert.equal(await g.page.evaluate(() => document.activeElement?.dataset.action), 'menu');
  });
});
