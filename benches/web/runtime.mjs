// What a move and a review step cost at play on a slow phone (issue 41), in headless Chromium with the CPU slowed
// 4× (DevTools `Emulation.setCPUThrottlingRate`, set once the page has loaded: loading is download.mjs's), beside the
// plain JavaScript board page (benches/web/plain/, our own code) measured in the same run. Not a test: it prints
// figures and the issue's "Must show" ratios, and asserts nothing about time.
//
//   trunk build --release && node benches/web/runtime.mjs
//   BEFORE=/work/dist-before node benches/web/runtime.mjs     (two builds in one run, alternating: BEFORE, then DIST)
//   DIST=… RUNS=2 CPU=4 PAUSE=150 ONLY=drag,tap,review,plain node benches/web/runtime.mjs
//
// Under the machine's lock when it is shared: `flock /work/heavy.lock node benches/web/runtime.mjs`.
//
// PROFILE=dir: the review's opening and its steps also under V8's sampling profiler (DevTools `Profiler`), written to
// dir/<build>-review-open.cpuprofile and …-review-steps.cpuprofile (DevTools' Performance panel opens them), and the
// functions with the most time printed (self and total); so are a game's first move (…-drag-first, …-tap-first) and
// its plies from 81 to the mating move (…-drag-late, …-tap-late). LONG=1 prints each long task over 50 ms of a game
// with its ply and whether it came with the pick-up or the move. The profiler's cost is in the figures then: profile, or
// time, not both. A build whose wasm keeps its function names names Rust's functions there:
// `ESCAQUE_NAMES=1 trunk build --release --dist /tmp/dist-names` (scripts/split.sh), then DIST=/tmp/dist-names.
//
// TRACE=dir: a performance trace (DevTools timeline) of the drops (or taps) of plies 81–94 (TRACE_PLIES=95-95: the
// mating move alone), written to dir/<build>-<drag|tap>-<from>-<to>.json (DevTools' Performance panel opens it), and
// the main thread's time printed by event (script, style, layout, paint), with each layout's dirty objects and what
// forced it, and the longest tasks with what ran in them; and of the review's steps 101–120. Like PROFILE, the
// tracing's cost is in the figures then. TRACE_JS=1 adds V8's samples to the trace (DevTools then shows which Rust
// function ran in each task; a names build names them). TRACE_WRITES=1 adds invalidation tracking (what marked each
// layout dirty): Chromium then records a stack at every attribute write, and the writes cost many times what they do
// untraced (a tap's `setAttribute` and `removeAttribute`, about 1 ms a ply untraced at CPU 1×, took half of its input
// task traced so): read the time of the writes from a trace without it.
//
// TASKS=1: the game's plies 2 to the end under a light trace (the main thread's tasks only, `toplevel`), and each
// ply's longest task (from its pick-up to the next ply's) as a distribution: median, 90th percentile, and the median of
// plies 81–95. The count of long tasks over 50 ms moves by several between runs of one build; this distribution much
// less, so it shows a change the count hides. LONG=1 prints each ply's figure. Not with TRACE. PROFILE_ALL=1 (with
// PROFILE): one profile of plies 2 to the end, in place of the first move's and plies 81 on.
//
// What it does, for each build (and RUNS times, the builds alternating within each kind of measurement):
// - drag: a real game of 95 plies to mate (Tarrasch – Réti 1922, benches/web/data/tarrasch_reti_1922.json), every
//   move dragged with the mouse (Playwright's, i.e. real input events) at 1280×800, a 10+5 clock running (chosen on
//   the start grid);
// - tap: the same game by tap-tap with a finger (DevTools touch events; the browser makes the pointer events and the
//   click) at 390×844 on a touch screen;
// - review: a 300-ply record with 50 variations and 110 comments (benches/web/data/review300.pgn) imported for
//   review (menu, paste, read, review), its first move clicked in the tree, then ArrowRight 299 times: the tree's own
//   keys, one main-line move a step;
// - plain (once per run): the same game's moves clicked on the plain page (it has no rules: a move whose square is
//   empty there, after a castling its rook left behind, is skipped).
// Each input's time to the next frame: from the `timeStamp` of the event that makes the move (a drop's pointerup, the
// second tap's pointerdown, the plain page's click's pointerup, the review's keydown), to the first moment past the
// first frame after the last handler of that input (pointerup and click, pointerdown, keydown) has run: the frame that
// shows the move has been produced. That moment is the earlier of a `setTimeout(0)` queued by the frame's
// `requestAnimationFrame` callback and the next frame's callbacks: after an input Chromium may produce the next frame
// before that task (it did once the app left work for the next frame, and the task alone then counted that work in). Beside it, Event Timing's duration (input to next paint, rounded to 8
// ms; below 16 ms the browser reports none, shown 16). And the second frame: a `setTimeout(0)` queued by the next
// frame's callback. After a move made on the board, the app draws the board in the first frame and the views around it
// (scoresheet, clocks, status, commands) in the second, so the second frame is when the whole page has followed.
// Long tasks: the `longtask` observer; counted over 50 ms after the first move has shown (to the end of the game),
// and over the steps of the review.
// Between inputs the bench waits two frames and PAUSE ms (default 150), as a player would at least: work a page
// leaves for after the frame has that time to run and is counted as long tasks, not as the next move's time.
//
// Main at 78bd467 (the "before" of issue 41), one run, 2026-11-28, on a 2-core machine shared with other builds and
// tests (so only ratios within one run mean much): plain click 23 ms; drag 78 ms at plies 1–20, 179 at 81–95 (2.3×,
// 7.8× the plain click), first move 255, mating move 279, 87 long tasks > 50 ms after the first move (longest 253);
// tap 78 / 93, 136 long tasks; review of 450 nodes opened in 1005 ms (one task of 935), a step 492 ms (21.5× the plain
// click). The same build measured twice in one run (BEFORE=DIST, drag only) gave 61 and 86 ms at plies 1–20 and 160
// and 144 at 81–95 on that machine: for a before and after, RUNS=3 or more.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, REPO_ROOT, startServer, watchForProblems } from '../../tests/e2e/helpers.mjs';

