// The split download (issues 23 and 32): the app's wasm comes in parts. The board answers before any deferred part
// has come in; each part opens and works the first time it is used, online and, after a first visit, offline (the
// service worker precached every part).
//
// The parts (src/ui, `part!`): the table's part (the players' commands, the question and banner, the scoresheet and
// start grid, the move box, the menu's groups, and the save writer with the tab sync), asked for in the frame of the
// first paint; the closed dialogs (new game, clock correction, export, import, archive, planilla), asked for after
// the first paint; the guide, adjournment, the teaching panel, the drawn shapes, the teacher's board and a refusal's
// words, asked for when first used; the readers of a saved game or a link, asked for before mount. In a release build
// (scripts/merge-chunks.mjs) every part but the readers comes in the table's part's file, `split_table_part.wasm`,
// after the readers' group (`chunk_<n>.wasm`): a part asked for later is then already in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchForProblems } from './helpers.mjs';
import { GamePage, sharedBrowser, clickIn, closeMenu } from './page.mjs';

const shared = sharedBrowser({ prefix: '/escaque/' });

/** A part of the wasm or a chunk the parts share (scripts/split.sh names them after the build's hash). */
const PART = /_(?:split_[a-z_]+|chunk_\d+)\.wasm$/;
/** The name of a part's file in a URL, e.g. `table_part`; null for anything else (the readers' group too). */
const partName = (url) => url.match(/_split_([a-z_]+)\.wasm$/)?.[1] ?? null;

const PGN = `[Event "Split"]
[White "Ana"]
[Black "Bruno"]
[Result "*"]

1. d4 d5 2. c4 e6 *
`;

/** Where the table's fixed pieces stand (board, both panels, status, side column), by selector. */
const rects = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      // The panels and the status line are the skeleton's copies until the table's part draws them, then the real ones.
      ['.board', '.slot-top > .panel', '.slot-bottom > .panel', '.status-area .status', 'aside.info'].map((sel) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        // The status line's buttons (the takeback, the clock's controls) come with the table's part and take their
        // width from the status, as they do when one appears in play: its place and height are what must hold.
        const box = sel.endsWith('.status') ? [r.x, r.y, r.height] : [r.x, r.y, r.width, r.height];
        return [sel, box.map(Math.round)];
      }),
    ),
  );

/** A new browser context with a page on the app, recording which parts came over the network and which from the
 * service worker. `hold`: parts are held back until `release()`. */
async function open({ serviceWorkers = 'block', hold = false, lang = 'en', refuse = null, params = {}, pass = null } = {}) {
  const context = await shared.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, serviceWorkers });
  const held = [];
  let holding = hold;
  // While holding, the parts whose address matches `passes` still come (letThrough, or `pass` from the start).
  let passes = pass;
  await context.route(PART, (route) =>
    holding && !passes?.test(route.request().url()) ? held.push(route) : route.continue(),
  );
  // The parts matching `refuse` never come (routes registered later are asked first).
  if (refuse) await context.route(refuse, (route) => route.abort());
  const page = await context.newPage();
  const network = new Set();
  page.on('requestfinished', async (req) => {
    const name = partName(req.url());
    if (name && !(await req.response())?.fromServiceWorker()) network.add(name);
  });
  const g = new GamePage(page, shared.server.url, watchForProblems(page));
  // Held back or refused, the table's part does not come: wait for the board alone.
  await g.open({ lang, ...params }, { whole: !hold && !refuse });
  const release = async () => {
    holding = false;
    // A request of a page reloaded since is gone: nothing to let through.
    for (const r of held.splice(0)) await r.continue().catch(() => {});
  };
  const letThrough = async (re) => {
    passes = re;
    for (const r of held.filter((r) => re.test(r.request().url()))) {
      held.splice(held.indexOf(r), 1);
      await r.continue();
    }
  };
  return { g, page, context, network, held, release, letThrough };
}

/** Waits for `fn` (run in the page) to be truthy. */
const until = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: 15_000 });

