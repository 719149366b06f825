// Looks and sound: the page's light and dark schemes, the board themes'
// contrast measured from their real CSS values, sound only after a gesture and remembered, every
// screen size without sideways scrolling or layout shift, and axe-core in every theme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, assertClean, screenshot, state, clickSquare, pickMove, useBrowser, inSettings, wordsBrokenIn } from './harness.mjs';

const env = useBrowser();
const require = createRequire(import.meta.url);
const BOARD_THEMES = ['wood', 'green', 'ocean', 'contrast'];

/** Opens a two-player game (no computer) and waits for its first frame. */
async function open(page, query = '') {
  await page.goto(`${env.server.url}/index.html?test&mode=friend&${query}`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && performance.getEntriesByName('loa:first-board').length > 0);
}

/** WCAG 2 relative luminance and contrast ratio of two sRGB colours [r, g, b] (0–255). */
function luminance(rgb) {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the page follows prefers-color-scheme; the theme switch overrides it and is remembered', async () => {
  const cardColour = (page) => page.evaluate(() => getComputedStyle(document.querySelector('.status-card')).backgroundColor);
  const textColour = (page) => page.evaluate(() => getComputedStyle(document.body).color);
  const light = await newPage(env.browser, { colorScheme: 'light' });
  await open(light);
  assert.equal(await cardColour(light), 'rgb(255, 255, 255)', 'a light system gets light cards');
  assert.equal(await textColour(light), 'rgb(35, 26, 16)');
  await inSettings(light, () => light.selectOption('#opt-theme', 'dark'));
  assert.equal(await cardColour(light), 'rgb(47, 39, 32)', 'the switch forces dark');
  await light.reload();
  await light.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal(await light.inputValue('#opt-theme'), 'dark', 'the choice is remembered');
  assert.equal(await cardColour(light), 'rgb(47, 39, 32)');
  await inSettings(light, () => light.selectOption('#opt-theme', 'system'));
  assert.equal(await cardColour(light), 'rgb(255, 255, 255)', '"System" follows the system again');
  await screenshot(light, 'looks-light');
  assertClean(light);
  await light.context().close();

  const dark = await newPage(env.browser, { colorScheme: 'dark' });
  await open(dark);
  assert.equal(await cardColour(dark), 'rgb(47, 39, 32)', 'a dark system gets dark cards');
  assert.equal(await textColour(dark), 'rgb(243, 235, 224)');
  await inSettings(dark, () => dark.selectOption('#opt-theme', 'light'));
  assert.equal(await cardColour(dark), 'rgb(255, 255, 255)', 'the switch forces light');
  assertClean(dark);
  await dark.context().close();
});

test('every board theme: coordinates ≥ 4.5:1 and move marks ≥ 3:1 on both squares, from its CSS values', async () => {
  const page = await newPage(env.browser);
  await open(page);
  for (const theme of BOARD_THEMES) {
    await inSettings(page, () => page.selectOption('#opt-board', theme));
    await page.waitForTimeout(100); // one frame
    // The colours as the browser composites them: each layer painted on a 1×1 canvas in the
    // order the board draws it (square, last-move tint, then the ink or the mark).
    const measured = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('.loa-board'));
      const v = (name) => s.getPropertyValue(name).trim();
      const c = document.createElement('canvas');
      c.width = c.height = 1;
      const g = c.getContext('2d', { willReadFrequently: true });
      const paint = (...layers) => {
        g.clearRect(0, 0, 1, 1);
        for (const l of layers) {
          g.fillStyle = l;
          g.fillRect(0, 0, 1, 1);
        }
        return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const squares = {};
      for (const [kind, square, ink] of [['light', v('--loa-light'), v('--loa-coord-on-light')], ['dark', v('--loa-dark'), v('--loa-coord-on-dark')]]) {
        const grounds = { plain: [square], 'last move': [square, v('--loa-last-move')] };
        squares[kind] = Object.fromEntries(
          Object.entries(grounds).map(([name, layers]) => [
            name,
            {
              ground: paint(...layers),
              coordinates: paint(...layers, ink),
              ...Object.fromEntries(['target', 'capture', 'hint', 'focus'].map((m) => [m, paint(...layers, v(`--loa-${m}`))])),
            },
          ]),
        );
      }
      // What the board itself drew at the centre of d4, an empty dark square at the start.
      const board = window.loaTest.board;
      const canvas = document.querySelector('.loa-canvas');
      const box = canvas.getBoundingClientRect();
      const { x, y } = board.squareCenter('d4');
      const scale = canvas.width / box.width;
      const drawn = [...canvas.getContext('2d').getImageData(Math.round((x - box.left) * scale), Math.round((y - box.top) * scale), 1, 1).data.slice(0, 3)];
      return { squares, drawn, dark: paint(v('--loa-dark')) };
    });
    assert.deepEqual(measured.drawn, measured.dark, `${theme}: the board redrew its dark squares in the theme's colour`);
    for (const [kind, grounds] of Object.entries(measured.squares)) {
      for (const [groundName, colours] of Object.entries(grounds)) {
        const where = `${theme}, ${kind} square (${groundName})`;
        const coords = contrast(colours.coordinates, colours.ground);
        assert.ok(coords >= 4.5, `${where}: coordinates at ${coords.toFixed(2)}:1, below 4.5:1`);
        for (const mark of ['target', 'capture', 'hint', 'focus']) {
          const ratio = contrast(colours[mark], colours.ground);
          assert.ok(ratio >= 3, `${where}: the ${mark} mark at ${ratio.toFixed(2)}:1, below 3:1`);
        }
      }
    }
  }
  await screenshot(page, 'looks-board-contrast');
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal(await page.inputValue('#opt-board'), 'contrast', 'the board theme is remembered');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.loaTheme), 'contrast');
  assertClean(page);
  await page.context().close();
});

