// Big imports and a big archive (issue 13), measured in headless Chromium against dist/. Not a test: it prints
// figures.
//
//   trunk build --release && node benches/web/import.mjs          (RUNS=5 start-ups per archive by default)
//   DIST=other-dist IMPORTS=3 RUNS=0 node benches/web/import.mjs   (another build; 3 imports each way; no start-ups)
//
// 1. Importing tests/data/games.pgn (10 929 games, 6.7 MB), from a file (setInputFiles) and pasted (the text is
//    put in the field first, then "Read PGN" is pressed): the longest main-thread block while reading, two ways —
//    Chromium's long tasks (PerformanceObserver 'longtask', every task over 50 ms) and the longest gap between two
//    animation frames (what a player sees as a frozen page) — and the total reading time, from the file chosen or
//    the button pressed to `[data-pgn-games][data-count]`. Then the start of the reading (issue 20): the time to
//    the first `[data-import-progress]` and to the first games listed (`[data-pgn-games] li`), and the longest
//    task that started before each (0: no task over 50 ms). IMPORTS (default 1) repeats each way.
// 2. Start-up with a 4 MB archive in localStorage against an empty one, in the same run, alternating: navigation
//    start to the first [data-square] (the app answers input), and to the first animation frame after it (the
//    main thread free again), median of RUNS. The archive is stored as the app stores it (an index and one key per
//    game), and also in the first form (`escaque.archive.v1`, every game in one key), which the app moves only
//    when the archive is first used.
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launchBrowser, REPO_ROOT } from '../../tests/e2e/helpers.mjs';

const GAMES = path.join(REPO_ROOT, 'tests/data/games.pgn');
const runs = Number(process.env.RUNS ?? 5);
const imports = Number(process.env.IMPORTS ?? 1);
const server = await startServer({ root: process.env.DIST ?? 'dist', prefix: '/escaque/' });
const browser = await launchBrowser();

/** Watches long tasks and animation-frame gaps from `window.__mark()` on. */
function monitor() {
  window.__long = [];
  window.__gap = 0;
  window.__tasks = [];
  window.__mark = () => {
    window.__long = [];
    window.__tasks = [];
    window.__gap = 0;
    window.__t0 = performance.now();
    window.__progress = undefined;
    window.__listed = undefined;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__long.push(e.duration);
      window.__tasks.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'longtask', buffered: false });
  let last = performance.now();
  const frame = (t) => {
    window.__gap = Math.max(window.__gap, t - last);
    last = t;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__done = undefined;
  new MutationObserver(() => {
    const now = performance.now();
    if (window.__progress === undefined && document.querySelector('[data-import-progress]')) window.__progress = now;
    if (window.__listed === undefined && document.querySelector('[data-pgn-games] li')) window.__listed = now;
    if (window.__done === undefined && document.querySelector('[data-pgn-games][data-count]')) window.__done = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-count'] });
}

async function importOnce(how) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  await ctx.addInitScript(monitor);
  const page = await ctx.newPage();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('[data-square="e1"]');
  await page.locator('[data-action="import"]').first().click();
  await page.waitForSelector('#import[open]');
  if (how === 'pasted') {
    // As a paste gives it: the whole value at once, then an input event.
    await page.$eval('[data-field="pgn-in"]', (t, v) => {
      t.value = v;
      t.dispatchEvent(new Event('input', { bubbles: true }));
    }, fs.readFileSync(GAMES, 'utf8'));
    await page.waitForTimeout(300);
    await page.evaluate(() => window.__mark());
    await page.locator('[data-action="read-pgn"]').click();
  } else {
    await page.evaluate(() => window.__mark());
    await page.setInputFiles('[data-field="pgn-file"]', GAMES);
  }
  await page.waitForFunction(() => window.__done !== undefined, null, { timeout: 300_000, polling: 200 });
  await page.waitForTimeout(200);
  const r = await page.evaluate(() => {
    const before = (t) => Math.max(0, ...window.__tasks.filter((x) => x.start < t).map((x) => x.duration));
    return {
      count: document.querySelector('[data-pgn-games]').dataset.count,
      total: window.__done - window.__t0,
      longest: Math.max(0, ...window.__long),
      longTasks: window.__long.length,
      gap: window.__gap,
      progress: window.__progress - window.__t0,
      listed: window.__listed - window.__t0,
      beforeProgress: before(window.__progress),
      beforeListed: before(window.__listed),
    };
  });
  await ctx.close();
  return r;
}

/** Games of games.pgn as one text each, until `bytes` are reached. */
function gamesUpTo(bytes) {
  const text = fs.readFileSync(GAMES, 'utf8');
  const parts = text.split(/\n\n(?=\[Event )/).map((g) => `${g.trim()}\n`);
  const out = [];
  let size = 0;
  for (const g of parts) {
    if (size >= bytes) break;
    out.push(g);
    size += Buffer.byteLength(g);
  }
  return out;
}

/** FNV-1a over UTF-8 bytes, as src/table/archive.rs checks a stored game. */
function fnv(s) {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(s, 'utf8')) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const tag = (g, name) => (g.match(new RegExp(`\\[${name} "([^"]*)"\\]`)) ?? [])[1] ?? '?';

/** The archive in the app's form: an index and one key per game. */
function archiveV2(games) {
  const items = { };
  const lines = ['escaque-archive 2'];
  games.forEach((g, i) => {
    const id = i + 1;
    items[`escaque.archive.v2.${id}`] = g;
    const clean = (s) => s.replace(/[\\\t\n\r]/g, ' ');
    lines.push([id, Buffer.byteLength(g), fnv(g), 0, tag(g, 'Result'), tag(g, 'Date'), clean(tag(g, 'White')), clean(tag(g, 'Black')), ''].join('\t'));
  });
  items['escaque.archive.v2'] = `${lines.join('\n')}\n`;
  return items;
}

async function startup(items) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('[data-square="e1"]');
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, items);
  const used = await page.evaluate(() => Object.entries(localStorage).reduce((a, [k, v]) => a + k.length + v.length, 0));
  await ctx.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('[data-square]')) {
        window.__interactive = performance.now();
        requestAnimationFrame(() => { window.__free = performance.now(); });
        obs.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await page.waitForFunction(() => window.__free !== undefined, null, { timeout: 60_000 });
  const r = await page.evaluate(() => ({ interactive: window.__interactive, free: window.__free }));
  await ctx.close();
  return { ...r, used };
}