/** Waits for `fn` (run here) to be truthy, a frame at a time, up to 15 s. */
async function eventually(page, fn) {
  for (let i = 0; i < 900 && !fn(); i++) await page.waitForTimeout(16);
  return fn();
}

/** Uses every deferred part once, the way a person would, and checks that each works. `fetched()` lists the part
 * files fetched so far (over the network or from the service worker's cache): the table's part's file brought them
 * all, so using them fetches nothing more. */
async function useEveryPart(g, fetched) {
  const { page } = g;
  await until(page, () => document.querySelector('[data-action="resign"]'));
  const before = [...fetched()].sort();
  assert.ok(before.includes('table_part'), "the table's part's file came in");

  await g.play('e2e4', 'e7e5');

  // The drawn shapes: a right drag draws an arrow the first time.
  const [a, b] = await g.centres('g1', 'f3');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up({ button: 'right' });
  await until(page, () => document.querySelector('svg[data-drawing] [data-arrow="g1f3"]'));
  await g.clickSquare('h7');

  // The teaching panel: learning on shows it.
  await clickIn(page, 'input[data-action="learning"]');
  await until(page, () => document.querySelector('[data-teach]'));
  await clickIn(page, 'input[data-action="learning"]');

  // The guide: a lesson's practice board plays a knight's move.
  await clickIn(page, '[data-action="guide"]');
  await until(page, () => document.querySelector('#guide[open] [data-lesson]'));
  await page.click('[data-lesson-tab="knight"]');
  await page.click('[data-mini="d4"]');
  await page.click('[data-mini="f5"]');
  assert.ok(await page.$('[data-mini="f5"] .p-wN'), 'the guide practice board moved the knight');
  await page.keyboard.press('Escape');
  await until(page, () => !document.querySelector('dialog[open]'));

  // The records: export shows the game's PGN, import loads another game, the archive lists, the planilla prints.
  const pgn = await g.exportedPgn();
  assert.match(pgn, /1\. e4 e5/);
  await g.action('import');
  await page.waitForSelector('#import[open]');
  await page.locator('[data-field="pgn-in"]').fill(PGN);
  await g.action('read-pgn');
  await g.action('import-continue');
  assert.equal(await g.pieceAt('c4'), 'wP', 'the imported game is on the board');
  await g.action('archive');
  await page.waitForSelector('#archive[open] [data-archive-usage]');
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('[data-planilla-field="white"]').textContent(), 'Ana');
  await page.emulateMedia({ media: 'screen' });

  // The new-game dialog beyond the presets: a 10+5 game with an event named.
  await g.action('settings');
  const dialog = page.locator('dialog#settings');
  await page.waitForSelector('dialog#settings[open]');
  await dialog.locator('input[data-field="event"]').fill('Torneo del club');
  await dialog.locator('select[data-field="preset"]').selectOption('600+5');
  await dialog.locator('[data-action="start-game"]').click();
  await g.settle();
  if (await g.question()) await g.answer('confirm');
  assert.equal(await g.clock('white').then((c) => c.ms), 600_000);

  // The clock correction.
  await g.action('correct-clock');
  await page.waitForSelector('dialog#correct-clock[open]');
  await page.keyboard.press('Escape');
  await until(page, () => !document.querySelector('dialog[open]'));

  // Adjournment: the sealing form, the envelope, resuming.
  await g.play('e2e4');
  await g.action('adjourn');
  await page.locator('input[data-field="sealed-move"]').fill('Nf6');
  await g.action('confirm');
  await until(page, () => document.querySelector('[data-envelope]'));
  await g.action('resume-adjourned');
  await until(page, () => !document.querySelector('[data-status][data-adjourned]'));

  // A refusal's words: the rook cannot jump its pawn.
  await g.drag('a1', 'a3');
  assert.equal(await g.pieceAt('a1'), 'wR');
  await until(page, () => /3\.\d/.test(document.querySelector('[data-explain]')?.textContent ?? ''));

  assert.deepEqual([...fetched()].sort(), before, 'no part file was fetched on first use: each was in already');
  await closeMenu(page);
}

