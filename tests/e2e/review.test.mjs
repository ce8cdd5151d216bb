// Going over a game (issue 30), end to end in headless Chromium: an annotated game (a comment before
// move 1, comments, NAGs in both forms, nested variations, shapes, [%clk]) imported for review keeps
// its whole tree through a reload and in the export, which reads back to the same export; the import
// list's search field (`input[data-field="pgn-search"]`) among the 10 929 games of tests/data.
// No timing is asserted here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { watchForProblems, REPO_ROOT } from './helpers.mjs';
import { sharedBrowser, settleAll as settle, revealIn, closeMenu } from './page.mjs';

const GAMES_PGN = path.join(REPO_ROOT, 'tests/data/games.pgn');
/** Reading 10 929 games on a loaded two-core machine: generous. */
const LONG = 240_000;

const ANNOTATED = `[Event "Clase 3"]
[Site "Tucumán"]
[White "Ana"]
[Black "Luis"]
[Result "1-0"]

{Una partida de la clase.} 1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 2. Nf3 $1
(2. f4 {El gambito} exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 (4. g3?? fxg3) 4... d6) 3... g5)
2... Nc6!? {[%csl Ge5][%cal Gf3e5] Defiende} 3. Bb5 a6?! 4. Ba4 ({Mejor} 4. Bxc6 dxc6 $14) 4... Nf6 1-0
`;

const shared = sharedBrowser();


async function withPage(body) {
  const context = await shared.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  page.on('dialog', (d) => d.accept());
  try {
    await page.goto(`${shared.server.url}?lang=en`);
    await page.waitForSelector('[data-square="e1"]', { timeout: 30_000 });
    await settle(page);
    await body(page);
    assert.deepEqual(problems, [], 'the page reported errors');
  } finally {
    await context.close();
  }
}

async function action(page, name) {
  const opened = await revealIn(page, `[data-action="${name}"]`);
  await page.locator(`[data-action="${name}"]`).first().click();
  if (opened) await closeMenu(page);
  await settle(page);
  if (await page.$('[data-question]')) {
    await page.locator('[data-question] [data-action="confirm"]').click();
    await settle(page);
  }
}

async function exportPgn(page) {
  await action(page, 'export-pgn');
  await page.waitForSelector('#export[open]');
  const pgn = await page.$eval('[data-field="pgn-out"]', (t) => t.value);
  await page.locator('#export [data-action="close"]').click();
  return pgn;
}

async function importForReview(page, text) {
  await action(page, 'import');
  await page.locator('[data-field="pgn-in"]').fill(text);
  await action(page, 'read-pgn');
  await action(page, 'import-review');
}

