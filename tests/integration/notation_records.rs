//! Notation: game records (tags, numbered turns, results) and SGF, written as documented and read
//! back; malformed ones answered with where and why. Moves and position strings are in
//! `notation.rs`, the random round trips in `notation_random.rs`.

use super::notation::{error_of, random_game};
use loa::notation::{format_record, format_sgf, parse_position, parse_record, parse_sgf, play_text};
use loa::{Game, Rules, SquareVariant, Variant};

// ---------------------------------------------------------------- records

#[test]
fn a_record_is_written_with_tags_numbers_and_result() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
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
    let game = random_game(SquareVariant::AmbiLoa, Rules::default(), 7, 9);
    let text = format_record(&game, &[]);
    let moves_line: String = text.lines().skip_while(|l| !l.is_empty()).collect::<Vec<_>>().join(" ");
    let numbers: Vec<&str> = moves_line.split_whitespace().filter(|t| t.ends_with('.')).collect();
    assert_eq!(numbers, ["1.", "2.", "3."], "{text}");
    assert_eq!(parse_record(&text).unwrap().game.moves(), game.moves());
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
        ("1] b1-d3", "\"1]\" is neither a move number"),
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
    let mut game = Game::new(SquareVariant::Standard, Rules::tournament());
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
    let game = Game::new(SquareVariant::AmbiLoa, Rules::default());
    assert_eq!(error_of(format_sgf(&game)), "SGF GM[9] has no setup for AmbiLOA");
    let game = Game::new(SquareVariant::Standard6x6, Rules::default());
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
        ("(;GM[9])(;GM[9])", "column 9: a collection of 2 games"),
        ("(;GM[9]) x", "column 10: text after game 1: expected ( to start another game"),
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

#[test]
fn every_board_reads_its_record_tags_by_one_rule() {
    // Blanks inside the brackets and PGN's escapes (`\"`, `\\`; any other backslash is itself).
    let event = "[ Event \"The \\\"Open\\\" \\\\ no\\x\" ]";
    let keys = loa::Variant::ALL.iter().map(|v| v.key());
    for key in keys {
        let record = format!("{event}\n[ Variant \"{key}\"]\n[Result \"*\"]\n\n*\n");
        // Each board's reader, and the record it writes back.
        let (tags, written) = match loa::Variant::parse(key).and_then(Variant::cell_shape) {
            Some(_) => {
                let read = loa::notation::parse_record_on::<loa::cell_board::CellPosition>(&record)
                    .unwrap_or_else(|e| panic!("{key}: {e}"));
                let written = loa::notation::format_record(&read.game, &read.tags);
                (read.tags, written)
            }
            None => {
                let read = parse_record(&record).unwrap_or_else(|e| panic!("{key}: {e}"));
                (read.tags.clone(), loa::notation::format_record_annotated(&read.game, &read.annotations))
            }
        };
        assert_eq!(tags[0], ("Event".to_string(), "The \"Open\" \\ no\\x".to_string()), "{key}");
        // The lone backslash is written escaped, so the value reads back the same.
        assert!(written.starts_with("[Event \"The \\\"Open\\\" \\\\ no\\\\x\"]\n"), "{key}: {written}");
        // A broken tag, refused by the one rule through the command line's import.
        let refused =
            loa::protocol::Session::new().handle(&format!("import [Variant \"{key}\"] [Event \"open"));
        assert!(refused[0].contains("tag Event: the value's closing quote is missing"), "{key}: {refused:?}");
    }
}

#[test]
fn every_board_reads_one_rules_field_grammar() {
    let keys = loa::Variant::ALL.iter().map(|v| v.key());
    for key in keys {
        let mut session = loa::protocol::Session::new();
        let import = |session: &mut loa::protocol::Session, rules: &str| {
            session.handle(&format!("import [Variant \"{key}\"] [Rules \"{rules}\"] *")).join("\n")
        };
        // Any case and blanks, over the board's own default for what is left out.
        assert_eq!(import(&mut session, " DRAW , limit=9,no-repetition"), "in_progress", "{key}");
        let fen = session.handle("fen").join("\n");
        assert!(
            fen.contains("draw") && fen.contains("limit=9") && !fen.contains(",repetition"),
            "{key}: {fen}"
        );
        // The same words for the same mistakes.
        for (rules, why) in [
            ("fast", "unknown option \"fast\" (expected mover-wins or draw, repetition or no-repetition, limit=N, reversed"),
            ("limit=x", "limit \"x\" is not a number of turns from 1 to 4294967295"),
            ("draw,mover-wins", "option \"mover-wins\" contradicts or repeats an earlier one"),
        ] {
            let err = import(&mut session, rules);
            assert!(err.contains(why), "{key}: {rules}: {err}");
        }
    }
}

#[test]
fn the_command_line_writes_and_reads_wide_games_and_a_bad_one_changes_nothing() {
    let mut session = loa::protocol::Session::new();
    let mut run = |line: &str| session.handle(line);
    assert_eq!(run("rules reversed on"), ["ok"]);
    assert_eq!(run("rules limit 30"), ["ok"]);
    assert_eq!(run("variant hex-5"), ["ok"]);
    assert_eq!(run("play i1-g3"), ["ok"]);
    assert_eq!(
        run("sgf"),
        ["(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Hex5]RU[mover-wins,repetition,limit=30,reversed];B[i1-g3])"]
    );
    let record = run("record");
    assert_eq!(
        record[..4],
        [
            "[Variant \"Hex LOA, side 5\"]",
            "[Rules \"mover-wins,reversed\"]",
            "[Repetition \"on\"]",
            "[MoveLimit \"30\"]"
        ]
    );
    let fen = run("fen");
    // A malformed record and SGF are refused with line and column; the game stays.
    let refused = run("import [Variant \"hex-5\"] 1. i2-g9 *");
    assert!(
        refused[0].starts_with("error game record, line 1, column 22: move 1 (Black): i2-g9: "),
        "{refused:?}"
    );
    let refused = run("import (;GM[9]SU[Hex5];B[i2-g2];B[i5-g5])");
    assert_eq!(refused, ["error SGF, line 1, column 26: move 2 (White): i5-g5: it is White's turn"]);
    assert_eq!(run("fen"), fen);
    // The record read back is the same game.
    assert_eq!(run(&format!("import {}", record.join(" "))), ["in_progress"]);
    assert_eq!(run("fen"), fen);
}

#[test]
fn a_wide_record_is_read_through_the_one_record_reader_with_its_words() {
    use loa::boundary::read_record_any;
    let text = "[Event \"Club\"]\n[Black \"Ann\"]\n[Variant \"black-hole\"]\n[Rules \"draw\"]\n[Result \"*\"]\n\n1. b1-b3 *\n";
    let read = read_record_any(text).unwrap();
    assert_eq!(read.link, "black-hole~draw~norep~mb1b3");
    assert_eq!(
        read.tags,
        [("Event".to_string(), "Club".to_string()), ("Black".to_string(), "Ann".to_string())]
    );
    assert_eq!((read.game_comment, read.comments.len()), (None, 0));
    assert!(read_record_any("[Variant \"black-hole\"]\n\n1. b1-b4 *").unwrap_err().message.contains("b1-b4"));
}
