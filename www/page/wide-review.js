// "Analyse the whole game" for a wide game, loaded on demand by app.js:
// the search (src/search/, on the wide board) looks at every position of the game in a worker of its own
// (worker.js, `analyse`), the core judges each move from the scores before and after it
// (judgeWideMove: the 8×8 analysis's judgement, src/boundary/game_review.rs, on the one
// scale), and this draws the progress, the 8×8 analysis's graph (review-graph.js) and the marked
// moves; a point or a mark shows that position on the board (wide-shown.js) with the better move
// as an arrow. Stop ends the worker and keeps what was found. The analysis is kept with the game
// under its own key, and shown again (after a reload too) while the game begins with its moves.

import { judgeWideMove } from '../../pkg/wide/loa.js';
import { startWideWorker } from '../wide/worker-start.js';
import { showBetter, shownPly } from '../wide/wide-shown.js';
import { drawGraph, hasStoredSteps, plyAt } from './review-graph.js';
import { reviewWords } from './review-words.js';
import { adoptStyle } from './game-review-style.js';
import { readStored, writeStored } from '../site/stored.js';

/** @typedef {Awaited<ReturnType<typeof import('../wide/wide-page.js').openWide>>} WideShown */
/**
 * What the analysis found after one position: Black's expected result `share` (0 to 1), and for
 * the move that led there its mark, the forced results it let go and the engine's better move.
 * @typedef {{ply: number, share: number, mark: string | null, missedWin?: number | null,
 *   allowedLoss?: number | null, better?: string | null}} Step
 */
/** @typedef {{v: number, variant: string, rules: string, moves: string[], total: number, steps: Step[], complete: boolean}} Review */

/** Its own key: the 8×8 analysis's (loa.gameReview) loads the 8×8 panel at the page's start. */
const KEY = 'loa.wideReview';
const VERSION = 1;
const MARKS = ['inaccuracy', 'mistake', 'blunder'];
let styled = false;
/** The panel of each wide game shown, made once. @type {WeakMap<WideShown, ReturnType<typeof createWideReview>>} */
const panels = new WeakMap();

/**
 * The analysis of the wide game `wide` (app.js's): its panel, made at the first call and
 * following the game until it closes; `run` starts an analysis (the button), else a saved one
 * is only shown (a reload).
 * @param {WideShown} wide @param {(text: string) => void} showError @param {boolean} [run]
 */
export function reviewWide(wide, showError, run = true) {
  let panel = panels.get(wide);
  if (!panel) {
    const made = createWideReview(/** @type {HTMLElement} */ (document.querySelector('#game-review')), wide, showError);
    wide.follow((closed) => (closed ? made.destroy() : made.update()));
    panels.set(wide, made);
    panel = made;
  }
  if (run) panel.start();
}

/** The saved analysis, if it has the right shape. @returns {Review | null} */
function loadReview() {
  const { value } = readStored(KEY);
  const ok =
    value?.v === VERSION &&
    typeof value.variant === 'string' &&
    typeof value.rules === 'string' &&
    hasStoredSteps(value);
  return ok ? /** @type {Review} */ (value) : null;
}

/**
 * The analysis panel of the wide game `wide`, in `host` (the page's #game-review, which holds
 * the run button); `showError` shows a sentence in the page's notices.
 * @param {HTMLElement} host @param {WideShown} wide @param {(text: string) => void} showError
 */
