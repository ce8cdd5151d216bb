// Arrows and circles over the board (src/table/drawing.rs, src/ui/board/drawing.rs): the teacher's gesture. A right
// drag draws an arrow, a right click a circle, the same shape again takes it away; Shift gives red; a plain left
// click and any move clear them; draw mode lets a finger draw; tournament practice has none; the PGN never
// holds them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchForProblems } from './helpers.mjs';
import { GamePage, gameSuite, START } from './page.mjs';

const withGame = gameSuite();

/** The shapes drawn: `['arrow e2e4 green', 'circle d5 red', …]`, sorted; the stroke in progress is left out. */
async function shapes(g) {
  return g.page.evaluate(() =>
    [...document.querySelectorAll('svg[data-drawing] [data-brush]:not([data-pending])')]
      .map((el) =>
        el.hasAttribute('data-arrow')
          ? `arrow ${el.dataset.arrow} ${el.dataset.brush}`
          : `circle ${el.dataset.circle} ${el.dataset.brush}`,
      )
      .sort(),
  );
}

/** A drag with the right mouse button from one square's centre to another's (a click when they are one). */
async function rightDrag(g, from, to) {
  const [a, b] = await g.centres(from, to);
  const { mouse } = g.page;
  await mouse.move(a.x, a.y);
  await mouse.down({ button: 'right' });
  await mouse.move(b.x, b.y, { steps: 5 });
  await mouse.up({ button: 'right' });
  await g.settle();
}

test('a right drag draws an arrow, a right click a circle; the same again takes it away; Shift is red', async () => {
  await withGame({}, async (g) => {
    await rightDrag(g, 'e2', 'e4');
    assert.deepEqual(await shapes(g), ['arrow e2e4 green']);
    assert.equal(await g.page.locator('[data-arrow="e2e4"]').count(), 1);
    // Nothing moved and nothing was lifted: the right button never reaches the pieces.
    assert.deepEqual(await g.board(), START);
    assert.deepEqual(await g.squaresWith('data-selected'), []);
    assert.deepEqual(await g.plies(), []);

    await rightDrag(g, 'd5', 'd5');
    assert.deepEqual(await shapes(g), ['arrow e2e4 green', 'circle d5 green']);
    assert.equal(await g.page.locator('[data-circle="d5"]').count(), 1);

    // The same shape again takes it away, the other stays.
    await rightDrag(g, 'e2', 'e4');
    assert.deepEqual(await shapes(g), ['circle d5 green']);
    await rightDrag(g, 'd5', 'd5');
    assert.deepEqual(await shapes(g), []);

    // Shift: red; Shift on a green shape recolours it.
    await g.page.keyboard.down('Shift');
    await rightDrag(g, 'g1', 'f3');
    await g.page.keyboard.up('Shift');
    assert.deepEqual(await shapes(g), ['arrow g1f3 red']);
    await rightDrag(g, 'c4', 'c4');
    await g.page.keyboard.down('Shift');
    await rightDrag(g, 'c4', 'c4');
    await g.page.keyboard.up('Shift');
    assert.deepEqual(await shapes(g), ['arrow g1f3 red', 'circle c4 red']);

    // The overlay is over the board and lets every pointer through.
    const overlay = await g.page.evaluate(() => {
      const svg = document.querySelector('svg[data-drawing]');
      const s = svg.getBoundingClientRect();
      const b = document.querySelector('.board').getBoundingClientRect();
      return {
        viewBox: svg.getAttribute('viewBox'),
        pointer: getComputedStyle(svg).pointerEvents,
        same: Math.abs(s.x - b.x) < 1 && Math.abs(s.y - b.y) < 1 && Math.abs(s.width - b.width) < 1,
      };
    });
    assert.deepEqual(overlay, { viewBox: '0 0 8 8', pointer: 'none', same: true });
  });
});

test('a plain left click clears the shapes; so does any move, from the board or the move box', async () => {
  await withGame({}, async (g) => {
    await rightDrag(g, 'e2', 'e4');
    await rightDrag(g, 'd5', 'd5');
    await g.clickSquare('e5');
    assert.deepEqual(await shapes(g), [], 'a left click on an empty square');
    assert.deepEqual(await g.board(), START);

    // A move by drag (its press clears them too).
    await rightDrag(g, 'e2', 'e4');
    await g.drag('e2', 'e4');
    assert.deepEqual(await shapes(g), []);

    // A move typed in the move box: no press on the board at all.
    await rightDrag(g, 'e7', 'e5');
    assert.deepEqual(await shapes(g), ['arrow e7e5 green']);
    await g.page.fill('[data-field="san"]', 'e5');
    await g.page.press('[data-field="san"]', 'Enter');
    await g.settle();
    assert.deepEqual(await g.plies(), ['e4', 'e5']);
    assert.deepEqual(await shapes(g), []);

    // Arrows follow a flipped board: e2e4 seen from Black points down the screen.
    await g.action('flip');
    await rightDrag(g, 'g1', 'f3');
    const dir = await g.page.evaluate(() => {
      const line = document.querySelector('[data-arrow="g1f3"] line');
      return [Number(line.getAttribute('y2')) - Number(line.getAttribute('y1'))];
    });
    assert.ok(dir[0] > 0, 'flipped: g1 is at the top, f3 below it');
  });
});