const RUNS = Number(process.env.RUNS ?? 1);
const CPU = Number(process.env.CPU ?? 4);
const PAUSE = Number(process.env.PAUSE ?? 150);
const ONLY = new Set((process.env.ONLY ?? 'drag,tap,review,plain').split(','));
const data = (name) => path.join(REPO_ROOT, 'benches/web/data', name);
const GAME = JSON.parse(fs.readFileSync(data('tarrasch_reti_1922.json'), 'utf8'));
const REVIEW = fs.readFileSync(data('review300.pgn'), 'utf8');
const PROFILE = process.env.PROFILE ? path.resolve(process.env.PROFILE) : null;
const TRACE = process.env.TRACE ? path.resolve(process.env.TRACE) : null;
const [TRACE_FROM, TRACE_TO] = (process.env.TRACE_PLIES ?? '81-94').split('-').map(Number);
const TASKS = !!process.env.TASKS && !TRACE;

const builds = [
  ...(process.env.BEFORE ? [{ label: 'before', dir: path.resolve(REPO_ROOT, process.env.BEFORE) }] : []),
  { label: process.env.BEFORE ? 'after' : 'escaque', dir: path.resolve(REPO_ROOT, process.env.DIST ?? 'dist') },
];

const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => (Number.isFinite(x) ? Math.round(x) : x);
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? Math.round((a / b) * 100) / 100 : NaN);

