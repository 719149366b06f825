// Shared by the end-to-end tests and the benchmark: a tiny static server for dist/ and a headless
// Chromium whose pages fail the test on any console error or uncaught exception.

import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DIST = join(HERE, '..', '..', 'dist');
export const SHOTS = join(HERE, 'screenshots');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a folder (dist/ by default) on a free localhost port.
 * - `prefix`: the site lives under this path ('/loa/' as on GitHub Pages); anything else is 404.
 * - `cors`: adds `Access-Control-Allow-Origin: *`, so pages of another origin may import it.
 * - `pages`: extra paths answered with fixed HTML (a page of another origin, for instance).
 * - `gzip`: compresses text and wasm for clients that accept it, as GitHub Pages does (the page
 *   figures measure what visitors download).
 * Every request's path is logged in `requests`; `stop()` closes every connection at once (the
 * network is gone, as when a laptop goes offline).
 */
export async function serve({ root = DIST, prefix = '/', cors = false, pages = {}, headers: more = {}, gzip = false } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(pathname);
    const headers = {
      ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      ...(typeof more === 'function' ? more(pathname) : more),
    };
    if (pathname in pages) {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] });
      res.end(pages[pathname]);
      return;
    }
    const inside = pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : null;
    const path = inside && normalize(inside).replace(/^(\.\.[/\\])+/, '');
    const file = path && join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file) throw new Error('outside the site');
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && !type.startsWith('image/')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, { ...headers, 'content-type': type });
      res.end(body);
    } catch {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  const close = () => new Promise((r) => server.close(r));
  return {
    url: `${origin}${prefix.replace(/\/$/, '')}`,
    origin,
    requests,
    close,
    stop: () => {
      const closed = close();
      server.closeAllConnections();
      return closed;
    },
  };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Turns every Content-Security-Policy violation of a document (any frame) into a console error,
 * which fails the test: the pages' strict CSP must never have to refuse anything.
 */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
}

/**
 * `frame.waitForFunction` (and so `page.waitForFunction`) polled from Node. Playwright's own
 * re-runs its predicate with eval() inside the page on every poll, which the pages' CSP (no
 * 'unsafe-eval') refuses; `bypassCSP` would switch the policy off in every test instead. Each
 * poll here is a CDP call, which the policy does not govern. Resolves to a handle of the first
 * truthy value, as Playwright's does.
 */
async function pollFunction(pageFunction, arg, options = {}) {
  const timeout = options.timeout ?? 30000;
  const interval = typeof options.polling === 'number' ? options.polling : 50;
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const handle = await this.evaluateHandle(pageFunction, arg);
      if (await handle.evaluate((value) => !!value)) return handle;
      await handle.dispose();
    } catch (err) {
      // A navigation in between: poll the new document.
      if (!/context was destroyed|Cannot find context|navigat/i.test(err.message)) throw err;
    }
    if (Date.now() > deadline) throw new Error(`waitForFunction: timeout ${timeout}ms exceeded`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * A new page that records console errors, uncaught exceptions and CSP violations in
 * `page.problems`; call `assertClean(page)` at the end of a test.
 */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 }, ...options });
  await context.addInitScript(reportViolations);
  const page = await context.newPage();
  Object.getPrototypeOf(page.mainFrame()).waitForFunction = pollFunction;
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`uncaught: ${err.message}`));
  return page;
}

export function assertClean(page, allowed = []) {
  const problems = page.problems.filter((p) => !allowed.some((re) => re.test(p)));
  if (problems.length) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
}

export async function screenshot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/**
 * The words inside `selector`'s elements that are drawn across two lines (a word drawn on two
 * lines has two boxes): a sentence may wrap between words, never inside one.
 */
