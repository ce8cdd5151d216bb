// Tournament practice, continued (#15): no aids in the tournament rule set, the records of illegal
// and removed moves (scoresheet, planilla, PGN), a decided claim explained, the envelope of an
// adjourned game (date, print, secrecy), the guide's lessons on illegal moves, axe-core in both
// languages and the keyboard.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameSuite } from './page.mjs';

const withGame = gameSuite();
const AXE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/axe-core/axe.min.js');

/** Black's knight on c6 is pinned by the bishop on b5; White has a rook to mate with. */
const PINNED = '4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1';

async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the menu when a control is folded into it (narrow layouts). */
async function reveal(g, sel) {
  if (!(await g.page.locator(sel).first().isVisible()) && (await g.page.locator('[data-action="menu"]').isVisible())) {
    await g.page.click('[data-action="menu"]');
    await g.settle();
  }
}

async function lang(g, l) {
  await reveal(g, `[data-lang="${l}"]`);
  await g.page.locator(`[data-lang="${l}"]`).click();
  await g.settle();
}

async function adjourn(g, sealed) {
  await g.action('adjourn');
  await g.page.locator('input[data-field="sealed-move"]').fill(sealed);
  await g.action('confirm');
}

/** The export dialog's PGN. */
async function exportPgn(g) {
  await reveal(g, '[data-action="export-pgn"]');
  await g.action('export-pgn');
  await g.page.waitForSelector('#export[open]');
  const pgn = await g.page.locator('[data-field="pgn-out"]').inputValue();
  await g.page.keyboard.press('Escape');
  await g.settle();
  return pgn;
}

test('no aids in tournament practice: no hints, overlays, teaching panel, check mark, takeback or telling text', async () => {
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED }, async (g) => {
    const { page } = g;
    // The learning switch on: in other rule sets it draws pins and threats and opens the panel.
    await reveal(g, 'input[data-action="learning"]');
    const learning = page.locator('input[data-action="learning"]');
    if (!(await learning.isChecked())) await learning.click();
    await g.settle();
    await g.clickSquare('c6');
    assert.deepEqual(await g.hints(), {}, 'no legal-move hints on a lifted piece');
    for (const attr of ['data-pinned', 'data-threat', 'data-checker']) {
      assert.deepEqual(await g.squaresWith(attr), [], `no ${attr} overlay`);
    }
    assert.equal(await page.locator('[data-teach]').count(), 0, 'no teaching panel');
    await g.clickSquare('c6');
    // A typed move is looked for by the pieces' movement: the pinned knight's move is played...
    await page.locator('input[data-field="san"]').fill('Nd4');
    await page.locator('[data-action="play-san"]').click();
    await g.settle();
    assert.equal(await g.pieceAt('d4'), 'bN', 'a typed illegal move stands as a dragged one does');
    // ...and a text that names no movement says nothing about pins, checks or legality.
    await page.locator('input[data-field="san"]').fill('Rh8');
    await page.locator('[data-action="play-san"]').click();
    await g.settle();
    const said = (await g.explanation()) ?? '';
    assert.match(said, /Art\. 3/);
    assert.doesNotMatch(said, /pin|check|legal/i, said);
    // White gives check with a legal move: no check mark on the board, the status or the scoresheet.
    await g.drag('a1', 'a8');
    assert.deepEqual(await g.squaresWith('data-check'), [], 'no check mark on the board');
    for (const ply of await g.plies()) assert.doesNotMatch(ply, /[+#]/, `no check mark in ${ply}`);
    assert.equal(await g.canUse('takeback'), false, 'no takeback');
    assert.deepEqual(await g.squaresWith('data-pinned'), []);
  });
});

