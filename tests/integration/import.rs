//! The one importer: each kind of text recognised and replayed, each kind of malformed input
//! answered with its line and column; results that contradict the moves; malformed links.

use loa::notation::{format_record, import, link, parse_record, parse_sgf, play_text, ImportFormat};
use loa::{DrawReason, Game, Outcome, Rules, Side, Simultaneous, SquareVariant, Variant, WinReason};

/// The error of importing `text`: (line, column, full message).
fn import_error(text: &str) -> (usize, usize, String) {
    let err = import(text).unwrap_err();
    (err.line, err.column, err.to_string())
}

#[test]
fn each_kind_is_recognised() {
    let cases = [
        ("(;GM[9];B[b1-d3])", ImportFormat::Sgf),
        ("  \n(;GM[9])", ImportFormat::Sgf),
        ("[Event \"x/y\"]\n1. b1-d3", ImportFormat::Record),
        ("1. b1-d3 a3xd3", ImportFormat::Record),
        ("b1-d3 a3xd3", ImportFormat::Record),
        ("{opening} b1-d3", ImportFormat::Record),
        ("standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w", ImportFormat::PositionString),
        ("chess 8/8/8/8/8/8/8/8 w", ImportFormat::PositionString),
        ("\u{feff}parachute", ImportFormat::PositionString),
        ("standard~rep~mBT", ImportFormat::Link),
        (" hex-5~mi2g2\n", ImportFormat::Link),
        ("hex-5 6/7/8/9/8/7/6/5/5 b", ImportFormat::PositionString),
    ];
    for (text, kind) in cases {
        assert_eq!(ImportFormat::detect(text), kind, "{text:?}");
    }
}

#[test]
fn a_record_an_sgf_and_a_position_string_import() {
    let record = import("[Variant \"Scrambled Eggs\"]\n[Repetition \"off\"]\n\n1. b1-b3 c1-c3 *\n").unwrap();
    assert_eq!(
        (record.variant(), record.moves().len(), record.rules().repetition),
        (Variant::ScrambledEggs, 2, false)
    );

    let sgf = import("(;GM[9]FF[4]SU[Parachute]RU[draw,no-repetition,limit=30];B[a3-c3@d4])").unwrap();
    assert_eq!(sgf.variant(), Variant::Parachute);
    assert_eq!(
        sgf.rules(),
        Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(30), reversed: false }
    );
    assert_eq!(sgf.moves().len(), 2, "a move and its drop");

    let position = import("\u{feff}standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w - draw\n").unwrap();
    assert_eq!(position.variant(), Variant::Standard6x6);
    assert_eq!(position.position().turn(), loa::Colour::White);
    assert!(position.moves().is_empty());

    // A record written by the project, resignation and all, imports as the same game.
    let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
    play_text(&mut game, "b1-b3").unwrap();
    game.resign(Side::EastWest).unwrap();
    let back = import(&format_record(&game, &[("Event".into(), "club".into())])).unwrap();
    assert_eq!((back.moves(), back.outcome()), (game.moves(), game.outcome()));
}

#[test]
fn malformed_records_name_line_and_column() {
    let cases: [(&str, (usize, usize), &str); 8] = [
        (
            "[Event \"x\"]\n  [Variant \"Chess\"]",
            (2, 3),
            "game record, line 2, column 3: tag Variant: unknown variant \"Chess\"",
        ),
        ("[Event \"open\n1. b1-d3", (1, 1), "tag Event: the value's closing quote is missing"),
        ("1. b1-d3 a3xd3\n3. c1-c3", (2, 1), "move number 3, expected 2"),
        (
            "1. b1-d3\n   h2-h4",
            (2, 4),
            "game record, line 2, column 4: move 1 (White): h2-h4: the h-file holds 6 pieces",
        ),
        ("1. b1-d3 a3xd3 2. d3-d9", (1, 19), "move 2 (Black): d3-d9: d9 is not a square"),
        ("1. b1-d3 {unclosed", (1, 10), "the comment's closing } is missing"),
        (
            "[Result \"2-0\"]\n1. b1-d3",
            (1, 1),
            "tag Result: \"2-0\" is not a result: expected 1-0, 0-1, 1/2-1/2 or *",
        ),
        ("[Result \"1-0\"]\n1. b1-d3 0-1", (2, 10), "the result 0-1 contradicts the Result tag \"1-0\""),
    ];
    for (text, place, fragment) in cases {
        let (line, column, message) = import_error(text);
        assert_eq!((line, column), place, "{text:?}: {message}");
        assert!(message.contains(fragment), "{text:?}: {message}");
    }
}

