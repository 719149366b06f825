//! SGF as other programs write it: Boardspace's live server (`SU[LOA]VV[1]`), its
//! applet's move text (`c1 a3`, `b3- e3`), resignations written as a last move node
//! (`B[Resign]`, `W[resign]`), `SU[Scrambled]`, FF[3] long property names, lone-CR and CRLF line
//! endings, and collections of several games. Each record is hand-written in its dialect; the
//! replayed game is compared with the same moves played from their canonical text.

use crate::boards::{each_board, has_sgf_setup, naming_the_board, new_game, play_turns, EVERY_BOARD};
use loa::boundary::PageBoard;
use loa::cell_board::CellPosition;
use loa::notation::{import, parse_sgf, parse_sgf_collection, parse_sgf_on, play_text, setup_name};
use loa::{Game, Move, Outcome, Position, Rules, Side, Square, SquareVariant, Variant, WinReason};

/// The game of `turns` (canonical notation) played from `variant`'s start.
fn played(variant: SquareVariant, turns: &[&str]) -> Game {
    let mut game = Game::new(variant, Rules::default());
    for turn in turns {
        play_text(&mut game, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    game
}

fn resigned(winner: Side) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason: WinReason::Resignation })
}

#[test]
fn boardspace_live_server_game_with_applet_moves_and_a_resignation() {
    let text = "(;GM[9]SU[LOA]VV[1]PB[alice]PW[bob]RE[W+R];B[b1 d3];W[h2- f4];B[Resign])";
    let game = parse_sgf(text).unwrap();
    let expected = played(SquareVariant::Standard, &["b1-d3", "h2-f4"]);
    assert_eq!(game.variant(), Variant::Standard);
    assert_eq!(game.moves(), expected.moves());
    assert_eq!((game.outcome(), game.resigned()), (resigned(Side::White), Some(Side::Black)));
}

#[test]
fn a_resign_node_in_either_case_without_re_is_that_sides_resignation() {
    for word in ["resign", "RESIGN", " Resign "] {
        let game = parse_sgf(&format!("(;GM[9]SU[Standard]\n;B[b1-d3]\n;W[{word}])")).unwrap();
        assert_eq!(game.moves(), played(SquareVariant::Standard, &["b1-d3"]).moves(), "{word}");
        assert_eq!((game.outcome(), game.resigned()), (resigned(Side::Black), Some(Side::White)), "{word}");
    }
    // RE[W+] (no R) agrees with Black's resignation too: it names the winner.
    let game = parse_sgf("(;GM[9]RE[W+];B[b1-d3];W[h2-f4];B[resign])").unwrap();
    assert_eq!(game.outcome(), resigned(Side::White));
}

#[test]
fn a_resignation_that_contradicts_re_or_is_not_last_says_where() {
    let cases = [
        (
            "(;GM[9]\nRE[B+R]\n;B[b1-d3];W[h2-f4]\n;B[Resign])",
            "SGF line 2, column 1: RE[B+R] contradicts the resignation of Black in the last node",
        ),
        (
            "(;GM[9];B[b1-d3]\n;W[resign]\n;B[c1-c3])",
            "SGF line 3, column 2: c1-c3: White resigned before this move",
        ),
        ("(;GM[9]RE[0];B[resign])", "SGF line 1, column 8: RE[0] contradicts the resignation of Black"),
    ];
    for (text, expected) in cases {
        let err = parse_sgf(text).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{text:?}: {err}");
    }
}

#[test]
fn scrambled_and_long_setup_names_pick_scrambled_eggs() {
    for su in ["Scrambled", "scrambled", "Scrambled-eggs"] {
        let game = parse_sgf(&format!("(;GM[9]SU[{su}];B[b1 b3])")).unwrap();
        assert_eq!(game.variant(), Variant::ScrambledEggs, "{su}");
        assert_eq!(game.moves(), played(SquareVariant::ScrambledEggs, &["b1-b3"]).moves(), "{su}");
    }
    let err = parse_sgf("(;GM[9]SU[LOA-6x6])").unwrap_err().to_string();
    assert!(err.contains("SU[LOA-6x6] is not a setup of SGF GM[9] (Standard, Scrambled-eggs,"), "{err}");
}

