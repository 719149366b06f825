// A chess clock for two people at one device: each player has `time` ms, and gains `increment`
// ms with every move played. The clock of the player to move runs; the game's result is the
// core's: when a flag falls the controller tells the core (WasmGame.loseOnTime), which records
// the loss on time like a resignation. This file only counts milliseconds.
//
// The controller's side is at the end: following its state, ticking, and a fallen flag.
//
// Choices (as on lichess): no clock runs before every player has made a first move (the first
// moves are free to think over), none runs while an earlier position is reviewed (nobody can
// move then), every clock stops for good at the end, and a move taken back does not give time
// back. Undo simply hands the running clock to the player to move.

/** @typedef {{time: number, increment: number}} ClockSetting */

export class GameClock {
  /**
   * @param {ClockSetting} setting
   * @param {Record<string, number> | null} [left] remaining ms by colour, to resume a saved game
   */
  constructor(setting, left = null) {
    this.setting = setting;
    /** @type {Map<string, number>} remaining ms by colour, as of `since` for the running one */
    this.left = new Map(Object.entries(left ?? {}));
    /** @type {string | null} the colour whose clock runs */
    this.running = null;
    this.since = 0;
  }

  /** Remaining ms of `colour` at `now` (never below 0). @param {string} colour @param {number} now */
  remaining(colour, now) {
    const base = this.left.get(colour) ?? this.setting.time;
    return Math.max(0, colour === this.running ? base - (now - this.since) : base);
  }

  /**
   * Follows the game: the clock that ran stops (and gains the increment when its player has
   * just moved), and the clock of `turn` starts, unless the game is over or `paused`.
   * @param {{turn: string, over: boolean, moved: boolean, paused?: boolean}} game @param {number} now
   */
  follow({ turn, over, moved, paused = false }, now) {
    const was = this.running;
    if (was !== null) {
      const left = this.remaining(was, now);
      this.left.set(was, left + (moved && was !== turn ? this.setting.increment : 0));
    }
    this.running = over || paused ? null : turn;
    this.since = now;
  }

  /** The colour whose time has run out at `now`, or null. @param {number} now */
  flagged(now) {
    return this.running !== null && this.remaining(this.running, now) <= 0 ? this.running : null;
  }

  /** Remaining ms by colour at `now`, to save with the game. @param {string[]} colours @param {number} now */
  times(colours, now) {
    return Object.fromEntries(colours.map((c) => [c, Math.round(this.remaining(c, now))]));
  }
}

/**
 * "4:59", "0:42", and under ten seconds "9.4": the tenths count when the flag is near.
 * @param {number} ms @param {string} decimalMark
 */
export function clockText(ms, decimalMark) {
  if (ms < 10000) return (Math.floor(ms / 100) / 10).toFixed(1).replace('.', decimalMark);
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

import { loseOnTime } from './endings.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../types/types.js').State} State */

/** How often a running clock is shown anew and checked for a fallen flag. */
const CLOCK_TICK_MS = 100;

/**
 * The clock follows the controller's state: the mover's stops, the next one's runs; it ticks
 * while one runs. None runs before every player has played a turn, nor during review.
 * @param {Controller} ctrl @param {State} state @param {boolean} moved
 */
export function followClock(ctrl, state, moved) {
  clearInterval(ctrl.clockTimer);
  if (!ctrl.clock) return;
  // The core's turns: a Parachute slide and its drop are one.
  const paused = state.turns.length < state.players.length || !!ctrl.review;
  ctrl.clock.follow({ turn: state.turn, over: !!state.outcome, moved, paused }, performance.now());
  if (ctrl.clock.running !== null) ctrl.clockTimer = setInterval(() => tick(ctrl), CLOCK_TICK_MS);
}

/** Shows the running clock anew; when its flag has fallen, the core ends the game on time. @param {Controller} ctrl */
function tick(ctrl) {
  const flagged = ctrl.clock?.flagged(performance.now());
  if (flagged) loseOnTime(ctrl, flagged);
  else ctrl.notice({ kind: 'clock' });
}

/** Remaining ms by colour now, or null without a clock (saved with the game to resume it). @param {Controller} ctrl */
export function clockTimes(ctrl) {
  if (!ctrl.clock || !ctrl.state) return null;
  return ctrl.clock.times(ctrl.state.players.map((p) => p.colour), performance.now());
}
