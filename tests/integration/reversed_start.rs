//! The reversed start (docs/rules.md §8.2), carried by every format that carries rule options:
//! position strings, records, SGF, links and the page's rule options.

use crate::reference_cells::{pinned, Cell, RefBoard};
use crate::reference_movegen::RefPos;
use loa::cell_board::{cell_perft, CellPosition};
use loa::notation::{format_record, format_sgf, link, parse_rules, play_text};
use loa::{perft, Colour, Game, Position, Rules, SquareVariant, Variant};

fn reversed() -> Rules {
    Rules { reversed: true, ..Rules::default() }
}

#[test]
fn the_reversed_start_swaps_the_colours_and_black_still_moves_first() {
    for variant in SquareVariant::ALL {
        let normal = Position::new(variant);
        let swapped = Position::start(variant, &reversed());
        assert_eq!(swapped.pieces(Colour::Black), normal.pieces(Colour::White), "{variant}");
        assert_eq!(swapped.pieces(Colour::White), normal.pieces(Colour::Black), "{variant}");
        assert_eq!(swapped.pieces(Colour::Blue), normal.pieces(Colour::Yellow), "{variant}");
        assert_eq!(swapped.turn(), normal.turn(), "{variant}: the first seat still moves first");
        assert_eq!(swapped.in_hand(Colour::Black), normal.in_hand(Colour::Black), "{variant}");
        assert_eq!(*Game::new(variant, reversed()).start_position(), swapped, "{variant}");
    }
}

/// On every board the reversed start rides in the rules field (a record's `Rules` tag, SGF's `RU`
/// where the board has one, the link's `~rev`), never as a written-out start, and every format
/// reads the same game back from its reversed start.
#[test]
fn every_format_keeps_the_reversed_start() {
    use crate::boards::{each_board, has_sgf_setup, play_turns, start, EVERY_BOARD};
    use loa::boundary::{import_any, PageBoard};
    fn check<B: PageBoard>(variant: Variant) {
        let rules = Rules { reversed: true, ..B::default_rules() };
        let mut game = start::<B>(variant, rules);
        assert_ne!(game.start_position(), start::<B>(variant, B::default_rules()).start_position());
        play_turns(&mut game, 41, 1);
        let record = format_record(&game, &[]);
        assert!(record.contains(",reversed\"]"), "{record}");
        assert!(!record.contains("[Position"), "the reversed start needs no Position tag: {record}");
        let url = link::encode(&game);
        assert!(url.contains("~rev~m"), "{url}");
        let mut texts = vec![record];
        if has_sgf_setup(variant) {
            let sgf = format_sgf(&game).expect("a game from its start");
            assert!(sgf.contains(",reversed]"), "{sgf}");
            texts.push(sgf);
        }
        for text in texts {
            let read = import_any(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let back = link::decode_on::<B>(&read.link).unwrap();
            assert_eq!(
                (back.rules(), back.moves(), back.start_position()),
                (game.rules(), game.moves(), game.start_position())
            );
        }
        let back = link::decode_on::<B>(&url).expect("the link reads back");
        assert_eq!(
            (back.rules(), back.moves(), back.start_position()),
            (game.rules(), game.moves(), game.start_position())
        );
    }
    each_board!(EVERY_BOARD, check);
    // Reversed, Black stands on the a- and h-files of the Standard board: a3-c3 is its first move.
    let mut game = Game::new(SquareVariant::Standard, reversed());
    play_text(&mut game, "a3-c3").expect("Black's piece on a3");
    assert!(link::encode(&game).starts_with("standard~rep~rev~m"));
    assert_eq!(parse_rules("draw,reversed").unwrap(), Rules { reversed: true, ..Rules::tournament() });
}

#[test]
fn a_gemma_link_carries_its_vacates() {
    // Black's a2 is walled in by holes (a1 a3 b1 b2 b3): its only move is to vacate, which
    // leaves h1 alone, one group. A vacate is spelled as its square and `.`.
    let mut game = Game::new(SquareVariant::Gemma, Rules::default());
    let (pos, _) = loa::notation::parse_position("gemma 2w4w/8/8/8/8/oo6/bo6/oo5b b").expect("a position");
    let mut stuck = Game::from_position(pos, Rules::default());
    assert!(stuck.legal_moves().iter().any(|m| m.to_string() == "a2-^^"), "{:?}", stuck.legal_moves());
    play_text(&mut stuck, "a2-^^").expect("a2 has no slide");
    assert!(stuck.is_over(), "Black's last piece, h1, is one group");
    let url = link::encode(&stuck);
    assert!(url.contains("~mII"), "a vacate is its square twice: {url}");
    assert_eq!(link::decode(&url).expect("reads back").moves(), stuck.moves());
    play_text(&mut game, "b1-b3").unwrap();
    assert_eq!(link::decode(&link::encode(&game)).unwrap().moves(), game.moves());
}

/// Perft from each variant's reversed start (docs/rules.md §8.2), depths 1–4, the engine's
/// counts pinned; the reference agrees to depth 3 (AmbiLOA and Parachute to depth 2). Each count
/// equals the normal start's (`perft.rs`): a reflection of the board that keeps every line turns
/// each layout into its reversal, so the move trees are the same; the positions are not.
const REVERSED: [(SquareVariant, [u64; 4]); 6] = [
    (SquareVariant::Standard, [36, 1_244, 44_952, 1_563_208]),
    (SquareVariant::ScrambledEggs, [32, 992, 32_000, 1_002_260]),
    (SquareVariant::Parachute, [18, 936, 20_726, 1_057_326]),
    (SquareVariant::AmbiLoa, [18, 311, 5_363, 88_547]),
    (SquareVariant::Standard6x6, [24, 524, 11_440, 234_560]),
    (SquareVariant::Standard7x7, [30, 848, 25_012, 698_880]),
];

#[test]
fn perft_from_every_reversed_start_matches_the_reference() {
    let rules = reversed();
    for (variant, counts) in REVERSED {
        let start = Position::start(variant, &rules);
        assert_ne!(start, Position::new(variant), "{variant}: the reversed start differs");
        let reference = RefPos::from_position(&start);
        let checked =
            if matches!(variant, SquareVariant::Parachute | SquareVariant::AmbiLoa) { 2 } else { 3 };
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            if depth <= checked {
                assert_eq!(reference.perft(depth), perft(&start, depth), "{variant} reversed, depth {depth}");
            }
            assert_eq!(perft(&start, depth), expected, "{variant} reversed, depth {depth}");
        }
    }
}

