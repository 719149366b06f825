// Lighthouse 13 (npm `lighthouse`, in Chromium: CHROME_PATH, else /usr/bin/chromium) on the index
// page, mobile and desktop: performance and accessibility scores, cumulative layout shift and the
// timings behind the score. Printed, never asserted: a busy machine lowers the simulated timings.
// The page is served gzipped, as GitHub Pages serves it. Median of RUNS runs, as Lighthouse advises.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tests/e2e/harness.mjs';

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));
const LIGHTHOUSE = join(HERE, '..', '..', 'node_modules', '.bin', 'lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** One Lighthouse run → the figures of its report. */
async function lighthouse(url, preset) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium' };
  let stdout = '';
  // On a busy machine Chromium may start too slowly for Lighthouse ("Unable to connect to
  // Chrome"): one more try before giving up.
  for (let attempt = 1; !stdout; attempt++) {
    try {
      ({ stdout } = await run(LIGHTHOUSE, args, { env, maxBuffer: 64 * 1024 * 1024 }));
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
  const report = JSON.parse(stdout);
  const a = report.audits;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    si: a['speed-index'].numericValue,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prints the Lighthouse figures for the index page, mobile then desktop. */
export async function printLighthouse() {
  const server = await serve({ gzip: true });
  try {
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${server.url}/index.html`, preset));
      const mid = runs.find((r) => r.performance === median(runs.map((x) => x.performance)));
      const ms = (n) => `${(n / 1000).toFixed(2)} s`;
      console.log(
        `lighthouse ${preset.padEnd(7)}: performance ${mid.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), ` +
          `accessibility ${mid.accessibility}, CLS ${mid.cls.toFixed(3)}; FCP ${ms(mid.fcp)}, LCP ${ms(mid.lcp)}, ` +
          `TBT ${mid.tbt.toFixed(0)} ms, SI ${ms(mid.si)}   budget: performance ≥ 98, accessibility 100, CLS ≤ 0.01`,
      );
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printLighthouse();