export const wordsBrokenIn = (page, selector) =>
  page.evaluate((sel) => {
    const broken = [];
    for (const element of document.querySelectorAll(sel)) {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        for (const match of text.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);

/** Opens the index page with the test hook and waits for the first game. */
export async function openGame(page, base, query = '') {
  await page.goto(`${base}/index.html?test&${query}`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
}

export const state = (page) => page.evaluate(() => window.loaTest.board.state());

/** Client coordinates of a square's centre. */
export const center = (page, sq) => page.evaluate((s) => window.loaTest.board.squareCenter(s), sq);

/** Clicks a square with a real mouse (pointer) event. */
export async function clickSquare(page, sq) {
  const { x, y } = await center(page, sq);
  await page.mouse.click(x, y);
}

/** Waits until the side to move is a human (or the game is over) and nothing is pending. */
export async function waitForHumanTurn(page, humans) {
  await page.waitForFunction(
    (hs) => {
      const s = window.loaTest.board.state();
      return s && (s.outcome || (hs.includes(s.turn) && !window.loaTest.board.isThinking()));
    },
    humans,
    { timeout: 20000 },
  );
}

/**
 * Picks a legal move that pulls the mover's pieces together (closest to their centre of mass),
 * so games end in a few dozen moves. A test strategy only: the page itself has no rule logic.
 */
export function pickMove(s) {
  const moves = s.legalMoves;
  const mine = s.pieces.filter((p) => p.colour === s.turn).map((p) => xy(p.square));
  const cx = mine.reduce((a, p) => a + p.x, 0) / Math.max(1, mine.length);
  const cy = mine.reduce((a, p) => a + p.y, 0) / Math.max(1, mine.length);
  const d = (sq) => (sq ? Math.hypot(xy(sq).x - cx, xy(sq).y - cy) : 0);
  let best = moves[0];
  let bestGain = -Infinity;
  for (const m of moves) {
    const gain = m.kind === 'slide' ? d(m.from) - d(m.to) + (m.capture ? 0.3 : 0) : d(m.to);
    if (gain > bestGain) [best, bestGain] = [m, gain];
  }
  return best;
}

const xy = (sq) => ({ x: sq.charCodeAt(0) - 97, y: Number(sq.slice(1)) - 1 });

/** Performs a move with real pointer clicks on the canvas (click-click; one tap for a drop). */
export async function playByPointer(page, m) {
  if (m.kind === 'slide') {
    await clickSquare(page, m.from);
    await clickSquare(page, m.to);
  } else if (m.kind === 'drop') {
    await clickSquare(page, m.to);
  } // a pass is played by the page itself: the core says it is the only move
}

/** Focuses a cell of the accessible grid and presses Enter on it. */
export async function pressCell(page, sq, key = 'Enter') {
  await page.focus(`[role="gridcell"][data-square="${sq}"]`);
  await page.keyboard.press(key);
}

/** Performs a move through the keyboard on the accessible grid. */
export async function playByKeyboard(page, m) {
  if (m.kind === 'slide') {
    await pressCell(page, m.from);
    await pressCell(page, m.to, 'Space');
  } else if (m.kind === 'drop') {
    await pressCell(page, m.to);
  }
}

/** Plays until the game ends: the humans' moves through `via`, the computer's by itself. */
export async function playGame(page, { humans, via, maxPlies = 500 }) {
  for (let i = 0; i < maxPlies; i++) {
    await waitForHumanTurn(page, humans);
    const s = await state(page);
    if (s.outcome) return s;
    const m = pickMove(s);
    await via(page, m);
    await page.waitForFunction(
      (n) => {
        const s = window.loaTest.board.state();
        return s.history.length > n || s.outcome;
      },
      s.history.length,
      { timeout: 10000 },
    );
  }
  throw new Error(`no result after ${maxPlies} moves`);
}

/**
 * Starts the static server and Chromium before a test file's tests and closes both after. The
 * returned object's `server` and `browser` are set once `before` has run.
 */
export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await serve();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Opens the index page's settings sheet (the header's ⚙), where every #opt-* control lives. */
export async function openSettings(page) {
  if (!(await page.isVisible('#settings-dialog'))) await page.click('#settings-open');
}

/** Opens the index page's Game menu, where copy, download and open live. */
export async function openMenu(page) {
  if (!(await page.isVisible('#game-menu'))) await page.click('#game-menu-button');
}

/** Pastes `text` into the Game menu's Open… dialog and opens it. */
export async function pasteGame(page, text) {
  await openMenu(page);
  await page.click('[data-action="open"]');
  await page.fill('#open-dialog textarea', text);
  await page.click('#open-dialog button[value="open"]');
  await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
}

/** Runs `change` with the settings sheet open, then closes the sheet (its Close button). */
export async function inSettings(page, change) {
  await openSettings(page);
  await change();
  await page.click('#settings-dialog button[type="submit"]');
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
