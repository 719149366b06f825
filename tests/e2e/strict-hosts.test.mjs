// <loa-board> on a host page whose Content-Security-Policy leaves out what the board needs: the
// blob: worker of the computer player (worker-src), its stylesheet (style-src) or compiling its
// WebAssembly (script-src 'wasm-unsafe-eval'). Each time the board's `error` event names the
// directive and the file, in the board's language, instead of "Failed to fetch", "the computer
// player stopped unexpectedly" or nothing at all. And with everything the board needs, it plays
// without a single refusal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, serve, launch } from './harness.mjs';

/** Everything the board needs, as the README's embedding guide gives it. */
const ENOUGH = {
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'worker-src': "'self' blob:",
  'connect-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
};
const policy = (changes) => Object.entries({ ...ENOUGH, ...changes }).map(([k, v]) => `${k} ${v}`).join('; ');

const PAGES = {
  '/enough.html': policy({}),
  '/no-worker.html': policy({ 'worker-src': "'self'" }),
  '/no-style.html': policy({ 'style-src': "'unsafe-inline'" }),
  '/no-wasm.html': policy({ 'script-src': "'self'" }),
};
const HTML = `<!doctype html><html lang="it"><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="/loa-board.js"></script>
<loa-board id="b" lang="it" level="1" seed="5"></loa-board>`;

let server;
let browser;
test.before(async () => {
  server = await serve({
    pages: Object.fromEntries(Object.keys(PAGES).map((path) => [path, HTML])),
    headers: (path) => (path in PAGES ? { 'content-security-policy': PAGES[path] } : {}),
  });
  browser = await launch();
});
test.after(async () => {
  await browser?.close();
  await server?.close();
});

/** The page at `path`, with every `error` event of the board recorded from the first one on. */
async function open(path) {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    window.errors = [];
    document.addEventListener('error', (e) => e instanceof CustomEvent && window.errors.push(e.detail.message), true);
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

const firstError = async (page) => (await page.waitForFunction(() => window.errors[0], null, { timeout: 20000 })).jsonValue();
/** What the browser itself logs of a refusal, and the harness's report of it: expected here. */
const REFUSALS = [/CSP violation/, /Refused to/, /violates the following Content Security Policy directive/];

test('with everything the board needs, it plays the computer and nothing is refused', async () => {
  const page = await open('/enough.html');
  await page.waitForFunction(() => document.querySelector('#b')?.state?.());
  await page.evaluate(() => document.querySelector('#b').play('b1-d3'));
  await page.waitForFunction(() => document.querySelector('#b').state().history.length === 2, null, { timeout: 20000 });
  assert.deepEqual(await page.evaluate(() => window.errors), []);
  assertClean(page);
});

test('without worker-src blob: the computer player’s refusal is named, in Italian', async () => {
  const page = await open('/no-worker.html');
  await page.waitForFunction(() => document.querySelector('#b')?.state?.());
  await page.evaluate(() => document.querySelector('#b').play('b1-d3'));
  const message = await firstError(page);
  assert.match(message, /^La Content-Security-Policy della pagina ha rifiutato blob:\S+: la sua direttiva worker-src deve consentirlo$/);
  assertClean(page, REFUSALS);
});

test('without style-src for board.css: an error names the file and the directive, in Italian', async () => {
  const page = await open('/no-style.html');
  const message = await firstError(page);
  assert.match(message, /^La Content-Security-Policy della pagina ha rifiutato http:\/\/\S+\/www\/board\.css: la sua direttiva style-src(-elem)? deve consentirlo$/);
  assertClean(page, REFUSALS);
});

test("without 'wasm-unsafe-eval': an error names the wasm file and script-src, in Italian", async () => {
  const page = await open('/no-wasm.html');
  const message = await firstError(page);
  assert.match(message, /^La Content-Security-Policy della pagina ha rifiutato http:\/\/\S+\/pkg\/loa_bg\.wasm: la sua direttiva script-src deve consentirlo$/);
  assertClean(page, REFUSALS);
});