/**
 * The peer, in the same run: plain JavaScript tasks of 40 ms each (the app's slice budget), 100 in a row through
 * setTimeout(0). Their longest task and frame gap show what the machine's load adds to any 40 ms of work.
 */
async function peer() {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  await ctx.addInitScript(monitor);
  const page = await ctx.newPage();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('[data-square="e1"]');
  const r = await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.__mark();
        let left = 100;
        const task = () => {
          const end = performance.now() + 40;
          while (performance.now() < end);
          if (--left > 0) setTimeout(task, 0);
          else setTimeout(() => resolve({ total: performance.now() - window.__t0, longest: Math.max(0, ...window.__long), longTasks: window.__long.length, gap: window.__gap }), 100);
        };
        setTimeout(task, 0);
      }),
  );
  await ctx.close();
  return r;
}

try {
  {
    const r = await peer();
    console.log(`peer: 100 plain JS tasks of 40 ms: total ${(r.total / 1000).toFixed(2)} s, longest task ${r.longest.toFixed(0)} ms, tasks>50ms ${r.longTasks}, longest frame gap ${r.gap.toFixed(0)} ms\n`);
  }
  console.log(`importing tests/data/games.pgn (10 929 games, 6.7 MB) from ${process.env.DIST ?? 'dist'}:`);
  console.log(`  ${'from'.padEnd(7)} ${'games'.padStart(6)} ${'total'.padStart(9)} ${'longest task'.padStart(13)} ${'tasks>50ms'.padStart(11)} ${'longest frame gap'.padStart(18)}`);
  const starts = [];
  for (let i = 0; i < imports; i++) {
    for (const how of ['file', 'pasted']) {
      const r = await importOnce(how);
      starts.push([how, r]);
      console.log(`  ${how.padEnd(7)} ${String(r.count).padStart(6)} ${`${(r.total / 1000).toFixed(2)} s`.padStart(9)} ${`${r.longest.toFixed(0)} ms`.padStart(13)} ${String(r.longTasks).padStart(11)} ${`${r.gap.toFixed(0)} ms`.padStart(18)}`);
    }
  }
  console.log('\nthe start of the reading (longest task that started before; 0 = none over 50 ms):');
  console.log(`  ${'from'.padEnd(7)} ${'first progress'.padStart(15)} ${'longest before'.padStart(15)} ${'first games'.padStart(12)} ${'longest before'.padStart(15)}`);
  for (const [how, r] of starts) {
    console.log(`  ${how.padEnd(7)} ${`${r.progress.toFixed(0)} ms`.padStart(15)} ${`${r.beforeProgress.toFixed(0)} ms`.padStart(15)} ${`${r.listed.toFixed(0)} ms`.padStart(12)} ${`${r.beforeListed.toFixed(0)} ms`.padStart(15)}`);
  }

  if (runs > 0) await startups();
} finally {
  await browser.close();
  await server.close();
}

/** Start-up with archives against an empty localStorage, RUNS times each, alternating. */
async function startups() {
  const games = gamesUpTo(4_000_000);
  const v2 = archiveV2(games);
  const v1 = { 'escaque.archive.v1': games.map((g) => g.trim()).join('\n\u001e\n') };
  const cases = [['empty', {}], ['4 MB archive', v2], ['4 MB first form (v1)', v1]];
  const samples = new Map(cases.map(([n]) => [n, []]));
  for (let i = 0; i < runs; i++) for (const [n, items] of cases) samples.get(n).push(await startup(items));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nstart-up, median of ${runs} (${games.length} games in the archive cases):`);
  console.log(`  ${'localStorage'.padEnd(22)} ${'chars stored'.padStart(13)} ${'interactive'.padStart(12)} ${'main thread free'.padStart(17)}`);
  for (const [n] of cases) {
    const xs = samples.get(n);
    console.log(`  ${n.padEnd(22)} ${String(xs[0].used).padStart(13)} ${`${median(xs.map((x) => x.interactive)).toFixed(0)} ms`.padStart(12)} ${`${median(xs.map((x) => x.free)).toFixed(0)} ms`.padStart(17)}`);
  }
}
