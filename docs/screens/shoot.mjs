// Takes the screenshots of docs/screens/README.md from the release build: `trunk build --release`, then
// `node docs/screens/shoot.mjs` (from the repository root). Headless Debian Chromium through playwright-core,
// dist/ served as the end-to-end tests serve it.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser } from '../../tests/e2e/helpers.mjs';
import { openGame } from '../../tests/e2e/page.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SIZES = [[390, 844], [844, 390], [1024, 768], [1280, 800], [1920, 1080]];
const VIEWS = {
  // White's clock running after 1.e4 e5.
  clock: ['e2e4', 'e7e5'],
  // The Scholar's mate: the game-over banner.
  over: ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'],
};

const server = await startServer({ root: 'dist', prefix: '/' });
const browser = await launchBrowser();
try {
  for (const lang of ['es', 'en']) {
    for (const [width, height] of SIZES) {
      for (const [view, moves] of Object.entries(VIEWS)) {
        const g = await openGame(
          browser,
          server.url,
          { lang, tc: '300+2', white: 'Ana', black: 'Luis' },
          { context: { viewport: { width, height }, locale: lang === 'es' ? 'es-ES' : 'en-US' } },
        );
        try {
          await g.play(...moves);
          await g.page.evaluate(() => document.activeElement?.blur());
          await g.settle();
          const file = path.join(HERE, `${lang}-${width}x${height}-${view}.png`);
          await g.page.screenshot({ path: file });
          if (g.problems.length) throw new Error(`${file}: ${g.problems.join('; ')}`);
          console.log(path.relative(process.cwd(), file));
        } finally {
          await g.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