/** Installed in every page before its scripts: the observers and the input marks the bench reads. */
function instrument() {
  window.__bench = { marks: [], events: [], long: [] };
  const b = window.__bench;
  const mark = (ev) => {
    const m = { type: ev.type, t0: ev.timeStamp };
    requestAnimationFrame((frame) => {
      m.frame = frame;
      b.marks.push(m);
      // The frame is past at the first of: a task queued now (it runs once the frame is produced), or the next
      // frame's callbacks (the browser may produce that frame before the task, as it does after an input).
      setTimeout(() => (m.timer = performance.now()), 0);
      requestAnimationFrame(() => {
        m.next = performance.now();
        // The second frame produced: the app's views around the board follow a move there.
        setTimeout(() => (m.settled = performance.now()), 0);
      });
    });
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) addEventListener(type, mark, { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Two animation frames, then `pause` ms. */
const rest = (page, pause = PAUSE) =>
  page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), pause);

/** The marks, Event Timing entries and long tasks gathered since the last call (and forgets them). */
const take = (page) =>
  page.evaluate(() => {
    const b = window.__bench;
    const out = { marks: b.marks, events: b.events, long: b.long };
    b.marks = [];
    b.events = [];
    b.long = [];
    return out;
  });

/** One input's figures from what `take` returned: time to the next frame and Event Timing's input-to-paint. */
function figures({ marks, events }, startType, types = ['pointerup', 'click', 'keydown']) {
  const first = marks.find((m) => m.type === startType);
  if (!first) return null;
  const t0 = first.t0;
  const after = marks.filter((m) => m.t0 >= t0 - 0.5 && types.includes(m.type));
  // The frame after the input's last handler (the latest frame a mark's callback ran in), and the first moment past
  // it: the earliest of its marks' task or next frame's callback.
  const last = Math.max(...after.map((m) => m.frame));
  const frame = Math.min(...after.filter((m) => m.frame === last).map((m) => Math.min(m.timer ?? Infinity, m.next ?? Infinity))) - t0;
  // The input's second frame produced: the app leaves the views around the board (scoresheet, clocks, status) to it.
  const settled = Math.max(...after.filter((m) => m.settled !== undefined).map((m) => m.settled)) - t0;
  const names = types.includes('pointerdown') ? ['pointerdown', 'touchstart'] : ['pointerup', 'mouseup', 'click', 'keydown', 'keyup', 'touchend'];
  const timed = events.filter((e) => e.start >= t0 - 0.5 && names.includes(e.name));
  const paint = timed.length ? Math.max(...timed.map((e) => e.start + e.duration)) - t0 : 16;
  return { t0, frame, paint, settled };
}

async function newPage(browser, url, contextOptions) {
  const context = await browser.newContext({ locale: 'en-US', ...contextOptions });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.goto(url);
  await page.waitForSelector('[data-square="e1"]', { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  return { context, page, problems, cdp };
}

/** Waits for the app's table part (its scoresheet), chooses the clock `preset` from the start grid if given, then slows
 * the CPU. */
async function appReady({ page, cdp }, preset) {
  await page.waitForSelector('[data-app]', { timeout: 30_000 });
  await page.waitForSelector('.info .sheet', { state: 'attached', timeout: 30_000 });
  await rest(page, 500);
  // The start grid (over the board on a phone): a rapid game, 10 minutes and 5 s a move, its clock running.
  if (preset) {
    await page.locator(`[data-preset="${preset}"]`).click();
    await page.waitForSelector('[data-start]', { state: 'hidden', timeout: 30_000 });
    await rest(page);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await rest(page);
  await take(page);
}

const centres = (page, squares) =>
  page.evaluate(
    (list) =>
      list.map((s) => {
        const r = document.querySelector(`[data-square="${s}"]`).getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
    squares,
  );

async function tap(cdp, { x, y }) {
  const touch = [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Plays the game on the app by `how` ('drag' or 'tap'); per ply its figures, and the long tasks after the first. */
async function playGame(browser, url, how, label) {
  const opts = how === 'drag' ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const s = await newPage(browser, `${url}?lang=en`, opts);
  const { page, cdp } = s;
  try {
    await appReady(s, '600+5');
    const plies = [];
    const long = [];
    const last = GAME.uci.length - 1;
    for (const [i, uci] of GAME.uci.entries()) {
      // PROFILE: the first move, then plies 81 to the end (the mating move among them), each a profile of its own.
      if (process.env.PROFILE_ALL ? i === 1 : i === 0 || i === 80) await profileStart(cdp);
      const [a, b] = await centres(page, [uci.slice(0, 2), uci.slice(2, 4)]);
      if (TASKS && i === 1) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      if (TASKS && i >= 1) await page.evaluate((n) => performance.mark(`ply-${n}`), i + 1);
      if (how === 'drag') {
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
        await page.mouse.move(b.x, b.y, { steps: 5 });
        await rest(page, 0);
      } else {
        await tap(cdp, a);
        await rest(page);
      }
      // What the piece's pick-up cost is not the move's time, but its long tasks count.
      const picked = await take(page);
      if (i > 0) long.push(...picked.long);
      const traced = TRACE && i + 1 >= TRACE_FROM && i + 1 <= TRACE_TO;
      if (traced && i + 1 === TRACE_FROM) await traceStart(browser, page);
      if (how === 'drag') await page.mouse.up();
      else await tap(cdp, b);
      await rest(page);
      if (traced && i + 1 === TRACE_TO) await traceStop(browser, `${label ?? 'escaque'}-${how}-${TRACE_FROM}-${TRACE_TO}`);
      const got = await take(page);
      // A drop moves at the pointerup (its click follows in the same task); a tap-tap move at the second tap's
      // pointerdown, the finger's lift coming later (at once in this bench, some 100 ms later from a real finger).
      const f = how === 'drag' ? figures(got, 'pointerup') : figures(got, 'pointerdown', ['pointerdown']);
      if (!f) throw new Error(`${how}: ply ${i + 1} ${uci}: no input seen`);
      // Played: the piece left its square and one stands on the target (the scoresheet may be out of the DOM on a phone).
      const moved = await page.evaluate(([from, to]) => !document.querySelector(`[data-square="${from}"] [data-piece]`) && !!document.querySelector(`[data-square="${to}"] [data-piece]`), [uci.slice(0, 2), uci.slice(2, 4)]);
      if (!moved) throw new Error(`${how}: ply ${i + 1} ${uci} was not played`);
      plies.push(f);
      if (i > 0) long.push(...got.long);
      else long.push(...got.long.filter((t) => t.start >= f.t0 + f.frame));
      if (process.env.LONG) {
        for (const [when, list] of [['pick-up', picked.long], ['move', got.long]]) {
          for (const t of list.filter((t) => t.duration > 50)) console.error(`${label} ${how}: ply ${i + 1} ${uci} ${when}: long task ${Math.round(t.duration)} ms, ${Math.round(t.start - f.t0)} ms after the input`);
        }
      }
      if (i === 0 && !process.env.PROFILE_ALL) await profileStop(cdp, `${label}-${how}-first`);
      if (i === last && last >= 80) await profileStop(cdp, `${label}-${how}-late`);
    }
    const tasks = TASKS ? await plyTasks(browser, page) : [];
    if (TASKS && process.env.LONG) console.error(`${label} ${how}: each ply's longest task from ply 2: ${tasks.map(Math.round).join(' ')}`);
    const result = await page.getAttribute('[data-status]', 'data-result');
    if (result !== '1-0') throw new Error(`${how}: the game ended ${result}, not 1-0 by mate`);
    if (s.problems.length) console.warn(`${how}: the page reported:`, s.problems);
    return { plies, long, tasks };
  } finally {
    await s.context.close();
  }
}

/** TASKS: stops the trace begun at ply 2 and gives each ply's longest main-thread task (ms), from its pick-up to the
 * next ply's. */
async function plyTasks(browser, page) {
  await page.evaluate(() => performance.mark('ply-end'));
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const marks = traceEvents.filter((e) => e.cat.includes('user_timing') && e.pid === main.pid && /^ply-/.test(e.name)).sort((a, b) => a.ts - b.ts);
  const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === main.pid && e.tid === main.tid);
  return marks.slice(0, -1).map((m, k) => {
    const end = marks[k + 1].ts;
    return Math.max(0, ...tasks.filter((t) => t.ts >= m.ts && t.ts < end).map((t) => t.dur / 1000));
  });
}

/** Clicks the game's moves on the plain page (moves whose square is empty there are skipped). */
async function playPlain(browser, url) {
  const s = await newPage(browser, url, { viewport: { width: 1280, height: 800 } });
  const { page, cdp } = s;
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await rest(page);
    await take(page);
    const clicks = [];
    // Its long tasks and each move's longest task, counted as the app's are (after the first move; TASKS): the page
    // does almost nothing, so what it shows is the floor this machine and the throttle put under every figure.
    const long = [];
    for (const [i, uci] of GAME.uci.entries()) {
      const from = uci.slice(0, 2);
      if (!(await page.$eval(`[data-square="${from}"]`, (el) => el.textContent !== ''))) continue;
      const [a, b] = await centres(page, [from, uci.slice(2, 4)]);
      if (TASKS && i >= 1 && !long.traced) {
        await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
        long.traced = true;
      }
      if (long.traced) await page.evaluate((n) => performance.mark(`ply-${n}`), i + 1);
      await page.mouse.click(a.x, a.y);
      await rest(page);
      const picked = await take(page);
      await page.mouse.click(b.x, b.y);
      await rest(page);
      const got = await take(page);
      if (i > 0) long.push(...picked.long, ...got.long);
      const f = figures(got, 'pointerup');
      if (f) clicks.push(f);
    }
    const tasks = long.traced ? await plyTasks(browser, page) : [];
    if (process.env.LONG) {
      for (const t of long.filter((t) => t.duration > 50)) console.error(`plain: long task ${Math.round(t.duration)} ms`);
      if (tasks.length) console.error(`plain: each move's longest task from move 2: ${tasks.map(Math.round).join(' ')}`);
    }
    return { clicks, long, tasks };
  } finally {
    await s.context.close();
  }
}

/** Starts a performance trace of the page (TRACE set): the drops (or taps) of the plies TRACE_PLIES names. */
async function traceStart(browser, page) {
  // TRACE_JS=1: V8's samples in the trace too (ProfileChunk events), to see what ran in each task.
  const js = process.env.TRACE_JS ? ['disabled-by-default-v8.cpu_profiler'] : [];
  // Invalidation tracking records a stack at every attribute write: the writes then cost many times what they do
  // untraced. TRACE_WRITES=1 keeps it (what marked each layout dirty), at that price.
  const writes = process.env.TRACE_WRITES ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [];
  // TRACE_CATEGORIES=a,b: more of Chromium's trace categories (`fonts`, `blink`, `cc`…), for what the timeline's own
  // events leave unnamed (a layout's font lookups).
  const more = process.env.TRACE_CATEGORIES ? process.env.TRACE_CATEGORIES.split(',') : [];
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...writes, 'blink.user_timing', 'v8.execute', ...js, ...more] });
}

/** Stops the trace, writes it as TRACE/name.json and prints the main thread's time by event (what forced each layout). */
async function traceStop(browser, name) {
  const buf = await browser.stopTracing();
  fs.mkdirSync(TRACE, { recursive: true });
  const file = path.join(TRACE, `${name}.json`);
  fs.writeFileSync(file, buf);
  const { traceEvents } = JSON.parse(buf.toString());
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const on = traceEvents.filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid);
  const by = new Map();
  for (const e of on) {
    const k = e.name;
    const v = by.get(k) ?? { n: 0, ms: 0 };
    v.n++;
    v.ms += (e.dur ?? 0) / 1000;
    by.set(k, v);
  }
  console.log(`\n${file}: main thread by event, total ms over the traced moves (nested events counted in each)`);
  for (const [k, v] of [...by].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) console.log(`  ${v.ms.toFixed(1).padStart(8)} ${String(v.n).padStart(5)}  ${k}`);
  const layouts = on.filter((e) => e.name === 'Layout');
  for (const e of layouts.slice(0, 40)) {
    const bd = e.args?.beginData ?? {};
    const roots = e.args?.endData?.layoutRoots?.length;
    const st = bd.stackTrace?.map((f) => f.functionName || '?').slice(0, 3).join(' < ');
    console.log(`  layout ${((e.dur ?? 0) / 1000).toFixed(2)} ms dirty ${bd.dirtyObjects}/${bd.totalObjects} partial ${bd.partialLayout} roots ${roots}${st ? ` forced by ${st}` : ''}`);
  }
  // What marked the layouts dirty (invalidation tracking): the reasons with the elements, most frequent first.
  const marked = new Map();
  for (const e of traceEvents.filter((e) => e.name === 'LayoutInvalidationTracking')) {
    const d = e.args?.data ?? {};
    const k = `${d.reason} ${d.nodeName ?? ''}`;
    marked.set(k, (marked.get(k) ?? 0) + 1);
  }
  for (const [k, n] of [...marked].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  layout marked ${String(n).padStart(4)}  ${k.slice(0, 140)}`);
  // The tasks over 30 ms, each with the time of the events inside it by name (nested ones counted in each).
  const tasks = on.filter((e) => e.name === 'RunTask' && e.dur > 30_000);
  for (const t of tasks.slice(0, 12)) {
    const inside = new Map();
    for (const e of on) {
      if (e === t || e.ts < t.ts || e.ts + (e.dur ?? 0) > t.ts + t.dur) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const parts = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    console.log(`  task ${(t.dur / 1000).toFixed(1)} ms at ${((t.ts - tasks[0].ts) / 1000).toFixed(0)}: ${parts}`);
  }
}

/** Starts V8's sampling profiler on the page (PROFILE set), every 100 µs. */
async function profileStart(cdp) {
  if (!PROFILE) return;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

/** Stops the profiler (PROFILE set), writes its profile as dir/name.cpuprofile and prints where the time went. */
async function profileStop(cdp, name) {
  if (!PROFILE) return;
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(PROFILE, { recursive: true });
  const file = path.join(PROFILE, `${name}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  // Each sample's time goes to its node (self) and, once per function, to every function on its stack (total).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => n.callFrame.functionName || `(anonymous ${path.basename(n.callFrame.url || '')}:${n.callFrame.lineNumber})`;
  const self = new Map();
  const total = new Map();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id);
    if (!n || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') return;
    all += dt;
    self.set(label(n), (self.get(label(n)) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const l = label(byId.get(at));
      if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + dt);
      seen.add(l);
    }
  });
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30));
  console.log(`\n${file}: ${Math.round(all)} ms busy`);
  console.log('  self:');
  for (const [k, v] of top(self)) console.log(`    ${v.toFixed(1).padStart(8)}  ${k.slice(0, 150)}`);
  console.log('  total:');
  for (const [k, v] of top(total)) console.log(`    ${v.toFixed(1).padStart(8)}  ${k.slice(0, 150)}`);
}