#[test]
fn ff3_long_property_names_read_by_their_capitals() {
    let text = "(;GaMe[9]FF[3]PlayerBlack[ann]PlayerWhite[ben]REsult[B+R];Black[b1-d3];White[h2 f4];Black[c1-c3];White[Resign])";
    let game = parse_sgf(text).unwrap();
    assert_eq!(game.moves(), played(SquareVariant::Standard, &["b1-d3", "h2-f4", "c1-c3"]).moves());
    assert_eq!(game.outcome(), resigned(Side::Black));
    let games = parse_sgf_collection(text).unwrap();
    assert_eq!(games[0].header.black.as_deref(), Some("ann"));
    assert_eq!(games[0].header.white.as_deref(), Some("ben"));
    let err = parse_sgf("(;GaMe[1])").unwrap_err().to_string();
    assert_eq!(err, "SGF line 1, column 3: GM[1] is not Lines of Action (GM[9])");
}

#[test]
fn lone_cr_and_crlf_line_endings_place_errors_on_their_lines() {
    for newline in ["\r", "\r\n", "\n"] {
        let text = ["(;GM[9]SU[LOA]", ";B[b1-d3]", ";W[a3-a4])"].join(newline);
        let err = parse_sgf(&text).unwrap_err();
        assert_eq!(err.location(), Some((3, 2)), "{newline:?}: {err}");
        let err = import(&text).unwrap_err();
        assert_eq!((err.line, err.column), (3, 2), "{newline:?}: {err}");
    }
    // A record with lone CRs is placed the same way.
    let err = import("[Variant \"Standard\"]\r\r1. b1-d3 a3-a4").unwrap_err();
    assert_eq!((err.line, err.column), (3, 10), "{err}");
}

/// A tournament file as Boardspace's archive publishes it: three games, comments on moves.
const TOURNAMENT: &str = "(;GM[9]FF[4]SU[LOA]EV[Example Cup 2003]DT[2003-05-01]PB[alice]PW[bob]RE[W+R]\r\n\
C[Round 1.]\r\n\
;B[b1 d3]C[The usual start.];W[h2- f4];B[Resign])\r\n\
(;GM[9]FF[4]SU[LOA]EV[Example Cup 2003]DT[2003-05-02]PB[carol]PW[dave]\r\n\
;B[b1-d3];W[a3-a4]C[A slip.])\r\n\
(;GM[9]FF[4]SU[Scrambled]EV[Example Cup 2003]PB[erin]PW[frank]RE[?]\r\n\
;B[b1-b3])\r\n";

#[test]
fn a_collection_lists_every_game_with_its_header_comments_and_errors() {
    let games = parse_sgf_collection(TOURNAMENT).unwrap();
    assert_eq!(games.len(), 3);
    let [first, second, third] = &games[..] else { unreachable!() };
    assert_eq!((first.number, first.line, first.column), (1, 1, 1));
    assert_eq!((second.number, second.line, second.column), (2, 4, 1));
    assert_eq!((third.number, third.line, third.column), (3, 6, 1));

    let h = &first.header;
    assert_eq!(
        (h.black.as_deref(), h.white.as_deref(), h.event.as_deref(), h.date.as_deref(), h.result.as_deref()),
        (Some("alice"), Some("bob"), Some("Example Cup 2003"), Some("2003-05-01"), Some("W+R"))
    );
    assert_eq!((h.comment.as_deref(), h.turns), (Some("Round 1."), 2));
    assert_eq!(first.comments, [Some("The usual start.".to_string()), None]);
    let game = first.game.as_ref().unwrap();
    assert_eq!(game.moves(), played(SquareVariant::Standard, &["b1-d3", "h2-f4"]).moves());
    assert_eq!(game.outcome(), resigned(Side::White));

    // The second game's illegal move is named with its game, line and column in the file.
    assert_eq!((second.header.black.as_deref(), second.header.turns), (Some("carol"), 2));
    assert_eq!(second.comments, [None, Some("A slip.".to_string())]);
    let err = second.game.as_ref().unwrap_err();
    assert_eq!(err.location(), Some((5, 11)));
    assert!(
        err.to_string()
            .starts_with("SGF line 5, column 11: game 2: move 2 (White): a3-a4: the a-file holds 6"),
        "{err}"
    );

    let game = third.game.as_ref().unwrap();
    assert_eq!(game.variant(), Variant::ScrambledEggs);
    assert_eq!((game.moves().len(), game.outcome(), third.header.date.as_deref()), (1, None, None));
}

