// The generated wasm glue (dist/pkg/loa.js, made by wasm-bindgen from src/wasm.rs and
// src/wasm/study.rs), declared by hand with the shapes of what crosses, so that `tsc --checkJs`
// can check its callers without a build. tests/unit/pkg-exports.test.mjs fails when its classes,
// functions and methods differ from what wasm-bindgen generates. The shapes come from the
// published types/board.d.ts; the study pages' (puzzles) are declared here.

import type { State, Rules, Move, Outcome, SearchAnswer, SearchReport } from '../board';

/** One puzzle as the core lists it (src/boundary/puzzles.rs, PuzzleView). */
export interface Puzzle {
  id: string;
  variant: string;
  winsIn: number;
  difficulty: number;
  source: string;
  position: string;
  turn: string;
  solver: string;
  defender: string;
  solution: string[];
  line: string;
}

/** The judgement of one try (src/boundary/puzzles.rs, VerdictView). */
export interface Verdict {
  verdict: 'correct' | 'wrong' | 'illegal';
  tryMove: Move | null;
  reply: Move[];
  solved: boolean;
  refutation: Move[];
  outcome: Outcome | null;
  error: { code: string; params: Record<string, string | number>; message: string } | null;
  turnsLeft: number;
}

/** What the games list shows of a kept game (src/boundary/summary.rs, GameSummary). */
export interface GameSummary {
  variant: string;
  /** `1-0`, `0-1`, `1/2-1/2`; null while the game goes on. */
  result: '1-0' | '0-1' | '1/2-1/2' | null;
  /** The winning side's key; null for a draw or a game under way. */
  winner: string | null;
  /** The side to move. */
  toMove: string;
  /** Turns played (a Parachute move with its drop is one). */
  turns: number;
  /** The side each colour a player chooses names: [black's, white's]. */
  sides: [string, string];
}

/** The checked game on the page's main thread. */
export class WasmGame {
  constructor(variant: string, rules?: Partial<Rules>);
  static fromPosition(position: string): WasmGame;
  static fromLink(link: string): WasmGame;
  link(): string;
  /** The game's link with its players' names (its Black and White tags). */
  namedLink(): string;
  /** The game as SGF, with the names and comments it was read with. */
  sgf(): string;
  /** A tag of the record the game was read from (`Black`, `White`, `Event`, `Date`, …). */
  tag(name: string): string | undefined;
  /** The comment after ply `ply` (from 0). */
  comment(ply: number): string | undefined;
  /** The plies (from 0) that have a comment, in order. */
  commentedPlies(): Uint32Array;
  /** The comment on the whole game. */
  gameComment(): string | undefined;
  /** Sets (null: removes) a tag of the record; throws for a bad name or a value too long. */
  setTag(name: string, value: string | null): void;
  /** Sets (null: clears) the comment on the whole game; throws if too long. */
  setGameComment(text: string | null): void;
  /** Sets (null: clears) the comment after ply `ply`; throws past the last ply or if too long. */
  setComment(ply: number, text: string | null): void;
  /** Resigns for `side` (black, white, east_west, north_south) or the side to move. */
  resign(side?: string): void;
  /** Ends the game because the clock of `side` ran out: a loss on time, final like a resignation. */
  loseOnTime(side: string): void;
  /** Why this game, read from an answer by link, cannot be taken: `lossOnTime` (a game by link has no clock), or with `you` (the colour you play) and `copy` (your copy's link) `resignsForYou` (it ends by your resignation, your copy does not); undefined when nothing is against it. */
  answerRefusal(you?: 'black' | 'white', copy?: string): string | undefined;
  /** Offers a draw with the move just played or, with `accept`, accepts the one offered (a draw by agreement); throws when the core refuses. */
  draw(accept: boolean): void;
  /** The state after the first `ply` plies (review); with `from`, its history from that ply on
   *  (`historyFrom`) and its turns from the last one ended before it (`turnsFrom`). */
  stateAt(ply: number, from?: number): State;
  /** Takes back every ply after the first `ply`. */
  truncate(ply: number): void;
  /** The state now; with `from` (and `to`), only the history from ply `from` (to before `to`)
   *  and the turns holding it: what may differ from a state read when the first `from` plies
   *  were the same, or a long game's history in parts (www/component/state-read.js). */
  state(from?: number, to?: number): State;
  /** What the games list shows of the game, without building its whole state. */
  summary(): GameSummary;
  /** Throws an Error with the core's reason when illegal; a refusal by the rules also carries
   *  `code` and `params`. */
  play(move: string | number): void;
  /** Takes back one whole turn (a Parachute move with its drop). */
  undoTurn(): boolean;
  /** Replays one whole turn. */
  redoTurn(): boolean;
  /** Why the slide from-to is illegal now: a code with parameters (src/boundary/refusal.rs) and the core's sentence; undefined when legal. */
  explainCode(from: string, to: string): { code: string; params: Record<string, string | number>; message: string } | undefined;
  /** The moves played, packed. */
  moves(): Uint16Array;
  record(): string;
  free(): void;
}