test('a move made in another tab clears the shapes of this one', async () => {
  await withGame({}, async (g) => {
    const page = await g.page.context().newPage();
    const other = new GamePage(page, g.baseUrl, watchForProblems(page));
    await other.open({ lang: 'en' });
    await rightDrag(g, 'e2', 'e4');
    assert.deepEqual(await shapes(g), ['arrow e2e4 green']);
    await other.drag('e2', 'e4');
    await g.page.waitForFunction(() => document.querySelectorAll('[data-ply]').length === 1, null, {
      timeout: 10_000,
    });
    await g.settle();
    assert.deepEqual(await shapes(g), []);
    assert.deepEqual(other.problems, []);
  });
});

test('no shape is written into the exported PGN', async () => {
  await withGame({}, async (g) => {
    await g.play('e2e4', 'e7e5');
    await rightDrag(g, 'g1', 'f3');
    await rightDrag(g, 'f7', 'f7');
    assert.deepEqual(await shapes(g), ['arrow g1f3 green', 'circle f7 green']);
    await g.action('export-pgn');
    await g.page.waitForSelector('#export[open]');
    const pgn = await g.page.$eval('[data-field="pgn-out"]', (t) => t.value);
    assert.match(pgn, /1\. e4 e5/);
    assert.doesNotMatch(pgn, /%cal|%csl|g1f3|Nf3|f7/i);
  });
});

test('draw mode: with a finger a drag draws an arrow and a tap a circle, and no piece moves', async () => {
  await withGame(
    {},
    async (g) => {
      const toggle = g.actionButton('draw');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      assert.ok(await toggle.getAttribute('title'));
      await g.action('draw');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');

      await g.touchDrag('e2', 'e4');
      const d5 = await g.sq('d5');
      await g.page.touchscreen.tap(d5.x, d5.y);
      await g.settle();
      assert.deepEqual(await shapes(g), ['arrow e2e4 green', 'circle d5 green']);
      assert.deepEqual(await g.board(), START);
      assert.deepEqual(await g.plies(), []);
      assert.deepEqual(await g.squaresWith('data-selected'), []);
      // In draw mode a tap on a shape's square toggles it, it does not clear the rest.
      await g.page.touchscreen.tap(d5.x, d5.y);
      await g.settle();
      assert.deepEqual(await shapes(g), ['arrow e2e4 green']);

      // Draw mode off: a finger moves pieces again (and that clears the shapes).
      await g.action('draw');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      await g.touchDrag('e2', 'e4');
      assert.deepEqual(await g.plies(), ['e4']);
      assert.deepEqual(await shapes(g), []);
    },
    { context: { hasTouch: true } },
  );
});

test('tournament practice: a right drag draws nothing and there is no draw toggle', async () => {
  await withGame({ rules: 'tournament' }, async (g) => {
    await rightDrag(g, 'e2', 'e4');
    await rightDrag(g, 'd5', 'd5');
    assert.equal(await g.page.locator('svg[data-drawing] [data-brush]').count(), 0);
    assert.equal(await g.canUse('draw'), false);
    assert.deepEqual(await g.board(), START);
  });
});

test('the toggle waits in the menu at every width, closes it, and the right button draws without it', async () => {
  for (const [width, height] of [[390, 844], [1280, 800], [1920, 1080]]) {
    await withGame(
      {},
      async (g) => {
        assert.equal(await g.canUse('draw'), false, `${width} px: not in view while the menu is closed`);
        await g.reveal('draw');
        assert.equal(await g.canUse('draw'), true, `${width} px: in the menu`);
        await g.actionButton('draw').click();
        await g.settle();
        assert.equal(await g.page.getAttribute('[data-action="menu"]', 'aria-expanded'), 'false', 'the menu closes: the board is next');
        assert.equal(await g.actionButton('draw').getAttribute('aria-pressed'), 'true');
      },
      { context: { hasTouch: true, viewport: { width, height } } },
    );
  }
  await withGame({}, async (g) => {
    await rightDrag(g, 'e2', 'e4');
    assert.deepEqual(await shapes(g), ['arrow e2e4 green']);
  });
});

test('the toggle is named in Spanish and explained', async () => {
  await withGame({ lang: 'es' }, async (g) => {
    const toggle = g.actionButton('draw');
    assert.equal((await toggle.textContent()).trim(), 'Dibujar flechas');
    assert.equal(await toggle.getAttribute('title'), 'Flechas y círculos sobre el tablero');
  });
});
