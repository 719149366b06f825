// English, Italian and German: the three catalogues have the same keys and placeholders; the page
// speaks the browser's language, or the one chosen by ?lang= or the switch (remembered); no
// English word is left on an Italian or German page, in play, in a dialog or after a game; the
// core's refusals are worded in each language (English word for word as the core's own); and the
// keyboard shortcuts work with the board focused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newPage, assertClean, openGame, state, clickSquare, pressCell, pickMove, useBrowser, inSettings, openMenu, screenshot, DIST } from './harness.mjs';
import { ROWS } from './boards.mjs';

const env = useBrowser();
const ROOT = join(DIST, '..');
const load = async (path) => (await import(join(ROOT, path))).default;

/** Words that are English and neither Italian nor German (so not "computer", "start", "normal"). */
const ENGLISH = new Set(
  ('the you your move moves game games piece pieces black white wins draw hint undo redo flip new and with ' +
    'board square empty player turn loading settings how play shortcuts keyboard copy rules mode level ' +
    'time cancel close yet connected thinking depth nodes best selected capture drop drops slow fast is to ' +
    'variant language coordinates over by here from on').split(' '),
);

/** The placeholders of a catalogue entry (a template or plural forms), sorted. */
const placeholders = (entry) =>
  [...new Set((typeof entry === 'string' ? [entry] : Object.values(entry)).flatMap((t) => t.match(/\{\w+\}/g) ?? []))].sort();

/** Each catalogue folder has the same keys and placeholders in the three languages. @param {string} dir */
async function assertSameKeys(dir) {
  const en = await load(`${dir}/en.js`);
  for (const locale of ['it', 'de']) {
    const other = await load(`${dir}/${locale}.js`);
    const missing = Object.keys(en).filter((k) => !(k in other));
    const extra = Object.keys(other).filter((k) => !(k in en));
    assert.deepEqual(missing, [], `${dir}/${locale}.js lacks keys`);
    assert.deepEqual(extra, [], `${dir}/${locale}.js has keys en.js does not`);
    for (const key of Object.keys(en)) {
      assert.deepEqual(placeholders(other[key]), placeholders(en[key]), `${dir}/${locale}.js "${key}" placeholders`);
      assert.equal(typeof other[key], typeof en[key], `${dir}/${locale}.js "${key}" is a sentence or plural forms like en.js`);
    }
  }
  return en;
}

/** The keys a page marks (data-i18n and its attribute forms). @param {string} file */
async function pageKeys(file) {
  const html = await readFile(join(ROOT, file), 'utf8');
  return [...html.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]).filter((k) => !/^[\d.]+$/.test(k));
}

test('the three catalogues have the same keys and the same placeholders; the page has no key they lack', async () => {
  const en = await assertSameKeys('www/words/i18n');
  const keys = await pageKeys('index.html');
  assert.ok(keys.length > 40, 'index.html marks its words');
  for (const key of keys) assert.ok(key in en, `index.html uses "${key}", which en.js lacks`);
});

test("the puzzle page's own catalogues (www/puzzles/i18n) have the same keys in the three languages", async () => {
  const en = { ...(await assertSameKeys('www/words/i18n')), ...(await assertSameKeys('www/puzzles/i18n')) };
  const keys = await pageKeys('puzzles.html');
  assert.ok(keys.length > 10, 'puzzles.html marks its words');
  for (const key of keys) assert.ok(key in en, `puzzles.html uses "${key}", which neither en.js has`);
});

