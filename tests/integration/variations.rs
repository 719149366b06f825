//! Variations beside a main line: a record's `( … )` and an SGF file's sibling sub-trees are
//! read with every turn checked by replay, written back the same way, and read back equal, on
//! every kind of board (Standard, Parachute's drops, AmbiLOA's four seats, a wide hex board).

use crate::common::Rng;
use loa::cell_board::CellPosition;
use loa::notation::{
    format_record_annotated, format_sgf_annotated, import_annotated, parse_record, parse_record_on,
    parse_sgf_annotated, Annotations, NotationError, ReasonCode, TextBoard, Variation, VariationTurn,
    MAX_VARIATION_DEPTH,
};
use loa::{Game, Position, Rules, SquareVariant};

/// Plays one random whole turn (a Parachute move and its drop); its text, or `None` when the
/// game is over.
fn random_turn<B: TextBoard>(
    game: &mut Game<B>,
    rng: &mut Rng,
    legal: fn(&Game<B>) -> Vec<B::Move>,
) -> Option<String> {
    let start = game.moves().len();
    loop {
        let moves = legal(game);
        if game.is_over() || moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
        if game.position().turn_finished() {
            return Some(B::turn_text(&game.positions()[start], &game.moves()[start..]));
        }
    }
}

/// A random variation played instead of the next turn of `game` (its index `at`), with
/// comments and variations of its own turns down to `depth`.
fn grow<B: TextBoard>(
    game: &Game<B>,
    at: usize,
    rng: &mut Rng,
    depth: usize,
    legal: fn(&Game<B>) -> Vec<B::Move>,
) -> Option<Variation> {
    let mut game = game.clone();
    let mut v = Variation { at, ..Variation::default() };
    for j in 0..1 + rng.below(4) {
        let nested =
            (depth > 0 && rng.below(3) == 0).then(|| grow(&game, at + j, rng, depth - 1, legal)).flatten();
        let Some(text) = random_turn(&mut game, rng, legal) else { break };
        let comment = (rng.below(3) == 0).then(|| format!("note {at} {j}"));
        v.turns.push(VariationTurn { text, comment });
        v.variations.extend(nested);
    }
    (!v.turns.is_empty()).then_some(v)
}

/// A random game of up to `turns` turns with comments and variations (nested to depth 3).
fn random_tree<B: TextBoard>(
    mut game: Game<B>,
    seed: u64,
    turns: usize,
    legal: fn(&Game<B>) -> Vec<B::Move>,
) -> (Game<B>, Annotations) {
    let mut rng = Rng::new(seed);
    let mut notes = Annotations { game_comment: Some("a game".into()), ..Annotations::default() };
    for k in 0..turns {
        let variation = (rng.below(3) == 0).then(|| grow(&game, k, &mut rng, 3, legal)).flatten();
        if random_turn(&mut game, &mut rng, legal).is_none() {
            break;
        }
        notes.variations.extend(variation);
        if rng.below(4) == 0 {
            notes.set_comment(game.moves().len() - 1, Some(format!("main {k}")));
        }
    }
    (game, notes)
}

fn square_legal(game: &Game) -> Vec<loa::Move> {
    game.legal_moves().as_slice().to_vec()
}

fn cell_legal(game: &Game<CellPosition>) -> Vec<loa::cell_board::CellMove> {
    game.legal_moves()
}

/// Writes a record, reads it back, and checks the game, the notes and the text are the same.
fn record_round_trip<B: TextBoard>(game: &Game<B>, notes: &Annotations) -> String {
    let text = format_record_annotated(game, notes);
    let read = parse_record_on::<B>(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.game.moves(), game.moves(), "{text}");
    assert_eq!(read.annotations, *notes, "{text}");
    assert_eq!(format_record_annotated(&read.game, &read.annotations), text);
    text
}

#[test]
fn records_with_variations_read_back_equal_on_every_board() {
    for seed in 0..12 {
        for variant in [SquareVariant::Standard, SquareVariant::Parachute, SquareVariant::AmbiLoa] {
            let (game, notes) = random_tree(Game::new(variant, Rules::default()), seed, 30, square_legal);
            record_round_trip(&game, &notes);
        }
        let hex = parse_record_on::<CellPosition>("[Variant \"hex-5\"]\n\n*").unwrap().game;
        let (game, notes) = random_tree(hex, seed, 30, cell_legal);
        let text = record_round_trip(&game, &notes);
        assert!(text.contains('('), "{text}");
    }
}

