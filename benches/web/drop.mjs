// What a drop costs the page itself late in a game (issue 41), at CPU 1× with a fine timer: for each drop of plies
// FROM+1 to TO of the bench's game (benches/web/data/tarrasch_reti_1922.json, dragged with the mouse, a 10+5 clock
// running), the time of the pointerup's handlers with the effects they ran (from a capturing listener on the window to
// one that runs after the board's), then the style and layout that the drop left to do (forced there, timed); the same
// for the pick-up. Not a test: medians are printed. The page is served cross-origin isolated so that
// `performance.now()` has a 5 µs grain, not 100 µs.
//
//   trunk build --release && node benches/web/drop.mjs
//   DIST=dir BEFORE=dir FROM=80 TO=94 REPS=2 VW=1280 VH=800 node benches/web/drop.mjs
//
// Main at c0774da against perf7 (3225ace), 2026-11-29, `FROM=70 TO=94 REPS=2`, medians of 48 drops on an idle machine:
// the drop's style and layout left 3.41 → 2.44 ms (the board's `dragging` class no longer restyles it), its handlers
// and effects 3.27 → 3.47 (unchanged within the noise); the pick-up's 0.80 → 0.76 and 1.14 → 1.13 (the class is set at
// the drag's first move, not at the press).
// Forcing the layout moves it out of the frame, so the figures are for comparing builds, not a move's time.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchBrowser, MIME_TYPES } from '../../tests/e2e/helpers.mjs';
import { builds as named, playTo, rest } from './game.mjs';

const FROM = Number(process.env.FROM ?? 80);
const TO = Number(process.env.TO ?? 94);
const REPS = Number(process.env.REPS ?? 1);
const VW = Number(process.env.VW ?? 1280);
const VH = Number(process.env.VH ?? 800);
const builds = named();

/** A static server for `dir` whose pages are cross-origin isolated (a fine `performance.now()`). */
async function isolatedServer(dir) {
  const server = http.createServer((req, res) => {
    let file = new URL(req.url, 'http://localhost').pathname;
    if (file.endsWith('/')) file += 'index.html';
    const full = path.resolve(dir, `.${decodeURIComponent(file)}`);
    if (!full.startsWith(dir) || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, {
      'content-type': MIME_TYPES[path.extname(full)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    res.end(fs.readFileSync(full));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** In the page, before its scripts: the capturing listeners that note when each pick-up and drop begins. */
function instrument() {
  const b = (window.__drop = { on: false, up: [], down: [], start: {} });
  for (const type of ['pointerup', 'pointerdown']) {
    addEventListener(type, () => { b.start[type] = performance.now(); }, { capture: true });
  }
}

/** In the page once the board stands: the listeners that run after the page's own (the board hears its drags on the
 * window, and its own listeners were added first) and after the effects those queued, timing the handlers and then
 * the style and layout left to do. */
function after() {
  const b = window.__drop;
  for (const [type, into] of [['pointerup', b.up], ['pointerdown', b.down]]) {
    addEventListener(type, () => {
      if (!b.on) return;
      const a = performance.now();
      void document.body.offsetHeight;
      into.push({ script: a - b.start[type], layout: performance.now() - a });
    });
  }
}

async function measure(browser, build) {
  const server = await isolatedServer(build.dir);
  const context = await browser.newContext({ viewport: { width: VW, height: VH }, locale: 'en-US' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('.info .sheet', { state: 'attached', timeout: 30_000 });
  await page.evaluate(after);
  if (!(await page.evaluate(() => crossOriginIsolated))) console.warn(`${build.label}: not cross-origin isolated (coarse timer)`);
  await rest(page, 300);
  await playTo(page, TO, async (i) => {
    if (i === FROM) await page.evaluate(() => { window.__drop.on = true; });
  });
  const got = await page.evaluate(() => ({ up: window.__drop.up, down: window.__drop.down }));
  await context.close();
  await server.close();
  return got;
}

const browser = await launchBrowser();
const all = new Map(builds.map((b) => [b.label, { up: [], down: [] }]));
for (let rep = 0; rep < REPS; rep++) {
  for (const build of builds) {
    const got = await measure(browser, build);
    all.get(build.label).up.push(...got.up);
    all.get(build.label).down.push(...got.down);
  }
}
await browser.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (xs, k) => median(xs.map((x) => x[k])).toFixed(2);
console.log(`A pick-up and a drop at plies ${FROM + 1}–${TO} (${REPS} round${REPS > 1 ? 's' : ''}, ${VW}×${VH}, CPU 1×), ms, medians:`);
const table = {};
for (const [label, { up, down }] of all) {
  table[label] = {
    'drop: handlers and effects': ms(up, 'script'),
    'drop: style and layout left': ms(up, 'layout'),
    'pick-up: handlers and effects': ms(down, 'script'),
    'pick-up: style and layout left': ms(down, 'layout'),
    drops: up.length,
  };
}
console.table(table);
