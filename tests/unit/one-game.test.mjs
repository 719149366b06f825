// One game interface over both wasm builds: the wide boards' wasm (dist/pkg/wide) exports a
// `WasmGame` with the 8×8 game's methods (dist/pkg), and a hex-5 or Black Hole game answers them
// in the 8×8 game's shapes — the same state keys, packed moves that replay, refusals with a code
// and parameters that the Italian and German catalogues word, review and take-back. Loads the
// built wasm in Node, as boundary-keys does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPkg } from './declarations.mjs';
import { createWords, registerCatalogue } from '../../www/words/words.js';
import it from '../../www/words/i18n/it.js';
import de from '../../www/words/i18n/de.js';

const pkg = builtPkg();
const square = await import(pathToFileURL(join(pkg, 'loa.js')).href);
square.initSync({ module: readFileSync(join(pkg, 'loa_study_bg.wasm')) });
const cells = await import(pathToFileURL(join(pkg, 'wide', 'loa.js')).href);
cells.initSync({ module: readFileSync(join(pkg, 'wide', 'loa_bg.wasm')) });

/** The methods of a class, its static ones marked. */
const methods = (cls) =>
  [
    ...Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== 'constructor'),
    ...Object.getOwnPropertyNames(cls).filter((n) => typeof cls[n] === 'function').map((n) => `static ${n}`),
  ].sort();

/** Every key path of a value, arrays read through all their items. */
function paths(value, path = '', into = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => paths(v, `${path}[]`, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(`${path}.${k}`);
      paths(v, `${path}.${k}`, into);
    }
  }
  return into;
}

test("the wide wasm's WasmGame has the 8×8 WasmGame's methods", () => {
  const missing = methods(square.WasmGame).filter((m) => !methods(cells.WasmGame).includes(m));
  assert.deepEqual(missing, []);
  assert.deepEqual(methods(cells.WasmGame).filter((m) => !methods(square.WasmGame).includes(m)), []);
});

