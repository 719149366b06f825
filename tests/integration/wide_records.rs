//! Wide games written and read (docs/rules.md §9.5–9.6): records, SGF, links and the page's
//! shape round-trip random games of every wide variant under random rule options (the
//! repetition draw and the scrambled start among them); malformed
//! texts get errors that say where and why; the reversed starts' perft equals the normal
//! starts' in the independent reference generator of `wide_perft.rs`.

use super::wide_perft::{Cell, RefBoard, PINNED};
use crate::common::Rng;
use loa::boundary::open_wide_text;
use loa::wide::{
    format_wide_link, format_wide_record, format_wide_sgf, has_scrambled_start, parse_wide_link,
    parse_wide_record, parse_wide_sgf, read_wide_text, wide_perft, wide_rules, wide_variant_of, WideGame,
    WidePosition, WideVariant,
};
use loa::{Rules, Side, Simultaneous};
use proptest::prelude::*;

/// A random game of `variant`: random rules, up to `plies` random legal moves; with `set_up`, the
/// position reached becomes the start of a game that plays on (a `Position` tag, a link's `~at`).
fn random_game(rng: &mut Rng, variant: WideVariant, plies: usize, set_up: bool) -> WideGame {
    let simultaneous = if rng.below(2) == 0 { Simultaneous::Draw } else { Simultaneous::MoverWins };
    let move_limit = [None, Some(1 + rng.below(60) as u32)][rng.below(2)];
    let rules = Rules {
        move_limit,
        repetition: rng.below(2) == 0,
        reversed: rng.below(2) == 0,
        ..wide_rules(simultaneous)
    };
    // A third of the games of the boards that have one begin at the scrambled start.
    let scrambled = has_scrambled_start(variant) && rng.below(3) == 0;
    let mut game = WideGame::with_start(variant, rules, scrambled).expect("the board has a scrambled start");
    for round in 0..2 {
        for _ in 0..rng.below(plies + 1) {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).expect("a legal move");
        }
        if round == 0 && set_up && game.outcome().is_none() {
            game = WideGame::from_position_with(*game.position(), rules);
        }
    }
    // A third of the unfinished games end by a resignation, of either side.
    if game.outcome().is_none() && rng.below(3) == 0 {
        game.resign([Side::Black, Side::White][rng.below(2)]).expect("a game not over can be resigned");
    }
    game
}

fn same(a: &WideGame, b: &WideGame, what: &str) {
    assert_eq!(a.start(), b.start(), "{what}: start");
    assert_eq!(a.moves(), b.moves(), "{what}: moves");
    assert_eq!(a.rules(), b.rules(), "{what}: rules");
    assert_eq!(a.outcome(), b.outcome(), "{what}: outcome");
    assert_eq!(a.resigned(), b.resigned(), "{what}: resignation");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Write → read → the same game, in every format, for every wide variant.
    #[test]
    fn every_format_reads_back_the_game_it_wrote(
        variant in prop::sample::select(WideVariant::ALL.to_vec()),
        seed in any::<u64>(),
        plies in 0usize..60,
        set_up in any::<bool>(),
    ) {
        let game = random_game(&mut Rng::new(seed), variant, plies, set_up);
        let what = format!("{variant:?} seed {seed}");
        let tags = vec![("Event".to_string(), "Club \"night\"".to_string())];
        let record = format_wide_record(&game, &tags);
        let read = parse_wide_record(&record).unwrap_or_else(|e| panic!("{what}: {e}\n{record}"));
        same(&game, &read.game, &what);
        prop_assert_eq!(&read.tags[0], &tags[0]);
        let link = format_wide_link(&game);
        same(&game, &parse_wide_link(&link).unwrap_or_else(|e| panic!("{what}: {e}\n{link}")), &what);
        let mut texts = vec![record, link];
        let from_start = game.named_start();
        match format_wide_sgf(&game) {
            Ok(sgf) => {
                same(&game, &parse_wide_sgf(&sgf).unwrap_or_else(|e| panic!("{what}: {e}\n{sgf}")), &what);
                texts.push(sgf);
            }
            Err(e) => prop_assert!(!from_start, "{}: {}", what, e),
        }
        for text in &texts {
            prop_assert_eq!(wide_variant_of(text), Some(variant));
            same(&game, &read_wide_text(text).unwrap().0, &what);
            match open_wide_text(text) {
                Ok(opened) => {
                    prop_assert_eq!(opened.moves.split_whitespace().count(), game.moves().len());
                    let resigned = game.resigned().map(|side| if side == Side::Black { "black" } else { "white" });
                    prop_assert_eq!(opened.resigned, resigned);
                }
                Err(e) => prop_assert!(!from_start, "{}: {}", what, e),
            }
        }
    }
}

