// Memory across many short games in the page (issue 41): the wasm memory's size (what the allocator has asked the
// browser for; it never shrinks), the JS heap and the DOM's node count after every game of fool's mate (1.f3 e5
// 2.g4 Qh4#, played by clicks), each followed by the banner's "New game". Each finished game goes to the archive
// (localStorage), as in play. Not a test: it prints figures and asserts nothing.
//
//   trunk build --release && node benches/web/memory.mjs
//   GAMES=150 EVERY=10 DIST=… node benches/web/memory.mjs
//
// Under the machine's lock when it is shared: `flock /work/heavy.lock node benches/web/memory.mjs`.
//
// The wasm memory is read from the first module's exported `memory` (an init script keeps the instance that
// `WebAssembly.instantiate*` returns); the JS heap and the DOM from DevTools' `Performance.getMetrics`, after a
// garbage collection (`HeapProfiler.collectGarbage`). Also the archive as stored: its index's entries and the
// characters of every `localStorage` value.
//
// Main at 3c16eca, 140 games, 2026-11-28: the wasm memory 1728 KB at the start, 2624 after game 50, 3520 after
// game 100, 3648 after game 140 (19 KB a game to game 50, then 0–6 KB a game but for one step of 448 KB); the DOM
// 1470 nodes at the start, +28 a game to 3259 at game 50, then flat; listeners +3 a game to 309, then flat; the JS
// heap flat (2.6 → 3.2 MB). The DOM and the listeners are the archive dialog's list, which draws at most a page of
// 50 games (PAGE in src/ui/dialogs/archive.rs) even while closed; the archive itself has no cap (140 games kept).
// The wasm memory never shrinks: its size is the allocator's high-water mark. Past game 50 it rises by 0–6 KB a game
// while the archive grows; each save reads the whole index (parsed, every key listed), so its peak grows with the
// archive (a likely cause, not yet shown apart from others).
//
// Main at 45ea8e8 (the list read only when the dialog opens), 60 games, 2026-11-28: the wasm memory 1728 KB at the
// start, 1856 after game 50, 1920 after game 60 (about 3 KB a game); the DOM 1386 nodes at the start, 1407 from
// game 10 on; listeners 161 throughout; the JS heap 2.6 → 3.0 MB. The closed dialog's page of rows is gone, and with
// it most of the growth.
import path from 'node:path';
import { launchBrowser, REPO_ROOT, startServer, watchForProblems } from '../../tests/e2e/helpers.mjs';

const GAMES = Number(process.env.GAMES ?? 150);
const EVERY = Number(process.env.EVERY ?? 10);
const DIST = path.resolve(REPO_ROOT, process.env.DIST ?? 'dist');
const MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];

/** Installed before the page's scripts: keeps the memory of the first wasm instance that exports one. */
function keepMemory() {
  const keep = (r) => {
    const m = (r.instance ?? r).exports?.memory;
    if (m instanceof WebAssembly.Memory && !window.__wasmMemory) window.__wasmMemory = m;
    return r;
  };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const f = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      return f.apply(this, args).then(keep);
    };
  }
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

async function clickSquare(page, square) {
  const p = await page.evaluate((s) => {
    const r = document.querySelector(`[data-square="${s}"]`).getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, square);
  await page.mouse.click(p.x, p.y);
  await frames(page);
}

async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const inPage = await page.evaluate(() => {
    let chars = 0;
    for (let i = 0; i < localStorage.length; i++) chars += localStorage.getItem(localStorage.key(i)).length;
    const index = localStorage.getItem('escaque.archive.v2') ?? '';
    return {
      wasm: window.__wasmMemory?.buffer.byteLength ?? NaN,
      archived: index.split('\n').filter((l) => /^\d+\t/.test(l)).length,
      chars,
    };
  });
  return { ...inPage, heap: m.JSHeapUsedSize, nodes: m.Nodes, listeners: m.JSEventListeners };
}

const server = await startServer({ root: DIST });
const browser = await launchBrowser();
const kb = (x) => (x / 1024).toFixed(0).padStart(7);
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(keepMemory);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('.info .sheet', { state: 'attached', timeout: 30_000 });
  await frames(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const rows = [{ game: 0, ...(await measure(page, cdp)) }];
  for (let g = 1; g <= GAMES; g++) {
    for (const uci of MATE) {
      await clickSquare(page, uci.slice(0, 2));
      await clickSquare(page, uci.slice(2, 4));
    }
    const result = await page.getAttribute('[data-status]', 'data-result');
    if (result !== '0-1') throw new Error(`game ${g}: the game ended ${result}, not 0-1 by mate`);
    // The archive is written after the mating move's frame.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await page.locator('[data-banner-action="new"]').click();
    await frames(page);
    if (await page.locator('[data-question] [data-action="confirm"]').count()) {
      await page.locator('[data-question] [data-action="confirm"]').click();
      await frames(page);
    }
    if (g % EVERY === 0 || g === GAMES) rows.push({ game: g, ...(await measure(page, cdp)) });
  }
  console.log(`Memory over ${GAMES} games of fool's mate, each then "New game" (${DIST}); KB unless said.`);
  console.log('  game   wasm  Δ/game   JS heap  DOM nodes  listeners  archived  storage chars');
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const per = prev ? (r.wasm - prev.wasm) / (r.game - prev.game) : 0;
    console.log(
      `  ${String(r.game).padStart(4)} ${kb(r.wasm)} ${kb(per)} ${kb(r.heap)} ${String(r.nodes).padStart(10)} ${String(r.listeners).padStart(10)} ${String(r.archived).padStart(9)} ${String(r.chars).padStart(14)}`,
    );
  });
  if (problems.length) console.warn('the page reported:', problems);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
