// embed.html's postMessage API, both ways. Every message is an object whose `type` starts with
// 'loa:'; anything else is someone else's message and is ignored.
//
// Host → frame (commands); each gets a {type: 'loa:reply', id, command, ok, reason?} back:
//   {type: 'loa:newGame', id?}
//   {type: 'loa:play', move: 'b1-d3', id?}
//   {type: 'loa:set', options: {variant: …, level: 4, lang: 'it', …}, id?}   (the element's
//       property names or the URL's; all are checked first, and one bad value changes nothing)
//   {type: 'loa:flip', id?} · {type: 'loa:undo', id?} · {type: 'loa:redo', id?}
//   {type: 'loa:getPosition', id?}                  (the reply carries `position`: the game
//       as data, as getPosition() gives it; `set` takes it back)
// Frame → host (events):
//   {type: 'loa:ready', position} · {type: 'loa:move', move, by, position}
//   {type: 'loa:gameover', outcome, position} · {type: 'loa:error', message}
// Reasons and messages are in the board's language (its `lang`). A `loa:set` whose game the core
// cannot set up (a bad move, position or record) answers ok: false with the reason and changes
// nothing. types/embed.d.ts declares every message.
//
// Origin rules: with `?origin=https://host.example` the frame takes commands only from that
// origin and posts its events only to it (the browser drops them if the parent is another
// origin). Without it, the frame takes commands from its parent window only, whatever its
// origin, and posts events to any parent: a game is public, and commands can only change the game.

import { OPTIONS, readOption, configOf, mergeInto } from '../element/options.js';
import { loadCatalogue, needsLoading } from '../words/catalogues.js';

/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('../element/element.js').LoaBoardElement} LoaBoardElement */
/** @typedef {{ok: boolean, reason?: string, position?: unknown}} Reply */
/** @typedef {Record<string, unknown>} Command a command's message */

const BY_NAME = new Map(OPTIONS.flatMap((o) => [[o.prop, o], [o.param, o]]));

/**
 * Reads the `origin` parameter. → {origin: string|null} or {problem}; an origin is exactly
 * scheme://host[:port], as `location.origin` prints it.
 * @param {string | null} value
 * @param {Words} words
 * @returns {{origin: string | null, problem?: undefined} | {origin?: undefined, problem: string}}
 */
export function readHostOrigin(value, words) {
  if (value === null) return { origin: null };
  let origin = null;
  try {
    origin = new URL(value).origin;
  } catch {
    /* not a URL at all */
  }
  if (!origin || origin === 'null' || origin !== value.replace(/\/$/, '')) {
    return { problem: words.t('embed.badOrigin', { value }) };
  }
  return { origin };
}

/**
 * Reads a `loa:set` command's options. → {config} or {problem}; nothing is applied here.
 * @param {unknown} options
 * @param {Words} words
 * @returns {{config: ConfigInput, problem?: undefined} | {config?: undefined, problem: string}}
 */
export function readSetOptions(options, words) {
  if (!options || typeof options !== 'object' || Array.isArray(options)) {
    return { problem: words.t('embed.setNeedsOptions') };
  }
  /** @type {ConfigInput} */
  const config = {};
  for (const [name, value] of Object.entries(options)) {
    const option = BY_NAME.get(name);
    if (!option) return { problem: words.t('embed.notAnOption', { name, options: OPTIONS.map((o) => o.prop).join(', ') }) };
    const text = value === null ? null : Array.isArray(value) ? value.join(' ') : String(value);
    const { value: read, problem } = readOption(option, text, words, `${name}: ${JSON.stringify(value)}`);
    if (problem) return { problem };
    mergeInto(config, configOf(option, read));
  }
  return { config };
}

/**
 * The commands a host can send, by name (the message's `type` without 'loa:'): each reads its
 * message and answers a Reply. types/embed.d.ts declares them (EmbedCommands), and a test
 * compares the two lists.
 * @param {LoaBoardElement} board
 * @returns {Record<string, (data: Command) => Reply | Promise<Reply>>}
 */
export function hostCommands(board) {
  return {
    newGame: () => (board.newGame(), { ok: true }),
    play: ({ move }) => (typeof move === 'string' ? board.play(move) : { ok: false, reason: board.words().t('embed.playNeedsMove') }),
    set: async ({ options }) => {
      const { config, problem } = readSetOptions(options, board.words());
      if (problem !== undefined) return { ok: false, reason: problem };
      // A language that loads on demand (catalogues.js) is fetched first; then all is applied at once.
      if (needsLoading(config.locale)) await loadCatalogue(/** @type {string} */ (config.locale));
      return setOrRefuse(board, config);
    },
    flip: () => (board.flip(), { ok: true }),
    undo: () => ({ ok: board.undo() }),
    redo: () => ({ ok: board.redo() }),
    getPosition: () => ({ ok: true, position: board.getPosition() }),
  };
}