/** Imports the 300-ply record for review (time to the frame after the last click) and steps it by ArrowRight. */
async function review(browser, url, label) {
  const s = await newPage(browser, `${url}?lang=en`, { viewport: { width: 1280, height: 800 } });
  const { page, cdp } = s;
  const command = async (name) => {
    const el = page.locator(`[data-action="${name}"]`).first();
    await el.waitFor({ state: 'attached', timeout: 30_000 });
    if (!(await el.isVisible())) await page.locator('[data-action="menu"]').click();
    await el.click();
    await rest(page);
  };
  try {
    await appReady(s);
    await command('import');
    await page.locator('[data-field="pgn-in"]').fill(REVIEW);
    await command('read-pgn');
    await page.locator('[data-action="import-review"]').first().waitFor({ timeout: 60_000 });
    await take(page);
    await profileStart(cdp);
    await page.locator('[data-action="import-review"]').first().click();
    await page.locator('[data-review-tree] [data-node]').first().waitFor({ timeout: 60_000 });
    await rest(page);
    await profileStop(cdp, `${label}-review-open`);
    const opened = await take(page);
    const open = figures(opened, 'pointerup');
    const nodes = await page.locator('[data-review-tree] [data-node]').count();
    await page.locator('[data-review-tree] [data-node]').first().click();
    await rest(page);
    await take(page);
    const steps = [];
    const long = [];
    await profileStart(cdp);
    for (let i = 1; i < 300; i++) {
      // TRACE: steps 101–120 traced.
      if (TRACE && i === 101) await traceStart(browser, page);
      await page.keyboard.press('ArrowRight');
      await rest(page);
      if (TRACE && i === 120) await traceStop(browser, `${label}-review-101-120`);
      const got = await take(page);
      const f = figures(got, 'keydown');
      if (!f) throw new Error(`review: step ${i}: no input seen`);
      steps.push(f);
      long.push(...got.long);
    }
    await profileStop(cdp, `${label}-review-steps`);
    // The last step shows the main line's 300th move.
    const current = await page.getAttribute('[data-review-tree] [aria-current="true"]', 'data-node');
    const depth = current ? current.split('.').length : 0;
    if (depth !== 300) throw new Error(`review: after 299 steps the shown node is ${current} (depth ${depth}), not ply 300`);
    if (s.problems.length) console.warn('review: the page reported:', s.problems);
    return { open, openLong: opened.long, nodes, steps, long };
  } finally {
    await s.context.close();
  }
}

