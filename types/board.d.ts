// Types of `lines-of-action-board/board.js` (www/board.js): mount(element, config) → api.
// Hand-written; www/board.js documents every option in its DEFAULTS object.

/** A variant key. Every board is played by the same board with the same api, options and state;
 *  the wide boards (black-hole 9×9, standard-12x12, hex-5, hex-6) by a wasm build of their own,
 *  fetched when a game first needs it (`state().board` says where each cell is drawn). */
export type Variant =
  | 'standard'
  | 'scrambled-eggs'
  | 'parachute'
  | 'ambiloa'
  | 'standard-6x6'
  | 'standard-7x7'
  | 'gemma'
  | 'black-hole'
  | 'standard-12x12'
  | 'hex-5'
  | 'hex-6';
/** 'computer': you against the computer; 'friend': two players on one device; 'watch': computer vs
 *  computer; 'link': you play `human` against a friend whose moves arrive by link (nobody moves for
 *  them here); 'study': a record replayed, where nobody moves and the computer never answers. */
export type Mode = 'computer' | 'friend' | 'watch' | 'link' | 'study';
/** A piece colour; blue and yellow exist in AmbiLOA only. */
export type Colour = 'black' | 'white' | 'blue' | 'yellow';
/** A side (team): AmbiLOA's are east_west (black + blue) and north_south (white + yellow). */
export type Side = 'black' | 'white' | 'east_west' | 'north_south';
/** A square's name, file letter then rank number: 'a1' … 'h8'. */
export type Square = string;

/** Rule options (docs/rules.md §2). */
export interface Rules {
  /** One move connects both sides: the mover wins, or a draw (tournament rule). */
  simultaneous: 'mover-wins' | 'draw';
  /** Threefold repetition is a draw. */
  repetition: boolean;
  /** A draw after this many turns; null for none. */
  moveLimit: number | null;
  /** Start from the variant's reversed start: the sides' colours swapped (docs/rules.md §8.2). */
  reversed: boolean;
  /** Start from the board's scrambled start (black-hole and hex-6, docs/rules.md §9.5); the
   *  other boards refuse it in words (the 8×8 boards' scrambled start is the variant
   *  scrambled-eggs). */
  scrambled: boolean;
}

/** The configuration; every field is optional in `mount()` and `set()`. */
export interface Config {
  variant: Variant;
  rules: Partial<Rules>;
  mode: Mode;
  /** Your side against the computer (in AmbiLOA: Black's team or White's). */
  human: 'black' | 'white';
  /** Computer strength, 1 (gentle) to 6 (full strength). */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Level 6's time per move, ms. */
  moveTime: number;
  /** Time the engine spends on a hint (always at level 6), ms. */
  hintTime: number;
  /** Seed of the computer's random choices; null picks a new one for every game. */
  seed: number | null;
  /** Whose view: 'black' (a1 bottom-left) or 'white'; null follows `human`. */
  orientation: 'black' | 'white' | null;
  /** Draw file letters and rank numbers. */
  coordinates: boolean;
  /** Move animation; a duration under 70 ms means none. */
  animation: { duration: number };
  /** A position string to start from (it carries variant and rules). */
  position: string | null;
  /** Moves to replay on a new game: 'b1-d3', Parachute 'a3-c5@d4'. */
  moves: readonly string[];
  /** A whole game record to load instead of position and moves. */
  record: string | null;
  /** A game link (`getPosition().link`) to replay instead of all the above. */
  link: string | null;
  /** Pause before each computer move in 'watch' mode, ms. */
  watchDelay: number;
  /** A chess clock for two players at one device ('friend' mode): minutes per side as ms and an
   *  increment per move, ms; null for none. A flag that falls loses the game on time. */
  clock: { time: number; increment: number } | null;
  /** The clocks' remaining ms by side, to resume a game (as `clockTimes()` gives them). */
  clockTimes: Record<string, number> | null;
  /** On touch, a slide waits on its target with ✓ / ✗ before it is played. */
  confirmMoves: boolean;
  /** The language of every sentence: 'en', or a locale registered with `registerCatalogue`
   *  ('it' and 'de' once the page's catalogues are loaded, as `<loa-board>` does). */
  locale: string;
  /** Sentences to replace, by key (www/words/i18n/en.js), e.g. {'chip.you': 'Me'}. */
  words: Catalogue;
  /** Event handlers by name, the same as `api.on(name, handler)`. */
  events: Partial<{ [K in keyof BoardEvents]: (detail: BoardEvents[K]) => void }>;
}

