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
  /** The variations' turns in the order that plays them back: from the main line's `ply`, or
   *  from where the earlier turn `from` (its index) led. */
  variationTurns: { from: number | null; ply: number; text: string; comment: string | null }[];
}

/** A record, an SGF game or a position string; throws naming the kind, line and column. */
export function importText(text: string): ImportedGame;
/** A record (tags and numbered turns), every move checked. */
export function readRecord(record: string): ImportedGame;
/** The games of an SGF collection: per game, tab-separated fields then its text, U+001E between. */
export function readCollection(text: string): string;
/** The games of an SGF file (a collection) as game links, one a line; throws the reason when a game cannot be read. */
export function sgfLinks(sgf: string): string;

/** Starts the wasm from a compiled module, synchronously (wasm-bindgen's glue; the page uses `init`). */
export function initSync(module: { module: WebAssembly.Module } | WebAssembly.Module): unknown;

export default function init(options?: { module_or_path?: URL | string | Response | WebAssembly.Module }): Promise<unknown>;
