//! Self-play match runner: level A against level B, N games, colours alternated, each pair of
//! games starting from the same varied opening (2–4 seeded random plies), then a table.
//!
//! `cargo run --release --example match -- [A B]... [--games N] [--movetime MS] [--seed S]
//!  [--variant KEY] [--threads T]`
//!
//! Pairs are given as `A B` level numbers (0 is the first simple player, the baseline); with no
//! pair the ladder `1 0, 2 1, 3 2, 4 3, 5 4, 6 5, 6 0` is played. Level 6 searches `--movetime`
//! milliseconds per move (default 50); levels 1–5 use their node budgets, so their games are
//! reproducible. Games reaching 300 plies are scored as draws.
//!
//! `--ladder` plays the ladder `1 0, 2 1, 3 2, 4 3, 5 4, 6 5` and checks each line against the
//! levels' promise: level 1 wins at most 80% against the baseline, and every level
//! beats the one below by 60–90%; each line ends PASS or FAIL and the run exits 1 on a FAIL.
//! The figures: `cargo run --release --example match -- --ladder --games 400 --threads 2`.
//!
//! A/B tests: `--a-null on|off`, `--a-quiet-wins on|off`, `--a-aspiration on|off`, `--a-weight NAME=VALUE` (an evaluation weight,
//! e.g. `mobility=10`), `--a-mcts` (the experimental Monte-Carlo tree search; needs `--features mcts`), and `--b-…` alike, change one player's search.

use loa::search::rng::Rng;
use loa::search::{Limits, Searcher, Tuning};
use loa::{Game, Outcome, Rules, SquareVariant, Variant};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

const MAX_PLIES: usize = 300;

struct Options {
    pairs: Vec<(u8, u8)>,
    games: usize,
    movetime: u64,
    seed: u64,
    variant: SquareVariant,
    threads: usize,
    /// Check each pair against the ladder's criteria.
    ladder: bool,
    /// Tuning of A and B (A/B tests of evaluation terms and search switches).
    tuning: [Tuning; 2],
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        pairs: vec![],
        games: 40,
        movetime: 50,
        seed: 1,
        variant: SquareVariant::Standard,
        threads: 1,
        ladder: false,
        tuning: [Tuning::default(); 2],
    };
    let mut levels = vec![];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--games" => o.games = value("--games")?.parse().map_err(|_| "--games: not a number")?,
            "--movetime" => {
                o.movetime = value("--movetime")?.parse().map_err(|_| "--movetime: not a number")?
            }
            "--ladder" => o.ladder = true,
            "--seed" => o.seed = value("--seed")?.parse().map_err(|_| "--seed: not a number")?,
            "--threads" => o.threads = value("--threads")?.parse().map_err(|_| "--threads: not a number")?,
            "--variant" => {
                let v = value("--variant")?;
                let variant = Variant::parse(&v).ok_or(format!("--variant: unknown variant {v}"))?;
                o.variant = SquareVariant::try_from(variant).map_err(|e| format!("--variant: {e}"))?;
            }
            "--a-null" | "--b-null" => {
                let t = &mut o.tuning[(a == "--b-null") as usize];
                t.null_move = match value(&a)?.as_str() {
                    "on" => true,
                    "off" => false,
                    v => return Err(format!("{a}: on or off, not {v}")),
                };
            }
            "--a-quiet-wins" | "--b-quiet-wins" => {
                let t = &mut o.tuning[(a == "--b-quiet-wins") as usize];
                t.quiet_wins = match value(&a)?.as_str() {
                    "on" => true,
                    "off" => false,
                    v => return Err(format!("{a}: on or off, not {v}")),
                };
            }
            "--a-aspiration" | "--b-aspiration" => {
                let t = &mut o.tuning[(a == "--b-aspiration") as usize];
                t.aspiration = match value(&a)?.as_str() {
                    "on" => true,
                    "off" => false,
                    v => return Err(format!("{a}: on or off, not {v}")),
                };
            }
            #[cfg(feature = "mcts")]
            "--a-mcts" | "--b-mcts" => o.tuning[(a == "--b-mcts") as usize].mcts = true,
            #[cfg(not(feature = "mcts"))]
            "--a-mcts" | "--b-mcts" => {
                return Err(format!(
                    "{a}: the MCTS is an experiment outside the default build; run with --features mcts"
                ))
            }
            "--a-weight" | "--b-weight" => {
                let t = &mut o.tuning[(a == "--b-weight") as usize];
                let v = value(&a)?;
                let (name, n) = v.split_once('=').ok_or(format!("{a}: expected name=value, not {v}"))?;
                let n = n.parse().map_err(|_| format!("{a}: {n} is not a number"))?;
                t.weights.set(name, n)?;
            }
            level => levels.push(level.parse::<u8>().map_err(|_| format!("not a level or option: {level}"))?),
        }
    }
    if levels.len() % 2 != 0 {
        return Err("levels come in pairs: A B".into());
    }
    if levels.iter().any(|&l| l > 6) {
        return Err("levels are 0 to 6".into());
    }
    o.pairs = levels.chunks(2).map(|p| (p[0], p[1])).collect();
    if o.ladder && !o.pairs.is_empty() {
        return Err("--ladder plays its own pairs; give no levels with it".into());
    }
    if o.ladder {
        o.pairs = vec![(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5)];
    }
    if o.pairs.is_empty() {
        o.pairs = vec![(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (6, 0)];
    }
    o.threads = o.threads.max(1);
    Ok(o)
}

