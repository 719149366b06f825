// The rules tour's English words (learn.html only): the page's frame, the verdicts on a try, and
// each lesson's title, explanation, task and hint, keyed by the lesson ids of the core
// (src/lesson/catalogue.rs). it.js and de.js have the same keys (tests/e2e/languages.test.mjs).

/** @type {import('../../types/types.js').Catalogue} */
const en = {
  'learn.title': 'Learn the rules',
  'learn.description': 'Learn Lines of Action in a few minutes: short lessons on the real board, every move checked.',
  'learn.back': 'Back to the game',
  'learn.lessons': 'Lessons',
  'learn.progress': 'Lesson {number} of {total}',
  'learn.completed': 'completed',
  'learn.taskLabel': 'Your task:',
  'learn.again': 'Start again',
  'learn.next': 'Next lesson',
  'learn.play': 'Play a game',
  'learn.loading': 'Loading the lessons…',
  'learn.done': 'Well done! That is exactly it.',
  'learn.allDone': 'Well done! You have finished the tour: you know every rule. Time to play a game.',
  'learn.continue': 'Good. Now complete the turn: place the piece.',
  'learn.illegal': 'Not allowed: {reason}.',
  'learn.tryAgain': 'Try again.',
  'learn.unknown': 'There is no lesson “{id}”; here is the first one not yet done.',
  'learn.miss.other-move': 'That is a legal move, but not the one this lesson asks for.',
  'learn.miss.wrong-piece': 'That is a legal move, but the lesson asks you to move the piece on {square}.',
  'learn.miss.no-capture': 'That move does not capture anything.',
  'learn.miss.not-connected': 'This move does not connect all your pieces.',
  'learn.miss.drawn': 'That connects both sides, which these rules call a draw.',
  'learn.miss.opponent-wins': 'That capture leaves all the opponent’s pieces in one group: the opponent wins.',
  'learn.miss.opponent-connects': 'Then {move} would connect the opponent’s pieces.',
  'learn.miss.opponent-can-move': {
    one: 'The opponent still has a legal move.',
    other: 'The opponent still has {count} legal moves.',
  },
  'learn.miss.no-draw': 'That move does not repeat the position a third time.',
  'learn.miss.no-drop': 'That turn drops no piece.',

  'learn.count.title': 'Moving: count the line',
  'learn.count.text':
    'A piece moves in a straight line, along a file, a rank or a diagonal, exactly as many squares as there are pieces on that whole line, of both colours and counting itself. The piece on b1 has two pieces on its file, two on its diagonal towards h7 and six on rank 1.',
  'learn.count.task': 'Move the piece on b1 along its diagonal.',
  'learn.count.hint': 'Count the pieces on the diagonal from b1 to h7: there are two, so the piece goes two squares.',

  'learn.jump.title': 'Jumping',
  'learn.jump.text':
    'On its way a piece may jump over pieces of its own colour, but never over an opponent’s piece. Here the piece on f1 cannot go three squares to c4: White’s piece on d3 is in the way.',
  'learn.jump.task': 'Move the piece on f1 as far as it can go.',
  'learn.jump.hint': 'Rank 1 holds five pieces, so along it the piece on f1 goes five squares, over its own pieces.',

  'learn.capture.title': 'Capturing',
  'learn.capture.text':
    'A piece that ends its move on an opponent’s piece captures it. Careful: if your capture leaves all the opponent’s pieces in one group, the opponent wins.',
  'learn.capture.task': 'Capture a white piece without handing White the game.',

  'learn.connect.title': 'Connecting',
  'learn.connect.text':
    'You win by joining all your pieces into one group. Pieces belong together when they touch along a side or at a corner, so diagonal links count.',
  'learn.connect.task': 'Connect all your pieces in one move.',

  'learn.block.title': 'Blocking',
  'learn.block.text':
    'Watch the opponent’s threats. Black’s piece on b6 can reach d4 next to its group and win, unless that square is taken.',
  'learn.block.task': 'Stop Black from connecting next move.',

  'learn.simultaneous.title': 'Both sides at once',
  'learn.simultaneous.text':
    'A capture can connect both sides at once: here capturing on c3 leaves White one piece, which is a group too. With the rules of this game the player who moved wins; tournament rules call it a draw.',
  'learn.simultaneous.task': 'Win with a capture that connects both sides.',

  'learn.pass.title': 'Passing',
  'learn.pass.text':
    'A player with no legal move must pass, and only then. Black’s pieces on a1 and h8 are almost shut in.',
  'learn.pass.task': 'Take Black’s last move away, so that Black has to pass.',

  'learn.repetition.title': 'Repetition',
  'learn.repetition.text':
    'When the same position occurs for the third time with the same player to move, the game is a draw. Black has been moving between a1 and a2, White between h1 and h2: the position with Black on a1 and White on h1 has occurred twice already.',
  'learn.repetition.task': 'Make that position occur a third time.',

  'learn.scrambled-eggs.title': 'Scrambled Eggs',
  'learn.scrambled-eggs.text':
    'The same squares as the standard start, but the colours alternate along each edge, so a piece cannot run along its edge over enemy pieces. Otherwise the rules are the same.',
  'learn.scrambled-eggs.task': 'Move the piece on b1.',

  'learn.parachute.title': 'Parachute',
  'learn.parachute.text':
    'Each player starts with six of the opponent’s pieces in hand. For their first six turns, after the move, a player must place one of the opponent’s pieces on any empty square. Black has moved a3 to c3 and now owes the drop.',
  'learn.parachute.task': 'Place one of White’s pieces on any empty square.',

  'learn.ambiloa.title': 'AmbiLOA: four players, two teams',
  'learn.ambiloa.text':
    'Four players sit South (White), West (Black), North (Yellow) and East (Blue), and play in that order: South moves first. North and South play together against East and West; a team wins when all its pieces, both partners’ together, form one group.',
  'learn.ambiloa.task': 'You are South: connect White’s and Yellow’s pieces in one move.',

  'learn.standard-6x6.title': 'The 6×6 board',
  'learn.standard-6x6.text': 'The small boards keep every rule; each side has eight pieces on 6×6 (ten on 7×7), so games are quick.',
  'learn.standard-6x6.task': 'You are White: connect your pieces in one move.',

  'learn.standard-7x7.title': 'The 7×7 board',
  'learn.standard-7x7.text': 'The standard start on a 7×7 board: each side has ten pieces, and a piece on the first move can already capture.',
  'learn.standard-7x7.task': 'Capture a white piece.',
  // gemma: the Gemma lesson.
  'learn.gemma.title': 'Gemma: holes and vacates',
  'learn.gemma.text': 'In Gemma every square a piece leaves becomes a hole: no piece may land on it, and it is not counted on a line. A piece that cannot slide may leave the board instead — press it twice.',
  'learn.gemma.task': 'Win by removing the piece that can never join the others.',
  // The wide boards, judged by the wide build (src/lesson/cell_board.rs), on the tour's one board.
  'learn.black-hole.title': 'Black Hole: the hole at e5',
  'learn.black-hole.text':
    'Black Hole is played on 9×9 with a hole at the centre, e5. The hole is an empty square when pieces are counted on a line and when a piece crosses it; but a piece that lands on the hole falls in and leaves the game. Fewer pieces are fewer to connect, so dropping one in can be a plan.',
  'learn.black-hole.task': 'Find the move that drops a black piece into the hole.',
  'learn.hex-5.title': 'Hex LOA: three lines, six neighbours',
  'learn.hex-5.text':
    'On the hexagonal boards every cell has six neighbours, and a piece moves along one of three lines: along its row, or along either slanting line. It moves exactly as many cells as there are pieces on that whole line, as on the square board. The side-6 board has a hole at its centre, as in Black Hole.',
  'learn.hex-5.task': 'Capture the white piece on c6.',
  'learn.hex-6.title': 'Hex LOA of side 6: the hole at f6',
  'learn.hex-6.text': 'The side-6 board has 91 cells and a hole at its centre, f6, with Black Hole’s rule: it counts as empty on a line and may be crossed, but a piece that lands on it leaves the game.',
  'learn.hex-6.task': 'Find the move that drops a black piece into the hole.',
  'learn.standard-12x12.title': 'The 12×12 board',
  'learn.standard-12x12.text':
    'The standard start on a 12×12 board: Black on b1–k1 and b12–k12, White on a2–a11 and l2–l11, ten pieces on each edge. Every rule is the same, and lines are longer: count the pieces on the whole line.',
  'learn.standard-12x12.task': 'Capture a white piece in your first move.',
  'learn.miss.no-hole': 'That piece did not land on the hole: count the pieces on its line, the hole counting as empty.',
};

export default en;
