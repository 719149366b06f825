// embed.html's postMessage API, both ways. Every message is an object whose `type` starts with
// 'loa:'; anything else is someone else's message and is ignored.
//
// Host → frame (commands); each gets a {type: 'loa:reply', id, command, ok, reason?} back:
//   {type: 'loa:newGame', id?}
//   {type: 'loa:play', move: 'b1-d3', id?}
//   {type: 'loa:set', options: {variant: …, level: 4, lang: 'it', …}, id?}   (the element's
//       property names or the URL's; all are checked first, and one bad value changes nothing)
//   {type: 'loa:flip', id?} · {type: 'loa:undo', id?} · {type: 'loa:redo', id?}
//   {type: 'loa:getPosition', id?}                  (the reply carries `position`)
// Frame → host (events):
//   {type: 'loa:ready', position} · {type: 'loa:move', move, by, position}
//   {type: 'loa:gameover', outcome, position} · {type: 'loa:error', message}
// Reasons and messages are in the board's language (its `lang`).
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
 * Connects a <loa-board> in this frame to the parent window. Does nothing outside a frame.
 * @param {LoaBoardElement} board
 * @param {string | null} hostOrigin
 */
export function connectToHost(board, hostOrigin) {
  if (window.parent === window) return;
  /** @param {Record<string, unknown>} message */
  const post = (message) => window.parent.postMessage(message, hostOrigin ?? '*');

  /** @type {Record<string, (data: Command) => Reply | Promise<Reply>>} */
  const commands = {
    newGame: () => (board.newGame(), { ok: true }),
    play: ({ move }) => (typeof move === 'string' ? board.play(move) : { ok: false, reason: board.words().t('embed.playNeedsMove') }),
    set: async ({ options }) => {
      const { config, problem } = readSetOptions(options, board.words());
      if (problem !== undefined) return { ok: false, reason: problem };
      // A language that loads on demand (catalogues.js) is fetched first; then all is applied at once.
      if (needsLoading(config.locale)) await loadCatalogue(/** @type {string} */ (config.locale));
      board.set(config);
      return { ok: true };
    },
    flip: () => (board.flip(), { ok: true }),
    undo: () => ({ ok: board.undo() }),
    redo: () => ({ ok: board.redo() }),
    getPosition: () => ({ ok: true, position: board.getPosition() }),
  };

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

  /** @param {Event} event */
  const detailOf = (event) => /** @type {CustomEvent<Record<string, unknown>>} */ (event).detail;
  board.addEventListener('ready', () => post({ type: 'loa:ready', position: board.getPosition() }));
  board.addEventListener('move', (e) => post({ type: 'loa:move', move: detailOf(e).move, by: detailOf(e).by, position: board.getPosition() }));
  board.addEventListener('gameover', (e) => post({ type: 'loa:gameover', outcome: detailOf(e).outcome, position: board.getPosition() }));
  board.addEventListener('error', (e) => post({ type: 'loa:error', message: detailOf(e).message }));
}
