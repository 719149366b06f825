// The keys the core sends against the published declarations: loads the built wasm in Node
// (dist/pkg, as tests/fuzz/wasm_api.mjs does), drives games of every variant through states that
// use every field (a Parachute drop due, AmbiLOA's seats, wins, a resignation, a draw by the
// move limit, undo and redo, a search with its reports, moves judged, puzzle verdicts), collects every key
// of every object it receives, nested objects included, and fails on a key sent but not declared
// in types/board.d.ts (or, for the puzzles, types/pkg/loa.d.ts), or declared but never sent.
// The wide boards' wasm (dist/pkg/wide) sends its outcomes in the same Outcome shape: their games
// are checked against it too, and the outcome keys every board sends against the OutcomeKey union.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, declaredShapes, membersOf, splitTop, builtPkg } from './declarations.mjs';

// Declared fields the core never sends, each with the reason; only optional ones may be here.
const NOT_FROM_THE_CORE = {
  'State.seed': 'the board adds the computer seed of its game (www/component/controller.js)',
};

const { interfaces, aliases } = declaredShapes(['types/board.d.ts', 'types/pkg/loa.d.ts']);

/**
 * A declared type's object shape: `{name}` for an interface, `{array: shape}`, `{literal: fields}`
 * for an inline object type, or null for a value with no keys to check (a primitive, a literal,
 * a union of them, or a map such as Record<…>).
 */
function shapeOf(type) {
  type = type.trim().replace(/^readonly\s+/, '');
  const union = splitTop(type, '|');
  if (union.length > 1) {
    const shapes = union.map(shapeOf).filter(Boolean);
    assert.ok(shapes.length <= 1, `a union of several object shapes cannot be checked: ${type}`);
    return shapes[0] ?? null;
  }
  if (type.startsWith('(') && type.endsWith(')')) return shapeOf(type.slice(1, -1));
  if (type.endsWith('[]')) return { array: shapeOf(type.slice(0, -2)) };
  if (type.startsWith('[')) return { array: shapeOf(splitTop(type.slice(1, -1), ',')[0]) };
  if (type.startsWith('{')) {
    const fields = new Map();
    for (const m of membersOf(type.slice(1, -1))) {
      assert.ok(m.key, `an inline type this check cannot read: ${type}`);
      fields.set(m.key, { optional: m.optional, type: m.type });
    }
    return { literal: fields };
  }
  if (interfaces.has(type)) return { name: type };
  if (aliases.has(type)) return shapeOf(aliases.get(type));
  return null;
}

/** The fields of an interface with those it extends: Map<key, {optional, type}>. */
function fieldsOf(name) {
  const shape = interfaces.get(name);
  const fields = new Map();
  for (const base of shape.extends) for (const [k, v] of fieldsOf(base)) fields.set(k, v);
  for (const [k, v] of shape.fields) fields.set(k, v);
  return fields;
}

/** Keys seen per interface (`Name.key`), and the problems found. */
const seen = new Set();
const problems = new Set();

/** Compares `value` (sent by the core) with the declared `shape`, recursively, at `where`. */
function compare(value, shape, where) {
  if (value === null || value === undefined || !shape) return;
  if ('array' in shape) {
    assert.ok(Array.isArray(value), `${where}: declared an array, sent ${JSON.stringify(value)}`);
    value.forEach((item, i) => compare(item, shape.array, `${where}[${i}]`));
    return;
  }
  assert.equal(typeof value, 'object', `${where}: declared an object, sent ${JSON.stringify(value)}`);
  let fields;
  let label;
  if (shape.name) {
    fields = fieldsOf(shape.name);
    label = shape.name;
  } else {
    fields = shape.literal;
    label = where.replace(/\[\d+\]/g, '[]');
  }
  for (const [key, item] of Object.entries(value)) {
    if (!fields.has(key)) {
      problems.add(`${label}.${key} is sent (at ${where}) but not declared`);
      continue;
    }
    seen.add(`${label}.${key}`);
    compare(item, shapeOf(fields.get(key).type), `${where}.${key}`);
  }
  for (const [key, field] of fields) {
    if (field.optional || key in value) continue;
    problems.add(`${label}.${key} is declared required but absent at ${where}`);
  }
  if (shape.name) expected.add(shape.name);
  if (shape.name === 'Outcome') sentKeys.add(value.key);
}
/** The outcome keys the core sent, on every board. */
const sentKeys = new Set();
/** The interfaces (and their fields) that the samples reached. */
const expected = new Set();

const pkg = builtPkg();
const glue = await import(pathToFileURL(join(pkg, 'loa.js')).href);
// The wide boards' build, from the same source with the feature `wide`.
const wideGlue = await import(pathToFileURL(join(pkg, 'wide', 'loa.js')).href);
wideGlue.initSync({ module: readFileSync(join(pkg, 'wide', 'loa_bg.wasm')) });
// The study build: the game's exports plus the puzzles', so one instance covers both.
glue.initSync({ module: readFileSync(join(pkg, 'loa_study_bg.wasm')) });