/// Plays one game; `a_first` says whether level A takes the first seat's side. Returns
/// +1 if A won, -1 if B won, 0 for a draw, and the plies played.
fn play_game(o: &Options, a: u8, b: u8, index: usize, a_first: bool) -> (i32, usize) {
    let opening_seed = o.seed.wrapping_mul(1_000_003).wrapping_add((index / 2) as u64);
    let mut rng = Rng::new(opening_seed);
    let mut game = Game::new(o.variant, Rules::default());
    let opening_plies = 2 + rng.below(3) as usize;
    for _ in 0..opening_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]).expect("a generated move is legal");
    }
    let first_side = game.start_position().side_to_move().index();
    // searchers[1] plays level A, searchers[0] level B.
    let mut searchers = [Searcher::with_tt_size(4 << 20), Searcher::with_tt_size(4 << 20)];
    searchers[1].set_tuning(o.tuning[0]);
    searchers[0].set_tuning(o.tuning[1]);
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    while !game.is_over() && game.moves().len() < MAX_PLIES {
        let side = game.position().side_to_move().index();
        let a_to_move = (side == first_side) == a_first;
        let level = if a_to_move { a } else { b };
        let limits = Limits {
            level,
            depth: None,
            movetime_ms: (level == 6).then_some(o.movetime),
            seed: opening_seed ^ (level as u64) << 56,
        };
        let r = searchers[a_to_move as usize].search(&game, &limits, &now, &mut |_| {});
        if let Err(e) = game.play(r.best) {
            panic!("level {level} chose an illegal move {}: {e}\n{}", r.best, game.position());
        }
    }
    let result = match game.outcome() {
        Some(Outcome::Win { winner, .. }) => {
            let a_side = if a_first { first_side } else { first_side ^ 1 };
            if winner.index() == a_side {
                1
            } else {
                -1
            }
        }
        _ => 0,
    };
    (result, game.moves().len())
}

fn main() {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("match: {e}");
            std::process::exit(2);
        }
    };
    println!(
        "{} games per pair, {} , level 6 at {} ms/move, seed {}",
        o.games,
        Variant::from(o.variant).name(),
        o.movetime,
        o.seed
    );
    println!(
        "{:>3} vs {:<3} {:>6} {:>6} {:>6} {:>8} {:>10} {:>8}",
        "A", "B", "A won", "B won", "draws", "A score", "avg plies", "secs"
    );
    let mut failed = false;
    for &(a, b) in &o.pairs {
        let started = Instant::now();
        let next = AtomicUsize::new(0);
        let results = Mutex::new(Vec::new());
        std::thread::scope(|s| {
            for _ in 0..o.threads {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= o.games {
                        break;
                    }
                    let r = play_game(&o, a, b, i, i % 2 == 0);
                    results.lock().expect("no thread panics holding the lock").push(r);
                });
            }
        });
        let results = results.into_inner().expect("no thread panicked");
        let won = results.iter().filter(|r| r.0 > 0).count();
        let lost = results.iter().filter(|r| r.0 < 0).count();
        let drawn = results.len() - won - lost;
        let score = (won as f64 + drawn as f64 / 2.0) / results.len().max(1) as f64 * 100.0;
        let plies = results.iter().map(|r| r.1).sum::<usize>() as f64 / results.len().max(1) as f64;
        let verdict = if o.ladder {
            let (range, pass) = criterion(b, score);
            failed |= !pass;
            format!("  {range}: {}", if pass { "PASS" } else { "FAIL" })
        } else {
            String::new()
        };
        println!(
            "{a:>3} vs {b:<3} {won:>6} {lost:>6} {drawn:>6} {score:>7.1}% {plies:>10.1} {:>8.1}{verdict}",
            started.elapsed().as_secs_f64()
        );
    }
    if failed {
        std::process::exit(1);
    }
}

/// The ladder's promise for a level against level `b`, as text, and whether `score` (A's, in %) keeps it:
/// the lowest level plays like a beginner against the random baseline, and each level is a
/// clear step up from the one below without being a wall.
fn criterion(b: u8, score: f64) -> (&'static str, bool) {
    if b == 0 {
        ("level 1 wins at most 80% against the baseline", score <= 80.0)
    } else {
        ("60–90% against the level below", (60.0..=90.0).contains(&score))
    }
}
