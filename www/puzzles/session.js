// One puzzle on the board. The board is an ordinary two-player board (friend mode) set up at the
// puzzle's position; each move the solver makes there is judged by the core, off the main thread
// (judge.js). Correct: the engine's defence is played on the board and the solver goes on. Wrong:
// the defence that escapes is played on the board with the reason, and "Try again" puts the
// board back where the try was made. Illegal moves never reach the judge: the board refuses them
// itself with the core's reason. The board is inert while a try is judged or answered.

import { judge, winningMoves } from './judge.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../types/types.js').Move} Move */
/** @typedef {import('./collection.js').Puzzle} Puzzle */
/** @typedef {import('./judge.js').Verdict} Verdict */
/**
 * What the session tells the page.
 * @typedef {object} SessionHooks
 * @property {(text: string) => void} say the puzzle's status line (a live region)
 * @property {(phase: Phase) => void} phase which buttons make sense now
 * @property {(mark: 'solved' | 'tried') => void} mark remember the puzzle solved or tried
 */
/** @typedef {'solving' | 'checking' | 'answering' | 'refuted' | 'solved'} Phase */

/** The pause after each ply the page plays, on top of the board's animation, so it can be followed. */
const FOLLOW_MS = 350;

/**
 * @param {Api} board
 * @param {HTMLElement} boardElement made inert while the page plays or judges
 * @param {SessionHooks} hooks
 */
