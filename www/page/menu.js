// A menu button and its popup list (the index page's "Game" menu: copy, download, open), as the
// WAI-ARIA menu button pattern asks: Enter, Space or ↓ opens it on the first item, ↑ on the last;
// ↑ ↓ Home End move between items; Escape closes it and gives the focus back to the button; Tab,
// a click elsewhere or choosing an item closes it. The items are buttons whose own click does the
// work; this only opens, moves and closes.

/**
 * Wires `button` (aria-controls names the list) to open and close `list` (role="menu").
 * @param {HTMLButtonElement} button
 * @param {HTMLElement} list
 */
export function bindMenu(button, list) {
  const items = () => /** @type {HTMLButtonElement[]} */ ([...list.querySelectorAll('[role="menuitem"]')]);
  const isOpen = () => !list.hidden;

  /** Opens the list with the focus on item `index` (negative: from the end). @param {number} index */
  const open = (index) => {
    list.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const all = items();
    all.at(index)?.focus();
  };
  /** @param {boolean} [refocus] give the focus back to the button */
  const close = (refocus = false) => {
    if (!isOpen()) return;
    list.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (refocus) button.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close() : open(0)));
  button.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      open(e.key === 'ArrowDown' ? 0 : -1);
      e.preventDefault();
    }
  });
  list.addEventListener('keydown', (e) => {
    const all = items();
    const at = all.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    /** @type {Record<string, number>} */
    const moves = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 };
    if (e.key in moves) {
      all[moves[e.key]].focus();
      e.preventDefault();
    } else if (e.key === 'Escape') {
      close(true);
      e.preventDefault();
      e.stopPropagation();
    } else if (e.key === 'Tab') {
      close();
    }
  });
  // Choosing an item closes the menu after the item's own click handler has run; the focus goes
  // back to the button unless the item opened a dialog (which takes the focus itself).
  list.addEventListener('click', (e) => {
    if (!(/** @type {Element} */ (e.target).closest('[role="menuitem"]'))) return;
    close(!document.querySelector('dialog[open]'));
  });
  document.addEventListener('pointerdown', (e) => {
    const target = /** @type {Node} */ (e.target);
    if (isOpen() && !list.contains(target) && !button.contains(target)) close();
  });
  return { close };
}
