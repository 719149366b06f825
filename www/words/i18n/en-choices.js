// The English catalogue's choices of a new game: the variants' names and one-line
// descriptions, the computer's level names and descriptions, and the rule options — apart from
// en.js, which spreads them in, so that each file stays one readable size.

/** @type {import('../../types/types.js').Catalogue} */
const choices = {
  'variant.standard': 'Standard',
  'variant.scrambled-eggs': 'Scrambled Eggs',
  'variant.parachute': 'Parachute',
  'variant.ambiloa': 'AmbiLOA',
  'variant.standard-6x6': '6×6',
  'variant.standard-7x7': '7×7',
  'option.problem': '“{label}” is not understood (expected {expected})',
  'option.expectWhole': 'a whole number from {min} to {max}',
  'option.expectMilliseconds': 'a whole number from {min} to {max} (milliseconds)',
  'option.expectAnimation': 'a whole number from {min} to {max} (milliseconds; under 70 is off)',
  'option.expectFlag': 'true or false',
  'option.expectText': 'some text',
  'option.expectMoves': 'moves separated by spaces or commas',
  'option.expectMoveLimit': 'none or a whole number of turns from {min} to {max}',
  'variantAbout.standard': 'The classic: twelve pieces each, Black moves first.',
  'variantAbout.scrambled-eggs': 'The same squares as Standard, but the colours alternate along each edge.',
  'variantAbout.parachute': 'For your first six turns, after each move you must place one of your opponent’s pieces on any empty square.',
  'variantAbout.ambiloa': 'Four players in two teams: South (White) moves first, then West, North and East; North and South play against East and West.',
  'variantAbout.standard-6x6': 'A quick game on a 6×6 board, eight pieces each.',
  'variantAbout.standard-7x7': 'The Standard layout on a 7×7 board, ten pieces each.',
  'levelName.1': 'Beginner',
  'levelAbout.1': 'many aimless moves, often misses a win',
  'levelName.2': 'Novice',
  'levelAbout.2': 'has a plan, still blunders often',
  'levelName.3': 'Casual',
  'levelAbout.3': 'looks two moves ahead, slips often',
  'levelName.4': 'Club player',
  'levelAbout.4': 'reads three moves ahead, slips now and then',
  'levelName.5': 'Expert',
  'levelAbout.5': 'reads deep, an occasional slip',
  'levelName.6': 'Full strength',
  'levelAbout.6': 'its best move in the time you give it',
  'variant.gemma': 'Gemma',
  'variantAbout.gemma': 'Every square a piece leaves becomes a hole; a stuck piece may leave the board.',
  'variant.black-hole': 'Black Hole 9×9',
  'variant.standard-12x12': '12×12',
  'variant.hex-5': 'Hex LOA, side 5',
  'variant.hex-6': 'Hex LOA, side 6',
  'variantAbout.black-hole': 'A 9×9 board whose centre is a black hole: lines count it empty, and a piece that lands in it is lost.',
  'variantAbout.standard-12x12': 'The standard rules on a 12×12 board, ten pieces on each edge.',
  'variantAbout.hex-5': 'Hexagons, 61 cells: three line directions and six neighbours per cell.',
  'variantAbout.hex-6': 'Hexagons, 91 cells, with a black hole in the centre.',
  // widerules: Abstract Play's scrambled start of the wide boards (black-hole, hex-6).
  'ui.scrambled': 'Scrambled start (the colours alternate along each edge)',
  // The modes: who plays the two sides.
  'mode.computer': 'You vs computer',
  'mode.friend': 'Two players',
  'mode.watch': 'Computer vs computer',
  'mode.study': 'A record, replayed',
  "mode.link": "A friend, by link",
};

export default choices;