for (const variant of ['black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
  test(`a ${variant} game answers in the standard game's shapes`, () => {
    const standard = new square.WasmGame('standard');
    const game = new cells.WasmGame(variant, { simultaneous: 'draw' });
    for (const g of [standard, game]) {
      g.play(g.state().legalMoves[0].packed);
      g.resign();
    }
    assert.deepEqual([...paths(game.state())].sort(), [...paths(standard.state())].sort());
    const board = game.state().board;
    assert.equal(board.shape, variant.startsWith('hex') ? 'hex' : 'square');
    assert.equal(new Set(board.cells.map((c) => c.name)).size, board.cells.length);
    assert.equal(game.state().outcome?.cause, 'resignation');
  });
}

test('a hex-5 game plays packed moves, reviews, takes back and round-trips its link', () => {
  const game = new cells.WasmGame('hex-5', { simultaneous: 'draw' });
  for (let i = 0; i < 4; i++) game.play(game.state().legalMoves.at(-1).packed);
  const state = game.state();
  assert.equal(state.ply, 4);
  assert.deepEqual([...game.moves()], state.history.map((m) => m.packed));
  assert.deepEqual(game.stateAt(2).history, state.history.slice(0, 2));
  const again = cells.WasmGame.fromLink(game.link());
  assert.deepEqual(again.state().history, state.history);
  game.truncate(1);
  assert.equal(game.state().ply, 1);
  assert.ok(game.state().canRedo);
  assert.ok(game.redoTurn());
  assert.ok(game.undoTurn());
  game.setTag('Black', 'Ann');
  assert.match(game.record(), /\[Black "Ann"\]/);
  assert.equal(game.tag('Black'), 'Ann');
});

test('a refusal on a wide board is worded in Italian and German, not in English', () => {
  registerCatalogue('it', it);
  registerCatalogue('de', de);
  const game = new cells.WasmGame('black-hole', { simultaneous: 'draw' });
  /** @type {any} */
  let refused;
  assert.throws(() => game.play('b1-b4'), (e) => ((refused = e), true));
  assert.equal(refused.code, 'wrong-distance');
  assert.equal(refused.message, 'b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares');
  assert.equal(createWords({ locale: 'en' }).refusal(refused), 'b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares');
  for (const locale of ['it', 'de']) {
    const worded = createWords({ locale }).refusal(refused);
    assert.ok(!/illegal|piece|moves/.test(worded), `${locale}: ${worded}`);
    assert.match(worded, /b1-b4/);
  }
  const explained = game.explainCode('b1', 'c3');
  assert.equal(explained?.code, 'not-a-line');
  assert.equal(game.explainCode('b1', 'b3'), undefined);
  assert.throws(() => game.play(0.5), /0.5 is not a packed move/);
});

/** Every key path of a search's answer and of its first progress report. */
function searchPaths(core, start, moves) {
  const searcher = new core.WasmSearcher();
  const reports = [];
  const answer = searcher.search(start, Uint16Array.from(moves), { depth: 2, movetimeMs: 5000, seed: 3 }, (info) => reports.push(info));
  searcher.free();
  assert.ok(reports.length > 0, 'progress is reported');
  return { answer, paths: [...paths(answer)].sort(), reportPaths: [...paths(reports[0])].sort() };
}

test("the wide wasm's WasmSearcher and judgeMove are the 8×8 ones: members, arguments, answers", () => {
  assert.deepEqual(methods(cells.WasmSearcher), methods(square.WasmSearcher));
  assert.equal(cells.WasmSearcher.prototype.search.length, square.WasmSearcher.prototype.search.length);
  assert.equal(typeof cells.judgeMove, 'function');
  for (const [before, after, engine] of [[0, -300, false], [40, 'lost', false], [10, 5, true], [-20, 'won', false]]) {
    assert.deepEqual(cells.judgeMove(before, after, engine), square.judgeMove(before, after, engine), `${before} → ${after}`);
  }
  assert.throws(() => cells.judgeMove(0, 'win', true), /after must be a score/);

  const standard = new square.WasmGame('standard');
  standard.play(standard.state().legalMoves[0].packed);
  const eight = searchPaths(square, standard.state().start, standard.moves());
  for (const variant of ['black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
    // Rule options beyond the scoring travel in the start, as on 8×8.
    const game = new cells.WasmGame(variant, { simultaneous: 'draw', repetition: true, moveLimit: 80 });
    game.play(game.state().legalMoves[0].packed);
    assert.match(game.state().start, /draw,repetition,limit=80$/);
    const wide = searchPaths(cells, game.state().start, game.moves());
    assert.deepEqual(wide.paths, eight.paths, `${variant}: the answer's shape`);
    assert.deepEqual(wide.reportPaths, eight.reportPaths, `${variant}: the reports' shape`);
    assert.equal(wide.answer.info.side, 'white');
    assert.equal(wide.answer.info.pv[0], wide.answer.best.text, 'the variation is move texts, from the move chosen');
    game.play(wide.answer.best.packed); // the move chosen is legal in the game
    assert.equal(game.state().ply, 2);
  }
});

test("the wide wasm's WasmSearcher refuses what the 8×8 one refuses, in words", () => {
  const searcher = new cells.WasmSearcher();
  const start = new cells.WasmGame('hex-5', { simultaneous: 'draw' }).state().start;
  assert.throws(() => searcher.search('standard 8/8/8 b', [], {}, undefined), /unknown wide variant "standard"/);
  assert.throws(() => searcher.search(start, [1], { level: 2 }, undefined), /move 1 \(a1-a2\): the piece on a1 is White's, and it is Black's turn/);
  assert.throws(() => searcher.search(start, [], { depth: 1e9 }), /bad limits/);
  assert.throws(() => searcher.search(start, [], {}, 5), /onInfo/);
  // Black's three pieces are apart and joined by one move (a set-up win is over at once): the game is then over.
  const winning = 'hex-5 b1b1b/6/7/8/9/8/7/6/w3w b - draw';
  const { best, info } = searcher.search(winning, [], { depth: 2, movetimeMs: 5000 }, undefined);
  assert.deepEqual([info.mate, info.decisive, info.pvColours], [1, true, ['black']]);
  assert.throws(() => searcher.search(winning, [best.packed], { level: 1 }, undefined), /nothing to search: the game is over \(Black connected all pieces\)/);
  searcher.free();
});

test("the game's wasm names the build of a variant and of a link, so the page never reads them", () => {
  for (const variant of ['black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
    assert.equal(square.buildOf(variant), 'wide', variant);
    const game = new cells.WasmGame(variant, { simultaneous: 'draw' });
    game.play(game.state().legalMoves[0].packed);
    assert.equal(square.linkBuild(game.link()), 'wide', game.link());
  }
  for (const variant of ['standard', 'scrambled-eggs', 'parachute', 'ambiloa', 'standard-6x6', 'standard-7x7', 'gemma']) {
    assert.equal(square.buildOf(variant), 'game', variant);
    assert.equal(square.linkBuild(new square.WasmGame(variant).link()), 'game', variant);
  }
  assert.equal(square.buildOf('hex-9'), undefined);
  assert.equal(square.linkBuild('hex-9~draw'), 'game', "the game's link reader says what is wrong with it");
  assert.throws(() => square.buildOf(5), /variant must be text/);
  assert.throws(() => square.linkBuild(undefined), /link must be text/);
});

test('a wide game offers, declines and agrees draws and loses on time as the 8×8 game does', () => {
  const standard = new square.WasmGame('standard');
  const game = new cells.WasmGame('black-hole', { simultaneous: 'draw' });
  for (const g of [standard, game]) {
    assert.throws(() => g.draw(false), /a draw is offered with a move: none is played yet/);
    g.play(g.state().legalMoves[0].packed);
    g.draw(false);
    assert.equal(g.state().drawOffered, true);
    assert.throws(() => g.draw(false), /a draw is already offered/);
    assert.match(g.link(), /~offer$/);
    g.play(g.state().legalMoves[0].packed); // declines
    assert.equal(g.state().drawOffered, false);
    assert.throws(() => g.draw(true), /no draw is offered/);
    g.draw(false);
    g.draw(true);
    assert.deepEqual([g.state().outcome?.key, g.state().outcome?.cause], ['draw', 'agreement']);
    assert.equal(g.undoTurn(), false, 'an agreed draw is final');
    assert.match(g.link(), /~agreed$/);
    assert.equal(g.answerRefusal(), undefined);
  }
  const wideClock = new cells.WasmGame('hex-6', { simultaneous: 'draw' });
  const clock = new square.WasmGame('standard');
  for (const g of [clock, wideClock]) {
    g.play(g.state().legalMoves[0].packed);
    assert.throws(() => g.loseOnTime('nobody'), /"nobody"/);
    g.loseOnTime('white');
    const { outcome } = g.state();
    assert.deepEqual([outcome?.key, outcome?.reason, outcome?.cause], ['black_wins', 'White ran out of time', 'time']);
    assert.throws(() => g.loseOnTime('black'), /cannot lose on time: the game is over/);
    assert.equal(g.answerRefusal(), 'lossOnTime', 'an answer by link that ends on time is refused');
  }
  // An answer by link that ends by your resignation, while your copy goes on, is the core's to refuse.
  for (const [build, variant] of [[square, 'standard'], [cells, 'hex-6']]) {
    const copy = new build.WasmGame(variant, variant === 'hex-6' ? { simultaneous: 'draw' } : undefined);
    copy.play(copy.state().legalMoves[0].packed);
    const answer = build.WasmGame.fromLink(copy.link());
    answer.resign('white');
    assert.equal(answer.answerRefusal('white', copy.link()), 'resignsForYou', variant);
    assert.equal(answer.answerRefusal('black', copy.link()), undefined, `${variant}: your friend resigned`);
    copy.resign('white');
    assert.equal(answer.answerRefusal('white', copy.link()), undefined, `${variant}: your own resignation back`);
    assert.throws(() => answer.answerRefusal('green', copy.link()), /"green"/);
    // A copy of another board (the other build's link) is read as not over, never thrown at: the
    // comparison of the moves then refuses the answer as another game.
    const other = variant === 'hex-6' ? 'standard~mBT' : 'hex-6~draw';
    assert.equal(answer.answerRefusal('white', other), 'resignsForYou', `${variant}: another board's copy`);
    assert.equal(answer.answerRefusal('black', other), undefined, `${variant}: another board's copy`);
  }
  const back = cells.WasmGame.fromLink(wideClock.link());
  assert.equal(back.state().outcome?.cause, 'time');
  assert.deepEqual([...paths(wideClock.state())].sort(), [...paths(clock.state())].sort());
});

test("the files wasm reads a wide record into a link the wide WasmGame replays, and lists a collection with wide games", async () => {
  const files = await import(pathToFileURL(join(pkg, 'files', 'loa.js')).href);
  files.initSync({ module: readFileSync(join(pkg, 'files', 'loa_bg.wasm')) });
  const game = new cells.WasmGame('hex-5', { simultaneous: 'draw' });
  for (let i = 0; i < 3; i++) game.play(game.state().legalMoves[0].packed);
  game.setTag('White', 'Bea');
  const read = files.importText(game.record());
  assert.equal(square.linkBuild(read.link), 'wide', 'the game wasm says which build replays it');
  assert.deepEqual(read.tags, [['White', 'Bea']]);
  assert.deepEqual(cells.WasmGame.fromLink(read.link).state().history, game.state().history);
  assert.equal(files.readRecord(game.record()).link, read.link);
  const collection = `${game.sgf()}\n(;GM[9];B[b1-d3])`;
  assert.equal(files.readCollection(collection).split('\u001e').length, 5, 'two games listed');
  assert.throws(() => files.importText('[Variant "hex-5"]\n\n1. i2-g3'), /game record, line 3, column 4: .*i2-g3: on a hex board pieces move along its three axes, and g3 is on no line through i2/);
});

test('both builds name the plies that have a comment, so a long game asks for those alone', () => {
  for (const [build, variant] of [[square, 'standard'], [cells, 'hex-5']]) {
    const game = new build.WasmGame(variant, variant === 'hex-5' ? { simultaneous: 'draw' } : undefined);
    for (let i = 0; i < 4; i++) game.play(game.state().legalMoves[0].packed);
    assert.deepEqual([...game.commentedPlies()], [], variant);
    game.setComment(2, 'third');
    game.setComment(0, 'first');
    assert.deepEqual([...game.commentedPlies()], [0, 2], variant);
    game.setComment(2, null);
    assert.deepEqual([...game.commentedPlies()], [0], `${variant}: a comment cleared`);
    game.free();
  }
});