/**
 * Applies `config`; a game the core cannot set up from it (a move it refuses, a position or
 * record it cannot read) is refused instead: the reason, in the board's words, is the answer and
 * the board gets back the game and configuration it had. The board reports such a game as its
 * `error` event while it sets it up, which is heard here and not passed on. A record is read
 * first, by the readers' wasm, so its answer waits for its game: the next `change` (the game
 * from the record is on the board) or `error` (the record was refused).
 * @param {LoaBoardElement} board @param {ConfigInput} config
 * @returns {Promise<Reply>}
 */
async function setOrRefuse(board, config) {
  const position = board.getPosition();
  const before = board.config();
  /** @type {string | null} */
  let refused = null;
  /** @type {() => void} */
  let settle = () => {};
  /** Kept once the game `config` asks for is on the board, or refused. */
  const settled = new Promise((resolve) => (settle = () => resolve(undefined)));
  /** @param {Event} event */
  const hear = (event) => {
    refused ??= /** @type {CustomEvent<{message: string}>} */ (event).detail.message;
    event.stopImmediatePropagation();
    settle();
  };
  board.addEventListener('error', hear, { capture: true });
  board.addEventListener('change', settle);
  try {
    board.set(config);
    if (typeof config.record === 'string' && config.record && refused === null) await settled;
  } finally {
    board.removeEventListener('error', hear, { capture: true });
    board.removeEventListener('change', settle);
  }
  if (refused === null) return { ok: true };
  if (before && position) {
    /** @type {Record<string, unknown>} */
    const again = {};
    for (const key of Object.keys(config)) again[key] = /** @type {Record<string, unknown>} */ (before)[key];
    // The game comes back from its link, at once. Not from its record: a record the board has not
    // read yet is read first, by the readers' wasm, so the game would come back only after the
    // reply; the link, which a game set-up reads before any record, carries the whole game.
    const { record: _record, ...game } = position;
    board.set({ ...again, ...game });
  }
  return { ok: false, reason: refused };
}

/**
 * What the frame tells its host, by the element's event: the message for it (without `type`,
 * which is 'loa:' and the event's name). types/embed.d.ts declares them (EmbedEvents).
 * @param {LoaBoardElement} board
 * @returns {Record<string, (detail: Record<string, unknown>) => Record<string, unknown>>}
 */
export function hostEvents(board) {
  return {
    ready: () => ({ position: board.getPosition() }),
    move: ({ move, by }) => ({ move, by, position: board.getPosition() }),
    gameover: ({ outcome }) => ({ outcome, position: board.getPosition() }),
    error: ({ message }) => ({ message }),
  };
}

/**
 * Connects a <loa-board> in this frame to the parent window. Does nothing outside a frame.
 * @param {LoaBoardElement} board
 * @param {string | null} hostOrigin
 */
export function connectToHost(board, hostOrigin) {
  if (window.parent === window) return;
  /** @param {Record<string, unknown>} message */
  const post = (message) => window.parent.postMessage(message, hostOrigin ?? '*');
  const commands = hostCommands(board);

  window.addEventListener('message', async (event) => {
    /** @type {unknown} */
    const data = event.data;
    if (!data || typeof data !== 'object' || !('type' in data) || typeof data.type !== 'string' || !data.type.startsWith('loa:')) return;
    if (event.source !== window.parent) return;
    if (hostOrigin && event.origin !== hostOrigin) return;
    const message = /** @type {Command & {type: string}} */ (data);
    const command = message.type.slice(4);
    const run = Object.hasOwn(commands, command) ? commands[command] : null;
    /** @type {Reply} */
    let reply;
    try {
      reply = run
        ? await run(message)
        : { ok: false, reason: board.words().t('embed.notACommand', { type: message.type, commands: Object.keys(commands).map((c) => `loa:${c}`).join(', ') }) };
    } catch (err) {
      reply = { ok: false, reason: String(err instanceof Error ? err.message : err) };
    }
    post({ type: 'loa:reply', id: message.id ?? null, command: message.type, ...reply });
  });

  for (const [name, tell] of Object.entries(hostEvents(board))) {
    board.addEventListener(name, (event) => post({ type: `loa:${name}`, ...tell(/** @type {CustomEvent<Record<string, unknown>>} */ (event).detail) }));
  }
}
