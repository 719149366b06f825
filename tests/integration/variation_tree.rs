//! Variations as the page makes them (src/boundary/variations.rs over the tree of
//! src/notation/variation.rs): a move on a reviewed position enters or starts a variation; the
//! variations are listed numbered, stepped through, promoted (and promoted back to where they
//! were), deleted, handed over with an imported game and played back the same, and forgotten
//! with the main-line turns they were of.

use loa::boundary::input::Input;
use loa::boundary::{self, PlayedIn, SpotView};
use loa::notation::{play_text, Annotations};
use loa::{Game, Rules, SquareVariant};

/// Standard, 1. c8-c6 h4-f2 2. g8-g6 h2-e2.
fn game() -> Game {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    for turn in ["c8-c6", "h4-f2", "g8-g6", "h2-e2"] {
        play_text(&mut game, turn).unwrap();
    }
    game
}

fn text(t: &str) -> Input {
    Input::Text(t.to_string())
}

fn node(line: &[usize], turn: usize) -> SpotView {
    SpotView::Node { line: line.to_vec(), turn }
}

/// Plays `turn` on the position `line`/`at` names; → where it led.
fn play(game: &Game, notes: &mut Annotations, line: &[usize], at: usize, turn: &str) -> SpotView {
    match boundary::play_in(game, notes, line, at, &[text(turn)]).unwrap() {
        PlayedIn::Turn(spot) => spot,
        PlayedIn::Half { .. } => panic!("{turn} is a whole turn"),
    }
}

/// The variations of the game above: 1… h2-f2 2. g8-g6 (2. b8-b6) in place of 1… h4-f2.
fn with_variations(game: &Game) -> Annotations {
    let mut notes = Annotations::default();
    assert_eq!(play(game, &mut notes, &[], 1, "h2-f2"), node(&[0], 0));
    assert_eq!(play(game, &mut notes, &[0], 0, "g8-g6"), node(&[0], 1));
    assert_eq!(play(game, &mut notes, &[0], 0, "b8-b6"), node(&[0, 0], 0));
    notes
}

#[test]
fn a_move_on_a_reviewed_position_follows_enters_or_starts_a_line() {
    let game = game();
    let mut notes = with_variations(&game);
    let before = notes.clone();
    // The main line's own move is followed; a variation's first move enters it, making nothing.
    assert_eq!(play(&game, &mut notes, &[], 1, "h4-f2"), SpotView::Main { ply: 2 });
    assert_eq!(play(&game, &mut notes, &[], 1, "h2-f2"), node(&[0], 0));
    assert_eq!(play(&game, &mut notes, &[0], 0, "g8-g6"), node(&[0], 1));
    assert_eq!(play(&game, &mut notes, &[0], 0, "b8-b6"), node(&[0, 0], 0));
    assert_eq!(notes, before);
    // The list: numbered as a record numbers them, each after the turn it replaces.
    let views = boundary::variation_views(&game, &notes);
    assert_eq!(views.len(), 1);
    let top = &views[0];
    assert_eq!((top.line.clone(), top.after), (vec![0], 1));
    let turns: Vec<(&str, usize, bool)> =
        top.turns.iter().map(|t| (t.text.as_str(), t.number, t.first)).collect();
    assert_eq!(turns, [("h2-f2", 1, false), ("g8-g6", 2, true)]);
    assert_eq!((top.variations[0].line.clone(), top.variations[0].after), (vec![0, 0], 1));
    // A variation's position: the game's moves to where it starts, then its own.
    let state = boundary::node_state(&game, &notes, &[0, 0], 0).unwrap();
    let played: Vec<&str> = state.history.iter().map(|m| m.mv.text.as_str()).collect();
    assert_eq!(played, ["c8-c6", "h2-f2", "b8-b6"]);
    // An illegal move is refused with the rules' reason and changes nothing.
    assert!(boundary::play_in(&game, &mut notes, &[0], 1, &[text("a2-a3")]).is_err());
    assert!(
        boundary::play_in(&game, &mut notes, &[], 4, &[text("b1-b3")]).is_err(),
        "the game's end is its own"
    );
    assert!(boundary::play_in(&game, &mut notes, &[7], 0, &[text("b1-b3")]).is_err());
    assert_eq!(notes, before);
}

#[test]
fn steps_go_along_a_variation_and_back_to_where_it_starts() {
    let game = game();
    let notes = with_variations(&game);
    let step = |line: &[usize], turn, forward| boundary::step(&game, &notes, line, turn, forward).unwrap();
    assert_eq!(step(&[0], 0, true), node(&[0], 1));
    assert_eq!(step(&[0], 1, true), node(&[0], 1), "the end stays");
    assert_eq!(step(&[0, 0], 0, false), node(&[0], 0));
    assert_eq!(step(&[0], 0, false), SpotView::Main { ply: 1 });
}