/** Counts AudioContexts and the waveforms of the notes started, before the page's scripts run. */
function spyOnAudio() {
  window.audioSpy = { contexts: 0, notes: [] };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.audioSpy.contexts += 1;
    }
    createOscillator() {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (...args) => {
        window.audioSpy.notes.push(osc.type);
        return start(...args);
      };
      return osc;
    }
  };
}

test('sound: no AudioContext before a gesture; moves, captures and illegal tries sound; the switch is remembered', async () => {
  const page = await newPage(env.browser);
  await page.addInitScript(spyOnAudio);
  await open(page);
  const spy = () => page.evaluate(() => window.audioSpy);
  assert.equal(await page.isChecked('#opt-sound'), true, 'sound is on by default');
  // A move without any gesture (as the computer plays while you watch): no context may start.
  assert.deepEqual(await page.evaluate(() => window.loaTest.board.play('b1-d3')), { ok: true });
  assert.deepEqual(await spy(), { contexts: 0, notes: [] }, 'no AudioContext before the person touches the page');

  // White moves by hand: the press is the gesture that starts the context.
  const white = (await state(page)).legalMoves.find((m) => m.kind === 'slide' && !m.capture);
  await clickSquare(page, white.from);
  await clickSquare(page, white.to);
  await page.waitForFunction(() => window.audioSpy.notes.length > 0);
  let now = await spy();
  assert.equal(now.contexts, 1, 'one context, started by the press');
  assert.deepEqual(now.notes, ['triangle'], 'a move knocks once');

  // An illegal try (c1 cannot go one square: two pieces on the c-file) buzzes.
  await clickSquare(page, 'c1');
  await clickSquare(page, 'c2');
  await page.waitForFunction(() => window.audioSpy.notes.includes('square'));

  // Switched off: nothing more, and the choice survives a reload.
  await inSettings(page, () => page.click('#opt-sound'));
  const before = (await spy()).notes.length;
  const black = (await state(page)).legalMoves.find((m) => m.kind === 'slide');
  await clickSquare(page, black.from);
  await clickSquare(page, black.to);
  await page.waitForFunction((n) => window.loaTest.board.state().history.length === n, 3);
  await page.waitForTimeout(100);
  now = await spy();
  assert.equal(now.notes.length, before, 'silent once switched off');
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal(await page.isChecked('#opt-sound'), false, 'off is remembered');
  await clickSquare(page, 'h2');
  assert.equal((await spy()).contexts, 0, 'with sound off, a gesture starts no context');
  assertClean(page);
  await page.context().close();
});

test('a capture and the end of the game have their own sounds', async () => {
  const page = await newPage(env.browser);
  await page.addInitScript(spyOnAudio);
  await open(page);
  await page.mouse.click(5, 5); // a gesture
  await page.evaluate(() => (window.audioSpy.notes = []));
  const capture = async () => {
    const s = await state(page);
    return s.legalMoves.find((m) => m.capture);
  };
  // Play until a capture is possible, then take it: the capture's two notes are a triangle and a sine.
  for (let i = 0; i < 40 && !(await capture()); i++) {
    await page.evaluate(() => {
      const s = window.loaTest.board.state();
      window.loaTest.board.play(s.legalMoves[s.legalMoves.length - 1].text);
    });
  }
  const m = await capture();
  assert.ok(m, 'a capture came up');
  await page.evaluate(() => (window.audioSpy.notes = []));
  await page.evaluate((text) => window.loaTest.board.play(text), m.text);
  assert.deepEqual(await page.evaluate(() => window.audioSpy.notes), ['triangle', 'sine']);
  // On to the end: the last move's knock, then the three rising notes.
  for (let i = 0; i < 400 && !(await state(page)).outcome; i++) {
    await page.evaluate(() => (window.audioSpy.notes = []));
    await page.evaluate((text) => window.loaTest.board.play(text), pickMove(await state(page)).text);
  }
  assert.ok((await state(page)).outcome, 'the game ended');
  assert.deepEqual((await page.evaluate(() => window.audioSpy.notes)).slice(-3), ['sine', 'sine', 'sine']);
  assertClean(page);
  await page.context().close();
});