// --- the run ---------------------------------------------------------------------------------------------------

for (const b of builds) b.server = await startServer({ root: b.dir });
const plainServer = await startServer({ root: 'benches/web/plain' });
const browser = await launchBrowser();
const out = Object.fromEntries(builds.map((b) => [b.label, { drag: [], tap: [], review: [] }]));
const plain = [];
const started = Date.now();
try {
  for (let run = 0; run < RUNS; run++) {
    if (ONLY.has('plain')) plain.push(await playPlain(browser, plainServer.url));
    for (const kind of ['drag', 'tap', 'review']) {
      if (!ONLY.has(kind)) continue;
      for (const b of builds) {
        const t = Date.now();
        out[b.label][kind].push(kind === 'review' ? await review(browser, b.server.url, b.label) : await playGame(browser, b.server.url, kind, b.label));
        console.error(`run ${run + 1}: ${b.label} ${kind} done in ${Math.round((Date.now() - t) / 1000)} s`);
      }
    }
  }
} finally {
  await browser.close();
  for (const b of builds) await b.server.close();
  await plainServer.close();
}

// --- the figures -----------------------------------------------------------------------------------------------

const plainClick = median(plain.flatMap((p) => p.clicks.map((c) => c.frame)));
const plainPaint = median(plain.flatMap((p) => p.clicks.map((c) => c.paint)));
console.log(`Runtime at CPU ${CPU}× (headless Chromium, ${RUNS} run${RUNS > 1 ? 's' : ''}, ${Math.round((Date.now() - started) / 1000)} s). Times in ms, medians.`);
console.log(`plain page click → next frame ${round(plainClick)} (Event Timing ${round(plainPaint)}), ${plain[0]?.clicks.length ?? 0} clicks a run`);
if (plain.length) {
  const long = plain.flatMap((p) => p.long).filter((t) => t.duration > 50);
  const tasks = plain.flatMap((p) => p.tasks).sort((a, b) => a - b);
  const spread = tasks.length ? `; each move's longest task, median ${round(median(tasks))}, p90 ${round(tasks[Math.floor(tasks.length * 0.9)])}` : '';
  console.log(`plain page long tasks > 50 after move 1: ${long.length / plain.length} a game (longest ${round(Math.max(0, ...long.map((t) => t.duration)))})${spread}`);
}
const rows = {};
const must = {};
for (const b of builds) {
  const o = out[b.label];
  const row = {};
  for (const how of ['drag', 'tap']) {
    if (!o[how].length) continue;
    const at = (lo, hi, key = 'frame') => median(o[how].flatMap((g) => g.plies.slice(lo - 1, hi).map((p) => p[key])));
    const early = at(1, 20);
    const late = at(81, 95);
    const long = o[how].flatMap((g) => g.long);
    row[`${how} 1–20`] = round(early);
    row[`${how} 81–95`] = round(late);
    row[`${how} late/early`] = ratio(late, early);
    row[`${how} paint 1–20`] = round(at(1, 20, 'paint'));
    row[`${how} paint 81–95`] = round(at(81, 95, 'paint'));
    row[`${how} second frame 1–20`] = round(at(1, 20, 'settled'));
    row[`${how} second frame 81–95`] = round(at(81, 95, 'settled'));
    row[`${how} first move`] = round(median(o[how].map((g) => g.plies[0].frame)));
    row[`${how} mating move`] = round(median(o[how].map((g) => g.plies.at(-1).frame)));
    // A game's count, averaged over the runs: said as a total over the games too ("2 in 3 games").
    const over = long.filter((t) => t.duration > 50).length;
    row[`${how} long tasks > 50 after move 1`] = `${Math.round((over / o[how].length) * 100) / 100} (${over} in ${o[how].length} games)`;
    row[`${how} longest of those`] = round(Math.max(0, ...long.map((t) => t.duration)));
    const tasks = o[how].flatMap((g) => g.tasks);
    if (tasks.length) {
      const s = [...tasks].sort((a, b) => a - b);
      const tenth = (x) => Math.round(x * 10) / 10;
      row[`${how} ply's longest task, median`] = tenth(median(s));
      row[`${how} ply's longest task, p90`] = tenth(s[Math.floor(s.length * 0.9)]);
      row[`${how} ply's longest task, plies 81–95`] = tenth(median(o[how].flatMap((g) => g.tasks.slice(79))));
    }
    if (how === 'drag') must[b.label] = { late, early };
  }
  if (o.review.length) {
    const step = median(o.review.flatMap((r) => r.steps.map((s) => s.frame)));
    row['review nodes'] = o.review[0].nodes;
    row['review open'] = round(median(o.review.map((r) => r.open?.frame ?? NaN)));
    row['review open longest task'] = round(median(o.review.map((r) => Math.max(0, ...r.openLong.map((t) => t.duration)))));
    row['review step'] = round(step);
    row['review step paint'] = round(median(o.review.flatMap((r) => r.steps.map((s) => s.paint))));
    row['review long tasks > 50'] = Math.round((o.review.flatMap((r) => r.long).filter((t) => t.duration > 50).length / o.review.length) * 100) / 100;
    must[b.label] = { ...must[b.label], step };
  }
  rows[b.label] = row;
}
// One line a figure, one column a build.
const figuresByName = {};
for (const [label, row] of Object.entries(rows)) for (const [k, v] of Object.entries(row)) (figuresByName[k] ??= {})[label] = v;
console.table(figuresByName);
console.log('Must show (issue 41):');
for (const b of builds) {
  const m = must[b.label] ?? {};
  const r = rows[b.label];
  const check = (x, limit) => (Number.isFinite(x) ? `${x} ${x <= limit ? '≤' : '>'} ${limit}` : 'not measured');
  console.log(
    `  ${b.label}: drag late/early ${check(ratio(m.late, m.early), 1.3)}; drag late/plain ${check(ratio(m.late, plainClick), 2.5)}; ` +
      `review step/plain ${check(ratio(m.step, plainClick), 5)}; long tasks > 50 ms after the first move: drag ${r['drag long tasks > 50 after move 1'] ?? '–'}, tap ${r['tap long tasks > 50 after move 1'] ?? '–'} (want 0)`,
  );
}
console.log('The machine may be shared with other work: compare builds measured in the same run, not across runs.');
