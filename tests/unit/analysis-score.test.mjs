// The analysis panel's score in the page's language: Italian and German
// write "+1,28" beside "4,6 Mln/s", never "+1.28". Browser-free: evaluate() is pure.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate } from '../../www/analysis.js';
import { createWords } from '../../www/words/words.js';
import { loadCatalogue } from '../../www/words/catalogues.js';

await loadCatalogue('it');
await loadCatalogue('de');

const STATE = /** @type {any} */ ({
  players: [
    { colour: 'black', side: 'black', sideColour: 'black' },
    { colour: 'white', side: 'white', sideColour: 'white' },
  ],
});
const REPORT = /** @type {any} */ ({ side: 'black', score: 128, decisive: false, mate: null });

test('the score and the lead use the decimal mark of the language', () => {
  const expected = { en: ['+1.28', '1.28'], it: ['+1,28', '1,28'], de: ['+1,28', '1,28'] };
  for (const [locale, [score, amount]] of Object.entries(expected)) {
    const view = evaluate(REPORT, STATE, createWords({ locale }));
    assert.equal(view.score, score, locale);
    assert.ok(view.verdict.includes(amount), `${locale}: ${view.verdict}`);
    assert.ok(!/\d\.\d/.test(view.verdict) || locale === 'en', `${locale}: ${view.verdict}`);
  }
  // An even position too ("0,05").
  const even = evaluate({ ...REPORT, score: 5 }, STATE, createWords({ locale: 'de' }));
  assert.equal(even.score, '0,05');
});
