// The browser soak of hardening: many computer-against-computer games in one page, every variant
// in turn, at fast settings (level 1, no pause, no animation, a 150-turn move limit so every game
// ends). Checks that no console error or CSP violation appears, that the JS heap (after a forced
// garbage collection) and the wasm memory after the last game are at most 1.2× their level after
// game 20, and that the board never has more than one worker. Prints the figures; exit code 1
// if a check fails.
//
//   node bench/page/soak.mjs [games=300]      (./build.sh soak runs it after building dist/)

import { serve, launch, newPage, openGame, assertClean } from '../../tests/e2e/harness.mjs';

const GAMES = Number(process.argv[2] ?? 300);
const BASELINE_GAME = Math.min(20, GAMES);
const VARIANTS = ['standard', 'scrambled-eggs', 'parachute', 'ambiloa', 'standard-6x6', 'standard-7x7'];
const MAX_GROWTH = 1.2;

const server = await serve();
const browser = await launch();
const page = await newPage(browser);
const cdp = await page.context().newCDPSession(page);
await cdp.send('HeapProfiler.enable');
let mostWorkers = 0;

/** JS heap in use after a full collection, the wasm memory, and the workers alive now. */
async function measure() {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const wasm = await page.evaluate(() => window.loaTest.wasmMemoryBytes());
  return { heap: usedSize, wasm };
}

function countWorkers(hooked) {
  mostWorkers = Math.max(mostWorkers, hooked, page.workers().length);
}

const started = performance.now();
let baseline = null;
let plies = 0;
const outcomes = {};
try {
  await openGame(page, server.url, 'mode=friend');
  for (let game = 1; game <= GAMES; game++) {
    const variant = VARIANTS[(game - 1) % VARIANTS.length];
    await page.evaluate((v) => {
      window.loaTest.board.set({
        variant: v,
        mode: 'watch',
        level: 1,
        watchDelay: 0,
        animation: { duration: 0 },
        rules: { moveLimit: 150 },
      });
    }, variant);
    const end = await page.waitForFunction(
      () => {
        const s = window.loaTest.board.state();
        return s?.outcome ? { plies: s.history.length, reason: s.outcome.reason, workers: window.loaTest.engine.liveWorkers() } : null;
      },
      null,
      { timeout: 120000, polling: 50 },
    );
    const result = await end.jsonValue();
    plies += result.plies;
    outcomes[variant] = (outcomes[variant] ?? 0) + 1;
    countWorkers(result.workers);
    if (game === BASELINE_GAME) baseline = await measure();
    if (game % 50 === 0) console.log(`  ${game} games, ${plies} plies, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const last = await measure();
  const seconds = (performance.now() - started) / 1000;
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
  const heapRatio = last.heap / baseline.heap;
  const wasmRatio = last.wasm / baseline.wasm;
  console.log(`browser soak: ${GAMES} computer-vs-computer games (${Object.entries(outcomes).map(([v, n]) => `${v} ${n}`).join(', ')}), ${plies} plies in ${seconds.toFixed(0)} s`);
  console.log(`  JS heap after game ${BASELINE_GAME}: ${mb(baseline.heap)}, after game ${GAMES}: ${mb(last.heap)} (×${heapRatio.toFixed(2)})`);
  console.log(`  wasm memory after game ${BASELINE_GAME}: ${mb(baseline.wasm)}, after game ${GAMES}: ${mb(last.wasm)} (×${wasmRatio.toFixed(2)})`);
  console.log(`  most workers alive at once: ${mostWorkers} (one board)`);
  const failures = [];
  if (heapRatio > MAX_GROWTH) failures.push(`the JS heap grew ×${heapRatio.toFixed(2)}`);
  if (wasmRatio > MAX_GROWTH) failures.push(`the wasm memory grew ×${wasmRatio.toFixed(2)}`);
  if (mostWorkers > 1) failures.push(`${mostWorkers} workers were alive at once`);
  assertClean(page); // throws on any console error or CSP violation
  if (failures.length) {
    console.log(`browser soak FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
