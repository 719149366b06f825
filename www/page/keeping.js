// The game on the index page, saved and kept as it plays: saved for a reload (resume.js, with its
// names and comments) and kept in the games list under its identity (archive.js) once a move is
// played (a game by link from its start). What cannot be saved or kept is said, once a game, and
// no older save is left in its place.
// Tabs of one browser agree on a game: another tab's change is followed as it happens (the
// `storage` event every other tab of the site receives, `followOtherTabs`); a write from an older
// copy — the event not yet arrived, or storage changed while the tab slept — is caught before it
// is made (`changedElsewhere`), and that move goes on as a new game, so neither tab shortens or
// overwrites the other's; against the computer, one tab's computer moves (`computerHere`).

import { loadGame, saveGame, forgetGame, newGameId, keepGame, keptLink, PREFIX } from './resume.js';

/**
 * The saved game to resume — none when the address names a game: that one is `previous`, put
 * aside (app.js says where it is) — and whether what was saved could not be read (then forgotten).
 * @param {boolean} addressNamesGame
 */
export function gameToResume(addressNamesGame) {
  const { saved, problem } = loadGame();
  if (problem) forgetGame();
  if (!addressNamesGame && saved?.notes && saved.id) pending = saved.id; // app.js reads them back (savedNotes)
  return addressNamesGame ? { saved: null, previous: saved, problem: false } : { saved, previous: null, problem: !!problem };
}

/**
 * The game's place in the games list: its identity, who the opponent is, the seed that tells a
 * new game, when it began, `kept`: the link this tab last kept (null: keep it at the next change),
 * `seen`: the game's link in the list as this tab last wrote or read it (null: none there), and
 * `keptNotes`: the names and comments (the record) kept with it, if any.
 * @typedef {{id: string, kind: import('./archive.js').Entry['kind'], seed: number | null, started: number, kept: string | null, seen?: string | null, keptNotes?: string}} Current
 */

/** What was said not kept, once a game. @type {string | null} */
let unsaved = null;

/** kept-notes.js once loaded: only when a game has names or comments. @type {typeof import('./kept-notes.js') | null} */
let store = null;
/** The game whose names and comments, kept apart, are being read back: kept as they are meanwhile. @type {string | null} */
let pending = null;

/** How many saves were made: a save made again once kept-notes.js has loaded is made only if it is still the last. */
let saves = 0;

/** Loads kept-notes.js (a game has names or comments to keep or read); → it. */
function loadNotes() {
  return import('./kept-notes.js').then((m) => (store = m));
}

/**
 * The names and comments of the saved game to give back after a reload (its record), or null:
 * read from inside the slot (the older layout) or from where they are kept apart.
 * @param {import('./resume.js').Saved | null} saved
 * @returns {Promise<string | null>}
 */
export async function savedNotes(saved) {
  const text = saved?.record ?? (saved?.notes && saved.id ? (await loadNotes()).readNotes(saved.id) : null);
  if (!text) pending = null; // none to give back: nothing is held for them
  return text ?? null;
}

/**
 * Saves and keeps the game; → its place in the list (a new one when another tab's version was
 * there). `game`: the resume slot's fields but the identity's; `moves`: how many moves it has;
 * `record`, the record with names and comments, if any.
 * @param {Current} current
 * @param {Omit<import('./resume.js').Saved, 'id' | 'kind' | 'started' | 'record'>} game
 * @param {{moves: number, record: string | undefined, tell: (key: string, params?: Record<string, string | number>) => unknown}} how
 * @returns {Current}
 */
