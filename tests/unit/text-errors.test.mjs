// A text the file readers refuse is worded by the page in its language (src/boundary/text_error.rs,
// www/words/words.js `textError`): the kind of text, its place, and a turn the rules refuse as every
// refused move is worded. English as the core says it; no English word in Italian or German.
// Loads the built files wasm in Node, as one-game.test.mjs does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, builtPkg } from './declarations.mjs';
import { createWords, registerCatalogue } from '../../www/words/words.js';
import en from '../../www/words/i18n/en.js';
import it from '../../www/words/i18n/it.js';
import de from '../../www/words/i18n/de.js';
import { TEXT_SENTENCES, addTextWords } from '../../www/words/text-words.js';
import { VARIATION_SENTENCES, addVariationWords } from '../../www/words/variation-words.js';

const pkg = builtPkg();
const files = await import(pathToFileURL(join(pkg, 'files', 'loa.js')).href);
files.initSync({ module: readFileSync(join(pkg, 'files', 'loa_bg.wasm')) });
registerCatalogue('it', it);
registerCatalogue('de', de);

/** Words that are English and neither Italian nor German, as tests/e2e/languages.test.mjs lists them. */
const ENGLISH = new Set(
  'the you your move moves game record line column piece pieces black white holds file rank square squares turn it is on to jumps enemy lands'.split(' '),
);
const english = (/** @type {string} */ text) => (text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => ENGLISH.has(w));

/** The Error the files wasm throws for `text`. @param {string} text */
function refusalOf(text) {
  try {
    files.importText(text);
  } catch (err) {
    return err;
  }
  throw new Error(`${text} was read`);
}

// Texts of every kind and board whose turn the rules, or the side to move, refuse.
const REFUSED_TURNS = [
  ['[Variant "Standard"]\n\n1. b1-d3 a3-a4', 'wrong-distance'],
  ['(;GM[9];W[a2-c2])', 'wrong-turn'],
  ['1. d4-d5', 'no-piece'],
  ['[Variant "hex-5"]\n\n1. i2-g3', 'not-a-hex-line'],
  ['(;GM[9]SU[Black-hole];B[b1-b2])', 'wrong-distance'],
  ['standard~rep~mBTBj', 'no-piece'],
  ['[Variant "AmbiLOA"]\n\n1. b1-b5', 'wrong-distance'],
];

test('a turn the rules refuse comes with its place, number, player and the rules code', () => {
  for (const [text, code] of REFUSED_TURNS) {
    const err = refusalOf(text);
    assert.equal(err.text?.code, 'move', text);
    assert.equal(err.text.turn.code, code, text);
    assert.equal(typeof err.text.line, 'number');
    assert.ok(['record', 'sgf', 'link'].includes(err.text.format), text);
  }
});

test('English words a refused turn as the core says it, Italian and German with no English word', () => {
  const words = Object.fromEntries(['en', 'it', 'de'].map((l) => [l, createWords({ locale: l })]));
  for (const [text] of REFUSED_TURNS) {
    const err = refusalOf(text);
    const worded = Object.fromEntries(Object.entries(words).map(([l, w]) => [l, w.textError(err)]));
    // The core strips a move from a reason that starts with it ("it jumps …"); the page keeps the sentence.
    if (!/: it /.test(err.message)) assert.equal(worded.en, err.message, text);
    for (const l of ['it', 'de']) {
      assert.deepEqual(english(worded[l]), [], `${l}: ${worded[l]}`);
      assert.ok(!/[{}]/.test(worded[l]), `${l}: every placeholder filled: ${worded[l]}`);
    }
  }
  assert.equal(
    words.it.textError(refusalOf('[Variant "Standard"]\n\n1. b1-d3 a3-a4')),
    'notazione della partita, riga 3, colonna 10: mossa 1 (Bianco): a3-a4: sulla colonna a ci sono 6 pedine, quindi una pedina lì si muove di esattamente 6 caselle',
  );
});

test('an AmbiLOA turn names the seat with the colour, as English does', () => {
  const err = refusalOf('[Variant "AmbiLOA"]\n\n1. b1-b5');
  assert.match(err.message, /move 1 \(South \(White\)\): b1-b5: /);
  assert.match(createWords({ locale: 'it' }).textError(err), /: mossa 1 \(Sud \(Bianco\)\): b1-b5: /);
  assert.match(createWords({ locale: 'de' }).textError(err), /: Zug 1 \(Süd \(Weiß\)\): b1-b5: /);
});

test('a move a link cannot play is worded as a refused turn of a record', () => {
  const err = refusalOf('standard~rep~mBTBj');
  assert.equal(err.text.format, 'link');
  assert.equal(err.text.turn.code, 'no-piece');
  assert.equal(createWords({ locale: 'en' }).textError(err), err.message);
  assert.deepEqual(english(createWords({ locale: 'it' }).textError(err)), []);
});

test('an empty text is worded in each language; a reason with no code keeps the core English after the worded place', () => {
  const empty = refusalOf('   ');
  assert.equal(empty.text.code, 'empty');
  assert.deepEqual(english(createWords({ locale: 'de' }).textError(empty)), []);
  const field = refusalOf('standard 8/8/8 b');
  assert.equal(field.text.code, 'text');
  assert.match(createWords({ locale: 'de' }).textError(field), /^Stellungstext, Zeile 1, Spalte 10: board: has 3 ranks/);
  // An Error without the parts is its message, as before.
  assert.equal(createWords({ locale: 'it' }).textError(new Error('plain')), 'plain');
});