test('the rules tour\'s catalogues (www/learn/i18n/) have the same keys and placeholders; learn.html has no key they lack', async () => {
  const en = await load('www/learn/i18n/en.js');
  const page = { ...(await load('www/words/i18n/en.js')), ...en };
  const html = await readFile(join(ROOT, 'learn.html'), 'utf8');
  const pageKeys = [...html.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(pageKeys.length > 8, 'learn.html marks its words');
  for (const key of pageKeys) assert.ok(key in page, `learn.html uses "${key}", which no English catalogue has`);
  for (const locale of ['it', 'de']) {
    const other = await load(`www/learn/i18n/${locale}.js`);
    assert.deepEqual(Object.keys(en).filter((k) => !(k in other)), [], `learn/i18n/${locale}.js lacks keys`);
    assert.deepEqual(Object.keys(other).filter((k) => !(k in en)), [], `learn/i18n/${locale}.js has keys en.js does not`);
    for (const key of Object.keys(en)) {
      assert.deepEqual(placeholders(other[key]), placeholders(en[key]), `learn/i18n/${locale}.js "${key}" placeholders`);
      assert.notEqual(other[key], en[key], `learn/i18n/${locale}.js "${key}" is still English`);
    }
  }
});

/** English-only words in the visible text, the accessible names and the titles of the page. */
async function englishWordsOnPage(page) {
  const text = await page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title]')].flatMap((el) => [
      el.getAttribute('aria-label') ?? '',
      el.getAttribute('title') ?? '',
    ]);
    return [document.body.innerText, document.title, ...names].join('\n');
  });
  // Whole words in any script: "bestätigen" is German, not "best" and "tigen".
  return [...new Set((text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => ENGLISH.has(w)))];
}

async function assertNoEnglish(page, when) {
  assert.deepEqual(await englishWordsOnPage(page), [], `English words on the page ${when}`);
}

/** Plays `count` moves of a two-player game with the core's legal moves. */
async function playMoves(page, count) {
  for (let i = 0; i < count; i++) {
    const m = pickMove(await state(page));
    await page.evaluate((text) => window.loaTest.board.play(text), m.text);
  }
}

for (const [locale, browserLocale, newGame] of [
  ['it', 'it-IT', 'Nuova partita'],
  ['de', 'de-DE', 'Neue Partie'],
]) {
  test(`a ${browserLocale} browser gets ${locale}: no English word in play, in the dialogs, after an illegal try, at the end`, async () => {
    const page = await newPage(env.browser, { locale: browserLocale });
    await openGame(page, env.server.url, 'mode=friend');
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
    assert.equal(await page.locator('#new').textContent(), newGame);
    await page.click('.rules summary'); // How to play, opened
    await assertNoEnglish(page, 'at the start');

    await playMoves(page, 4);
    await clickSquare(page, (await state(page)).turn === 'black' ? 'c1' : 'a2'); // a piece of the mover…
    await clickSquare(page, 'e5'); // …sent where it cannot go: the toast gives the core's reason
    await page.waitForSelector('.loa-toast:not([hidden])');
    const toast = await page.locator('.loa-toast').textContent();
    assert.ok(toast && !/[{}]/.test(toast), `the refusal is worded: ${toast}`);
    await assertNoEnglish(page, 'after four moves and an illegal try');

    await page.keyboard.press('n');
    await page.waitForSelector('#new-game-dialog[open]');
    await assertNoEnglish(page, 'with the New game dialog open');
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.waitForSelector('#shortcuts-dialog[open]');
    await assertNoEnglish(page, 'with the shortcuts open');
    await page.keyboard.press('Escape');

    // One move from the end: Black connects with a1-b1.
    await page.evaluate(() => window.loaTest.board.set({ position: 'standard 7w/8/7w/8/8/8/2b5/b7 b', moves: [] }));
    await page.evaluate(() => window.loaTest.board.play('a1-b1'));
    assert.ok((await state(page)).outcome, 'the game is over');
    await assertNoEnglish(page, 'at the end of the game');
    assert.match(await page.locator('#status').textContent(), locale === 'it' ? /Nero ha collegato/ : /Schwarz hat alle Steine verbunden/);
    assertClean(page);
  });
}

