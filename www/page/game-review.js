// "Analyse the whole game" (after lichess's computer analysis), loaded on demand
// by app.js the first time it is asked for (or when a saved analysis is to be shown). The engine
// searches every position of the game, one after the other, in a worker of its own (the
// computer player's worker and its ordinary 'search' message: never on this thread), the core
// judges each move from the scores before and after it, and this draws the progress, the
// evaluation graph (review-graph.js) and the marked moves; Stop terminates the worker and keeps
// what was found.
// What a score means and which move is a mistake is decided in Rust (src/boundary/game_review.rs);
// this only draws it and words it.
//
// The analysis is kept with the game: saved under the game's identity (kept-reviews.js), with the
// game's start and moves, and shown again whenever the game on the board begins with those moves
// (after a reload too). The record and SGF exports carry its marks as comments (withComments,
// through the game's own comments that records keep), and "Export all" every kept game's
// (review-notes.js says them).

import { WorkerClient } from '../component/worker/worker-client.js';
import { workerKit, whyUnavailable } from '../component/worker/worker-start.js';
import { buildOf, coreOf } from '../component/builds.js';
import { keepReview } from './kept-reviews.js';
import { keptReview, reviewFits, reviewComments, comment, VERSION } from './review-notes.js';
import { drawGraph, plyAt } from './review-graph.js';
import { reviewWords } from './review-words.js';
import { adoptStyle } from './game-review-style.js';
import { markMoves } from './panel.js';

/** The annotators' glyphs of the core's marks, written beside the moves in the list. */
const GLYPHS = Object.freeze({ inaccuracy: '?!', mistake: '?', blunder: '??' });

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../types/types.js').Move} Move */
/**
 * What the analysis found after one position (the worker's 'step', judged in
 * src/boundary/game_review.rs): the expected result `share` (0 to 1) of the side Black names,
 * and for the move that led there (none at the start) its `mark` ('inaccuracy' | 'mistake' |
 * 'blunder' or null), the forced results it let go, and the engine's `better` move for a marked one.
 * @typedef {{ply: number, share: number, mark: string | null, missedWin?: number | null,
 *   allowedLoss?: number | null, better?: Move | null}} Step
 */
/**
 * An analysis under way: the game (start, packed moves), the search limits, the side whose share
 * the graph shows, how the game ended for its last mover (null if it did not end with it), the
 * ply whose position is being searched, and what the search said of the one before.
 * @typedef {{id: number, core: import('../component/core.js').Core, start: string, moves: number[],
 *   limits: {level: number, movetimeMs: number, seed: number}, first: string, end: 'won' | 'lost' | 'drawn' | null,
 *   ply: number, previous: {score: number, side: string, best: Move} | null}} Walk
 */
/**
 * An analysis of one game, as saved.
 * @typedef {{v: number, start: string, moves: string[], total: number, steps: Step[], complete: boolean}} Review
 */

/**
 * The whole analysis takes about this long, shared among the positions (60 moves: 61 positions
 * of 410 ms), and within the budget of 30 s for a 60-move game counted either way (60 plies, or
 * 60 numbered moves of two plies). `node bench/page/bench_review.mjs` prints the figures.
 */
export const TOTAL_MS = 25000;
/** Each position's search time within these bounds: long games get less each, short ones more. */
const PER_POSITION_MS = { min: 150, max: 1000 };

/** The search time of each position of a game of `positions` positions. @param {number} positions */
export function perPositionMs(positions) {
  return Math.round(Math.min(PER_POSITION_MS.max, Math.max(PER_POSITION_MS.min, TOTAL_MS / Math.max(1, positions))));
}

let styled = false;

/**
 * Wires the analysis into `host` (the panel's #game-review, holding the run button) for `board`;
 * `showError` shows a sentence in the page's notices; `idOf()` is the identity of the game on the
 * board, under which its analysis is kept. The sentence judging the move shown goes into
 * `verdictSlot`, right under the board's banner: beside the board at every size, not under the
 * move list (on a phone a screen and more below the board).
 * @param {HTMLElement} host @param {Api} board @param {(text: string) => void} showError @param {() => string} idOf
 * @param {HTMLElement} verdictSlot
 */
