// The "New game" dialog: variant, mode, side and computer level in view, Start always in view
// (the choices scroll, the buttons do not); between two players a chess clock (minutes each +
// seconds added a move); level 6's time per move and the rule options wait behind "More
// options". In AmbiLOA the side is named by its two seats ("West and East, the East–West team"),
// as the board seats them. It only collects choices; the board validates nothing here and the
// core validates everything.

import { VARIANT_KEYS, MODES, TEAM_VARIANTS } from '../component/config.js';
import { isOneFile } from '../component/wasm-module.js';

/** The wide boards with a scrambled start (Abstract Play's; src/cell_board/scrambled.rs, whose core
 *  refuses the option on the others with the reason). */
const SCRAMBLED = ['black-hole', 'hex-6'];

/** @typedef {import('../types/types.js').Config} Config */
/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */

/**
 * Wires the <dialog> `dialog` (markup in index.html). `onStart(config)` receives
 * {variant, rules: {simultaneous, repetition, moveLimit, reversed, scrambled (wide boards only)}, mode,
 * human, level, moveTime (ms)}.
 * @param {HTMLDialogElement} dialog
 * @param {() => import('../words/words.js').Words} wordsNow the board's words now, which name the
 *   variants and modes (read at every opening: the language may have changed)
 * @param {(choice: ConfigInput) => void} onStart
 */
export function createNewGameDialog(dialog, wordsNow, onStart) {
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  /** @type {(name: string) => HTMLInputElement & HTMLSelectElement} */
  const field = (name) => /** @type {any} */ (form.elements.namedItem(name));
  /** @type {(selector: string) => HTMLElement} */
  const part = (selector) => /** @type {HTMLElement} */ (form.querySelector(selector));
  const variant = field('variant');
  const mode = field('mode');
  const nameChoices = () => {
    const words = wordsNow();
    // The wide boards after the 8×8 variants (config.js's one table of every board).
    variant.replaceChildren(...VARIANT_KEYS.map((k) => new Option(words.variant(k), k)));
    // A study is what Open… makes of a record, not a game to start; play by link needs the site.
    const startable = Object.keys(MODES).filter((k) => k !== 'study' && !(k === 'link' && isOneFile()));
    mode.replaceChildren(...startable.map((k) => new Option(words.mode(k), k)));
  };
  nameChoices();

  const line = part('#variant-line');
  // The lesson link is left out of the one-file edition, which has no tour beside it.
  const lesson = /** @type {HTMLAnchorElement | null} */ (form.querySelector('#variant-lesson'));
  const sync = () => {
    // One line about the chosen variant, and its lesson in the rules tour (learn.html#<variant>).
    line.textContent = wordsNow().t(`variantAbout.${variant.value}`);
    // Options set away from their defaults stay in view.
    const rulesChanged =
      field('simultaneous').value !== 'mover-wins' || !field('repetition').checked || field('moveLimit').value !== '' || field('reversed').checked || field('scrambled').checked;
    if (rulesChanged) part('.more-options').setAttribute('open', '');
    if (lesson) lesson.href = variant.value === 'standard' ? 'learn.html' : `learn.html#${variant.value}`;
    // Every board has its lesson; the wide boards take every rule option (docs/rules.md §9.5),
    // and two of them a scrambled start.
    const scrambles = SCRAMBLED.includes(variant.value);
    field('scrambled').disabled = !scrambles;
    field('scrambled').closest('label')?.classList.toggle('disabled', !scrambles);
    // The side you take: a colour, or in AmbiLOA a team and its two seats (the side named Black
    // is the East–West team: West plays Black, East Blue; South White and North Yellow).
    const words = wordsNow();
    const ambiloa = TEAM_VARIANTS.includes(variant.value);
    const [black, white] = field('human').options;
    black.textContent = words.t(ambiloa ? 'ui.seatsEastWest' : 'ui.blackFirst');
    white.textContent = words.t(ambiloa ? 'ui.seatsNorthSouth' : 'colour.white');
    // A side is yours against the computer and against a friend by link; a level only the computer has.
    const ownSide = mode.value === 'computer' || mode.value === 'link';
    const noComputer = mode.value === 'friend' || mode.value === 'link';
    field('human').disabled = !ownSide;
    field('level').disabled = noComputer;
    part('[data-for="human"]').classList.toggle('disabled', !ownSide);
    part('[data-for="level"]').classList.toggle('disabled', noComputer);
    part('output[name="level-out"]').textContent = field('level').value;
    // The level's name and one line about its strength, so the slider says what a number means.
    const level = field('level').value;
    part('#level-about').textContent = `${wordsNow().t(`levelName.${level}`)} — ${wordsNow().t(`levelAbout.${level}`)}`;
    // Levels 1–5 keep their own budget; only full strength is timed.
    // The clock is for two people at one device.
    field('clock').disabled = mode.value !== 'friend';
    part('[data-for="clock"]').classList.toggle('disabled', mode.value !== 'friend');
    const timed = !noComputer && field('level').value === '6';
    field('moveTime').disabled = !timed;
    part('[data-for="moveTime"]').classList.toggle('disabled', !timed);
  };
  form.addEventListener('input', sync);
  form.addEventListener('submit', (e) => {
    if (/** @type {HTMLButtonElement | null} */ (e.submitter)?.value === 'cancel') return;
    /** @type {Config['rules']} */
    const rules = {
      simultaneous: /** @type {Config['rules']['simultaneous']} */ (field('simultaneous').value),
      repetition: field('repetition').checked,
      // Empty means no limit; the input's own min/max keep a typed number sensible.
      moveLimit: field('moveLimit').value && field('moveLimit').validity.valid ? Number(field('moveLimit').value) : null,
      reversed: field('reversed').checked,
      // Said every time, so that a scrambled game's option never outlives it on another board.
      scrambled: !field('scrambled').disabled && field('scrambled').checked,
    };
    onStart({
      variant: variant.value,
      rules,
      mode: /** @type {Config['mode']} */ (mode.value),
      human: /** @type {Config['human']} */ (field('human').value),
      level: Number(field('level').value),
      moveTime: Number(field('moveTime').value),
      clock: clockOf(mode.value === 'friend' ? field('clock').value : ''),
    });
  });

  return {
    /** Opens the dialog showing `config` (the board's current configuration). @param {Config} config */
    open(config) {
      nameChoices();
      variant.value = config.variant;
      field('simultaneous').value = config.rules.simultaneous;
      field('repetition').checked = config.rules.repetition;
      field('moveLimit').value = config.rules.moveLimit == null ? '' : String(config.rules.moveLimit);
      field('reversed').checked = !!config.rules.reversed;
      field('scrambled').checked = !!config.rules.scrambled;
      mode.value = config.mode;
      field('human').value = config.human;
      field('level').value = String(config.level);
      field('moveTime').value = String(config.moveTime);
      field('clock').value = config.clock ? `${config.clock.time / 60000}+${config.clock.increment / 1000}` : '';
      if (field('clock').value === undefined || field('clock').selectedIndex < 0) field('clock').value = '';
      if (!field('moveTime').value) field('moveTime').value = '1000'; // not one of the choices
      sync();
      dialog.showModal();
    },
  };
}

/** '5+3' → {time: 300000, increment: 3000} (minutes each, seconds a move); '' → no clock. @param {string} value */
function clockOf(value) {
  const [minutes, seconds] = value.split('+').map(Number);
  return value ? { time: minutes * 60000, increment: seconds * 1000 } : null;
}
