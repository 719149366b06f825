// Animation planned by diffing two positions (as chessground does), so a move, an undo, a
// computer move and a loaded game all animate the same way. A piece that left a square is paired
// with the nearest piece of its colour that appeared elsewhere: that one glides. Left-over pieces
// that vanished fade out (captures); left-over pieces that appeared fade in (Parachute drops).

import { coordsOf } from './render.js';

/** Durations below this are treated as "no animation" (chessground uses the same cut-off). */
export const MIN_DURATION = 70;

/** Whether the user asked the system for less motion. */
export function reducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** @typedef {{from: string, to: string, colour: string}} Glide */
/** @typedef {{square: string, colour: string}} Fade */
/** @typedef {{glides: Glide[], fades: Fade[], appears: Fade[]}} Plan */

/** How far apart two squares of a square board are, in king steps. @type {(a: string, b: string) => number} */
const kingSteps = (a, b) => {
  const p = coordsOf(a);
  const q = coordsOf(b);
  return Math.max(Math.abs(p.file - q.file), Math.abs(p.rank - q.rank));
};

/**
 * Plans the change from `before` to `after` (each a Map square → colour).
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @param {(a: string, b: string) => number} [distance] how far apart two cells are (the
 *   geometry's, on every board; by their names on a square board)
 * @returns {Plan}
 */
export function plan(before, after, distance = kingSteps) {
  /** @type {Glide[]} */
  const glides = [];
  /** @type {Fade[]} */
  const fades = [];
  /** @type {Fade[]} */
  const appears = [];
  const colours = new Set([...before.values(), ...after.values()]);
  for (const colour of colours) {
    const gone = [...before].filter(([sq, c]) => c === colour && after.get(sq) !== colour).map(([sq]) => sq);
    const came = [...after].filter(([sq, c]) => c === colour && before.get(sq) !== colour).map(([sq]) => sq);
    for (const to of came) {
      let best = -1;
      for (let i = 0; i < gone.length; i++) {
        if (best < 0 || distance(gone[i], to) < distance(gone[best], to)) best = i;
      }
      if (best >= 0) glides.push({ from: gone.splice(best, 1)[0], to, colour });
      else appears.push({ square: to, colour });
    }
    for (const square of gone) fades.push({ square, colour });
  }
  return { glides, fades, appears };
}

/** Ease in-out cubic: gentle start and landing. @param {number} t */
export function ease(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** An animation in progress: a plan, a start time and a duration in ms. */
export class Animation {
  /** @param {Plan} planned @param {number} duration ms @param {number} [now] */
  constructor(planned, duration, now = performance.now()) {
    this.plan = planned;
    this.start = now;
    this.duration = duration;
  }

  /** Eased progress 0–1 at `now`. @param {number} now */
  progress(now) {
    return ease(Math.min(1, Math.max(0, (now - this.start) / this.duration)));
  }

  /** @param {number} now */
  done(now) {
    return now - this.start >= this.duration;
  }

  /** Whether `square` holds a piece of the final position that is still in flight. @param {string} square */
  moving(square) {
    return this.plan.glides.some((g) => g.to === square) || this.plan.appears.some((a) => a.square === square);
  }
}

/** Whether a plan changes anything worth animating. @param {Plan} planned */
export function isEmpty(planned) {
  return !planned.glides.length && !planned.fades.length && !planned.appears.length;
}
