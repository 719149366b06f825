// The "New game" dialog: variant, rule options, mode, side, computer level and level 6's time per move.
// It only collects choices; the board validates nothing here and the core validates everything.

import { VARIANTS, MODES } from './board.js';

/**
 * Wires the <dialog> `dialog` (markup in index.html). `onStart(config)` receives
 * {variant, rules: {simultaneous, repetition}, mode, human, level, moveTime (ms)}.
 */
export function createNewGameDialog(dialog, onStart) {
  const form = dialog.querySelector('form');
  const variant = form.elements.variant;
  const mode = form.elements.mode;
  variant.replaceChildren(...Object.entries(VARIANTS).map(([k, name]) => new Option(name, k)));
  mode.replaceChildren(...Object.entries(MODES).map(([k, name]) => new Option(name, k)));

  const sync = () => {
    const vsComputer = mode.value === 'computer';
    form.elements.human.disabled = !vsComputer;
    form.elements.level.disabled = mode.value === 'friend';
    form.querySelector('[data-for="human"]').classList.toggle('disabled', !vsComputer);
    form.querySelector('[data-for="level"]').classList.toggle('disabled', mode.value === 'friend');
    form.querySelector('output[name="level-out"]').textContent = form.elements.level.value;
    // Levels 1–5 keep their own budget; only full strength is timed.
    const timed = mode.value !== 'friend' && form.elements.level.value === '6';
    form.elements.moveTime.disabled = !timed;
    form.querySelector('[data-for="moveTime"]').classList.toggle('disabled', !timed);
  };
  form.addEventListener('input', sync);
  form.addEventListener('submit', (e) => {
    if (e.submitter?.value === 'cancel') return;
    onStart({
      variant: variant.value,
      rules: {
        simultaneous: form.elements.simultaneous.value,
        repetition: form.elements.repetition.checked,
      },
      mode: mode.value,
      human: form.elements.human.value,
      level: Number(form.elements.level.value),
      moveTime: Number(form.elements.moveTime.value),
    });
  });

  return {
    /** Opens the dialog showing `config` (the board's current configuration). */
    open(config) {
      variant.value = config.variant;
      form.elements.simultaneous.value = config.rules.simultaneous;
      form.elements.repetition.checked = config.rules.repetition;
      mode.value = config.mode;
      form.elements.human.value = config.human;
      form.elements.level.value = String(config.level);
      form.elements.moveTime.value = String(config.moveTime);
      if (!form.elements.moveTime.value) form.elements.moveTime.value = '1000'; // not one of the choices
      sync();
      dialog.showModal();
    },
  };
}