/** Sentences by key: a template with `{name}` parameters, or plural forms chosen by `count`. */
export type Catalogue = Record<string, string | { other: string; zero?: string; one?: string; two?: string; few?: string; many?: string }>;

/** A board's words (api.words()): every sentence it says, in its language. */
export interface BoardWords {
  readonly locale: string;
  /** The sentence for `key` with its `{name}` parameters filled in. */
  t(key: string, params?: Record<string, string | number>): string;
  /** The board's status line: "Black to move.", "… to drop a white piece …", or the result. */
  status(state: State | null): string;
  /** "Black wins", "East–West wins" or "Draw". */
  headline(outcome: Outcome): string;
}

// The shapes below cross the wasm boundary: the core serialises them (src/boundary/*.rs, serde,
// camelCase, an Option as null) and the page passes them on. tests/unit/boundary-keys.test.mjs
// drives the built wasm through every variant and fails on a key sent but not declared here, or
// declared here but never sent; a field only the board adds says so in its comment.

/** A legal move, or a move of the history (which also carries its colour) (src/boundary/moves.rs). */
export interface Move {
  kind: 'slide' | 'drop' | 'pass' | 'vacate';
  /** The square a slide or a Gemma vacate leaves; null for drops and passes. */
  from: Square | null;
  /** The square a slide or drop reaches; null for passes and vacates. */
  to: Square | null;
  capture: boolean;
  /** docs/rules.md §4 text: 'b1-d3', 'c1xa3', '@d4', 'e8-^^' (a Gemma vacate), 'pass'. */
  text: string;
  /** The move as a number, for the worker and for replay. */
  packed: number;
}

export interface PlayedMove extends Move {
  /** The colour that played it. */
  colour: Colour;
}

/** A piece on the board. */
export interface Piece {
  square: Square;
  colour: Colour;
}

/** Every outcome key the core sends, on every board: a win by a side, or a draw (its `cause` says which). */
export type OutcomeKey = 'black_wins' | 'white_wins' | 'east_west_wins' | 'north_south_wins' | 'draw';

/** How a finished game ended, the same shape on every board (src/boundary/outcome.rs). */
export interface Outcome {
  /** Who won, or a draw: see OutcomeKey. */
  key: OutcomeKey;
  /** The winning side; null for a draw. */
  winner: Side | null;
  /** The losing side; null for a draw (a resignation's reason names the loser). */
  loser: Side | null;
  /** In words: 'Black connected all pieces', 'Draw by threefold repetition'. */
  reason: string;
  /** '1-0', '0-1' or '1/2-1/2'. */
  result: string;
  /** How it ended: 'connection', 'simultaneous', 'repetition', 'move-limit', 'resignation', 'time', … */
  cause: string;
  /** The connected groups that decided it, each as its squares; empty for a draw by rule. */
  winningGroups: Square[][];
}

/** One seat at the table, in turn order (src/boundary/players.rs). */
export interface Player {
  colour: Colour;
  /** The side it plays for. */
  side: Side;
  /** The colour that names its side ("you play Black"): AmbiLOA's Blue plays for Black's team. */
  sideColour: 'black' | 'white';
  /** AmbiLOA's seat; null in two-player variants. */
  seat: 'south' | 'west' | 'north' | 'east' | null;
  /** Parachute: the pieces this player still holds to drop; null elsewhere. */
  inHand: number | null;
  /** Parachute: the colour of those pieces (the opponent's); null elsewhere. */
  handColour: Colour | null;
  /** Whether this seat moves now; false for everyone once the game is over. */
  toMove: boolean;
}

/** A turn of the game: one move, or a Parachute move with its drop (src/boundary/turns.rs). */
export interface Turn {
  colour: Colour;
  side: Side;
  /** docs/rules.md §4 text: 'b1-d3', 'a3-c5@d4', 'pass@e4'. */
  text: string;
  /** The first and last index of its plies in `history`. */
  plies: [number, number];
  /** The squares it touched, in order ('a3', 'c5', 'd4' for 'a3-c5@d4'). */
  squares: Square[];
  capture: boolean;
  /** 'slide', 'drop', 'vacate' or 'pass' for a one-ply turn; 'turn' for a move with its drop. */
  kind: 'slide' | 'drop' | 'pass' | 'vacate' | 'turn';
}

