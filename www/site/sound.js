// The game's sounds, synthesised with WebAudio: nothing to download, a few hundred bytes of code.
// Browsers only let a page make sound after the person has touched it, so the AudioContext is
// created on the first press or key while sound is on, never before: a page that plays by itself
// (watching the computer) stays silent until then, without autoplay warnings.

/** @typedef {'move' | 'capture' | 'illegal' | 'end'} SoundName */

/**
 * One note: a waveform gliding from `from` to `to` Hz, fading out over `length` seconds.
 * @typedef {{wave: OscillatorType, from: number, to: number, at: number, length: number, volume: number}} Note
 */

/** @type {Record<SoundName, Note[]>} */
const SOUNDS = {
  // A short wooden knock.
  move: [{ wave: 'triangle', from: 520, to: 300, at: 0, length: 0.09, volume: 0.35 }],
  // Deeper and longer, with a second knock: something was taken.
  capture: [
    { wave: 'triangle', from: 420, to: 150, at: 0, length: 0.16, volume: 0.45 },
    { wave: 'sine', from: 900, to: 500, at: 0, length: 0.05, volume: 0.2 },
  ],
  // A low buzz: not allowed.
  illegal: [{ wave: 'square', from: 150, to: 130, at: 0, length: 0.14, volume: 0.08 }],
  // A rising arpeggio: the game is over.
  end: [
    { wave: 'sine', from: 523, to: 523, at: 0, length: 0.3, volume: 0.25 },
    { wave: 'sine', from: 659, to: 659, at: 0.12, length: 0.3, volume: 0.25 },
    { wave: 'sine', from: 784, to: 784, at: 0.24, length: 0.5, volume: 0.25 },
  ],
};

/** The sound player; `on` says whether it may make sound. @param {boolean} on */
export function createSound(on) {
  /** @type {AudioContext | null} */
  let context = null;
  let enabled = on;

  /** Called from a user gesture: the one moment a context may start. */
  function unlock() {
    if (!enabled) return;
    const Context = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
    if (!Context) return; // no WebAudio: silence, as if sound were off
    context ??= new Context();
    if (context.state === 'suspended') context.resume().catch(() => {});
  }
  document.addEventListener('pointerdown', unlock, { capture: true, passive: true });
  document.addEventListener('keydown', unlock, { capture: true, passive: true });

  return {
    /** Turns sound on or off; the switch itself is a gesture, so turning on may start the context. @param {boolean} value */
    enable(value) {
      enabled = value;
      if (value) unlock();
      else context?.suspend().catch(() => {});
    },
    /** Plays a sound if sound is on and the page has been touched. @param {SoundName} name */
    play(name) {
      if (!enabled || !context || context.state !== 'running') return;
      for (const note of SOUNDS[name]) playNote(context, note);
    },
  };
}

/** @param {AudioContext} ctx @param {Note} note */
function playNote(ctx, { wave, from, to, at, length, volume }) {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = wave;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, start + length);
  // A 5 ms attack avoids a click; the exponential fade sounds natural and never reaches zero.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}
