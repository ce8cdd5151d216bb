// Tournament practice, the records read back (#15.5): a rapid game with a move removed by a claim and
// an illegal move that stood, exported as PGN and pasted into the import dialog, comes back to play on
// and to review with the same scoresheet, the same illegal move marked and the same board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameSuite, revealIn } from './page.mjs';

const withGame = gameSuite();

/** Black's knight on c6 is pinned by the bishop on b5; White has a rook to mate with. */
const PINNED = '4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1';

/** The export dialog's PGN and FEN. */
async function exported(g) {
  await revealIn(g.page, '[data-action="export-pgn"]');
  await g.action('export-pgn');
  await g.page.waitForSelector('#export[open]');
  const pgn = await g.page.locator('[data-field="pgn-out"]').inputValue();
  const fen = await g.page.locator('[data-field="fen-out"]').inputValue();
  await g.page.keyboard.press('Escape');
  await g.settle();
  return { pgn, fen };
}

/** Pastes `pgn` into the import dialog, reads it and loads its game with `how` (review or continue). */
async function importPgn(g, pgn, how) {
  await revealIn(g.page, '[data-action="import"]');
  await g.action('import');
  await g.page.waitForSelector('#import[open]');
  await g.page.locator('[data-field="pgn-in"]').fill(pgn);
  await g.action('read-pgn');
  await g.page.waitForSelector('[data-pgn-preview]', { timeout: 20_000 });
  assert.equal(await g.page.locator('[data-import-error]').count(), 0, 'no error');
  await g.action(`import-${how}`);
  await g.page.waitForSelector('#import:not([open])', { state: 'attached', timeout: 20_000 });
  await g.settle();
}

/** The scoresheet's plies marked illegal, by number. */
async function marked(g) {
  return g.page.$$eval('[data-ply][data-illegal]', (els) => els.map((el) => el.getAttribute('data-ply')));
}

test('a tournament game exported as PGN is imported back: the same moves, the stood illegal move marked, the same board', async () => {
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED }, async (g) => {
    const { page } = g;
    // Nc6-d4 is claimed and removed (7.4); Nc6-e5 stands once White moves on (A4c).
    await g.drag('c6', 'd4');
    await g.action('claim-illegal', 'white');
    await g.drag('c6', 'e5');
    await g.drag('a1', 'a2');
    const plies = await g.plies();
    const board = await g.board();
    assert.deepEqual(await marked(g), ['1'], 'the stood move is marked');
    const removed = await page.locator('[data-removed]').textContent();
    const { pgn, fen } = await exported(g);
    assert.ok(pgn.split(/\s+/).join(' ').includes('Other programs may refuse this record'), pgn);

    // To play on: the dialog loads it as a tournament game in progress.
    await importPgn(g, pgn, 'continue');
    assert.deepEqual(await g.plies(), plies);
    assert.deepEqual(await g.board(), board);
    assert.deepEqual(await marked(g), ['1'], 'the stood move marked again');
    assert.equal(await page.locator('[data-removed]').textContent(), removed, 'the removed move noted again');
    assert.equal((await exported(g)).fen, fen);
    assert.equal((await g.status()).outcome, null, 'the game goes on');
    // Black is to move on the line's board, and plays on.
    await g.drag('e8', 'd8');
    assert.equal(await g.pieceAt('d8'), 'bK');
    assert.equal((await g.plies()).length, plies.length + 1);

    // To review: the same scoresheet and marks (the record's time control decides them).
    await importPgn(g, pgn, 'review');
    assert.deepEqual(await g.plies(), plies);
    assert.deepEqual(await marked(g), ['1']);
    assert.equal(await page.locator('[data-removed]').count(), 1);
    assert.equal(await page.locator('[data-import-error]').count(), 0);
  });
});

test('a finished tournament game with an illegal move that stood opens from the archive as it ended', async () => {
  // White to move first: the archive keeps games with a legal move in their record.
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED.replace(' b ', ' w ') }, async (g) => {
    const { page } = g;
    await g.drag('a1', 'a2');
    await g.drag('c6', 'e5');
    await g.drag('a2', 'a3');
    await g.action('resign', 'white');
    const plies = await g.plies();
    const ended = await g.status();
    assert.equal(ended.outcome, 'resignation');
    assert.deepEqual(await marked(g), ['2']);
    await revealIn(g.page, '[data-action="new"]');
    await g.action('new');
    assert.deepEqual(await g.plies(), []);
    await revealIn(g.page, '[data-action="archive"]');
    await g.action('archive');
    await page.waitForSelector('#archive[open]');
    await page.locator('[data-archive-entry="0"] [data-action="archive-open"]').click();
    await g.settle();
    assert.equal(await page.locator('[data-archive-error]').count(), 0, 'no error');
    assert.deepEqual(await g.plies(), plies);
    assert.deepEqual(await marked(g), ['2'], 'the stood move marked');
    const back = await g.status();
    assert.deepEqual([back.outcome, back.result], [ended.outcome, ended.result]);
  });
});

test('a tournament game in progress whose moves are all on the line goes to the archive, line and all, when a new game replaces it', async () => {
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED }, async (g) => {
    const { page } = g;
    // The first move is illegal (the pinned knight), so the legal record stays empty: every move is on the line.
    await g.drag('c6', 'e5');
    await g.drag('a1', 'a2');
    assert.equal((await g.plies()).length, 2);
    await revealIn(g.page, '[data-action="new"]');
    await g.ask('new');
    assert.ok(await g.question(), 'a game with moves on the line asks before it is discarded');
    await g.answer('confirm');
    assert.deepEqual(await g.plies(), []);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => /^escaque\.archive\.v2\.\d+$/.test(k))
        .map((k) => localStorage.getItem(k)),
    );
    assert.equal(stored.length, 1, 'one game archived');
    assert.match(stored[0], /Ne5/, 'the illegal knight move is in the archived PGN');
    assert.match(stored[0], /Ra2/, 'and the move after it');
    assert.match(stored[0], /Tournament practice/, 'as a tournament-practice record');
  });
});
