// The optional controls of `<loa-board>`: controls="none" (the board alone), "minimal" (a status
// line and New game, Undo, Hint, Flip) or "full" (also Redo and the variant, mode and level).
// They only call the element's public methods and draw what its state says: no rule here.

import { VARIANTS, MODES, headline } from './board.js';

export const CONTROL_MODES = Object.freeze(['none', 'minimal', 'full']);

const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** The status line: whose turn, the computer thinking, or the result. */
export function statusLine(state, thinking) {
  if (!state) return 'Loading…';
  const o = state.outcome;
  if (o) return o.winner ? `${headline(o)} — ${o.reason}` : o.reason;
  const who = cap(state.turn);
  if (thinking) return `${who}: thinking…`;
  return state.dropDue ? `${who} to drop` : `${who} to move`;
}

const button = (action, label) => `<button type="button" part="button ${action}" data-action="${action}">${label}</button>`;

const options = (entries) => entries.map(([value, label]) => `<option value="${value}">${label}</option>`).join('');

/**
 * Builds the controls inside `container` for `element` (a `<loa-board>`); returns
 * {setMode(mode), render()}; `render` reads the element's state and config again.
 */
export function createControls(container, element) {
  container.innerHTML = `
    <p class="status" part="status"></p>
    <div class="buttons" part="buttons">
      ${button('new-game', 'New game')}
      ${button('undo', 'Undo')}
      ${button('redo', 'Redo')}
      ${button('hint', 'Hint')}
      ${button('flip', 'Flip')}
    </div>
    <div class="settings" part="settings">
      <select part="select variant" data-prop="variant" aria-label="Variant">${options(Object.entries(VARIANTS))}</select>
      <select part="select mode" data-prop="mode" aria-label="Mode">${options(Object.entries(MODES))}</select>
      <select part="select level" data-prop="level" aria-label="Computer level">
        ${options([1, 2, 3, 4, 5, 6].map((n) => [n, `Level ${n}`]))}
      </select>
    </div>`;
  const status = container.querySelector('.status');
  const settings = container.querySelector('.settings');
  const buttons = Object.fromEntries([...container.querySelectorAll('button')].map((b) => [b.dataset.action, b]));
  let mode = 'none';
  let note = null; // a passing message shown instead of the status, e.g. why no hint was given
  let noteTimer = 0;

  const say = (text) => {
    note = text;
    clearTimeout(noteTimer);
    noteTimer = setTimeout(() => {
      note = null;
      render();
    }, 3000);
    render();
  };

  const actions = {
    'new-game': () => element.newGame(),
    undo: () => element.undo(),
    redo: () => element.redo(),
    hint: () => element.hint().catch((err) => err.cancelled || say(err.message)),
    flip: () => element.flip(),
  };
  container.addEventListener('click', (e) => {
    const action = e.target.closest?.('button')?.dataset.action;
    if (action) actions[action]();
  });
  settings.addEventListener('change', (e) => {
    const select = e.target;
    // Through the property, so the attribute reflects the choice like any other change.
    element[select.dataset.prop] = select.dataset.prop === 'level' ? Number(select.value) : select.value;
  });

  function render() {
    container.hidden = mode === 'none';
    if (mode === 'none') return;
    const state = element.state();
    const thinking = element.isThinking();
    status.textContent = note ?? statusLine(state, thinking);
    status.title = status.textContent; // the whole line when it is cut short
    buttons.undo.disabled = !state?.canUndo;
    buttons.redo.disabled = !state?.canRedo;
    buttons.hint.disabled = !state || !!state.outcome || thinking;
    buttons['new-game'].disabled = !element.config();
    buttons.redo.hidden = mode !== 'full';
    settings.hidden = mode !== 'full';
    const config = element.config();
    if (mode === 'full' && config) {
      for (const select of settings.querySelectorAll('select')) select.value = String(config[select.dataset.prop]);
      settings.querySelector('[data-prop="level"]').disabled = config.mode === 'friend';
    }
  }

  return {
    setMode(next) {
      mode = next;
      render();
    },
    render,
    destroy: () => clearTimeout(noteTimer),
  };
}