/** Everything the core reports about the game (api.state()), plus the board's seed
 *  (src/boundary/state.rs). */
export interface State {
  variant: Variant;
  variantName: string;
  size: number;
  /** Colours in turn order. */
  seats: Colour[];
  /** The seats with their sides, AmbiLOA seats and Parachute hands, in turn order. */
  players: Player[];
  /** The colour to move. */
  turn: Colour;
  /** The side to move. */
  side: Side;
  pieces: Piece[];
  /** Gemma: the squares that have vanished; empty in every other variant. */
  holes: Square[];
  /** Parachute: opponent pieces still held by [black, white]. */
  inHand: [number, number];
  /** Parachute: the mover has moved and must now drop. */
  dropDue: boolean;
  /** Parachute: the colour the due drop places; null when no drop is due. */
  dropColour: Colour | null;
  /** The legal moves now; none once the game is over. */
  legalMoves: Move[];
  lastMove: PlayedMove | null;
  /** Every ply played, in order. */
  history: PlayedMove[];
  /** The ply `history` begins with: always 0 in a board's state; a later ply only in a state
   *  read from the core with `state(from)`, which sends the history from that ply on. */
  historyFrom: number;
  /** The history grouped into turns (a Parachute move with its drop). */
  turns: Turn[];
  /** The index of the first turn in `turns`: always 0 in a board's state (see `historyFrom`). */
  turnsFrom: number;
  /** The squares of the last turn, both parts of a Parachute turn; empty at the start. */
  lastTurnSquares: Square[];
  /** Plies played (the length of `history`). */
  ply: number;
  /** The 1-based number of the turn to be played (or being completed by a drop). */
  turnNumber: number;
  outcome: Outcome | null;
  /** A draw offered with the last move awaits an answer (accept it, or decline by moving). */
  drawOffered: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The rules in force. */
  rules: Rules;
  /** The current position as a position string. */
  position: string;
  /** The position the game started from. */
  start: string;
  /** Where each cell is drawn: every board, square or hexagonal, from the same facts. */
  board: BoardView;
  /** The computer's seed for this game: added by the board, not sent by the core. */
  seed?: number;
}

/**
 * A board's cells and extent in board units (a square's side, or a hexagon's width from flat
 * side to flat side), centres from the extent's top left corner (src/boundary/board_view.rs).
 */
export interface BoardView {
  /** Square cells, or pointy-top hexagons whose rows are the board's rows. */
  shape: 'square' | 'hex';
  width: number;
  height: number;
  /** Every cell, holes included. */
  cells: BoardCell[];
}

/** One cell of a board: its name as moves write it and its centre. */
export interface BoardCell {
  name: string;
  x: number;
  y: number;
}

/** The game as data (api.getPosition()); `set()` accepts it back and replays the game. */
export interface GamePosition {
  variant: Variant;
  rules: Rules;
  position: string;
  start: string;
  moves: string[];
  record: string;
  /** The compact game link (variant, rules, start, moves, resignation); `set({link})` replays it. */
  link: string;
  turn: Colour;
  outcome: Outcome | null;
  seed: number;
}

/** A progress report of the search, as the core sends it (src/boundary/analysis.rs). */
export interface SearchReport {
  depth: number;
  /** Hundredths of a piece, from `side`'s view. */
  score: number;
  side: Side;
  /** A forced result: +n, `side` connects on its n-th turn from now; -n, the opponent does. */
  mate: number | null;
  decisive: boolean;
  nodes: number;
  nps: number;
  elapsedMs: number;
  /** The best line as turn texts. */
  pv: string[];
  /** The colour that plays each turn of `pv`. */
  pvColours: Colour[];
}

/** The search's answer: the move chosen and the last report. */
export interface SearchAnswer {
  best: Move;
  info: SearchReport;
}

/** A search report (api.analysis()): the core's report with what the board adds. */
export interface Analysis extends SearchReport {
  /** Added by the board: what the search is for. */
  purpose: 'move' | 'hint' | 'review';
  /** Added by the board: the history length when the search began. */
  ply: number;
}

