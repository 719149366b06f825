// The core of the page in every engine: Chromium, Firefox and WebKit (ENGINES= picks;
// default every one installed). Load; the computer played by canvas clicks and by keyboard; a
// Parachute drop and the four seats of AmbiLOA; resume after a reload; an offline reload from the
// service worker; the one-file edition and the multi-file site from file://; <loa-board> from
// another origin; a lesson and a puzzle; notices in view on desktop and phone; the colours
// without light-dark(). Every page reports its errors, unhandled rejections, console errors and
// CSP violations itself (engines/problems.js), and any of them fails the test.
import { describe, test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, copyFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, pickMove } from './harness.mjs';
import { selectEngines, openPage, closePages } from './engines/index.mjs';
import { instrumentedSite, problemsScript, PROBLEMS_FILE } from './engines/site.mjs';

const shared = { site: null, server: null };
before(async () => {
  shared.site = await instrumentedSite();
  shared.server = await serve({ root: shared.site, cors: true });
});
after(async () => {
  await shared.server?.close();
  if (shared.site) await rm(shared.site, { recursive: true, force: true });
});

const state = (page) => page.evaluate(() => window.loaTest.board.state());
const ready = (page) => page.waitFor(() => window.loaTest?.board.state() != null);
/** Waits until Black (the human) is to move and the computer is done. */
const blackToMove = (page) =>
  page.waitFor(() => {
    const s = window.loaTest.board.state();
    return s.outcome || (s.turn === 'black' && !window.loaTest.board.isThinking());
  });
/** Waits until the game has more than `n` moves. */
const movesMoreThan = (page, n) => page.waitFor((k) => window.loaTest.board.state().history.length > k, n);

async function slideByPointer(page, m) {
  await page.clickSquare(m.from);
  await page.clickSquare(m.to);
}
async function slideByKeyboard(page, m) {
  await page.press(`[role="gridcell"][data-square="${m.from}"]`, 'Enter');
  await page.press(`[role="gridcell"][data-square="${m.to}"]`, 'Space');
}

/** The box of the element `selector` names, and whether it lies inside the viewport. */
const inView = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    const inside = !el.hidden && r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    // Not covered by another element: what a click at its centre reaches is the notice.
    const onTop = el.contains(document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2));
    return { inside, onTop, box: [r.left, r.top, r.right, r.bottom].map(Math.round), viewport: [innerWidth, innerHeight] };
  }, selector);

/**
 * The page's colours when the browser lacks light-dark() (Safari before 17.5), for `theme`:
 * style.css as such a browser reads it — every declaration with light-dark() dropped as invalid
 * and its `@supports not (color: light-dark(…))` block applied — compared with the colours the
 * engine computes from the stylesheet as it is.
 */
function coloursWithoutLightDark(theme) {
  const names = ['--bg', '--bg-2', '--card', '--text', '--muted', '--accent', '--accent-hover', '--accent-ink', '--danger', '--line', '--tint', '--tint-2', '--shadow', '--ring'];
  const link = [...document.styleSheets].find((s) => s.href?.endsWith('/www/site/style.css'));
  const probe = document.createElement('div');
  document.body.append(probe);
  /** Each custom property resolved to a colour, through a real element's `color`. */
  const resolved = () =>
    names.map((n) => {
      probe.style.color = `var(${n})`;
      return `${n}: ${getComputedStyle(probe).color}`;
    });
  document.documentElement.dataset.theme = theme;
  return fetch(link.href)
    .then((r) => r.text())
    .then((css) => {
      const native = resolved();
      // One declaration per line as written, or many on one line as minified: each ends at `;`
      // or at its rule's `}`.
      const declaration = /(?<=[{;]|\*\/)\s*[\w-]+:[^;{}]*light-dark\([^;{}]*(?:;|(?=\}))/g;
      const uses = (css.match(declaration) || []).length;
      const old = css.replace(/@supports not \(color:\s*light-dark\([^)]*\)\)/g, '@supports (color: red)').replace(declaration, '');
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(old);
      link.disabled = true;
      document.adoptedStyleSheets = [sheet];
      const fallback = resolved();
      document.adoptedStyleSheets = [];
      link.disabled = false;
      probe.remove();
      return { native, fallback, uses, left: (old.match(declaration) || []).length };
    });
}