// The screen sizes players use: small and common phones upright, a phone on its side, laptop, desktop.
const SCREENS = [[320, 568], [360, 740], [390, 844], [844, 390], [1366, 768], [1920, 1080]];

for (const [width, height] of SCREENS) {
  test(`${width}×${height}: no sideways scroll, the board ≥ 75% of the shorter side and on screen, 44 px targets, no layout shift`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await page.addInitScript(() => {
      window.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page);
    await page.waitForTimeout(300); // anything late would shift now
    const m = await page.evaluate(() => {
      const rect = (el) => el.getBoundingClientRect();
      const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      const controls = [...document.querySelectorAll('.panel button, .panel select, .settings label, .rules summary')].filter(visible);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        stage: rect(document.querySelector('.loa-stage')).toJSON(),
        panel: rect(document.querySelector('.panel')).toJSON(),
        small: controls.filter((el) => rect(el).height < 43.5).map((el) => `${el.tagName} "${el.textContent.trim().slice(0, 20)}" ${rect(el).height}px`),
        cut: controls.filter((el) => el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
        shifts: window.shifts,
      };
    });
    await screenshot(page, `looks-${width}x${height}`);
    assert.ok(m.scrollWidth <= m.clientWidth, `the page scrolls sideways: ${m.scrollWidth} > ${m.clientWidth}`);
    const shorter = Math.min(width, height);
    assert.ok(m.stage.width >= 0.75 * shorter, `the board is ${m.stage.width} px, under 75% of ${shorter}`);
    assert.ok(m.stage.top >= 0 && m.stage.bottom <= height && m.stage.right <= width, `the board is not wholly on screen: ${JSON.stringify(m.stage)}`);
    assert.deepEqual(m.small, [], 'controls under 44 px tall');
    assert.deepEqual(m.cut, [], 'buttons whose words are cut');
    if (width > height) assert.ok(m.panel.left >= m.stage.right, 'on a landscape screen the panel is beside the board');
    assert.ok(m.shifts <= 0.01, `layout shift ${m.shifts.toFixed(4)} after load`);
    assertClean(page);
    await page.context().close();
  });
}

// The header in every language on a phone and in the panel column of a landscape screen and a
// desktop (28rem at most): Italian and German links are longer than English ones, and the page
// still does not scroll sideways, nor does the name break inside a word ("d'azion-e" once did at
// 1440 px), nor does the settings button stand beyond the header's (and the board's) right edge.
test('the header fits a phone, a landscape phone and a desktop in English, Italian and German', async () => {
  for (const [width, height] of [[320, 740], [360, 740], [844, 390], [1440, 900]]) {
    for (const lang of ['en', 'it', 'de']) {
      const page = await newPage(env.browser, { viewport: { width, height } });
      await page.goto(`${env.server.url}/index.html?test&lang=${lang}`);
      await page.waitForFunction(() => window.loaTest?.board.state() != null);
      const m = await page.evaluate(() => {
        const brand = document.querySelector('.brand');
        const bar = document.querySelector('.site-bar').getBoundingClientRect();
        const out = [...document.querySelectorAll('.site > *')].filter((el) => el.getBoundingClientRect().right > bar.right + 0.5).map((el) => el.id || el.className);
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, brandCut: brand.scrollWidth > brand.clientWidth + 1, out };
      });
      assert.ok(m.scrollWidth <= m.clientWidth, `${lang} at ${width} px scrolls sideways: ${m.scrollWidth} > ${m.clientWidth}`);
      assert.equal(m.brandCut, false, `${lang} at ${width} px: the name is cut`);
      assert.deepEqual(await wordsBrokenIn(page, '.brand'), [], `${lang} at ${width} px: a word of the name broken across two lines`);
      assert.deepEqual(m.out, [], `${lang} at ${width} px: header items beyond the header's right edge (over the board's edge)`);
      assertClean(page);
      await page.context().close();
    }
  }
});