export function createGameReview(host, board, showError, idOf, verdictSlot) {
  if (!styled) adoptStyle();
  styled = true;
  const body = document.createElement('div');
  body.className = 'gr-body';
  body.innerHTML = `
    <div class="gr-progress" hidden>
      <progress class="gr-bar" max="1" value="0"></progress>
      <button type="button" class="gr-stop"></button>
    </div>
    <p class="gr-status muted small" role="status"></p>
    <svg class="gr-graph" role="img" hidden></svg>
    <p class="gr-legend muted small" hidden><span class="gr-swatch" aria-hidden="true"></span> <span></span></p>
    <p class="gr-verdict" hidden></p>
    <ol class="gr-marks"></ol>`;
  host.append(body);
  /** @type {(selector: string) => HTMLElement} */
  const $ = (selector) => /** @type {HTMLElement} */ (body.querySelector(selector));
  const parts = {
    progress: $('.gr-progress'),
    bar: /** @type {HTMLProgressElement} */ ($('.gr-bar')),
    stop: /** @type {HTMLButtonElement} */ ($('.gr-stop')),
    status: $('.gr-status'),
    graph: /** @type {SVGSVGElement} */ (/** @type {unknown} */ ($('.gr-graph'))),
    verdict: $('.gr-verdict'),
    legend: $('.gr-legend'),
    marks: $('.gr-marks'),
  };
  verdictSlot.append(parts.verdict);
  const run = /** @type {HTMLButtonElement} */ (host.querySelector('[data-action="review-game"]'));

  /** The game whose analysis `review` is kept as. */
  let reviewId = idOf();
  /** @type {Review | null} */
  let review = keptReview(reviewId);
  /** @type {{client: WorkerClient, id: number} | null} */
  let running = null;
  let runs = 0;
  /** Why the last run ended early ('stopped', or a failure's words), or null. @type {string | null} */
  let ended = null;

  parts.stop.addEventListener('click', () => stop('stopped'));
  parts.graph.addEventListener('click', (e) => {
    if (!review) return;
    board.review(plyAt(parts.graph, e.clientX, review.total));
  });

  /** Whether `review` is of the game on the board, as last found (null: to be found again). @type {boolean | null} */
  let matches = null;
  /** The analysis, if it is of the game on the board (the game may have gone on since). */
  function current() {
    if (matches === null) {
      // The game as text, asked of the core once per change of the game, not once per position.
      const pos = board.getPosition();
      matches = !!review && !!pos && reviewFits(review, pos.start, pos.moves);
    }
    return matches ? review : null;
  }

  /** Starts the analysis of the game as it stands. */
  async function start() {
    const state = board.state();
    const pos = board.getPosition();
    if (running || !state || !pos || state.history.length === 0) return;
    const id = ++runs;
    reviewId = idOf();
    review = { v: VERSION, start: pos.start, moves: pos.moves, total: state.history.length + 1, steps: [], complete: false };
    matches = true;
    ended = null;
    render();
    let kit;
    let core;
    try {
      // Every board's game by its own build's worker and judgement (builds.js).
      const build = await buildOf({ link: pos.link });
      [kit, core] = await Promise.all([workerKit(build), coreOf(build)]);
    } catch (err) {
      const { offline, detail } = whyUnavailable(err);
      return finish(id, reviewWords(board.words())(offline ? 'gameReview.offline' : 'gameReview.failed', { message: detail }));
    }
    if (id !== runs) return; // stopped while the files loaded
    const walk = {
      id,
      core,
      start: pos.start,
      moves: state.history.map((m) => m.packed),
      limits: { level: 6, movetimeMs: perPositionMs(state.history.length + 1), seed: pos.seed },
      first: firstSide(state),
      end: ending(state),
      ply: 0,
      /** @type {{score: number, side: string, best: Move} | null} */
      previous: null,
    };
    const client = new WorkerClient(kit, {
      who: 'the game analysis',
      name: 'loa-game-analysis',
      onReply: (data) => reply(walk, data),
      onCrash: (why) => finish(id, board.words().t('gameReview.failed', { message: why })),
    });
    running = { client, id };
    ask(walk);
    render();
  }

  /**
   * Asks the worker to search the position after `walk.ply` plies: the ordinary search, one
   * position at a time, so the engine never runs on this thread.
   * @param {Walk} walk
   */
  function ask(walk) {
    const { id, start, moves, limits, ply } = walk;
    running?.client.post({ type: 'search', id, start, moves: moves.slice(0, ply), limits: { ...limits, seed: limits.seed + ply } });
  }

  /**
   * The worker's answer for the position after `walk.ply` plies: the move before it judged by the
   * core (judgeMove, src/boundary/game_review.rs) from the scores before and after it, turned to
   * the mover's view by their sign only (the same side moves again after a Parachute slide); then
   * the next position. The last position of a game that ended cannot be searched: its result
   * (`walk.end`) stands for its score.
   * @param {Walk} walk @param {any} data
   */
  function reply(walk, data) {
    if (walk.id !== runs || !review || data.id !== walk.id || data.type === 'info') return;
    // Timed, for the benchmark of the main thread's share of the work (bench_review.mjs).
    const begun = performance.now();
    take(walk, data);
    performance.measure('loa:review-step', { start: begun });
  }

  /** @param {Walk} walk @param {any} data */
  function take(walk, data) {
    if (!review) return;
    const last = walk.ply === walk.moves.length;
    const answer = data.type === 'done' ? data.result : null;
    if (!answer && !(last && walk.end && data.type === 'error' && !data.trap)) {
      finish(walk.id, board.words().t('gameReview.failed', { message: data.message }));
      return;
    }
    const previous = walk.previous;
    if (previous) {
      const mover = previous.side;
      const after = answer ? (answer.info.side === mover ? answer.info.score : -answer.info.score) : walk.end;
      const judged = walk.core.judgeMove(previous.score, /** @type {number | 'won' | 'lost' | 'drawn'} */ (after), previous.best.packed === walk.moves[walk.ply - 1]);
      const share = (/** @type {number} */ e) => (mover === walk.first ? e : 1 - e);
      if (walk.ply === 1) review.steps.push({ ply: 0, share: share(judged.before), mark: null });
      const { mark, missedWin, allowedLoss } = judged;
      review.steps.push({ ply: walk.ply, share: share(judged.after), mark, missedWin, allowedLoss, better: mark ? previous.best : null });
      if (walk.ply % 8 === 0) keepReview(reviewId, review); // and when it ends
    }
    if (answer) walk.previous = { score: answer.info.score, side: answer.info.side, best: answer.best };
    if (last) {
      review.complete = true;
      finish(walk.id, null);
      return;
    }
    walk.ply += 1;
    ask(walk);
    render();
  }

  /** Ends run `id`: complete (`why` null) or not. @param {number} id @param {string | null} why */
  function finish(id, why) {
    if (id !== runs) return;
    running?.client.stop();
    running = null;
    ended = why;
    if (why && why !== 'stopped') showError(why);
    // Kept for good now; when it cannot be, no older analysis of the game stays, and it is said.
    if (review && !keepReview(reviewId, review)) showError(reviewWords(board.words())('gameReview.notKept'));
    render();
  }

  /** Stops the analysis under way; what it found stays. @param {string} why */
  function stop(why) {
    if (!running && ended !== null) return;
    finish(runs, why);
  }

  /** Draws the state of things: progress, graph, marks, and the verdict of the move shown. */
  function render() {
    const words = board.words();
    const t = reviewWords(words);
    const state = board.state();
    const shown = current();
    const busy = !!running || (!!review && !review.complete && ended === null && review.steps.length === 0 && runs > 0);
    run.disabled = busy || !state || state.history.length === 0;
    parts.progress.hidden = !busy;
    parts.stop.textContent = t('gameReview.stop');
    const done = shown?.steps.length ?? 0;
    const total = shown?.total ?? 0;
    parts.bar.max = Math.max(1, total);
    parts.bar.value = done;
    parts.bar.setAttribute('aria-label', t('gameReview.title'));
    parts.status.textContent = !shown
      ? ''
      : busy
        ? t('gameReview.progress', { done, total })
        : shown.complete
          ? t('gameReview.done', { count: total })
          : t('gameReview.stopped', { done, total });
    parts.graph.toggleAttribute('hidden', !shown || done === 0);
    parts.legend.hidden = !shown || done === 0;
    parts.verdict.hidden = true;
    if (!shown || !state) {
      parts.marks.replaceChildren();
      markMoves(new Map());
      return;
    }
    const first = firstSide(state);
    const points = shown.steps.map((p) => ({ ply: p.ply, value: p.share }));
    const marked = shown.steps.filter((j) => j.mark);
    const ply = board.reviewing() ?? state.ply;
    drawGraph(parts.graph, points, shown.total, marked.map((j) => ({ ply: j.ply, mark: /** @type {string} */ (j.mark) })), ply);
    parts.graph.setAttribute('aria-label', t('gameReview.graph', { side: words.side(first) }));
    const other = state.players.find((p) => p.side !== first)?.side ?? first;
    /** @type {HTMLElement} */ (parts.legend.lastElementChild).textContent = t('gameReview.legend', { side: words.side(first), other: words.side(other) });
    markMoves(new Map(marked.map((j) => [j.ply, { glyph: GLYPHS[/** @type {keyof typeof GLYPHS} */ (j.mark)], label: t(`gameReview.${j.mark}`), mark: /** @type {string} */ (j.mark) }])));
    parts.marks.replaceChildren(
      ...marked.map((j) => {
        const li = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `gr-mark gr-${j.mark}`;
        button.dataset.ply = String(j.ply);
        button.textContent = `${turnNumber(state, j.ply - 1)} ${shown.moves[j.ply - 1]} — ${t(`gameReview.${j.mark}`)}`;
        button.setAttribute('aria-current', String(ply === j.ply));
        button.addEventListener('click', () => board.review(j.ply));
        li.append(button);
        return li;
      }),
    );
    // The move that led to the position shown, judged; its better move as an arrow on the board.
    const judged = ply > 0 ? shown.steps.find((j) => j.ply === ply) : undefined;
    if (judged) {
      parts.verdict.hidden = false;
      parts.verdict.className = `gr-verdict${judged.mark ? ` gr-${judged.mark}` : ''}`;
      parts.verdict.textContent = `${turnNumber(state, judged.ply - 1)} ${shown.moves[judged.ply - 1]}: ${comment(judged, words) ?? t('gameReview.fine')}`;
      // Not over a game still being played, where an arrow would read as a hint for the next move.
      if (judged.better && (board.reviewing() !== null || state.outcome)) board.suggest(judged.better);
    }
  }

  /**
   * Runs `make` (an export) with the analysis's comments on the game's marked moves, each after
   * the game's own comment on that move if it has one (records keep comments: board.setComment),
   * and puts the game's own comments back after: the analysis stays apart from the game's words.
   * @template T @param {() => T} make @returns {T}
   */
  function withComments(make) {
    const shown = current();
    const own = board.notes()?.comments;
    if (!shown || !own) return make();
    const said = reviewComments(shown, board.words());
    for (const { ply, text } of said) board.setComment(ply, own[ply] ? `${own[ply]}\n${text}` : text);
    try {
      return make();
    } finally {
      for (const { ply } of said) board.setComment(ply, own[ply] ?? null);
    }
  }

  render();
  return {
    start,
    /** Stops an analysis under way (the game it was for is gone). */
    stop: () => running && stop('stopped'),
    /** Draws again (the game, the position shown or the language changed). */
    update() {
      matches = null;
      // Another game on the board (a new one, one from the list): its own analysis, if any.
      if (!running && idOf() !== reviewId) review = keptReview((reviewId = idOf()));
      if (running && !current()) stop('stopped'); // the moves it analyses were taken back
      render();
    },
    withComments,
  };
}

/** The side Black names (Black, or East–West in AmbiLOA): the graph shows its share. @param {import('../types/types.js').State} state */
function firstSide(state) {
  return state.players.find((p) => p.sideColour === 'black')?.side ?? state.players[0].side;
}

/**
 * How the game ended for the side that played its last move, when it ended with that move:
 * 'won', 'lost' or 'drawn' (the worker cannot search a finished position); null otherwise.
 * @param {import('../types/types.js').State} state
 * @returns {'won' | 'lost' | 'drawn' | null}
 */
function ending(state) {
  const outcome = state.outcome;
  const last = state.history[state.history.length - 1];
  if (!outcome || !last) return null;
  const mover = state.players.find((p) => p.colour === last.colour)?.side;
  return outcome.winner === null ? 'drawn' : outcome.winner === mover ? 'won' : 'lost';
}

/** "12." or "12…" for the turn holding ply `ply`. @param {import('../types/types.js').State} state @param {number} ply */
function turnNumber(state, ply) {
  const index = state.turns.findIndex((turn) => ply >= turn.plies[0] && ply <= turn.plies[1]);
  const round = state.players.length;
  const number = Math.floor(index / round) + 1;
  return index % round === 0 ? `${number}.` : `${number}…`;
}
