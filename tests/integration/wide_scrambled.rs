//! The scrambled starts of the wide boards (docs/rules.md §9.5, Abstract Play's `scrambled`
//! setup): a game from one is written and read by every format under the option's name, the
//! boards without one refuse it everywhere with the reason, and the command line and the page
//! start one. Their perft is pinned in `wide_perft.rs`.

use loa::Variant;

use loa::boundary::GameState;
use loa::wide::{read_wide_text, wide_rules, WideGame, WidePosition};
use loa::{Rules, Side, Simultaneous};

#[test]
fn a_scrambled_game_is_written_under_the_options_name_and_read_back() {
    let rules = Rules { reversed: true, ..wide_rules(Simultaneous::Draw) };
    let mut game = WideGame::with_start(Variant::BlackHole.cell_shape().unwrap(), rules, true).unwrap();
    assert_eq!(
        *game.start_position(),
        WidePosition::scrambled_start(Variant::BlackHole.cell_shape().unwrap(), true).unwrap()
    );
    // Reversed: White stands where Abstract Play's scrambled start puts Black (b1, a3, …).
    assert!(game
        .start_position()
        .pieces(Side::White)
        .contains(game.start_position().geometry().cell("b1").unwrap()));
    game.play_text("c1-c3").unwrap();
    let record = loa::notation::format_record(&game, &[]);
    assert!(
        record.starts_with("[Variant \"Black Hole 9×9\"]\n[Rules \"draw,reversed,scrambled\"]\n"),
        "{record}"
    );
    assert!(!record.contains("[Position"), "{record}");
    let link = loa::notation::link::encode(&game);
    assert_eq!(link, "black-hole~draw~norep~rev~scr~mc1c3");
    let sgf = loa::notation::format_sgf(&game).unwrap();
    assert!(sgf.contains("SU[Black-hole]RU[draw,no-repetition,reversed,scrambled];B[c1-c3]"), "{sgf}");
    for read in [
        loa::notation::parse_record_on::<loa::wide::WidePosition>(&record).unwrap().game,
        loa::notation::link::decode_on::<loa::wide::WidePosition>(&link).unwrap(),
        loa::notation::parse_sgf_on::<loa::wide::WidePosition>(&sgf).map(|(g, _)| g).unwrap(),
    ] {
        assert_eq!(
            (read.start_position(), read.moves(), read.scrambled()),
            (game.start_position(), game.moves(), true)
        );
    }
    // The page's state says so, and its start (which the worker replays) is the scrambled one.
    let state = GameState::of(&game);
    assert!(state.rules.scrambled && state.rules.reversed);
    assert_eq!(read_wide_text(&state.start).unwrap().0.start_position(), game.start_position());
}

#[test]
fn the_boards_without_a_scrambled_start_refuse_it_with_the_reason() {
    let cases = [
        ("hex-5~scr", "game link, character 7: scr: hex-5 has no scrambled start: its start already alternates the colours"),
        (
            "[Variant \"standard-12x12\"]\n[Rules \"draw,scrambled\"]\n\n*",
            "record line 2, column 1: tag Rules: standard-12x12 has no scrambled start: no site offers one",
        ),
        ("(;GM[9]SU[Hex5]RU[scrambled])", "SGF line 1, column 16: hex-5 has no scrambled start"),
        ("black-hole~scr~at9.9.9.9.4-4.9.9.9.b8_b", "game link, character 16: scr and at both give the start"),
        (
            "hex-6 6/7/8/9/10/5*5/10/9/8/7/6 b - draw,scrambled",
            "rules: scrambled names a start, and a position string sets out its own",
        ),
    ];
    for (text, expected) in cases {
        let err = read_wide_text(text).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
    let err = WideGame::with_start(Variant::Hex5.cell_shape().unwrap(), wide_rules(Simultaneous::Draw), true)
        .unwrap_err();
    assert!(err.to_string().starts_with("hex-5 has no scrambled start"), "{err}");
}

#[test]
fn the_command_line_starts_a_scrambled_game_and_refuses_one_where_there_is_none() {
    let mut session = loa::protocol::Session::new();
    let mut run = |line: &str| session.handle(line);
    assert_eq!(run("rules scrambled on"), ["ok"]);
    assert_eq!(run("variant hex-6"), ["ok"]);
    assert_eq!(run("perft 2"), ["perft 2 588"]);
    let fen = run("fen");
    assert_eq!(run("variant hex-5")[0], "error variant hex-5: hex-5 has no scrambled start: its start already alternates the colours (Abstract Play drops the option there) (rules scrambled off)");
    assert_eq!(run("fen"), fen, "the refused variant leaves the game");
    assert!(run("sgf")[0].contains("RU[mover-wins,repetition,scrambled]"));
    assert_eq!(run("rules scrambled off"), ["ok"]);
    assert_eq!(run("position startpos"), ["ok"]);
    assert_eq!(run("perft 2"), ["perft 2 870"]);
    assert_eq!(run("rules scrambled maybe")[0].split(':').next(), Some("error rules takes mover-wins|draw|tournament|default, or repetition on|off, or limit N|none, or reversed on|off, or scrambled on|off"));
}