/** The rules tour (src/lesson): its lessons, in order. */
export function lessons(): { id: string; variant: string; start?: string; moves: string[] }[];

/** One lesson being tried; `check` judges each move the learner plays (src/lesson/view.rs). */
export class WasmLesson {
  /** Throws for an id that is not a text or names no lesson. */
  constructor(id: string);
  /** Throws for a value that is not a move text. */
  check(move: string): {
    verdict: 'done' | 'continue' | 'miss' | 'illegal' | 'already-done';
    code?: string;
    square?: string;
    move?: string;
    count?: number;
    refusal?: { code: string; params: Record<string, string | number>; message: string };
  };
  isDone(): boolean;
  free(): void;
}

/** Instantiates the wasm: the page passes the module it compiled once (www/component/wasm-module.js). */
export default function init(options?: { module_or_path?: URL | string | WebAssembly.Module }): Promise<unknown>;

/** Instantiates the wasm at once from a compiled module (the worker, www/component/worker/worker.js). */
export function initSync(options: { module: WebAssembly.Module }): unknown;

/** The computer player's search, in the worker; it keeps its transposition table between moves. */
export class WasmSearcher {
  constructor();
  /** Chooses a move for the game from `start` after the packed `moves`, within `limits`;
   *  `onInfo` receives each progress report. Throws when an argument is malformed, the moves
   *  illegal or the game over. */
  search(
    start: string,
    moves: Uint16Array | number[],
    limits: { level?: number; depth?: number; movetimeMs?: number; seed?: number },
    onInfo?: (info: SearchReport) => void,
  ): SearchAnswer;
  free(): void;
}

/** The puzzle collection (www/puzzles/puzzles.txt), read and checked by the core. */
export class WasmPuzzles {
  /** Throws naming the line and the problem. */
  constructor(text: string);
  readonly count: number;
  readonly mostDifficult: number;
  list(): Puzzle[];
  free(): void;
}

/** One puzzle being solved (the judge's, in the worker). */
export class WasmAttempt {
  constructor(line: string, plies?: number[]);
  state(): State;
  check(move: string | number): Verdict;
  readonly solved: boolean;
  readonly turnsLeft: number;
  winningMoves(): Move[];
  free(): void;
}

/** A move judged by the whole-game analysis (src/boundary/game_review.rs, MoveJudgement). */
export interface MoveJudgement {
  /** How bad the move was, or null. */
  mark: 'inaccuracy' | 'mistake' | 'blunder' | null;
  /** The mover had a win in this many turns, and the move lost it. */
  missedWin: number | null;
  /** The move let the opponent win by force in this many turns. */
  allowedLoss: number | null;
  /** The mover's expected result (0 to 1) before the move. */
  before: number;
  /** The mover's expected result after it. */
  after: number;
}

/** The whole-game analysis's judgement of a move, from the scores of the positions before and
 *  after it from the mover's view ('won', 'lost', 'drawn' for a game that ended with it) and
 *  whether it was the engine's own choice. Throws naming a malformed argument. */
export function judgeMove(before: number, after: number | 'won' | 'lost' | 'drawn', engineChoice: boolean): MoveJudgement;

/** Which wasm build plays `variant`: 'game' (the 8×8 boards, this wasm), 'wide' (pkg/wide/,
 *  www/component/core.js `loadCore('wide')`), or undefined for a key that names no board. */
export function buildOf(variant: string): 'game' | 'wide' | undefined;

/** Which wasm build reads a game link: 'wide' for a wide board's link, else 'game' (whose
 *  `WasmGame.fromLink` reads it or says what is wrong). */
export function linkBuild(link: string): 'game' | 'wide';
