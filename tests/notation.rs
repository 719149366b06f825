//! Notation: moves and turns, position strings, game records and SGF — round trips over random
//! games of every variant, and malformed input answered with a specific message.

use loa::notation::{
    format_position, format_record, format_sgf, format_turn, parse_move, parse_position, parse_record,
    parse_sgf, parse_turn, play_text, NotationError,
};
use loa::{Game, Move, Position, Rules, Simultaneous, Square, Variant};
use proptest::prelude::*;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A game of `variant` with up to `plies` random legal plies, chosen by a seeded generator.
fn random_game(variant: Variant, rules: Rules, seed: u64, plies: usize) -> Game {
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

fn error_of<T: std::fmt::Debug>(result: Result<T, NotationError>) -> String {
    result.unwrap_err().to_string()
}

// ---------------------------------------------------------------- moves

#[test]
fn every_separator_and_case_reads_the_same_move() {
    let start = Position::new(Variant::Standard);
    let expected = Move::slide(sq("b1"), sq("d3"), false);
    for text in ["b1-d3", "b1xd3", "b1:d3", "b1d3", "B1-D3", " b1Xd3 ", "\tB1:d3  "] {
        let m = parse_move(text, &start).unwrap();
        assert_eq!(m, expected, "{text:?}");
        assert_eq!(m.to_string(), "b1-d3");
    }
}

#[test]
fn capture_ness_comes_from_the_board_not_the_separator() {
    let mut game = Game::new(Variant::Standard, Rules::default());
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
    let start = Position::new(Variant::Parachute);
    assert_eq!(parse_move("PASS", &start).unwrap(), Move::PASS);
    assert_eq!(parse_move(" @D4 ", &start).unwrap(), Move::drop(sq("d4")));
    assert_eq!(parse_turn("pass@d4", &start).unwrap(), vec![Move::PASS, Move::drop(sq("d4"))]);
    let turn = parse_turn("a3-c3@e5", &start).unwrap();
    assert_eq!(format_turn(&turn), "a3-c3@e5");
    assert_eq!(parse_turn("b1-d3", &Position::new(Variant::Standard)).unwrap().len(), 1);
}

#[test]
fn malformed_moves_say_what_is_wrong() {
    let start = Position::new(Variant::Standard);
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
    let standard = Position::new(Variant::Standard);
    let parachute = Position::new(Variant::Parachute);
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
    let mut game = Game::new(Variant::Parachute, Rules::default());
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
    let mut game = Game::new(Variant::Standard, Rules::default());
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
        (Variant::Standard, "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition"),
        (
            Variant::ScrambledEggs,
            "scrambled-eggs 1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b - mover-wins,repetition",
        ),
        (Variant::Parachute, "parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b B6W6 mover-wins,repetition"),
        (Variant::AmbiLoa, "ambiloa 1yyyyyy1/b6u/b6u/b6u/b6u/b6u/b6u/1wwwwww1 w - mover-wins,repetition"),
        (Variant::Standard6x6, "standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b - mover-wins,repetition"),
        (Variant::Standard7x7, "standard-7x7 1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b - mover-wins,repetition"),
    ];
    for (variant, text) in expected {
        let start = Position::new(variant);
        assert_eq!(format_position(&start, &rules), text);
        assert_eq!(parse_position(text).unwrap(), (start, rules));
    }
}

#[test]
fn rules_and_drop_due_round_trip() {
    let rules = Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(200) };
    let mut game = Game::new(Variant::Parachute, rules);
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
    assert_eq!(parsed, Rules { simultaneous: Simultaneous::Draw, repetition: true, move_limit: Some(9) });
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

// ---------------------------------------------------------------- records

#[test]
fn a_record_is_written_with_tags_numbers_and_result() {
    let mut game = Game::new(Variant::Standard, Rules::default());
    for m in ["b1-d3", "a3xd3", "c1-c3"] {
        play_text(&mut game, m).unwrap();
    }
    let tags =
        vec![("Event".to_string(), "Club \"night\"".to_string()), ("Black".to_string(), "Ann".to_string())];
    let text = format_record(&game, &tags);
    assert_eq!(
        text,
        "[Event \"Club \\\"night\\\"\"]\n[Black \"Ann\"]\n[Variant \"Standard\"]\n[Rules \"mover-wins\"]\n\
         [Repetition \"on\"]\n[Result \"*\"]\n\n1. b1-d3 a3xd3 2. c1-c3 *\n"
    );
    let record = parse_record(&text).unwrap();
    assert_eq!(record.tag("Event"), Some("Club \"night\""));
    assert_eq!(record.tag("Black"), Some("Ann"));
    assert_eq!(record.game.moves(), game.moves());
}

