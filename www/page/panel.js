// The index page's side panel: the status line, the game's description, the move list (the
// core's turns, a Parachute move with its drop as one) and which buttons may be used. It draws
// what the board reports, in the board's words.

import { MoveList } from './move-list.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../types/types.js').State} State */

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));

/**
 * Your friend's name in a game by link on `board`: the game's tag for their colour (the players'
 * names are the game's own, link-names.js); '' when unnamed or not by link.
 * @param {import('../types/types.js').Api} board
 */
export function linkFriend(board) {
  const cfg = board.config();
  return cfg.mode === 'link' ? board.notes()?.[cfg.human === 'white' ? 'black' : 'white'] ?? '' : '';
}

/**
 * Shows `state` (null while loading) of `board` in the panel.
 * @param {Api} board
 * @param {State | null} state
 */
export function renderPanel(board, state) {
  const words = board.words();
  const thinking = board.isThinking();
  const computerToMove = board.computerToMove();
  const status = $('#status');
  // While an earlier position is shown, the status speaks of it, as the players' chips do; the
  // banner under it says which move it is.
  const reviewed = board.reviewing() !== null ? board.shown() : null;
  status.textContent = words.panelStatus(reviewed ?? state, {
    computerThinking: !reviewed && thinking && computerToMove,
    hintThinking: !reviewed && thinking && !computerToMove,
  });
  // Against a friend by link, their turn is played elsewhere: the page waits for their answer.
  const cfgNow = board.config();
  const yours = state?.players.find((p) => p.sideColour === cfgNow.human)?.side;
  if (!reviewed && state && !state.outcome && cfgNow.mode === 'link' && state.side !== yours) {
    // Named when the game names them (its tag for their colour), as on their chip.
    const name = linkFriend(board);
    status.textContent = words.t(name ? 'panel.waitingFriendNamed' : 'panel.waitingFriend', { side: words.side(state.side), name });
  }
  // The full sentence also as a tooltip: the line keeps two lines' height and may cut a long one.
  status.title = status.textContent;
  status.dataset.over = String(!!(reviewed ?? state)?.outcome);
  if (!state) return;
  const cfg = board.config();
  const friend = linkFriend(board);
  const info = { variant: words.variant(state.variant), mode: friend ? words.t('mode.linkNamed', { name: friend }) : words.mode(cfg.mode), level: cfg.level };
  $('#game-info').textContent = words.t(cfg.mode === 'friend' || cfg.mode === 'link' || cfg.mode === 'study' ? 'panel.info' : 'panel.infoLevel', info);
  // Before the moves: the list is placed under it, and scrolled to its last row.
  $('#empty-moves').hidden = state.history.length > 0;
  renderMoves(board, state);
  renderRecord(board, state);
  /** @type {(selector: string, disabled: boolean) => void} */
  const disable = (selector, disabled) => {
    /** @type {HTMLButtonElement} */ ($(selector)).disabled = disabled;
  };
  // No hint for a reviewed position: the hint is for the game as it stands (leave review first).
  // Against a friend by link there is no hint (the computer would play for you), and only your own
  // last turn can be taken back: theirs is in their copy too.
  const byLink = cfg.mode === 'link';
  // A study (an opened record) is replayed, not played: its moves are stepped through, never taken
  // back or answered; "Play from here" (the banner) starts a game of its own.
  const study = cfg.mode === 'study';
  const mine = state.players.find((p) => p.sideColour === cfg.human)?.side;
  const lastIsMine = state.turns.at(-1)?.side === mine;
  disable('#hint', !!state.outcome || computerToMove || board.reviewing() !== null || byLink || study);
  disable('#undo', !state.canUndo || study || (byLink && (!lastIsMine || !!state.outcome)));
  disable('#redo', !state.canRedo || study || (byLink && lastIsMine));
  // Resign: against the computer for you, between two players for the side to move.
  disable('#resign', !!state.outcome || cfg.mode === 'watch' || study);
  const watching = cfg.mode === 'watch';
  $('#watch-controls').hidden = !watching;
  if (watching) {
    $('#pause').textContent = words.t(board.isPaused() ? 'panel.resume' : 'panel.pause');
    $('#pause').setAttribute('aria-pressed', String(board.isPaused()));
    disable('#pause', !!state.outcome);
    disable('#step', !board.isPaused() || !!state.outcome || thinking);
  }
  renderReviewButtons(board, state);
}

