// What the page probes share (paint.mjs, drop.mjs): the builds named by BEFORE and DIST, the bench's game, a rest
// between inputs, and the game played to a ply by mouse drags on a running 10+5 clock.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../tests/e2e/helpers.mjs';

/** Tarrasch – Réti 1922, 95 plies to mate: `{ uci: ['e2e4', …] }`. */
export const GAME = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'benches/web/data/tarrasch_reti_1922.json'), 'utf8'));

/** The builds to measure: BEFORE (if given), then DIST (default `dist`), each `{ label, dir }`. */
export const builds = () => [
  ...(process.env.BEFORE ? [{ label: 'before', dir: path.resolve(REPO_ROOT, process.env.BEFORE) }] : []),
  { label: process.env.BEFORE ? 'after' : 'escaque', dir: path.resolve(REPO_ROOT, process.env.DIST ?? 'dist') },
];

/** Two animation frames, then `ms` ms. */
export const rest = (page, ms = 20) =>
  page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), ms);

/** Chooses the 10+5 clock on the start grid, then drags the game's moves up to ply `to`; `before(i)` runs before the
 * move of index `i`. */
export async function playTo(page, to, before = async () => {}) {
  await page.locator('[data-preset="600+5"]').click();
  await page.waitForSelector('[data-start]', { state: 'hidden' });
  for (const [i, uci] of GAME.uci.slice(0, to).entries()) {
    await before(i);
    const [a, b] = await page.evaluate(
      (l) => l.map((s) => {
        const r = document.querySelector(`[data-square="${s}"]`).getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
      [uci.slice(0, 2), uci.slice(2, 4)],
    );
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 2 });
    await rest(page, 5);
    await page.mouse.up();
    await rest(page);
  }
}