test("the board answers before any deferred part has come in; the table's part's file brings the closed dialogs", async () => {
  const { g, page, context, held, network, release, letThrough } = await open({ hold: true });
  try {
    await g.play('e2e4', 'e7e5');
    assert.equal(await g.pieceAt('e4'), 'wP');
    assert.equal(await g.pieceAt('e5'), 'bP');
    assert.ok(held.length > 0, "the table's part was asked for at the first paint");
    assert.deepEqual([...network], [], 'no part has come in');
    assert.equal(await page.locator('dialog#settings').count(), 0, 'the new-game dialog is not built yet');
    assert.equal(await page.locator('[data-action="settings"]').count(), 0, "the menu's commands come with the table's part");
    assert.equal(await page.locator('[data-action="resign"]').count(), 0, "the players' commands come with the table's part");
    assert.equal(await page.locator('.sheet').count(), 0, 'the scoresheet comes with the table\'s part');
    // The panels and the status line are in view meanwhile: the skeleton's copies, held in the app's places
    // (src/ui/shell/held.rs), which follow the game: White is to move after 1.e4 e5.
    assert.equal(await page.locator('[data-panel]').count(), 0, "the real panels come with the table's part");
    assert.equal(await page.locator('.slot-top > .panel.black[data-held][inert]').count(), 1);
    assert.equal(await page.locator('.slot-bottom > .panel.white.to-move[data-held]').count(), 1);
    assert.equal(await page.locator('.panel[data-held] .actions button:visible').count(), 0, 'its buttons are invisible');
    const heldStatus = await page.locator('.status-line[data-held] .status').textContent();
    const before = await rects(page);
    // The table's part (and the chunks the parts share) come in; the new-game dialog's part stays on its way.
    await letThrough(/_split_table_part\.wasm$|_chunk_\d+\.wasm$/);
    await page.waitForSelector('[data-action="settings"]', { state: 'attached' });
    await page.waitForSelector('[data-action="resign"][data-color="white"]', { state: 'attached' });
    await g.settle();
    assert.deepEqual(await rects(page), before, 'nothing moved when the table\'s part came in');
    assert.equal(await page.locator('[data-held]').count(), 0, "the skeleton's copies gave way to the real ones");
    assert.equal(await page.locator('[data-status]').textContent(), heldStatus, 'the held status line said the same');
    assert.deepEqual(await g.plies(), ['e4', 'e5'], 'the scoresheet shows the moves played before it came');
    // The closed dialogs came in the same file: asked for, the new-game dialog opens with nothing more let through.
    await clickIn(page, '[data-action="settings"]');
    await page.waitForSelector('dialog#settings[open]');
    assert.deepEqual([...network], ['table_part'], "one part's file came in, the table's part's");
    await release();
    assert.deepEqual(g.problems, []);
  } finally {
    await context.close();
  }
});

test("with the table's part held back, a clocked game's panels show the names and the clocks' readings at once", async () => {
  // A link with a clock and names: its readers' part comes (the app waits for it), the table's part is held back.
  const { g, page, context, release } = await open({
    hold: true,
    lang: 'es',
    params: { tc: '300+2', white: 'Ana', black: 'Bruno' },
    pass: /_split_restore_part\.wasm$|_chunk_\d+\.wasm$/,
  });
  try {
    assert.equal(await page.locator('[data-panel]').count(), 0, "the real panels come with the table's part");
    const held = (side) => page.locator(`.panel.${side}[data-held]`);
    assert.equal((await held('white').locator('.name').textContent()).trim(), 'Ana');
    assert.equal((await held('black').locator('.name').textContent()).trim(), 'Bruno');
    // The clocks' readings are written by the first module from the table (the skeleton only had their places).
    const shown = async (root) => [await root.locator('.time').textContent(), await root.locator('.detail').textContent()];
    const white = await shown(held('white').locator('.clock'));
    const black = await shown(held('black').locator('.clock'));
    assert.match(white[0], /^5:00$/, "White's reading, before the table's part");
    assert.deepEqual(black, white, 'both clocks read the same at the start');
    assert.notEqual(white[1].trim(), '', 'the detail line is written too');
    assert.match(await page.locator('.status-line[data-held] .status').textContent(), /blancas/, 'the status, in Spanish');
    await release();
    await page.waitForSelector('[data-clock="white"]');
    assert.deepEqual(await shown(page.locator('[data-clock="white"]')), white, 'the real face says what the held one said');
    assert.deepEqual(await shown(page.locator('[data-clock="black"]')), black);
    assert.equal(await page.locator('[data-held]').count(), 0);
    assert.deepEqual(g.problems, []);
  } finally {
    await context.close();
  }
});

