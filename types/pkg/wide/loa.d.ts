// The wide boards' wasm glue (dist/pkg/wide/loa.js, made by wasm-bindgen from
// src/wasm/game.rs, searcher.rs and review.rs with the feature `wide`), declared by hand so
// `tsc --checkJs` checks the page's use of it without a build. The shapes are the 8×8 game's.

/**
 * A checked game on a wide board (src/wasm/game.rs over the wide board): the 8×8 game's class,
 * declared once in ../loa.d.ts, since the wide build compiles its one source with the same methods, state, outcome and refusal
 * shapes, so one board component plays either wasm. Its draw offer and loss on time follow the
 * 8×8 game's rules, with the same outcomes. Its `state().start` (the start with every rule
 * option) and `moves()` are what `WasmSearcher.search` takes.
 */
export { WasmGame } from '../loa.js';

/** One of the rules tour's wide lessons being tried (src/wasm/wide_lesson.rs): the study build's
 *  class, declared once in ../loa.d.ts; its `lessons()` lists the wide lessons this one judges. */
export { WasmLesson } from '../loa.js';

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