#[test]
fn ambiloa_records_number_four_turns_a_round() {
    let game = random_game(Variant::AmbiLoa, Rules::default(), 7, 9);
    let text = format_record(&game, &[]);
    let moves_line: String = text.lines().skip_while(|l| !l.is_empty()).collect::<Vec<_>>().join(" ");
    let numbers: Vec<&str> = moves_line.split_whitespace().filter(|t| t.ends_with('.')).collect();
    assert_eq!(numbers, ["1.", "2.", "3."], "{text}");
    assert_eq!(parse_record(&text).unwrap().game.moves(), game.moves());
}

#[test]
fn a_record_from_a_set_up_position_keeps_it() {
    let (start, rules) =
        parse_position("standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w - draw,no-repetition,limit=30").unwrap();
    let mut game = Game::from_position(start, rules);
    play_text(&mut game, "a2-c2").unwrap();
    let text = format_record(&game, &[]);
    assert!(
        text.contains(
            "[Position \"standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w - draw,no-repetition,limit=30\"]"
        ),
        "{text}"
    );
    assert!(text.contains("[MoveLimit \"30\"]"), "{text}");
    let back = parse_record(&text).unwrap().game;
    assert_eq!(back.start_position(), &start);
    assert_eq!(back.rules(), rules);
    assert_eq!(back.moves(), game.moves());
}

#[test]
fn malformed_records_say_where() {
    let cases = [
        ("[Variant \"Chess\"]\n1. b1-d3", "record line 1, column 1: tag Variant: unknown variant \"Chess\""),
        (
            "[Event \"x\"]\n[Variant Standard]",
            "record line 2, column 1: tag Variant: expected a quoted value",
        ),
        ("[Event \"open", "record line 1, column 1: tag Event: the value's closing quote is missing"),
        ("[ \"x\"]", "tag has no name"),
        ("[Event \"x\" 1. b1-d3", "tag Event: expected ] after the value"),
        ("[Repetition \"maybe\"]", "tag Repetition: \"maybe\" is neither on nor off"),
        ("[MoveLimit \"-5\"]", "tag MoveLimit: \"-5\" is not a number"),
        (
            "[MoveLimit \"0\"]",
            "tag MoveLimit: the move limit must be at least 1 turn; leave it out for no limit",
        ),
        ("[Rules \"fast\"]", "tag Rules: position string, rules: unknown option \"fast\""),
        ("[Position \"standard 8/8 b\"]", "tag Position: position string, board: has 2 ranks"),
        (
            "[Variant \"Parachute\"]\n[Position \"standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b\"]",
            "the position is Standard, but the Variant tag says Parachute",
        ),
        ("1. b1-d3 a3xd3\n3. c1-c3", "record line 2, column 1: move number 3, expected 2"),
        ("1. b1-d3 a3xd3\n99999999999999999999999. c1-c3", "move number 99999999999999999999999, expected 2"),
        ("1. b1-d3 h2-h4", "move 1 (White): h2-h4: the h-file holds 6 pieces"),
        ("1. b1-d3 a3xd3 2. d3-d9", "move 2 (Black): d3-d9: d9 is not a square"),
        ("1. b1-d3 1-0 2. a3xd3", "\"2.\" after the result 1-0"),
        ("1. b1-d3 {unclosed", "the comment's closing } is missing"),
        ("1) b1-d3", "\"1)\" is neither a move number"),
        ("1. b1-d3@d4", "move 1 (Black): b1-d3@d4: a move with a drop exists only in Parachute"),
    ];
    for (text, fragment) in cases {
        let err = error_of(parse_record(text));
        assert!(err.contains(fragment), "{text:?}: {err}");
    }
}

#[test]
fn records_accept_comments_attached_numbers_and_separate_drops() {
    let game = parse_record("{opening} 1.b1-d3 {reply} a3xd3 2... c1-c3 *").unwrap().game;
    assert_eq!(game.moves().len(), 3);
    // A Parachute move and its drop written apart are one turn.
    let game =
        parse_record("[Variant \"parachute\"] 1. a3-c3 @d4 a2-c2@e5 2. pass@f5").unwrap_err().to_string();
    assert!(game.contains("move 2 (Black): pass@f5: cannot pass: you have a legal move"), "{game}");
}

// ---------------------------------------------------------------- SGF

#[test]
fn sgf_is_written_one_node_per_turn() {
    let mut game = Game::new(Variant::Standard, Rules::tournament());
    play_text(&mut game, "b1-d3").unwrap();
    play_text(&mut game, "a3xd3").unwrap();
    assert_eq!(
        format_sgf(&game).unwrap(),
        "(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Standard]RU[draw,repetition];B[b1-d3];W[a3xd3])"
    );
}

