// The names of a game by link, remembered on this device only: your own (asked once, sent with
// every address you send, so your friend's page can show it) and, per game, your friend's (typed
// by you, or taken from the first address that brings one). A name is page metadata, not part of
// the game: it travels as the address's `from` parameter beside the core's link, never inside it.
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

/** Your friend's name in game `id`, '' when none is known. @param {string} id */
export const friendName = (id) => load().friends[id] ?? '';

/** Remembers your name ('' forgets it); `name` must have passed `checkName`. @param {string} name */
export function setYourName(name) {
  writeStored(KEY, { ...load(), me: name });
}

/** Remembers your friend's name in game `id` ('' forgets it); `name` must have passed `checkName`. @param {string} id @param {string} name */
export function setFriendName(id, name) {
  const names = load();
  if (name) names.friends[id] = name;
  else delete names.friends[id];
  writeStored(KEY, names);
}