test('records: a removed move leaves the scoresheet as a struck note; an illegal move that stood is marked in both languages, in the planilla and the PGN', async () => {
  await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED }, async (g) => {
    const { page } = g;
    await g.drag('c6', 'd4');
    await g.action('claim-illegal', 'white');
    // The decided claim explains the move, why, what the Laws do in rapid and the clocks.
    const explained = (await g.explanation()) ?? '';
    for (const part of ['Nc6-d4', 'A4c', '6.14', 'two minutes']) assert.ok(explained.includes(part), `${part}: ${explained}`);
    assert.deepEqual(await g.plies(), [], 'the removed move is no ply');
    const note = page.locator('[data-removed]');
    assert.equal(await note.count(), 1);
    assert.match(await note.textContent(), /Nc6-d4.*7\.4/);
    assert.equal(await note.locator('s').count(), 1, 'struck through');
    assert.equal(await note.locator('[data-ply]').count(), 0);
    // Nc6-e5 stands once White has moved (A4c): then, and only then, it is marked.
    await g.drag('c6', 'e5');
    assert.equal(await page.locator('[data-ply][data-illegal]').count(), 0, 'no mark while a claim may come');
    await g.drag('a1', 'a2');
    const marked = page.locator('[data-ply][data-illegal]');
    assert.equal(await marked.count(), 1);
    assert.equal(await marked.getAttribute('data-ply'), '1');
    assert.match(await marked.getAttribute('aria-label'), /^Nc6-e5, illegal move that stood/);
    assert.ok(await marked.locator('.illegal-mark').isVisible(), 'a visible mark');
    await lang(g, 'es');
    assert.match(await page.locator('[data-ply][data-illegal]').getAttribute('aria-label'), /^Cc6-e5, jugada ilegal que quedó en pie/);
    assert.match(await page.locator('[data-removed]').textContent(), /Retirado por la reclamación de las blancas: Cc6-d4/);
    // The planilla marks it too, with the legend.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const sheet = await page.locator('[data-planilla]').textContent();
    assert.ok(sheet.includes('Cc6-e5 †'), sheet);
    assert.match(await page.locator('[data-planilla-legend]').textContent(), /† jugada ilegal que quedó en pie/);
    await lang(g, 'en');
    // The PGN: the removed move as a comment, the stood one as SAN with its comment, the warning.
    const pgn = (await exportPgn(g)).split(/\s+/).join(' ');
    assert.ok(pgn.includes('{ Nc6-d4 illegal, claimed by White: 7.4 }'), pgn);
    assert.ok(pgn.includes('1... Ne5 { illegal, not claimed in time'), pgn);
    assert.ok(pgn.includes('Other programs may refuse this record'), pgn);
  });
});

test('blitz: the winning claim is explained and marked as claimed', async () => {
  await withGame({ rules: 'tournament', tc: '180+2', fen: PINNED }, async (g) => {
    await g.drag('c6', 'd4');
    await g.action('claim-illegal', 'white');
    const explained = (await g.explanation()) ?? '';
    for (const part of ['Nc6-d4', 'B3c', 'White wins', 'clocks stop']) assert.ok(explained.includes(part), `${part}: ${explained}`);
    const marked = g.page.locator('[data-ply][data-illegal]');
    assert.match(await marked.getAttribute('aria-label'), /illegal move, claimed by White/);
  });
});