test('axe-core: no violations in the light and dark page with every board theme, nor in the New game dialog', async () => {
  for (const colorScheme of ['light', 'dark']) {
    // bypassCSP: axe is injected as an inline script, which the page's CSP rightly refuses.
    const page = await newPage(env.browser, { colorScheme, bypassCSP: true });
    await open(page);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const audit = async (what) => {
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(found, [], `${colorScheme} page, ${what}`);
    };
    for (const theme of BOARD_THEMES) {
      await inSettings(page, () => page.selectOption('#opt-board', theme));
      await audit(`${theme} board`);
    }
    await page.click('#new');
    await page.waitForSelector('#new-game-dialog[open]');
    await audit('New game dialog');
    assertClean(page);
    await page.context().close();
  }
});

// The cell boards look like the 8×8 board's page: hex-5 and Black Hole, beside Standard to compare
// with, at a phone upright, a phone on its side and a desktop, light and dark. One page per size
// and scheme plays each board a few moves with the live analysis on, reviews a move back, then
// resigns: the chips stay clear of the board and of each other, the board (and each cell, at
// least 30 px across on a phone) is on screen, no button's words are cut, the analysis panel and
// the review banner show, the header's items stay inside it, and the result card comes.
// Screenshots to look at, with the 8×8 one beside them: looks-<variant>-<size>-<scheme>.png, then
// -panel (scrolled to the analysis) and -ended.
const LOOK_BOARDS = ['standard', 'hex-5', 'black-hole'];
for (const [width, height] of [[360, 740], [844, 390], [1440, 900]]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`${LOOK_BOARDS.join(', ')} at ${width}×${height}, ${colorScheme}: chips, frame, review, analysis and result card`, async () => {
      const page = await newPage(env.browser, { viewport: { width, height }, colorScheme });
      await open(page, `variant=${LOOK_BOARDS[0]}`);
      await inSettings(page, () => page.check('#opt-analysis'));
      for (const variant of LOOK_BOARDS) {
        await page.evaluate((v) => window.loaTest.board.set({ variant: v }), variant);
        await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v, variant, { timeout: 20000 });
        for (let i = 0; i < 4; i++) {
          await page.evaluate((text) => window.loaTest.board.play(text), pickMove(await state(page)).text);
        }
        await page.click('[data-review="back"]');
        await page.waitForFunction(() => window.loaTest.board.reviewing() === 3);
        await page.locator('#analysis:not([hidden])').waitFor({ timeout: 20000 });
        await page.locator('#board').scrollIntoViewIfNeeded();
        const m = await page.evaluate(() => {
          const rect = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
          // The nearest two cells' centres: a cell's width on a square board, across its flats on a hex one.
          const centres = [...document.querySelectorAll('#board [data-square]')].map((el) => window.loaTest.board.squareCenter(el.dataset.square));
          const cell = Math.min(...centres.flatMap((p, i) => centres.slice(i + 1).map((q) => Math.hypot(p.x - q.x, p.y - q.y))));
          const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
          return {
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
            top: rect('#board .loa-bar-top'),
            canvas: rect('#board canvas'),
            bottom: rect('#board .loa-bar-bottom'),
            cell,
            cut: [...document.querySelectorAll('button')].filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent.trim()),
            // The header's name, links and buttons within the header, which is the panel's width.
            out: [...document.querySelectorAll('.site > *')]
              .filter((el) => visible(el) && (el.getBoundingClientRect().right > rect('.site-bar').right + 0.5 || el.getBoundingClientRect().left < rect('.site-bar').left - 0.5))
              .map((el) => el.id || el.className),
          };
        });
        assert.ok(m.scrollWidth <= m.clientWidth, `${variant}: the page scrolls sideways: ${m.scrollWidth} > ${m.clientWidth}`);
        assert.ok(m.top.bottom <= m.canvas.top + 1 && m.bottom.top >= m.canvas.bottom - 1, `${variant}: a chip above the board, one below`);
        assert.ok(m.canvas.left >= 0 && m.canvas.right <= width + 0.5, `${variant}: the board fits the width: ${JSON.stringify(m.canvas)}`);
        if (width < 500) assert.ok(m.cell >= 30, `${variant}: cells ${m.cell.toFixed(1)} px apart on a phone`);
        assert.deepEqual(m.cut, [], `${variant}: buttons whose words are cut`);
        assert.deepEqual(m.out, [], `${variant}: header items beyond the header's edge`);
        await screenshot(page, `looks-${variant}-${width}x${height}-${colorScheme}`);
        await page.locator('#analysis').scrollIntoViewIfNeeded();
        await screenshot(page, `looks-${variant}-${width}x${height}-${colorScheme}-panel`);
        await page.click('[data-review="end"]');
        await page.evaluate(() => window.loaTest.board.resign());
        await page.locator('#banner-slot .loa-banner').waitFor({ state: 'visible' });
        await page.waitForTimeout(400); // the card's fade-in
        await screenshot(page, `looks-${variant}-${width}x${height}-${colorScheme}-ended`);
      }
      assertClean(page);
      await page.context().close();
    });
  }
}
