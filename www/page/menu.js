// A menu button and its popup list (the index page's "Game" menu: copy, download, open), as the
// WAI-ARIA menu button pattern asks: Enter, Space or ↓ opens it on the first item, ↑ on the last;
// ↑ ↓ Home End move between items; Escape closes it and gives the focus back to the button; Tab,
// a click elsewhere or choosing an item closes it. The items are buttons whose own click does the
// work; this only opens, places, moves and closes. It opens where the whole list is on the screen
// (a list always above the button went off the top once a game filled the panel).

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
    place(button, list);
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

/** The gap between the button and its list, and between the list and the window's edge, in px. */
const GAP = 6;

/**
 * Places the open `list` where all of it is seen: below `button` when it fits there, else above,
 * else (a short window, a phone in landscape) as near the button as the window allows, over it;
 * its height capped to the window when even that is too short. Aligned to the button's right edge
 * unless that would push it off the window's left edge. Offsets are from the list's positioned
 * parent (.menu), so the list scrolls with the page like the button.
 * @param {HTMLElement} button
 * @param {HTMLElement} list
 */
function place(button, list) {
  list.style.top = '';
  list.style.maxHeight = '';
  delete list.dataset.align;
  const at = button.getBoundingClientRect();
  const parent = (list.offsetParent ?? button).getBoundingClientRect();
  const room = window.innerHeight - 2 * GAP;
  if (list.offsetHeight > room) list.style.maxHeight = `${room}px`;
  const height = list.offsetHeight;
  let top = at.bottom + GAP;
  if (top + height > window.innerHeight - GAP) top = at.top - GAP - height;
  if (top < GAP) top = Math.max(GAP, window.innerHeight - GAP - height);
  list.style.top = `${top - parent.top}px`;
  if (at.right - list.offsetWidth < GAP) list.dataset.align = 'left';
}
