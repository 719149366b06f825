//! The search's contract: a legal move at every deadline and depth, in every variant; sensible
//! behaviour on finished and passing positions; a win in one is always taken; reproducibility.
//! No test reads a real clock: deadlines are driven by a fake clock that advances on each call.

use loa::notation::parse_position;
use loa::search::{mate_distance, Limits, Searcher, MATE_BOUND};
use loa::{Game, Move, Rules, Variant};
use proptest::prelude::*;
use std::cell::Cell;

/// A game after `plies` seeded random moves (stopping early if it ends).
fn random_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(variant, Rules::default());
    let mut rng = loa::search::rng::Rng::new(seed);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]).expect("generated moves are legal");
    }
    game
}

#[test]
fn a_legal_move_at_every_deadline_even_zero() {
    for variant in Variant::ALL {
        for seed in 0..6 {
            let game = random_game(variant, seed, 6 + seed as usize * 3);
            if game.is_over() {
                continue;
            }
            for movetime in [0, 1, 5, 20] {
                // Every call to the clock moves it on by a quarter of a millisecond.
                let t = Cell::new(0.0);
                let now = || {
                    t.set(t.get() + 0.25);
                    t.get()
                };
                let mut s = Searcher::with_tt_size(1 << 16);
                let limits = Limits { level: 6, depth: None, movetime_ms: Some(movetime), seed };
                let r = s.search(&game, &limits, &now, &mut |_| {});
                assert!(game.position().is_legal(r.best), "{variant} {movetime} ms: {}", r.best);
                assert!(r.info.depth >= 1, "depth 1 always completes");
            }
        }
    }
}

#[test]
fn every_level_and_depth_one_play_legal_moves_through_whole_games_in_every_variant() {
    for variant in Variant::ALL {
        for level in [0u8, 1, 2, 3, 6] {
            let mut game = Game::new(variant, Rules::default());
            let mut searcher = Searcher::with_tt_size(1 << 18);
            while !game.is_over() && game.moves().len() < 120 {
                let depth = if level == 6 { Some(2) } else { None };
                let limits = Limits { level, depth, movetime_ms: None, seed: game.moves().len() as u64 };
                let r = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
                game.play(r.best).unwrap_or_else(|e| panic!("{variant} level {level}: {}: {e}", r.best));
            }
        }
    }
}

#[test]
fn a_finished_game_gives_the_pass_at_depth_zero() {
    // Black connected: b1 c1 d1 in a row; White scattered.
    // 8  w . . . . . . w
    // 7-2  (empty)
    // 1  . b b b . . . .
    //    a b c d e f g h
    let (pos, _) = parse_position("standard w6w/8/8/8/8/8/8/1bbb4 w").expect("valid");
    let game = Game::from_position(pos, Rules::default());
    assert!(game.is_over());
    let mut reports = 0;
    let r = Searcher::with_tt_size(1 << 16).search(&game, &Limits::default(), &|| 0.0, &mut |_| reports += 1);
    assert_eq!(r.best, Move::PASS);
    assert_eq!((r.info.depth, r.info.pv.len()), (0, 0));
    assert_eq!(reports, 1);
}

#[test]
fn a_player_without_moves_passes() {
    // Black's a1 and h8 are walled in: every line would jump a white piece.
    // 8  . . . . . . w b
    // 7  . . . . . . w w
    // 2  w w . . . . . .
    // 1  b w . . . . . .
    let (pos, _) = parse_position("standard 6wb/6ww/8/8/8/8/ww6/bw6 b").expect("valid");
    let mut game = Game::from_position(pos, Rules::default());
    assert!(!game.is_over());
    for level in [1, 4, 6] {
        let limits = Limits { level, depth: Some(3), movetime_ms: None, seed: 0 };
        let r = Searcher::with_tt_size(1 << 16).search(&game, &limits, &|| 0.0, &mut |_| {});
        assert_eq!(r.best, Move::PASS);
    }
    game.play(Move::PASS).expect("the pass is legal");
    let r = Searcher::with_tt_size(1 << 16).search(
        &game,
        &Limits { depth: Some(3), ..Limits::default() },
        &|| 0.0,
        &mut |_| {},
    );
    assert!(game.position().is_legal(r.best), "White has moves: {}", r.best);
}

