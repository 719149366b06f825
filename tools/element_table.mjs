// <loa-board>'s attributes, events, methods, parts and CSS properties, each with its type and
// description: the one table the Custom Elements Manifest (tools/custom_elements.mjs) and the Vue
// and Svelte typings (tools/framework_types.mjs) are written from. The attributes come from the
// element's own table (www/element/options.js) and the events from EVENTS; one without a
// description here fails the build.

import { OPTIONS } from '../www/element/options.js';
import { EVENTS, LoaBoardElement } from '../www/element/element.js';

export const OPTION_DOCS = {
  variant: [
    'Variant',
    'standard, scrambled-eggs, parachute, ambiloa, standard-6x6, standard-7x7 or gemma; or a wide board, loaded on demand: black-hole (9×9), standard-12x12, hex-5 or hex-6 (these take mode, side, level, rules, moves and lang).',
  ],
  mode: ['Mode', 'computer, friend (two players) or watch (computer against computer).'],
  side: ["'black' | 'white'", 'Your side against the computer.'],
  level: ['1 | 2 | 3 | 4 | 5 | 6', 'The computer’s level, 1 to 6.'],
  'move-time': ['number', 'Level 6’s time per move, in ms.'],
  'hint-time': ['number', 'The time for a hint, in ms.'],
  rules: ["'mover-wins' | 'draw'", 'One move connecting both sides: the mover wins, or a draw.'],
  repetition: ['boolean', 'Whether a position repeated three times draws.'],
  'move-limit': ['number | null', 'Turns before a draw, or none.'],
  position: ['string | null', 'A position string to start from.'],
  moves: ['readonly string[] | string', 'Moves to replay, separated by spaces or commas.'],
  record: ['string | null', 'A game record to load.'],
  orientation: ["'black' | 'white' | null", 'The side at the bottom; none follows `side`.'],
  coordinates: ['boolean', 'Whether coordinates are drawn.'],
  reversed: ['boolean', 'The reversed start: the sides’ colours of the start swapped.'],
  animation: ['number', 'The move animation in ms; under 70 is off.'],
  seed: ['number | null', 'The computer’s seed; none: a new one every game.'],
  'watch-delay': ['number', 'The pause before each move in watch mode, in ms.'],
  lang: ['string', 'The board’s language: en, it, de or a registered locale (it-CH reads as it).'],
};
export const EVENT_DOCS = {
  ready: 'The core has loaded and the first game is set up.',
  change: 'The game or the configuration changed.',
  move: 'A move was played: detail {move, by: player | computer, state}.',
  gameover: 'The game ended: detail {outcome, state}.',
  illegal: 'A move was refused: detail {from, to, reason}.',
  thinking: 'The computer started or stopped thinking.',
  hint: 'A hint was found: detail {move}.',
  analysis: 'A search report: detail {analysis}.',
  restart: 'The computer’s worker stopped and is being restarted.',
  review: 'The ply shown read-only changed: detail {ply (null: the game as it stands), state}.',
  watch: 'Watch mode was paused or resumed: detail {paused}.',
  error: 'Something could not be done (a bad attribute or property value, files that could not load): detail {message}.',
};
export const METHODS = {
  play: 'Plays a move given as text (b1-d3, @d4, a3-c5@d4, pass); returns {ok, reason?}.',
  undo: 'Takes back a whole turn; returns whether anything changed.',
  redo: 'Replays a turn taken back.',
  flip: 'Turns the board half round.',
  newGame: 'Starts the game again.',
  hint: 'A promise of a suggested move for the player to move.',
  set: 'Changes the configuration like mount()’s api.set(); the attributes keep their values.',
  getPosition: 'The game as data, or null before the board is on the page.',
  state: 'The full state from the core, or null.',
  config: 'The configuration in force, or null.',
  isThinking: 'Whether the computer is thinking now.',
  computerToMove: 'Whether it is the computer’s turn.',
  words: 'The board’s words in its language.',
  analysis: 'The latest search report, or null.',
  squareCenter: 'The centre of a square in viewport coordinates.',
};
export const PARTS = ['container', 'board', 'frame', 'bar', 'bar-top', 'bar-bottom', 'stage', 'canvas', 'controls', 'status', 'buttons', 'button', 'new-game', 'undo', 'redo', 'hint', 'flip', 'settings', 'select', 'variant', 'mode', 'level'];
export const CSS_PROPERTIES = ['--loa-light', '--loa-dark', '--loa-frame', '--loa-black', '--loa-white', '--loa-last-move', '--loa-target', '--loa-focus', '--loa-button-bg', '--loa-button-fg', '--loa-button-border'];

const missing = [
  ...OPTIONS.filter((o) => !OPTION_DOCS[o.attr]).map((o) => `attribute ${o.attr}`),
  ...EVENTS.filter((e) => !EVENT_DOCS[e]).map((e) => `event ${e}`),
  ...Object.keys(METHODS).filter((m) => typeof LoaBoardElement.prototype[m] !== 'function').map((m) => `method ${m} (not on the element)`),
];
if (missing.length) throw new Error(`tools/element_table.mjs lacks a description of: ${missing.join(', ')}`);

const fallback = (value) => (value === undefined ? undefined : JSON.stringify(value));
/** Every attribute with its property, type (as TypeScript text), description and default. */
export const options = [
  ...OPTIONS.map((o) => ({ attr: o.attr, prop: o.prop, type: OPTION_DOCS[o.attr][0], description: OPTION_DOCS[o.attr][1], default: fallback(o.fallback) })),
  { attr: 'controls', prop: 'controls', type: "'none' | 'minimal' | 'full'", description: 'none (the board alone), minimal (status, New game, Undo, Hint, Flip) or full.', default: '"none"' },
];
