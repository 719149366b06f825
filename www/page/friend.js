// A friend, by link (loaded when first needed): the address that carries the game to your friend,
// and the answer opened here. The address holds the whole game (the core's link: variant, every
// rule option, the start, the moves, a resignation), the game's identity and the side of the
// person who receives it:
//   ?mode=link&g=standard~mBTQT&id=Xk3…&side=black
// Each browser keeps its copy in the games list (archive.js) under the identity; an answer is
// checked against that copy (link-check.js) before it replaces it. Nothing is sent anywhere but
// through the person's own share sheet or clipboard.

import { loadCore, reasonOf } from '../component/core.js';
import { findGame } from './archive.js';
import { compareCopies } from './link-check.js';

/** @typedef {import('./link-check.js').Described} Described */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {{link: string, human: 'black' | 'white', started: number}} Copy the game to show, with when it began */

/**
 * The game of `link` as the core describes it, for comparing two copies.
 * @param {typeof import('../../pkg/loa.js')} core @param {string} link
 * @returns {Described}
 */
function describe(core, link) {
  const game = core.WasmGame.fromLink(link);
  try {
    const state = /** @type {import('../types/types.js').State} */ (game.state());
    const sideColour = (/** @type {string | null} */ side) => state.players.find((p) => p.side === side)?.sideColour ?? null;
    const o = state.outcome;
    return {
      setup: `${state.start}|${JSON.stringify(state.rules)}`,
      moves: Array.from(game.moves()),
      texts: state.history.map((m) => m.text),
      movers: state.history.map((m) => /** @type {'black' | 'white'} */ (state.players.find((p) => p.colour === m.colour)?.sideColour)),
      outcome: o ? { result: o.result, resigned: o.cause === 'resignation' ? sideColour(o.loser) : null } : null,
    };
  } finally {
    game.free();
  }
}

/**
 * Reads the answer in the address: → `{accept: {link, human}, note?}` to show it (a game new to
 * this browser, or one that continues your copy), or `{keep: {link, human} | null, note}` when it
 * changes nothing or is refused (your copy, when there is one, goes on untouched), `note` saying
 * why in words.
 * @param {{id: string, link: string, side: 'black' | 'white'}} address
 * @param {Words} words
 * @returns {Promise<{accept?: Copy, keep?: Copy | null, note?: string}>}
 */
export async function receive({ id, link, side }, words) {
  const core = await loadCore();
  const copy = findGame(id);
  const kept = copy && copy.kind === 'link' && copy.human ? { link: copy.link, human: copy.human, started: copy.started } : null;
  let theirs;
  try {
    theirs = describe(core, link);
  } catch (err) {
    return { keep: kept, note: words.t('link.unreadable', { reason: reasonOf(err) }) };
  }
  if (!kept) return { accept: { link, human: side, started: Date.now() } }; // a game new to this browser
  const yours = describe(core, kept.link);
  const said = compareCopies(yours, theirs, kept.human, side);
  if (said.verdict === 'accept') return { accept: { ...kept, link } };
  if (said.verdict !== 'refuse') return { keep: kept, note: words.t(said.verdict === 'older' ? 'link.older' : 'link.same') };
  const other = kept.human === 'black' ? 'white' : 'black';
  let why;
  if (said.why === 'differs') why = words.t('link.differs', { ply: said.ply, yours: said.yours, theirs: said.theirs });
  else if (said.why === 'forYou') why = words.t('link.forYou', { ply: said.ply, move: said.move, side: words.t(`colour.${kept.human}`) });
  else if (said.why === 'wrongSide') why = words.t('link.wrongSide', { side: words.t(`colour.${other}`) });
  else why = words.t(`link.${said.why}`);
  return { keep: kept, note: words.t('link.refused', { why }) };
}

/**
 * The address that carries the game on `board` to your friend: the game, its identity and the
 * side your friend plays.
 * @param {import('../types/types.js').Api} board @param {string} id @param {string} base the page's address
 */
export function friendAddress(board, id, base) {
  const url = new URL(base);
  const friend = board.config().human === 'black' ? 'white' : 'black';
  url.search = new URLSearchParams({ mode: 'link', g: board.getPosition()?.link ?? '', id, side: friend }).toString();
  url.hash = '';
  return url.href;
}

/**
 * Sends the game to your friend: the share sheet where the device has one, else the address
 * copied (or shown to copy by hand when the clipboard is refused). → what to say in the page.
 * @param {import('../types/types.js').Api} board @param {string} id @param {Words} words
 */
export async function sendToFriend(board, id, words) {
  const url = friendAddress(board, id, location.href);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: words.t('share.title'), text: words.t('link.shareText'), url });
      return { text: words.t('link.shared'), url };
    } catch (err) {
      if (/** @type {Error} */ (err)?.name === 'AbortError') return { text: '', url };
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { text: words.t('link.copied'), url };
  } catch {
    return { text: words.t('link.copyByHand'), url };
  }
}
