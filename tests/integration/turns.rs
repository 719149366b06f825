//! Undo and redo of whole turns (`Game::undo_turn`, `Game::redo_turn`): a Parachute move goes
//! back and comes back together with its drop; elsewhere a turn is one ply.

use loa::notation::{parse_position, play_text};
use loa::{Game, Rules, SquareVariant};

fn game_after(variant: SquareVariant, turns: &[&str]) -> Game {
    let mut game = Game::new(variant, Rules::default());
    for turn in turns {
        play_text(&mut game, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    game
}

fn texts(game: &Game) -> Vec<String> {
    game.moves().iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_standard_turn_is_one_ply() {
    let mut game = game_after(SquareVariant::Standard, &["b1-d3", "a2-c2"]);
    assert_eq!(game.undo_turn(), 1);
    assert_eq!(texts(&game), ["b1-d3"]);
    assert_eq!(game.redo_turn(), 1);
    assert_eq!(texts(&game), ["b1-d3", "a2-c2"]);
    assert_eq!(game.redo_turn(), 0, "nothing left to redo");
}

#[test]
fn a_parachute_move_goes_back_and_comes_back_with_its_drop() {
    let mut game = game_after(SquareVariant::Parachute, &["a3-c3@d4", "a2-c2@e5"]);
    let after_two_turns = *game.position();
    assert_eq!(game.undo_turn(), 2);
    assert_eq!(texts(&game), ["a3-c3", "@d4"]);
    assert_eq!(game.undo_turn(), 2);
    assert!(game.moves().is_empty());
    assert_eq!(game.undo_turn(), 0, "nothing left to undo");
    assert_eq!(game.redo_turn(), 2);
    assert_eq!(texts(&game), ["a3-c3", "@d4"]);
    assert!(!game.position().drop_due());
    assert_eq!(game.redo_turn(), 2);
    assert_eq!(*game.position(), after_two_turns);
}

#[test]
fn a_move_whose_drop_is_still_due_is_a_turn_of_its_own() {
    let mut game = game_after(SquareVariant::Parachute, &["a3-c3@d4", "a2-c2"]);
    assert!(game.position().drop_due());
    assert_eq!(game.undo_turn(), 1, "only the move: its drop was never played");
    assert_eq!(texts(&game), ["a3-c3", "@d4"]);
    assert_eq!(game.redo_turn(), 1);
    assert_eq!(texts(&game), ["a3-c3", "@d4", "a2-c2"]);
    assert!(game.position().drop_due());
}

#[test]
fn a_drop_taken_back_alone_is_replayed_alone() {
    let mut game = game_after(SquareVariant::Parachute, &["a3-c3@d4"]);
    game.undo();
    assert_eq!(game.redo_turn(), 1, "the drop completes the turn under way");
    assert_eq!(texts(&game), ["a3-c3", "@d4"]);
}

#[test]
fn a_game_set_up_mid_turn_undoes_its_first_drop_alone() {
    let start = "parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6 mover-wins,repetition";
    let (pos, rules) = parse_position(start).unwrap();
    let mut game = Game::from_position(pos, rules);
    play_text(&mut game, "@d4").unwrap();
    play_text(&mut game, "a2-c2@e5").unwrap();
    assert_eq!(game.undo_turn(), 2);
    assert_eq!(game.undo_turn(), 1, "the drop that completed the turn begun before the setup");
    assert!(game.moves().is_empty());
    assert_eq!(game.redo_turn(), 1);
    assert_eq!(texts(&game), ["@d4"]);
}

#[test]
fn playing_after_undo_turn_clears_what_redo_turn_would_replay() {
    let mut game = game_after(SquareVariant::Parachute, &["a3-c3@d4"]);
    game.undo_turn();
    play_text(&mut game, "a5-c5@d5").unwrap();
    assert_eq!(game.redo_turn(), 0);
}
