// The shapes that cross between the core, the board and its embedder, as JSDoc types checked by
// TypeScript (`tsc --checkJs --noEmit`, run by ./build.sh test). No code lives here; modules
// import the types with `import('./types.js').Name`.

// The shapes the core sends (the game state, moves, outcomes, search reports) are declared once,
// in the published types/board.d.ts, which a test checks against what the built wasm serialises
// (tests/unit/boundary-keys.test.mjs); they are re-exported here under the names the page uses.
/** @typedef {import('../../types/board').Colour} Colour */
/** @typedef {import('../../types/board').Side} Side */
/** @typedef {import('../../types/board').Rules} Rules */
/** @typedef {import('../../types/board').Move} Move */
/** @typedef {import('../../types/board').PlayedMove} Played a move of the history, with its colour */
/** @typedef {import('../../types/board').Piece} Piece */
/** @typedef {import('../../types/board').Player} Player */
/** @typedef {import('../../types/board').Turn} Turn */
/** @typedef {import('../../types/board').Outcome} Outcome */
/** @typedef {import('../../types/board').State} State */
/** @typedef {import('../../types/board').SearchReport} SearchInfo a progress report of the search */
/** @typedef {import('../../types/board').SearchAnswer} SearchResult the engine's answer */
/** @typedef {import('../../types/board').Analysis} Analysis */

/**
 * Sentences by key: a template with `{name}` parameters, or plural forms by `count`.
 * @typedef {Record<string, string | PluralForms>} Catalogue
 */
/** @typedef {{other: string, zero?: string, one?: string, two?: string, few?: string, many?: string}} PluralForms */

/**
 * The board's configuration; see `DEFAULTS` in config.js for each field's meaning.
 * @typedef {object} Config
 * @property {string} variant
 * @property {Rules} rules
 * @property {'computer' | 'friend' | 'watch' | 'link' | 'study'} mode
 * @property {'black' | 'white'} human
 * @property {number} level
 * @property {number} moveTime
 * @property {number} hintTime
 * @property {number | null} seed
 * @property {'black' | 'white' | null} orientation
 * @property {boolean} coordinates
 * @property {{duration: number}} animation
 * @property {string | null} position
 * @property {readonly string[]} moves
 * @property {string | null} record
 * @property {string | null} link
 * @property {number} watchDelay
 * @property {{time: number, increment: number} | null} clock
 * @property {Record<string, number> | null} clockTimes
 * @property {boolean} confirmMoves
 * @property {string} locale
 * @property {Catalogue} words
 * @property {Partial<Record<EventName, (detail: any) => void>>} events
 */

/**
 * What `mount` accepts: any subset of Config, rules partly too, and `start` (from getPosition).
 * @typedef {Partial<Omit<Config, 'rules'>> & {rules?: Partial<Rules>, start?: string}} ConfigInput
 */

/**
 * @typedef {'ready' | 'change' | 'move' | 'gameover' | 'illegal' | 'thinking' | 'hint' | 'analysis'
 *   | 'restart' | 'error' | 'review' | 'watch'} EventName
 */

/**
 * The game as data; `api.set` accepts it back.
 * @typedef {object} GamePosition
 * @property {string} variant
 * @property {Rules} rules
 * @property {string} position
 * @property {string} start
 * @property {string[]} moves
 * @property {string} record
 * @property {string} link the compact game link (variant, rules, start, moves, resignation)
 * @property {Colour} turn
 * @property {Outcome | null} outcome
 * @property {number} seed
 */

/**
 * What a game's record says beside its moves (players, event, date, comments); null where the
 * record does not say. `comments[i]` follows ply `i` (from 0) and may be shorter than the game.
 * @typedef {object} RecordNotes
 * @property {string | null} black
 * @property {string | null} white
 * @property {string | null} event
 * @property {string | null} date
 * @property {string | null} site
 * @property {string | null} round
 * @property {string | null} gameComment
 * @property {(string | null)[]} comments
 * @property {VariationView[]} variations the variations (the record and SGF write them)
 */
/**
 * A variation as the move list shows it (src/boundary/variations.rs): the indices leading to it,
 * the index of the turn it replaces in the line it hangs from, its numbered turns and its own.
 * @typedef {{line: number[], after: number, turns: {text: string, number: number, first: boolean, comment: string | null}[], variations: VariationView[]}} VariationView
 */

/**
 * A text the file readers refused, as their Error's `text` carries it (src/boundary/text_error.rs):
 * the kind of text and the place; `code` is `empty`, `move` (see `turn`) or `text` (what the
 * English `detail` says). A turn's `code` is a refused move's (`play.*`) or `wrong-turn`.
 * @typedef {{format?: 'record' | 'sgf' | 'position' | 'link', line: number, column: number, code: 'empty' | 'move' | 'text', detail: string, reason?: {code: string, facts: Record<string, any>},
 *   turn?: {number: number, player: Colour, seat?: Player['seat'], token: string, why: string, code?: string, params?: Record<string, any>}}} TextErrorView
 */

