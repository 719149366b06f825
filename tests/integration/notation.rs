//! Notation: moves and turns and position strings, written as documented, and malformed input
//! answered with a specific message. Records and SGF are in `notation_records.rs`, the round trips
//! over random games of every variant in `notation_random.rs`.

use loa::notation::{
    format_position, format_turn, parse_move, parse_position, parse_turn, play_text, NotationError,
};
use loa::{Game, Move, Position, Rules, Simultaneous, Square, SquareVariant};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A game of `variant` with up to `plies` random legal plies, chosen by a seeded generator.
pub(super) fn random_game(variant: SquareVariant, rules: Rules, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(variant, rules);
    let mut state = seed;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[((state >> 33) % moves.len() as u64) as usize];
        game.play(m).unwrap();
    }
    game
}

pub(super) fn error_of<T: std::fmt::Debug>(result: Result<T, NotationError>) -> String {
    result.unwrap_err().to_string()
}

// ---------------------------------------------------------------- moves

#[test]
fn every_separator_and_case_reads_the_same_move() {
    let start = Position::new(SquareVariant::Standard);
    let expected = Move::slide(sq("b1"), sq("d3"), false);
    for text in ["b1-d3", "b1xd3", "b1:d3", "b1d3", "B1-D3", " b1Xd3 ", "\tB1:d3  "] {
        let m = parse_move(text, &start).unwrap();
        assert_eq!(m, expected, "{text:?}");
        assert_eq!(m.to_string(), "b1-d3");
    }
}

#[test]
fn capture_ness_comes_from_the_board_not_the_separator() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    // White a3 to d3 lands on Black's piece: a capture whatever the separator.
    for text in ["a3-d3", "a3xd3", "a3d3"] {
        let m = parse_move(text, game.position()).unwrap();
        assert!(m.is_capture(), "{text}");
        assert_eq!(m.to_string(), "a3xd3");
    }
    // And `x` on an empty target is a plain move.
    assert!(!parse_move("a3xa4", game.position()).unwrap().is_capture());
}

#[test]
fn pass_and_drops_read() {
    let start = Position::new(SquareVariant::Parachute);
    assert_eq!(parse_move("PASS", &start).unwrap(), Move::PASS);
    assert_eq!(parse_move(" @D4 ", &start).unwrap(), Move::drop(sq("d4")));
    assert_eq!(parse_turn("pass@d4", &start).unwrap(), vec![Move::PASS, Move::drop(sq("d4"))]);
    let turn = parse_turn("a3-c3@e5", &start).unwrap();
    assert_eq!(format_turn(&turn), "a3-c3@e5");
    assert_eq!(parse_turn("b1-d3", &Position::new(SquareVariant::Standard)).unwrap().len(), 1);
}

#[test]
fn malformed_moves_say_what_is_wrong() {
    let start = Position::new(SquareVariant::Standard);
    let cases = [
        ("", "empty move"),
        ("   ", "empty move"),
        ("b1", "expected from-square"),
        ("b1-d3-f5", "expected from-square"),
        ("b1-z9", "z9 is not a square"),
        ("i1-a1", "i1 is not a square"),
        ("b0d3", "b0 is not a square"),
        ("b1*d3", "'*' is not a separator"),
        ("b1-b1", "both squares are b1"),
        ("@", "a square is missing"),
        ("@z1", "z1 is not a square"),
        ("é1-d3", "é1 is not a square"),
        ("b1—d3", "'—' is not a separator"),
        ("99999999999999999999", "expected from-square"),
        ("💥💥-d3", "💥💥 is not a square"),
    ];
    for (text, fragment) in cases {
        let err = error_of(parse_move(text, &start));
        assert!(err.contains(fragment), "{text:?}: {err}");
        assert!(err.starts_with("bad move \""), "{text:?}: {err}");
    }
}

#[test]
fn malformed_turns_say_what_is_wrong() {
    let standard = Position::new(SquareVariant::Standard);
    let parachute = Position::new(SquareVariant::Parachute);
    let err = error_of(parse_turn("b1-d3@d4", &standard));
    assert!(err.contains("a move with a drop exists only in Parachute, not in Standard"), "{err}");
    let err = error_of(parse_turn("@d4@e5", &parachute));
    assert!(err.contains("d4@e5 is not a square"), "{err}");
    let err = error_of(parse_turn("a3-c3@d4@e5", &parachute));
    assert!(err.contains("d4@e5 is not a square"), "{err}");
    let err = error_of(parse_turn("a3-c3@", &parachute));
    assert!(err.contains("a square is missing"), "{err}");
}

#[test]
fn a_turn_with_an_illegal_drop_leaves_the_game_unchanged() {
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
    play_text(&mut game, "a3-c3@d4").unwrap();
    play_text(&mut game, "a2-c2@e5").unwrap();
    game.undo();
    game.undo();
    let before = game.clone();
    // The move is legal, the drop lands on Black's own piece on a5: nothing is played.
    let err = play_text(&mut game, "a2-c2@a5").unwrap_err().to_string();
    assert_eq!(err, "illegal move @a5: cannot drop on a5: it is not an empty square");
    assert_eq!(game.moves(), before.moves());
    assert_eq!(game.position(), before.position());
    assert_eq!(game.redo_moves().collect::<Vec<_>>(), before.redo_moves().collect::<Vec<_>>());
    // A legal turn plays both plies and completes the turn.
    play_text(&mut game, "a2-c2@e5").unwrap();
    assert_eq!(game.moves().len(), 4);
    assert_eq!(game.position().turn(), loa::Colour::Black);
}

