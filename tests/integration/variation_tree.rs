//! Variations as the page keeps them (src/boundary/variations.rs over the tree of
//! src/notation/variation.rs): a turn played on a reviewed position enters or starts a
//! variation; the variations are listed numbered, replayed as text, stepped through, promoted
//! (and promoted back to where they were), deleted, written into the record and read back, and
//! forgotten with the main-line turns they were of.

use loa::boundary::{self, SpotView, Variations};
use loa::notation::{import_annotated, play_text, Annotations};
use loa::{Game, Rules, SquareVariant};

/// Standard, 1. c8-c6 h4-f2 2. g8-g6 h2-e2.
fn game() -> Game {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    for turn in ["c8-c6", "h4-f2", "g8-g6", "h2-e2"] {
        play_text(&mut game, turn).unwrap();
    }
    game
}

fn node(line: &[usize], turn: usize) -> SpotView {
    SpotView::Node { line: line.to_vec(), turn }
}

/// The variations of the game above: 1… h2-f2 2. g8-g6 (2. b8-b6) in place of 1… h4-f2.
fn with_variations(game: &Game) -> Variations {
    let mut kept = Variations::default();
    assert_eq!(kept.play_in(game, &[], 1, "h2-f2").unwrap(), node(&[0], 0));
    assert_eq!(kept.play_in(game, &[0], 0, "g8-g6").unwrap(), node(&[0], 1));
    assert_eq!(kept.play_in(game, &[0], 0, "b8-b6").unwrap(), node(&[0, 0], 0));
    kept
}

/// The record of `game` with `kept`'s variations.
fn record(game: &Game, kept: &mut Variations) -> String {
    boundary::record(game, &kept.with_notes(game, &Annotations::default()))
}

#[test]
fn a_turn_on_a_reviewed_position_follows_enters_or_starts_a_line() {
    let game = game();
    let mut kept = with_variations(&game);
    let before = record(&game, &mut kept);
    assert_eq!(
        before.lines().last().unwrap(),
        "1. c8-c6 h4-f2 (1... h2-f2 2. g8-g6 (2. b8-b6)) 2. g8-g6 h2-e2 *"
    );
    // The main line's own turn is followed; a variation's first turn enters it, making nothing.
    assert_eq!(kept.play_in(&game, &[], 1, "h4-f2").unwrap(), SpotView::Main { ply: 2 });
    assert_eq!(kept.play_in(&game, &[], 1, "h2-f2").unwrap(), node(&[0], 0));
    assert_eq!(kept.play_in(&game, &[0], 0, "g8-g6").unwrap(), node(&[0], 1));
    assert_eq!(kept.play_in(&game, &[0], 0, "b8-b6").unwrap(), node(&[0, 0], 0));
    assert_eq!(record(&game, &mut kept), before);
    // The list: numbered as a record numbers them, each after the turn it replaces.
    let views = kept.views(&game);
    let top = &views[0];
    assert_eq!((views.len(), top.line.clone(), top.after), (1, vec![0], 1));
    let turns: Vec<(&str, usize, bool)> =
        top.turns.iter().map(|t| (t.text.as_str(), t.number, t.first)).collect();
    assert_eq!(turns, [("h2-f2", 1, false), ("g8-g6", 2, true)]);
    assert_eq!((top.variations[0].line.clone(), top.variations[0].after), (vec![0, 0], 1));
    // A variation's position is the game's start replayed along these turns.
    assert_eq!(kept.line_to(&game, &[0, 0], 0).unwrap(), ["c8-c6", "h2-f2", "b8-b6"]);
    // An illegal turn, a half turn, the game's end and a line that is not there are refused.
    assert!(kept.play_in(&game, &[0], 1, "a2-a3").is_err());
    assert!(kept.play_in(&game, &[], 4, "b1-b3").is_err(), "the game's end is its own");
    assert!(kept.play_in(&game, &[7], 0, "b1-b3").is_err());
    assert_eq!(record(&game, &mut kept), before);
}

#[test]
fn steps_go_along_a_variation_and_back_to_where_it_starts() {
    let game = game();
    let mut kept = with_variations(&game);
    let mut step = |line: &[usize], turn, forward| kept.step(&game, line, turn, forward).unwrap();
    assert_eq!(step(&[0], 0, true), node(&[0], 1));
    assert_eq!(step(&[0], 1, true), node(&[0], 1), "the end stays");
    assert_eq!(step(&[0, 0], 0, false), node(&[0], 0));
    assert_eq!(step(&[0], 0, false), SpotView::Main { ply: 1 });
}