#[test]
fn a_game_from_a_set_up_position_keeps_it_in_record_and_link() {
    let text = "black-hole 9/8w/9/9/4*4/9/1bw6/9/b8 b - draw,limit=5";
    let (game, _) = read_wide_text(text).unwrap();
    let record = format_wide_record(&game, &[]);
    assert!(record.contains("[Position \"black-hole 9/8w/9/9/4*4/9/1bw6/9/b8 b - draw\"]"), "{record}");
    same(&game, &parse_wide_record(&record).unwrap().game, "record");
    let link = format_wide_link(&game);
    assert_eq!(link, "black-hole~draw~limit5~at9.8w.9.9.4-4.9.1bw6.9.b8_b");
    same(&game, &parse_wide_link(&link).unwrap(), "link");
    assert!(format_wide_sgf(&game).unwrap_err().to_string().contains("write a record"));
    assert!(open_wide_text(text).unwrap_err().contains("set-up position"));
}

#[test]
fn the_move_limit_draws_and_is_written() {
    let rules = Rules { move_limit: Some(2), ..wide_rules(Simultaneous::MoverWins) };
    let mut game = WideGame::with_rules(WideVariant::Standard12x12, rules);
    game.play_text("b1-b3").unwrap();
    game.play_text("a2-c2").unwrap();
    assert_eq!(game.ending().unwrap(), "draw by move limit");
    assert!(game.legal_moves().is_empty());
    let record = format_wide_record(&game, &[]);
    assert!(record.contains("[MoveLimit \"2\"]") && record.ends_with("1. b1-b3 a2-c2 1/2-1/2\n"), "{record}");
    assert_eq!(format_wide_link(&game), "standard-12x12~limit2~mb1b3.a2c2");
}