#[test]
fn sgf_is_read_tolerantly() {
    let text = "  (;GM[9] FF[4] SU[scrambled-eggs] PB[Ann] PW[Bob \\] x] GN[test]\n ; B [b1:b3] ;W[c1c3](;B[d1-d3])(;B[f1-f3]))  ";
    let game = parse_sgf(text).unwrap();
    assert_eq!(game.variant(), Variant::ScrambledEggs);
    let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["b1-b3", "c1-c3", "d1-d3"]);
    // No SU means Standard; B[] is a pass (here illegal, so it names the move).
    let err = error_of(parse_sgf("(;GM[9];B[])"));
    assert!(err.contains("move 1 (Black): pass: cannot pass: you have a legal move"), "{err}");
}

#[test]
fn sgf_refuses_what_it_cannot_express() {
    let game = Game::new(Variant::AmbiLoa, Rules::default());
    assert_eq!(error_of(format_sgf(&game)), "SGF GM[9] has no setup for AmbiLOA");
    let game = Game::new(Variant::Standard6x6, Rules::default());
    assert_eq!(error_of(format_sgf(&game)), "SGF GM[9] has no setup for Standard 6x6");
    let (start, rules) = parse_position("standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w").unwrap();
    let err = error_of(format_sgf(&Game::from_position(start, rules)));
    assert!(err.contains("needs a game from the variant's start position"), "{err}");
}

#[test]
fn malformed_sgf_says_where() {
    let cases = [
        ("", "SGF line 1, column 1: an SGF game starts with (;"),
        ("GM[9]", "column 1: an SGF game starts with (;"),
        ("(;GM[1])", "column 3: GM[1] is not Lines of Action (GM[9])"),
        ("(;GM[9]SU[AmbiLOA])", "column 8: SU[AmbiLOA] is not a setup of SGF GM[9]"),
        ("(;GM[9];B[b1-d3]", "the game tree is not closed: 1 ) missing"),
        ("(;GM[9];B[b1-d3", "the value of B is not closed by ]"),
        ("(;GM[9];B)", "property B has no [value]"),
        ("(GM[9])", "a property outside a node"),
        ("()", "a game tree needs at least one node"),
        ("(;GM[9]!)", "column 8: unexpected '!'"),
        ("(;GM[9])(;GM[9])", "text after the end of the game"),
        ("(;GM[9];W[a2-c2])", "move 1 (Black): a2-c2: it is Black's turn"),
        (
            "(;GM[9]\n;B[b1-d3]\n;W[a3-a4])",
            "SGF line 3, column 2: move 2 (White): a3-a4: the a-file holds 6 pieces",
        ),
        ("(;GM[9];B[b1-z9])", "move 1 (Black): b1-z9: z9 is not a square"),
        ("(;GM[9]SU[Standard];B[a3-c3@d4])", "a move with a drop exists only in Parachute"),
        ("(;GM[9]SU[Parachute];B[a3-c3@a2])", "move 1 (Black): a3-c3@a2: cannot drop on a2"),
        ("(;GM[9];B[💥💥-a1])", "💥💥 is not a square"),
    ];
    for (text, fragment) in cases {
        let err = error_of(parse_sgf(text));
        assert!(err.contains(fragment), "{text:?}: {err}");
    }
}