test('a refusal is decided at once with every part held back; its words arrive when their part is released', async () => {
  const { g, page, context, network, release } = await open({ hold: true });
  try {
    await g.play('e2e4', 'e7e5');
    // The queen cannot jump the pawn: refused and put back at once, the explanation there, its words on their way.
    await g.drag('d1', 'd3');
    assert.equal(await g.pieceAt('d1'), 'wQ');
    assert.equal(await g.pieceAt('d3'), null);
    const shown = () => page.evaluate(() => document.querySelector('[data-explain]')?.textContent.trim() ?? null);
    assert.equal(await shown(), '', 'the refusal is shown before its words');
    assert.equal(network.has('table_part'), false, "the words come in the table's part's file");
    await release();
    await until(page, () => /3\.\d/.test(document.querySelector('[data-explain]')?.textContent ?? ''));
    // The request's finish reaches the test a moment after the page used the part: waited for, not raced.
    assert.ok(await eventually(page, () => network.has('table_part')));
    // The game went on meanwhile and goes on.
    await g.play('g1f3');
    assert.equal(await g.pieceAt('f3'), 'wN');
    assert.deepEqual(g.problems, []);
  } finally {
    await context.close();
  }
});

test('a part that cannot be fetched says so in the page, and the game goes on', async () => {
  // A tab left open across an update that removed the old files, or offline before the precache: the table's part's
  // file, which holds every deferred part but the readers, never comes. A refusal's words are asked for from it.
  const { g, page, context } = await open({ refuse: /_split_table_part/ });
  try {
    const missing = () => /could not be downloaded/.test(document.querySelector('[data-explain]')?.textContent ?? '');
    await until(page, missing);
    await g.play('e2e4', 'e7e5');
    await g.drag('d1', 'd3');
    assert.equal(await g.pieceAt('d1'), 'wQ', 'the refusal is decided without its words: the queen is back');
    assert.equal(await g.pieceAt('d3'), null);
    // Its words cannot come: the explanation is not left empty, the page says why.
    await until(page, missing);
    await g.play('g1f3');
    assert.equal(await g.pieceAt('f3'), 'wN', 'the board still plays');
    assert.deepEqual(g.problems.filter((p) => p.startsWith('page error')), [], 'no panic');
  } finally {
    await context.close();
  }
});

/** The game's record, the pending moves and the first release's key, as the page's storage holds them. */
const stored = (page) =>
  page.evaluate(() => ({ game: localStorage.getItem('escaque.game.v2'), pending: localStorage.getItem('escaque.pending.v1') }));

