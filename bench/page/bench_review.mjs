// Prints the figures of "Analyse the whole game" (never asserted: machines are
// noisy): for a Standard game of 60 moves counted as plies and as numbered moves (120 plies), and a
// 60-ply game on hex-5 and on 12×12 (the largest board) by the same page and panel, the number of
// positions, each position's search time, the whole analysis's seconds in the page (the worker's
// wasm, as a player gets it), and the longest main-thread task while it ran (PerformanceObserver
// 'longtask'), with the page's own work for each position (which a loaded machine stretches into
// long tasks: the load average is printed beside it). Budget: 30 s for a 60-move game, no task
// over 50 ms (the 8×8 figures'; the cell boards' are printed beside them).
// Run with ./build.sh bench-page (which builds dist/ first), or alone: node bench/page/bench_review.mjs
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';
import { serve, launch, newPage } from '../../tests/e2e/harness.mjs';

/**
 * Plays `plies` seeded-random legal moves that do not end the game, in the page, through its test
 * hook (a game nobody wrote, of exactly the asked length).
 */
async function playRandomGame(page, plies) {
  return page.evaluate((plies) => {
    const board = window.loaTest.board;
    let seed = 20;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let i = 0; i < plies; i++) {
      const moves = board.state().legalMoves;
      for (let tries = 0; tries < 20; tries++) {
        const move = moves[Math.floor(random() * moves.length)];
        board.play(move.text);
        if (!board.state().outcome) break;
        board.undo();
      }
    }
    return board.state().ply;
  }, plies);
}

/** Analyses a random game of `plies` plies on `variant` and prints its figures. */
export async function printReview(server, browser, plies, variant = 'standard') {
  const page = await newPage(browser);
  await page.goto(`${server.url}/index.html?test&mode=friend&variant=${variant}`);
  await page.waitForFunction((v) => window.loaTest?.board.state()?.variant === v, variant, { timeout: 30000 });
  const played = await playRandomGame(page, plies);
  const result = await page.evaluate(async () => {
    const tasks = [];
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    const start = performance.now();
    document.querySelector('[data-action="review-game"]').click();
    const { perPositionMs } = await import('./www/page/game-review.js');
    while (!/analysed/.test(document.querySelector('.gr-status')?.textContent ?? '')) {
      await new Promise((r) => setTimeout(r, 100));
      if (performance.now() - start > 300000) throw new Error('no analysis after 5 minutes');
    }
    const positions = Number(document.querySelector('.gr-bar').max);
    // The page's own work for each position (game-review.js measures it): judging, drawing, saving.
    const steps = performance.getEntriesByName('loa:review-step').map((e) => e.duration);
    return { seconds: (performance.now() - start) / 1000, positions, perPosition: perPositionMs(positions), tasks, step: Math.max(...steps) };
  });
  const longest = result.tasks.length ? Math.max(...result.tasks) : 0;
  console.log(
    `whole-game analysis, ${variant === 'standard' ? '' : `${variant}, `}${played} plies: ${result.positions} positions at ${result.perPosition} ms each, ` +
      `${result.seconds.toFixed(1)} s in all${variant === 'standard' ? '   budget 30 s' : ''}; ` +
      `${result.tasks.length} main-thread tasks over 50 ms, longest ${longest.toFixed(0)} ms   budget: none over 50 ms; ` +
      `the page's work per position at most ${result.step.toFixed(1)} ms (load average ${loadavg()[0].toFixed(1)})`,
  );
  await page.context().close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await serve();
  const browser = await launch();
  try {
    await printReview(server, browser, 60);
    await printReview(server, browser, 120);
    await printReview(server, browser, 60, 'hex-5');
    await printReview(server, browser, 60, 'standard-12x12');
  } finally {
    await browser.close();
    await server.close();
  }
}
