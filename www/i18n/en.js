// The English catalogue: every sentence the board and the index page say, behind a key.
//
// A value is a template with `{name}` parameters, or an object of plural forms chosen by the
// `count` parameter through Intl.PluralRules ('zero', 'one', 'two', 'few', 'many', 'other';
// 'other' is required). A catalogue for another language has the same keys; a key it lacks falls
// back to this one (see words.js).

/** @type {import('../types.js').Catalogue} */
const en = {
  // Names. Colours are capitalised as names ("Black to move") and lower case as adjectives
  // ("a white piece").
  'colour.black': 'Black',
  'colour.white': 'White',
  'colour.blue': 'Blue',
  'colour.yellow': 'Yellow',
  'piece.black': 'black',
  'piece.white': 'white',
  'piece.blue': 'blue',
  'piece.yellow': 'yellow',
  'seat.south': 'South',
  'seat.west': 'West',
  'seat.north': 'North',
  'seat.east': 'East',
  'side.black': 'Black',
  'side.white': 'White',
  'side.east_west': 'East–West',
  'side.north_south': 'North–South',
  'variant.standard': 'Standard',
  'variant.scrambled-eggs': 'Scrambled Eggs',
  'variant.parachute': 'Parachute',
  'variant.ambiloa': 'AmbiLOA',
  'variant.standard-6x6': '6×6',
  'variant.standard-7x7': '7×7',
  'mode.computer': 'You vs computer',
  'mode.friend': 'Two players',
  'mode.watch': 'Computer vs computer',

  // A player: their colour, and in AmbiLOA also their seat.
  'player.plain': '{colour}',
  'player.seated': '{seat} ({colour})',

  // Results.
  'headline.win': '{side} wins',
  'headline.draw': 'Draw',

  // The board's status line, said after every change.
  'status.over': '{headline}: {reason}.',
  'status.toMove': '{player} to move.',
  'status.toDrop': '{player} to drop a {piece} piece on an empty square.',

  // Announcements in the board's live region.
  'announce.newGame': 'New game: {variant}. {status}',
  'announce.move': '{move}. {status}',
  'announce.undo': 'Move taken back. {status}',
  'announce.redo': 'Move replayed. {status}',
  'announce.hint': 'Hint: {move}',
  'announce.selected': '{square} selected: {targets}',
  'announce.noTargets': 'no moves',
  'list.separator': ', ',
  'move.slide': '{player} {move}',
  'move.capture': '{player} {move}, a capture',
  'move.drop': '{player} drops a {piece} piece on {square}',
  'move.pass': '{player} passes',

  // Toasts on the board.
  'toast.autoPass': '{player} has no legal move and passes',
  'toast.thinking': 'The computer is thinking…',
  'toast.noMoves': 'The piece on {square} has no legal move',
  'toast.restart': 'The computer stopped unexpectedly; restarting it…',
  'toast.computerBack': 'The computer can play again.',
  'error.computerOffline':
    "The computer cannot start: you are offline and the computer's files are not cached yet. It will start by itself as soon as it can.",
  'error.computerFiles':
    "The computer cannot start: the computer's files could not be loaded ({detail}). It will start by itself as soon as it can.",
  'error.computerCrashed': 'The computer player crashed: {reason}',

  // Errors: the core's reason is a parameter.
  'error.coreLoad': 'The game engine (WebAssembly) could not be loaded: {reason}',
  'error.notStarted': 'the game has not started',
  'error.notLegal': '{from}-{to} is not a legal move',
  'error.record': 'The game record cannot be read: {reason}',
  'error.position': 'The position cannot be read: {reason}',
  'error.replay': 'Move {number} ({move}) cannot be played: {reason}',
  'error.hintGameOver': 'The game is over',
  'error.hintNotYourTurn': 'A hint is given on your turn',

  // Why the core refused a move: a code with parameters (src/boundary/refusal.rs). These English
  // sentences are the core's own, word for word (tests/e2e/languages.test.mjs checks it).
  'play.game-over': 'the game is over: {reason}',
  'play.drop-due': 'a drop is due: place an opponent piece from your hand on an empty square',
  'play.no-drop-due': 'no drop is due now: make a move first',
  'play.no-drops-in-variant': '{variant} has no drops: pieces in hand exist only in Parachute',
  'play.drop-not-empty': 'cannot drop on {square}: it is not an empty square',
  'play.pass-with-moves': 'cannot pass: you have a legal move',
  'play.off-board': '{square} is off this board',
  'play.no-piece': 'there is no piece on {square}',
  'play.not-your-piece': "the piece on {square} is {owner}'s, and it is {turn}'s turn",
  'play.no-move': '{from}-{to} does not move: a piece must leave its square',
  'play.not-a-line': '{from}-{to}: pieces move along a file, rank or diagonal, and {to} is on none through {from}',
  'play.wrong-distance': {
    one: '{from}-{to}: {line} holds {count} piece, so a piece on it moves exactly {count} square',
    other: '{from}-{to}: {line} holds {count} pieces, so a piece on it moves exactly {count} squares',
  },
  'play.jumps-enemy': '{from}-{to} jumps an enemy piece on {over}',
  'play.lands-on-own': '{from}-{to} lands on your own piece on {to}',
  'play.lands-on-partner': "{from}-{to} lands on your partner's piece on {to}",
  'line.file': 'the {name}-file',
  'line.rank': 'rank {name}',
  'line.diagonal': 'the {name} diagonal',

  // Why a game ended, from the core's cause; shown capitalised.
  'reason.connection': '{winner} connected all pieces',
  'reason.connection-by-capture': "{winner} connected all pieces, joined by the opponent's capture",
  'reason.simultaneous-win': '{winner} connected all pieces; both sides connected, and the mover wins',
  'reason.simultaneous-draw': 'draw by simultaneous connection',
  'reason.resignation': '{loser} resigned',
  'reason.repetition': 'draw by threefold repetition',
  'reason.move-limit': 'draw by move limit',

  // The bars beside the board.
  'chip.seated': '{seat} · {colour}',
  'chip.you': 'You',
  'chip.computer': 'Computer',
  'chip.thinking': 'thinking…',
  'chip.toMove': 'to move',
  'chip.toDrop': 'to drop',
  'chip.hand': { one: '{count} {piece} piece in hand', other: '{count} {piece} pieces in hand' },

  // The accessible grid: one name per square, e.g. "b1, black, selected".
  'grid.label': 'Lines of Action board',
  'grid.piece': '{square}, {piece}',
  'grid.empty': '{square}, empty',
  'grid.selected': ', selected',
  'grid.capture': ', capture',
  'grid.target': ', legal move',
  'grid.hintFrom': ', hint: move from here',
  'grid.hintTo': ', hint: move here',
  'grid.hintDrop': ', hint: drop here',

  // The index page's side panel.
  'panel.loading': 'Loading…',
  'panel.over': 'Game over — {reason}',
  'panel.computerThinking': '{player}: the computer is thinking…',
  'panel.hintThinking': '{player} to move — looking for a hint…',
  'panel.toDrop': '{player} drops a {piece} piece',
  'panel.toMove': '{player} to move',
  'panel.info': '{variant} · {mode}',
  'panel.infoLevel': '{variant} · {mode} · level {level}',
  'panel.copied': 'Copied the game record and a link to this game.',
  'page.noWasm': '{message}. Reload the page to try again; the game needs a browser with WebAssembly.',
  'page.ignored': 'Some settings in the address were ignored: {problems}.',
  'page.ignoredSeparator': '; ',
  'page.badParam': '“{name}={value}” is not understood (expected {expected})',
  'page.expectSide': 'black or white',
  'page.expectLevel': 'a number from 1 to 6',
  'page.expectMoveTime': 'milliseconds from 100 to 60000',
  'page.expectRules': 'mover-wins or draw',

  'page.expectLanguage': 'en, it or de',

  // The <loa-board> element and embed.html: its controls, and what an embedder hears when an
  // attribute, a URL parameter or a postMessage command is not understood.
  'element.level': 'Level {level}',
  'element.notOnPage': 'the board is not on the page yet',
  'option.problem': '“{label}” is not understood (expected {expected})',
  'option.expectWhole': 'a whole number from {min} to {max}',
  'option.expectMilliseconds': 'a whole number from {min} to {max} (milliseconds)',
  'option.expectAnimation': 'a whole number from {min} to {max} (milliseconds; under 70 is off)',
  'option.expectFlag': 'true or false',
  'option.expectText': 'some text',
  'option.expectMoves': 'moves separated by spaces or commas',
  'option.expectMoveLimit': 'none or a whole number of turns from {min} to {max}',
  'embed.badOrigin': '“origin={value}” is not an origin (expected e.g. https://blog.example, no path)',
  'embed.noHost': '{problem}; the frame talks to no page',
  'embed.setNeedsOptions': 'loa:set needs an `options` object of option names and values, e.g. {"level": 4}',
  'embed.notAnOption': '“{name}” is not an option (expected one of {options})',
  'embed.playNeedsMove': 'loa:play needs a `move` text, e.g. "b1-d3"',
  'embed.notACommand': '“{type}” is not a command (expected {commands})',

  // The index page's own words (index.html: data-i18n attributes, applied by page-words.js).
  'ui.title': 'Lines of Action',
  'ui.description':
    'Play Lines of Action in your browser: against the computer, with a friend, or watch. Standard, Scrambled Eggs, Parachute, AmbiLOA, 6×6 and 7×7.',
  'ui.tagline': 'Join all your pieces into one group.',
  'ui.update': 'A new version is ready —',
  'ui.reload': 'reload',
  'ui.board': 'Board',
  'ui.panel': 'Game',
  'ui.newGame': 'New game',
  'ui.hint': 'Hint',
  'ui.undo': 'Undo',
  'ui.redo': 'Redo',
  'ui.flip': 'Flip',
  'ui.moves': 'Moves',
  'ui.noMoves': 'No moves yet.',
  'ui.copy': 'Copy game and link',
  'ui.settings': 'Settings',
  'ui.coordinates': 'Coordinates',
  'ui.animation': 'Animation',
  'ui.slow': 'Slow',
  'ui.normal': 'Normal',
  'ui.fast': 'Fast',
  'ui.off': 'Off',
  'ui.language': 'Language',
  'ui.howTo': 'How to play',
  'ui.rulesMove':
    "Move one of your pieces in a straight line — along a row, column or diagonal — exactly as many squares as there are pieces (of both colours) on that whole line. You may jump over your own pieces but not over the opponent's. Land on an opponent's piece to capture it.",
  'ui.rulesWin': 'Win by joining all your pieces into one connected group (diagonals count).',
  'ui.rulesHow':
    'Click or tap a piece, then its target; or drag it. Keyboard: Tab to the board, arrows to move, Enter to pick and place, Escape to put back.',
  'ui.download': 'Download for offline play',
  'ui.downloadNote': '— the whole game in one file: open it with a double-click, no network needed.',
  'ui.variant': 'Variant',
  'ui.mode': 'Mode',
  'ui.youPlay': 'You play',
  'ui.blackFirst': 'Black (moves first)',
  'ui.level': 'Computer level',
  'ui.moveTime': 'Time per move at level 6',
  'ui.seconds': '{value} s',
  'ui.rules': 'Rules',
  'ui.simultaneous': 'One move connects both sides',
  'ui.moverWins': 'the mover wins',
  'ui.drawTournament': 'draw (tournament)',
  'ui.repetition': 'Threefold repetition is a draw',
  'ui.cancel': 'Cancel',
  'ui.start': 'Start',
  'ui.close': 'Close',

  // The list of keyboard shortcuts (the ? key).
  'keys.title': 'Keyboard shortcuts',
  'keys.arrows': 'Move around the board',
  'keys.enter': 'Pick up a piece, put it down',
  'keys.escape': 'Put a picked-up piece back',
  'keys.help': 'Show this list',

  // The analysis panel.
  'analysis.title': 'Analysis',
  'analysis.empty': "The engine's view appears here while the computer thinks or finds a hint.",
  'analysis.depth': 'Depth',
  'analysis.speed': 'Speed',
  'analysis.nodes': 'Nodes',
  'analysis.bestLine': 'Best line',
  'analysis.sourceHint': 'Hint search',
  'analysis.sourceMove': "Computer's search",
  'analysis.earlier': '{source} · previous position',
  'analysis.meter': "Evaluation, {side}'s view",
  'analysis.winsByForce': '{side} wins by force',
  'analysis.winsIn': { one: '{side} wins in {count} move', other: '{side} wins in {count} moves' },
  'analysis.even': 'About even',
  'analysis.ahead': { one: '{side} is ahead by {amount} piece', other: '{side} is ahead by {amount} pieces' },
  'analysis.perSecond': '{value}/s',
  'analysis.pvTurn': '{colour}: {move}',
  'number.thousands': '{value} k',
  'number.millions': '{value} M',
};

export default en;
