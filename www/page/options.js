// The settings sheet's board options: show the analysis, coordinates, animation speed and
// confirm moves. Each is shown as saved, applied to the board when changed, and saved again
// (site/settings.js). The language, which reloads the page's words, stays with app.js.

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {ReturnType<typeof import('../site/settings.js').loadSettings>} Settings */

/** @type {(selector: string) => HTMLInputElement} */
const input = (selector) => /** @type {HTMLInputElement} */ (document.querySelector(selector));

/**
 * Wires the board options of the settings sheet to `board`.
 * @param {Api} board @param {Settings} settings @param {(settings: Settings) => void} save
 */
export function bindBoardOptions(board, settings, save) {
  const showAnalysis = input('#opt-analysis');
  const panels = [input('#analysis'), input('#analyse')];
  const showPanels = () => panels.forEach((panel) => (panel.hidden = !settings.analysis));
  showAnalysis.checked = settings.analysis;
  showPanels();
  showAnalysis.addEventListener('change', () => {
    settings.analysis = showAnalysis.checked;
    showPanels();
    save(settings);
  });

  const coords = input('#opt-coordinates');
  coords.checked = settings.coordinates;
  coords.addEventListener('change', () => {
    settings.coordinates = coords.checked;
    board.set({ coordinates: coords.checked });
    save(settings);
  });

  const speed = /** @type {HTMLSelectElement} */ (document.querySelector('#opt-animation'));
  speed.value = String(settings.animation);
  if (![...speed.options].some((o) => o.value === speed.value)) speed.value = '200';
  speed.addEventListener('change', () => {
    settings.animation = Number(speed.value);
    board.set({ animation: { duration: settings.animation } });
    save(settings);
  });

  const confirmMoves = input('#opt-confirm-moves');
  confirmMoves.checked = settings.confirmMoves;
  confirmMoves.addEventListener('change', () => {
    settings.confirmMoves = confirmMoves.checked;
    board.set({ confirmMoves: confirmMoves.checked });
    save(settings);
  });
}