#[test]
fn malformed_sgf_names_line_and_column() {
    let cases: [(&str, (usize, usize), &str); 5] = [
        ("(;GM[9]\n;B[b1-d3]\n;W[a3-a4])", (3, 2), "SGF, line 3, column 2: move 2 (White): a3-a4: the a-file holds 6 pieces"),
        ("(;GM[1])", (1, 3), "GM[1] is not Lines of Action (GM[9])"),
        ("(;GM[9];B[b1-d3]", (1, 17), "the game tree is not closed: 1 ) missing"),
        ("(;GM[9]\n  RE[B+F];B[b1-d3])", (2, 3), "RE[B+F] is not a result this program can replay"),
        ("(;GM[9]RE[W+];B[b1-d3])", (1, 8), "the SGF says RE[W+], but the game is still in progress after the moves (a resignation is recorded as RE[B+R] or RE[W+R])"),
    ];
    for (text, place, fragment) in cases {
        let (line, column, message) = import_error(text);
        assert_eq!((line, column), place, "{text:?}: {message}");
        assert!(message.contains(fragment), "{text:?}: {message}");
    }
}

#[test]
fn malformed_position_strings_name_the_field() {
    let cases: [(&str, (usize, usize), &str); 6] = [
        (
            "chess 8/8/8/8/8/8/8/8 w",
            (1, 1),
            "position string, line 1, column 1: variant: unknown variant \"chess\"",
        ),
        ("standard 8/8/8 b", (1, 10), "board: has 3 ranks, expected 8"),
        ("\n  standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x", (2, 54), "to move: 'x' is not a colour"),
        (
            "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - fast",
            (1, 56),
            "rules: unknown option \"fast\"",
        ),
        (
            "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1",
            (1, 51),
            "fields: expected <variant> <board> <to move>",
        ),
        ("standard bbbbbbbb/bbbbbbbb/8/8/8/8/8/8 b", (1, 10), "not a valid position"),
    ];
    for (text, place, fragment) in cases {
        let (line, column, message) = import_error(text);
        assert_eq!((line, column), place, "{text:?}: {message}");
        assert!(message.contains(fragment), "{text:?}: {message}");
    }
    assert_eq!(
        import_error(" \n\t"),
        (
            1,
            1,
            "line 1, column 1: nothing to import: expected a game record, an SGF game, a game link or a position string"
                .to_string()
        )
    );
}

/// A game that ends in a draw by threefold repetition: two knights' tours of b1-b3 / a2-c2
/// back and forth (each side's pieces return, so the start position recurs).
const REPEATED: &str = "1. b1-b3 h2-f2 2. b3-b1 f2-h2 3. b1-b3 h2-f2 4. b3-b1 f2-h2";

#[test]
fn a_result_that_contradicts_the_moves_is_an_error() {
    let drawn = parse_record(REPEATED).unwrap().game;
    assert_eq!(drawn.outcome(), Some(Outcome::Draw(DrawReason::Repetition)), "the test game is a repetition");
    let cases = [
        (
            format!("[Result \"1-0\"]\n{REPEATED}"),
            "record line 1, column 1: tag Result: the record says 1-0, but the moves end in a draw by threefold repetition",
        ),
        (format!("{REPEATED} 1-0"), "column 61: the record says 1-0, but the moves end in a draw by threefold repetition"),
        (format!("{REPEATED} *"), "the record says * (game in progress), but the moves end in a draw by threefold repetition"),
        (
            "[Result \"1-0\"]\n1. b1-d3".to_string(),
            "the record says 1-0, but the game is still in progress after the moves (a resignation is recorded as [Termination \"resignation\"])",
        ),
        ("1. b1-d3 1/2".to_string(), "the record says 1/2, but the game is still in progress after the moves"),
        (
            "[Termination \"resignation\"]\n[Result \"1/2-1/2\"]\n1. b1-d3".to_string(),
            "tag Termination: \"resignation\" needs a Result of 1-0 or 0-1, not 1/2-1/2",
        ),
        (
            format!("[Termination \"resignation\"]\n[Result \"0-1\"]\n{REPEATED}"),
            "the record says 0-1: Black resigned, but the moves already end the game in a draw by threefold repetition",
        ),
    ];
    for (text, expected) in cases {
        let err = parse_record(&text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text:?}:\n{err}");
    }
    // The same claims that agree with the moves are accepted, short draws included.
    for result in ["1/2-1/2", "1/2", "½-½", "½"] {
        let game = parse_record(&format!("[Result \"{result}\"]\n{REPEATED} {result}")).unwrap().game;
        assert_eq!(game.outcome(), drawn.outcome(), "{result}");
        assert!(format_record(&game, &[("Result".into(), result.into())]).contains("[Result \"1/2-1/2\"]"));
    }
    let resigned = parse_record("[Termination \"Resignation\"]\n1. b1-d3 0-1").unwrap().game;
    assert_eq!(
        resigned.outcome(),
        Some(Outcome::Win { winner: Side::White, reason: WinReason::Resignation })
    );
    assert_eq!(parse_sgf("(;GM[9]RE[?];B[b1-d3])").unwrap().outcome(), None, "RE[?] claims nothing");
}

