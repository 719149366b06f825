// The "New game" dialog: variant, rule options, mode, side and computer level.
// It only collects choices; the board validates nothing here and the core validates everything.

import { VARIANTS, MODES } from './board.js';

/**
 * Wires the <dialog> `dialog` (markup in index.html). `onStart(config)` receives
 * {variant, rules: {simultaneous, repetition}, mode, human, level}.
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
      sync();
      dialog.showModal();
    },
  };
}
