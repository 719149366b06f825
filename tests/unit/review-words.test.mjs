// The whole-game analysis's own words (www/page/review-words.js): every language has every
// sentence, with the same parameters, and a sentence is chosen and filled as the board's are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REVIEW_SENTENCES, reviewWords } from '../../www/page/review-words.js';
import { createWords } from '../../www/words/words.js';

/** The `{name}`s of a sentence or of all its plural forms. */
const params = (entry) => [...new Set([...JSON.stringify(entry).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('Italian and German have every English sentence of the analysis, with its parameters', () => {
  for (const lang of ['it', 'de']) {
    assert.deepEqual(Object.keys(REVIEW_SENTENCES[lang]).sort(), Object.keys(REVIEW_SENTENCES.en).sort(), lang);
    for (const [key, entry] of Object.entries(REVIEW_SENTENCES.en)) {
      assert.deepEqual(params(REVIEW_SENTENCES[lang][key]), params(entry), `${lang} ${key}`);
    }
  }
});

test('a sentence is filled in, its plural chosen by count, and the board answers for its own keys', () => {
  const t = reviewWords(createWords({ locale: 'en' }));
  assert.equal(t('gameReview.missedWin', { count: 3 }), 'missed a win in 3');
  assert.equal(t('gameReview.done', { count: 1 }), '1 position analysed.');
  assert.equal(t('gameReview.done', { count: 61 }), 'All 61 positions analysed.');
  assert.equal(t('gameReview.run'), 'Analyse the whole game', 'from the board catalogue');
});
