// A friend, by link (loaded when first needed): the address that carries the game to your friend,
// and the answer opened here. The address holds the whole game (the core's link: variant, every
// rule option, the start, the moves, a draw offer, a resignation or agreed draw), the game's identity and the side of the
// person who receives it:
//   ?mode=link&g=standard~mBTQT&id=Xk3…&side=black
// Each browser keeps its copy in the games list (archive.js) under the identity; an answer is
// checked against that copy (link-check.js) before it replaces it. Nothing is sent anywhere but
// through the person's own share sheet or clipboard.

import { reasonOf } from '../component/core.js';
import { buildOf, coreOf } from '../component/builds.js';
import { findGame } from './archive.js';
import { compareCopies } from './link-check.js';
import { plainAddress } from './address.js';
import { addPeopleWords } from '../words/people-words.js';
import { addLinkWords } from '../words/link-words.js';
import { excerpt } from '../words/words.js';
import { addPeopleStyle } from './people-style.js';
import { renderNames, nameFromAddress } from './link-names.js';
import { linkFriend } from './panel.js';

/** @typedef {import('./link-check.js').Described} Described */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {{link: string, human: 'black' | 'white', started: number, notes?: string}} Copy the game to show, with when it began and, for your copy, its record with its names */

/**
 * The game of `link` as the core describes it, for comparing two copies; with `copy`, your copy
 * of it in which you play `you`, the core also says why it refuses it as an answer to that copy.
 * @param {typeof import('../../pkg/loa.js')} core @param {string} link
 * @param {{human: 'black' | 'white', link: string} | null} [copy]
 * @returns {Described}
 */
function describe(core, link, copy = null) {
  const game = core.WasmGame.fromLink(link);
  try {
    const state = /** @type {import('../types/types.js').State} */ (game.state());
    const o = state.outcome;
    return {
      setup: `${state.start}|${JSON.stringify(state.rules)}`,
      moves: Array.from(game.moves()),
      texts: state.history.map((m) => m.text),
      movers: state.history.map((m) => /** @type {'black' | 'white'} */ (state.players.find((p) => p.colour === m.colour)?.sideColour)),
      outcome: o ? { result: o.result, agreed: o.cause === 'agreement' } : null,
      offered: state.drawOffered,
      refused: (copy ? game.answerRefusal(copy.human, copy.link) : game.answerRefusal()) ?? null,
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
  addPeopleWords(words);
  addLinkWords(words);
  // The core of the answer's board: a wide game's link is read by the wide build.
  const core = await coreOf(await buildOf({ link }));
  const copy = findGame(id);
  // Another kind of game kept under that identity (a computer game, an opened record) is not an answer's to replace.
  if (copy && copy.kind !== 'link') return { keep: null, note: words.t('link.otherGame') };
  const kept = copy && copy.kind === 'link' && copy.human ? { link: copy.link, human: copy.human, started: copy.started, notes: copy.notes } : null;
  let theirs;
  try {
    theirs = describe(core, link, kept);
  } catch (err) {
    return { keep: kept, note: words.t('link.unreadable', { reason: reasonOf(err) }) };
  }
  // What the core refuses in any answer (a loss on time: a game by link has no clock), with a
  // copy or not, and in an answer to your copy (your resignation while your copy goes on).
  if (theirs.refused) {
    const why = words.t(`link.${theirs.refused}`);
    return { keep: kept, note: kept ? words.t('link.refused', { why }) : words.t('link.refusedNew', { why }) };
  }
  if (!kept) return { accept: { link, human: side, started: Date.now() } }; // a game new to this browser
  const yours = describe(await coreOf(await buildOf({ link: kept.link })), kept.link);
  const said = compareCopies(yours, theirs, kept.human, side);
  // The answer's link carries the game's names itself: your copy's record is not its.
  if (said.verdict === 'accept') return { accept: { link, human: kept.human, started: kept.started } };
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
 * Opens the address `?mode=link&g=…&id=…&side=…` (read into `config` by address.js): the game it
 * carries, checked against this browser's copy, goes into `config`; a refused or older one leaves
 * the copy (or, with none, a new game against the computer), and `say` tells why. The address is
 * then taken out of the location bar, so a reload resumes the game instead of reading it again.
 * → when the game began and, when it is your copy unchanged, its link; null when none is shown.
 * The friend's name an older address brings (`from`) names them in the game it shows.
 * @param {string} id @param {import('../types/types.js').ConfigInput} config @param {Words} words
 * @param {(text: string) => void} say @param {string | null} [from] the sender's name
 */
export async function openAddress(id, config, words, say, from = null) {
  addPeopleWords(words);
  addLinkWords(words); // before any sentence: a bad identity is worded too, never shown as its key
  const valid = /^[A-Za-z0-9_-]{1,40}$/.test(id) && !!config.link;
  const answer = valid
    ? await receive({ id, link: /** @type {string} */ (config.link), side: config.human ?? 'black' }, words).catch((err) => ({ keep: null, note: words.t('link.unreadable', { reason: reasonOf(err) }) }))
    : { keep: null, note: words.t('link.badId', { id: excerpt(id) }) };
  const accepted = 'accept' in answer ? answer.accept : undefined;
  const game = accepted ?? answer.keep;
  if (answer.note) say(answer.note);
  const leftOut = game ? nameFromAddress(id, from, words) : null;
  if (leftOut) say(leftOut);
  // Your copy shown as it was comes back with its names (its record keeps them), as from the games list.
  const shown = game?.notes ? { record: game.notes, link: null } : { link: game?.link ?? null };
  Object.assign(config, game ? { mode: 'link', ...shown, human: game.human } : { mode: 'computer', link: null });
  // What does not name the game (the language, say) stays in the address.
  history.replaceState(history.state, '', plainAddress(location));
  // A copy shown as it was is not written again; an accepted answer is (app.js keeps it).
  return game ? { started: game.started, kept: accepted ? null : game.link } : null;
}

/**
 * The address that carries the game on `board` to your friend: the game with its players' names
 * (the core writes them in the link), its identity and the side your friend plays.
 * @param {import('../types/types.js').Api} board @param {string} id @param {string} base the page's address
 */
export function friendAddress(board, id, base) {
  const url = new URL(base);
  const friend = board.config().human === 'black' ? 'white' : 'black';
  const query = new URLSearchParams({ mode: 'link', g: board.namedLink() ?? '', id, side: friend });
  url.search = query.toString();
  url.hash = '';
  return url.href;
}

/**
 * Sends the game to your friend: the share sheet where the device has one, else the address
 * copied (or, when the clipboard is refused, shown to copy by hand). → what to say, and the address.
 * @param {import('../types/types.js').Api} board @param {string} id @param {Words} words
 */
async function sendToFriend(board, id, words) {
  const url = friendAddress(board, id, location.href);
  const say = named(words, linkFriend(board));
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: words.t('share.title'), text: words.t('link.shareText'), url });
      return { text: say('link.shared'), url };
    } catch (err) {
      if (/** @type {Error} */ (err)?.name === 'AbortError') return { text: '', url };
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { text: say('link.copied'), url };
  } catch {
    return { text: say('link.copyByHand'), url };
  }
}