for (const engine of selectEngines()) {
  describe(engine.name, { skip: !engine.asked && engine.missing ? engine.missing : false }, () => {
    let browser;
    before(async () => {
      if (engine.missing) throw new Error(engine.missing);
      browser = await engine.module.launch();
    });
    afterEach(() => closePages(browser));
    after(() => browser?.close());
    const base = () => shared.server.url;

    test('load, the computer played by canvas clicks and by keyboard, resumed after a reload', async () => {
      const page = await openPage(browser);
      await page.goto(`${base()}/index.html?test&level=1`);
      await ready(page);
      assert.equal(await page.evaluate(() => document.querySelector('#status').textContent), 'Black to move');
      for (const via of [slideByPointer, slideByPointer, slideByKeyboard, slideByKeyboard]) {
        await blackToMove(page);
        const s = await state(page);
        await via(page, pickMove(s));
        await movesMoreThan(page, s.history.length);
      }
      await blackToMove(page);
      const before = await state(page);
      assert.ok(before.history.length >= 8, `four moves each, got ${before.history.length} plies`);
      assert.ok(before.history.filter((m) => m.colour === 'white').length >= 4, 'the computer answered every move');
      await page.screenshot('core-game');
      await page.goto(`${base()}/index.html?test`);
      await ready(page);
      const after = await state(page);
      assert.deepEqual(after.history.map((m) => m.text), before.history.map((m) => m.text), 'the game resumed');
      assert.equal(after.position, before.position);
      await page.assertCleanAndClose();
    });

    test('the page hears its own problems: an uncaught error, a rejection, console.error, a CSP violation', async () => {
      const page = await openPage(browser);
      await page.goto(`${base()}/index.html?test`);
      await ready(page);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('probe thrown');
        });
        Promise.reject(new Error('probe rejected'));
        console.error('probe logged');
        const img = document.createElement('img');
        img.src = 'https://example.invalid/probe.png'; // img-src allows 'self' and data: only
        document.body.append(img);
      });
      await page.waitFor(() => window.__loaProblems.length >= 4);
      await page.collect();
      const heard = page.problems.join('\n');
      for (const re of [/uncaught: .*probe thrown/, /unhandled rejection: probe rejected/, /console error: probe logged/, /CSP violation: img-src.*example\.invalid/]) {
        assert.match(heard, re);
      }
      await page.close();
    });

    test('a Parachute drop and the four seats of AmbiLOA, by pointer and keyboard', async () => {
      const page = await openPage(browser);
      await page.goto(`${base()}/index.html?test&variant=parachute&mode=friend`);
      await ready(page);
      await slideByPointer(page, (await state(page)).legalMoves.find((m) => m.kind === 'slide'));
      let s = await page.waitFor(() => window.loaTest.board.state().dropDue && window.loaTest.board.state());
      await page.clickSquare(s.legalMoves[0].to);
      s = await page.waitFor(() => !window.loaTest.board.state().dropDue && window.loaTest.board.state());
      assert.deepEqual([s.inHand[0], s.turn, s.history.at(-1).kind], [5, 'white', 'drop']);
      await page.goto(`${base()}/index.html?test&variant=ambiloa&mode=friend`);
      await ready(page);
      assert.equal(await page.evaluate(() => document.querySelectorAll('.loa-chip').length), 4, 'four seats');
      await slideByKeyboard(page, (await state(page)).legalMoves.find((m) => m.kind === 'slide'));
      await movesMoreThan(page, 0);
      await slideByPointer(page, (await state(page)).legalMoves.find((m) => m.kind === 'slide'));
      await movesMoreThan(page, 1);
      assert.deepEqual((await state(page)).history.map((m) => m.colour), ['white', 'black']);
      assert.match(await page.evaluate(() => document.querySelector('.loa-chip.loa-active').textContent), /Yellow/);
      await page.screenshot('core-ambiloa');
      await page.assertCleanAndClose();
    });

    test('notices (a bad address, a new version) are on screen at 1440×900 and at 360×740', async (t) => {
      const page = await openPage(browser, { width: 1440, height: 900 });
      await page.goto(`${base()}/index.html?test&variant=chess`);
      await ready(page);
      await page.waitFor(() => !document.querySelector('#page-error').hidden);
      // The update bar's place, with the words offline.js gives it when a new version waits.
      await page.evaluate(() => {
        const bar = document.querySelector('#update');
        bar.textContent = 'A new version is ready.';
        bar.hidden = false;
      });
      for (const [w, h] of [[1440, 900], [360, 740]]) {
        const [vw, vh] = await page.setViewport(w, h);
        // The phone size's point is the one-column layout, which any portrait window ≤ 480 px gets.
        assert.ok(vw === w || (w < 480 && vw <= 480 && vh === h), `a ${w}×${h} viewport, got ${vw}×${vh}`);
        if (vw !== w) t.diagnostic(`${engine.name}: the narrowest viewport is ${vw}×${vh}, checked there`);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const sel of ['#page-error', '#update']) {
          const found = await inView(page, sel);
          assert.ok(found.inside, `${sel} at ${w}×${h}: box ${found.box} outside the viewport ${found.viewport}`);
          assert.ok(found.onTop, `${sel} at ${w}×${h}: covered by another element`);
        }
        await page.screenshot(`core-notice-${w}`);
      }
      await page.assertCleanAndClose();
    });

    test('the page keeps its colours, light and dark, in a browser without light-dark()', async () => {
      const page = await openPage(browser);
      await page.goto(`${base()}/index.html?test`);
      await ready(page);
      for (const theme of ['light', 'dark']) {
        const found = await page.evaluate(coloursWithoutLightDark, theme);
        assert.ok(found.uses > 0 && found.left === 0, `every light-dark() declaration dropped (${found.uses} in, ${found.left} left)`);
        assert.deepEqual(found.fallback, found.native, `the ${theme} colours without light-dark()`);
      }
      await page.assertCleanAndClose();
    });

    test('offline after one visit: a reload comes from the service worker and the computer plays', async () => {
      const server = await serve({ root: shared.site });
      try {
        const page = await openPage(browser);
        await page.goto(`${server.url}/index.html?test&level=1`);
        await ready(page);
        await page.waitFor(() => navigator.serviceWorker.controller?.state === 'activated');
        await server.stop(); // the network is gone: nothing more can come from the server
        await page.reload();
        await ready(page);
        await page.clickSquare('b1');
        await page.clickSquare('d3');
        await movesMoreThan(page, 1);
        await page.assertCleanAndClose();
      } finally {
        await server.stop();
      }
    });

    test('the one-file edition from file:// plays the computer', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'loa-core-onefile-'));
      try {
        await copyFile(join(shared.site, 'lines-of-action.html'), join(folder, 'lines-of-action.html'));
        const page = await openPage(browser);
        await page.goto(`${pathToFileURL(join(folder, 'lines-of-action.html')).href}?test&level=1`);
        await ready(page);
        await page.clickSquare('b1');
        await page.clickSquare('d3');
        await movesMoreThan(page, 1);
        await page.screenshot('core-onefile');
        await page.assertCleanAndClose();
      } finally {
        await rm(folder, { recursive: true });
      }
    });

    test('the multi-file site from file:// plays, or says it cannot — never both', async (t) => {
      const page = await openPage(browser);
      await page.goto(`${pathToFileURL(join(shared.site, 'index.html')).href}?test&level=1`);
      const seen = () => page.evaluate(() => ({ plays: window.loaTest?.board.state() != null, notice: !document.querySelector('#page-error').hidden }));
      await page.waitFor(() => window.loaTest?.board.state() != null || !document.querySelector('#page-error').hidden, null, { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 1500)); // time for a late notice or a late start
      const { plays, notice } = await seen();
      assert.notEqual(plays, notice, `the game ${plays ? 'plays' : 'does not start'} and the notice is ${notice ? 'shown' : 'hidden'}`);
      t.diagnostic(`${engine.name}: ${plays ? 'plays from a file' : 'refuses modules from a file; the notice says so'}`);
      if (plays) {
        await page.clickSquare('b1');
        await page.clickSquare('d3');
        await movesMoreThan(page, 1);
      } else {
        assert.match(await page.evaluate(() => document.querySelector('#page-error').textContent), /opened as a file/);
      }
      // An engine that refuses modules from files reports them as failed loads.
      await page.assertCleanAndClose(plays ? [] : [/failed to load: <(script|link)>/]);
    });

    test('<loa-board> from another origin plays the computer', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'loa-core-host-'));
      const host = await serve({ root: dir });
      try {
        await writeFile(join(dir, PROBLEMS_FILE), await problemsScript());
        await writeFile(
          join(dir, 'host.html'),
          `<!doctype html><html lang="en"><head><script src="${PROBLEMS_FILE}"></script><meta charset="utf-8">
          <link rel="icon" href="data:,"><title>Somebody's blog</title>
          <script type="module" src="${base()}/loa-board.js"></script></head>
          <body><div style="width: 320px"><loa-board id="b" level="1"></loa-board></div></body></html>`,
        );
        const page = await openPage(browser);
        await page.goto(`${host.url}/host.html`);
        await page.waitFor(() => customElements.get('loa-board') && document.querySelector('#b').state());
        assert.deepEqual(await page.evaluate(() => document.querySelector('#b').play('b1-d3')), { ok: true });
        await page.waitFor(() => document.querySelector('#b').state().history.length === 2);
        assert.equal(await page.evaluate(() => document.querySelector('#b').state().history[1].colour), 'white');
        await page.screenshot('core-element');
        await page.assertCleanAndClose();
      } finally {
        await host.close();
        await rm(dir, { recursive: true, force: true });
      }
    });

    test('a lesson (learn.html) and a puzzle (puzzles.html) done by moves on the canvas', async () => {
      const page = await openPage(browser);
      await page.goto(`${base()}/learn.html?test`);
      await page.waitFor(() => window.loaTest?.board.state() != null && document.querySelector('#lesson-task')?.textContent);
      await page.clickSquare('b1');
      await page.clickSquare('d3');
      await page.waitFor(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
      const id = 'std-e3-p35'; // White wins with e5-c7 (www/puzzles/puzzles.txt)
      await page.goto(`${base()}/puzzles.html?test#${id}`);
      await page.waitFor((i) => window.loaTest?.session?.current()?.id === i && window.loaTest.session.phase() === 'solving', id);
      const [from, to] = (await page.evaluate((i) => window.loaTest.puzzles().find((p) => p.id === i).solution[0], id)).split(/[-x]/);
      await page.clickSquare(from);
      await page.clickSquare(to);
      await page.waitFor(() => window.loaTest.session.phase() === 'solved');
      assert.equal(await page.evaluate(() => document.querySelector('#puzzle-status').textContent), 'Solved! White wins.');
      await page.screenshot('core-puzzle');
      await page.assertCleanAndClose();
    });
  });
}