test('the save writer comes after the first paint: moves made before it are kept, a reload restores them, and it saves them whole', async () => {
  const { g, page, context, release, letThrough } = await open({ hold: true });
  try {
    await g.play('e2e4', 'e7e5');
    let s = await stored(page);
    assert.equal(s.game, null, 'no writer yet: no record');
    assert.equal(s.pending, 'after 0\nmoves e2e4 e7e5', 'each move is kept at once in the pending moves');
    // The tab goes away before the writer came (the table's part still held back): the moves come back with the
    // page, played again by the readers' part (the procedures they go through are not the first module's), which
    // the page asks for before it mounts; the skeleton shows them meanwhile. (The scoresheet comes with the table's
    // part, held back: the board says it.)
    await letThrough(/_split_restore_part\.wasm$|_chunk_\d+\.wasm$/);
    await g.reload({ whole: false });
    assert.equal(await g.pieceAt('e4'), 'wP');
    assert.equal(await g.pieceAt('e5'), 'bP');
    assert.equal(await g.pieceAt('e7'), null);
    await g.play('g1f3');
    assert.equal((await stored(page)).pending, 'after 0\nmoves e2e4 e7e5 g1f3');
    // The writer comes: the game is saved whole at once, and the pending moves go.
    await release();
    await until(page, () => /\nmoves e2e4 e7e5 g1f3\n/.test(localStorage.getItem('escaque.game.v2') ?? ''));
    s = await stored(page);
    assert.equal(s.pending, null, 'the note goes once the record holds its moves');
    await page.waitForSelector('.info .sheet', { state: 'attached' });
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3']);
    await g.play('b8c6');
    // From then on, every change is saved: at the page's next idle moment after the move's frames (at most
    // IDLE_MS, 300 ms, later), not within them.
    await until(page, () => /\nmoves e2e4 e7e5 g1f3 b8c6\n/.test(localStorage.getItem('escaque.game.v2') ?? ''));
    await g.reload();
    assert.deepEqual(await g.plies(), ['e4', 'e5', 'Nf3', 'Nc6']);
    assert.deepEqual(g.problems.filter((p) => p.startsWith('page error')), [], 'no panic');
  } finally {
    await context.close();
  }
});

test('the save writer that cannot be fetched says so, the game goes on, and its moves survive a reload', async () => {
  // The writer comes with the table's part: that part refused.
  const { g, page, context } = await open({ refuse: /_split_table_part/ });
  try {
    await until(page, () => /could not be downloaded/.test(document.querySelector('[data-explain]')?.textContent ?? ''));
    await g.play('d2d4', 'd7d5');
    assert.equal(await g.pieceAt('d5'), 'bP', 'the board still plays');
    assert.equal((await stored(page)).pending, 'after 0\nmoves d2d4 d7d5');
    // The scoresheet comes with the refused part too: the board says the moves came back.
    await g.reload({ whole: false });
    assert.equal(await g.pieceAt('d4'), 'wP', 'the pending moves come back');
    assert.equal(await g.pieceAt('d5'), 'bP');
    assert.equal(await g.pieceAt('d7'), null);
    assert.deepEqual(g.problems.filter((p) => p.startsWith('page error')), [], 'no panic');
  } finally {
    await context.close();
  }
});

test('online, each deferred part opens and works on its first use', async () => {
  const { g, context, network } = await open();
  try {
    await useEveryPart(g, () => network);
    assert.deepEqual(g.problems, []);
  } finally {
    await context.close();
  }
});

test('offline after a first visit, every part works: the service worker precached them all', async () => {
  const { g, page, context, network } = await open({ serviceWorkers: 'allow', lang: 'es' });
  try {
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The precache holds every part the build has (sw.js lists them), before any was used.
    const listed = await page.evaluate(async () => {
      const sw = await (await fetch('sw.js')).text();
      return [...sw.matchAll(/'([^']+_(?:split_[a-z_]+|chunk_\d+)\.wasm)'/g)].map((m) => m[1]);
    });
    assert.ok(listed.some((f) => /_split_table_part\.wasm$/.test(f)), "sw.js lists the table's part");
    assert.ok(listed.some((f) => /_split_restore_part\.wasm$/.test(f)), "sw.js lists the readers' part");
    await until(page, async (files) => {
      const keys = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
      const cached = new Set(keys.flat().map((r) => r.url.split('/').pop()));
      return files.every((f) => cached.has(f));
    }, listed);

    await context.setOffline(true);
    network.clear();
    const fromCache = new Set();
    page.on('requestfinished', (req) => {
      const name = partName(req.url());
      if (name) fromCache.add(name);
    });
    await g.reload();
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    await useEveryPart(g, () => fromCache);
    assert.deepEqual([...network], [], 'nothing came over the network');
    const failed = g.problems.filter((p) => !/net::ERR_INTERNET_DISCONNECTED/.test(p));
    assert.deepEqual(failed, []);
  } finally {
    await context.close();
  }
});

