// Variations: other lines beside a game's main line, as lichess's analysis board keeps them. A
// move played on a position shown in review enters or starts one; a variation's turns can be
// stepped through, promoted (it changes places with the line it hangs from) or deleted; records
// and SGF write them and reading them back restores them. The tree is kept by the file readers'
// wasm (WasmVariations, src/wasm/variations.rs), given the game as its record; a variation's
// position is the game's start replayed along the turns it names, in the game's own wasm. No
// rule is decided here: this module only says which position is shown.

import { reasonOf } from './core.js';
import { loadFiles, filesNow } from './files.js';
import { review, shownChanged } from './history.js';
import { addVariationWords } from '../words/variation-words.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */
/** @typedef {import('../../pkg/files/loa.js').WasmVariations} WasmVariations */
/** @typedef {{ply: number} | {line: number[], turn: number}} Spot */

/** Forgets the board's variations (a new game, or the board's end). @param {Controller} ctrl */
export function dropVariations(ctrl) {
  ctrl.variations?.free();
  ctrl.variations = null;
}

/** Whether a move may be played on the position shown: an earlier one, or a variation's, not over. @param {Controller} ctrl */
export function varies(ctrl) {
  return !!ctrl.review && !ctrl.review.state.outcome;
}

/**
 * The game's start replayed along `moves` (texts or packed), in the board's core: a position
 * of the game or of one of its variations. The caller frees it.
 * @param {Controller} ctrl @param {(string | number)[]} moves @returns {WasmGame}
 */
