//! Undo and redo of whole turns (`Game::undo_turn`, `Game::redo_turn`): a Parachute move goes
//! back and comes back together with its drop; elsewhere a turn is one ply.

use loa::notation::{parse_position, play_text};
use loa::{Game, Rules, SquareVariant, Variant};

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

/// On every board but Parachute a turn is one ply: undo and redo of a turn take and give back
/// one move, and nothing is left to redo after it.
#[test]
fn a_turn_is_one_ply_on_every_board_without_drops() {
    use crate::boards::{each_board, new_game, play_turns, EVERY_BOARD};
    use loa::boundary::PageBoard;
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 31, 2);
        let played = game.moves().to_vec();
        assert_eq!(game.undo_turn(), 1);
        assert_eq!(game.moves(), &played[..1]);
        assert_eq!(game.redo_turn(), 1);
        assert_eq!(game.moves(), played);
        assert_eq!(game.redo_turn(), 0, "nothing left to redo");
    }
    let without_drops: Vec<Variant> = EVERY_BOARD.into_iter().filter(|&v| v != Variant::Parachute).collect();
    each_board!(without_drops, check);
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
