// The pages' fixed texts as written in their HTML are the English catalogue's sentences, word for
// word: an English page then writes none of them at start (www/site/page-words.js writes only what
// differs), so nothing reflows once the words are in. A text that differs was a layout shift on
// every first visit (the first-visit card grew a line: Lighthouse's CLS 0.005).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const board = (await import('../../www/words/i18n/en.js')).default;
const learn = (await import('../../www/learn/i18n/en.js')).default;
const puzzles = (await import('../../www/puzzles/i18n/en.js')).default;

/** The marked elements of a page whose content is plain text: [key, text as written]. */
function markedTexts(html) {
  const found = [];
  for (const m of html.matchAll(/<(\w+)\b[^>]*\sdata-i18n="([^"]+)"[^>]*>([^<]*)<\/\1>/g)) {
    found.push([m[2], m[3].replace(/\s+/g, ' ').trim()]);
  }
  return found;
}

for (const [page, catalogues] of [
  ['index.html', [board]],
  ['learn.html', [learn, board]],
  ['puzzles.html', [puzzles, board]],
]) {
  test(`${page}: every marked text is its English sentence`, () => {
    const texts = markedTexts(readFileSync(page, 'utf8'));
    assert.ok(texts.length > 5, `${page} has marked texts`);
    const differ = [];
    for (const [key, written] of texts) {
      const sentence = catalogues.map((c) => c[key]).find((s) => s !== undefined);
      assert.equal(typeof sentence, 'string', `${page}: ${key} is a plain sentence of the English catalogue`);
      if (sentence.replace(/\s+/g, ' ').trim() !== written) differ.push(`${key}: "${written}" ≠ "${sentence}"`);
    }
    assert.deepEqual(differ, [], `${page}: texts that the English page would rewrite at start`);
  });
}
