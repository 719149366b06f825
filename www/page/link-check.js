// Whether an address from a friend continues your copy of a game by link. Both games are
// described by the core (friend.js reads each link with it: the setup, the packed moves, the
// side that played each ply, the outcome); this only compares those lists, so no rule is known
// here. An answer is accepted when it keeps every move of your copy and adds only your friend's
// moves (or their resignation, or their acceptance of the draw you offered); one that is older
// changes nothing; anything else is refused with what differs, and your copy stays as it was.
// How a game ends is the core's to judge: an answer that ends on time or by your resignation is
// refused by it before the moves are compared (`refused`, friend.js).

/**
 * A game as the core describes it.
 * @typedef {object} Described
 * @property {string} setup the variant, rules and start, as one comparable text
 * @property {number[]} moves the packed plies
 * @property {string[]} texts each ply as text ('b1-d3')
 * @property {('black' | 'white')[]} movers the side (by its colour) that played each ply
 * @property {{result: string, agreed: boolean} | null} outcome
 * @property {boolean} offered a draw offered with the last ply awaits an answer
 * @property {string | null} [refused] why the core refuses it as an answer (a words key under `link.`)
 */

/**
 * @typedef {{verdict: 'accept'}
 *   | {verdict: 'older' | 'same'}
 *   | {verdict: 'refuse', why: 'wrongSide'}
 *   | {verdict: 'refuse', why: 'setup'}
 *   | {verdict: 'refuse', why: 'differs', ply: number, yours: string, theirs: string}
 *   | {verdict: 'refuse', why: 'forYou', ply: number, move: string}
 *   | {verdict: 'refuse', why: 'drawNotOffered'}
 *   | {verdict: 'refuse', why: 'over'}} Verdict
 */

/**
 * What to do with `theirs`, an address for `receiver`, given `yours`, your copy, in which you
 * play `you`. The ply numbers are from 1.
 * @param {Described} yours @param {Described} theirs
 * @param {'black' | 'white'} you @param {'black' | 'white'} receiver
 * @returns {Verdict}
 */
export function compareCopies(yours, theirs, you, receiver) {
  // Your own address (the one you sent), or one meant for the other player.
  if (receiver !== you) return { verdict: 'refuse', why: 'wrongSide' };
  if (yours.setup !== theirs.setup) return { verdict: 'refuse', why: 'setup' };
  const common = Math.min(yours.moves.length, theirs.moves.length);
  for (let i = 0; i < common; i++) {
    if (yours.moves[i] !== theirs.moves[i]) return { verdict: 'refuse', why: 'differs', ply: i + 1, yours: yours.texts[i], theirs: theirs.texts[i] };
  }
  if (theirs.moves.length < yours.moves.length) return { verdict: 'older' };
  // A draw by agreement ends your copy only when it accepts your own offer, on your last move.
  const yourOffer = yours.offered && yours.movers.at(-1) === you && theirs.moves.length === yours.moves.length;
  if (theirs.outcome?.agreed && !yours.outcome && !yourOffer) return { verdict: 'refuse', why: 'drawNotOffered' };
  if (theirs.moves.length === yours.moves.length) {
    if (!theirs.outcome || yours.outcome) return { verdict: yours.outcome && !theirs.outcome ? 'older' : 'same' };
    // The only news is how the game ended (a resignation for you the core refused before).
    return { verdict: 'accept' };
  }
  if (yours.outcome) return { verdict: 'refuse', why: 'over' };
  for (let i = yours.moves.length; i < theirs.moves.length; i++) {
    if (theirs.movers[i] === you) return { verdict: 'refuse', why: 'forYou', ply: i + 1, move: theirs.texts[i] };
  }
  return { verdict: 'accept' };
}
