// Types of embed.html's postMessage api (www/embed/embed-bridge.js), for a host page that frames
// the board:
//
//   import type { EmbedCommand, FrameMessage } from 'lines-of-action-board/embed';
//   const send = (command: EmbedCommand) => frame.contentWindow?.postMessage(command, gameOrigin);
//   window.addEventListener('message', (event: MessageEvent<FrameMessage>) => { … });
//
// Every message is an object whose `type` starts with 'loa:'. Reasons and messages are in the
// board's language (embed.html's `lang`). tests/e2e/declarations.test.mjs compares the commands
// and events below with the ones the frame answers and sends.

import type { GamePosition, Outcome, PlayedMove, Variant, Mode } from './board.js';

export type { GamePosition, Outcome, PlayedMove } from './board.js';

/** What `loa:set` takes: the element's property names or the URL's, values as either gives them. */
export interface EmbedOptions {
  variant?: Variant;
  mode?: Exclude<Mode, 'link'>;
  side?: 'black' | 'white';
  level?: 1 | 2 | 3 | 4 | 5 | 6 | `${1 | 2 | 3 | 4 | 5 | 6}`;
  moveTime?: number | `${number}`;
  movetime?: number | `${number}`;
  hintTime?: number | `${number}`;
  hinttime?: number | `${number}`;
  rules?: 'mover-wins' | 'draw';
  repetition?: boolean | 'true' | 'false';
  moveLimit?: number | `${number}` | 'none' | null;
  movelimit?: number | `${number}` | 'none' | null;
  reversed?: boolean | 'true' | 'false';
  position?: string | null;
  /** Moves to replay: an array, or text separated by spaces or commas. */
  moves?: readonly string[] | string;
  record?: string | null;
  orientation?: 'black' | 'white' | null;
  coordinates?: boolean | 'true' | 'false';
  animation?: number | `${number}`;
  seed?: number | `${number}` | null;
  watchDelay?: number | `${number}`;
  watchdelay?: number | `${number}`;
  /** The board's language: 'en', 'it', 'de' or a registered locale. */
  locale?: string;
  lang?: string;
}

/** The host's commands by name (`type` is 'loa:' + the name), each with what it carries. */
export interface EmbedCommands {
  newGame: {};
  play: { move: string };
  /** All options are checked first; one bad value, or a game the core cannot set up from them
   *  (a move it refuses), changes nothing and answers ok: false with the reason. */
  set: { options: EmbedOptions };
  flip: {};
  undo: {};
  redo: {};
  /** The reply carries `position`. */
  getPosition: {};
}

/** A message from the host to the frame; `id` comes back in the reply. */
export type EmbedCommand = {
  [K in keyof EmbedCommands]: { type: `loa:${K}`; id?: string | number | null } & EmbedCommands[K];
}[keyof EmbedCommands];

/** The frame's answer to each command. `undo` and `redo` answer ok: false without a reason when
 *  there is nothing to take back or replay. */
export type EmbedReply = {
  type: 'loa:reply';
  /** The command's `id`, or null when it had none. */
  id: string | number | null;
  /** The command's `type`. */
  command: string;
} & (
  | {
      ok: true;
      /** `loa:getPosition`'s answer: the game as data (getPosition()), null before the board is ready. */
      position?: GamePosition | null;
    }
  | { ok: false; reason?: string }
);

/** What the frame tells the host unasked, by event name (`type` is 'loa:' + the name). */
export interface EmbedEvents {
  /** The board is ready with its first game. */
  ready: { position: GamePosition | null };
  move: { move: PlayedMove; by: 'player' | 'computer'; position: GamePosition | null };
  gameover: { outcome: Outcome; position: GamePosition | null };
  /** Something could not be done (files that could not load, a bad game on the board). */
  error: { message: string };
}

/** An event message from the frame. */
export type EmbedEvent = { [K in keyof EmbedEvents]: { type: `loa:${K}` } & EmbedEvents[K] }[keyof EmbedEvents];

/** Any message the frame posts to its host. */
export type FrameMessage = EmbedReply | EmbedEvent;