// Rows on one board of each kind (standard, black-hole, hex-5: tests/e2e/boards.mjs), in one page
// per language: a piece of the mover sent to an empty cell it cannot reach is refused in Italian
// or German with no English word; each core's refusal travels as a code the page words.
for (const [locale, browserLocale] of [
  ['it', 'it-IT'],
  ['de', 'de-DE'],
]) {
  test(`${browserLocale}: an illegal move on each kind of board is refused in ${locale}, not in English`, async () => {
    const page = await newPage(env.browser, { locale: browserLocale });
    await openGame(page, env.server.url, 'mode=friend');
    for (const variant of ROWS) {
      await page.evaluate((v) => window.loaTest.board.set({ variant: v }), variant);
      await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v && window.loaTest.board.state().history.length === 0, variant, { timeout: 20000 });
      await playMoves(page, 2);
      const s = await state(page);
      // A piece of the mover with a move, and an empty cell that is none of its moves.
      const taken = new Set([...s.pieces.map((p) => p.square), ...s.holes]);
      const from = s.legalMoves.find((m) => m.kind === 'slide').from;
      const targets = new Set(s.legalMoves.filter((m) => m.from === from).map((m) => m.to));
      const to = s.board.cells.map((c) => c.name).find((n) => !taken.has(n) && !targets.has(n));
      await clickSquare(page, from);
      await clickSquare(page, to);
      await page.waitForFunction((t) => document.querySelector('.loa-toast:not([hidden])')?.textContent.includes(t), `${from}-${to}`);
      const toast = await page.locator('.loa-toast').textContent();
      assert.ok(!/[{}]/.test(toast), `${variant}: the refusal is worded: ${toast}`);
      const english = toast.toLowerCase().match(/[a-zà-ü]+/g).filter((w) => ENGLISH.has(w));
      assert.deepEqual(english, [], `${variant}: no English word in the ${locale} refusal "${toast}"`);
      assert.equal((await state(page)).history.length, s.history.length, `${variant}: the refused move left the game as it was`);
    }
    assertClean(page);
    await page.context().close();
  });
}

// A record opened on an Italian or German page that cannot be read: the kind of text, its place,
// the move and the rules' reason are all in the page's language (src/boundary/text_error.rs), on
// an 8×8 board and a wide one, in SGF too; the game stays as it was.
// A malformed tag and SGF syntax are worded by their reason's code (src/boundary/text_reason.rs),
// whose sentences load with the readers; an AmbiLOA turn names the seat beside the colour, and a
// link's refused move is worded as a record's turn.
for (const [locale, browserLocale, worded, reasons] of [
  [
    'it',
    'it-IT',
    /notazione della partita, riga 3, colonna 10: mossa 1 \(Bianco\): a3-a4: sulla colonna a ci sono 6 pedine/,
    [
      'Questa partita non si può aprire: notazione della partita, riga 1, colonna 1: tag Event: manca la virgoletta che chiude il valore',
      'Questa partita non si può aprire: SGF, riga 1, colonna 11: partita 2: la proprietà GM non ha un [valore]',
      /: mossa 1 \(Sud \(Bianco\)\): b1-b5: /,
    ],
  ],
  [
    'de',
    'de-DE',
    /Partienotation, Zeile 3, Spalte 10: Zug 1 \(Weiß\): a3-a4: /,
    [
      'Diese Partie lässt sich nicht öffnen: Partienotation, Zeile 1, Spalte 1: Tag Event: Das schließende Anführungszeichen des Werts fehlt',
      'Diese Partie lässt sich nicht öffnen: SGF, Zeile 1, Spalte 11: Partie 2: Die Eigenschaft GM hat keinen [Wert]',
      /: Zug 1 \(Süd \(Weiß\)\): b1-b5: /,
    ],
  ],
]) {
  test(`${browserLocale}: a record that cannot be read is refused in ${locale}, with its place and move, not in English`, async () => {
    const page = await newPage(env.browser, { locale: browserLocale, viewport: { width: 1280, height: 800 } });
    await openGame(page, env.server.url, 'mode=friend');
    const before = (await state(page)).history.length;
    const bad = [
      '[Variant "Standard"]\n\n1. b1-d3 a3-a4 *',
      '[Variant "black-hole"]\n\n1. b1-b9 *',
      '(;GM[9]SU[Standard];W[a2-c2])',
      '1. d4-d5',
      '[Event "x]\n\n1. b1-d3',
      '(;GM[9])(;GM)',
      '[Variant "AmbiLOA"]\n\n1. b1-b5',
      'standard~rep~mBTBj',
    ];
    for (const [i, text] of bad.entries()) {
      await openMenu(page);
      await page.click('[data-action="open"]');
      await page.fill('#open-dialog textarea', text);
      await page.click('#open-dialog button[value="open"]');
      await page.waitForFunction(() => !document.querySelector('#open-error').hidden);
      const said = (await page.textContent('#open-error')) ?? '';
      assert.ok(!/[{}]/.test(said), `every placeholder is filled: ${said}`);
      const english = (said.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w) || ['record', 'line', 'column', 'value', 'missing', 'property'].includes(w));
      assert.deepEqual(english, [], `no English word in the ${locale} refusal "${said}"`);
      if (i === 0) {
        assert.match(said, worded);
        await screenshot(page, `text-error-record-${locale}`);
      }
      const exact = reasons[i - 4];
      if (typeof exact === 'string') assert.equal(said, exact);
      else if (exact) assert.match(said, exact);
      if (i === 4 || i === 5) await screenshot(page, `text-error-${i === 4 ? 'tag' : 'sgf'}-${locale}`);
      await page.click('#open-dialog button[value="cancel"]');
    }
    assert.equal((await state(page)).history.length, before, 'the game stays as it was');
    assertClean(page);
    await page.context().close();
  });
}

