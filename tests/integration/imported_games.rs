//! The files wasm hands a game read from a file to the game wasm as its link and its words
//! (src/boundary/imported.rs): every game an import can produce must come back whole from its
//! link — variant, rules, start, moves, resignation or loss on time — and keep its words.

use loa::boundary::{from_link, import, import_game, read_record, ImportedGame};
use loa::notation::list_sgf_games;
use loa::Game;
use std::fs;

/// The game `text` imports as, and the same game replayed from the link the files wasm sends.
fn both(text: &str) -> (Game, Game, ImportedGame) {
    let (game, notes) = import(text).unwrap();
    let imported = import_game(text).unwrap();
    assert_eq!(
        (&imported.tags, &imported.game_comment, &imported.comments),
        (&notes.tags, &notes.game_comment, &notes.comments)
    );
    let replayed = from_link(&imported.link).unwrap();
    (game, replayed, imported)
}

fn assert_same(game: &Game, replayed: &Game, what: &str) {
    assert_eq!(replayed.rules(), game.rules(), "{what}: rules");
    assert_eq!(replayed.positions(), game.positions(), "{what}: positions");
    assert_eq!(replayed.moves(), game.moves(), "{what}: moves");
    assert_eq!(replayed.outcome(), game.outcome(), "{what}: outcome");
    assert_eq!(replayed.resigned(), game.resigned(), "{what}: resignation");
    assert_eq!(replayed.lost_on_time(), game.lost_on_time(), "{what}: loss on time");
}

#[test]
fn every_game_file_in_the_tests_comes_back_whole_from_its_link() {
    let mut read = 0;
    for dir in ["tests/data/games", "tests/data/records"] {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap();
            // A collection is read game by game, as the page's pick list opens them.
            let texts: Vec<String> = if text.trim_start().starts_with('(') && list_sgf_games(&text).is_ok() {
                let listed = list_sgf_games(&text).unwrap();
                let parts: Vec<&str> = listed.split('\u{1e}').collect();
                parts.chunks(2).filter(|p| p.len() == 2).map(|p| p[1].to_string()).collect()
            } else {
                vec![text]
            };
            for text in texts {
                if import(&text).is_err() {
                    continue; // refused files are the readers' tests
                }
                let (game, replayed, _) = both(&text);
                assert_same(&game, &replayed, &path.display().to_string());
                read += 1;
            }
        }
    }
    assert!(read >= 20, "only {read} games read");
}

#[test]
fn positions_variants_reversed_starts_resignations_and_time_losses_come_back_from_their_links() {
    let texts = [
        // A position string: the start is not the variant's.
        "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w - draw,limit=40",
        // A commented record.
        "[Black \"Ann\"]\n[White \"Bob\"]\n\n{Before.} 1. b1-d3 {Usual.} a3xd3 *\n",
        // An SGF game with its comments.
        "(;GM[9]SU[Standard]PB[Ann]C[Root];B[b1-d3]C[first];W[a3xd3])",
    ];
    for text in texts {
        let (game, _) = import(text).unwrap();
        let (_, replayed, imported) = both(text);
        assert_same(&game, &replayed, text);
        assert!(!imported.link.is_empty());
    }
    let mut resigned = import("1. b1-d3 *\n").unwrap().0;
    resigned.resign(resigned.position().side_to_move()).unwrap();
    let again = from_link(&loa::boundary::link(&resigned)).unwrap();
    assert_same(&resigned, &again, "resigned");
    let mut timed = import("[Variant \"Standard\"]\n\n1. b1-d3 *\n").unwrap().0;
    timed.lose_on_time(loa::Side::Black).unwrap();
    let again = from_link(&loa::boundary::link(&timed)).unwrap();
    assert_same(&timed, &again, "lost on time");
}

#[test]
fn a_record_reads_to_its_link_and_words_and_a_bad_one_says_why() {
    let read = read_record("[Black \"Ann\"]\n\n{Before.} 1. b1-d3 {Usual.} a3xd3 *\n").unwrap();
    assert!(read.link.starts_with("standard"), "{}", read.link);
    assert_eq!(read.tags, [("Black".to_string(), "Ann".to_string())]);
    assert_eq!(read.game_comment.as_deref(), Some("Before."));
    assert_eq!(read.comments, [Some("Usual.".to_string())]);
    assert!(read_record("1. b1-b9 *").unwrap_err().message.contains("b9"), "the reason names the square");
}

#[test]
fn a_comment_longer_than_the_game_wasm_takes_is_refused_not_cut() {
    let long = "x".repeat(loa::boundary::COMMENT_LIMIT + 1);
    let text = format!("(;GM[9]SU[Standard];B[b1-d3]C[{long}])");
    let reason = import_game(&text).unwrap_err();
    assert!(reason.message.contains("too long"), "{reason}");
}
