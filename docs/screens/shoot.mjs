// Takes the screenshots of docs/screens/README.md from the release build: `trunk build --release`, then
// `node docs/screens/shoot.mjs` (from the repository root). Headless Debian Chromium through playwright-core,
// dist/ served as the end-to-end tests serve it. Sixteen views × six sizes × two languages × two themes.
// `ONLY=start,game` limits the views, `SIZES=390x844` the sizes, `THEMES=dark` and `LANGS=en` the themes and
// languages; `OUT=dir` writes PNGs to another folder instead (to look at them without a JPEG viewer); `DIST=dir`
// shoots another build than dist/ (a before and after).
// The JPEGs go to docs/screens/out/ (ignored by git: they are made on demand, not kept in the history); the few that
// the documentation shows are kept beside this file (KEPT below), and `KEEP=1` writes those there again.

import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser } from '../../tests/e2e/helpers.mjs';
import { openGame, closeMenu } from '../../tests/e2e/page.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The screenshots kept in the repository, which docs/screens/README.md shows. */
const KEPT = [
  'es-light-390x844-game',
  'es-light-844x390-start',
  'es-light-1366x768-game',
  'en-dark-1366x768-over',
  'en-light-1366x768-tournament',
];
const JPEGS = process.env.KEEP ? HERE : path.join(HERE, 'out');
const SIZES = (process.env.SIZES ?? '390x844,844x390,768x1024,1024x768,1366x768,1920x1080')
  .split(',')
  .map((s) => s.split('x').map(Number));

/** The views: URL parameters and what to do before the picture. */
const VIEWS = {
  // A fresh page: the start grid.
  start: { fresh: true, run: async () => {} },
  // A game in progress, White's clock running after 1.e4 e5 2.Nf3 Nc6.
  game: { run: (g) => g.play('e2e4', 'e7e5', 'g1f3', 'b8c6') },
  // White offers a draw after 3.Bb5: the offer is put to Black.
  offer: {
    run: async (g) => {
      await g.play('e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5');
      await g.action('offer-draw', 'white');
    },
  },
  // A refused drop, explained: Black's knight dropped where it cannot go.
  refusal: {
    run: async (g) => {
      await g.play('e2e4', 'e7e5', 'g1f3');
      await g.drag('b8', 'b5');
    },
  },
  // Tabletop, the Scholar's mate: the banner faces both players.
  over: {
    run: async (g) => {
      await g.action('tabletop');
      await closeMenu(g.page);
      await g.play('e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7');
    },
  },
  // Tabletop: Black's knight refused, the reason shown twice, once turned for Black at Black's end (issue 28).
  tabletop: {
    run: async (g) => {
      await g.action('tabletop');
      await closeMenu(g.page);
      await g.play('e2e4', 'e7e5', 'g1f3');
      await g.drag('b8', 'b5');
    },
  },
  // Tournament practice, a rapid game: after 1.e4 each side's claim of an illegal move, offer and resignation.
  tournament: { params: { tc: '900+10', rules: 'tournament' }, run: (g) => g.play('e2e4') },
  // A delay clock (the Laws' "demora", 6.2b): Black's delay shown on its face after 1.e4.
  delay: { params: { tc: '300d5' }, run: (g) => g.play('e2e4') },
  // After the Fool's mate with the banner closed: the scoresheet, and the rematch in the status line.
  after: {
    run: async (g) => {
      await g.play('f2f3', 'e7e5', 'g2g4', 'd8h4');
      await g.closeBanner();
    },
  },
  // Clock-only mode for a game on a real board, Black's clock running.
  'clock-only': {
    run: async (g) => {
      await g.action('clock-only');
      await closeMenu(g.page);
      await g.page.locator('[data-clock="white"]').click();
      await g.settle();
    },
  },
  // Teaching (issue 42): an annotated game gone over, its tree beside the board.
  review: {
    run: async (g) => {
      await g.action('import');
      await g.page.locator('[data-field="pgn-in"]').fill(LESSON);
      await g.page.locator('[data-action="read-pgn"]').click();
      await g.page.locator('[data-action="import-review"]').click();
      await g.settle();
      if (await g.question()) await g.answer('confirm');
      await g.page.waitForSelector('[data-review-tree]:not([hidden]) [data-node]');
      for (let i = 0; i < 6; i++) await g.page.keyboard.press('ArrowRight');
      await g.settle();
    },
  },
  // The position editor over a game in progress.
  editor: {
    run: async (g) => {
      await g.play('e2e4', 'd7d5', 'e4d5');
      await g.action('editor');
      await g.page.waitForSelector('[data-editor]:not([hidden]) [data-palette]');
    },
  },
  // Demonstration mode, started from the editor's board.
  demo: {
    run: async (g) => {
      await g.play('e2e4', 'd7d5', 'e4d5');
      await g.action('editor');
      await g.page.waitForSelector('[data-editor]:not([hidden]) [data-palette]');
      await g.action('demo');
      await g.page.waitForSelector('[data-mode="demo"]');
      await g.play('d5d6');
    },
  },
  // The presentation view, Black's clock running after 1.e4, a refusal shown.
  present: {
    run: async (g) => {
      await g.play('e2e4');
      await g.action('present');
      await g.page.waitForSelector('html.present');
      await g.drag('e7', 'e4');
    },
  },
  // The archive: a finished game and an unfinished one.
  archive: {
    run: async (g) => {
      await g.play('f2f3', 'e7e5', 'g2g4', 'd8h4');
      await g.closeBanner();
      await g.action('new');
      await g.play('d2d4');
      await g.action('new');
      await g.action('archive');
      await g.page.waitForSelector('#archive[open] .archive-entry');
    },
  },
  // Adjourning: the sealing form.
  seal: {
    params: { tc: '5400+30', rules: 'tournament' },
    run: async (g) => {
      await g.play('e2e4', 'e7e5');
      await g.action('adjourn');
      await g.page.waitForSelector('input[data-field="sealed-move"]');
    },
  },
};