/** The api's events and their payloads (the `<loa-board>` element's CustomEvent details). */
export interface BoardEvents {
  ready: { state: State };
  change: { state: State };
  move: { move: PlayedMove; by: 'player' | 'computer'; state: State };
  gameover: { outcome: Outcome; state: State };
  illegal: { from: Square | null; to: Square; reason: string };
  thinking: { thinking: boolean };
  hint: { move: Move; state: State };
  analysis: { analysis: Analysis | null };
  /** The computer's worker died and is being restarted. */
  restart: { message: string };
  error: { message: string };
  /** The ply shown read-only (null: the game as it stands) and the state shown. */
  review: { ply: number | null; state: State | null };
  /** Watch mode was paused or resumed. */
  watch: { paused: boolean };
}

/** An answer that is done, or refused with the reason in the board's words. */
export type Result = { ok: true } | { ok: false; reason: string };

/** What a game's record says beside its moves; null where it does not say. */
export interface RecordNotes {
  black: string | null;
  white: string | null;
  event: string | null;
  date: string | null;
  site: string | null;
  round: string | null;
  gameComment: string | null;
  /** `comments[i]` follows ply `i` (from 0); it may be shorter than the game. */
  comments: (string | null)[];
  /** The variations (the record and SGF write them). */
  variations: VariationView[];
}

/** A variation as the move list shows it: the indices leading to it (its `line`), the index of
 *  the turn it replaces in the line it hangs from, its numbered turns and its own variations. */
export interface VariationView {
  line: number[];
  after: number;
  turns: { text: string; number: number; first: boolean; comment: string | null }[];
  variations: VariationView[];
}

/** One game of an SGF collection (values as written, '' when not said). */
export interface CollectionGame {
  black: string;
  white: string;
  event: string;
  date: string;
  result: string;
  turns: number;
  /** Where the game starts in the file. */
  line: number;
  column: number;
  /** The game alone, for `importGame` (its errors name the file's line and column). */
  text: string;
}

