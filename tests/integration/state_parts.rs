//! A state read in parts (`GameState::between`, which the page uses so that a long game's
//! history crosses to it once): its history and turns are exactly the whole state's from the
//! ply asked, the rest of it is the whole state's, and the wide boards' cut of a whole state
//! (`GameState::within`) is the same cut.

use loa::boundary::GameState;
use loa::{Game, Rules, SquareVariant};

/// A game of `plies` plies in `variant`, each move the `i`-th legal one in turn, so that a
/// Parachute game has moves with their drops.
fn game_of(variant: SquareVariant, plies: usize) -> Game {
    let mut game = Game::new(variant, Rules::default());
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[(i * 7) % legal.len()];
        game.play(m).unwrap();
    }
    game
}

#[test]
fn a_state_read_in_parts_is_the_whole_state_cut_where_asked() {
    for variant in [SquareVariant::Standard, SquareVariant::Parachute, SquareVariant::AmbiLoa] {
        let game = game_of(variant, 40);
        let whole = GameState::of(&game);
        let plies = whole.history.len();
        assert!(plies > 10, "{variant:?}: {plies} plies");
        assert_eq!(GameState::between(&game, 0, usize::MAX), whole);
        for from in 0..=plies + 1 {
            for to in [from, from + 1, from + 5, plies, usize::MAX] {
                let part = GameState::between(&game, from, to);
                let at = from.min(plies);
                assert_eq!(part, whole.clone().within(from, to), "{variant:?} {from}..{to}");
                assert_eq!(part.history_from, at);
                assert_eq!(part.history, whole.history[at..to.clamp(at, plies)]);
                // The turns left out ended before ply `from - 1` (`from` at most the last ply); those sent start before `to`.
                let kept = part.turns_from;
                assert!(whole.turns[..kept].iter().all(|t| t.plies[1] + 1 < at));
                assert_eq!(part.turns, whole.turns[kept..kept + part.turns.len()]);
                assert!(part.turns.iter().all(|t| t.plies[0] < to && t.plies[1] + 1 >= at));
                // Everything else is the whole state's.
                let rest = GameState {
                    history: whole.history.clone(),
                    history_from: 0,
                    turns: whole.turns.clone(),
                    turns_from: 0,
                    ..part
                };
                assert_eq!(rest, whole, "{variant:?} {from}..{to}");
            }
        }
    }
}
