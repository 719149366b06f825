// The rules tour's words: the lesson catalogues (i18n/) are merged over the board's own
// (study-words.js), so one `Words` object words both the board and the lessons, in the language
// index.html would speak. Also the wording of the core's verdicts on a try (src/lesson: done,
// continue, miss, illegal).

import { createWords } from '../words/words.js';
import { registerWithBoard } from '../words/study-words.js';
import en from './i18n/en.js';
import it from './i18n/it.js';
import de from './i18n/de.js';

registerWithBoard({ en, it, de });

/** @typedef {import('../words/words.js').Words} Words */

/**
 * A verdict of the core on the learner's try (WasmLesson.check).
 * @typedef {{verdict: 'done' | 'continue' | 'miss' | 'illegal' | 'already-done', code?: string,
 *   square?: string, move?: string, count?: number, refusal?: {code: string, params: object, message: string}}} Verdict
 */

/** The lesson words of `locale` over the page's. @param {string} locale */
export function lessonWords(locale) {
  return createWords({ locale });
}

/** Whether the catalogue has `key` (a lesson's hint is optional). @param {Words} words @param {string} key */
export function has(words, key) {
  return key in words.catalogue || key in en;
}

/**
 * Why a try missed, in words: the core's code, worded; a move "not the one asked for" gets the
 * lesson's own hint when it has one.
 * @param {Words} words @param {Verdict} verdict @param {string} lessonId
 */
export function missText(words, verdict, lessonId) {
  const hint = `learn.${lessonId}.hint`;
  if (verdict.code === 'other-move' && has(words, hint)) return words.t(hint);
  const key = `learn.miss.${verdict.code}`;
  if (!has(words, key)) return words.t('learn.miss.other-move');
  return words.t(key, { square: verdict.square ?? '', move: verdict.move ?? '', count: verdict.count ?? 0 });
}
