// Clock drift and CPU over a long run in headless Chromium (issue 4). Not a test: it prints figures.
//
//   trunk build --release && DURATION=600 node benches/web/clock_drift.mjs
//
// A 30-minute clock runs for DURATION seconds (default 600) with nothing touched. Every redraw of the
// running face is recorded in the page (MutationObserver on data-ms), and compared with the truth:
// 1 800 000 ms minus the time elapsed since the clock started, measured by performance.now() and by
// Date.now() (wall clock). CPU is Chromium's own TaskDuration (Performance.getMetrics) over the run.
import { startServer, launchBrowser } from '../../tests/e2e/helpers.mjs';

const DURATION = Number(process.env.DURATION ?? 600);
const server = await startServer({ root: 'dist', prefix: '/' });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(`${server.url}?tc=1800`);
  await page.waitForSelector('[data-clock="white"]');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(() => {
    window.__samples = [];
    const face = document.querySelector('[data-clock="white"]');
    new MutationObserver(() => {
      window.__samples.push({ t: performance.now(), wall: Date.now(), ms: Number(face.getAttribute('data-ms')), text: face.querySelector('.time').textContent });
    }).observe(face, { attributes: true, attributeFilter: ['data-ms'], subtree: true, characterData: true, childList: true });
    window.__start = { t: performance.now(), wall: Date.now() };
    document.querySelector('[data-action="start-clock"]').click();
  });
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const m0 = await metric();
  const w0 = Date.now();
  await new Promise((r) => setTimeout(r, DURATION * 1000));
  const m1 = await metric();
  const w1 = Date.now();
  const { samples, start } = await page.evaluate(() => ({ samples: window.__samples, start: window.__start }));
  const errs = samples.map((s) => s.ms - (1_800_000 - (s.t - start.t)));
  const wallErrs = samples.map((s) => s.ms - (1_800_000 - (s.wall - start.wall)));
  const digitErrs = samples.map((s) => {
    const [m, sec] = s.text.split(':').map(Number);
    const shown = (m * 60 + sec) * 1000;
    return shown - Math.floor((1_800_000 - (s.t - start.t)) / 1000) * 1000;
  });
  const abs = (xs) => Math.max(...xs.map(Math.abs));
  const first = errs.slice(0, 10).reduce((a, b) => a + b, 0) / Math.min(10, errs.length);
  const last = errs.slice(-10).reduce((a, b) => a + b, 0) / Math.min(10, errs.length);
  const wall = (w1 - w0) / 1000;
  console.log(`run: ${wall.toFixed(1)} s, ${samples.length} redraws of the running face (${(samples.length / wall).toFixed(2)}/s)`);
  console.log(`data-ms − truth (performance.now): max |err| ${abs(errs).toFixed(1)} ms; mean of first 10 ${first.toFixed(1)} ms, of last 10 ${last.toFixed(1)} ms → drift ${(last - first).toFixed(1)} ms over the run`);
  console.log(`data-ms − truth (Date.now wall clock): max |err| ${abs(wallErrs).toFixed(1)} ms`);
  console.log(`shown digits − truth: max |err| ${abs(digitErrs)} ms (0 = the face always shows the right second)`);
  const task = m1.TaskDuration - m0.TaskDuration;
  const script = m1.ScriptDuration - m0.ScriptDuration;
  const layout = m1.LayoutDuration - m0.LayoutDuration + (m1.RecalcStyleDuration - m0.RecalcStyleDuration);
  console.log(`CPU (renderer main thread): TaskDuration ${(task * 1000).toFixed(0)} ms = ${((task / wall) * 100).toFixed(3)} % of one core; script ${(script * 1000).toFixed(0)} ms, style+layout ${(layout * 1000).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