#[test]
fn the_one_game_readers_say_a_collection_is_one() {
    let err = parse_sgf(TOURNAMENT).unwrap_err().to_string();
    assert!(
        err.starts_with(
            "SGF line 4, column 1: a collection of 3 games: one game is read here; read it as a collection"
        ),
        "{err}"
    );
    let err = import(TOURNAMENT).unwrap_err();
    assert_eq!((err.line, err.column), (4, 1));
    assert!(err.message.starts_with("a collection of 3 games"), "{err}");
}

#[test]
fn a_syntax_error_in_a_collection_names_its_game_line_and_column() {
    let cases = [
        (
            "(;GM[9];B[b1-d3])\r(;GM[9]C[open",
            "SGF line 2, column 9: game 2: the value of C is not closed by ]",
        ),
        ("(;GM[9])\n(;GM[9])\n(;GM[9]!)", "SGF line 3, column 8: game 3: unexpected '!'"),
        ("(;GM[9])\n  junk", "SGF line 2, column 3: text after game 1: expected ( to start another game"),
        ("(;GM[9])(", "SGF line 1, column 10: game 2: the game tree is not closed: 1 ) missing"),
    ];
    for (text, expected) in cases {
        let err = parse_sgf_collection(text).unwrap_err().to_string();
        assert_eq!(err, expected, "{text:?}");
    }
}

#[test]
fn a_boardspace_style_gemma_record_replays_with_its_vacates() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/games/gemma_boardspace_style.sgf"
    ))
    .expect("the record is in tests/data/games");
    let game = parse_sgf(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.variant(), Variant::Gemma);
    assert_eq!(game.moves().len(), 54);
    assert_eq!(game.moves().iter().filter(|m| m.is_vacate()).count(), 11);
    assert_eq!(game.moves()[10].to_string(), "g8-^^", "G8-^^ reads as a vacate");
    // White's last move is a vacate, and it leaves White's pieces one group.
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::White, reason: WinReason::Connected }));
    assert_eq!(game.position().holes().len() as usize, 54, "every move left a hole");
}

#[test]
fn gemma_sgf_and_records_round_trip() {
    let game = played(SquareVariant::Gemma, &["b1-b3", "a2-c2", "d1-d3"]);
    let sgf = loa::notation::format_sgf(&game).expect("Gemma has an SGF setup");
    assert!(sgf.contains("SU[Gemma]"), "{sgf}");
    assert_eq!(parse_sgf(&sgf).unwrap().moves(), game.moves());
    let record = loa::notation::format_record(&game, &[]);
    assert!(record.contains("[Variant \"Gemma\"]"), "{record}");
    assert_eq!(import(&record).unwrap().moves(), game.moves());
    for vacate in ["e8-^^", "E8-^^", "e8^^"] {
        let start = Position::new(SquareVariant::Gemma);
        assert_eq!(
            loa::notation::parse_move(vacate, &start).unwrap(),
            Move::vacate(Square::parse("e8").unwrap())
        );
    }
    let bad =
        loa::notation::parse_move("z9-^^", &Position::new(SquareVariant::Gemma)).unwrap_err().to_string();
    assert_eq!(bad, "bad move \"z9-^^\": z9 is not a square");
}

