// Your own name for games by link, remembered on this device only: a preference, asked once and
// given to each game by link you play as your colour's tag (Black or White). The names of a game
// are the game's own tags, kept by the core with the game and carried in the link it writes
// (link-names.js); none is kept here. Older pages kept each game's friend's name here too: those
// are still read, once, into their game's tags (`takeOldFriendName`).
// Storage may be missing, blocked or corrupted: an unreadable store is simply no names.

import { readStored, writeStored } from '../site/stored.js';

const KEY = 'loa.names.v1';
/** The longest name, in characters: a chip and a list row keep room for it at 360 px. */
export const MAX_NAME = 24;
/** A name: letters and digits of any script, with spaces, dots, apostrophes and hyphens between. */
const NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M} .'’-]*[\p{L}\p{N}\p{M}.])?$/u;

/**
 * `text` as a name (its surrounding spaces and repeated inner spaces removed), or why it is none:
 * → `{name}` ('' for an empty field: no name), or `{problem: 'long' | 'characters'}`.
 * @param {string} text
 * @returns {{name: string, problem?: undefined} | {name?: undefined, problem: 'long' | 'characters'}}
 */
export function checkName(text) {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name) return { name: '' };
  if ([...name].length > MAX_NAME) return { problem: 'long' };
  return NAME.test(name) ? { name } : { problem: 'characters' };
}

/** What is stored, its names checked again (storage can hold anything). @returns {{me: string, friends: Record<string, string>}} */
function load() {
  const saved = readStored(KEY).value;
  /** @type {{me: string, friends: Record<string, string>}} */
  const names = { me: '', friends: {} };
  if (!saved || typeof saved !== 'object') return names;
  if (typeof saved.me === 'string') names.me = checkName(saved.me).name ?? '';
  if (saved.friends && typeof saved.friends === 'object') {
    for (const [id, name] of Object.entries(saved.friends)) {
      const checked = typeof name === 'string' ? checkName(name).name : '';
      if (checked) names.friends[id] = checked;
    }
  }
  return names;
}

/** Your own name, '' when you gave none. */
export const yourName = () => load().me;

/**
 * The friend's name an older page kept for game `id` ('' when none), forgotten here as it is
 * taken: the game's tags keep it from now on. @param {string} id
 */
export function takeOldFriendName(id) {
  const names = load();
  const name = names.friends[id] ?? '';
  if (name) {
    delete names.friends[id];
    writeStored(KEY, names);
  }
  return name;
}

/** The friend's name an older page kept for game `id`, for the games list of a game not opened since; '' when none. @param {string} id */
export const oldFriendName = (id) => load().friends[id] ?? '';

/** Remembers your name ('' forgets it); `name` must have passed `checkName`. @param {string} name */
export function setYourName(name) {
  writeStored(KEY, { ...load(), me: name });
}

/** Forgets what an older page kept for game `id` (the game is deleted). @param {string} id */
export function forgetOldFriendName(id) {
  if (oldFriendName(id)) takeOldFriendName(id);
}
