//! Every tournament game in `tests/data/games/` (Winands' thesis appendices and the shortest known
//! game; OpenSpiel test data, Apache-2.0, see that folder's README) replays legally under the
//! default rules, and ends as the records say: a win for the last mover by connection, except
//! the one incomplete record, which is still in progress.

use loa::notation::parse_record;
use loa::{Colour, Outcome, Rules, Side, Variant, WinReason};
use std::path::PathBuf;

fn game_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/games exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
}

#[test]
fn all_sixteen_records_are_present() {
    assert_eq!(game_files().len(), 16);
}

#[test]
fn every_record_replays_legally_and_ends_as_recorded() {
    for path in game_files() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let record = parse_record(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = &record.game;
        assert_eq!(game.variant(), Variant::Standard, "{name}");
        assert_eq!(game.rules(), Rules::default(), "{name}");
        assert!(game.moves().len() > 8, "{name}: {} moves", game.moves().len());
        if name == "appendix_F_game1_incomplete.txt" {
            assert_eq!(game.outcome(), None, "{name}");
            continue;
        }
        // The last mover is whoever is not to move now; the record's last token is theirs.
        let last_mover = game.positions()[game.moves().len() - 1].turn();
        let expected = if last_mover == Colour::Black { Side::Black } else { Side::White };
        match game.outcome() {
            Some(Outcome::Win { winner, reason }) => {
                assert_eq!(winner, expected, "{name}");
                assert!(
                    matches!(reason, WinReason::Connected | WinReason::BothConnectedMoverWins),
                    "{name}: {reason:?}"
                );
            }
            other => panic!("{name}: expected a win for {expected:?}, got {other:?}"),
        }
        // Moves on the page and moves replayed agree in number: every token was played.
        let tokens = text.split_whitespace().filter(|t| !t.ends_with('.')).count();
        assert_eq!(tokens, game.moves().len(), "{name}");
    }
}

#[test]
fn the_shortest_game_is_won_by_black_in_nine_moves() {
    let text = include_str!("../data/games/shortest_game.txt");
    let game = parse_record(text).unwrap().game;
    assert_eq!(game.moves().len(), 9);
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Side::Black));
}

#[test]
fn a_record_with_a_move_after_the_end_names_it() {
    let text = format!("{} h2-h3\n", include_str!("../data/games/shortest_game.txt").trim_end());
    let err = parse_record(&text).unwrap_err().to_string();
    assert_eq!(
        err,
        "record line 5, column 10: move 5 (White): h2-h3: the game is over: Black connected all pieces"
    );
}
