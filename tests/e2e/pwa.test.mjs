// The installable, offline app: the manifest, the service worker's control of the page, a reload
// and a fresh tab with no network (the server is stopped too, so nothing can come from it), the
// same under a sub-path (/loa/, as on GitHub Pages), and an update from v1 to v2 that waits for
// the player and never mixes files of two versions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, appendFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPage, assertClean, state, clickSquare, waitForHumanTurn, useBrowser, serve, DIST } from './harness.mjs';

const env = useBrowser();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Opens the index page and waits until the service worker controls it. */
async function openControlled(page, base) {
  await page.goto(`${base}/index.html?test&level=1`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
}

async function expectComputerAnswers(page) {
  // Drawn, not only loaded: from the service worker's cache the game can be ready a frame before
  // the board has its squares laid out.
  await page.waitForFunction(() => window.loaTest?.board.state() != null && window.loaTest.board.squareCenter('b1') != null);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2, 'the computer answered');
}

/** The PNG's width and height, from its header. */
const pngSize = (buf) => [buf.readUInt32BE(16), buf.readUInt32BE(20)];

test('the manifest is valid and the service worker controls the page after the first load', async () => {
  const page = await newPage(env.browser);
  await openControlled(page, env.server.url);
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifestUrl = new URL(href, `${env.server.url}/index.html`);
  const manifest = JSON.parse(await (await fetch(manifestUrl)).text());
  assert.equal(manifest.name, 'Lines of Action');
  assert.ok(manifest.short_name && manifest.short_name.length <= 15, 'a short name that fits under an icon');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const scope = new URL(manifest.scope, manifestUrl).href;
  assert.ok(new URL(manifest.start_url, manifestUrl).href.startsWith(scope), 'start_url is inside the scope');
  const icons = new Map();
  for (const icon of manifest.icons) {
    const res = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(res.headers.get('content-type'), 'image/png', icon.src);
    const [w, h] = pngSize(Buffer.from(await res.arrayBuffer()));
    assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is as large as it says`);
    icons.set(`${icon.sizes} ${icon.purpose}`, icon.src);
  }
  for (const need of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(icons.has(need), `an icon ${need}`);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(registration, `${env.server.url}/`);
  assertClean(page);
});

for (const prefix of ['/', '/loa/']) {
  test(`offline after one visit (site at ${prefix}): a reload and a new tab show the board and the computer plays`, async () => {
    const server = await serve({ prefix });
    const page = await newPage(env.browser);
    try {
      await openControlled(page, server.url);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      assert.equal(scope, `${server.url}/`);
      await page.context().setOffline(true);
      await server.stop();
      await page.reload();
      await expectComputerAnswers(page);
      const tab = await page.context().newPage();
      tab.problems = [];
      tab.on('pageerror', (err) => tab.problems.push(`uncaught: ${err.message}`));
      await tab.goto(`${server.url}/?test&level=1`); // the folder itself, as the installed app opens it
      await expectComputerAnswers(tab);
      assertClean(page);
      assertClean(tab);
    } finally {
      await page.context().close();
      await server.close();
    }
  });
}

test('a new version: the page offers it, waits for the player, then every file is the new one and the old cache is gone', async () => {
  const site = await mkdtemp(join(tmpdir(), 'loa-deploy-'));
  const server = await serve({ root: site });
  try {
    await cp(DIST, site, { recursive: true });
    const page = await newPage(env.browser);
    await openControlled(page, server.url);
    const v1Caches = await page.evaluate(() => caches.keys());
    assert.equal(v1Caches.length, 1);

    // Deploy v2: one changed file, and the build's new precache list.
    await appendFile(join(site, 'www', 'site', 'offline.css'), '\n/* v2 */\n');
    execFileSync('python3', [join(ROOT, 'tools', 'precache.py'), site, join(ROOT, 'sw.js'), '--skip', 'lines-of-action.html']);

    await page.reload();
    const bar = page.locator('#update');
    await bar.waitFor({ state: 'visible', timeout: 20000 });
    assert.match(await bar.innerText(), /^A new version is ready — reload/);
    const css = () => page.evaluate(async () => (await fetch('www/site/offline.css')).text());
    assert.doesNotMatch(await css(), /v2/, 'until the player accepts, the page still gets v1 only');

    await Promise.all([page.waitForEvent('load'), page.click('#update button')]);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    assert.match(await css(), /v2/);
    const precache = JSON.parse(/const PRECACHE = (\{[\s\S]*?\n\});/.exec(await readFile(join(site, 'sw.js'), 'utf8'))[1]);
    const served = await page.evaluate(async (paths) => {
      const out = {};
      for (const p of paths) {
        const digest = await crypto.subtle.digest('SHA-256', await (await fetch(p)).arrayBuffer());
        out[p] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('').slice(0, 16);
      }
      return out;
    }, Object.keys(precache.files));
    for (const [path, hash] of Object.entries(precache.files)) {
      const onDisk = createHash('sha256').update(await readFile(join(site, path))).digest('hex').slice(0, 16);
      assert.equal(hash, onDisk, `${path} is listed with its v2 hash`);
      assert.equal(served[path], onDisk, `${path} is served as v2`);
    }
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, 'one cache left');
    assert.ok(caches[0].endsWith(precache.version), 'and it is v2’s');
    assert.notEqual(caches[0], v1Caches[0]);
    await bar.waitFor({ state: 'hidden' });
    assertClean(page);
    await page.context().close();
  } finally {
    await server.close();
    await rm(site, { recursive: true });
  }
});