test('the envelope: names, position, times, sealer, move number, offer and a resuming date saved with the game; it prints alone and the sealed move stays hidden', async () => {
  await withGame({ rules: 'fide', tc: '5400+30' }, async (g) => {
    const { page } = g;
    await g.play('e2e4', 'e7e5');
    // Black offers a draw after moving (9.1); White seals instead of answering.
    await g.action('offer-draw', 'black');
    await adjourn(g, 'Nf3');
    const env = page.locator('[data-envelope]');
    const text = await env.textContent();
    for (const part of ['White', 'Black', 'seals move 2', 'Time: White', 'Appendix F2', 'Draw offer pending from Black']) assert.ok(text.includes(part), `${part}: ${text}`);
    assert.equal(
      await env.locator('[data-envelope-fen]').textContent(),
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      'the position before the sealed move',
    );
    assert.equal(await env.locator('.envelope-diagram tr').count(), 8, 'a small diagram');
    assert.ok(!text.includes('Nf3') && !text.includes('Cf3'), 'the envelope does not show the sealed move');
    await env.locator('input[data-field="resume-at"]').fill('2026-12-01T18:30');
    await env.locator('input[data-field="resume-at"]').dispatchEvent('change');
    await g.settle();
    // Not in the export, not in clear in the saved game another tab reads.
    const pgn = await exportPgn(g);
    assert.ok(!/Nf3|Cf3/.test(pgn), pgn);
    const stored = await page.evaluate(() => Object.values({ ...localStorage }).join('\n'));
    assert.ok(!/Nf3|Cf3/.test(stored), 'the sealed move is not stored in clear');
    await g.reload();
    assert.equal(await page.locator('input[data-field="resume-at"]').inputValue(), '2026-12-01T18:30', 'the date survives a reload');
    // The print button prints with the envelope alone.
    await page.evaluate(() => {
      window.__printed = null;
      window.print = () => { window.__printed = document.documentElement.className; };
    });
    await g.action('print-envelope');
    assert.match(await page.evaluate(() => window.__printed), /print-envelope/);
    assert.doesNotMatch(await page.evaluate(() => document.documentElement.className), /print-envelope/, 'the class goes after');
    await page.evaluate(() => document.documentElement.classList.add('print-envelope'));
    await page.emulateMedia({ media: 'print' });
    assert.ok(await page.locator('[data-envelope]').isVisible(), 'the envelope prints');
    for (const sel of ['.board', '[data-planilla]', '[data-action="resume-adjourned"]', '[data-action="print-envelope"]']) {
      assert.equal(await page.locator(sel).first().isVisible(), false, `${sel} is not printed`);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.documentElement.classList.remove('print-envelope'));
  });
});

test('keyboard and axe-core: claims, the seal form and the envelope, in Spanish and English', async () => {
  for (const l of ['es', 'en']) {
    await withGame({ rules: 'tournament', tc: '900+10', fen: PINNED, lang: l }, async (g) => {
      const { page } = g;
      await g.drag('c6', 'd4');
      assert.deepEqual(await axe(page), [], `${l}: the claims after an illegal move`);
      // The claim from the keyboard.
      await page.locator('[data-action="claim-illegal"][data-color="white"]').focus();
      await page.keyboard.press('Enter');
      await g.settle();
      assert.equal(await g.pieceAt('c6'), 'bN', `${l}: the claim by keyboard restored the position`);
      assert.deepEqual(await axe(page), [], `${l}: a decided claim explained`);
      // Adjourn from the keyboard (in the menu): the field takes the focus, Enter seals, the focus goes to resume.
      await g.reveal('adjourn');
      await page.locator('[data-action="adjourn"]').focus();
      await page.keyboard.press('Enter');
      await g.settle();
      await page.waitForFunction(() => document.activeElement?.matches('input[data-field="sealed-move"]'));
      assert.deepEqual(await axe(page), [], `${l}: the seal form`);
      await page.keyboard.type('Kd8');
      await page.keyboard.press('Enter');
      await g.settle();
      await page.waitForFunction(() => document.activeElement?.matches('[data-action="resume-adjourned"]'));
      assert.ok(await page.locator('[data-envelope]').isVisible());
      assert.deepEqual(await axe(page), [], `${l}: the envelope`);
      await page.keyboard.press('Enter');
      await g.settle();
      assert.equal(await g.pieceAt('d8'), 'bK', `${l}: resumed by keyboard, the sealed move played`);
    });
  }
});

