// Keeps the game on the board in the games list (archive.js): loaded once a game has a move (or
// is a game by link), so a first visit's page does not carry it. Each call writes the game as it
// stands under its identity; a list that could not be read is said once, when the list starts
// afresh, and a game that cannot be kept (storage full or blocked) is said once a game.

import { putGame, listGames } from './archive.js';

/** Whether the stored list has been looked at yet. */
let checked = false;
/** The game that could not be kept, said once. @type {string | null} */
let unsaved = null;

/**
 * @typedef {object} Snapshot the game as the page had it when it changed
 * @property {import('../types/types.js').GamePosition} pos
 * @property {import('../types/types.js').State} state
 * @property {import('../types/types.js').Config} cfg
 * @property {string} id
 * @property {import('./archive.js').Entry['kind']} kind
 * @property {number} started
 */

/**
 * Keeps the game of `snap`; `say(key)` shows a sentence of the page's words.
 * @param {Snapshot} snap @param {(key: string) => void} say
 */
export function keepGame({ pos, state, cfg, id, kind, started }, say) {
  if (!checked) {
    checked = true;
    if (listGames().problem) say('games.unreadable');
  }
  const mine = state.players.find((p) => p.sideColour === cfg.human)?.side;
  const o = state.outcome;
  const yours = kind === 'computer' || kind === 'link';
  const entry = {
    id,
    kind,
    level: kind === 'computer' ? cfg.level : null,
    human: yours ? cfg.human : null,
    variant: state.variant,
    started,
    updated: Date.now(),
    link: pos.link,
    record: pos.record,
    result: /** @type {'1-0' | '0-1' | '1/2-1/2' | null} */ (o?.result ?? null),
    mine: /** @type {'won' | 'lost' | 'drawn' | null} */ (!o || !yours ? null : o.winner === null ? 'drawn' : o.winner === mine ? 'won' : 'lost'),
    turns: state.turns.length,
    yourTurn: !o && (!yours || state.side === mine),
  };
  if (putGame(entry)) unsaved = null;
  else if (unsaved !== id) {
    unsaved = id;
    say('games.notSaved');
  }
}