/** What `mount()` returns. */
export interface BoardApi {
  /** Resolves when the core has loaded and the first game is set up; rejects if it cannot load. */
  readonly ready: Promise<void>;
  /** Plays a move given as text. */
  play(move: string): Result;
  /** Takes back a move (against the computer: back to your turn); whether anything changed. */
  undo(): boolean;
  redo(): boolean;
  /** Turns the board half round. */
  flip(): void;
  /** Changes the configuration; a new variant, rules, position or moves start a new game. A bad
   *  field throws a TypeError or RangeError naming it and nothing changes; set() and set(null) do nothing. */
  set(partial?: Partial<Config> | Partial<GamePosition> | null): void;
  newGame(): void;
  getPosition(): GamePosition | null;
  /** The game as SGF (FF[4], GM[9]); null before ready. */
  sgf(): string | null;
  /** The record's tags and comments; null before ready. */
  notes(): RecordNotes | null;
  /** Sets (null: clears) the comment after ply `ply` (from 0), kept by the record and SGF. */
  setComment(ply: number, text: string | null): Result;
  /** Sets (null: removes) the record's tag `name` (`Black`, `White`, `Event`, …), kept by the
   *  record, the SGF and the named link; by link, the players' tags name them on their chips. */
  setTag(name: string, value: string | null): Result;
  /** The game's link with its players' names (`~pb…~pw…`): the address a friend by link
   *  receives; null before ready. */
  namedLink(): string | null;
  /** Opens a game record, an SGF game or a position string; a refusal names line and column
   *  and leaves the game untouched. `study: true` opens it as a study: a replay with its players
   *  and recorded result, where nobody moves and the computer never answers. */
  importGame(text: string, options?: { study?: boolean }): Promise<Result>;
  /** Gives the game the tags and comments of a record or SGF of this same game. */
  importNotes(text: string): Promise<Result>;
  /** Lists the games of an SGF file of several; the game is untouched. */
  readCollection(text: string): Promise<{ ok: true; games: CollectionGame[] } | { ok: false; reason: string }>;
  /** Shows the position after `ply` plies read-only (null: back to the game); → the ply shown or null. */
  review(ply: number | null): number | null;
  /** Reviews a turn back or on, or the start or the end; → the ply shown or null. */
  reviewStep(where: 'back' | 'forward' | 'start' | 'end'): number | null;
  /** The ply shown read-only, or null when the game as it stands is shown. */
  reviewing(): number | null;
  /** The variations (a move played on a reviewed position enters or starts one). */
  variations(): VariationView[];
  /** The variation turn shown, or null on the main line. */
  variationShown(): { line: number[]; turn: number } | null;
  /** Shows the turn `turn` of the variation `line`; whether it is shown. */
  showVariation(line: number[], turn: number): boolean;
  /** Whether the variation `line` can be promoted (not over a game ended by resignation, time or agreement). */
  canPromote(line: number[]): boolean;
  /** Promotes the variation shown: it changes places with the line it hangs from. */
  promoteVariation(): Result;
  /** Deletes the variation shown from the turn shown on. */
  deleteVariation(): Result;
  /** Takes back every move after the reviewed position and plays on from it. */
  continueFromHere(): Result;
  /** Starts a new game (against the computer or a friend; default: the computer) from the position
   *  shown, leaving the game or record reviewed as it was. */
  playFromHere(mode?: 'computer' | 'friend'): Result;
  /** Resigns for `side`, or for the side to move; whether the game ended. */
  resign(side?: Side): boolean;
  /** Offers a draw with the move just played; the opponent accepts or declines by moving. */
  offerDraw(): boolean;
  /** Accepts the draw offered with the last move. */
  acceptDraw(): boolean;
  /** Whether a draw offered with the last move awaits an answer. */
  drawOffered(): boolean;
  /** The clocks' remaining ms by colour, or null without a clock (give it back as `clockTimes`). */
  clockTimes(): Record<string, number> | null;
  /** Watch mode: pauses the computers. */
  pause(): void;
  /** Watch mode: lets the computers play on. */
  resume(): void;
  /** Watch mode: one move while paused; false when no computer move is due. */
  step(): boolean;
  /** Watch mode: the pause before each move, ms (0 to 10000); false when out of range. */
  setWatchDelay(ms: number): boolean;
  /** Whether watch mode is paused. */
  isPaused(): boolean;
  /** The state shown: the reviewed position's, or the game's as it stands. */
  shown(): State | null;
  /** Asks the engine about the position shown; its reports arrive as 'analysis'. */
  analyse(): Promise<SearchAnswer>;
  /** Whether the computer's moves are made elsewhere (another tab plays them). */
  computerElsewhere(on: boolean): void;
  state(): State | null;
  config(): Config;
  /** The centre of a square in viewport (client) coordinates. */
  squareCenter(square: Square): { x: number; y: number } | null;
  isThinking(): boolean;
  /** Whether it is the computer's turn (false when the game is over). */
  computerToMove(): boolean;
  /** The board's words, in its locale. */
  words(): BoardWords;
  /** A move for you from the engine (level 6, hintTime); rejects when it is not your turn, or
   *  with `err.cancelled` when the position changes first. */
  hint(): Promise<Move>;
  /** Marks a move on the board as a hint is marked, until the position shown changes; null takes it off. */
  suggest(move: Move | null): void;
  analysis(): Analysis | null;
  /** Subscribes to an event; returns a function that unsubscribes. */
  on<K extends keyof BoardEvents>(name: K, handler: (detail: BoardEvents[K]) => void): () => void;
  /** Shows `message` on the board for a few seconds, as the board's own notices do. */
  say(message: string): void;
  /** Stops the computer, frees the game and removes the board. */
  destroy(): void;
}

/** Mounts a board in `element`. */
export function mount(element: HTMLElement, config?: Partial<Config>): BoardApi;

export const VARIANTS: Readonly<Record<Variant, string>>;
export const MODES: Readonly<Record<Mode, string>>;
export const DEFAULTS: Readonly<Config>;
/** "Black wins", "East–West wins" or "Draw". */
export function headline(outcome: Outcome): string;
/** Adds (or replaces) the catalogue of `locale`; boards mounted with `{locale}` speak it. */
export function registerCatalogue(locale: string, catalogue: Catalogue): void;
/** Loads a language the board speaks on demand ('it', 'de'; 'it-CH' reads as 'it') and registers
 *  it; resolves at once for English and registered locales. mount() calls it for `locale` itself. */
export function loadCatalogue(locale: string): Promise<void>;