#[test]
fn malformed_links_name_the_character() {
    let cases = [
        ("chess~mBT", "game link, character 1: unknown variant \"chess\""),
        ("standard~fast", "character 10: unknown field \"fast\""),
        ("standard~norep~draw", "character 16: field \"draw\" is repeated or out of order"),
        ("standard~limit0", "character 10: limit \"0\" is not a number of turns"),
        ("standard~mBTQ", "character 13: \"Q\" is not a move"),
        ("standard~mBT!!", "character 13: \"!!\" is not a move"),
        ("standard~mBTAB", "character 13: move 2 (White): a1-b1: there is no piece on a1"),
        ("parachute~mQSSS", "character 14: move 1 (Black): @c3: cannot drop on c3"),
        ("standard~at8.8_b", "character 10: start: board: has 2 ranks, expected 8"),
        ("standard~rx", "character 10: resignation \"rx\": expected rb or rw"),
        ("standard~mBT~rb~rw", "character 17: field \"rw\" is repeated or out of order"),
    ];
    for (text, expected) in cases {
        let err = link::decode(text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text:?}: {err}");
    }
    // A game over by its moves cannot also have been resigned.
    let over = "standard~atb7.8.8.8.8.8.8.w6w_w~rb";
    let err = link::decode(over).unwrap_err().to_string();
    assert!(err.contains("cannot resign: the game is over"), "{err}");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]

    #[test]
    fn garbage_never_panics_and_is_placed(text in "(\\PC|\n){0,120}") {
        if let Err(err) = import(&text) {
            let lines = text.lines().count().max(1);
            proptest::prop_assert!(err.line >= 1 && err.line <= lines + 1 && err.column >= 1, "{err}");
        }
        let _ = link::decode(&text);
    }

    #[test]
    fn near_miss_links_never_panic(text in "(standard|parachute|ambiloa)(~(draw|norep|rep|scr|limit[0-9]{0,3}|at[1-8bwuy._-]{0,20}|m[A-Za-z0-9._-]{0,12}|r[bwx]?)){0,4}") {
        let _ = link::decode(&text);
    }
}

#[test]
fn every_board_reads_one_link_grammar_with_both_repetition_spellings() {
    use loa::cell_board::{cell_shapes, CellPosition};
    use loa::notation::TextBoard;
    // Each board: (key, reads a link to (repetition, link written back)), one grammar and one
    // reader for all.
    fn read<B: TextBoard>(text: &str) -> Result<(bool, String), String> {
        link::decode_on::<B>(text)
            .map(|g| (g.rules().repetition, link::encode(&g)))
            .map_err(|e| e.to_string())
    }
    type Read = fn(&str) -> Result<(bool, String), String>;
    let (eight, wide): (Read, Read) = (read::<loa::Position>, read::<CellPosition>);
    let rows = loa::SquareVariant::ALL
        .map(loa::Variant::from)
        .into_iter()
        .map(|v| (v.key(), eight, true))
        .chain(cell_shapes().map(|v| (v.variant.key(), wide, false)));
    for (key, read, default) in rows {
        assert_eq!(read(key).unwrap().0, default, "{key}: the board's default");
        // Both spellings on every board, and a link without the field (written before) keeps
        // the board's default; the link written back states the rule in one dialect on every
        // board, so it means the same whatever the board's default.
        let (on, on_link) = read(&format!("{key}~rep")).unwrap_or_else(|e| panic!("{key}~rep: {e}"));
        let (off, off_link) = read(&format!("{key}~norep")).unwrap_or_else(|e| panic!("{key}~norep: {e}"));
        assert_eq!((on, off), (true, false), "{key}");
        assert_eq!((on_link, off_link), (format!("{key}~rep"), format!("{key}~norep")), "{key}");
        let old_link = read(key).unwrap().1;
        assert_eq!(old_link, format!("{key}~{}", if default { "rep" } else { "norep" }), "{key}");
        // The same field errors in the same words.
        let err = read(&format!("{key}~norep~rep")).unwrap_err();
        let at = key.chars().count() + 8;
        assert_eq!(
            err,
            format!("game link, character {at}: field \"rep\" is repeated or out of order"),
            "{key}"
        );
        let err = read(&format!("{key}~fast")).unwrap_err();
        assert!(
            err.starts_with(&format!("game link, character {}: unknown field \"fast\"", key.len() + 2)),
            "{err}"
        );
    }
}

