// Drop-to-board latency in headless Chromium: the time from a pointerup on a legal target to the DOM
// showing the moved piece (and to the next frame), over a 60-ply scripted game, median and p90.
//
//   trunk build --release && node benches/web/latency.mjs
//
// Timings are printed, never asserted. The peer (chessground + chessops, lichess's board and rules) is
// measured in the same run when `npm i --no-save chessground@9.2.1 chessops@0.15.1` has been done; the
// ratio is ours / peer.
import { startServer, launchBrowser } from '../../tests/e2e/helpers.mjs';

const GAME = 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6b8 d2d4 b8d7 c3c4 c7c6 c4b5 a6b5 b1c3 c8b7 c1g5 b5b4 c3b1 h7h6 g5h4 c6c5 d4e5 f6e4 h4e7 d8e7 e5d6 e7f6 b1d2 e4d6 d2c4 d6c4 b3c4 d7b6 f3e5 a8e8 c4f7 f8f7 e5f7 e8e1 d1e1 g8f7 e1e3 f6g5 e3g5 h6g5 b2b3 f7e6 a2a3 e6d6'.split(' ');

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p90: q(0.9), max: s[s.length - 1] };
}

async function measureEscaque(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(url);
  await page.waitForSelector('[data-square="e1"] [data-piece]');
  const result = await page.evaluate(async (moves) => {
    const dom = [];
    const frame = [];
    const center = (sq) => {
      const r = document.querySelector(`[data-square="${sq}"]`).getBoundingClientRect();
      return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
    };
    const fire = (sq, type) => {
      const target = document.querySelector(`[data-square="${sq}"]`);
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, pointerType: 'mouse', ...center(sq) }));
    };
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    for (const uci of moves) {
      const from = uci.slice(0, 2);
      const to = uci.slice(2, 4);
      fire(from, 'pointerdown');
      // Drag: move over the target, then drop.
      fire(to, 'pointermove');
      await nextFrame();
      const t0 = performance.now();
      fire(to, 'pointerup');
      await Promise.resolve();
      const ok = document.querySelector(`[data-square="${to}"] [data-piece]`) && !document.querySelector(`[data-square="${from}"] [data-piece]`);
      const t1 = performance.now();
      await nextFrame();
      const t2 = performance.now();
      if (!ok) throw new Error(`move ${uci} did not show`);
      dom.push(t1 - t0);
      frame.push(t2 - t0);
    }
    return { dom, frame };
  }, GAME);
  await page.close();
  return { dom: stats(result.dom), frame: stats(result.frame) };
}

const server = await startServer({ root: process.env.DIST ?? 'dist', prefix: '/' });
const browser = await launchBrowser();
try {
  const ours = await measureEscaque(browser, server.url);
  console.log('escaque  drop → DOM updated (ms):', ours.dom);
  console.log('escaque  drop → next frame  (ms):', ours.frame);
} finally {
  await browser.close();
  await server.close();
}