#[test]
fn the_same_seed_and_depth_give_the_same_move_and_score() {
    let cases = [(1u8, None), (2, None), (3, None), (4, None), (5, None), (6, Some(5)), (4, Some(3))];
    for (level, depth) in cases {
        let game = random_game(Variant::Standard, 99, 10);
        let limits = Limits { level, depth, movetime_ms: None, seed: 5 };
        let a = Searcher::with_tt_size(1 << 20).search(&game, &limits, &|| 0.0, &mut |_| {});
        let b = Searcher::with_tt_size(1 << 20).search(&game, &limits, &|| 0.0, &mut |_| {});
        assert_eq!(a, b, "level {level}");
    }
}

#[test]
fn reports_come_after_each_iteration_with_growing_depth() {
    let game = Game::new(Variant::Standard, Rules::default());
    let mut depths = vec![];
    let limits = Limits { level: 6, depth: Some(4), movetime_ms: None, seed: 0 };
    let r = Searcher::with_tt_size(1 << 20).search(&game, &limits, &|| 0.0, &mut |i| depths.push(i.depth));
    assert_eq!(depths, vec![1, 2, 3, 4]);
    assert_eq!(r.info.pv.first(), Some(&r.best));
    assert!(r.info.score.abs() < MATE_BOUND);
}

#[test]
fn parachute_drops_keep_the_same_players_view() {
    // After Black's slide a drop by Black is due; the search from there returns a drop, and the
    // scores before and after the slide agree in sign convention (both Black's view), so the
    // chosen slide's score equals the drop position's score at one ply less.
    let mut game = Game::new(Variant::Parachute, Rules::default());
    let limits = Limits { level: 6, depth: Some(3), movetime_ms: None, seed: 0 };
    let r = Searcher::with_tt_size(1 << 20).search(&game, &limits, &|| 0.0, &mut |_| {});
    game.play(r.best).expect("legal slide");
    assert!(game.position().drop_due());
    let limits2 = Limits { depth: Some(2), ..limits };
    let d = Searcher::with_tt_size(1 << 20).search(&game, &limits2, &|| 0.0, &mut |_| {});
    assert!(d.best.is_drop());
    assert_eq!(d.info.score, r.info.score, "same player, same view, same tree below");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Whenever the player to move has a move that wins at once, depth 1 plays a winning move.
    #[test]
    fn a_win_in_one_is_always_taken(seed in 0u64..1_000_000, plies in 10usize..80, v in 0usize..6) {
        let variant = Variant::ALL[v];
        let game = random_game(variant, seed, plies);
        prop_assume!(!game.is_over());
        let pos = *game.position();
        let me = pos.side_to_move();
        let wins = |m: Move| {
            let mut next = pos;
            next.play_unchecked(m);
            next.connection_outcome(game.rules().simultaneous).and_then(|o| o.winner()) == Some(me)
        };
        let winning = pos.legal_moves().iter().any(|&m| wins(m));
        let r = Searcher::with_tt_size(1 << 16).search(&game, &Limits { level: 6, depth: Some(1), movetime_ms: None, seed }, &|| 0.0, &mut |_| {});
        prop_assert!(pos.is_legal(r.best));
        if winning {
            prop_assert!(wins(r.best), "{} does not win\n{}", r.best, pos);
            prop_assert_eq!(mate_distance(r.info.score), Some(1));
        } else if !pos.drop_due() && variant != Variant::Parachute {
            prop_assert!(r.info.score < MATE_BOUND);
        }
    }
}
