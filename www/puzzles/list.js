// The list of puzzles beside the board: filtered by variant and by "win in N", grouped under
// headings (the variant, then "Win in 1 turn · Difficulty 2 of 6") in the order a player climbs
// them — shortest first, easiest first — each entry a numbered link to `#<id>` marked solved or
// tried, with the player's progress above it.

import { counts } from './progress.js';

/** @typedef {import('./collection.js').Puzzle} Puzzle */
/** @typedef {import('./progress.js').Mark} Mark */
/** @typedef {import('../words/words.js').Words} Words */

/**
 * The puzzles in the list's order: by variant (in the collection's order), then the number of
 * turns, then difficulty; the collection's order within. @param {Puzzle[]} puzzles
 */
export function listOrder(puzzles) {
  const variants = [...new Set(puzzles.map((p) => p.variant))];
  return puzzles
    .map((p, at) => ({ p, at }))
    .sort((a, b) => variants.indexOf(a.p.variant) - variants.indexOf(b.p.variant) || a.p.winsIn - b.p.winsIn || a.p.difficulty - b.p.difficulty || a.at - b.at)
    .map(({ p }) => p);
}

/**
 * @typedef {object} ListParts
 * @property {HTMLSelectElement} variant the variant filter
 * @property {HTMLSelectElement} winsIn the "win in N" filter
 * @property {HTMLElement} progress "Solved 3 · tried 5 · of 283"
 * @property {HTMLElement} shown how many match the filters
 * @property {HTMLElement} list the groups of puzzles, scrolled by itself
 */

/**
 * @param {ListParts} parts
 * @param {Puzzle[]} collection
 * @param {Map<string, Mark>} marks
 * @param {() => Words} words
 * @param {number} mostDifficult the top of the difficulty scale, for "Difficulty 2 of 6" as the card says it
 */
export function createList(parts, collection, marks, words, mostDifficult) {
  const puzzles = listOrder(collection);
  /** Each puzzle's number, its place in the whole list: the same whatever the filters. */
  const numbers = new Map(puzzles.map((p, at) => [p.id, at + 1]));
  /** The puzzle on the board, marked in the list. @type {string | null} */
  let currentId = null;

  /** Distinct values in the list's order. @param {(p: Puzzle) => string} of */
  const distinct = (of) => [...new Set(puzzles.map(of))];

  /** Fills a filter's options, keeping its choice. @param {HTMLSelectElement} select @param {[string, string][]} options */
  function fill(select, options) {
    const chosen = select.value;
    select.replaceChildren(...options.map(([value, label]) => new Option(label, value)));
    select.value = options.some(([value]) => value === chosen) ? chosen : '';
  }

  /** The puzzles the filters let through, in the list's order. */
  function matching() {
    return puzzles.filter(
      (p) => (!parts.variant.value || p.variant === parts.variant.value) && (!parts.winsIn.value || String(p.winsIn) === parts.winsIn.value),
    );
  }

  function render() {
    const w = words();
    fill(parts.variant, [['', w.t('puzzle.allVariants')], ...distinct((p) => p.variant).map((v) => /** @type {[string, string]} */ ([v, w.variant(v)]))]);
    fill(parts.winsIn, [
      ['', w.t('puzzle.anyLength')],
      ...[...new Set(puzzles.map((p) => p.winsIn))].sort((a, b) => a - b).map((n) => /** @type {[string, string]} */ ([String(n), w.t('puzzle.turns', { count: n })])),
    ]);
    const { solved, tried } = counts(marks);
    parts.progress.textContent = w.t('puzzle.progress', { solved, tried, total: puzzles.length });
    const shown = matching();
    parts.shown.textContent = shown.length ? w.t('puzzle.shown', { count: shown.length }) : w.t('puzzle.none');
    parts.list.replaceChildren(...groups(shown, w));
  }

  /**
   * The headings and numbered lists of `shown`: a variant's name, then one group per length and
   * difficulty (already in that order). @param {Puzzle[]} shown @param {Words} w
   */
  function groups(shown, w) {
    /** @type {HTMLElement[]} */
    const out = [];
    /** @type {HTMLOListElement | null} */
    let list = null;
    shown.forEach((p, at) => {
      const before = shown[at - 1];
      if (p.variant !== before?.variant) out.push(element('h3', 'puzzle-variant', w.variant(p.variant)));
      if (!list || p.variant !== before?.variant || p.winsIn !== before.winsIn || p.difficulty !== before.difficulty) {
        const head = element('h4', 'puzzle-group', w.t('puzzle.winsIn', { count: p.winsIn }));
        // The card's words exactly, so the list and the card say one thing.
        head.append(' · ', element('span', 'level', w.t('puzzle.difficulty', { level: p.difficulty, most: mostDifficult })));
        list = /** @type {HTMLOListElement} */ (element('ol', 'puzzle-links', ''));
        out.push(head, list);
      }
      list.append(item(p, w));
    });
    return out;
  }

  /** @param {Puzzle} p @param {Words} w */
  function item(p, w) {
    const link = element('a', '', w.t('puzzle.number', { number: numberOf(p.id) }));
    link.setAttribute('href', `#${p.id}`);
    if (p.id === currentId) link.setAttribute('aria-current', 'true');
    const mark = marks.get(p.id);
    if (mark) link.append(' ', element('span', `mark ${mark}`, w.t(mark === 'solved' ? 'puzzle.markSolved' : 'puzzle.markTried')));
    const li = document.createElement('li');
    li.append(link);
    return li;
  }

  /** The number of puzzle `id` in the list. @param {string} id */
  const numberOf = (id) => numbers.get(id) ?? 0;

  parts.variant.addEventListener('change', render);
  parts.winsIn.addEventListener('change', render);

  return {
    render,
    numberOf,
    /** Marks `id` as the puzzle on the board. @param {string} id */
    select(id) {
      currentId = id;
      render();
      // Scrolls the list only (scrollIntoView would scroll the page too, away from the board).
      const entry = /** @type {HTMLElement | null} */ (parts.list.querySelector('[aria-current]')?.parentElement ?? null);
      if (entry) parts.list.scrollTop = entry.offsetTop - parts.list.clientHeight / 2;
    },
    /** The puzzle after `id` in the list among those the filters let through (wrapping round), else in the whole list. @param {string} id */
    after(id) {
      const shown = matching();
      const pool = shown.length ? shown : puzzles;
      const at = pool.findIndex((p) => p.id === id);
      return pool[(at + 1) % pool.length];
    },
  };
}

/** An element with a class and text. @param {string} tag @param {string} className @param {string} text */
function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}