#[test]
fn illegal_moves_name_the_move_and_the_reason_once() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    let err = play_text(&mut game, "b1-b4").unwrap_err().to_string();
    assert_eq!(
        err,
        "illegal move b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares"
    );
    let err = play_text(&mut game, "a2-b3").unwrap_err().to_string();
    assert_eq!(err, "illegal move a2-b3: the piece on a2 is White's, and it is Black's turn");
    let err = play_text(&mut game, "b1-").unwrap_err().to_string();
    assert!(err.starts_with("bad move \"b1-\""), "{err}");
    assert!(game.moves().is_empty());
}

// ---------------------------------------------------------------- position strings

#[test]
fn start_positions_are_written_as_documented() {
    let rules = Rules::default();
    let expected = [
        (
            SquareVariant::Standard,
            "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition",
        ),
        (
            SquareVariant::ScrambledEggs,
            "scrambled-eggs 1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b - mover-wins,repetition",
        ),
        (SquareVariant::Parachute, "parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b B6W6 mover-wins,repetition"),
        (
            SquareVariant::AmbiLoa,
            "ambiloa 1yyyyyy1/b6u/b6u/b6u/b6u/b6u/b6u/1wwwwww1 w - mover-wins,repetition",
        ),
        (SquareVariant::Standard6x6, "standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b - mover-wins,repetition"),
        (
            SquareVariant::Standard7x7,
            "standard-7x7 1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b - mover-wins,repetition",
        ),
    ];
    for (variant, text) in expected {
        let start = Position::new(variant);
        assert_eq!(format_position(&start, &rules), text);
        assert_eq!(parse_position(text).unwrap(), (start, rules));
    }
}

#[test]
fn rules_and_drop_due_round_trip() {
    let rules =
        Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(200), reversed: false };
    let mut game = Game::new(SquareVariant::Parachute, rules);
    play_text(&mut game, "a3-c3").unwrap();
    let text = format_position(game.position(), &rules);
    assert_eq!(text, "parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6 draw,no-repetition,limit=200");
    assert_eq!(parse_position(&text).unwrap(), (*game.position(), rules));
    // Fields after the side to move may be left out; options in any order.
    let (pos, parsed) = parse_position("standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w").unwrap();
    assert_eq!(parsed, Rules::default());
    assert_eq!(pos.turn(), loa::Colour::White);
    let (_, parsed) =
        parse_position("standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - limit=9,draw").unwrap();
    assert_eq!(
        parsed,
        Rules { simultaneous: Simultaneous::Draw, repetition: true, move_limit: Some(9), reversed: false }
    );
}

#[test]
fn malformed_position_strings_name_the_field() {
    let board = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1";
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "position string, fields: expected <variant> <board> <to move>"),
        ("standard".into(), "got 1 field"),
        (format!("chess {board} b"), "variant: unknown variant \"chess\""),
        ("standard 8/8/8 b".into(), "board: has 3 ranks, expected 8"),
        (
            format!("standard {} b", board.replacen("w6w", "w7w", 3)),
            "board: rank 7 has 9 squares, expected 8",
        ),
        (
            format!("standard {} b", board.replacen("w6w", "w5w", 1)),
            "board: rank 7 has 7 squares, expected 8",
        ),
        (format!("standard {} b", board.replacen("w6w", "w6x", 1)), "rank 7: 'x' is neither a piece"),
        (format!("standard {} b", board.replacen("w6w", "w0w", 1)), "rank 7: an empty run of 0 squares"),
        (format!("standard {} b", board.replacen("w6w", "w99999999999999999999999w", 1)), "rank 7 has"),
        (format!("standard {board} q"), "to move: 'q' is not a colour"),
        (format!("standard {board} bw"), "to move: expected one colour letter"),
        (format!("standard {board} b X3"), "hand: expected B<count>"),
        (format!("standard {board} b B"), "hand: a count must follow B"),
        (format!("standard {board} b B1B1"), "hand: B is given twice"),
        (format!("standard {board} b B99999"), "hand: count 99999 is too large"),
        (format!("standard {board} b - fast"), "rules: unknown option \"fast\""),
        (format!("standard {board} b - draw,mover-wins"), "rules: option \"mover-wins\" contradicts"),
        (format!("standard {board} b - limit=x"), "rules: limit \"x\" is not a number"),
        (
            format!("standard {board} b - limit=0"),
            "rules: the move limit must be at least 1 turn; leave it out for no limit",
        ),
        (format!("standard {board} b - draw extra"), "fields: unexpected extra field \"extra\""),
        // Well-formed fields, invalid position: Setup::into_position's reason.
        (
            format!("standard {board} u"),
            "not a valid position: Blue is to move but does not play in Standard",
        ),
        (
            format!("standard {board} b B1"),
            "pieces in hand, but Standard has none (only Parachute has drops)",
        ),
        (format!("standard {board} b@"), "a drop is due, but Standard has no drops"),
        (
            "parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b@ B0W6".into(),
            "a drop is due, but Black holds no piece to drop",
        ),
        ("standard 8/8/8/8/8/8/8/bbbbbbwu b".into(), "Blue has pieces but does not play in Standard"),
        ("standard 8/8/8/8/8/8/8/bbbbbbbb b".into(), "White has no pieces on the board or in hand"),
        ("standard bbbbbbbb/bbbbbbbb/8/8/8/8/8/w7 b".into(), "Black has 16 pieces"),
        ("standard-6x6 8/8/8/8/8/8 b".into(), "rank 6 has 8 squares, expected 6"),
    ];
    for (text, fragment) in cases {
        let err = error_of(parse_position(&text));
        assert!(err.contains(fragment), "{text:?}: {err}");
    }
}
