// What one small change of the page makes the browser repaint, late in a game (issue 41). Not a test: it prints, for
// each change a move makes (a piece moved, a hint, a scoresheet row, a clock's class, a panel's class, a button
// disabled, the status text, the drag's ghost…), the paint of each frame that followed it, made and undone three
// times: the document's paint in ms and the boxes painted whole in it (DevTools trace `Paint` events, each box named
// by its node). A box painted whole where only a small part of it changed is what to look at: the paint of a change
// should be the size of the change.
//
//   trunk build --release && node benches/web/paint.mjs
//   DIST=dir BEFORE=dir PLIES=80 VW=1280 VH=800 node benches/web/paint.mjs
//
// At CPU 1× (the changes are made by the script, between frames, so the CPU's speed only scales the figures). Under
// the machine's lock when it is shared: `flock /work/heavy.lock node benches/web/paint.mjs`.
//
// Main at c0774da against perf7 (3225ace), 2026-11-29, one run each, ms per frame (the document's paint; the boxes
// painted whole): a clock's class 1.2–1.8 (the whole `main`) → 0.9 (the two panels); a panel's class 1.0–1.5 (`main`)
// → 0.8–0.9 (the panels); a command button disabled 1.6–2.0 (the whole `html`, then `main`) → 0.8–1.1 (its panel); a
// scoresheet row 0.9–1.1 either way (`main`, then the scoresheet: most of the side column is the scoresheet).
import { launchBrowser, startServer } from '../../tests/e2e/helpers.mjs';
import { builds as named, playTo, rest } from './game.mjs';

const PLIES = Number(process.env.PLIES ?? 80);
const VW = Number(process.env.VW ?? 1280);
const VH = Number(process.env.VH ?? 800);
const builds = named();

/** In the page: each change made and undone three times, a mark (`op:<name>`, `op:<name>:undo`) before each. */
async function changes() {
  const q = (s) => document.querySelector(s);
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30))));
  const squares = [...document.querySelectorAll('.sq')];
  const home = squares.find((s) => s.querySelector('[data-piece]'));
  const empty = squares.find((s) => !s.querySelector('[data-piece]'));
  const piece = home.querySelector('[data-piece]');
  const both = (sel, f) => document.querySelectorAll(sel).forEach(f);
  const text = (sel, to) => {
    const el = q(sel);
    el.dataset.was ??= el.textContent;
    el.textContent = to ?? el.dataset.was;
  };
  const ops = {
    'piece moved': [() => empty.prepend(piece), () => home.prepend(piece)],
    'piece taken': [() => piece.remove(), () => home.prepend(piece)],
    'hint shown': [() => empty.setAttribute('data-hint', 'move'), () => empty.removeAttribute('data-hint')],
    'last move marked': [() => empty.setAttribute('data-last', ''), () => empty.removeAttribute('data-last')],
    'scoresheet row': [
      () => q('.moves').append(q('.moves').lastElementChild.cloneNode(true)),
      () => q('.moves').lastElementChild.remove(),
    ],
    'status text': [() => text('.status', 'Black to move.'), () => text('.status')],
    "clocks' class": [
      () => both('.panel .clock', (c) => c.classList.toggle('running')),
      () => both('.panel .clock', (c) => c.classList.toggle('running')),
    ],
    "panels' class": [
      () => both('.panel', (p) => p.classList.toggle('to-move')),
      () => both('.panel', (p) => p.classList.toggle('to-move')),
    ],
    'button disabled': [
      () => q('.panel .actions button')?.toggleAttribute('disabled'),
      () => q('.panel .actions button')?.toggleAttribute('disabled'),
    ],
    'ghost shown': [
      () => {
        const g = document.createElement('div');
        g.className = 'ghost p-bK bench-ghost';
        g.style.cssText = 'width:90px;height:90px;transform:translate(300px,300px)';
        q('.board-frame').append(g);
      },
      () => q('.bench-ghost').remove(),
    ],
  };
  for (const [name, [make, undo]] of Object.entries(ops)) {
    for (let k = 0; k < 3; k++) {
      await frames();
      performance.mark(`op:${name}`);
      make();
      await frames();
      performance.mark(`op:${name}:undo`);
      undo();
      await frames();
      performance.mark('op:idle');
    }
  }
  await frames();
}

async function measure(browser, build) {
  const server = await startServer({ root: build.dir });
  const context = await browser.newContext({ viewport: { width: VW, height: VH }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('.info .sheet', { state: 'attached', timeout: 30_000 });
  await rest(page, 300);
  await playTo(page, PLIES);
  await rest(page, 500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.getDocument', { depth: -1 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.evaluate(changes);
  let trace = JSON.parse((await browser.stopTracing()).toString());
  trace = trace.traceEvents ?? trace;
  const count = {};
  for (const e of trace) if (e.name === 'Paint') count[`${e.pid}:${e.tid}`] = (count[`${e.pid}:${e.tid}`] ?? 0) + 1;
  const main = Object.entries(count).sort((a, b) => b[1] - a[1])[0]?.[0];
  const marks = trace
    .filter((e) => e.name.startsWith('op:') && `${e.cat}`.includes('user_timing'))
    .map((e) => [e.ts, e.name.slice(3)])
    .sort((a, b) => a[0] - b[0]);
  const paints = trace.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'Paint').sort((a, b) => a.ts - b.ts);
  const names = new Map();
  const nameOf = async (id) => {
    if (!names.has(id)) {
      let name = `node ${id}`;
      try {
        const { node } = await cdp.send('DOM.describeNode', { backendNodeId: id });
        const attrs = node.attributes ?? [];
        const cls = attrs[attrs.indexOf('class') + 1];
        name = node.nodeName.toLowerCase() + (attrs.includes('class') && cls ? `.${cls.split(' ').join('.')}` : '');
      } catch {
        // A node gone since (the ghost): its id stands for it.
      }
      names.set(id, name);
    }
    return names.get(id);
  };
  // Per change: the document's paints (the outermost `Paint` events) and the boxes painted inside them.
  const rows = new Map();
  let outer = null;
  for (const p of paints) {
    const op = marks.filter(([ts]) => ts <= p.ts).pop()?.[1] ?? 'before';
    if (op === 'idle') continue;
    const row = rows.get(op) ?? { frames: [], whole: new Map() };
    rows.set(op, row);
    if (!outer || p.ts >= outer.ts + outer.dur) {
      outer = p;
      row.frames.push(p.dur / 1000);
    } else if (p.dur >= 50) {
      const name = await nameOf(p.args?.data?.nodeId);
      row.whole.set(name, Math.max(row.whole.get(name) ?? 0, p.dur / 1000));
    }
  }
  await context.close();
  await server.close();
  return rows;
}

const browser = await launchBrowser();
const results = [];
for (const build of builds) results.push([build.label, await measure(browser, build)]);
await browser.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(`Paint after one change, late in a game (${PLIES} plies dragged, ${VW}×${VH}, CPU 1×): ms per frame, median; boxes painted whole (≥ 0.05 ms)`);
for (const [label, rows] of results) {
  console.log(`\n${label}`);
  for (const [op, row] of rows) {
    const whole = [...row.whole].sort((a, b) => b[1] - a[1]).map(([n, ms]) => `${n} ${ms.toFixed(2)}`).join(', ');
    console.log(`  ${op.padEnd(24)} ${median(row.frames).toFixed(2).padStart(6)}  ${whole}`);
  }
}
