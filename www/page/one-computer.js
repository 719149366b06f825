// One computer per game: when two tabs of the page show one game against the computer, only one
// of them lets the computer move — the tab holding the game's Web Lock (`loa.computer.<id>`); the
// other's computer waits (board.computerElsewhere) and shows the move when the first keeps it
// (keeping.js follows other tabs). A tab holds the lock while it shows the game: when it shows
// another or is closed, the browser hands the lock to the next tab, whose computer then plays if
// it is its turn. Without Web Locks (an old browser), every tab plays as before.

/** The game whose lock this tab holds or waits for, and how to give it up. @type {{id: string, abort: AbortController, release: () => void} | null} */
let held = null;

/**
 * Lets the computer of `board` move only while this tab holds the lock of game `id`; called at
 * every change of the game (a call for the same game does nothing).
 * @param {import('../types/types.js').Api} board @param {string} id
 */
export function computerHere(board, id) {
  const locks = globalThis.navigator?.locks;
  if (!locks || held?.id === id) return;
  held?.abort.abort();
  held?.release();
  /** @type {() => void} */
  let release = () => {};
  const mine = { id, abort: new AbortController(), release: () => release() };
  held = mine;
  board.computerElsewhere(true); // until the lock is this tab's: at once when no other tab has it
  locks
    .request(`loa.computer.${id}`, { signal: mine.abort.signal }, () => {
      if (held !== mine) return; // another game since: given back at once
      board.computerElsewhere(false);
      return new Promise((resolve) => (release = () => resolve(undefined)));
    })
    .catch(() => {}); // given up before it was granted (AbortError)
}