#[test]
fn reversed_wide_starts_have_the_normal_starts_perft_in_the_reference() {
    for (variant, counts) in pinned() {
        let variant = variant.cell_shape().expect("a cell board");
        let mut reversed = RefBoard::start(variant);
        for row in &mut reversed.cells {
            for cell in row.iter_mut() {
                if let Cell::Piece(side) = *cell {
                    *cell = Cell::Piece(1 - side);
                }
            }
        }
        let engine = CellPosition::start_with(variant, true);
        assert_eq!(reversed.to_engine(variant), engine, "{variant:?}: the reference's reversed start");
        assert_ne!(engine, CellPosition::start(variant), "{variant:?}");
        // Depth 3 everywhere and 4 on hex-5, so the reference stays quick.
        let deepest = if variant.variant == Variant::Hex5 { 4 } else { 3 };
        for (i, &expected) in counts.iter().enumerate().take(deepest) {
            let depth = i as u32 + 1;
            assert_eq!(reversed.perft(depth), expected, "{variant:?} reversed, reference, depth {depth}");
            assert_eq!(cell_perft(&engine, depth), expected, "{variant:?} reversed, engine, depth {depth}");
        }
    }
}

// The scrambled starts of the wide boards (docs/rules.md §9.5, Abstract Play's `scrambled`
// setup): a game from one is written and read by every format under the option's name, the
// boards without one refuse it everywhere with the reason, and the command line and the page
// start one. Their perft is pinned in `perft.rs`.
mod scrambled_start {
    use loa::Variant;

    use loa::boundary::GameState;
    use loa::cell_board::{cell_rules, CellGame, CellPosition};
    use loa::notation::import_annotated_on;
    use loa::{Rules, Side, Simultaneous};

    #[test]
    fn a_scrambled_game_is_written_under_the_options_name_and_read_back() {
        let rules = Rules { reversed: true, ..cell_rules(Simultaneous::Draw) };
        let mut game = CellGame::with_start(Variant::BlackHole.cell_shape().unwrap(), rules, true).unwrap();
        assert_eq!(
            *game.start_position(),
            CellPosition::scrambled_start(Variant::BlackHole.cell_shape().unwrap(), true).unwrap()
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
            loa::notation::parse_record_on::<loa::cell_board::CellPosition>(&record).unwrap().game,
            loa::notation::link::decode_on::<loa::cell_board::CellPosition>(&link).unwrap(),
            loa::notation::parse_sgf_on::<loa::cell_board::CellPosition>(&sgf).map(|(g, _)| g).unwrap(),
        ] {
            assert_eq!(
                (read.start_position(), read.moves(), read.scrambled()),
                (game.start_position(), game.moves(), true)
            );
        }
        // The page's state says so, and its start (which the worker replays) is the scrambled one.
        let state = GameState::of(&game);
        assert!(state.rules.scrambled && state.rules.reversed);
        assert_eq!(
            import_annotated_on::<CellPosition>(&state.start).unwrap().0.start_position(),
            game.start_position()
        );
    }

    #[test]
    fn the_boards_without_a_scrambled_start_refuse_it_with_the_reason() {
        let cases = [
        ("hex-5~scr", "game link, character 7: scr: hex-5 has no scrambled start: its start already alternates the colours"),
        (
            "[Variant \"standard-12x12\"]\n[Rules \"draw,scrambled\"]\n\n*",
            "game record, line 2, column 1: tag Rules: standard-12x12 has no scrambled start: no site offers one",
        ),
        ("(;GM[9]SU[Hex5]RU[scrambled])", "SGF, line 1, column 16: hex-5 has no scrambled start"),
        ("black-hole~scr~at9.9.9.9.4-4.9.9.9.b8_b", "game link, character 16: scr and at both give the start"),
        (
            "hex-6 6/7/8/9/10/5*5/10/9/8/7/6 b - draw,scrambled",
            "position string, line 1, column 37: rules: scrambled names a start, and a position string sets out its own",
        ),
    ];
        for (text, expected) in cases {
            let err = import_annotated_on::<CellPosition>(text).unwrap_err().to_string();
            assert!(err.starts_with(expected), "{text:?}: {err}");
        }
        let err =
            CellGame::with_start(Variant::Hex5.cell_shape().unwrap(), cell_rules(Simultaneous::Draw), true)
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
}