#[test]
fn promoting_swaps_a_line_with_the_main_line_and_back_again() {
    let game = game();
    let mut kept = with_variations(&game);
    let mut notes = Annotations::default();
    notes.set_comment(1, Some("the book move".into()));
    notes.set_tag("Black", Some("Ann"));
    let promoted = kept.promote(&game, &notes, &[0], 1).unwrap();
    assert_eq!(promoted.spot, SpotView::Main { ply: 3 });
    // The new main line, as the page loads it: the old one a variation with its comment.
    let loaded = promoted.game.unwrap();
    let now = boundary::from_link::<loa::Position>(&loaded.link).unwrap();
    assert_eq!(loaded.tags, [("Black".to_string(), "Ann".to_string())]);
    assert!(loaded.comments.is_empty());
    let written = record(&now, &mut kept);
    assert!(
        written
            .ends_with("1. c8-c6 h2-f2 (1... h4-f2 {the book move} 2. g8-g6 h2-e2) 2. g8-g6 (2. b8-b6) *\n"),
        "{written}"
    );
    // Promoted back: as it was, the comment on the main line again.
    let (back_game, back_notes) = import_annotated(&written).unwrap();
    let again = kept.promote(&back_game, &back_notes, &[0], 0).unwrap();
    assert_eq!(again.spot, SpotView::Main { ply: 2 });
    let back = again.game.unwrap();
    let back = boundary::from_link::<loa::Position>(&back.link).unwrap();
    assert_eq!(back.moves(), game.moves());
    let mut fresh = with_variations(&game);
    assert_eq!(record(&back, &mut kept), record(&game, &mut fresh));
    // A variation of a variation swaps inside its own; the game's moves stay.
    let inner = kept.promote(&game, &notes, &[0, 0], 0).unwrap();
    assert_eq!((inner.spot, inner.game), (node(&[0], 1), None));
    // A game that ended by resignation keeps its moves.
    let mut resigned = game.clone();
    resigned.resign(loa::Side::White).unwrap();
    assert!(!Variations::can_promote(&resigned, &[0]));
    assert!(kept.promote(&resigned, &notes, &[0], 0).is_err());
    assert!(Variations::can_promote(&resigned, &[0, 0]), "a variation of a variation still can");
}

#[test]
fn deleting_takes_a_variation_from_the_turn_shown_on() {
    let game = game();
    let mut kept = with_variations(&game);
    // g8-g6 deleted: b8-b6, played in its place, goes on from h2-f2.
    assert_eq!(kept.delete(&game, &[0], 1).unwrap(), node(&[0], 0));
    assert_eq!(kept.line_to(&game, &[0], 1).unwrap(), ["c8-c6", "h2-f2", "b8-b6"]);
    assert_eq!(kept.play_in(&game, &[0], 0, "g8-g6").unwrap(), node(&[0, 0], 0));
    // A variation of a variation deleted from its first turn: back where it starts.
    assert_eq!(kept.delete(&game, &[0, 0], 0).unwrap(), node(&[0], 0));
    assert_eq!(kept.delete(&game, &[0], 0).unwrap(), SpotView::Main { ply: 1 });
    assert!(!kept.any());
    assert!(kept.delete(&game, &[0], 0).is_err());
}

#[test]
fn variations_are_read_back_from_the_record_they_are_written_in() {
    let game = game();
    let mut kept = with_variations(&game);
    kept.set_comment(&[0], 1, Some("and White is fine".into())).unwrap();
    assert!(kept.set_comment(&[0], 9, Some("nowhere".into())).is_err());
    let written = record(&game, &mut kept);
    let (read_game, notes) = import_annotated(&written).unwrap();
    let mut read = Variations::read(&read_game, &notes);
    assert_eq!(read.views(&read_game), kept.views(&game));
    assert_eq!(read.views(&read_game)[0].turns[1].comment.as_deref(), Some("and White is fine"));
}

#[test]
fn the_main_line_changing_keeps_or_forgets_the_variations_of_its_turns() {
    let mut game = game();
    let mut kept = with_variations(&game);
    // Turns played at the end keep every variation.
    play_text(&mut game, "b1-b3").unwrap();
    assert_eq!(kept.views(&game).len(), 1);
    // Taken back to before the turn a variation replaces: hidden, and back when redone.
    boundary::truncate(&mut game, 1).unwrap();
    assert!(kept.views(&game).is_empty());
    while game.redo().is_some() {}
    assert_eq!(kept.views(&game).len(), 1);
    // Another turn played in place of the ones taken back: their variations are forgotten,
    // and the variations of the turn replaced stay its alternatives.
    boundary::truncate(&mut game, 1).unwrap();
    play_text(&mut game, "h3-f1").unwrap();
    assert_eq!(kept.views(&game).len(), 1);
    boundary::truncate(&mut game, 0).unwrap();
    play_text(&mut game, "b1-b3").unwrap();
    assert!(kept.views(&game).is_empty());
    play_text(&mut game, "h4-f2").unwrap();
    assert!(kept.views(&game).is_empty(), "forgotten, not hidden");
}

#[test]
fn a_parachute_turn_is_kept_whole() {
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
    play_text(&mut game, "a3-c3@d4").unwrap();
    let mut kept = Variations::default();
    assert!(kept.play_in(&game, &[], 0, "a3-c3").is_err(), "half a turn");
    assert_eq!(kept.play_in(&game, &[], 0, "a3-c3@e4").unwrap(), node(&[0], 0));
    assert_eq!(kept.line_to(&game, &[0], 0).unwrap(), ["a3-c3@e4"]);
}