// The readers of a saved game and of a link (issue 32, item 1): a part of their own (`restore_part`), which a first
// visit never fetches and a returning player's start-up waits for, preloaded by the skeleton beside the first module.

/** The readers' part in a URL. */
const RESTORE = /_split_restore_part\.wasm$/;

/** Counts the requests the page makes for each file of the readers' part (the part and the chunks the page names
 * for it), and notes console messages about preloads (a preload the page did not use, or one it fetched again). */
function watchRestore(page) {
  const requests = new Map();
  const preloadWarnings = [];
  page.on('request', (req) => {
    const file = new URL(req.url()).pathname.split('/').pop();
    if (PART.test(file)) requests.set(file, (requests.get(file) ?? 0) + 1);
  });
  page.on('console', (m) => {
    // Chromium's warning for a preload nothing used (the loader fetched the file again, or not at all).
    if (/preloaded .*not used/i.test(m.text())) preloadWarnings.push(m.text());
  });
  const restoreCount = () => [...requests].filter(([f]) => RESTORE.test(f)).reduce((n, [, c]) => n + c, 0);
  return { requests, preloadWarnings, restoreCount, reset: () => requests.clear() };
}

/** The files the page names for the readers' part (scripts/split.sh writes them into the page). */
const restoreFiles = (page) =>
  page.evaluate(() => document.querySelector('meta[name=escaque-restore]').content.split(' ').map((f) => f.slice(2)));

/** Runs `body` on a page of a fresh browser context (no service worker, no route), with its game page and a watch
 * on the readers' part (`seen`); the context is closed after it, whatever happens. */
async function inFreshContext(body) {
  const context = await shared.browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const seen = watchRestore(page);
    const g = new GamePage(page, shared.server.url, watchForProblems(page));
    return await body({ g, page, context, seen });
  } finally {
    await context.close();
  }
}

test('a first visit mounts at once and never asks for the readers of a saved game', () =>
  inFreshContext(async ({ g, page, context, seen }) => {
    await g.open({ lang: 'en' }, { whole: false });
    assert.equal(seen.restoreCount(), 0, 'the board answers before (and without) the readers\' part');
    assert.equal(await page.locator('link[rel=preload][href*=_split_restore_part]').count(), 0, 'nothing to preload');
    // Played and saved (the writer's part is in): still not asked for.
    await g.ready();
    await g.play('e2e4');
    await until(page, () => /\nmoves e2e4\n/.test(localStorage.getItem('escaque.game.v2') ?? ''));
    assert.equal(seen.restoreCount(), 0);
    assert.deepEqual(g.problems, []);
  }));

/** A game in the middle, saved: a clock, names, three moves; returns what the page showed. */
async function playSaved(g) {
  const { page } = g;
  await g.open({ lang: 'en', tc: '300+2', white: 'Ana', black: 'Bruno' });
  await g.play('e2e4', 'e7e5', 'g1f3');
  await until(page, () => /\nmoves e2e4 e7e5 g1f3\n/.test(localStorage.getItem('escaque.game.v2') ?? ''));
  const names = () => page.evaluate(() => [...document.querySelectorAll('[data-panel] [data-name]')].map((e) => e.textContent.trim()).sort());
  return { board: await g.board(), plies: await g.plies(), white: (await g.clock('white')).ms, names: await names(), readNames: names };
}

test('a returning player gets the saved game back exactly, its readers preloaded beside the first module and fetched once', () =>
  inFreshContext(async ({ g, page, context, seen }) => {
    const before = await playSaved(g);
    assert.deepEqual(before.names, ['Ana', 'Bruno']);
    const files = await restoreFiles(page);
    assert.ok(files.length >= 1 && files.some((f) => RESTORE.test(f)), `the page names the readers' files: ${files}`);
    seen.reset();
    await g.reload();
    assert.deepEqual(await g.board(), before.board);
    assert.deepEqual(await g.plies(), before.plies);
    assert.deepEqual(await before.readNames(), before.names);
    const white = await g.clock('white');
    assert.equal(white.ms, before.white, "White's stopped clock is back to the millisecond");
    assert.equal((await g.clock('black')).running, false, 'the clock comes back paused');
    assert.equal(await page.locator('link[rel=preload][href*=_split_restore_part]').count(), 1, 'the part is preloaded');
    // Each of its files came once: the loader's fetch took the preloaded response instead of asking again.
    for (const f of files) assert.equal(seen.requests.get(f), 1, `${f} requested once`);
    assert.deepEqual(seen.preloadWarnings, [], 'no preload unused or fetched twice');
    // The game goes on and is saved.
    await g.action('resume');
    await g.play('b8c6');
    await until(page, () => /\nmoves e2e4 e7e5 g1f3 b8c6\n/.test(localStorage.getItem('escaque.game.v2') ?? ''));
    assert.deepEqual(g.problems, []);
  }));