/** A small deterministic generator, so a failure replays. */
let seed = 22;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

const VARIANTS = ['standard', 'scrambled-eggs', 'parachute', 'ambiloa', 'standard-6x6', 'standard-7x7'];

/** Plays random legal moves to the end (or `maxPlies`), comparing every state on the way. */
function playOut(game, where, maxPlies = 2000) {
  let state = game.state();
  for (let ply = 0; ply < maxPlies && state.legalMoves.length > 0; ply++) {
    compare(state, { name: 'State' }, where);
    const moves = state.legalMoves;
    // Captures first now and then, so the games end by connection sooner.
    const captures = moves.filter((m) => m.capture);
    const list = captures.length > 0 && random() < 0.5 ? captures : moves;
    game.play(list[Math.floor(random() * list.length)].packed);
    state = game.state();
  }
  compare(state, { name: 'State' }, where);
  return state;
}

test('every key the core sends is declared, and every declared key is sent', () => {
  let finished = 0;
  for (const variant of VARIANTS) {
    const game = new glue.WasmGame(variant);
    const end = playOut(game, `${variant} state`);
    if (end.outcome) finished += 1;
    // Undo and redo: canRedo true, a state in the middle of the game.
    game.undoTurn();
    compare(game.state(), { name: 'State' }, `${variant} after undo`);
    compare(game.stateAt(1), { name: 'State' }, `${variant} stateAt(1)`);
    game.free();

    // A resignation, and a search with its progress reports.
    const fresh = new glue.WasmGame(variant);
    fresh.play(fresh.state().legalMoves[0].packed);
    const reports = [];
    const searcher = new glue.WasmSearcher();
    const answer = searcher.search(fresh.state().start, fresh.moves(), { level: 2, seed: 1 }, (r) => reports.push(r));
    compare(answer, { name: 'SearchAnswer' }, `${variant} search answer`);
    reports.forEach((r, i) => compare(r, { name: 'SearchReport' }, `${variant} search report ${i}`));
    searcher.free();
    // The whole-game analysis's judgements: an ordinary move, a blunder, a forced win let go.
    for (const [before, after] of [[0, -10], [200, -900], [30990, 'drawn']]) {
      compare(glue.judgeMove(before, after, false), { name: 'MoveJudgement' }, `judgeMove(${before}, ${after})`);
    }
    fresh.resign();
    compare(fresh.state(), { name: 'State' }, `${variant} resigned`);
    compare(fresh.summary(), { name: 'GameSummary' }, `${variant} summary, resigned`);
    fresh.free();
    // A resignation before the first move: in AmbiLOA the other team wins.
    const early = new glue.WasmGame(variant);
    early.resign();
    compare(early.state(), { name: 'State' }, `${variant} resigned at the start`);
    compare(early.summary(), { name: 'GameSummary' }, `${variant} summary`);
    early.free();
  }
  assert.ok(finished >= 3, `only ${finished} random games ended: the samples lack outcomes`);

  // A draw by the move limit: an outcome with no winner and no winning groups.
  const limited = new glue.WasmGame('standard', { moveLimit: 2 });
  const drawn = playOut(limited, 'move-limit draw', 10);
  assert.equal(drawn.outcome?.winner, null, 'the move-limit game should end in a draw');
  limited.free();

  // The puzzles: the list, and verdicts correct, wrong and illegal.
  const puzzles = new glue.WasmPuzzles(readFileSync(join(ROOT, 'www', 'puzzles', 'puzzles.txt'), 'utf8'));
  const list = puzzles.list();
  list.slice(0, 3).forEach((p, i) => compare(p, { name: 'Puzzle' }, `puzzle ${i}`));
  for (const puzzle of list.slice(0, 2)) {
    const attempt = new glue.WasmAttempt(puzzle.line, []);
    const tries = [...attempt.state().legalMoves.slice(0, 2), ...attempt.winningMoves().slice(0, 1)];
    for (const tried of tries) {
      const judged = new glue.WasmAttempt(puzzle.line, []);
      compare(judged.check(tried.packed), { name: 'Verdict' }, `verdict on ${puzzle.id} ${tried.text}`);
      judged.free();
    }
    // A slide from an empty square: well formed, refused by the rules.
    const occupied = new Set(attempt.state().pieces.map((p) => p.square));
    const empty = ['a1', 'a2', 'b1', 'b2', 'c3', 'd4', 'e5', 'h8'].filter((sq) => !occupied.has(sq));
    const illegal = attempt.check(`${empty[0]}-${empty[1]}`);
    assert.equal(illegal.verdict, 'illegal');
    compare(illegal, { name: 'Verdict' }, `verdict on ${puzzle.id}, an illegal try`);
    attempt.free();
  }
  puzzles.free();

  // Declared but never sent: every field of every interface the samples reached.
  for (const name of expected) {
    for (const [key, field] of fieldsOf(name)) {
      const id = `${name}.${key}`;
      if (seen.has(id)) continue;
      if (field.optional && NOT_FROM_THE_CORE[id]) continue;
      problems.add(`${id} is declared but the core never sent it`);
    }
  }
  for (const [id, why] of Object.entries(NOT_FROM_THE_CORE)) {
    const [name, key] = id.split('.');
    assert.ok(fieldsOf(name).get(key)?.optional, `${id} (${why}) must be declared optional`);
    assert.ok(!seen.has(id), `${id} is listed as not from the core, but the core sent it`);
  }
  assert.deepEqual([...problems].sort(), [], 'types/board.d.ts and the core disagree');
  // The samples reached what a page reads.
  for (const name of ['State', 'Move', 'PlayedMove', 'Piece', 'Player', 'Turn', 'Outcome', 'Rules', 'SearchAnswer', 'SearchReport', 'Puzzle', 'Verdict']) {
    assert.ok(expected.has(name), `no sample reached ${name}`);
  }
});

