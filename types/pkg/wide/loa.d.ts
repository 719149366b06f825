// The wide boards' wasm glue (dist/pkg/wide/loa.js, made by wasm-bindgen from
// src/wasm/wide_game.rs, searcher.rs and review.rs with the feature `wide`), declared by hand so
// `tsc --checkJs` checks the page's use of it without a build. The shapes are the 8×8 game's.

/**
 * A checked game on a wide board with the 8×8 game's interface (src/wasm/wide_game.rs): the
 * same methods, state, outcome and refusal shapes, so one board component plays either wasm.
 * Its draw offer and loss on time follow the 8×8 game's rules, with the same outcomes.
 * Its `state().start` (the start with every rule option) and `moves()` are what `WasmSearcher.search` takes.
 */
export class WasmGame {
  constructor(variant: string, rules?: Partial<import('../../board').Rules>);
  static fromPosition(position: string): WasmGame;
  static fromLink(link: string): WasmGame;
  link(): string;
  answerRefusal(): string | undefined;
  sgf(): string;
  tag(name: string): string | undefined;
  comment(ply: number): string | undefined;
  gameComment(): string | undefined;
  setTag(name: string, value: string | null): void;
  setGameComment(text: string | null): void;
  setComment(ply: number, text: string | null): void;
  resign(side?: string): void;
  /** Ends the game because `side`'s clock ran out; throws when the game is over. */
  loseOnTime(side: 'black' | 'white'): void;
  /** Offers a draw with the move just played, or with `accept` accepts the one offered. */
  draw(accept: boolean): void;
  stateAt(ply: number, from?: number): import('../../board').State;
  truncate(ply: number): void;
  state(from?: number, to?: number): import('../../board').State;
  /** Throws an Error with the core's reason when illegal; a refusal by the rules also carries `code` and `params`. */
  play(move: string | number): void;
  undoTurn(): boolean;
  redoTurn(): boolean;
  explainCode(from: string, to: string): { code: string; params: Record<string, string | number>; message: string } | undefined;
  /** The moves played, packed: the cell left × 256 + the cell reached (a pass 65535). */
  moves(): Uint16Array;
  record(): string;
  free(): void;
}

/** The computer player's search of a wide game, in the worker (src/wasm/searcher.rs, the 8×8
 *  build's `WasmSearcher` with the same arguments and answers): `start` is the wide game's
 *  `state().start`, `moves` its packed `moves()`. */
export class WasmSearcher {
  constructor();
  search(
    start: string,
    moves: Uint16Array | number[],
    limits: { level?: number; depth?: number; movetimeMs?: number; seed?: number },
    onInfo?: (info: import('../../board').SearchReport) => void,
  ): import('../../board').SearchAnswer;
  free(): void;
}

/** The whole-game analysis's judgement of a move, as the 8×8 build's `judgeMove` (one scale for every board). */
export function judgeMove(before: number, after: number | 'won' | 'lost' | 'drawn', engineChoice: boolean): import('../loa.js').MoveJudgement;


/** Starts the wasm from a compiled module, synchronously (wasm-bindgen's glue; the page uses `init`). */
export function initSync(module: { module: WebAssembly.Module } | WebAssembly.Module): unknown;

export default function init(options?: { module_or_path?: URL | string | Response | WebAssembly.Module }): Promise<unknown>;