test('a link still starts its game through the readers\' part, and a bad one still explains itself', async () => {
  await inFreshContext(async ({ g, page, seen }) => {
    await g.open({ lang: 'en', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', tc: '180+2' });
    assert.equal(await g.pieceAt('e2'), 'wP');
    assert.equal(await g.pieceAt('d1'), null, 'the FEN\'s position, not the start');
    assert.equal((await g.clock('white')).ms, 180_000);
    assert.equal(seen.restoreCount(), 1, 'the readers\' part came once');
    assert.equal(new URL(page.url()).searchParams.has('fen'), false, 'the link is taken out of the address bar');
    assert.deepEqual(g.problems, []);
  });
  // Bad links, each a first visit of its own (a page that goes away saves its game, so storage is not shared).
  for (const [params, why] of [[{ fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, /FEN/], [{ tc: 'soon' }, /tc/]]) {
    await inFreshContext(async ({ g }) => {
      await g.open({ lang: 'en', ...params });
      assert.match(await g.explanation(), why, `${JSON.stringify(params)} says why`);
      assert.equal(await g.pieceAt('e2'), 'wP', 'the start position, playable');
      assert.equal(await g.clock('white'), null, 'no clock');
      await g.play('e2e4');
      assert.deepEqual(await g.plies(), ['e4']);
      assert.deepEqual(g.problems, []);
    });
  }
});

test('the readers\' part refused with a game saved: a fresh board, the notice, nothing written over, and the game back once the part comes', () =>
  inFreshContext(async ({ g, page, context, seen }) => {
    const before = await playSaved(g);
    await context.route(RESTORE, (route) => route.abort());
    // What the storage holds when the new page starts (the old page saves once more as it goes away).
    await page.addInitScript(() => {
      window.keptAtStart = { game: localStorage.getItem('escaque.game.v2'), pending: localStorage.getItem('escaque.pending.v1') };
    });
    await g.reload();
    const kept = await page.evaluate(() => window.keptAtStart);
    assert.match(kept.game, /\nmoves e2e4 e7e5 g1f3\n/);
    assert.deepEqual(await g.plies(), [], 'a fresh game meanwhile');
    assert.equal(await g.pieceAt('e2'), 'wP');
    await until(page, () => /could not be downloaded/.test(document.querySelector('[data-explain]')?.textContent ?? ''));
    // The save's notice says why this game is not saved: the saved one is kept, to be read by a page that has its part.
    await until(page, () => /could not be loaded because part of the app did not download/.test(document.querySelector('[data-save-error]')?.textContent ?? ''));
    // The board answers, and nothing of this game is written over the saved one (nor over its pending moves).
    await g.play('d2d4', 'd7d5');
    assert.equal(await g.pieceAt('d5'), 'bP');
    await page.waitForTimeout(300);
    assert.deepEqual(await stored(page), kept, 'the saved game and its note are untouched');
    // The part allowed again: the saved game is back as it was.
    await context.unroute(RESTORE);
    await g.reload();
    assert.deepEqual(await g.board(), before.board);
    assert.deepEqual(await g.plies(), before.plies);
    assert.equal((await g.clock('white')).ms, before.white);
    assert.deepEqual(await before.readNames(), before.names);
    assert.deepEqual(g.problems.filter((p) => p.startsWith('page error')), [], 'no panic');
  }));