// A hex board's lines run along three axes, not files, ranks and diagonals: a move to a cell on
// no line through the piece is refused in those words, in each language (English as the core
// says it), and the game is left as it was.
const HEX_OFF_LINE = {
  en: 'FROM-TO: on a hex board pieces move along its three axes, and TO is on no line through FROM',
  it: 'FROM-TO: sulla scacchiera esagonale le pedine si muovono lungo i suoi tre assi, e TO non è su nessuna linea che passa per FROM',
  de: 'FROM-TO: Auf dem Sechseckbrett ziehen Steine entlang seiner drei Achsen, und TO liegt auf keiner Linie durch FROM',
};
for (const [lang, sentence] of Object.entries(HEX_OFF_LINE)) {
  test(`${lang}: a move off every line of a hex board is refused as not on its three axes`, async () => {
    const page = await newPage(env.browser, { locale: 'en-US' });
    await openGame(page, env.server.url, `mode=friend&variant=hex-5&lang=${lang}`);
    await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-5', null, { timeout: 20000 });
    // Black's b1 at the start; e5, the centre, is on none of its three lines.
    const [from, to] = ['b1', 'e5'];
    const before = (await state(page)).history.length;
    const refused = await page.evaluate((m) => window.loaTest.board.play(m), `${from}-${to}`);
    const expected = sentence.replaceAll('FROM', from).replaceAll('TO', to);
    assert.deepEqual(refused, { ok: false, reason: expected });
    assert.equal((await state(page)).history.length, before, 'the refused move left the game as it was');
    assertClean(page);
    await page.context().close();
  });
}

test('the switch and ?lang= choose the language, which is remembered; a bad ?lang= is reported', async () => {
  const page = await newPage(env.browser, { locale: 'en-US' });
  await openGame(page, env.server.url, 'mode=friend');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await inSettings(page, () => page.selectOption('#opt-language', 'de'));
  // German's words load when first asked for (language.js), so the switch takes a moment.
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await page.locator('#new').textContent(), 'Neue Partie');
  assert.match(await page.locator('#status').textContent(), /Schwarz ist am Zug/);
  assert.equal(await page.getAttribute('[role="grid"]', 'aria-label'), 'Lines-of-Action-Brett');
  await assertNoEnglish(page, 'after switching to German');

  await openGame(page, env.server.url, 'mode=friend'); // a new visit remembers the switch
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await openGame(page, env.server.url, 'mode=friend&lang=it'); // the address overrides…
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  await assertNoEnglish(page, 'with ?lang=it');
  await openGame(page, env.server.url, 'mode=friend'); // …and is remembered too
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  assert.equal(await page.inputValue('#opt-language'), 'it');
  assertClean(page);

  const italian = await newPage(env.browser, { locale: 'it-IT' });
  await openGame(italian, env.server.url, 'mode=friend&lang=xx');
  assert.equal(await italian.evaluate(() => document.documentElement.lang), 'it', 'the browser language replaces it');
  const error = await italian.locator('#page-error').textContent();
  assert.match(error, /«lang=xx» non è valido \(atteso: en, it o de\)/);
  assertClean(italian);
});

