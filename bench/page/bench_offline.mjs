// The offline figures for ./build.sh bench-page (printed, never asserted): the one-file edition's
// size, and the first board paint on an offline reload served by the service worker's cache.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newPage, DIST } from '../../tests/e2e/harness.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function printOneFileSize() {
  const body = await readFile(join(DIST, 'lines-of-action.html'));
  const gz = gzipSync(body, { level: 9 }).length;
  console.log(`one-file edition: ${kb(body.length)} raw, ${kb(gz)} gzipped   budget 500 KB raw, 200 KB gzipped`);
}

/** Loads once online, waits for the service worker, goes offline and reloads 7 times. */
export async function printOfflineReloadPaint(server, browser) {
  const page = await newPage(browser);
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
  await page.context().setOffline(true);
  const paints = [];
  for (let i = 0; i < 7; i++) {
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('loa:first-board').length > 0);
    paints.push(await page.evaluate(() => performance.getEntriesByName('loa:first-board')[0].startTime));
  }
  await page.context().close();
  paints.sort((a, b) => a - b);
  console.log(
    `first board painted on an offline reload from the cache: median ${paints[3].toFixed(0)} ms (min ${paints[0].toFixed(0)}, max ${paints[6].toFixed(0)}; 7 reloads)   goal 300 ms`,
  );
}
