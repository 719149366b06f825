// No sentence key is ever shown as itself, in any language: every key the page's code names
// (`t('link.badId'`, and the refusals of a game by link, worded as `link.<why>`) is in the
// English, Italian and German words of the page that says it — the board's catalogues with the
// sentences that load with a feature (a game by link, the games list, the whole-game analysis),
// the puzzle page's own and, for the rules tour's files, the tour's. A key
// missing in one language falls back to English; one missing everywhere would show as itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../e2e/files.mjs';

const WWW = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');
const LANGUAGES = ['en', 'it', 'de'];
const load = async (/** @type {string} */ path) => (await import(join(WWW, path))).default;

/** Every sentence each language has for the index and puzzle pages, and for the rules tour. */
async function wordsOf(/** @type {string} */ language) {
  const features = [
    (await import(join(WWW, 'words', 'people-words.js'))).PEOPLE_SENTENCES,
    (await import(join(WWW, 'words', 'link-words.js'))).LINK_SENTENCES,
    (await import(join(WWW, 'words', 'variation-words.js'))).VARIATION_SENTENCES,
    (await import(join(WWW, 'page', 'review-words.js'))).REVIEW_SENTENCES,
  ];
  const page = { ...(await load(`words/i18n/${language}.js`)), ...(await load(`puzzles/i18n/${language}.js`)) };
  for (const sentences of features) Object.assign(page, sentences[language]);
  return { page, learn: await load(`learn/i18n/${language}.js`) };
}

/** The keys named in the code: [file, key]. */
function keysInCode() {
  return filesUnder(WWW).then((paths) =>
    paths
      .filter((path) => path.endsWith('.js') && !path.includes('/i18n/'))
      .flatMap((path) => {
        const name = relative(WWW, path);
        const text = readFileSync(path, 'utf8');
        const literal = [...text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1]);
        return literal.map((key) => [name, key]);
      }),
  );
}

/** The refusals of an answer by link that friend.js words as `link.<why>`, read from link-check.js's verdicts. */
function linkRefusals() {
  const text = readFileSync(join(WWW, 'page', 'link-check.js'), 'utf8');
  const whys = [...text.matchAll(/why: '(\w+)'/g)].map((m) => m[1]);
  assert.ok(whys.length >= 6, 'link-check.js names its refusals');
  return [...new Set(whys)].map((why) => ['page/link-check.js', `link.${why}`]);
}

for (const language of LANGUAGES) {
  test(`every key the code names is worded in ${language}`, async () => {
    const { page, learn } = await wordsOf(language);
    const missing = [];
    for (const [name, key] of [...(await keysInCode()), ...linkRefusals()]) {
      const found = Object.hasOwn(page, key) || (name.startsWith('learn/') && Object.hasOwn(learn, key));
      if (!found) missing.push(`${name}: ${key}`);
    }
    assert.deepEqual(missing, [], `keys with no ${language} sentence`);
  });
}

test("the sentences of a refused or unreadable address by link are worded in every language, each differently", async () => {
  const keys = ['link.badId', 'link.unreadable', 'link.refused', 'link.refusedNew', 'link.lossOnTime'];
  const worded = await Promise.all(LANGUAGES.map(async (l) => (await wordsOf(l)).page));
  for (const key of keys) {
    const sentences = worded.map((w) => w[key]);
    assert.ok(sentences.every((s) => typeof s === 'string' && s.length > 10), `${key}: ${sentences}`);
    assert.equal(new Set(sentences).size, LANGUAGES.length, `${key} is translated: ${sentences}`);
  }
});