#[test]
fn malformed_wide_texts_say_where_and_why() {
    let cases: [(&str, &str); 12] = [
        (
            "[Variant \"hex-5\"]\n[Rules \"draw\n",
            "game record, line 2, column 1: tag Rules: the value's closing quote is missing",
        ),
        ("[Variant \"hex-7\"]\n\n*", "game record, line 1, column 1: tag Variant: unknown variant \"hex-7\" (expected black-hole, standard-12x12, hex-5, hex-6)"),
        ("[Variant \"hex-5\"]\n\n2. i2-g2 *", "game record, line 3, column 1: move number 2, expected 1"),
        (
            "[Variant \"hex-5\"]\n\n1. i2-g2 {open",
            "game record, line 3, column 10: the comment's closing } is missing",
        ),
        (
            "[Variant \"hex-5\"]\n[Result \"1-0\"]\n\n1. i2-g2 1-0",
            "game record, line 2, column 1: tag Result: the record says 1-0, but the game is still in progress",
        ),
        (
            "[Variant \"black-hole\"]\n[Repetition \"often\"]\n",
            "game record, line 2, column 1: tag Repetition: \"often\" is neither on nor off",
        ),
        ("[Variant \"black-hole\"]\n[MoveLimit \"0\"]\n", "game record, line 2, column 1: tag MoveLimit: the move limit must be"),
        (
            "(;GM[9]SU[Hex7])",
            "SGF, line 1, column 8: SU[Hex7] is not a setup of SGF GM[9] (Black-hole, Standard-12x12, Hex5, Hex6)",
        ),
        ("(;GM[9]SU[Hex5]\n;W[i1-g1])", "SGF, line 2, column 2: move 1 (Black): i1-g1: it is Black's turn"),
        (
            "(;GM[9]SU[Hex5]RE[B+];B[i2-g2])",
            "SGF, line 1, column 16: the SGF says RE[B+], but the game is still in progress",
        ),
        ("hex-5~rev~draw", "game link, character 11: field \"draw\" is repeated or out of order"),
        ("hex-5~mi2g2.zz9", "game link, character 13: move 2 (White): zz9: expected from-cell"),
    ];
    for (text, expected) in cases {
        let err = loa::notation::import_annotated_on::<loa::cell_board::CellPosition>(text)
            .unwrap_err()
            .to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
}

#[test]
fn long_bad_input_is_cut_to_the_same_forty_characters_on_every_board() {
    let junk = "z".repeat(100);
    let cut = format!("\"{}…\"", "z".repeat(40));
    let wide = loa::notation::link::decode_on::<loa::cell_board::CellPosition>(&format!("hex-5~{junk}"))
        .unwrap_err()
        .to_string();
    let eight = loa::notation::link::decode(&format!("standard~{junk}")).unwrap_err().to_string();
    let cli = loa::protocol::Session::new().handle(&junk).join("\n");
    for message in [wide, eight, cli] {
        assert!(message.contains(&cut), "{message}");
    }
}

#[test]
fn a_long_malformed_wide_link_or_move_is_quoted_by_an_excerpt_only() {
    // A 60 KB move with no separator (`a2c2a2c2…`), a 60 KB word, a 60 KB row: each error
    // names the text by its first characters, never the whole of it.
    let links = [
        format!("hex-5~m{}", "a2c2".repeat(15_000)),
        format!("hex-5~m{}", "z".repeat(60_000)),
        format!("black-hole~at{}{}_b", "9".repeat(60_000), ".8".repeat(8)),
    ];
    for link in &links {
        let Err(err) =
            loa::notation::link::decode_on::<loa::cell_board::CellPosition>(link).map_err(|e| e.to_string())
        else {
            panic!("read: {}…", &link[..40])
        };
        assert!(err.len() < 300, "{} bytes: {}…", err.len(), &err[..200]);
        assert!(err.contains('…'), "the excerpt says it is cut: {err}");
    }
}

/// On every board: a record, an SGF game (where the board has a setup) and a position string of
/// a game are each recognised by their first character and read by the one import path into the
/// game's link (with the record's words, not its computed tags) and the build whose wasm plays
/// it; the position string into a game from that position.
#[test]
fn the_one_import_path_reads_every_boards_texts_into_links_their_wasm_replays() {
    use crate::boards::{each_board, has_sgf_setup, new_game, play_turns, EVERY_BOARD};
    use loa::boundary::{import_any, link_build, read_record_any, PageBoard};
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 13, 3);
        let link = link::encode(&game);
        let build = if variant.is_cell_board() { "wide" } else { "game" };
        let tags = [("Black".to_string(), "Ann".to_string()), ("Event".to_string(), "Club".to_string())];
        let record = format_record(&game, &tags);
        let mut texts = vec![(ImportFormat::Record, &record, &tags[..])];
        let sgf = loa::notation::format_sgf(&game);
        if let Ok(sgf) = &sgf {
            texts.push((ImportFormat::Sgf, sgf, &[][..]));
        }
        assert_eq!(sgf.is_ok(), has_sgf_setup(variant));
        for (kind, text, words) in texts {
            assert_eq!(ImportFormat::detect(text), kind, "{text}");
            let read = import_any(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read.link, link, "{text}");
            assert_eq!(read.tags, words, "{text}: the words, not the computed tags");
            assert_eq!(link_build(&read.link), build);
            assert_eq!(link::decode_on::<B>(&read.link).unwrap().moves(), game.moves());
        }
        assert_eq!(read_record_any(&record).unwrap().link, link);
        let position = B::position_string(&game);
        assert_eq!(ImportFormat::detect(&position), ImportFormat::PositionString, "{position}");
        let from_position = import_any(&position).unwrap_or_else(|e| panic!("{position}: {e}"));
        let back = link::decode_on::<B>(&from_position.link).unwrap();
        assert_eq!(back.position(), game.position(), "{position}");
    }
    each_board!(EVERY_BOARD, check);
    // A wide text's mistake is the wide reader's.
    assert_eq!(
        import_any("[Variant \"hex-5\"]\n\n1. i2-g3").unwrap_err().message,
        "game record, line 3, column 4: move 1 (Black): i2-g3: on a hex board pieces move along its three axes, and g3 is on no line through i2"
    );
}

