// Prints the figures of "Analyse the whole game" on a wide board (never asserted):
// for a seeded random game of 60 plies on hex-5 and on standard-12x12 (the largest board), given to
// the page by its address, the number of positions, the whole analysis's seconds in the page (the
// wide worker's wasm at level 6, as a player gets it) and the longest main-thread task meanwhile.
// Run with ./build.sh bench-page (which builds dist/ first), or alone: node bench/page/bench_wide_review.mjs
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { serve, launch, newPage, DIST } from '../../tests/e2e/harness.mjs';

/** The wide wasm's game of `variant` (the one `WasmGame` shape) after the move texts `moves`. */
function replayed(wide, variant, moves) {
  const game = new wide.WasmGame(variant, { simultaneous: 'mover-wins', repetition: false });
  for (const text of moves) game.play(text);
  return game;
}

/** `plies` seeded-random legal moves of `variant` that do not end the game, by the wide wasm. */
async function randomGame(variant, plies) {
  const wide = await import(pathToFileURL(join(DIST, 'pkg/wide/loa.js')).href);
  await wide.default({ module_or_path: await readFile(join(DIST, 'pkg/wide/loa_bg.wasm')) });
  let seed = 21;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const game = replayed(wide, variant, moves);
    const legal = game.state().legalMoves;
    for (let tries = 0; tries < 20; tries++) {
      const text = legal[Math.floor(random() * legal.length)].text;
      const next = replayed(wide, variant, [...moves, text]);
      const over = next.state().outcome;
      next.free();
      if (!over || tries === 19) {
        moves.push(text);
        break;
      }
    }
    game.free();
  }
  return moves;
}

/** Analyses a random `variant` game of `plies` plies in the page and prints its figures. */
export async function printWideReview(server, browser, variant, plies) {
  const moves = await randomGame(variant, plies);
  const page = await newPage(browser);
  await page.goto(`${server.url}/index.html?test&variant=${variant}&mode=friend&moves=${moves.join(',')}`);
  await page.waitForFunction((n) => window.loaTest?.wide?.()?.moves.length === n, moves.length, { timeout: 30000 });
  const result = await page.evaluate(async () => {
    const tasks = [];
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    const start = performance.now();
    document.querySelector('[data-action="review-game"]').click();
    while (!/analysed/.test(document.querySelector('.wr-body .gr-status')?.textContent ?? '')) {
      await new Promise((r) => setTimeout(r, 100));
      if (performance.now() - start > 300000) throw new Error('no analysis after 5 minutes');
    }
    const positions = Number(document.querySelector('.wr-body .gr-bar').max);
    return { seconds: (performance.now() - start) / 1000, positions, tasks, marks: document.querySelectorAll('.wr-body .gr-mark').length };
  });
  const longest = result.tasks.length ? Math.max(...result.tasks) : 0;
  console.log(
    `wide whole-game analysis, ${variant}, ${moves.length} plies: ${result.positions} positions, ${result.seconds.toFixed(1)} s in all ` +
      `(${((result.seconds * 1000) / result.positions).toFixed(0)} ms a position), ${result.marks} marks; ` +
      `${result.tasks.length} main-thread tasks over 50 ms, longest ${longest.toFixed(0)} ms (load average ${loadavg()[0].toFixed(1)})`,
  );
  await page.context().close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await serve();
  const browser = await launch();
  try {
    await printWideReview(server, browser, 'hex-5', 60);
    await printWideReview(server, browser, 'standard-12x12', 60);
  } finally {
    await browser.close();
    await server.close();
  }
}
