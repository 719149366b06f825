// The wide boards' wasm glue (dist/pkg/wide/loa.js, made by wasm-bindgen from src/wasm/wide.rs
// with the feature `wide`), declared by hand so `tsc --checkJs` checks www/wide/ without a
// build. The shapes are src/boundary/wide.rs's.

import type { Outcome } from '../../board';

/** One cell (WideCellView): x, y are file and rank on squares, axial q and r on hexagons. */
export interface WideCell {
  name: string;
  x: number;
  y: number;
  hole: boolean;
  piece: '' | 'black' | 'white';
}

/** A legal or played move (WideMoveView); a pass has from = to = -1. */
export interface WideMove {
  from: number;
  to: number;
  text: string;
  capture: boolean;
}

/** The state of a wide game (WideStateView). */
export interface WideState {
  variant: string;
  hex: boolean;
  size: number;
  cells: WideCell[];
  turn: 'black' | 'white';
  legal: WideMove[];
  moves: WideMove[];
  /** The result in the one outcome shape of every board (src/boundary/outcome.rs). */
  outcome: Outcome | null;
  simultaneous: 'mover-wins' | 'draw';
  /** Every rule option as a rules field: `draw`, `mover-wins,limit=80,reversed`. */
  rules: string;
  /** The game link (`hex-5~draw~mi2g2`), which replays the game. */
  link: string;
}

/** A wide game read from a text (WideOpened): what the page starts a wide game from. */
export interface WideOpened {
  variant: string;
  rules: string;
  /** The moves, space-separated. */
  moves: string;
  tags: [string, string][];
  /** The side that resigned after the moves, if one did. */
  resigned: 'black' | 'white' | null;
}

/** Reads a wide record, SGF game, link or position string; throws the reason, line and column. */
export function openWideText(text: string): WideOpened;

/** The wide board a text is written for, or undefined when it is not a wide board's text. */
export function wideVariantOf(text: string): string | undefined;

/** A checked wide game for the main thread. */
export class WasmWideGame {
  /** `rules`: a rules field, `mover-wins`, `draw`, `draw,limit=80,reversed`. */
  constructor(variant: string, rules: string, moves: string);
  state(): WideState;
  play(move: string): void;
  undo(): boolean;
  /** Plays the last move taken back again; false when there is none. */
  redo(): boolean;
  /** Whether redo() would play a move. */
  canRedo(): boolean;
  resign(side?: 'black' | 'white'): void;
  record(): string;
  sgf(): string;
  free(): void;
}

/**
 * A checked game on a wide board (src/wasm/wide_game.rs): the 8×8 game's class, declared once in
 * ../loa.d.ts, since the wide build exports it with the same methods, state, outcome and refusal
 * shapes, so one board component plays either wasm. Its draw offer and loss on time follow the
 * 8×8 game's rules, with the same outcomes. Its `state().start` (the start with every rule
 * option) and `moves()` are what `WasmSearcher.search` takes.
 */
export { WasmGame } from '../loa.js';

/** One of the rules tour's wide lessons being tried (src/wasm/wide_lesson.rs): the study build's
 *  class, declared once in ../loa.d.ts; its `lessons()` lists the wide lessons this one judges. */
export { WasmLesson } from '../loa.js';

/** The wide boards' computer, for the worker. */
export class WasmWideSearcher {
  constructor();
  search(variant: string, simultaneous: string, moves: string, level: number, seed: number): string;
  /** The whole-game analysis's search of one position: its move, score and whose view the score takes. */
  analyse(variant: string, simultaneous: string, moves: string, seed: number): WideAnalysis;
  free(): void;
}

/** One position as the whole-game analysis's search saw it (WideAnalysisView). */
export interface WideAnalysis {
  move: string;
  /** From `side`'s view; ±(1000000 − plies) for a forced result. */
  score: number;
  side: 'black' | 'white';
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

/** A wide game's move judged by the 8×8 analysis's judgement on the wide search's scale (src/boundary/wide_review.rs). */
export function judgeWideMove(before: number, after: number | 'won' | 'lost' | 'drawn', engineChoice: boolean): import('../loa.js').MoveJudgement;

/** Starts the wasm from a compiled module, synchronously (wasm-bindgen's glue; the page uses `init`). */
export function initSync(module: { module: WebAssembly.Module } | WebAssembly.Module): unknown;

export default function init(options?: { module_or_path?: URL | string | Response | WebAssembly.Module }): Promise<unknown>;