#[test]
fn promoting_swaps_a_line_with_the_main_line_and_back_again() {
    let mut game = game();
    let mut notes = with_variations(&game);
    notes.set_comment(1, Some("the book move".into()));
    let (start, before) = (game.moves().to_vec(), notes.clone());
    assert_eq!(boundary::promote(&mut game, &mut notes, &[0], 1).unwrap(), SpotView::Main { ply: 3 });
    let main: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(main, ["c8-c6", "h2-f2", "g8-g6"]);
    // The old main line is a variation with its comment; the promoted line's own came along.
    let demoted = &notes.variations[0];
    assert_eq!((demoted.at, demoted.turns.len()), (1, 3));
    assert_eq!(demoted.turns[0].comment.as_deref(), Some("the book move"));
    assert_eq!((notes.variations[1].at, notes.variations[1].turns[0].text.as_str()), (2, "b8-b6"));
    assert!(notes.comments.is_empty());
    // Promoted back: as it was.
    assert_eq!(boundary::promote(&mut game, &mut notes, &[0], 0).unwrap(), SpotView::Main { ply: 2 });
    assert_eq!((game.moves(), &notes), (&start[..], &before));
    // A game that ended by resignation keeps its moves.
    game.resign(loa::Side::White).unwrap();
    assert!(!boundary::can_promote(&game, &[0]));
    assert!(boundary::promote(&mut game, &mut notes, &[0], 0).is_err());
    assert!(boundary::can_promote(&game, &[0, 0]), "a variation of a variation still can");
}

#[test]
fn deleting_takes_a_variation_from_the_turn_shown_on() {
    let game = game();
    let mut notes = with_variations(&game);
    // g8-g6 deleted: b8-b6, played in its place, goes on from h2-f2.
    assert_eq!(boundary::delete(&game, &mut notes, &[0], 1).unwrap(), node(&[0], 0));
    let texts: Vec<&str> = notes.variations[0].turns.iter().map(|t| t.text.as_str()).collect();
    assert_eq!((texts, notes.variations[0].variations.len()), (vec!["h2-f2", "b8-b6"], 0));
    assert_eq!(play(&game, &mut notes, &[0], 0, "g8-g6"), node(&[0, 0], 0));
    // A variation of a variation deleted from its first turn: back where it starts.
    assert_eq!(boundary::delete(&game, &mut notes, &[0, 0], 0).unwrap(), node(&[0], 0));
    assert_eq!(boundary::delete(&game, &mut notes, &[0], 0).unwrap(), SpotView::Main { ply: 1 });
    assert!(notes.variations.is_empty());
    assert!(boundary::delete(&game, &mut notes, &[0], 0).is_err());
}

#[test]
fn an_imported_games_variations_play_back_the_same() {
    let game = game();
    let mut notes = with_variations(&game);
    notes.variations[0].turns[1].comment = Some("and White is fine".into());
    let turns = boundary::imported_turns(&game, &notes);
    let mut again = Annotations::default();
    let mut spots: Vec<SpotView> = Vec::new();
    for turn in &turns {
        let (line, at) = match turn.from.map(|i| spots[i].clone()) {
            None => (vec![], turn.ply),
            Some(SpotView::Main { ply }) => (vec![], ply),
            Some(SpotView::Node { line, turn }) => (line, turn),
        };
        let spot = play(&game, &mut again, &line, at, &turn.text);
        if let (Some(comment), SpotView::Node { line, turn }) = (&turn.comment, &spot) {
            boundary::set_variation_comment(&mut again, line, *turn, Some(comment.clone())).unwrap();
        }
        spots.push(spot);
    }
    assert_eq!(again, notes);
}

#[test]
fn taking_back_main_line_turns_forgets_their_variations() {
    let mut game = game();
    let mut notes = with_variations(&game);
    boundary::forget_after(&game, &mut notes, 4);
    assert_eq!(notes.variations.len(), 1, "moves played at the end keep every variation");
    boundary::truncate(&mut game, 1).unwrap();
    boundary::forget_after(&game, &mut notes, 1);
    assert!(notes.variations.is_empty());
}

#[test]
fn a_parachute_move_waits_for_its_drop_before_it_is_a_turn() {
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
    play_text(&mut game, "a3-c3@d4").unwrap();
    let mut notes = Annotations::default();
    let half = boundary::play_in(&game, &mut notes, &[], 0, &[text("a3-c3")]).unwrap();
    assert!(matches!(half, PlayedIn::Half { ref state } if state.drop_due), "{half:?}");
    assert!(notes.variations.is_empty());
    let whole = boundary::play_in(&game, &mut notes, &[], 0, &[text("a3-c3"), text("@e4")]).unwrap();
    assert_eq!(whole, PlayedIn::Turn(node(&[0], 0)));
    assert_eq!(notes.variations[0].turns[0].text, "a3-c3@e4");
}
