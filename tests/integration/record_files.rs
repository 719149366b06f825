//! Real-dialect record files, written for these tests in the dialects other programs
//! use: a commented tournament collection as Boardspace writes one (CRLF lines, `SU[LOA]` with
//! `VV[1]`, the applet's `h4 f2`, resignation nodes, FF[3] long names, `SU[Scrambled]`, a
//! transcription error), and move lists numbered as Winands' thesis and other lists number them
//! (`1)`, `1` and commas). Also what bad files do: they are refused or read in bounded time.

use loa::notation::{import, import_annotated, parse_sgf_collection, play_text, MAX_TEXT_BYTES};
use loa::{Game, Outcome, Rules, Side, SquareVariant, Variant, WinReason};
use std::time::Instant;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn some(text: &str) -> Option<String> {
    Some(text.to_string())
}

#[test]
fn a_boardspace_collection_lists_its_games_names_comments_and_the_one_it_cannot_read() {
    let text = data("records/boardspace_open_2003.sgf");
    let games = parse_sgf_collection(&text).unwrap();
    assert_eq!(games.len(), 4);
    let heads: Vec<_> = games
        .iter()
        .map(|g| (g.header.black.clone(), g.header.white.clone(), g.header.date.clone(), g.header.turns))
        .collect();
    assert_eq!(
        heads,
        [
            (some("Ann Example"), some("Bob Sample"), some("2003.05.01"), 10),
            (some("Carla Demo"), some("Dan Test"), some("2003.05.02"), 39),
            (some("Eve Doe"), some("Finn Roe"), some("2003.05.03"), 4),
            (some("Gil"), some("Hal"), None, 1),
        ]
    );
    // Game 1: the live server's dialect, commented, resigned by Black.
    let first = games[0].game.as_ref().unwrap();
    assert_eq!(first.outcome(), Some(Outcome::Win { winner: Side::White, reason: WinReason::Resignation }));
    let notes = &games[0].annotations;
    assert_eq!(notes.tag("Event"), Some("Example Open 2003"));
    assert_eq!(notes.tag("Round"), Some("1"));
    assert_eq!(notes.game_comment, some("Annotated by the tournament's editor.]"));
    assert_eq!(notes.comment(0), Some("A quiet first move."));
    assert_eq!(notes.comment(3), Some("White takes the centre."));
    assert_eq!(notes.comment(9), Some("Black is lost: every piece is cut off."));
    // Game 2 is the thesis's game F2, to its connection.
    let second = games[1].game.as_ref().unwrap();
    let thesis = import(&data("games/appendix_F_game2.txt")).unwrap();
    assert_eq!((second.moves(), second.outcome()), (thesis.moves(), thesis.outcome()));
    assert_eq!(games[1].annotations.comment(38), Some("The winning connection."));
    // Game 3's transcription error names the game, the line and the column in the file.
    let err = games[2].game.as_ref().unwrap_err().to_string();
    assert_eq!(err, "SGF line 55, column 29: game 3: move 4 (White): h2-h9: h9 is not a square");
    // Game 4: Scrambled Eggs with FF[3] names, White resigned at once.
    let fourth = games[3].game.as_ref().unwrap();
    assert_eq!(fourth.variant(), Variant::ScrambledEggs);
    assert_eq!(fourth.resigned(), Some(Side::White));
    // The one-game reader says it is a collection, and where the second game starts.
    let err = import(&text).unwrap_err();
    assert_eq!((err.line, err.column), (14, 1));
    assert!(err.message.starts_with("a collection of 4 games"), "{err}");
}