/**
 * The sentence `key` naming your friend `name` (its `…Named` twin) when the game names them,
 * else the one that says "your friend". @param {Words} words @param {string} name
 */
function named(words, name) {
  return (/** @type {string} */ key) => (name ? words.t(`${key}Named`, { name }) : words.t(key));
}

/** The panel's bar for a game by link, made on first use under the banner's slot. */
function linkBar() {
  const found = document.getElementById('link-bar');
  if (found) return found;
  addPeopleStyle();
  const bar = document.createElement('div');
  bar.id = 'link-bar';
  bar.className = 'link-bar';
  bar.innerHTML = '<p id="link-say" class="link-say"></p><button type="button" id="send" class="primary"></button><button type="button" id="offer-draw"></button><button type="button" id="accept-draw"></button><p id="link-note" class="link-note" role="status"></p><input id="link-address" class="link-address" readonly hidden>';
  document.getElementById('banner-slot')?.after(bar);
  return bar;
}

/**
 * Against a friend by link: whose turn it is, and "Send to your friend" while they are to answer
 * (or once the game is over, to tell them); hidden in any other mode.
 * @param {import('../types/types.js').Api} board @param {string} id the game's identity
 */
export function renderLinkBar(board, id) {
  const state = board.state();
  const cfg = board.config();
  const bar = linkBar();
  bar.hidden = cfg.mode !== 'link' || !state;
  const words = board.words();
  addPeopleWords(words);
  addLinkWords(words);
  renderNames(bar, board, bar.hidden ? null : id, words);
  if (bar.hidden || !state) return;
  const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (bar.querySelector(selector));
  const send = /** @type {HTMLButtonElement} */ (part('#send'));
  const address = /** @type {HTMLInputElement} */ (part('#link-address'));
  const mine = state.players.find((p) => p.sideColour === cfg.human)?.side;
  const o = state.outcome;
  const theirTurn = !o && state.side !== mine;
  // The end is yours to tell when your move, your resignation or your acceptance of a draw made
  // it (an accepted draw leaves the acceptor to move); theirs they know.
  const yourEnd = !!o && (o.cause === 'resignation' ? o.loser === mine : o.cause === 'agreement' ? state.side === mine : state.turns.at(-1)?.side === mine);
  // A draw offered with the last move: yours goes with the address you send; theirs you accept
  // here or decline by moving.
  const offered = !o && board.drawOffered();
  const say = o ? (yourEnd ? 'link.sayResult' : 'link.sayOver') : !theirTurn ? (offered ? 'link.sayOffer' : 'link.sayYourTurn') : state.ply === 0 ? 'link.sayInvite' : offered ? 'link.sayOffered' : 'link.sayTheirTurn';
  const sentence = named(words, linkFriend(board));
  part('#link-say').textContent = sentence(say);
  send.textContent = sentence('link.send');
  send.hidden = !theirTurn && !yourEnd;
  const offer = /** @type {HTMLButtonElement} */ (part('#offer-draw'));
  offer.textContent = words.t('link.offerDraw');
  offer.hidden = !theirTurn || state.ply === 0 || offered;
  offer.onclick = () => board.offerDraw();
  const accept = /** @type {HTMLButtonElement} */ (part('#accept-draw'));
  accept.textContent = words.t('link.acceptDraw');
  accept.hidden = theirTurn || !offered;
  accept.onclick = () => board.acceptDraw();
  address.setAttribute('aria-label', sentence('link.address'));
  // A new position needs a new address: the one shown for the last goes.
  if (bar.dataset.ply !== String(state.ply)) {
    bar.dataset.ply = String(state.ply);
    address.hidden = true;
    part('#link-note').textContent = '';
  }
  send.onclick = async () => {
    const said = await sendToFriend(board, id, board.words());
    address.value = said.url;
    address.hidden = false;
    const note = part('#link-note');
    note.textContent = said.text;
    // Under a phone's board the bar can sit at the screen's foot: what was said comes fully into view.
    for (const shown of [address, note]) if (!shown.hidden) shown.scrollIntoView({ block: 'nearest' });
  };
}