test('every kind of text the core names and every text sentence is worded in the three languages, each its own', () => {
  const source = readFileSync(join(ROOT, 'src', 'boundary', 'text_error.rs'), 'utf8');
  const formats = [...source.matchAll(/ImportFormat::\w+ => "(\w+)"/g)].map((m) => m[1]);
  assert.deepEqual(formats.sort(), ['link', 'position', 'record', 'sgf']);
  const keys = [...formats.map((f) => `text.${f}`), 'text.empty', 'text.move', 'text.moveRefused', 'text.wrongTurn'];
  for (const key of keys) {
    const said = [en, it, de].map((c) => c[key]);
    assert.ok(said.every((s) => typeof s === 'string' && s.length > 5), `${key}: ${said}`);
    // "SGF, line …" differs from "SGF, riga …" only after the kind: every sentence is translated.
    assert.equal(new Set(said).size, 3, `${key} is translated: ${said}`);
  }
});

// One bad text per reason code the core gives (tests/integration/text_reasons.rs holds the same rows).
const REASONS = [
  ['[ "x"]\n\n1. b1-d3', 'tag-no-name'],
  ['[Event x]\n\n1. b1-d3', 'tag-not-quoted'],
  ['[Event "x]\n\n1. b1-d3', 'tag-quote-not-closed'],
  ['[Event "x"\n\n1. b1-d3', 'tag-not-closed'],
  ['1. b1-d3 {a comment', 'comment-not-closed'],
  ['1. b1-d3 1-0 a8-a6', 'after-result'],
  ['1. b1-d3 2x', 'not-a-number'],
  ['1. b1-d3 3.', 'wrong-number'],
  ['(;GM[9])x', 'sgf-text-after'],
  ['(;GM[9]', 'sgf-tree-not-closed'],
  ['(;GM[9]((;', 'sgf-tree-not-closed'],
  ['()', 'sgf-no-node'],
  ['(GM[9])', 'sgf-property-outside-node'],
  ['(;GM[9]!)', 'sgf-unexpected'],
  ['(;GM[9', 'sgf-value-not-closed'],
  ['(;GM)', 'sgf-no-value'],
  ['(;GM[9])(;GM)', 'sgf-no-value'],
  ['1. b1-b3 ((1. b1-d3))', 'variation-no-turn'],
  ['1. b1-b3 )', 'variation-not-open'],
  ['1. b1-b3 (1. b1-d3', 'variation-not-closed'],
  ['1. b1-b3 (1. b1-d3 1-0)', 'variation-result'],
  [`1. b1-b3 ${'(1. b1-d3 '.repeat(33)}${')'.repeat(33)}`, 'variation-too-deep'],
];

test('every reason code the core can give has a sentence in English, Italian and German', () => {
  const source = readFileSync(join(ROOT, 'src', 'boundary', 'text_reason.rs'), 'utf8');
  const codes = [...source.matchAll(/ => "([a-z][a-z-]+)",/g)].map((m) => m[1]);
  assert.ok(codes.length >= 16, `the codes are read from the source: ${codes}`);
  for (const locale of ['en', 'it', 'de']) {
    // A variation's reasons load with variations' own sentences (files.js loadTextWords loads both).
    const variationReasons = Object.keys(VARIATION_SENTENCES[locale]).filter((k) => k.startsWith('reason.'));
    const keys = [...Object.keys(TEXT_SENTENCES[locale]), ...variationReasons];
    for (const code of codes) assert.ok(keys.includes(`reason.${code}`), `${locale} words the reason ${code}`);
    // No sentence for a code the core no longer gives (besides the one that names a file's game).
    assert.deepEqual(keys.filter((k) => k !== 'reason.in-game' && !codes.includes(k.slice('reason.'.length))), [], locale);
  }
});

test('a reason is worded as the core says it in English, and in Italian and German with no English left', () => {
  const words = Object.fromEntries(['en', 'it', 'de'].map((l) => [l, createWords({ locale: l })]));
  // Before its sentences load, the core's English stands after the worded place.
  const early = refusalOf('[Event x]');
  assert.equal(createWords({ locale: 'de' }).textError(early), `Partienotation, Zeile 1, Spalte 1: ${early.text.detail}`);
  for (const w of Object.values(words)) addTextWords(w), addVariationWords(w);
  for (const [text, code] of REASONS) {
    const err = refusalOf(text);
    assert.equal(err.text.reason?.code, code, text);
    assert.equal(words.en.textError(err), err.message, text);
    for (const l of ['it', 'de']) {
      const said = words[l].textError(err);
      assert.deepEqual(english(said), [], `${l}: ${said}`);
      assert.ok(!/\{\w+\}/.test(said), `${l}: every placeholder filled: ${said}`);
      assert.ok(!said.includes(err.text.detail), `${l} words the reason itself: ${said}`);
    }
  }
  assert.equal(
    words.it.textError(refusalOf('[Event "x]\n\n1. b1-d3')),
    'notazione della partita, riga 1, colonna 1: tag Event: manca la virgoletta che chiude il valore',
  );
  assert.equal(words.de.textError(refusalOf('(;GM[9])(;GM)')), 'SGF, Zeile 1, Spalte 11: Partie 2: Die Eigenschaft GM hat keinen [Wert]');
  assert.equal(words.de.textError(refusalOf('(;GM[9]((;')), 'SGF, Zeile 1, Spalte 11: Der Partiebaum ist nicht geschlossen: Es fehlen 3 )');
});
