// The file readers' wasm glue (dist/pkg/files/loa.js, made by wasm-bindgen from src/wasm/files.rs
// with the feature `files`), declared by hand so `tsc --checkJs` checks www/component/files.js
// without a build. The shapes are src/boundary/imported.rs's.

/** A game read from a file (ImportedGame): its link, which WasmGame.fromLink replays, and its words. */
export interface ImportedGame {
  link: string;
  /** The record's tags in the order read, as [name, value]. */
  tags: [string, string][];
  gameComment: string | null;
  /** The comment after each ply (from 0), null for a ply without one. */
  comments: (string | null)[];
  /** Whether the text gives variations beside the main line (WasmVariations.read reads them). */
  hasVariations: boolean;
}

/** A position of a game with variations: a ply of the main line, or a variation's turn. */
export type SpotView = { ply?: number; line?: number[]; turn?: number };

/** A game's variations, kept beside it (src/wasm/variations.rs); each call is given the game's record. */
export class WasmVariations {
  constructor();
  static read(text: string): WasmVariations;
  any(): boolean;
  views(record: string): import('../../../www/types/types.js').VariationView[];
  lineTo(record: string, line: number[], turn: number): string[];
  playIn(record: string, line: number[], at: number, turn: string): SpotView;
  step(record: string, line: number[], turn: number, forward: boolean): SpotView;
  delete(record: string, line: number[], turn: number): SpotView;
  canPromote(record: string, line: number[]): boolean;
  promote(record: string, line: number[], turn: number): { spot: SpotView; game: ImportedGame | null };
  setComment(line: number[], turn: number, comment: string | null): void;
  record(record: string): string;
  sgf(record: string): string;
  free(): void;
}

/** A record, an SGF game or a position string; throws naming the kind, line and column. */
export function importText(text: string): ImportedGame;
/** A record (tags and numbered turns), every move checked. */
export function readRecord(record: string): ImportedGame;
/** The games of an SGF collection: per game, tab-separated fields then its text, U+001E between. */
export function readCollection(text: string): string;

/** Starts the wasm from a compiled module, synchronously (wasm-bindgen's glue; the page uses `init`). */
export function initSync(module: { module: WebAssembly.Module } | WebAssembly.Module): unknown;

export default function init(options?: { module_or_path?: URL | string | Response | WebAssembly.Module }): Promise<unknown>;
