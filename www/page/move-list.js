// The move list's rows, drawn as a window over the game: only the rows in view and a few around
// them are in the page, the rest is padding of their height, so a game of 60,000 plies draws in
// as little time as one of 60 (a row for each of 30,000 rounds took seconds to build and to lay
// out, after every move). Rows already drawn are kept while their turns are the same; the
// numbering comes from the list's `start`, and each row says its place in the whole list to
// screen readers (aria-posinset, aria-setsize). Scrolling draws the rows that come into view.

/** @typedef {import('../types/types.js').State} State */
/** A move's mark from the whole-game analysis, beside it in the list: `glyph` ("?!", "?", "??"),
 *  `label` (its name, for the tooltip and screen readers) and `mark` (the core's key, its colour).
 *  @typedef {{glyph: string, label: string, mark: string}} MoveMark */

/** Rows drawn beyond those in view on each side, so a short scroll finds them drawn already. */
const OVERSCAN = 24;
/** A row's height in pixels until one has been measured. */
const ROW_PX = 22;

/**
 * The rows to draw, `first` to before `end`, of `count` rows of `rowPx` pixels in a view of
 * `height` pixels scrolled to `top`: those in view and `overscan` more on each side. Pure.
 * @param {{count: number, rowPx: number, top: number, height: number, overscan?: number}} view
 * @returns {{first: number, end: number}}
 */
export function rowsInView({ count, rowPx, top, height, overscan = OVERSCAN }) {
  const px = rowPx > 0 ? rowPx : ROW_PX;
  // A view scrolled past the end (the list just got shorter) shows the last rows.
  const at = clamp(top, 0, Math.max(0, count * px - height));
  const first = clamp(Math.floor(at / px) - overscan, 0, count);
  const end = clamp(Math.ceil((at + Math.max(0, height)) / px) + overscan, first, count);
  return { first, end };
}

/**
 * Where to scroll a view of `height` pixels over `count` rows of `rowPx` pixels now at `top` so
 * that row `row` is in it (unchanged when it is); the last row at the bottom for `row` = count - 1.
 * @param {{count: number, rowPx: number, top: number, height: number, row: number}} view
 */
export function scrollToRow({ count, rowPx, top, height, row }) {
  const px = rowPx > 0 ? rowPx : ROW_PX;
  const max = Math.max(0, count * px - height);
  if (row * px < top) return clamp(row * px, 0, max);
  if ((row + 1) * px > top + height) return clamp((row + 1) * px - height, 0, max);
  return clamp(top, 0, max);
}

/** @param {number} n @param {number} low @param {number} high */
const clamp = (n, low, high) => Math.min(Math.max(n, low), high);

