// The shapes that cross between the core, the board and its embedder, as JSDoc types checked by
// TypeScript (`tsc --checkJs --noEmit`, run by ./build.sh test). No code lives here; modules
// import the types with `import('./types.js').Name`.

/**
 * A piece colour: 'black' | 'white', and in AmbiLOA also 'blue' | 'yellow'.
 * @typedef {string} Colour
 */
/**
 * A side (team) key: 'black' | 'white' | 'east_west' | 'north_south', as in `state.side` and
 * `outcome.winner`.
 * @typedef {string} Side
 */

/**
 * Rule options (docs/ rule book, "Rule options").
 * @typedef {object} Rules
 * @property {'mover-wins' | 'draw'} simultaneous both sides connected by one move
 * @property {boolean} repetition threefold repetition draws
 * @property {number | null} [moveLimit] a limit in turns, null for none
 */

/**
 * A move as the core gives it: a legal move, a hint or the computer's choice.
 * @typedef {object} Move
 * @property {'slide' | 'drop' | 'pass'} kind
 * @property {string | null} from
 * @property {string | null} to
 * @property {boolean} capture
 * @property {string} text notation: 'b1-d3', 'c1xa3', '@d4', 'pass'
 * @property {number} packed the core's packed form, for replay and the worker
 */

/** A move of the history, with the colour that played it. @typedef {Move & {colour: Colour}} Played */

/**
 * One seat at the table, in turn order.
 * @typedef {object} Player
 * @property {Colour} colour
 * @property {Side} side the team it plays for
 * @property {'black' | 'white'} sideColour the colour that names its side ("you play Black")
 * @property {'south' | 'west' | 'north' | 'east' | null} seat AmbiLOA's seat, null elsewhere
 * @property {number | null} inHand Parachute: pieces this player still holds
 * @property {Colour | null} handColour Parachute: the colour of those pieces
 * @property {boolean} toMove
 */

/**
 * A turn of the game: a move, and in Parachute the drop that completes it.
 * @typedef {object} Turn
 * @property {Colour} colour
 * @property {Side} side
 * @property {string} text 'a3-c5@d4'
 * @property {[number, number]} plies first and last index into `history`
 * @property {string[]} squares
 * @property {boolean} capture
 * @property {'slide' | 'drop' | 'pass' | 'turn'} kind
 */

/**
 * How the game ended.
 * @typedef {object} Outcome
 * @property {string} key
 * @property {Side | null} winner null for a draw
 * @property {Side | null} [loser] null for a draw
 * @property {string} reason in words, from the core
 * @property {string} result '1-0', '0-1', '1/2-1/2'
 * @property {string} [cause] 'connection' | 'simultaneous' | 'resignation' | 'time' | 'repetition' | 'move-limit' | …
 * @property {string[][]} [winningGroups] the group(s) that decided the game
 */

/**
 * Everything the core reports about the game (`WasmGame.state()`), plus the board's seed.
 * @typedef {object} State
 * @property {string} variant
 * @property {string} variantName
 * @property {number} size
 * @property {Colour[]} seats colours in turn order
 * @property {Colour} turn
 * @property {Side} side
 * @property {{square: string, colour: Colour}[]} pieces
 * @property {number[]} inHand
 * @property {boolean} dropDue
 * @property {Move[]} legalMoves
 * @property {Played | null} lastMove
 * @property {Played[]} history
 * @property {Outcome | null} outcome
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {Rules} rules
 * @property {string} position
 * @property {string} start
 * @property {Player[]} players
 * @property {Colour | null} dropColour the colour a pending drop places
 * @property {Turn[]} turns
 * @property {string[]} lastTurnSquares
 * @property {number} ply
 * @property {number} turnNumber
 * @property {number} [seed] the computer's seed for this game (added by the board)
 */

/**
 * A search report: what the engine thinks, as it thinks.
 * @typedef {object} Analysis
 * @property {number} depth
 * @property {number} score hundredths of a piece from `side`'s view
 * @property {Side} side
 * @property {number | null} mate
 * @property {boolean} decisive
 * @property {number} nodes
 * @property {number} nps
 * @property {string[]} pv the best line as turn texts
 * @property {Colour[]} [pvColours]
 * @property {'move' | 'hint' | 'review'} purpose
 * @property {number} ply the history length when the search began
 */

/** The engine's answer. @typedef {{best: Move, info: Omit<Analysis, 'purpose' | 'ply'>}} SearchResult */

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
 * @property {'computer' | 'friend' | 'watch'} mode
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
 * @property {(text: string) => {ok: boolean, reason?: string}} importGame
 * @property {(ply: number | null) => number | null} review
 * @property {(where: 'back' | 'forward' | 'start' | 'end') => number | null} reviewStep
 * @property {() => number | null} reviewing
 * @property {() => {ok: boolean, reason?: string}} continueFromHere
 * @property {(side?: string) => boolean} resign
 * @property {() => Record<string, number> | null} clockTimes
 * @property {() => void} pause
 * @property {() => void} resume
 * @property {() => boolean} step
 * @property {(ms: number) => boolean} setWatchDelay
 * @property {() => boolean} isPaused
 * @property {() => State | null} shown
 * @property {() => Promise<unknown>} analyse
 * @property {() => State | null} state
 * @property {() => Config} config
 * @property {(square: string) => {x: number, y: number} | null} squareCenter
 * @property {() => boolean} isThinking
 * @property {() => boolean} computerToMove
 * @property {() => Promise<Move>} hint
 * @property {() => Analysis | null} analysis
 * @property {() => import('../words/words.js').Words} words
 * @property {(name: EventName, fn: (detail: any) => void) => () => void} on
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
 * edition only the inlined wasm (gzipped, base64) and computer worker code (tools/onefile.py;
 * read by wasm-module.js and worker-start.js).
 * @typedef {object} PageGlobals
 * @property {{started: () => void}} [loaBoot]
 * @property {string} [LOA_INLINE_WASM]
 * @property {string} [LOA_INLINE_WORKER]
 */

export {};