test('the wide boards send the one Outcome shape, and every outcome key of every board is declared', () => {
  const outcomeOf = (game, where) => {
    const outcome = game.state().outcome;
    compare(outcome, { name: 'Outcome' }, where);
    return outcome;
  };
  let finished = 0;
  for (const variant of ['black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
    for (const simultaneous of ['mover-wins', 'draw']) {
      const game = new wideGlue.WasmGame(variant, { simultaneous, repetition: false });
      for (let ply = 0; ply < 1500 && !game.state().outcome; ply++) {
        const legal = game.state().legalMoves;
        const captures = legal.filter((m) => m.capture);
        const list = captures.length > 0 && random() < 0.7 ? captures : legal;
        game.play(list[Math.floor(random() * list.length)].packed);
      }
      if (outcomeOf(game, `${variant} ${simultaneous} played out`)) finished += 1;
      game.free();
    }
    const resigned = new wideGlue.WasmGame(variant, { simultaneous: 'draw' });
    resigned.resign('white');
    assert.equal(outcomeOf(resigned, `${variant} resigned`).cause, 'resignation');
    resigned.free();
    const limited = new wideGlue.WasmGame(variant, { simultaneous: 'mover-wins', moveLimit: 2 });
    for (let ply = 0; ply < 2; ply++) limited.play(limited.state().legalMoves[0].packed);
    const limit = outcomeOf(limited, `${variant} move limit`);
    assert.deepEqual([limit.key, limit.cause], ['draw', 'move-limit']);
    limited.free();
  }
  assert.ok(finished >= 4, `only ${finished} random wide games ended: the samples lack outcomes`);
  // The same position a third time: black-hole's b1 and a2 go out and back twice.
  const repeated = new wideGlue.WasmGame('black-hole', { simultaneous: 'mover-wins', repetition: true });
  for (const text of 'b1-b3 a2-c2 b3-b1 c2-a2 b1-b3 a2-c2 b3-b1 c2-a2'.split(' ')) repeated.play(text);
  const repetition = outcomeOf(repeated, 'black-hole repetition');
  assert.deepEqual([repetition.key, repetition.cause], ['draw', 'repetition']);
  repeated.free();
  // The wide build's computer answers in the declared SearchAnswer and SearchReport shapes.
  const wideGame = new wideGlue.WasmGame('hex-6', { simultaneous: 'draw' });
  wideGame.play(wideGame.state().legalMoves[0].packed);
  const wideSearcher = new wideGlue.WasmSearcher();
  const wideReports = [];
  const wideAnswer = wideSearcher.search(wideGame.state().start, wideGame.moves(), { level: 2, seed: 1 }, (r) => wideReports.push(r));
  compare(wideAnswer, { name: 'SearchAnswer' }, 'hex-6 search answer');
  wideReports.forEach((r, i) => compare(r, { name: 'SearchReport' }, `hex-6 search report ${i}`));
  compare(wideGlue.judgeMove(200, -900, false), { name: 'MoveJudgement' }, 'the wide judgeMove');
  compare(wideGame.summary(), { name: 'GameSummary' }, 'hex-6 summary');
  wideSearcher.free();
  wideGame.free();
  assert.deepEqual([...problems].sort(), [], 'types/board.d.ts and the wide core disagree');

  const declared = new Set(splitTop(aliases.get('OutcomeKey'), '|').map((k) => k.trim().replace(/^'|'$/g, '')));
  assert.deepEqual([...sentKeys].sort(), [...declared].sort(), 'the outcome keys sent and OutcomeKey differ');
});
