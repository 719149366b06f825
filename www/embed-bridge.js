// embed.html's postMessage API, both ways. Every message is an object whose `type` starts with
// 'loa:'; anything else is someone else's message and is ignored.
//
// Host → frame (commands); each gets a {type: 'loa:reply', id, command, ok, reason?} back:
//   {type: 'loa:newGame', id?}
//   {type: 'loa:play', move: 'b1-d3', id?}
//   {type: 'loa:set', options: {variant: 'parachute', level: 4, …}, id?}   (the element's
//       property names; all are checked first, and one bad value changes nothing)
//   {type: 'loa:flip', id?} · {type: 'loa:undo', id?} · {type: 'loa:redo', id?}
//   {type: 'loa:getPosition', id?}                  (the reply carries `position`)
// Frame → host (events):
//   {type: 'loa:ready', position} · {type: 'loa:move', move, by, position}
//   {type: 'loa:gameover', outcome, position} · {type: 'loa:error', message}
//
// Origin rules: with `?origin=https://host.example` the frame takes commands only from that
// origin and posts its events only to it (the browser drops them if the parent is another
// origin). Without it, the frame takes commands from its parent window only, whatever its
// origin, and posts events to any parent: a game is public, and commands can only change the game.

import { OPTIONS, readOption, configOf, mergeInto } from './options.js';

const BY_NAME = new Map(OPTIONS.flatMap((o) => [[o.prop, o], [o.param, o]]));

/**
 * Reads the `origin` parameter. → {origin: string|null} or {problem}; an origin is exactly
 * scheme://host[:port], as `location.origin` prints it.
 */
export function readHostOrigin(value) {
  if (value === null) return { origin: null };
  let origin = null;
  try {
    origin = new URL(value).origin;
  } catch {
    /* not a URL at all */
  }
  if (!origin || origin === 'null' || origin !== value.replace(/\/$/, '')) {
    return { problem: `“origin=${value}” is not an origin (expected e.g. https://blog.example, no path)` };
  }
  return { origin };
}

/** Reads a `loa:set` command's options. → {config} or {problem}; nothing is applied here. */
export function readSetOptions(options) {
  if (!options || typeof options !== 'object' || Array.isArray(options)) {
    return { problem: 'loa:set needs an `options` object, e.g. {variant: "parachute"}' };
  }
  const config = {};
  for (const [name, value] of Object.entries(options)) {
    const option = BY_NAME.get(name);
    if (!option) return { problem: `“${name}” is not an option (expected one of ${OPTIONS.map((o) => o.prop).join(', ')})` };
    const text = value === null ? null : Array.isArray(value) ? value.join(' ') : String(value);
    const { value: read, problem } = readOption(option, text, `${name}: ${JSON.stringify(value)}`);
    if (problem) return { problem };
    mergeInto(config, configOf(option, read));
  }
  return { config };
}

/**
 * Connects a <loa-board> in this frame to the parent window. Does nothing outside a frame.
 * @param {HTMLElement & {play: Function}} board
 * @param {string|null} hostOrigin
 */
export function connectToHost(board, hostOrigin) {
  if (window.parent === window) return;
  const post = (message) => window.parent.postMessage(message, hostOrigin ?? '*');

  const commands = {
    newGame: () => (board.newGame(), { ok: true }),
    play: ({ move }) => (typeof move === 'string' ? board.play(move) : { ok: false, reason: 'loa:play needs a `move` text, e.g. "b1-d3"' }),
    set: ({ options }) => {
      const { config, problem } = readSetOptions(options);
      if (problem) return { ok: false, reason: problem };
      board.set(config);
      return { ok: true };
    },
    flip: () => (board.flip(), { ok: true }),
    undo: () => ({ ok: board.undo() }),
    redo: () => ({ ok: board.redo() }),
    getPosition: () => ({ ok: true, position: board.getPosition() }),
  };

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (typeof data?.type !== 'string' || !data.type.startsWith('loa:')) return;
    if (event.source !== window.parent) return;
    if (hostOrigin && event.origin !== hostOrigin) return;
    const command = data.type.slice(4);
    const run = Object.hasOwn(commands, command) ? commands[command] : null;
    let reply;
    try {
      reply = run
        ? run(data)
        : { ok: false, reason: `“${data.type}” is not a command (expected loa:${Object.keys(commands).join(', loa:')})` };
    } catch (err) {
      reply = { ok: false, reason: String(err?.message ?? err) };
    }
    post({ type: 'loa:reply', id: data.id ?? null, command: data.type, ...reply });
  });

  board.addEventListener('ready', () => post({ type: 'loa:ready', position: board.getPosition() }));
  board.addEventListener('move', ({ detail }) => post({ type: 'loa:move', move: detail.move, by: detail.by, position: board.getPosition() }));
  board.addEventListener('gameover', ({ detail }) => post({ type: 'loa:gameover', outcome: detail.outcome, position: board.getPosition() }));
  board.addEventListener('error', ({ detail }) => post({ type: 'loa:error', message: detail.message }));
}
