// The page's choice of language without a browser (www/site/language.js, the pure part of
// settings.js's pageLanguage): the address first, then the remembered choice, then the browser's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLanguage, browserLanguage, isLanguage, loadLanguage, LANGUAGES } from '../../www/site/language.js';
import { createWords, locales } from '../../www/words/words.js';

test('the languages spoken, and nothing else', () => {
  assert.deepEqual(Object.keys(LANGUAGES), ['en', 'it', 'de']);
  for (const tag of ['en', 'it', 'de']) assert.ok(isLanguage(tag), tag);
  for (const tag of ['EN', 'fr', '', null, undefined, 3, 'toString', '__proto__']) assert.ok(!isLanguage(tag), String(tag));
});

test("the browser's first language the page speaks, by its primary tag, else English", () => {
  assert.equal(browserLanguage(['fr-FR', 'de-CH', 'it']), 'de');
  assert.equal(browserLanguage(['IT-it']), 'it');
  assert.equal(browserLanguage(['fr', 'es']), 'en');
  assert.equal(browserLanguage([]), 'en');
});

test('the address wins, then the remembered choice, then the browser; a bad address value is reported', () => {
  assert.deepEqual(chooseLanguage('it', 'de', ['en']), { language: 'it', fromAddress: true, badValue: null });
  assert.deepEqual(chooseLanguage(null, 'de', ['it']), { language: 'de', fromAddress: false, badValue: null });
  assert.deepEqual(chooseLanguage(null, null, ['it-CH']), { language: 'it', fromAddress: false, badValue: null });
  assert.deepEqual(chooseLanguage('klingon', 'de', ['it']), { language: 'de', fromAddress: false, badValue: 'klingon' });
  assert.deepEqual(chooseLanguage('fr', 'xx', ['fr']), { language: 'en', fromAddress: false, badValue: 'fr' });
});

test('a language loads on demand and its catalogue speaks', async () => {
  await loadLanguage('en');
  await loadLanguage('it');
  assert.ok(locales().includes('it'));
  const italian = createWords({ locale: 'it' });
  assert.notEqual(italian.t('chip.you'), createWords().t('chip.you'));
});
