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

  // Errors: the core's reason is a parameter.
  'error.notStarted': 'the game has not started',
  'error.notLegal': '{from}-{to} is not a legal move',
  'error.record': 'The game record cannot be read: {reason}',
  'error.position': 'The position cannot be read: {reason}',
  'error.replay': 'Move {number} ({move}) cannot be played: {reason}',
  'error.hintGameOver': 'The game is over',
  'error.hintNotYourTurn': 'A hint is given on your turn',

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

  // The page's looks and sound settings (index.html, data-i18n).
  'ui.theme': 'Theme',
  'ui.themeSystem': 'System',
  'ui.themeLight': 'Light',
  'ui.themeDark': 'Dark',
  'ui.board': 'Board',
  'ui.boardWood': 'Wood',
  'ui.boardGreen': 'Green',
  'ui.boardBlue': 'Blue',
  'ui.boardContrast': 'High contrast',
  'ui.sound': 'Sound',
};

export default en;