function replayed(ctrl, moves) {
  const core = /** @type {NonNullable<Controller['core']>} */ (ctrl.core);
  const game = core.WasmGame.fromPosition(/** @type {NonNullable<Controller['state']>} */ (ctrl.state).start);
  try {
    for (const move of moves) game.play(move);
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

/**
 * Why the slide `from`-`to` is not legal on the position shown in review, in words (the core's
 * code, worded), or null. @param {Controller} ctrl @param {string} from @param {string} to
 */
export function explainShown(ctrl, from, to) {
  const shown = /** @type {NonNullable<Controller['review']>} */ (ctrl.review);
  let game;
  try {
    game = replayed(ctrl, [...shownMoves(ctrl, shown), ...(shown.half ?? [])]);
    const why = game.explainCode(from, to);
    return why ? ctrl.words.refusal(why) : null;
  } catch (err) {
    return reasonOf(err);
  } finally {
    game?.free();
  }
}

/** The moves from the start to the position shown in review, before any half-played turn. @param {Controller} ctrl @param {NonNullable<Controller['review']>} shown */
const shownMoves = (ctrl, shown) => shown.moves ?? Array.from(/** @type {WasmGame} */ (ctrl.game).moves()).slice(0, shown.ply);

/**
 * Plays `move` (text or packed) on the position shown in review: the turn the line goes on
 * with is followed, any other enters or starts a variation; a Parachute move waits for its
 * drop. → {ok: true} or {ok: false, reason}: the rules' refusal, worded.
 * @param {Controller} ctrl @param {string | number} move
 */
export function playVariation(ctrl, move) {
  addVariationWords(ctrl.words);
  const shown = /** @type {NonNullable<Controller['review']>} */ (ctrl.review);
  // A whole turn played here is still being kept (the readers' wasm is on its way).
  if (shown.half && !shown.state.dropDue) return { ok: false, reason: ctrl.words.t('variation.keeping') };
  const moves = [...shownMoves(ctrl, shown), ...(shown.half ?? [])];
  let game;
  try {
    game = replayed(ctrl, moves);
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  let state;
  try {
    game.play(move);
    state = { ...game.state(), seed: ctrl.seed };
  } catch (err) {
    return { ok: false, reason: ctrl.words.refusal(err) };
  } finally {
    game.free();
  }
  // The position after the move is shown at once; the turn joins the tree once the readers'
  // wasm (fetched when review began) has it.
  const half = [...(shown.half ?? []), move];
  ctrl.review = { ...shown, state, half };
  shownChanged(ctrl);
  if (state.dropDue) return { ok: true }; // the drop completes the turn
  const turn = /** @type {string} */ (state.turns.at(-1)?.text);
  withVariations(ctrl, (variations) => {
    if (ctrl.review?.state !== state) return; // something else was shown meanwhile
    const [line, at] = shown.line ? [shown.line, shown.turn ?? 0] : [[], shown.ply];
    showSpot(ctrl, spotOf(variations.playIn(record(ctrl), line, at, turn)));
    changedVariations(ctrl);
  });
  return { ok: true };
}

/**
 * Runs `use` with the board's variations, made (and the readers' wasm fetched) on first use.
 * @param {Controller} ctrl @param {(variations: WasmVariations) => void} use
 */
function withVariations(ctrl, use) {
  const failed = (/** @type {unknown} */ err) => {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
    showSpot(ctrl, spotOf(ctrl.review ?? { ply: 0 }));
  };
  loadFiles().then((files) => {
    if (ctrl.destroyed || !ctrl.game) return;
    ctrl.variations ??= new files.WasmVariations();
    try {
      use(ctrl.variations);
    } catch (err) {
      failed(err);
    }
  }, failed);
}

/** The game's record, as the variations are given it. @param {Controller} ctrl */
const record = (ctrl) => /** @type {WasmGame} */ (ctrl.game).record();

/** A spot as the core gives it. @param {{ply?: number, line?: number[], turn?: number}} spot @returns {Spot} */
const spotOf = (spot) => (spot.line ? { line: spot.line, turn: spot.turn ?? 0 } : { ply: spot.ply ?? 0 });

/**
 * Shows the position `spot` names: a ply of the main line, or a turn of a variation. → whether
 * it is shown.
 * @param {Controller} ctrl @param {Spot} spot
 */
export function showSpot(ctrl, spot) {
  if (!ctrl.game || !ctrl.state) return false;
  addVariationWords(ctrl.words); // the banner names a variation's turn
  if ('ply' in spot) return review(ctrl, spot.ply), true;
  let state;
  let moves;
  try {
    moves = /** @type {WasmVariations} */ (ctrl.variations).lineTo(record(ctrl), spot.line, spot.turn);
    const game = replayed(ctrl, moves);
    state = { ...game.state(), seed: ctrl.seed };
    game.free();
  } catch (err) {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
    return false;
  }
  // The main line's ply the variation leaves it at: where its moves and the game's part.
  const main = ctrl.game.moves();
  let ply = 0;
  while (ply < main.length && ply < state.history.length && state.history[ply].packed === main[ply]) ply += 1;
  ctrl.review = { ply, line: spot.line, turn: spot.turn, moves, state };
  shownChanged(ctrl);
  return true;
}

/**
 * A turn back or on along the variation shown (back from its first turn is the position it
 * starts from). → the main line's ply where the position shown leaves it.
 * @param {Controller} ctrl @param {'back' | 'forward'} where
 */
export function stepVariation(ctrl, where) {
  const shown = ctrl.review;
  if (!shown?.line || !ctrl.variations) return null;
  showSpot(ctrl, spotOf(ctrl.variations.step(record(ctrl), shown.line, shown.turn ?? 0, where === 'forward')));
  return ctrl.review?.ply ?? null;
}

/** Whether the variation `line` can be promoted (not over a game ended by resignation, time or agreement). @param {Controller} ctrl @param {number[]} line */
export function canPromote(ctrl, line) {
  return !!ctrl.variations && !!ctrl.game && ctrl.variations.canPromote(record(ctrl), line);
}

/**
 * The banner's buttons for a variation's turn shown: promote (when it can be) and delete; null
 * on the main line. `button(key, action, onClick)` makes one.
 * @param {Controller} ctrl @param {(key: string, action: string, fn: (e: Event) => void) => HTMLButtonElement} button
 */
export function variationButtons(ctrl, button) {
  const line = ctrl.review?.line;
  if (!line) return null;
  /** @param {'promote' | 'delete'} how */
  const change = (how) => {
    const result = changeVariation(ctrl, how);
    if (!result.ok && result.reason) ctrl.notice({ kind: 'toast', text: result.reason });
  };
  const promote = canPromote(ctrl, line) ? [button('variation.promote', 'promote', () => change('promote'))] : [];
  return [...promote, button('variation.delete', 'delete-variation', () => change('delete'))];
}

/**
 * Promotes the variation shown, or deletes it from the turn shown on. → {ok} or {ok: false, reason}.
 * @param {Controller} ctrl @param {'promote' | 'delete'} how
 */
export function changeVariation(ctrl, how) {
  addVariationWords(ctrl.words);
  const shown = ctrl.review;
  const variations = ctrl.variations;
  if (!shown?.line || !variations || !ctrl.game || !ctrl.core) return { ok: false, reason: ctrl.words.t('variation.none') };
  const turn = shown.turn ?? 0;
  let spot;
  try {
    if (how === 'delete') {
      spot = variations.delete(record(ctrl), shown.line, turn);
    } else {
      const promoted = variations.promote(record(ctrl), shown.line, turn);
      spot = promoted.spot;
      if (promoted.game) {
        // The game's own moves changed: its new main line, with its words, in the game's wasm.
        const game = ctrl.core.WasmGame.fromLink(promoted.game.link);
        for (const [name, value] of promoted.game.tags) game.setTag(name, value);
        if (promoted.game.gameComment != null) game.setGameComment(promoted.game.gameComment);
        promoted.game.comments.forEach((comment, ply) => comment != null && game.setComment(ply, comment));
        ctrl.computer.stop();
        ctrl.game.free();
        ctrl.game = game;
        ctrl.review = null;
        ctrl.refresh(false);
      }
    }
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  ctrl.review = null;
  showSpot(ctrl, spotOf(spot));
  changedVariations(ctrl);
  return { ok: true };
}

/**
 * The variations as the move list shows them ([] without any), read again only when the game
 * or they changed. @param {Controller} ctrl @returns {import('../types/types.js').VariationView[]}
 */
export function variationViews(ctrl) {
  if (!ctrl.variations || !ctrl.game) return [];
  const key = `${ctrl.version}:${changes.get(ctrl) ?? 0}`;
  let listed = lists.get(ctrl);
  if (listed?.key !== key) lists.set(ctrl, (listed = { key, views: ctrl.variations.views(record(ctrl)) }));
  return listed.views;
}

/** How many times each board's variations changed, and the list last read of them, at what count. */
const changes = new WeakMap();
/** @type {WeakMap<Controller, {key: string, views: import('../types/types.js').VariationView[]}>} */
const lists = new WeakMap();

/**
 * The variations of `text`, the record or SGF the board's game was read from (`read` says
 * whether it has any), kept beside it.
 * @param {Controller} ctrl @param {string} text @param {{hasVariations: boolean} | undefined} read
 */
export function keepVariationsOf(ctrl, text, read) {
  const files = filesNow();
  if (!read?.hasVariations || !files) return;
  addVariationWords(ctrl.words);
  try {
    ctrl.variations?.free();
    ctrl.variations = files.WasmVariations.read(text);
    changedVariations(ctrl);
  } catch (err) {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
  }
}

/** The variations changed: the list is read again, and `change` follows, so a page keeps them. @param {Controller} ctrl */
function changedVariations(ctrl) {
  changes.set(ctrl, (changes.get(ctrl) ?? 0) + 1);
  ctrl.notice({ kind: 'state', animate: false });
  queueMicrotask(() => {
    if (ctrl.state && !ctrl.destroyed) ctrl.emit('change', { state: ctrl.state });
  });
}

/** The game's record with its variations (when it has any). @param {Controller} ctrl */
export function recordWithVariations(ctrl) {
  const plain = record(ctrl);
  return ctrl.variations?.any() ? ctrl.variations.record(plain) : plain;
}

/** The game's SGF with its variations (when it has any). @param {Controller} ctrl */
export function sgfWithVariations(ctrl) {
  const game = /** @type {WasmGame} */ (ctrl.game);
  return ctrl.variations?.any() ? ctrl.variations.sgf(game.record()) : game.sgf();
}