test('the rules guide: lessons on 7.4, A4c and B3c with a practice board that takes a claim', async () => {
  await withGame({}, async (g) => {
    const { page } = g;
    await reveal(g, '[data-action="guide"]');
    await page.click('[data-action="guide"]');
    await page.waitForSelector('#guide[open] [data-lesson]');
    for (const [id, article] of [['illegal-standard', '7.4'], ['illegal-rapid', 'A4c'], ['illegal-blitz', 'B3c']]) {
      await page.click(`[data-lesson-tab="${id}"]`);
      await page.waitForSelector(`[data-lesson="${id}"]`);
      assert.ok((await page.locator(`[data-lesson="${id}"] h3`).textContent()).includes(article));
    }
    // 7.4, as the lesson says: the pinned knight moves (nothing stops it), White moves on and claims afterwards,
    // with Black to move (issue 28: the claim went to the side to move, Black, and was "wrong").
    await page.click('[data-lesson-tab="illegal-standard"]');
    for (const sq of ['c6', 'd4', 'a1', 'a2']) await page.click(`[data-mini="${sq}"]`);
    assert.equal(await page.locator('[data-mini="d4"] .mpiece').count(), 1, 'the illegal move stands');
    await page.click('[data-action="practice-claim"][data-color="white"]');
    assert.match(await page.locator('[data-mini-status]').textContent(), /\(Art\. 7\.4a, 7\.4b\)/);
    assert.equal(await page.locator('[data-mini="c6"] .mpiece').count(), 1, 'restored before the first illegal move');
    assert.deepEqual(await axe(page), [], 'the guide on 7.4, English');
    // B3c in Spanish, from the keyboard. The tab's click puts the focus back on the tab a frame later: let that
    // happen before focusing a square.
    await page.click('[data-lesson-tab="illegal-blitz"]');
    await g.settle();
    // Each Enter redraws the guide's body and puts the focus back a frame later: wait for what it did before the
    // next key, so a busy machine cannot send a key to the square focused before.
    await page.locator('[data-mini="e1"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-mini="e1"][aria-pressed="true"]');
    await g.settle();
    await page.locator('[data-mini="e2"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-mini="e2"] .mpiece');
    await g.settle();
    await page.locator('[data-action="practice-claim"][data-color="black"]').focus();
    await page.keyboard.press('Enter');
    await g.settle();
    await page.waitForFunction(() => /B3c/.test(document.querySelector('[data-mini-status]')?.textContent ?? ''), null, { timeout: 5000 }).catch(() => {});
    assert.match(await page.locator('[data-mini-status]').textContent(), /B3c/);
    await page.click('[data-action="close-guide"]');
    await lang(g, 'es');
    await reveal(g, '[data-action="guide"]');
    await page.click('[data-action="guide"]');
    await page.waitForSelector('#guide[open] [data-lesson]');
    await page.click('[data-lesson-tab="illegal-rapid"]');
    assert.match(await page.locator('[data-lesson="illegal-rapid"]').textContent(), /Apéndice A4c/);
    assert.deepEqual(await axe(page), [], 'the guide on A4c, Spanish');
  });
});

test('the flag claim: axe-core in both languages, and from the keyboard', async () => {
  // Time odds: the longer side's 15 minutes make the game rapid (A4d: flags are claimed); Black has 2 s.
  await withGame({ rules: 'tournament', tc: '900|2', lang: 'es' }, async (g) => {
    const { page } = g;
    await g.drag('e2', 'e4');
    await page.waitForFunction(
      () => {
        const b = document.querySelector('[data-action="claim-flag"][data-color="white"]');
        return b && !b.disabled;
      },
      null,
      { timeout: 10_000 },
    );
    assert.deepEqual(await axe(page), [], 'es: a flag to claim');
    await lang(g, 'en');
    assert.deepEqual(await axe(page), [], 'en: a flag to claim');
    await page.locator('[data-action="claim-flag"][data-color="white"]').focus();
    await page.keyboard.press('Enter');
    await g.settle();
    const s = await g.status();
    assert.equal(s.outcome, 'timeout');
    assert.equal(s.result, '1-0');
  });
});
