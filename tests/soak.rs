//! The native soak: random games of every variant through the checked `Game` API, with the
//! invariants of `tests/integration/properties.rs` checked at every ply:
//! - the incremental hash equals a fresh one, and the move count equals the move list;
//! - the game is over exactly when it has no legal moves;
//! - sampled slides, drops and the pass are accepted exactly when generated (cozy-chess style);
//! - play, undo and redo: undo restores the position, hash, outcome and history; redo replays;
//! - a finished game's result fits its final position and rules.
//!
//! A short run is part of `cargo test`; the long one (100,000 games per variant) is
//! `./build.sh soak`, or `SOAK_GAMES=100000 cargo test --test soak -- --ignored --nocapture`.

mod common;

use common::Rng;
use loa::{Game, Move, Outcome, Rules, Simultaneous, Square, SquareVariant, Variant};
use std::time::Instant;

/// Random candidate moves offered to `Game::check` at each ply.
const SAMPLED_PER_PLY: usize = 2;

/// A game that no rule has ended after this many plies is stopped (and counted).
const MAX_PLIES: usize = 1_000;

#[derive(Default, Clone, Copy)]
struct Tally {
    games: u64,
    plies: u64,
    checks: u64,
    capped: u64,
}

fn random_rules(rng: &mut Rng) -> Rules {
    let simultaneous = if rng.below(2) == 0 { Simultaneous::MoverWins } else { Simultaneous::Draw };
    // Most games get a move limit so they end; the others end by connection or repetition.
    let move_limit = if rng.below(4) == 0 { None } else { Some(20 + rng.below(200) as u32) };
    Rules { simultaneous, repetition: rng.below(3) != 0, move_limit, reversed: false }
}

fn random_candidate(rng: &mut Rng, size: u8) -> Move {
    let square = |rng: &mut Rng| {
        Square::from_coords(rng.below(size as usize) as u8, rng.below(size as usize) as u8)
            .expect("on the board")
    };
    match rng.below(10) {
        0 => Move::PASS,
        1 | 2 => Move::drop(square(rng)),
        _ => Move::slide(square(rng), square(rng), rng.below(2) == 0),
    }
}

fn check_ply(game: &mut Game, rng: &mut Rng, tally: &mut Tally) -> Option<Move> {
    let pos = *game.position();
    assert_eq!(pos.hash(), pos.compute_hash(), "incremental hash\n{pos}");
    let moves = game.legal_moves();
    assert_eq!(moves.is_empty(), game.is_over(), "over exactly when no move is legal\n{pos}");
    if let Some(outcome) = game.outcome() {
        check_outcome(game, outcome);
        return None;
    }
    assert_eq!(pos.count_legal_moves() as usize, moves.len(), "move count\n{pos}");
    let size = pos.variant().size().width();
    for _ in 0..SAMPLED_PER_PLY {
        let m = if rng.below(4) == 0 { moves[rng.below(moves.len())] } else { random_candidate(rng, size) };
        let generated = moves.iter().copied().find(|g| g.same_squares(m));
        assert_eq!(game.check(m).ok(), generated, "{m} is legal exactly when generated\n{pos}");
        tally.checks += 1;
    }
    let m = moves[rng.below(moves.len())];
    let (before_len, before_outcome) = (game.moves().len(), game.outcome());
    game.play(m).unwrap_or_else(|e| panic!("{m} is generated, so it plays: {e}\n{pos}"));
    let after = (*game.position(), game.outcome());
    assert_eq!(game.undo(), Some(m));
    assert_eq!((*game.position(), game.position().hash()), (pos, pos.hash()), "undo restores\n{pos}");
    assert_eq!(
        (game.moves().len(), game.outcome()),
        (before_len, before_outcome),
        "undo restores the history"
    );
    assert_eq!(game.redo(), Some(m));
    assert_eq!((*game.position(), game.outcome()), after, "redo replays {m}");
    Some(m)
}

/// The result fits the final position and rules (the soak's short form of properties.rs).
fn check_outcome(game: &Game, outcome: Outcome) {
    let pos = game.position();
    assert!(!pos.drop_due(), "a game never ends in the middle of a Parachute turn\n{pos}");
    match outcome {
        Outcome::Win { winner, .. } => {
            assert!(pos.is_side_connected(winner), "the winner is connected\n{pos}")
        }
        Outcome::Draw(loa::DrawReason::MoveLimit) => {
            assert_eq!(game.rules().move_limit, Some(game.turns_played()), "move limit\n{pos}")
        }
        Outcome::Draw(loa::DrawReason::Repetition) => {
            assert!(game.rules().repetition && game.repetitions() >= 3, "repetition\n{pos}")
        }
        Outcome::Draw(loa::DrawReason::SimultaneousConnection) => {
            assert_eq!(game.rules().simultaneous, Simultaneous::Draw, "simultaneous draw\n{pos}")
        }
        // The soak's random play never offers a draw.
        Outcome::Draw(loa::DrawReason::Agreement) => panic!("a draw by agreement nobody offered\n{pos}"),
    }
}

fn soak_variant(variant: SquareVariant, games: u64, seed: u64) -> Tally {
    let mut rng = Rng::new(seed ^ variant as u64);
    let mut tally = Tally::default();
    for _ in 0..games {
        let mut game = Game::new(variant, random_rules(&mut rng));
        let mut plies = 0;
        while check_ply(&mut game, &mut rng, &mut tally).is_some() {
            plies += 1;
            if plies == MAX_PLIES {
                tally.capped += 1;
                break;
            }
        }
        tally.games += 1;
        tally.plies += plies as u64;
    }
    tally
}

/// Soaks every variant, spreading them over the machine's cores, and prints the counts.
fn soak(games: u64, seed: u64) {
    let started = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(SquareVariant::ALL.len());
    let tallies: Vec<(SquareVariant, Tally)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mine = SquareVariant::ALL.into_iter().skip(t).step_by(threads);
                    mine.map(|v| (v, soak_variant(v, games, seed))).collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a soak thread failed")).collect()
    });
    let seconds = started.elapsed().as_secs_f64();
    println!("soak: {games} random games per variant, seed {seed}, {threads} threads, {seconds:.1} s");
    for (variant, t) in &tallies {
        println!(
            "  {:<16} {:>8} games {:>11} plies {:>12} sampled checks {:>5} capped",
            Variant::from(*variant).name(),
            t.games,
            t.plies,
            t.checks,
            t.capped
        );
    }
    assert!(tallies.iter().all(|(_, t)| t.games == games));
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

#[test]
fn random_games_keep_every_invariant_at_every_ply() {
    soak(200, env_number("SOAK_SEED", 1));
}

/// The long run of `./build.sh soak`.
#[test]
#[ignore = "long: run by ./build.sh soak"]
fn a_hundred_thousand_random_games_per_variant() {
    soak(env_number("SOAK_GAMES", 100_000), env_number("SOAK_SEED", 2));
}