test("the New game dialog's level slider names the level and its strength, in English and in German", async () => {
  for (const [lang, first, last] of [
    ['en', 'Beginner — many aimless moves, often misses a win', 'Full strength — its best move in the time you give it'],
    ['de', 'Anfänger — viele planlose Züge, übersieht oft den Sieg', 'Volle Stärke — der beste Zug in der Zeit, die du ihm gibst'],
  ]) {
    const page = await newPage(env.browser, { locale: 'en-US' });
    await openGame(page, env.server.url, `mode=computer&level=1&lang=${lang}`);
    await page.click('#new');
    await page.waitForSelector('#new-game-dialog[open]');
    assert.equal(await page.locator('#level-about').textContent(), first, `${lang}: level 1`);
    await page.fill('#new-game-dialog input[name="level"]', '6');
    assert.equal(await page.locator('#level-about').textContent(), last, `${lang}: level 6 after moving the slider`);
    assertClean(page);
  }
});

test('the core refuses each illegal move with a code that every language words (English as the core says it)', async () => {
  const cases = (await readFile(join(ROOT, 'tests/data/play_errors.txt'), 'utf8'))
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('|').map((f) => f.trim()));
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  const results = await page.evaluate(async (cases) => {
    const { WasmGame } = await import('/pkg/loa.js');
    const { createWords } = await import('/www/words/words.js');
    const { loadCatalogue } = await import('/www/words/catalogues.js');
    await Promise.all([loadCatalogue('it'), loadCatalogue('de')]);
    const words = Object.fromEntries(['en', 'it', 'de'].map((l) => [l, createWords({ locale: l })]));
    return cases.map(([code, start, moves, refused]) => {
      const game = start.includes(' ') ? WasmGame.fromPosition(start) : new WasmGame(start);
      for (const m of moves.split(',').map((s) => s.trim()).filter(Boolean)) game.play(m);
      let err;
      if (refused.includes('>')) err = game.explainCode(...refused.split('>'));
      else {
        try {
          game.play(refused);
        } catch (e) {
          err = e;
        }
      }
      game.free();
      return { code, refused, got: err?.code, message: err?.message, worded: Object.fromEntries(Object.entries(words).map(([l, w]) => [l, w.refusal(err)])) };
    });
  }, cases);
  assert.equal(results.length, cases.length);
  for (const r of results) {
    assert.equal(r.got, r.code, `${r.refused}: the code`);
    assert.equal(r.worded.en, r.message, `${r.refused}: English is the core's sentence`);
    for (const l of ['it', 'de']) {
      assert.ok(!/[{}]/.test(r.worded[l]) && r.worded[l] !== r.message, `${r.refused} in ${l}: ${r.worded[l]}`);
    }
  }
  assertClean(page);
});

test('shortcuts work with the board focused; Escape puts a picked-up piece back; ? lists the shortcuts', async () => {
  const page = await newPage(env.browser, { locale: 'de-DE' });
  await openGame(page, env.server.url, 'mode=friend');
  const cell = '[role="gridcell"][data-square="b1"]';
  const focusBoard = () => page.focus(cell);

  await pressCell(page, 'b1'); // picked up
  assert.match(await page.getAttribute(cell, 'aria-label'), /gewählt/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await page.getAttribute(cell, 'aria-label'), /gewählt/, 'Escape put it back');

  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await focusBoard();
  await page.keyboard.press('u');
  assert.equal((await state(page)).history.length, 0, 'u undid the move');
  await focusBoard();
  await page.keyboard.press('r');
  assert.equal((await state(page)).history.length, 1, 'r redid it');
  await focusBoard();
  await page.keyboard.press('f');
  assert.equal(await page.evaluate(() => window.loaTest.board.config().orientation), 'white', 'f flipped the board');
  await page.evaluate(() => window.loaTest.board.on('hint', () => (window.hinted = true)));
  await page.focus('[role="gridcell"][data-square="a2"]');
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.hinted === true, null, { timeout: 10000 });
  await page.focus('[role="gridcell"][data-square="a2"]');
  await page.keyboard.press('?');
  await page.waitForSelector('#shortcuts-dialog[open]');
  assert.match(await page.locator('#shortcuts-dialog').innerText(), /Tastenkürzel/);
  await page.keyboard.press('Escape');
  await page.focus('[role="gridcell"][data-square="a2"]');
  await page.keyboard.press('n');
  await page.waitForSelector('#new-game-dialog[open]');
  assertClean(page);
});