/// Every board writes the repetition draw in one rules field, in its position string and its
/// SGF's `RU` (where it has one), and reads a field that leaves the draw out (as the cell boards
/// wrote it before) by its own default: on on the 8×8 boards, off on the cell boards.
#[test]
fn every_board_writes_the_repetition_draw_in_one_rules_field_and_reads_old_texts_by_its_default() {
    use crate::boards::{each_board, start, EVERY_BOARD};
    use loa::notation::{format_sgf, TextBoard};
    fn check<B: TextBoard>(variant: Variant) {
        for repetition in [true, false] {
            let game = start::<B>(variant, Rules { repetition, ..B::default_rules() });
            let position = B::position_string(&game);
            let field = if repetition { "mover-wins,repetition" } else { "mover-wins,no-repetition" };
            assert!(position.ends_with(&format!(" {field}")), "{position}");
            if let Ok(sgf) = format_sgf(&game) {
                assert!(sgf.contains(&format!("RU[{field}]")), "{sgf}");
            }
            assert_eq!(B::game_at(&position).unwrap().rules().repetition, repetition, "{position}");
        }
        let default = !variant.is_cell_board();
        assert_eq!(B::read_rules("mover-wins").unwrap().0.repetition, default);
    }
    each_board!(EVERY_BOARD, check);
}