#[test]
fn malformed_texts_say_where_and_why() {
    let cases: [(&str, &str); 12] = [
        (
            "[Variant \"hex-5\"]\n[Rules \"draw\n",
            "record line 2, column 1: tag Rules: the value's closing quote is missing",
        ),
        ("[Variant \"hex-7\"]\n\n*", "record line 1, column 1: Variant \"hex-7\" is not a wide board"),
        ("[Variant \"hex-5\"]\n\n2. i2-g2 *", "record line 3, column 1: turn number 2: this is turn 1"),
        (
            "[Variant \"hex-5\"]\n\n1. i2-g2 {open",
            "record line 3, column 10: the comment's { is not closed by }",
        ),
        (
            "[Variant \"hex-5\"]\n[Result \"1-0\"]\n\n1. i2-g2 1-0",
            "record line 4, column 10: the record's result is 1-0, the moves reach *",
        ),
        (
            "[Variant \"black-hole\"]\n[Repetition \"often\"]\n",
            "record line 2, column 1: Repetition \"often\" is neither on nor off",
        ),
        ("[Variant \"black-hole\"]\n[MoveLimit \"0\"]\n", "record line 2, column 1: rules:"),
        ("(;GM[9]SU[Hex7])", "SGF line 1, column 8: SU[Hex7] is not a wide board"),
        ("(;GM[9]SU[Hex5]\n;W[i1-g1])", "SGF line 2, column 2: move 1: W[…] but the other side is to move"),
        ("(;GM[9]SU[Hex5]RE[B+];B[i2-g2])", "SGF line 1, column 16: RE[B+], but the moves reach no result"),
        ("hex-5~rev~draw", "game link, character 11: field \"draw\" is repeated or out of order"),
        ("hex-5~mi2g2.zz9", "game link, character 13: move 2 (zz9): \"zz9\" is not a move"),
    ];
    for (text, expected) in cases {
        let err = read_wide_text(text).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
}

#[test]
fn reversed_starts_have_the_normal_starts_perft_in_the_reference() {
    for (variant, counts) in PINNED {
        let mut reversed = RefBoard::start(variant);
        for row in &mut reversed.cells {
            for cell in row.iter_mut() {
                if let Cell::Piece(side) = *cell {
                    *cell = Cell::Piece(1 - side);
                }
            }
        }
        let engine = WidePosition::start_with(variant, true);
        assert_eq!(reversed.to_engine(variant), engine, "{variant:?}: the reference's reversed start");
        assert_ne!(engine, WidePosition::start(variant), "{variant:?}");
        // Depth 3 everywhere and 4 on hex-5, so the reference stays quick.
        let deepest = if variant == WideVariant::Hex5 { 4 } else { 3 };
        for (i, &expected) in counts.iter().enumerate().take(deepest) {
            let depth = i as u32 + 1;
            assert_eq!(reversed.perft(depth), expected, "{variant:?} reversed, reference, depth {depth}");
            assert_eq!(wide_perft(&engine, depth), expected, "{variant:?} reversed, engine, depth {depth}");
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
            "[Variant \"hex-5\"]",
            "[Rules \"mover-wins,reversed\"]",
            "[Repetition \"on\"]",
            "[MoveLimit \"30\"]"
        ]
    );
    let fen = run("fen");
    // A malformed record and SGF are refused with line and column; the game stays.
    let refused = run("import [Variant \"hex-5\"] 1. i2-g9 *");
    assert!(refused[0].starts_with("error record line 1, column 22: move 1 (Black): i2-g9: "), "{refused:?}");
    let refused = run("import (;GM[9]SU[Hex5];B[i2-g2];B[i5-g5])");
    assert_eq!(refused, ["error SGF line 1, column 26: move 2: B[…] but the other side is to move"]);
    assert_eq!(run("fen"), fen);
    // The record read back is the same game.
    assert_eq!(run(&format!("import {}", record.join(" "))), ["in_progress"]);
    assert_eq!(run("fen"), fen);
}

/// A resignation is written as each format writes the 8×8 game's, and Boardspace's resign node
/// (`B[Resign]`, either case) and `RE[W+R]` read as one; a claimed win the moves do not reach is
/// refused unless it says it came by resignation.
#[test]
fn a_resignation_is_kept_by_every_format() {
    let mut game = WideGame::new(WideVariant::Hex5, Simultaneous::Draw);
    game.play_text("a5-c5").unwrap();
    game.resign(Side::White).unwrap();
    let record = format_wide_record(&game, &[]);
    assert!(record.contains("[Result \"1-0\"]\n[Termination \"resignation\"]"), "{record}");
    assert_eq!(format_wide_link(&game), "hex-5~draw~ma5c5~rw");
    let sgf = format_wide_sgf(&game).unwrap();
    assert!(sgf.contains("RE[B+R]"), "{sgf}");
    for text in [record.clone(), format_wide_link(&game), sgf] {
        assert_eq!(read_wide_text(&text).unwrap().0.resigned(), Some(Side::White), "{text}");
    }
    let node = parse_wide_sgf("(;GM[9]SU[Hex5]RU[draw];B[a5-c5];W[resign])").unwrap();
    assert_eq!((node.resigned(), node.moves().len()), (Some(Side::White), 1));
    let claimed = record.replace("[Termination \"resignation\"]\n", "");
    let refused = parse_wide_record(&claimed).unwrap_err().to_string();
    assert!(refused.contains("the record's result is 1-0, the moves reach *"), "{refused}");
    assert!(parse_wide_link("hex-5~ma5c5~rw~rb").is_err(), "one resignation a link");
    assert!(parse_wide_link("hex-5~rw~ma5c5").unwrap_err().to_string().contains("out of order"));
}

#[test]
fn long_bad_input_is_cut_to_the_same_forty_characters_on_every_board() {
    let junk = "z".repeat(100);
    let cut = format!("\"{}…\"", "z".repeat(40));
    let wide = parse_wide_link(&format!("hex-5~{junk}")).unwrap_err().to_string();
    let eight = loa::notation::link::decode(&format!("standard~{junk}")).unwrap_err().to_string();
    let cli = loa::protocol::Session::new().handle(&junk).join("\n");
    for message in [wide, eight, cli] {
        assert!(message.contains(&cut), "{message}");
    }
}