/** The move list of the index page: `list` is its <ol>, scrolled by its parent. */
export class MoveList {
  /** @param {HTMLOListElement} list @param {(ply: number) => void} review shows the position after `ply` plies */
  constructor(list, review) {
    this.list = list;
    this.scroller = /** @type {HTMLElement} */ (list.parentElement);
    // The browser's scroll anchoring would move the view when the padding above the rows
    // changes; this list places its view itself.
    this.scroller.style.overflowAnchor = 'none';
    this.review = review;
    /** The rows drawn, by their index: the key of their turns and the row. @type {Map<number, {key: string, li: HTMLLIElement}>} */
    this.rows = new Map();
    this.rowPx = 0;
    /** What `show` was last given. @type {{state: State, current: number} | null} */
    this.shown = null;
    /** The analysis's marks by the ply of the position each marked move led to. @type {Map<number, MoveMark>} */
    this.marks = new Map();
    let pending = false;
    this.scroller.addEventListener('scroll', () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        this.draw(this.scroller.scrollTop);
      });
    });
  }

  /**
   * Shows the turns of `state` with the one ending at ply `current` marked, scrolled to the end
   * while the game as it stands is shown (`follow`), else to the marked turn.
   * @param {State} state @param {number} current @param {boolean} follow
   */
  show(state, current, follow) {
    this.shown = { state, current };
    const round = state.players.length;
    this.list.dataset.seats = String(round);
    const count = this.count();
    const height = this.scroller.clientHeight;
    const now = this.scroller.scrollTop;
    const index = state.turns.findIndex((turn) => turn.plies[1] + 1 === current);
    const row = follow ? count - 1 : index < 0 ? -1 : Math.floor(index / round);
    const place = () => (row < 0 ? now : scrollToRow({ count, rowPx: this.rowPx, top: now, height, row }));
    let top = place();
    const guessed = this.rowPx;
    this.draw(top);
    // The first rows drawn give the rows' true height: the place is worked out again with it.
    if (this.rowPx !== guessed) this.draw((top = place()));
    // The padding is in place now: the view can be scrolled there. An empty list has nothing to
    // show, and reading its height would force a layout while the page is still starting.
    if (count > 0 && top !== now) this.scroller.scrollTop = follow ? this.scroller.scrollHeight : top;
  }

  /**
   * Puts the analysis's marks beside their moves (an empty map takes them away); the rows are
   * drawn again. @param {Map<number, MoveMark>} marks
   */
  setMarks(marks) {
    const same = marks.size === this.marks.size && [...marks].every(([ply, m]) => this.marks.get(ply)?.glyph === m.glyph && this.marks.get(ply)?.label === m.label);
    if (same) return;
    this.marks = marks;
    this.rows.clear();
    this.draw(this.scroller.scrollTop);
  }

  /** The mark of a turn's move (of a Parachute slide and its drop, the first marked). @param {State['turns'][number]} turn */
  markOf(turn) {
    for (let ply = turn.plies[0] + 1; ply <= turn.plies[1] + 1; ply++) {
      const mark = this.marks.get(ply);
      if (mark) return mark;
    }
    return null;
  }

  /** Rows: one per round, and the result's. */
  count() {
    if (!this.shown) return 0;
    const { state } = this.shown;
    return Math.ceil(state.turns.length / state.players.length) + (state.outcome ? 1 : 0);
  }

  /** Draws the rows in view of the list scrolled to `top`. @param {number} top */
  draw(top) {
    if (!this.shown) return;
    const { current } = this.shown;
    const count = this.count();
    const { first, end } = rowsInView({ count, rowPx: this.rowPx, top, height: this.scroller.clientHeight });
    const items = [];
    for (let i = first; i < end; i++) items.push(this.row(i, count));
    for (const i of this.rows.keys()) if (i < first || i >= end) this.rows.delete(i);
    for (const li of items) {
      for (const b of li.querySelectorAll('button')) {
        const button = /** @type {HTMLButtonElement} */ (b);
        const on = Number(button.dataset.ply) === current;
        button.classList.toggle('current', on);
        button.setAttribute('aria-current', String(on));
      }
    }
    this.list.start = first + 1;
    if (!sameChildren(this.list, items)) this.list.replaceChildren(...items);
    if (items.length) this.rowPx = measured(items) || this.rowPx;
    const px = this.rowPx || ROW_PX;
    this.list.style.paddingTop = `${first * px}px`;
    this.list.style.paddingBottom = `${(count - end) * px}px`;
  }

  /** Row `i` of `count`, the one drawn when its turns are the same. @param {number} i @param {number} count */
  row(i, count) {
    const { state } = /** @type {{state: State}} */ (this.shown);
    const round = state.players.length;
    const turns = state.turns.slice(i * round, (i + 1) * round);
    const result = turns.length === 0 && state.outcome ? state.outcome.result.replaceAll('1/2', '½') : '';
    const key = result ? `=${result}` : turns.map((t) => `${t.plies[0]}:${t.text}${this.markOf(t)?.glyph ?? ''}`).join(' ');
    const kept = this.rows.get(i);
    const li = kept?.key === key ? kept.li : document.createElement('li');
    if (kept?.key !== key) {
      if (result) {
        li.className = 'result';
        // The core writes a draw as 1/2; the list shows the usual ½.
        li.textContent = result;
      } else {
        li.append(...turns.map((turn) => this.button(turn)));
      }
      this.rows.set(i, { key, li });
    }
    li.setAttribute('aria-posinset', String(i + 1));
    li.setAttribute('aria-setsize', String(count));
    return li;
  }

  /** A turn's button: it shows the position after it. @param {State['turns'][number]} turn */
  button(turn) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = turn.text;
    button.className = `move loa-${turn.colour}`;
    const mark = this.markOf(turn);
    if (mark) {
      // "b1-d3??": the glyph beside the move as annotators write it, its name said and shown on hover.
      const glyph = document.createElement('span');
      glyph.className = `move-mark gr-${mark.mark}`;
      glyph.textContent = mark.glyph;
      glyph.setAttribute('aria-hidden', 'true');
      button.append(glyph);
      button.title = mark.label;
      button.setAttribute('aria-label', `${turn.text}, ${mark.label}`);
    }
    const after = turn.plies[1] + 1;
    button.dataset.ply = String(after);
    button.addEventListener('click', () => this.review(after));
    return button;
  }
}

/** Whether `parent`'s children are `items`, in order. @param {Element} parent @param {Element[]} items */
function sameChildren(parent, items) {
  return parent.children.length === items.length && items.every((li, i) => parent.children[i] === li);
}

/**
 * The mean height of the rows drawn, in pixels (0 when they are not laid out): to the fraction,
 * as an error of a pixel's fraction per row would add up to hundreds over 10,000 rows.
 * @param {HTMLLIElement[]} items
 */
function measured(items) {
  const top = items[0].getBoundingClientRect().top;
  return (items[items.length - 1].getBoundingClientRect().bottom - top) / items.length;
}