export function createSession(board, boardElement, hooks) {
  /** @type {Puzzle | null} */
  let puzzle = null;
  /** The plies played so far and judged (the solver's correct tries and the defender's replies). @type {Move[]} */
  let accepted = [];
  /** The solver's turns left to win in, as the judge last said. */
  let turnsLeft = 0;
  /** @type {Phase} */
  let phase = 'solving';
  /** Changes with every new start, so a verdict for an earlier one is dropped. */
  let round = 0;
  /** True while the page itself plays on the board, whose 'move' events are then not tries. */
  let playing = false;
  /** The solution of this puzzle was shown: a win played after it counts as tried only. */
  let revealed = false;

  const t = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ params = {}) => board.words().t(key, params);
  const side = (/** @type {string} */ key) => board.words().side(key);
  const texts = (/** @type {Move[]} */ moves) => moves.map((m) => m.text).join(' ');

  /** @param {Phase} next */
  function enter(next) {
    phase = next;
    boardElement.inert = next !== 'solving';
    hooks.phase(next);
  }

  /** Puts the board at the puzzle's position after the accepted plies, ready for the solver. */
  function reset() {
    if (!puzzle) return;
    round += 1;
    playing = true;
    board.set({ position: puzzle.position, moves: accepted.map((m) => m.text) });
    playing = false;
    enter('solving');
  }

  /** The task, or how many turns are left once the solver is under way. */
  function task() {
    if (!puzzle) return '';
    return accepted.length === 0
      ? t('puzzle.task', { side: side(puzzle.solver), count: puzzle.winsIn })
      : t('puzzle.turnsLeft', { count: turnsLeft });
  }

  /** Plays `moves` on the board one by one, each followed until its animation is over. @param {Move[]} moves @param {number} at */
  async function playAlong(moves, at) {
    const pause = Math.max(board.config().animation.duration, 0) + FOLLOW_MS;
    for (const m of moves) {
      await new Promise((done) => setTimeout(done, pause));
      if (round !== at) return false;
      playing = true;
      const played = board.play(m.text);
      playing = false;
      if (!played.ok) throw new Error(played.reason);
    }
    return true;
  }

  /** Judges the solver's move `tried`, just played on the board. @param {Move} tried */
  async function judgeTry(tried) {
    if (!puzzle) return;
    const at = round;
    enter('checking');
    hooks.say(t('puzzle.checking'));
    /** @type {Verdict} */
    let verdict;
    try {
      verdict = await judge(puzzle.line, accepted.map((m) => m.packed), tried.packed);
    } catch (err) {
      if (round !== at) return;
      reset();
      hooks.say(t('puzzle.judgeFailed', { reason: String(/** @type {Error} */ (err)?.message ?? err) }));
      return;
    }
    if (round !== at) return;
    try {
      if (verdict.verdict === 'correct') await answer(verdict, tried, at);
      else if (verdict.verdict === 'wrong') await refute(verdict, at);
      else {
        reset();
        hooks.say(t('puzzle.illegal', { reason: board.words().refusal(verdict.error) }));
      }
    } catch (err) {
      // The board refused a ply of the judge's line: the two disagree, which is a fault; the
      // solver gets the board back as it was and the reason.
      reset();
      hooks.say(t('puzzle.judgeFailed', { reason: String(/** @type {Error} */ (err)?.message ?? err) }));
    }
  }

  /** A correct try: the defender's reply is played, then the solver goes on (or has won). @param {Verdict} verdict @param {Move} tried @param {number} at */
  async function answer(verdict, tried, at) {
    const p = /** @type {Puzzle} */ (puzzle);
    accepted.push(verdict.tryMove ?? tried);
    turnsLeft = verdict.turnsLeft;
    if (verdict.solved) {
      hooks.mark(revealed ? 'tried' : 'solved');
      enter('solved');
      hooks.say(t(revealed ? 'puzzle.solvedShown' : 'puzzle.solved', { side: side(p.solver) }));
      return;
    }
    if (verdict.reply.length === 0) {
      enter('solving');
      hooks.say(t('puzzle.finishTurn'));
      return;
    }
    enter('answering');
    hooks.say(t('puzzle.correct'));
    if (!(await playAlong(verdict.reply, at))) return;
    accepted.push(...verdict.reply);
    enter('solving');
    hooks.say(t('puzzle.answered', { side: side(p.defender), moves: texts(verdict.reply), count: verdict.turnsLeft }));
  }

  /** A wrong try: the line that escapes is played on the board and explained. @param {Verdict} verdict @param {number} at */
  async function refute(verdict, at) {
    const p = /** @type {Puzzle} */ (puzzle);
    hooks.mark('tried');
    enter('answering');
    const why = verdict.outcome
      ? t('puzzle.endsGame', { reason: board.words().reasonInSentence(verdict.outcome) })
      : t('puzzle.escapes', { side: side(p.defender), moves: texts(verdict.refutation), count: verdict.turnsLeft });
    hooks.say(why);
    if (!(await playAlong(verdict.refutation, at))) return;
    // The escape may win outright: said so, since "cannot win in time" undersells it.
    if (board.state()?.outcome?.winner === p.defender) {
      hooks.say(t('puzzle.defenderWins', { side: side(p.defender), moves: texts(verdict.refutation) }));
    }
    enter('refuted');
  }

  board.on('move', ({ move }) => {
    if (!playing && phase === 'solving' && puzzle) judgeTry(move);
  });
  // The status says it, so the board does not say it again in a toast (detail.said).
  board.on('illegal', (detail) => {
    if (phase !== 'solving') return;
    hooks.say(t('puzzle.illegal', { reason: detail.reason }));
    detail.said = true;
  });


  return {
    /** Starts `next` from its position. @param {Puzzle} next */
    open(next) {
      puzzle = next;
      revealed = false;
      accepted = [];
      turnsLeft = next.winsIn;
      reset();
      hooks.say(task());
    },
    /** After a refutation: the board goes back to where the wrong try was made. */
    tryAgain() {
      reset();
      hooks.say(task());
    },
    /** Back to the puzzle's own position. */
    restart() {
      accepted = [];
      turnsLeft = puzzle?.winsIn ?? 0;
      reset();
      hooks.say(task());
    },
    /** Says every winning ply of the position the solver is in (judged in the worker). */
    async showSolution() {
      if (!puzzle || phase !== 'solving') return;
      const at = round;
      enter('checking');
      hooks.say(t('puzzle.checking'));
      try {
        const moves = await winningMoves(puzzle.line, accepted.map((m) => m.packed));
        if (round !== at) return;
        revealed = true;
        hooks.mark('tried');
        enter('solving');
        hooks.say(`${t('puzzle.solution', { moves: texts(moves), count: moves.length })} ${t('puzzle.revealed')}`);
      } catch (err) {
        if (round !== at) return;
        enter('solving');
        hooks.say(t('puzzle.judgeFailed', { reason: String(/** @type {Error} */ (err)?.message ?? err) }));
      }
    },
    /** The puzzle on the board. */
    current: () => puzzle,
    /** What the session is doing now. */
    phase: () => phase,
  };
}