// ---------------------------------------------------------------- round trips over random games

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>(), prop::option::of(1u32..500)).prop_map(|(draw, repetition, move_limit)| {
        Rules {
            simultaneous: if draw { Simultaneous::Draw } else { Simultaneous::MoverWins },
            repetition,
            move_limit,
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_position_of_a_random_game_round_trips(
        v in 0usize..6, seed in any::<u64>(), plies in 0usize..120, rules in rules_strategy()
    ) {
        let game = random_game(Variant::ALL[v], rules, seed, plies);
        for pos in game.positions() {
            let text = format_position(pos, &rules);
            prop_assert_eq!(parse_position(&text).unwrap(), (*pos, rules), "{}", text);
        }
    }

    #[test]
    fn records_of_random_games_round_trip(
        v in 0usize..6, seed in any::<u64>(), plies in 0usize..160, rules in rules_strategy()
    ) {
        let game = random_game(Variant::ALL[v], rules, seed, plies);
        let tags = vec![("Event".to_string(), "proptest".to_string())];
        let text = format_record(&game, &tags);
        let record = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(record.game.moves(), game.moves());
        prop_assert_eq!(record.game.rules(), rules);
        prop_assert_eq!(record.game.outcome(), game.outcome());
        prop_assert_eq!(record.tag("Event"), Some("proptest"));
        let result = game.outcome().map_or("*", |o| o.result_tag());
        prop_assert_eq!(record.tag("Result"), Some(result));
        prop_assert_eq!(format_record(&record.game, &record.tags), text);
    }

    #[test]
    fn sgf_of_random_games_round_trips(v in 0usize..3, seed in any::<u64>(), plies in 0usize..160) {
        let variant = [Variant::Standard, Variant::ScrambledEggs, Variant::Parachute][v];
        let game = random_game(variant, Rules::default(), seed, plies);
        let text = format_sgf(&game).unwrap();
        let back = parse_sgf(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.outcome(), game.outcome());
        prop_assert_eq!(format_sgf(&back).unwrap(), text);
    }

    #[test]
    fn any_tag_value_round_trips(value in "[^\n\r]{0,30}", name in "[A-Za-z][A-Za-z0-9_]{0,10}") {
        prop_assume!(!["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result", "Termination"].contains(&name.as_str()));
        let game = Game::new(Variant::Standard, Rules::default());
        let text = format_record(&game, &[(name.clone(), value.clone())]);
        let record = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(record.tag(&name), Some(value.as_str()));
    }

    #[test]
    fn garbage_never_panics(text in ".{0,200}", v in 0usize..6) {
        let pos = Position::new(Variant::ALL[v]);
        let _ = parse_move(&text, &pos);
        let _ = parse_turn(&text, &pos);
        let _ = parse_position(&text);
        let _ = parse_record(&text);
        let _ = parse_sgf(&text);
        let mut game = Game::new(Variant::ALL[v], Rules::default());
        let before = game.moves().len();
        if play_text(&mut game, &text).is_err() {
            prop_assert_eq!(game.moves().len(), before);
        }
    }

    #[test]
    fn near_miss_notation_never_panics(
        text in "[a-j0-9@x:\\-\\[\\]\\(\\);BW \"/.{}]{0,60}", prefix in 0usize..4
    ) {
        let heads = ["", "(;GM[9]", "[Variant \"parachute\"] ", "standard "];
        let full = format!("{}{}", heads[prefix], text);
        let pos = Position::new(Variant::Parachute);
        let _ = parse_turn(&full, &pos);
        let _ = parse_position(&full);
        let _ = parse_record(&full);
        let _ = parse_sgf(&full);
    }
}

#[test]
fn truncations_of_valid_texts_never_panic() {
    let game = random_game(Variant::Parachute, Rules::default(), 3, 30);
    let texts = [
        format_record(&game, &[("Event".to_string(), "ünïcode ✓".to_string())]),
        format_sgf(&game).unwrap(),
        format_position(game.position(), &game.rules()),
    ];
    for text in texts {
        for (cut, _) in text.char_indices() {
            let part = &text[..cut];
            let _ = parse_record(part);
            let _ = parse_sgf(part);
            let _ = parse_position(part);
        }
    }
}

#[test]
fn long_inputs_are_read_in_reasonable_time() {
    // Quadratic work per token would make these take minutes; they must simply finish.
    let tags = "[Event \"x\"] ".repeat(20_000);
    assert!(parse_record(&format!("{tags} 1. b1-d3 zz"))
        .unwrap_err()
        .to_string()
        .contains("move 1 (White): zz"));
    let numbers = "1. b1-d3 ".to_string() + &"{c} ".repeat(50_000) + "h2";
    assert!(parse_record(&numbers).unwrap_err().to_string().contains("move 1 (White): h2"));
    let nesting = "(".repeat(100_000) + ";GM[9]";
    assert!(parse_sgf(&nesting).unwrap_err().to_string().contains("100000 ) missing"));
}

#[test]
fn a_parachute_record_can_start_mid_turn() {
    let (start, rules) = parse_position("parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6").unwrap();
    let mut game = Game::from_position(start, rules);
    play_text(&mut game, "@d4").unwrap();
    play_text(&mut game, "a2-c2@e5").unwrap();
    play_text(&mut game, "a5-b6").unwrap();
    let text = format_record(&game, &[]);
    assert!(text.contains("\n1. @d4 a2-c2@e5 2. a5-b6 *\n"), "{text}");
    let back = parse_record(&text).unwrap().game;
    assert_eq!(back.moves(), game.moves());
    assert!(back.position().drop_due());
}

/// Found by the fuzz suite: a record whose `Result` tag held no result token was accepted, and
/// written back with that text as its last word, so it no longer read. Such a tag is now refused,
/// with the reason.
#[test]
fn a_record_with_a_bad_result_tag_is_refused_with_its_reason() {
    let text = "[Variant \"Standard\"]\n[Result \"j\"]\n\n1. b1-d3 *\n";
    let err = loa::notation::parse_record(text).unwrap_err().to_string();
    assert!(err.contains("Result: \"j\" is not a result: expected 1-0, 0-1, 1/2-1/2 or *"), "{err}");
}