/// The spellings of a resignation node Boardspace writes on its boards: `Resign`, `resign`,
/// `Resigns` (its Gemma records), and any other case.
const RESIGN_SPELLINGS: [&str; 6] = ["Resign", "resign", "Resigns", "resigns", "RESIGNS", " Resigns "];

/// The boards SGF has a setup for, each a row of the SGF tests below.
fn sgf_boards() -> Vec<Variant> {
    EVERY_BOARD.into_iter().filter(|&v| has_sgf_setup(v)).collect()
}

/// The SGF of a game of `variant` with `first` as its only node's move and `root` among the
/// root's properties.
fn one_move_sgf(variant: Variant, root: &str, first: &str) -> String {
    format!("(;GM[9]SU[{}]{root};B[{first}])", setup_name(variant).unwrap())
}

#[test]
fn every_resign_spelling_ends_an_sgf_game_by_that_sides_resignation_on_every_board() {
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        let first = play_turns(&mut game, 4, 1).remove(0).text;
        for word in RESIGN_SPELLINGS {
            let text = format!("(;GM[9]SU[{}];B[{first}];W[{word}])", setup_name(variant).unwrap());
            let (read, _) = parse_sgf_on::<B>(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read.moves(), game.moves(), "{text}");
            assert_eq!(
                (read.outcome(), read.resigned()),
                (resigned(Side::Black), Some(Side::White)),
                "{text}"
            );
        }
    }
    each_board!(sgf_boards(), check);
}

#[test]
fn a_word_that_only_starts_like_resign_is_still_a_bad_move() {
    let err = parse_sgf("(;GM[9]SU[Gemma];B[b1-d3];W[Resigned])").unwrap_err().to_string();
    assert!(err.contains("move 2 (White): Resigned:"), "{err}");
}

#[test]
fn every_board_reads_one_re_vocabulary() {
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        let first = play_turns(&mut game, 4, 1).remove(0).text;
        let read = |re: &str| {
            let text = one_move_sgf(variant, &format!("RE[{re}]"), &first);
            parse_sgf_on::<B>(&text).map(|(g, _)| g.resigned()).map_err(|e| e.to_string())
        };
        for nothing in ["?", "Void", ""] {
            assert_eq!(read(nothing), Ok(None), "RE[{nothing}]");
        }
        for (re, loser) in [("B+R", Side::White), ("W+Resign", Side::Black), ("b+r", Side::White)] {
            assert_eq!(read(re), Ok(Some(loser)), "RE[{re}]");
        }
        let err = read("B+F").unwrap_err();
        assert!(err.contains("RE[B+F] is not a result this program can replay"), "{err}");
    }
    each_board!(sgf_boards(), check);
}

/// A collection of one named game of every board SGF has a setup for, in menu order: the one
/// import path of every board gives each game's link in order, and each board's own collection
/// reader gives each game's header (names, turns) and replayed game.
#[test]
fn a_collection_of_every_boards_games_gives_every_games_link_and_header_in_order() {
    use loa::boundary::sgf_links_any;
    use loa::notation::{format_sgf_annotated, link, parse_sgf_collection_on, Annotations};
    fn game_of<B: PageBoard>(variant: Variant) -> (String, String) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 6, 2);
        let mut notes = Annotations::default();
        notes.set_tag("Black", Some(variant.key()));
        let sgf = format_sgf_annotated(&game, &notes).unwrap();
        // The board's own reader, of a collection of this game twice.
        let games = parse_sgf_collection_on::<B>(&format!("{sgf}\n{sgf}")).unwrap();
        assert_eq!(games.len(), 2);
        for (i, read) in games.iter().enumerate() {
            assert_eq!((read.number, read.line), (i + 1, i + 1));
            assert_eq!((read.header.black.as_deref(), read.header.turns), (Some(variant.key()), 2));
            assert_eq!(read.game.as_ref().unwrap().moves(), game.moves());
        }
        (sgf, link::encode(&game))
    }
    let mut file = String::new();
    let mut links = Vec::new();
    let mut add = |(sgf, link): (String, String)| {
        file.push_str(&sgf);
        file.push('\n');
        links.push(link);
    };
    for variant in sgf_boards() {
        naming_the_board(variant, || {
            if variant.is_cell_board() {
                add(game_of::<CellPosition>(variant))
            } else {
                add(game_of::<Position>(variant))
            }
        });
    }
    assert_eq!(sgf_links_any(&file).unwrap(), links.join("\n"), "{file}");
}

