// Prints the page figures (never asserted: machines are noisy):
//   the page gzipped as index.html loads it, wasm gzipped, what loads on demand (bench_size.mjs),
//   the CDN build's requests and bytes for an English board from another origin, the compat
//   build's size against it (bench_cdn.mjs),
//   first board paint after navigation,
//   the longest main-thread task while the computer plays, the whole-game analysis on Standard, hex-5 and 12×12 (bench_review.mjs), and Lighthouse's scores (mobile, desktop).
// Run with ./build.sh bench-page (which builds dist/ first).
import { serve, launch, newPage } from '../../tests/e2e/harness.mjs';
import { printOneFileSize, printOfflineReloadPaint } from './bench_offline.mjs';
import { printLighthouse } from './bench_lighthouse.mjs';
import { printPageSize } from './bench_size.mjs';
import { printCdnSize, printCompatSize } from './bench_cdn.mjs';
import { printReview } from './bench_review.mjs';

const server = await serve();
const browser = await launch();
await printPageSize(server, browser);
await printOneFileSize();
await printCdnSize(browser);
await printCompatSize();
const paints = [];
for (let i = 0; i < 7; i++) {
  const p = await newPage(browser);
  await p.goto(`${server.url}/index.html`);
  await p.waitForFunction(() => performance.getEntriesByName('loa:first-board').length > 0);
  paints.push(await p.evaluate(() => performance.getEntriesByName('loa:first-board')[0].startTime));
  await p.context().close();
}
paints.sort((a, b) => a - b);
console.log(`first board painted: median ${paints[3].toFixed(0)} ms after navigation (min ${paints[0].toFixed(0)}, max ${paints[6].toFixed(0)}; 7 loads)   budget 1000 ms`);
await printOfflineReloadPaint(server, browser);

const p = await newPage(browser);
await p.goto(`${server.url}/index.html?test&mode=watch`);
await p.waitForFunction(() => window.loaTest?.board.state());
const result = await p.evaluate(async () => {
  const tasks = [];
  new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  const board = window.loaTest.board;
  board.set({ watchDelay: 0 });
  let thinking = 0;
  let since = 0;
  board.on('thinking', ({ thinking: on }) => {
    if (on) since = performance.now();
    else thinking += performance.now() - since;
  });
  const start = performance.now();
  while (performance.now() - start < 8000) {
    await new Promise((r) => setTimeout(r, 200));
    if (board.state().outcome) board.newGame();
  }
  return { tasks, thinking, moves: board.state().history.length };
});
const longest = result.tasks.length ? Math.max(...result.tasks) : 0;
console.log(
  `computer vs computer for 8 s (${result.thinking.toFixed(0)} ms thinking): ${result.tasks.length} main-thread tasks over 50 ms, longest ${longest.toFixed(0)} ms   budget: none over 50 ms`,
);
await printReview(server, browser, 60);
await printReview(server, browser, 120);
await printReview(server, browser, 60, 'hex-5');
await printReview(server, browser, 60, 'standard-12x12');
await browser.close();
await server.close();
await printLighthouse();
