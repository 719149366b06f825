// The first visit: a card in the panel that says how to play in three sentences, with a picture
// of a move, and offers the rules tour. Dismissed once, it stays dismissed (remembered in
// storage). It is in the page from the first paint and boot.js hides it before that paint once
// dismissed, so its coming and going never moves anything; it sits in the panel, after the board.

import { readStored, writeStored } from '../site/stored.js';

/** The storage key that remembers the card was dismissed (boot.js reads it too). */
export const WELCOME_KEY = 'loa.welcome.v1';

/**
 * Hides `card` if it was dismissed before (the one-file edition has no boot.js); `close`
 * dismisses it for good, as does following its link to the tour.
 * @param {HTMLElement} card
 * @param {HTMLButtonElement} close
 */
export function bindWelcome(card, close) {
  if (readStored(WELCOME_KEY).value === 'dismissed') card.hidden = true;
  const dismiss = () => {
    writeStored(WELCOME_KEY, 'dismissed');
    card.hidden = true;
  };
  close.addEventListener('click', dismiss);
  card.querySelector('a')?.addEventListener('click', dismiss);
}