export function saveAndKeep(current, game, { moves, record, tell }) {
  const at = ++saves;
  const keep = game.mode !== 'watch' && (moves > 0 || current.kind === 'link') && (current.kept !== game.link || current.keptNotes !== record);
  if (keep && changedElsewhere(current.id, current.seen ?? null, game.link)) {
    current = { ...current, id: newGameId(), started: Date.now(), kept: null, seen: null };
    tell('page.otherTab');
  }
  const { id, kind, started } = current;
  const updated = Date.now();
  const slot = { ...game, id, kind, started };
  // The names and comments are kept once, for the slot and the list, apart from the moves (only
  // their changed pieces are written); the moves without them when they do not fit, and nothing
  // older remains in either case. Until kept-notes.js has loaded (the first time a game has any),
  // they go inside the slot and the entry as the older layout kept them: no save waits for it.
  // While a reload's are read back, they are kept as they are.
  if (record !== undefined && id === pending) pending = null;
  const reading = record === undefined && id === pending;
  if (!store && record !== undefined) loadNotes();
  const apart = reading || (record !== undefined && !!store && store.keepNotes(id, record));
  if (record === undefined && !reading) store?.forgetNotes(id);
  const inside = record !== undefined && !store ? record : undefined;
  const saved = saveGame({ ...slot, record: inside }, apart) ? (record === undefined || apart || inside !== undefined ? 'all' : 'moves') : inside !== undefined && saveGame(slot, false) ? 'moves' : (forgetGame(), 'none');
  const note = saved === 'all' ? null : saved === 'moves' ? 'page.notesNotKept' : 'games.notSaved';
  if (note && moves > 0 && unsaved !== id + note) {
    tell(note, { count: record?.length ?? 0 });
    unsaved = id + note; // said once a game
  }
  if (!keep) return current;
  const yours = kind === 'computer' || kind === 'link';
  const entry = { link: game.link, kind, level: kind === 'computer' ? game.level : null, human: yours ? game.human : null, started, updated };
  // The list points at the same names and comments, so the export carries them (or holds them, until kept-notes.js loads).
  const notes = apart ? true : saved === 'all' ? inside : undefined;
  if (keepGame(id, notes === undefined ? entry : { ...entry, notes })) {
    const next = { ...current, kept: game.link, seen: game.link, keptNotes: notes === undefined ? undefined : record };
    // Kept inside for now: made again, apart, once kept-notes.js is there (unless the game changed since).
    if (inside !== undefined) loadNotes().then(() => at === saves && saveAndKeep({ ...next, keptNotes: undefined }, game, { moves, record, tell }));
    return next;
  }
  if (unsaved !== `${id}games.notSaved`) tell('games.notSaved');
  unsaved = `${id}games.notSaved`;
  return current;
}

/**
 * Whether the game `id` was kept by another tab since this one last saw it (`seen`, the link it
 * last wrote or read there; null when there was none) with a link other than `link`: writing
 * `link` then would overwrite that tab's game.
 * @param {string} id @param {string | null} seen @param {string} link
 */
function changedElsewhere(id, seen, link) {
  const stored = keptLink(id);
  return stored !== null && stored !== seen && stored !== link;
}

/**
 * Calls `changed(link)` when another tab keeps a new version of the game `idOf()` names (a game
 * it deletes is left alone here: this tab's copy stays on the board). The core checks the link
 * when the board is given it.
 * @param {() => string} idOf the identity of the game this tab shows
 * @param {(link: string) => void} changed
 */
export function followOtherTabs(idOf, changed) {
  addEventListener('storage', (e) => {
    const link = e.key === PREFIX + idOf() && e.newValue !== null ? keptLink(idOf()) : null;
    if (link !== null) changed(link);
  });
}

// One computer per game: when two tabs show one game against the computer, only the tab holding
// the game's Web Lock (`loa.computer.<id>`) lets the computer move; the other's computer waits
// (board.computerElsewhere) and shows the move when the first keeps it (followOtherTabs). A tab
// holds the lock while it shows the game: when it shows another or is closed, the browser hands
// the lock to the next tab, whose computer then plays if it is its turn. Without Web Locks (an
// old browser), every tab plays as before.

/** The game whose lock this tab holds or waits for, and how to give it up. @type {{id: string, release: (value?: unknown) => void} | null} */
let held = null;

/**
 * Lets the computer of `board` move only while this tab holds the lock of game `id`; called at
 * every change of the game (a call for the same game does nothing). A request still waiting
 * when the tab shows another game is given back as soon as it is granted.
 * @param {import('../types/types.js').Api} board @param {string} id
 */
export function computerHere(board, id) {
  const locks = globalThis.navigator?.locks;
  if (!locks || held?.id === id) return;
  held?.release();
  /** @type {{id: string, release: (value?: unknown) => void}} */
  const mine = { id, release: () => {} };
  held = mine;
  board.computerElsewhere(true); // until the lock is this tab's: at once when no other tab has it
  locks.request(`loa.computer.${id}`, () => {
    if (held !== mine) return; // another game since
    board.computerElsewhere(false);
    return new Promise((resolve) => (mine.release = resolve));
  });
}