/** The movetext, its line breaks as spaces. */
const movetext = (pgn) => pgn.split('\n').filter((l) => !/^\[.*"\]$/.test(l)).join(' ').replace(/\s+/g, ' ').trim();

test('an annotated game keeps its comments, symbols, variations and shapes through a reload and the export', async () => {
  await withPage(async (page) => {
    await importForReview(page, ANNOTATED);
    await page.reload();
    await page.waitForSelector('[data-square="e1"]');
    await settle(page);
    const first = await exportPgn(page);
    const moves = movetext(first);
    for (const needle of [
      '{ Una partida de la clase. } 1. e4 { [%clk 0:05:00] }',
      '2. Nf3 $1 (2. f4 { El gambito } 2... exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 (4. g3 $4 fxg3) 4... d6) 3... g5)',
      '2... Nc6 $5 { Defiende [%csl Ge5] [%cal Gf3e5] }',
      'a6 $6',
      '({ Mejor } 4. Bxc6 dxc6 $14)',
    ]) {
      assert.ok(moves.includes(needle), `${needle} in\n${first}`);
    }
    // Exported, imported again and exported: the same.
    await importForReview(page, first);
    const second = await exportPgn(page);
    assert.equal(movetext(second), moves);
  });
});

/** The piece on a square of the board, `null` when empty. */
const pieceAt = (page, square) => page.$eval(`[data-square="${square}"]`, (sq) => sq.querySelector('[data-piece]')?.getAttribute('data-piece') ?? null);

test('review shows the tree: comments under their moves, symbols, nested variations whose moves show their position; a comment edited goes to the export', async () => {
  await withPage(async (page) => {
    await importForReview(page, ANNOTATED);
    const tree = page.locator('[data-review-tree]');
    await tree.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await tree.locator('[data-variation]').count(), 4);
    assert.equal(await tree.locator('[data-variation] [data-variation]').count(), 2, 'nested variations');
    const comments = await tree.locator('[data-comment]').allTextContents();
    for (const c of ['Una partida de la clase.', 'El gambito', 'Defiende', 'Mejor']) {
      assert.ok(comments.some((t) => t.includes(c)), `${c} in ${comments}`);
    }
    assert.match(await tree.locator('[data-node="0.0.0.0"]').textContent(), /Nc6!\?/);
    // Each move has a name; a variation's says so.
    assert.match(await tree.locator('[data-node="0.0.1"]').getAttribute('aria-label'), /2\. f4, variation/);
    // A variation's move shows its position on the board.
    await tree.locator('[data-node="0.0.1"]').click();
    await settle(page);
    assert.equal(await pieceAt(page, 'f4'), 'wP');
    assert.equal(await tree.locator('[data-node="0.0.1"]').getAttribute('aria-current'), 'true');
    // Arrows go through the tree: right to the variation's next move.
    await page.keyboard.press('ArrowRight');
    await settle(page);
    assert.equal(await tree.locator('[data-node="0.0.1.0"]').getAttribute('aria-current'), 'true');
    // The comment of the shown move (3. Nf3 in the f4 line... here 2... exf4) edited and exported.
    await page.locator('[data-review-tree] textarea[data-field="comment"]').fill('Acepta el gambito');
    await page.locator('[data-review-tree] [data-action="comment"]').click();
    await settle(page);
    assert.ok((await tree.locator('[data-comment]').allTextContents()).includes('Acepta el gambito'));
    const pgn = await exportPgn(page);
    assert.ok(movetext(pgn).includes('(2. f4 { El gambito } 2... exf4 { Acepta el gambito } 3. Nf3 $1'), pgn);
    await importForReview(page, pgn);
    assert.equal(movetext(await exportPgn(page)), movetext(pgn));
  });
});

test('on the shown move: a symbol toggled, a variation promoted within its line, one deleted; the game\'s own moves stay', async () => {
  await withPage(async (page) => {
    await importForReview(page, ANNOTATED);
    const tree = page.locator('[data-review-tree]');
    await tree.waitFor({ state: 'visible', timeout: 30_000 });
    // 2. f4 gets a "!" and loses it again.
    await tree.locator('[data-node="0.0.1"]').click();
    await settle(page);
    await tree.locator('[data-nag="1"]').click();
    await settle(page);
    assert.match(await tree.locator('[data-node="0.0.1"]').textContent(), /f4!$/);
    assert.equal(await tree.locator('[data-nag="1"]').getAttribute('aria-pressed'), 'true');
    await tree.locator('[data-nag="1"]').click();
    await settle(page);
    assert.match(await tree.locator('[data-node="0.0.1"]').textContent(), /f4$/);
    // Promoting 2. f4 would put it in place of the game's 2. Nf3: refused, with the reason.
    await tree.locator('[data-action="promote"]').click();
    await settle(page);
    assert.match(await page.locator('[data-explain]').first().textContent(), /game's own moves are kept/);
    assert.match(await tree.locator('[data-node="0.0.0"]').textContent(), /Nf3/);
    // Inside the f4 line, 3. Bc4 is promoted over 3. Nf3, and shown where it now stands.
    await tree.locator('[data-node="0.0.1.0.1"]').click();
    await settle(page);
    await tree.locator('[data-action="promote"]').click();
    await settle(page);
    assert.match(await tree.locator('[data-node="0.0.1.0.0"]').textContent(), /Bc4/);
    assert.equal(await tree.locator('[data-node="0.0.1.0.0"]').getAttribute('aria-current'), 'true');
    // 3. Nf3, a variation now, is deleted with what follows it.
    await tree.locator('[data-node="0.0.1.0.1"]').click();
    await settle(page);
    await tree.locator('[data-action="delete-variation"]').click();
    await settle(page);
    // It asks first (issue 42): "no" keeps it, "yes" deletes it.
    await tree.locator('[data-action="cancel"]').click();
    await settle(page);
    assert.match(await tree.locator('[data-node="0.0.1.0.1"]').textContent(), /Nf3/);
    await tree.locator('[data-action="delete-variation"]').click();
    await settle(page);
    await tree.locator('[data-action="confirm"]').click();
    await settle(page);
    const pgn = movetext(await exportPgn(page));
    assert.ok(pgn.includes('(2. f4 { El gambito } 2... exf4 3. Bc4'), pgn);
    assert.ok(!pgn.includes('3. Nf3 $1'), pgn);
    assert.ok(pgn.startsWith('{ Una partida de la clase. } 1. e4'), pgn);
  });
});

test('arrows and circles are kept on the move they were drawn on, and shown with it', async () => {
  await withPage(async (page) => {
    await importForReview(page, ANNOTATED);
    const tree = page.locator('[data-review-tree]');
    await tree.waitFor({ state: 'visible', timeout: 30_000 });
    const arrow = (k) => page.locator(`svg[data-drawing] [data-arrow="${k}"]`);
    // 2... Nc6!? came with [%csl Ge5][%cal Gf3e5]: shown with it.
    await tree.locator('[data-node="0.0.0.0"]').click();
    await page.waitForFunction(() => document.querySelector('svg[data-drawing] [data-arrow="f3e5"]'));
    // 2. f4 has none; an arrow drawn there with the second button is kept on it.
    await tree.locator('[data-node="0.0.1"]').click();
    await page.waitForFunction(() => !document.querySelector('svg[data-drawing] [data-arrow="f3e5"]'));
    const centre = async (sq) => {
      const b = await page.locator(`[data-square="${sq}"]`).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const [a, b] = [await centre('g1'), await centre('f3')];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up({ button: 'right' });
    await page.waitForFunction(() => document.querySelector('svg[data-drawing] [data-arrow="g1f3"]'));
    await tree.locator('[data-node="0.0.0"]').click();
    await page.waitForFunction(() => !document.querySelector('svg[data-drawing] [data-arrow="g1f3"]'));
    assert.equal(await arrow('f3e5').count(), 0);
    await tree.locator('[data-node="0.0.1"]').click();
    await page.waitForFunction(() => document.querySelector('svg[data-drawing] [data-arrow="g1f3"]'));
    const pgn = movetext(await exportPgn(page));
    assert.ok(pgn.includes('(2. f4 { El gambito [%cal Gg1f3] }'), pgn);
  });
});

test('a move on the board while reviewing starts a variation there; the main line stays; the export has it', async () => {
  await withPage(async (page) => {
    await importForReview(page, ANNOTATED);
    const tree = page.locator('[data-review-tree]');
    await tree.waitFor({ state: 'visible', timeout: 30_000 });
    // A finished record loaded to be gone over leaves the board to the review: no game-over card over it (its
    // result is in the status line).
    await settle(page);
    assert.equal(await page.locator('[data-banner]').count(), 0);
    assert.equal(await page.getAttribute('[data-status]', 'data-result'), '1-0');
    // After 1. e4, Black plays 1... c5 instead of the record's 1... e5.
    await tree.locator('[data-node="0"]').click();
    await settle(page);
    await page.locator('[data-square="c7"]').click();
    await page.locator('[data-square="c5"]').click();
    await settle(page);
    assert.equal(await pieceAt(page, 'c5'), 'bP');
    const c5 = tree.locator('[data-node="0.1"]');
    assert.match(await c5.textContent(), /c5/);
    assert.equal(await c5.getAttribute('aria-current'), 'true');
    // The record's own move only goes there.
    await tree.locator('[data-node="0"]').click();
    await settle(page);
    await page.locator('[data-square="e7"]').click();
    await page.locator('[data-square="e5"]').click();
    await settle(page);
    assert.equal(await tree.locator('[data-node="0.0"]').getAttribute('aria-current'), 'true');
    assert.equal(await tree.locator('[data-node="0.2"]').count(), 0);
    const pgn = await exportPgn(page);
    assert.ok(movetext(pgn).includes('1... e5 { [%clk 0:04:58] } (1... c5) 2. Nf3 $1'), pgn);
    assert.equal(await page.locator('[data-ply]').count(), 8, 'the main line is the game');
  });
});

/** The games of a PGN text whose searched tags hold every word of `typed` (as the app folds, ASCII here). */
function expectedCount(text, typed) {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const searched = new Set(['White', 'Black', 'Event', 'Site', 'Date', 'Opening', 'Variation', 'ECO']);
  let n = 0;
  for (const game of text.split(/\n(?=\[Event )/)) {
    const values = [...game.matchAll(/^\[(\w+) "(.*)"\]$/gm)].filter((m) => searched.has(m[1])).map((m) => m[2].toLowerCase());
    if (words.every((w) => values.some((v) => v.includes(w)))) n += 1;
  }
  return n;
}

test('a 300-ply record opened for review: its scoresheet fills with every ply, one move is marked as the arrows go and has the focus, a comment is shown as its text', async () => {
  const long = await fs.readFile(path.join(REPO_ROOT, 'benches/web/data/review300.pgn'), 'utf8');
  await withPage(async (page) => {
    await importForReview(page, long);
    const tree = page.locator('[data-review-tree]');
    await tree.waitFor({ state: 'visible', timeout: 30_000 });
    // The scoresheet under the tree gets its rows a part a frame: all 300 plies, in order, once filled.
    await page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 300, null, { timeout: 30_000 });
    const plies = await page.$$eval('[data-ply]', (els) => els.map((e) => Number(e.dataset.ply)));
    assert.deepEqual(plies, Array.from({ length: 300 }, (_, i) => i + 1));
    const marked = () => tree.locator('[aria-current="true"]').evaluateAll((els) => els.map((e) => e.dataset.node));
    assert.deepEqual(await marked(), [], 'at the start no move is marked');
    await tree.locator('[data-node="0"]').click();
    await settle(page);
    assert.deepEqual(await marked(), ['0']);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowRight');
      await settle(page);
    }
    // One move marked (the one before unmarked), and the focus on it once the step is painted.
    assert.deepEqual(await marked(), ['0.0.0.0']);
    await page.waitForFunction(() => document.activeElement?.dataset.node === '0.0.0.0');
    assert.equal(await pieceAt(page, 'b5'), 'bP', '2... b5 is shown');
    // A comment is text, whatever it holds.
    const text = '<b>Fuerte</b> & "bien"';
    await page.locator('[data-review-tree] textarea[data-field="comment"]').fill(text);
    await page.locator('[data-review-tree] [data-action="comment"]').click();
    await settle(page);
    const comment = tree.locator('[data-comment="0.0.0.0"]');
    assert.equal(await comment.textContent(), text);
    assert.equal(await comment.locator('b').count(), 0);
    assert.deepEqual(await marked(), ['0.0.0.0'], 'the tree written again keeps the mark');
    // The arrows go on from there, the focus back in the tree.
    await tree.locator('[data-node="0.0.0.0"]').focus();
    await page.keyboard.press('ArrowRight');
    await settle(page);
    assert.deepEqual(await marked(), ['0.0.0.0.0']);
  });
});

test('the search field keeps the games of the 10 929 whose players, event, site, date or opening hold what is typed', async () => {
  const text = await fs.readFile(GAMES_PGN, 'utf8');
  await withPage(async (page) => {
    await action(page, 'import');
    await page.waitForSelector('#import[open]');
    await page.setInputFiles('[data-field="pgn-file"]', GAMES_PGN);
    await page.waitForSelector('[data-pgn-games][data-count]', { timeout: LONG });
    const search = page.locator('#import input[data-field="pgn-search"]');
    await search.fill('KASPAROV deep blue');
    await settle(page);
    const want = expectedCount(text, 'kasparov deep blue');
    assert.ok(want > 0 && want <= 50, `${want}`);
    assert.equal(await page.getAttribute('[data-pgn-games]', 'data-shown'), String(want));
    assert.equal(await page.locator('[data-pgn-games] li').count(), want);
    for (const who of await page.locator('[data-pgn-games] li .players').allTextContents()) {
      assert.match(who, /Kasparov/);
    }
    // The first game kept is the one picked.
    assert.match(await page.locator('[data-pgn-preview] .summary').textContent(), /Kasparov/);
    await search.fill('no such player anywhere');
    await settle(page);
    assert.equal(await page.locator('[data-pgn-games] li').count(), 0);
    assert.ok(await page.locator('.pgn-none').isVisible());
    await search.fill('');
    await settle(page);
    assert.equal(await page.locator('[data-pgn-games] li').count(), 50);
    assert.equal(await page.getAttribute('[data-pgn-games]', 'data-count'), '10929');
  });
});

/** FNV-1a over UTF-8 bytes, as the archive's index checks a stored game. */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(text, 'utf8')) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

test('the archive finds games by event, site and opening, also in an index written before the search kept them', async () => {
  const other = '[Event "Liga de Madrid"]\n[Site "Madrid"]\n[Date "2024.01.20"]\n[White "Carla"]\n[Black "Dani"]\n'
    + '[ECO "B20"]\n[Opening "Sicilian"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';
  const games = [[1, ANNOTATED, '1-0', 'Ana', 'Luis', 8], [2, other, '0-1', 'Carla', 'Dani', 4]];
  await withPage(async (page) => {
    // The index as the app wrote it before issue 30's search: nine fields a line, no event, site or opening.
    const index = ['escaque-archive 2', ...games.map(([id, text, result, white, black, plies]) =>
      [id, Buffer.byteLength(text, 'utf8'), fnv1a(text), plies, result, '?', white, black, ''].join('\t'))].join('\n') + '\n';
    await page.evaluate(({ index, games }) => {
      localStorage.setItem('escaque.archive.v2', index);
      for (const [id, text] of games) localStorage.setItem(`escaque.archive.v2.${id}`, text);
    }, { index, games });
    await action(page, 'archive');
    await page.waitForSelector('#archive[open]');
    assert.equal(await page.locator('#archive [data-archive-entry]').count(), 2);
    const search = page.locator('#archive input[data-field="pgn-search"]');
    for (const [typed, who] of [['tucuman', ['Ana']], ['liga madrid', ['Carla']], ['SICILIAN', ['Carla']], ['clase luis', ['Ana']], ['', ['Carla', 'Ana']]]) {
      await search.fill(typed);
      await settle(page);
      const rows = await page.locator('#archive [data-archive-entry]').allTextContents();
      assert.equal(rows.length, who.length, `${typed}: ${rows}`);
      who.forEach((name, i) => assert.match(rows[i], new RegExp(name), typed));
    }
    await search.fill('rapid');
    await settle(page);
    assert.equal(await page.locator('#archive [data-archive-entry]').count(), 0);
    // The tags were read from the games once and written into the index.
    const written = await page.evaluate(() => localStorage.getItem('escaque.archive.v2'));
    assert.match(written, /\tSite=Tucumán/);
    assert.match(written, /\tOpening=Sicilian/);
    assert.match(written, /\tEvent=Liga de Madrid/);
  });
});
