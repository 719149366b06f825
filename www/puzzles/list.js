// The list of puzzles beside the board: filtered by variant and by "win in N", each entry a link
// to `#<id>` marked solved or tried, with the player's progress above it.

import { counts } from './progress.js';

/** @typedef {import('./collection.js').Puzzle} Puzzle */
/** @typedef {import('./progress.js').Mark} Mark */
/** @typedef {import('../words/words.js').Words} Words */

/**
 * @typedef {object} ListParts
 * @property {HTMLSelectElement} variant the variant filter
 * @property {HTMLSelectElement} winsIn the "win in N" filter
 * @property {HTMLElement} progress "Solved 3 · tried 5 · of 283"
 * @property {HTMLElement} shown how many match the filters
 * @property {HTMLOListElement} list
 */

/**
 * @param {ListParts} parts
 * @param {Puzzle[]} puzzles
 * @param {Map<string, Mark>} marks
 * @param {() => Words} words
 * @param {number} mostDifficult the top of the difficulty scale, for "Difficulty 2 of 6" as the card says it
 */
export function createList(parts, puzzles, marks, words, mostDifficult) {
  /** The puzzle on the board, marked in the list. @type {string | null} */
  let currentId = null;

  /** Distinct values in the collection's order. @param {(p: Puzzle) => string} of */
  const distinct = (of) => [...new Set(puzzles.map(of))];

  /** Fills a filter's options, keeping its choice. @param {HTMLSelectElement} select @param {[string, string][]} options */
  function fill(select, options) {
    const chosen = select.value;
    select.replaceChildren(...options.map(([value, label]) => new Option(label, value)));
    select.value = options.some(([value]) => value === chosen) ? chosen : '';
  }

  /** The puzzles the filters let through. */
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
      ...distinct((p) => String(p.winsIn)).map((n) => /** @type {[string, string]} */ ([n, w.t('puzzle.turns', { count: Number(n) })])),
    ]);
    const { solved, tried } = counts(marks);
    parts.progress.textContent = w.t('puzzle.progress', { solved, tried, total: puzzles.length });
    const shown = matching();
    parts.shown.textContent = shown.length ? w.t('puzzle.shown', { count: shown.length }) : w.t('puzzle.none');
    parts.list.replaceChildren(...shown.map((p) => item(p, w)));
  }

  /** @param {Puzzle} p @param {Words} w */
  function item(p, w) {
    const link = document.createElement('a');
    link.href = `#${p.id}`;
    link.textContent = w.t('puzzle.name', { variant: w.variant(p.variant), count: p.winsIn });
    const level = document.createElement('span');
    level.className = 'level';
    // The card's words exactly, so the list and the card say one thing.
    level.textContent = w.t('puzzle.difficulty', { level: p.difficulty, most: mostDifficult });
    link.append(' · ', level);
    if (p.id === currentId) link.setAttribute('aria-current', 'true');
    const mark = marks.get(p.id);
    if (mark) {
      const badge = document.createElement('span');
      badge.className = `mark ${mark}`;
      badge.textContent = w.t(mark === 'solved' ? 'puzzle.markSolved' : 'puzzle.markTried');
      link.append(' ', badge);
    }
    const li = document.createElement('li');
    li.append(link);
    return li;
  }

  parts.variant.addEventListener('change', render);
  parts.winsIn.addEventListener('change', render);

  return {
    render,
    /** Marks `id` as the puzzle on the board. @param {string} id */
    select(id) {
      currentId = id;
      render();
      // Scrolls the list only (scrollIntoView would scroll the page too, away from the board).
      const entry = /** @type {HTMLElement | null} */ (parts.list.querySelector('[aria-current]')?.parentElement ?? null);
      if (entry) parts.list.scrollTop = entry.offsetTop - parts.list.clientHeight / 2;
    },
    /** The puzzle after `id` among those the filters let through (wrapping round), else the collection's next. @param {string} id */
    after(id) {
      const shown = matching();
      const pool = shown.length ? shown : puzzles;
      const at = pool.findIndex((p) => p.id === id);
      return pool[(at + 1) % pool.length];
    },
  };
}
