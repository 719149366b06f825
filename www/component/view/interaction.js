// Turns presses on the board (pointer or keyboard) into the player's intents: pick a piece up,
// put it down, move it, drop a Parachute piece. The selection is view state; whether a piece may
// move and whether a move is legal is asked of the controller, which asks the core.

import { reviewLabel } from './banner.js';
import { canVacate, vacate } from '../vacate.js';
import { varies } from '../variations.js';

/** @typedef {import('../controller.js').Controller} Controller */

export class Interaction {
  /**
   * @param {Controller} ctrl
   * @param {{redraw: () => void, toast: (text: string) => void, say: (text: string) => void,
   *          words: import('../../words/words.js').Words, confirm: (from: string, to: string) => void}} view
   */
  constructor(ctrl, view) {
    this.ctrl = ctrl;
    this.view = view;
    /** @type {string | null} */
    this.selected = null;
    /** @type {{square: string, wasSelected: boolean} | null} */
    this.pressed = null;
    /** @type {{from: string, x: number, y: number} | null} */
    this.drag = null;
    /** The last press came from a finger (for `confirmMoves`, which is for touch only). */
    this.touch = false;
    /** A move shown on its target, waiting for ✓ or ✗ (`confirmMoves`). @type {{from: string, to: string} | null} */
    this.pending = null;
  }

  /** The targets of the selected piece. */
  targets() {
    return this.ctrl.targetsFrom(this.selected);
  }

  /**
   * A press on a square (pointer down, or Enter/Space). Returns whether a drag may start.
   * @param {string} square @param {string} [pointerType] 'touch', 'mouse', 'pen'; none from the keyboard
   */
  press(square, pointerType = '') {
    const { ctrl, view } = this;
    this.touch = pointerType === 'touch';
    if (this.pending) this.cancelPending();
    this.pressed = { square, wasSelected: this.selected === square };
    const s = ctrl.shown;
    if (ctrl.review && !varies(ctrl)) {
      // A finished earlier position is shown read-only.
      view.toast(view.words.t('review.readOnly', { viewing: reviewLabel(ctrl, view.words) }));
      return false;
    }
    if (!s || s.outcome) return false;
    if (!ctrl.humanToMove() && !varies(ctrl)) {
      if (ctrl.thinking) view.toast(view.words.t('toast.thinking'));
      return false;
    }
    if (s.dropDue) {
      ctrl.drop(square);
      return false;
    }
    const own = ctrl.movable(square);
    if (this.selected && this.selected !== square && !own) {
      this.move(this.selected, square);
      return false;
    }
    if (own) {
      this.select(square);
      return true;
    }
    const colour = s.pieces.find((p) => p.square === square)?.colour;
    if (colour && colour !== s.turn) {
      // The core explains why this piece cannot move: it is not the mover's.
      const reason = ctrl.explain(square, square);
      if (reason) view.toast(reason);
    } else if (colour === s.turn) {
      view.toast(view.words.t('toast.noMoves', { square }));
    }
    this.select(null);
    return false;
  }

  /** The end of a press that did not become a drag: a second click on a selected piece drops it,
   *  or, when the core lets that piece vacate (Gemma: it has no slide), removes it. @param {string} square */
  release(square) {
    if (this.pressed?.square === square && this.pressed.wasSelected && this.selected === square) {
      if (canVacate(this.ctrl, square)) {
        this.selected = null;
        vacate(this.ctrl, square);
      } else {
        this.select(null);
      }
    }
    this.pressed = null;
  }

  /** @param {string | null} square */
  select(square) {
    this.selected = square;
    const { words } = this.view;
    if (square) {
      const targets = this.targets().map((t) => t.to);
      if (canVacate(this.ctrl, square)) {
        // Gemma: a stuck piece is picked up only to be removed; say (and show) how.
        const text = words.t('announce.selectedStuck', { square });
        this.view.say(text);
        this.view.toast(text);
      } else {
        this.view.say(words.t('announce.selected', { square, targets: targets.length ? words.list(targets) : words.t('announce.noTargets') }));
      }
    }
    this.view.redraw();
  }

  /** @param {string} from @param {string} to @param {{animate?: boolean}} [options] */
  move(from, to, options) {
    // On touch, with "confirm each move", a legal move waits on its target for ✓ or ✗.
    const legal = this.ctrl.targetsFrom(from).some((t) => t.to === to);
    if (this.touch && this.ctrl.cfg.confirmMoves && legal) {
      this.pending = { from, to };
      this.selected = null;
      this.view.confirm(from, to);
      this.view.redraw();
      return { ok: true };
    }
    const result = this.ctrl.slide(from, to, options);
    if (!result.ok) {
      this.selected = null;
      this.view.redraw();
    }
    return result;
  }

  /** ✓: plays the move waiting on its target. */
  confirmPending() {
    const p = this.pending;
    this.pending = null;
    if (p) this.ctrl.slide(p.from, p.to, { animate: false });
    this.view.redraw();
  }

  /** ✗ (or any other press): the waiting move is not played; the piece goes home. */
  cancelPending() {
    this.pending = null;
    this.view.confirm('', '');
    this.view.redraw();
  }

  /** The pointer handlers for input.js. */
  pointer() {
    return {
      press: (/** @type {string} */ sq, /** @type {string} */ pointerType) => this.press(sq, pointerType) === true,
      release: (/** @type {string} */ sq) => this.release(sq),
      dragMove: (/** @type {string} */ from, /** @type {number} */ x, /** @type {number} */ y) => {
        this.drag = { from, x, y };
        this.view.redraw();
      },
      drop: (/** @type {string} */ from, /** @type {string | null} */ to) => {
        this.drag = null;
        if (to && to !== from) this.move(from, to, { animate: false });
        this.view.redraw();
      },
      cancel: () => {
        this.drag = null;
        this.view.redraw();
      },
    };
  }

  /** The grid's Enter/Space: a press and its release at once. @param {string} square */
  activate(square) {
    this.press(square);
    this.release(square);
  }
}
