// Checks on the page's source that need no browser: small files, no rule fact in JavaScript
// (the core sends players, seats, sides, turns and drop colours; the page only draws and words
// them), and every sentence key the code uses present in the English catalogue.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './files.mjs';

const WWW = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');
const MAX_LINES = 400;

const sources = async () =>
  Promise.all(
    (await filesUnder(WWW)).map(async (path) => ({ name: relative(WWW, path), text: await readFile(path, 'utf8') })),
  );

// Files are split by concept, and a file this long usually holds two. Catalogues of sentences
// (the i18n/ folders) are data, not code: a language's sentences stay in one file.
const isCatalogue = (name) => name.split(/[\\/]/).includes('i18n');

test(`no file in www/ but a catalogue is longer than ${MAX_LINES} lines`, async () => {
  const long = (await sources())
    .filter(({ name }) => !isCatalogue(name))
    .map(({ name, text }) => ({ name, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter((f) => f.lines > MAX_LINES);
  assert.deepEqual(long, [], `split these files: ${long.map((f) => `${f.name} (${f.lines})`).join(', ')}`);
});

// Each pattern is a rule fact the core already knows, and where it may legitimately appear.
const RULE_FACTS = [
  { what: 'variant-specific logic', re: /['"](ambiloa|parachute|scrambled-eggs|standard-[67]x[67])['"]/, allowed: ['component/config.js', 'component/variant-builds.js'] },
  { what: 'a seat name', re: /\b(South|West|North|East)\b/, allowed: [] },
  { what: 'an AmbiLOA team colour', re: /['"](blue|yellow)['"]/, allowed: [] },
  { what: 'the colour a drop places', re: /colour\s*===\s*['"](black|white)['"]\s*\?/, allowed: [] },
  { what: 'turn grouping by colour', re: /\b(prev|last|history|turns?)\S*\.colour\s*===/, allowed: [] },
  { what: 'a team table', re: /SIDE_OF|\bSEAT\b/, allowed: [] },
];

test('no rule fact in the page: colours, teams, seats and turns come from the core', async () => {
  const found = [];
  for (const { name, text } of await sources()) {
    if (!name.endsWith('.js') || name.includes('/i18n/')) continue; // catalogues name things
    for (const { what, re, allowed } of RULE_FACTS) {
      if (allowed.includes(name)) continue;
      text.split('\n').forEach((line, i) => {
        // Comments may explain; only code counts.
        const code = line.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        if (re.test(code)) found.push(`${name}:${i + 1}: ${what}: ${line.trim()}`);
      });
    }
  }
  assert.deepEqual(found, []);
});

test('every sentence key the page uses is in the English catalogue', async () => {
  // The puzzle page's sentences are in its own catalogue, added to the board's (puzzles/words.js).
  const en = { ...(await import(join(WWW, 'words', 'i18n', 'en.js'))).default, ...(await import(join(WWW, 'puzzles', 'i18n', 'en.js'))).default };
  // Sentences that load with their feature, on demand, and are added to the board's words then:
  // playing people, play by link, the whole-game analysis, variations and the wide boards.
  Object.assign(
    en,
    (await import(join(WWW, 'words', 'people-words.js'))).PEOPLE_SENTENCES.en,
    (await import(join(WWW, 'words', 'link-words.js'))).LINK_SENTENCES.en,
    (await import(join(WWW, 'page', 'review-words.js'))).REVIEW_SENTENCES.en,
    (await import(join(WWW, 'words', 'variation-words.js'))).VARIATION_SENTENCES.en,
  );
  // The rules tour's own catalogue (www/learn/i18n/) serves the files of www/learn/ only.
  const { default: learnEn } = await import(join(WWW, 'learn', 'i18n', 'en.js'));
  const missing = [];
  for (const { name, text } of await sources()) {
    if (!name.endsWith('.js')) continue;
    for (const [, key] of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) {
      if (!(key in en) && !(name.startsWith('learn/') && key in learnEn)) missing.push(`${name}: ${key}`);
    }
  }
  assert.deepEqual(missing, []);
  for (const [key, value] of Object.entries(en)) {
    assert.ok(typeof value === 'string' || typeof value?.other === 'string', `${key} needs a sentence or an "other" form`);
  }
});