#[test]
fn thesis_move_lists_numbered_with_parentheses_bare_numbers_and_commas_read_as_the_originals() {
    for (name, original) in [
        ("records/thesis_numbered_parens.txt", "games/appendix_E_game1.txt"),
        ("records/thesis_bare_numbers.txt", "games/appendix_F_game2.txt"),
    ] {
        let game = import(&data(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected = import(&data(original)).unwrap();
        assert_eq!((game.moves(), game.outcome()), (expected.moves(), expected.outcome()), "{name}");
    }
    // A wrong number is still an error, whatever its punctuation.
    let err = import("1) b1-d3 a3xd3\n3) c1-c3").unwrap_err();
    assert_eq!((err.line, err.column, err.message.as_str()), (2, 1, "move number 3, expected 2"));
}

#[test]
fn bad_files_are_refused_or_read_in_bounded_time_and_say_why() {
    // Too long: refused before reading, by both readers.
    let huge = "(;GM[9]".to_string() + &" ".repeat(MAX_TEXT_BYTES) + ")";
    let started = Instant::now();
    let err = import(&huge).unwrap_err();
    assert!(err.message.contains("too much to be a game file"), "{err}");
    assert!(parse_sgf_collection(&huge).unwrap_err().to_string().contains("at most 16 MB"));
    // Binary: an error at the first byte that cannot start a game, not a panic.
    let binary: String =
        (0..4096u32).map(|i| char::from_u32(i * 7919 % 0xD000).unwrap_or('\u{fffd}')).collect();
    assert!(import(&binary).is_err());
    assert!(parse_sgf_collection(&binary).is_err());
    // Deeply nested sub-trees: read without recursion. A variation 100,000 nodes long, each
    // one deeper: its first move is refused, with its place and why.
    let nested = format!("{}{}", "(;W[h2-h3]".repeat(100_000), ")".repeat(100_000));
    let deep = format!("(;GM[9];B[b1-d3](;W[a3xd3]){nested})");
    let err = import_annotated(&deep).unwrap_err();
    assert_eq!((err.line, err.column), (1, 30));
    assert!(err.message.starts_with("move 2 (White): h2-h3: the h-file holds 6 pieces"), "{err}");
    // A main line 100,000 sub-trees deep (each the first, so each continues the line) is read.
    let nested = format!("{}{}", "(;C[deeper]".repeat(100_000), ")".repeat(100_000));
    let deep = format!("(;GM[9];B[b1-d3](;W[a3xd3]{nested}))");
    let (game, notes) = import_annotated(&deep).unwrap();
    assert_eq!((game.moves().len(), notes.variations.len()), (2, 0));
    assert_eq!(notes.comment(1).map(|c| c.len()), Some(100_000 * 7 - 1));
    // An unclosed tree deep inside says how many ) are missing.
    let err = import(&"(;GM[9]".repeat(50_000)).unwrap_err();
    assert!(err.message.contains("50000 ) missing"), "{err}");
    // Not timed as a budget (benchmarks print figures), only bounded against a runaway.
    assert!(started.elapsed().as_secs() < 60);
}

#[test]
fn a_collection_of_ten_thousand_games_is_read_with_every_game_listed() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    for turn in ["b1-d3", "a3xd3", "c1-c3"] {
        play_text(&mut game, turn).unwrap();
    }
    let one = "(;GM[9]SU[LOA]PB[ann]PW[bob]EV[Marathon];B[b1 d3]C[ok];W[a3xd3];B[c1-c3])\n";
    let games = parse_sgf_collection(&one.repeat(10_000)).unwrap();
    assert_eq!(games.len(), 10_000);
    assert!(games.iter().all(|g| g.game.as_ref().is_ok_and(|g| g.moves() == game.moves())));
    assert_eq!((games[9_999].number, games[9_999].line), (10_000, 10_000));
}

#[test]
fn a_boardspace_gemma_record_ending_in_resigns_reads_as_blacks_resignation() {
    let text = data("records/boardspace_gemma_resigns.sgf");
    let (game, notes) = import_annotated(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.variant(), Variant::Gemma);
    assert_eq!(game.moves().len(), 44);
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::White, reason: WinReason::Resignation }));
    assert_eq!(game.resigned(), Some(Side::Black));
    assert_eq!(notes.tag("Black"), Some("Ann Example"));
}