/** An annotated lesson: comments, a symbol, a variation and an arrow. */
const LESSON = `[Event "Clase del martes"]
[White "Deep Blue"]
[Black "Kasparov"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {La española.} 4. Ba4 Nf6 5. O-O Be7 (5... Nxe4 6. d4 {[%cal Gd4e5]}) 6. Re1 b5
7. Bb3 d6 8. c3 O-O 9. h3 h6 10. d4 Re8 11. Nbd2 Bf8 12. Nf1 Bd7 13. Ng3 Na5 14. Bc2 c5 15. b3 Nc6 16. d5! Ne7
17. Be3 Ng6 18. Qd2 Nh7 19. a4 Nh4 20. Nxh4 Qxh4 1-0
`;

const only = process.env.ONLY?.split(',');
const server = await startServer({ root: process.env.DIST ?? 'dist', prefix: '/' });
const browser = await launchBrowser();
const made = [];
try {
  for (const theme of (process.env.THEMES ?? 'light,dark').split(',')) {
    for (const lang of (process.env.LANGS ?? 'es,en').split(',')) {
      for (const [width, height] of SIZES) {
        for (const [view, { fresh, params, run }] of Object.entries(VIEWS)) {
          if (only && !only.includes(view)) continue;
          const name = `${lang}-${theme}-${width}x${height}-${view}`;
          if (process.env.KEEP && !process.env.OUT && !KEPT.includes(name)) continue;
          const g = await openGame(
            browser,
            server.url,
            fresh ? { lang } : { lang, tc: '300+3', white: 'Ana', black: 'Luis', ...params },
            {
              context: { viewport: { width, height }, locale: lang === 'es' ? 'es-ES' : 'en-US', colorScheme: theme },
              init: [(t) => localStorage.setItem('escaque.theme', t), theme],
            },
          );
          try {
            await run(g);
            await g.page.evaluate(() => document.activeElement?.blur());
            await g.settle();
            const out = process.env.OUT;
            const file = path.join(out ?? JPEGS, `${name}.${out ? 'png' : 'jpg'}`);
            await fs.mkdir(path.dirname(file), { recursive: true });
            await g.page.screenshot(out ? { path: file } : { path: file, type: 'jpeg', quality: 72 });
            if (g.problems.length) throw new Error(`${file}: ${g.problems.join('; ')}`);
            made.push(path.relative(process.cwd(), file));
          } finally {
            await g.close();
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
let bytes = 0;
for (const f of made) bytes += (await fs.stat(f)).size;
console.log(`${made.length} screenshots, ${Math.round(bytes / 1024)} KiB`);
