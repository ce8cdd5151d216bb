// The event, round and board of the game (issue 22, "the face"): set in the new-game dialog
// (input[data-field="event" | "round" | "board"]), written to the PGN export with the time control,
// printed on the planilla with the time control in words, kept by a reload and by a new game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite, clickIn } from './page.mjs';

const withGame = gameSuite();

/** Opens the new-game dialog and returns it. */
async function openSettings(g) {
  await g.action('settings');
  await g.page.waitForSelector('dialog#settings[open]');
  return g.page.locator('dialog#settings');
}

/** The three fields of the dialog, as they show now. */
async function fields(dialog) {
  const value = (f) => dialog.locator(`input[data-field="${f}"]`).inputValue();
  return { event: await value('event'), round: await value('round'), board: await value('board') };
}

/** The PGN the export dialog shows. */
const exportPgn = (g) => g.exportedPgn();

/** The planilla as printed: each `data-planilla-field` with its label (`dt`) and value. */
async function printed(g) {
  // Chromium fires beforeprint when it prints; emulating print media does not.
  await g.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await g.page.emulateMedia({ media: 'print' });
  await g.settle();
  const sheet = await g.page.$$eval('[data-planilla-field]', (els) =>
    Object.fromEntries(
      els.map((el) => [el.dataset.planillaField, {
        label: el.previousElementSibling?.textContent ?? '',
        value: el.textContent,
        shown: el.getClientRects().length > 0,
      }]),
    ),
  );
  await g.page.emulateMedia({ media: 'screen' });
  return sheet;
}

test('event, round and board from the dialog go to the PGN with the time control, the planilla prints them, a reload keeps them', async () => {
  await withGame({ lang: 'es', tc: '5400+30', rules: 'fide' }, async (g) => {
    const dialog = await openSettings(g);
    // One row when there is room: the three fields share a top edge.
    const tops = await Promise.all(['event', 'round', 'board'].map(async (f) =>
      Math.round((await dialog.locator(`input[data-field="${f}"]`).boundingBox()).y)));
    assert.equal(new Set(tops).size, 1, `one row: ${tops}`);
    await dialog.locator('input[data-field="event"]').fill('Open de Tucumán');
    await dialog.locator('input[data-field="round"]').fill('3.1');
    await dialog.locator('input[data-field="board"]').fill('12');
    await g.action('start-game');
    await g.play('e2e4', 'e7e5');

    const pgn = await exportPgn(g);
    const head = pgn.split('\n\n')[0].split('\n');
    assert.deepEqual(head.slice(0, 9), [
      '[Event "Open de Tucumán"]',
      '[Site "?"]',
      head[2],
      '[Round "3.1"]',
      '[White "?"]',
      '[Black "?"]',
      '[Result "*"]',
      '[Board "12"]',
      '[TimeControl "5400+30"]',
    ], pgn);
    assert.match(head[2], /^\[Date "\d{4}\.\d\d\.\d\d"\]$/);

    const sheet = await printed(g);
    for (const [field, label, value] of [
      ['event', 'Torneo', 'Open de Tucumán'],
      ['round', 'Ronda', '3.1'],
      ['board', 'Tablero', '12'],
      ['time-control', 'Ritmo de juego', '90 min + 30 s por jugada'],
    ]) {
      assert.deepEqual(sheet[field], { label, value, shown: true }, field);
    }

    // A reload keeps them: the dialog, the export and the planilla (in English now).
    await g.reload();
    assert.deepEqual(await g.plies(), ['e4', 'e5']);
    assert.ok((await exportPgn(g)).includes('[Event "Open de Tucumán"]\n'));
    await clickIn(g.page, '[data-lang="en"]');
    await g.settle();
    const en = await printed(g);
    assert.equal(en['time-control'].label, 'Time control');
    assert.equal(en['time-control'].value, '90 min + 30 s per move');
    assert.equal(en.board.label, 'Board');
    assert.equal(en.board.value, '12');
    assert.deepEqual(await fields(await openSettings(g)), { event: 'Open de Tucumán', round: '3.1', board: '12' });

    // A new game at the same event keeps them until they are changed.
    await dialog.locator('input[data-field="round"]').fill('4');
    await g.action('start-game');
    assert.deepEqual(await g.plies(), []);
    const next = await exportPgn(g);
    assert.ok(next.includes('[Event "Open de Tucumán"]\n') && next.includes('[Round "4"]\n'), next);
  });
});

test('without them: Event and Round are "?", no Board, TimeControl "-" and "No clock" on the planilla', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4');
    const pgn = await exportPgn(g);
    for (const tag of ['[Event "?"]', '[Round "?"]', '[TimeControl "-"]']) {
      assert.ok(pgn.includes(`${tag}\n`), `${tag} in\n${pgn}`);
    }
    assert.ok(!pgn.includes('[Board '), pgn);
    const sheet = await printed(g);
    assert.equal(sheet.event.value, '');
    assert.equal(sheet.board.value, '');
    assert.equal(sheet['time-control'].value, 'No clock');
  });
});
