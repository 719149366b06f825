//! The match runner of the wide boards (docs/rules.md §9):
//! `cargo run --release --example wide_match -- [--games N] [--threads T] [--variant KEY] [--a L] [--b L]
//!  [--movetime MS]`.
//!
//! The players are the one search of every board ([`loa::search::Searcher`]) at its levels, as
//! the 8×8 match runner's: level 6 searches `--movetime` milliseconds per move (default 50, as
//! `match`), levels 1–5 spend their node budgets.
//!
//! For each wide variant: level A (default 6) against level B (default 3) over N games (default
//! 100), colours alternating, each game opened by two random plies per side from its own seed so
//! the games differ; then level A against the random mover over N/4 games (at least 10; `--random
//! R` sets it, and `--games 0` skips the level match). A game
//! still going after 300 plies is scored a draw. Prints wins, draws and losses for A and A's
//! score.
//!
//! With the default players (level 6 against level 3) each line is also judged against the cell
//! boards' promise: level 6 wins at least 90% of its games against level 3 and every game against
//! the random mover. A line ends PASS or FAIL, and the run exits 1 on a FAIL. The figures, as
//! `./build.sh bench` measures them:
//! `cargo run --release --example wide_match -- --games 100 --random 50 --threads 2`.

use loa::Variant;

use loa::cell_board::{cell_shapes, random_move, CellGame, CellShape};
use loa::rng::Rng;
use loa::search::{Limits, Searcher};
use loa::{Side, Simultaneous};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// A player: a level of the search, or the random mover (level 0).
#[derive(Clone, Copy)]
struct Player(u8);

const PLY_CAP: usize = 300;

/// Plays one game; returns the outcome from A's view: 1 win, 0 draw, -1 loss.
fn play(
    variant: &'static CellShape,
    a: Player,
    b: Player,
    a_is_black: bool,
    seed: u64,
    movetime: u64,
) -> i32 {
    let simultaneous = Simultaneous::Draw;
    let mut game = CellGame::with_scoring(variant, simultaneous);
    let mut rng = Rng::new(seed);
    let mut searchers = [Searcher::with_tt_size(4 << 20), Searcher::with_tt_size(4 << 20)];
    let started = Instant::now();
    let now = move || started.elapsed().as_secs_f64() * 1000.0;
    for ply in 0..PLY_CAP {
        let pos = *game.position();
        let black_to_move = pos.turn() == Side::Black;
        let a_moves = black_to_move == a_is_black;
        let player = if a_moves { a } else { b };
        let m = if ply < 4 || player.0 == 0 {
            random_move(&pos, &mut rng)
        } else {
            let limits = Limits {
                level: player.0,
                depth: None,
                movetime_ms: (player.0 == 6).then_some(movetime),
                seed: seed.wrapping_add(ply as u64),
            };
            searchers[usize::from(!a_moves)].search(&game, &limits, &now, &mut |_| {}).best
        };
        game.play(m).expect("a legal move");
        if let Some(outcome) = game.outcome() {
            return match outcome.winner() {
                None => 0,
                Some(side) => {
                    if (side == Side::Black) == a_is_black {
                        1
                    } else {
                        -1
                    }
                }
            };
        }
    }
    0
}

/// Plays `games` games on `threads` threads; returns (wins, draws, losses) for A.
fn series(
    variant: &'static CellShape,
    a: Player,
    b: Player,
    games: usize,
    threads: usize,
    seed: u64,
    movetime: u64,
) -> [usize; 3] {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new([0usize; 3]);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= games {
                    break;
                }
                let r =
                    play(variant, a, b, i % 2 == 0, seed ^ (i as u64).wrapping_mul(0x9e37_79b9), movetime);
                let mut t = tally.lock().unwrap();
                t[(1 - r) as usize] += 1;
            });
        }
    });
    tally.into_inner().unwrap()
}

/// The promise a line is judged by: the least share of games A must win, in %, and its words.
#[derive(Clone, Copy)]
struct Target(f64);

impl Target {
    /// Whether `won` of `games` keeps the promise, as the line's last words.
    fn verdict(self, won: usize, games: usize) -> (bool, String) {
        let pass = games > 0 && 100.0 * won as f64 >= self.0 * games as f64;
        let promise =
            if self.0 >= 100.0 { "wins every game".to_string() } else { format!("wins ≥ {:.0}%", self.0) };
        (pass, format!("  target: {promise}: {}", if pass { "PASS" } else { "FAIL" }))
    }
}

/// Prints one line; returns whether it kept `target` (true when there is none).
fn report(what: &str, [w, d, l]: [usize; 3], seconds: f64, target: Option<Target>) -> bool {
    let n = (w + d + l).max(1);
    let score = 100.0 * (w as f64 + 0.5 * d as f64) / n as f64;
    let wins = 100.0 * w as f64 / n as f64;
    let (pass, verdict) = target.map_or((true, String::new()), |t| t.verdict(w, w + d + l));
    println!(
        "{what:<28} {w:>4} won {d:>4} drawn {l:>4} lost  wins {wins:>5.1}%  score {score:>5.1}%  ({seconds:.0} s){verdict}"
    );
    pass
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let games: usize = value("--games").and_then(|v| v.parse().ok()).unwrap_or(100);
    let threads: usize = value("--threads").and_then(|v| v.parse().ok()).unwrap_or(2);
    let a: u8 = value("--a").and_then(|v| v.parse().ok()).unwrap_or(6);
    let b: u8 = value("--b").and_then(|v| v.parse().ok()).unwrap_or(3);
    let movetime: u64 = value("--movetime").and_then(|v| v.parse().ok()).unwrap_or(50);
    let randoms: usize = value("--random").and_then(|v| v.parse().ok()).unwrap_or((games / 4).max(10));
    let variants: Vec<&'static CellShape> = match value("--variant") {
        Some(key) => vec![Variant::parse(&key).and_then(Variant::cell_shape).expect("a wide variant key")],
        None => cell_shapes().collect::<Vec<_>>(),
    };
    println!(
        "wide match: level {a} against level {b}, {games} games a variant; against random, {randoms} games; \
         level 6 at {movetime} ms a move"
    );
    // The promise holds for the default players; other pairs are experiments, printed unjudged.
    let judged = a == 6 && b == 3;
    let mut kept = true;
    for variant in variants {
        if games > 0 {
            let clock = Instant::now();
            let tally = series(
                variant,
                Player(a),
                Player(b),
                games,
                threads,
                0x5EED ^ u64::from(variant.slot),
                movetime,
            );
            kept &= report(
                &format!("{} L{a} vs L{b}", variant.variant.key()),
                tally,
                clock.elapsed().as_secs_f64(),
                judged.then_some(Target(90.0)),
            );
        }
        let clock = Instant::now();
        let tally = series(
            variant,
            Player(a),
            Player(0),
            randoms,
            threads,
            0xBA5E ^ u64::from(variant.slot),
            movetime,
        );
        kept &= report(
            &format!("{} L{a} vs random", variant.variant.key()),
            tally,
            clock.elapsed().as_secs_f64(),
            (a == 6).then_some(Target(100.0)),
        );
    }
    if !kept {
        std::process::exit(1);
    }
}
