// The board's words without a browser (www/words/words.js): templates, plural forms by count,
// missing keys and parameters, overrides, and registerCatalogue's checks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createWords, registerCatalogue, locales, english } from '../../www/words/words.js';

test('a template gets its parameters; a missing parameter stays visible', () => {
  const words = createWords();
  assert.equal(words.t('option.expectWhole', { min: 1, max: 6 }), 'a whole number from 1 to 6');
  assert.equal(words.t('option.expectWhole', { min: 1 }), 'a whole number from 1 to {max}');
});

test('a plural entry picks its form by count, as the locale counts', () => {
  const words = createWords();
  assert.equal(words.t('chip.hand', { count: 1, piece: 'white' }), '1 white piece in hand');
  assert.equal(words.t('chip.hand', { count: 3, piece: 'white' }), '3 white pieces in hand');
  assert.equal(words.t('chip.hand', { count: 0, piece: 'white' }), '0 white pieces in hand');
  // No count at all reads as zero: the "other" form, never a crash.
  assert.equal(words.t('chip.hand', { piece: 'black' }), '{count} black pieces in hand');
});

test('an unknown key comes back as itself', () => {
  assert.equal(english.t('no.such.key'), 'no.such.key');
  assert.equal(english.t('no.such.key', { count: 2 }), 'no.such.key');
});

test("the embedder's words replace the catalogue's, and only those", () => {
  const words = createWords({ words: { 'chip.you': 'Me' } });
  assert.equal(words.t('chip.you'), 'Me');
  assert.equal(english.t('chip.you'), 'You');
  assert.throws(() => createWords({ words: { 'chip.you': { one: 'x' } } }), /"chip.you" must be a sentence or plural forms with an "other" form/);
  assert.throws(() => createWords({ words: /** @type {any} */ ('Me') }), /the words option must be an object/);
});

test('registerCatalogue adds a locale, falls back to English per key, and refuses bad catalogues', () => {
  assert.throws(() => createWords({ locale: 'xx-test' }), /no catalogue for the locale "xx-test"/);
  registerCatalogue('xx-test', { 'chip.you': 'Ich', 'chip.hand': { one: 'ein Stein', other: '{count} Steine' } });
  assert.ok(locales().includes('xx-test'));
  const words = createWords({ locale: 'xx-test' });
  assert.equal(words.t('chip.you'), 'Ich');
  assert.equal(words.t('chip.hand', { count: 1 }), 'ein Stein');
  assert.equal(words.t('chip.hand', { count: 5 }), '5 Steine');
  assert.equal(words.t('option.expectFlag'), 'true or false', 'a key the catalogue lacks is English');
  assert.throws(() => registerCatalogue('', {}), /needs a locale/);
  assert.throws(() => registerCatalogue(/** @type {any} */ (7), {}), /needs a locale/);
  assert.throws(() => registerCatalogue('yy', /** @type {any} */ (null)), /the "yy" catalogue must be an object/);
  assert.throws(() => registerCatalogue('yy', { a: { one: 'x' } }), /"a" must be a sentence or plural forms/);
  assert.throws(() => registerCatalogue('yy', /** @type {any} */ ({ a: { other: 'x', several: 'y' } })), /"a" must be/);
  assert.throws(() => registerCatalogue('yy', /** @type {any} */ ({ a: 5 })), /"a" must be/);
  assert.ok(!locales().includes('yy'), 'a refused catalogue is not registered');
});
