// The index page's side panel: the status line, the game's description, the move list (the
// core's turns, a Parachute move with its drop as one) and which buttons may be used. It draws
// what the board reports, in the board's words.

/** @typedef {import('./types.js').Api} Api */
/** @typedef {import('./types.js').State} State */

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));

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
  status.textContent = words.panelStatus(state, {
    computerThinking: thinking && computerToMove,
    hintThinking: thinking && !computerToMove,
  });
  status.dataset.over = String(!!state?.outcome);
  if (!state) return;
  const cfg = board.config();
  const info = { variant: words.variant(state.variant), mode: words.mode(cfg.mode), level: cfg.level };
  $('#game-info').textContent = words.t(cfg.mode === 'friend' ? 'panel.info' : 'panel.infoLevel', info);
  renderMoves(state);
  /** @type {(selector: string, disabled: boolean) => void} */
  const disable = (selector, disabled) => {
    /** @type {HTMLButtonElement} */ ($(selector)).disabled = disabled;
  };
  disable('#hint', !!state.outcome || computerToMove);
  disable('#undo', !state.canUndo);
  disable('#redo', !state.canRedo);
  $('#empty-moves').hidden = state.history.length > 0;
}

/** The turns in rows of one round each (two turns, four in AmbiLOA). @param {State} state */
function renderMoves(state) {
  const list = $('#moves');
  const round = state.players.length;
  list.dataset.seats = String(round);
  const rows = [];
  for (let i = 0; i < state.turns.length; i += round) {
    const li = document.createElement('li');
    for (const turn of state.turns.slice(i, i + round)) {
      const span = document.createElement('span');
      span.textContent = turn.text;
      span.className = `move loa-${turn.colour}`;
      li.append(span);
    }
    rows.push(li);
  }
  rows.at(-1)?.lastElementChild?.classList.add('current');
  list.replaceChildren(...rows);
  const scroller = list.parentElement;
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
}