/**
 * One game of an SGF collection, as `readCollection` lists it (values as written, '' when not said).
 * @typedef {object} CollectionGame
 * @property {string} black
 * @property {string} white
 * @property {string} event
 * @property {string} date
 * @property {string} result
 * @property {number} turns
 * @property {number} line where the game starts in the file
 * @property {number} column
 * @property {string} text the game alone, for importGame
 */

/**
 * The board's API, returned by `mount`.
 * @typedef {object} Api
 * @property {Promise<void>} ready
 * @property {(move: string) => {ok: boolean, reason?: string}} play
 * @property {() => boolean} undo
 * @property {() => boolean} redo
 * @property {() => void} flip
 * @property {(partial?: ConfigInput | null) => void} set
 * @property {() => unknown} newGame
 * @property {() => GamePosition | null} getPosition
 * @property {() => string | null} sgf
 * @property {() => RecordNotes | null} notes
 * @property {(ply: number, text: string | null) => {ok: boolean, reason?: string}} setComment
 * @property {(name: string, value: string | null) => {ok: boolean, reason?: string}} setTag
 * @property {() => string | null} namedLink
 * @property {(text: string, options?: {study?: boolean}) => Promise<{ok: boolean, reason?: string}>} importGame
 * @property {(text: string) => Promise<{ok: boolean, reason?: string}>} importNotes
 * @property {(text: string) => Promise<{ok: boolean, reason?: string, games?: CollectionGame[]}>} readCollection
 * @property {(ply: number | null) => number | null} review
 * @property {(where: 'back' | 'forward' | 'start' | 'end') => number | null} reviewStep
 * @property {() => number | null} reviewing
 * @property {() => VariationView[]} variations
 * @property {() => {line: number[], turn: number} | null} variationShown
 * @property {(line: number[], turn: number) => boolean} showVariation
 * @property {(line: number[]) => boolean} canPromote
 * @property {() => {ok: boolean, reason?: string}} promoteVariation
 * @property {() => {ok: boolean, reason?: string}} deleteVariation
 * @property {() => {ok: boolean, reason?: string}} continueFromHere
 * @property {(mode?: 'computer' | 'friend') => {ok: boolean, reason?: string}} playFromHere
 * @property {(side?: string) => boolean} resign
 * @property {() => boolean} offerDraw
 * @property {() => boolean} acceptDraw
 * @property {() => boolean} drawOffered
 * @property {() => Record<string, number> | null} clockTimes
 * @property {() => void} pause
 * @property {() => void} resume
 * @property {() => boolean} step
 * @property {(ms: number) => boolean} setWatchDelay
 * @property {() => boolean} isPaused
 * @property {(on: boolean) => void} computerElsewhere
 * @property {() => State | null} shown
 * @property {() => Promise<unknown>} analyse
 * @property {() => State | null} state
 * @property {() => Config} config
 * @property {(square: string) => {x: number, y: number} | null} squareCenter
 * @property {() => boolean} isThinking
 * @property {() => boolean} computerToMove
 * @property {() => Promise<Move>} hint
 * @property {(move: Move | null) => void} suggest
 * @property {() => Analysis | null} analysis
 * @property {() => import('../words/words.js').Words} words
 * @property {(name: EventName, fn: (detail: any) => void) => () => void} on
 * @property {(message: string) => void} say
 * @property {() => void} destroy
 */

/**
 * What happened, for the view to draw and word:
 * @typedef {{kind: 'state', animate: boolean}
 *   | {kind: 'newGame'} | {kind: 'moved', move: Played} | {kind: 'undone'} | {kind: 'redone'}
 *   | {kind: 'autoPass', colour: string} | {kind: 'hint', move: Move | null} | {kind: 'thinking'}
 *   | {kind: 'toast', text: string, ms?: number} | {kind: 'failed', message: string} | {kind: 'clock'}
 *   | {kind: 'config'} | {kind: 'review'}} Notice
 */

/**
 * The globals that pass between the page's scripts without an import: `loaBoot`, set by the
 * classic script boot.js and called by offline.js once the modules run, and in the one-file
 * edition only the inlined wasm (gzipped, base64) and computer worker code (tools/onefile.mjs;
 * read by wasm-module.js and worker-start.js).
 * @typedef {object} PageGlobals
 * @property {{started: () => void}} [loaBoot]
 * @property {string} [LOA_INLINE_WASM]
 * @property {boolean} [LOA_FILES_IN_GAME_WASM] the one-file edition's game wasm holds the file readers
 * @property {string} [LOA_INLINE_WORKER]
 */

export {};