#[test]
fn a_collection_of_wide_and_eight_by_eight_games_gives_every_games_link_in_order() {
    use loa::boundary::{collection, sgf_links, sgf_links_any};
    let file =
        "(;GM[9]SU[Hex5]RU[draw]PB[ann];B[i2-g2])\n(;GM[9]PB[bob];B[b1-d3])\n(;GM[9]SU[Black-hole];B[b1-b3])";
    assert_eq!(
        sgf_links_any(file).unwrap(),
        "hex-5~draw~norep~mi2g2\nstandard~rep~mBT\nblack-hole~norep~mb1b3"
    );
    assert!(sgf_links(file).is_err(), "the 8×8 reader alone refuses the wide games");
    assert_eq!(collection(file).unwrap().matches('\u{1e}').count(), 6, "three games listed");
    let err = sgf_links_any("(;GM[9];B[b1-d3])(;GM[9]SU[Hex5];B[i2-g3])").unwrap_err();
    assert!(err.starts_with("game 2: SGF line 1, column"), "{err}");
    // Without a wide game the 8×8 reader answers, with its errors placed in the whole file.
    assert_eq!(sgf_links_any("(;GM[9];B[b1-d3])").unwrap(), "standard~rep~mBT");
}

#[test]
fn every_board_reads_its_setup_name_by_one_rule() {
    use loa::notation::setup_of;
    fn check<B: PageBoard>(variant: Variant) {
        let Some(name) = setup_name(variant) else {
            assert_eq!(setup_of(variant.key()), None, "no SGF setup, so its key names none");
            return;
        };
        let spellings =
            [name.to_string(), name.to_uppercase(), name.replace('-', " "), variant.key().to_string()];
        for su in spellings {
            assert_eq!(setup_of(&su), Some(variant), "{su}");
            let text = format!("(;GM[9]SU[{su}])");
            let read = parse_sgf_on::<B>(&text).map(|(g, _)| g.start_position().variant());
            assert_eq!(read.map_err(|e| e.to_string()), Ok(variant), "{text}");
        }
    }
    each_board!(EVERY_BOARD, check);
}

/// What ends a game, and the `RE` it is written as, on every board SGF has a setup for.
#[test]
fn every_board_writes_one_re_vocabulary() {
    use loa::notation::format_sgf;
    fn check<B: PageBoard>(variant: Variant) {
        let endings: [(&str, &str); 4] =
            [("resign", "RE[B+R]"), ("time", "RE[W+T]"), ("agree", "RE[0]"), ("on", "")];
        for (ending, re) in endings {
            let mut game = new_game::<B>(variant);
            play_turns(&mut game, 4, 1);
            match ending {
                "resign" => drop(game.resign(Side::White).unwrap()),
                "time" => drop(game.lose_on_time(Side::Black).unwrap()),
                "agree" => drop(game.offer_draw().and_then(|()| game.accept_draw()).unwrap()),
                _ => {}
            }
            let sgf = format_sgf(&game).unwrap();
            assert_eq!(sgf.contains("RE["), !re.is_empty(), "{sgf}");
            assert!(sgf.contains(re), "{ending}: {sgf}");
        }
    }
    each_board!(sgf_boards(), check);
}