/**
 * What the game's record says (an opened file's players, event, date and comments): who played,
 * where and when above the move list, and beside the board the comment on the move shown, reviewed
 * or the last one (at the start, the game's own). Always as text: a file's words are never read as HTML.
 * @param {Api} board @param {State} state
 */
function renderRecord(board, state) {
  const notes = board.notes();
  const words = board.words();
  const head = $('#record-head');
  const players = notes?.black || notes?.white ? words.t('record.players', { black: notes.black ?? '?', white: notes.white ?? '?' }) : null;
  // Each fact by its name ("Round: 1", not a bare "1").
  const facts = /** @type {const} */ (['event', 'site', 'round', 'date']).filter((key) => notes?.[key]).map((key) => words.t(`record.${key}`, { value: /** @type {string} */ (notes?.[key]) }));
  if ((players || facts.length) && state.outcome) facts.push(words.t('record.result', { value: state.outcome.result.replaceAll('1/2', '½') }));
  head.replaceChildren(...(players ? [players] : []), ...(players && facts.length ? ['\n'] : []), ...factNodes(facts));
  head.hidden = !players && !facts.length;
  // The position shown: the one reviewed, or the game as it stands (its last move's comment).
  const shown = board.reviewing() ?? state.ply;
  const comment = shown === 0 ? notes?.gameComment : notes?.comments[shown - 1];
  const box = $('#move-comment');
  box.textContent = comment ?? '';
  box.hidden = !comment;
}

/**
 * `facts` between separators, each an inline block, so a line wraps between facts and never
 * splits "Result: 0-1" after its hyphen. @param {string[]} facts @returns {(Node | string)[]}
 */
function factNodes(facts) {
  return facts.flatMap((fact, i) => {
    const span = document.createElement('span');
    span.className = 'record-fact';
    span.textContent = fact;
    return i ? [' · ', span] : [span];
  });
}

/**
 * The review steps: back to the start and one turn back while there is an earlier position,
 * forward and to the end while one is shown.
 * @param {Api} board @param {State} state
 */
function renderReviewButtons(board, state) {
  const shownPly = board.reviewing() ?? state.ply;
  for (const b of document.querySelectorAll('[data-review]')) {
    const button = /** @type {HTMLButtonElement} */ (b);
    const backwards = button.dataset.review === 'start' || button.dataset.review === 'back';
    button.disabled = backwards ? shownPly === 0 : board.reviewing() === null;
  }
}

/** @type {MoveList | null} */
let moveList = null;
/** The whole-game analysis's marks, kept for a list not made yet. @type {Map<number, import('./move-list.js').MoveMark>} */
let moveMarks = new Map();

/**
 * Shows the whole-game analysis's marks beside the moves ("?!", "?", "??"), by the ply of the
 * position each marked move led to; an empty map takes them away.
 * @param {Map<number, import('./move-list.js').MoveMark>} marks
 */
export function markMoves(marks) {
  moveMarks = marks;
  moveList?.setMarks(marks);
}
/** The board the move list's clicks review (the one drawn last). @type {Api | null} */
let listed = null;

/**
 * The turns in rows of one round each (two turns, four in AmbiLOA); each turn is a button that
 * shows the position after it (review), and the result closes the list ("1-0", "½-½"). Only the
 * rows in view are drawn (move-list.js): a game of any length draws at once.
 * @param {Api} board @param {State} state
 */
function renderMoves(board, state) {
  listed = board;
  if (!moveList) {
    moveList = new MoveList(/** @type {HTMLOListElement} */ ($('#moves')), (ply) => listed?.review(ply));
    moveList.marks = moveMarks;
  }
  const reviewed = board.reviewing();
  // In a variation the main line's turn marked is none: the variation's own is, below.
  moveList.show(state, board.variationShown() ? -1 : reviewed ?? state.ply, reviewed === null);
  // The list (under the moves) and its module come with the first variation; the one-file
  // edition keeps none.
  if (board.variations().length || document.getElementById('variations')) {
    import('./variation-list.js').then(
      (m) => m.renderVariations(board),
      () => {},
    );
  }
}