#[test]
fn a_variation_is_written_as_pgn_writes_it_and_read_as_text_of_the_record() {
    let text = "1. b1-b3 h2-f2 (1... a4-c4 {a reply} 2. d1-d3) (1... a2-c2) 2. c1-c3 *";
    let record = parse_record(text).unwrap();
    let v = &record.annotations.variations;
    assert_eq!(v.len(), 2);
    assert_eq!(
        (v[0].at, v[0].turns[0].text.as_str(), v[0].turns[0].comment.as_deref()),
        (1, "a4-c4", Some("a reply"))
    );
    assert_eq!((v[1].at, v[1].turns.len()), (1, 1));
    assert_eq!(record.game.moves().len(), 3);
    let written = format_record_annotated(&record.game, &record.annotations);
    assert!(
        written.ends_with("1. b1-b3 h2-f2 (1... a4-c4 {a reply} 2. d1-d3) (1... a2-c2) 2. c1-c3 *\n"),
        "{written}"
    );
    // Any case and separator on input; the canonical text is kept.
    let record = parse_record("1. b1-b3 (1. B1:D3 {first} {second}) h2-f2 *").unwrap();
    let v = &record.annotations.variations[0];
    assert_eq!(
        (v.at, v.turns[0].text.as_str(), v.turns[0].comment.as_deref()),
        (0, "b1-d3", Some("first\nsecond"))
    );
    // A comment before a variation's first turn is that turn's, before any after it.
    let record = parse_record("1. b1-b3 ({before} 1. b1-d3 {after}) *").unwrap();
    assert_eq!(record.annotations.variations[0].turns[0].comment.as_deref(), Some("before\nafter"));
    // `12)` is still a move number.
    assert_eq!(parse_record("1) b1-b3 h2-f2 2) c1-c3").unwrap().game.moves().len(), 3);
}

#[test]
fn ambiloa_numbers_a_variations_first_turn_by_its_seat() {
    let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
    let mut rng = Rng::new(7);
    for _ in 0..2 {
        random_turn(&mut game, &mut rng, square_legal);
    }
    let before = game.clone();
    random_turn(&mut game, &mut rng, square_legal);
    let mut other = before.clone();
    let text = random_turn(&mut other, &mut rng, square_legal).unwrap();
    let notes = Annotations {
        variations: vec![Variation {
            at: 2,
            turns: vec![VariationTurn { text: text.clone(), comment: None }],
            variations: vec![],
        }],
        ..Annotations::default()
    };
    let written = record_round_trip(&game, &notes);
    assert!(written.contains(&format!("(1... {text})")), "{written}");
}

#[test]
fn sgf_with_nested_variations_and_comments_reads_back_equal() {
    for seed in 0..12 {
        for variant in [SquareVariant::Standard, SquareVariant::Parachute] {
            let (game, notes) = random_tree(Game::new(variant, Rules::default()), seed, 30, square_legal);
            let sgf = format_sgf_annotated(&game, &notes).unwrap();
            let (read, read_notes) = parse_sgf_annotated(&sgf).unwrap_or_else(|e| panic!("{e}\n{sgf}"));
            assert_eq!(read.moves(), game.moves(), "{sgf}");
            // A variation of a variation's first turn is written beside it, one level up.
            if !has_first_turn_variation(&notes.variations) {
                assert_eq!(read_notes, notes, "{sgf}");
                assert_eq!(format_sgf_annotated(&read, &read_notes).unwrap(), sgf);
            }
        }
    }
    let sgf = "(;GM[9]SU[Standard];B[b1-b3](;W[h2-f2]C[main];B[c1-c3])(;W[a4-c4]C[var](;B[d1-d3])(;B[e1-e3]C[deep]))(;W[a2-c2]))";
    let (game, notes) = parse_sgf_annotated(sgf).unwrap();
    assert_eq!(game.moves().len(), 3);
    let v = &notes.variations;
    assert_eq!(v.len(), 2);
    assert_eq!((v[0].at, v[0].turns.len(), v[0].turns[0].comment.as_deref()), (1, 2, Some("var")));
    assert_eq!((v[0].variations[0].at, v[0].variations[0].turns[0].text.as_str()), (2, "e1-e3"));
    assert_eq!(v[1].turns[0].text, "a2-c2");
    assert!(format_sgf_annotated(&game, &notes)
        .unwrap()
        .ends_with(sgf.split_once("SU[Standard]").unwrap().1));
}

fn has_first_turn_variation(variations: &[Variation]) -> bool {
    variations
        .iter()
        .any(|v| v.variations.iter().any(|w| w.at == v.at) || has_first_turn_variation(&v.variations))
}

#[test]
fn an_illegal_move_inside_a_variation_is_refused_with_its_place_and_number() {
    let text = "1. b1-b3 h2-f2 (1... a2-c2 2. c1-c9) *";
    let err = parse_record(text).unwrap_err();
    assert!(matches!(err, NotationError::Turn { .. }), "{err:?}");
    let column = text.find("c1-c9").unwrap() + 1;
    assert_eq!(
        err.to_string(),
        format!("record line 1, column {column}: move 2 (Black): c1-c9: c9 is not a square")
    );
    let err = parse_sgf_annotated("(;GM[9];B[b1-b3](;W[h2-f2])(;W[a2-c2]\n;B[b1-b5]))").unwrap_err();
    assert!(err.to_string().starts_with("SGF line 2, column 2: move 3 (Black): b1-b5: "), "{err}");
}