function createWideReview(host, wide, showError) {
  const board = wide.board;
  if (!styled) adoptStyle();
  styled = true;
  const words = board.options.words;
  const t = reviewWords(words);
  // The 8×8 analysis's panel, if loaded, steps aside while the wide game is shown.
  const others = /** @type {HTMLElement[]} */ ([...host.querySelectorAll('.gr-body')]);
  for (const other of others) other.hidden = true;
  const body = document.createElement('div');
  body.className = 'gr-body wr-body';
  body.innerHTML = `
    <div class="gr-progress" hidden><progress class="gr-bar" max="1" value="0"></progress><button type="button" class="gr-stop"></button></div>
    <p class="gr-status muted small" role="status"></p>
    <svg class="gr-graph" role="img" hidden></svg>
    <p class="gr-verdict" hidden></p>
    <ol class="gr-marks"></ol>
    <button type="button" class="wr-now" hidden></button>`;
  host.append(body);
  /** @type {(selector: string) => any} */
  const $ = (selector) => body.querySelector(selector);
  const run = /** @type {HTMLButtonElement} */ (host.querySelector('[data-action="review-game"]'));
  /** @type {SVGSVGElement} */
  const graph = $('.gr-graph');
  /** @type {Review | null} */
  let review = loadReview();
  /** @type {{worker: Worker, id: number} | null} */
  let running = null;
  let runs = 0;

  const texts = () => board.game.state().moves.map((/** @type {{text: string}} */ m) => m.text);
  /** The analysis, if it is of the game on the board (which may have gone on since). */
  const current = () => {
    if (!review || review.variant !== board.options.variant || review.rules !== board.options.simultaneous) return null;
    const moves = texts();
    return review.moves.every((m, i) => moves[i] === m) ? review : null;
  };
  /** Shows position `ply` (the game as it stands at its end); the wide page tells update(). @param {number} ply */
  const show = (ply) => wide.step(ply);

  $('.gr-stop').addEventListener('click', () => finish(runs, null));
  $('.wr-now').addEventListener('click', () => show(texts().length));
  graph.addEventListener('click', (e) => review && show(plyAt(graph, e.clientX, review.total)));

  /** Starts the analysis of the game as it stands. */
  function start() {
    const moves = texts();
    if (running || moves.length === 0) return;
    const id = ++runs;
    review = { v: VERSION, variant: board.options.variant, rules: board.options.simultaneous, moves, total: moves.length + 1, steps: [], complete: false };
    const outcome = board.game.state().outcome;
    const winner = outcome?.winner ?? null;
    const walk = { id, moves, seed: board.seed, ply: 0, outcome, winner, /** @type {{score: number, side: string, move: string} | null} */ previous: null };
    const worker = startWideWorker();
    running = { worker, id };
    worker.onmessage = (e) => take(walk, e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      finish(id, words.t('gameReview.failed', { message: e.message || 'the worker stopped' }));
    };
    ask(walk);
    render();
  }

  /** Asks for the search of the position after `walk.ply` plies. @param {{id: number, moves: string[], seed: number, ply: number}} walk */
  function ask(walk) {
    const { variant, simultaneous } = board.options;
    running?.worker.postMessage({ id: walk.id, analyse: true, variant, simultaneous, moves: walk.moves.slice(0, walk.ply).join(' '), seed: walk.seed + walk.ply });
  }

  /**
   * The worker's answer for the position after `walk.ply` plies: the move before it judged by the
   * core from the scores before and after it, both from its mover's view; the last position of a
   * game that ended there cannot be searched, and its result stands for its score.
   * @param {any} walk @param {{id: number, move?: string, score?: number, side?: string, error?: string}} data
   */
  function take(walk, data) {
    if (walk.id !== runs || !review || data.id !== walk.id) return;
    const last = walk.ply === walk.moves.length;
    const found = data.move !== undefined;
    if (!found && !(last && walk.outcome)) return finish(walk.id, words.t('gameReview.failed', { message: data.error ?? '' }));
    const previous = walk.previous;
    if (previous) {
      const mover = previous.side;
      const end = walk.winner === null ? 'drawn' : walk.winner === mover ? 'won' : 'lost';
      const score = /** @type {number} */ (data.score);
      const after = found ? (data.side === mover ? score : -score) : end;
      const judged = judgeWideMove(previous.score, after, previous.move === walk.moves[walk.ply - 1]);
      const share = (/** @type {number} */ e) => (mover === 'black' ? e : 1 - e);
      if (walk.ply === 1) review.steps.push({ ply: 0, share: share(judged.before), mark: null });
      const { mark, missedWin, allowedLoss } = judged;
      review.steps.push({ ply: walk.ply, share: share(judged.after), mark, missedWin, allowedLoss, better: mark ? previous.move : null });
      if (walk.ply % 8 === 0) writeStored(KEY, review);
    }
    if (found) walk.previous = { score: data.score, side: data.side, move: data.move };
    if (last) {
      review.complete = true;
      return finish(walk.id, null);
    }
    walk.ply += 1;
    ask(walk);
    render();
  }

  /** Ends run `id`: complete or stopped (`why` null), or failed. @param {number} id @param {string | null} why */
  function finish(id, why) {
    if (id !== runs || !running) return;
    running.worker.terminate();
    running = null;
    if (why) showError(why);
    if (review) writeStored(KEY, review);
    render();
  }

  /** Draws the state of things: progress, graph, marks, and the verdict of the move shown. */
  function render() {
    const shown = current();
    const moves = texts();
    run.disabled = !!running || moves.length === 0;
    $('.gr-progress').hidden = !running;
    $('.gr-stop').textContent = t('gameReview.stop');
    const done = shown?.steps.length ?? 0;
    const total = shown?.total ?? 0;
    const bar = /** @type {HTMLProgressElement} */ ($('.gr-bar'));
    bar.max = Math.max(1, total);
    bar.value = done;
    bar.setAttribute('aria-label', t('gameReview.title'));
    $('.gr-status').textContent = !shown
      ? ''
      : running
        ? t('gameReview.progress', { done, total })
        : shown.complete
          ? t('gameReview.done', { count: total })
          : t('gameReview.stopped', { done, total });
    graph.toggleAttribute('hidden', !shown || done === 0);
    const reviewing = shownPly(board);
    const now = $('.wr-now');
    now.hidden = reviewing === null;
    now.textContent = `▶| ${words.t('review.end')}`;
    $('.gr-verdict').hidden = true;
    if (!shown) return $('.gr-marks').replaceChildren();
    const ply = reviewing ?? moves.length;
    const marked = shown.steps.filter((s) => s.mark);
    drawGraph(graph, shown.steps.map((s) => ({ ply: s.ply, value: s.share })), shown.total, marked.map((s) => ({ ply: s.ply, mark: /** @type {string} */ (s.mark) })), ply);
    graph.setAttribute('aria-label', t('gameReview.graph', { side: board.t('colour.black') }));
    $('.gr-marks').replaceChildren(
      ...marked.map((s) => {
        const li = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `gr-mark gr-${s.mark}`;
        button.dataset.ply = String(s.ply);
        button.textContent = `${turnNumber(s.ply - 1)} ${shown.moves[s.ply - 1]} — ${t(`gameReview.${s.mark}`)}`;
        button.setAttribute('aria-current', String(ply === s.ply));
        button.addEventListener('click', () => show(s.ply));
        li.append(button);
        return li;
      }),
    );
    const judged = ply > 0 ? shown.steps.find((s) => s.ply === ply) : undefined;
    if (judged) {
      const verdict = $('.gr-verdict');
      verdict.hidden = false;
      verdict.className = `gr-verdict${judged.mark ? ` gr-${judged.mark}` : ''}`;
      verdict.textContent = `${turnNumber(judged.ply - 1)} ${shown.moves[judged.ply - 1]}: ${comment(judged, t) ?? t('gameReview.fine')}`;
    }
  }

  render();
  return {
    start,
    /** Draws again: the game changed (which also ends the showing of an earlier position). */
    update: () => {
      if (running && !current()) finish(runs, null); // the moves it analyses were taken back
      // An earlier position shown: the better move of the move that led there, as an arrow.
      const ply = shownPly(board);
      const better = ply === null ? null : current()?.steps.find((s) => s.ply === ply)?.better;
      if (better) showBetter(board, better);
      render();
    },
    /** Ends the panel with the wide game: the 8×8 analysis's panel comes back. */
    destroy() {
      finish(runs, null);
      body.remove();
      for (const other of others) other.hidden = false;
    },
  };
}

/** "12." or "12…" for ply `ply` (the sides alternate on every wide board). @param {number} ply */
function turnNumber(ply) {
  return `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '…'}`;
}

/**
 * What the analysis says of a move: "Blunder (missed a win in 3). Better: d1-c2", or null.
 * @param {Step} s @param {(key: string, params?: Record<string, string | number>) => string} t
 */
function comment(s, t) {
  if (!s.mark || !MARKS.includes(s.mark)) return null;
  const forced = [];
  if (s.missedWin) forced.push(t('gameReview.missedWin', { count: s.missedWin }));
  if (s.allowedLoss) forced.push(t('gameReview.allowedLoss', { count: s.allowedLoss }));
  const head = t(`gameReview.${s.mark}`) + (forced.length ? ` (${forced.join(', ')})` : '');
  return s.better ? `${head}. ${t('gameReview.better', { move: s.better })}` : `${head}.`;
}