/// The reason of a refused text, which must carry a code.
fn code_of(err: NotationError) -> ReasonCode {
    match err {
        NotationError::Record { why, .. } | NotationError::Sgf { why, .. } => *why.code.unwrap(),
        other => panic!("not a coded reason: {other}"),
    }
}

#[test]
fn each_refusal_of_a_variation_has_its_reason() {
    let too_deep = format!(
        "1. b1-b3 {}{}",
        "(1. b1-d3 ".repeat(MAX_VARIATION_DEPTH + 1),
        ")".repeat(MAX_VARIATION_DEPTH + 1)
    );
    let cases = [
        ("(1. b1-b3)", ReasonCode::VariationNoTurn),
        ("1. b1-b3 ((1. b1-d3))", ReasonCode::VariationNoTurn),
        ("1. b1-b3 )", ReasonCode::VariationNotOpen),
        ("1. b1-b3 (1. b1-d3", ReasonCode::VariationNotClosed),
        ("1. b1-b3 (1. b1-d3 1-0)", ReasonCode::VariationResult { token: "1-0".into() }),
        (too_deep.as_str(), ReasonCode::VariationTooDeep { max: MAX_VARIATION_DEPTH }),
    ];
    for (text, code) in cases {
        assert_eq!(code_of(parse_record(text).unwrap_err()), code, "{text}");
    }
    // Nested exactly as deep as allowed is read.
    let deepest =
        format!("1. b1-b3 {}{}", "(1. b1-d3 ".repeat(MAX_VARIATION_DEPTH), ")".repeat(MAX_VARIATION_DEPTH));
    assert_eq!(parse_record(&deepest).unwrap().annotations.variations.len(), 1);
    // SGF: too deep, and a branch with no node to replace.
    assert!(parse_sgf_annotated(&nested_sgf(MAX_VARIATION_DEPTH)).is_ok());
    let err = parse_sgf_annotated(&nested_sgf(MAX_VARIATION_DEPTH + 1)).unwrap_err();
    assert_eq!(code_of(err), ReasonCode::VariationTooDeep { max: MAX_VARIATION_DEPTH });
    let err = parse_sgf_annotated("(;GM[9];B[b1-b3]()(;W[a2-c2]))").unwrap_err();
    assert_eq!(code_of(err), ReasonCode::VariationNoTurn);
    let (_, notes) = import_annotated("(;GM[9];B[b1-b3](;W[h2-f2])(;W[a2-c2]))").unwrap();
    assert_eq!(notes.variations.len(), 1);
}

/// An SGF game whose variations nest `depth` deep, each a variation of the one before's
/// second turn, all legal (the turns of a random game).
fn nested_sgf(depth: usize) -> String {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    let mut rng = Rng::new(3);
    let turns: Vec<String> =
        (0..depth + 2).map_while(|_| random_turn(&mut game, &mut rng, square_legal)).collect();
    assert_eq!(turns.len(), depth + 2);
    let node = |i: usize| format!(";{}[{}]", if i % 2 == 0 { 'B' } else { 'W' }, turns[i]);
    let mut sgf = format!("(;GM[9]({})", node(0));
    for i in 0..depth {
        sgf.push_str(&format!("({}({})", node(i), node(i + 1)));
    }
    sgf + &")".repeat(depth + 1)
}

#[test]
fn a_variation_read_leaves_the_main_game_as_if_none_was_there() {
    let plain = parse_record("1. b1-b3 h2-f2 2. c1-c3 *").unwrap();
    let with = parse_record("1. b1-b3 (1. b1-d3 h2-f2) h2-f2 (1... a2-c2 2. d1-d3) 2. c1-c3 *").unwrap();
    assert_eq!(with.game.moves(), plain.game.moves());
    assert_eq!(with.game.redo_moves().count(), 0);
    assert_eq!(with.game.positions(), plain.game.positions());
    let _: &Position = with.game.position();
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    /// Any game with variations, written as a record and as SGF, reads back as it was.
    #[test]
    fn variations_written_read_back_as_they_were(seed in proptest::prelude::any::<u64>(), turns in 1usize..40) {
        let (game, notes) = random_tree(Game::new(SquareVariant::Parachute, Rules::default()), seed, turns, square_legal);
        record_round_trip(&game, &notes);
        let sgf = format_sgf_annotated(&game, &notes).unwrap();
        let (read, read_notes) = parse_sgf_annotated(&sgf).unwrap();
        proptest::prop_assert_eq!(read.moves(), game.moves());
        if !has_first_turn_variation(&notes.variations) {
            proptest::prop_assert_eq!(read_notes, notes);
        }
    }
}
