//! The parser fuzz suite, without nightly or cargo-fuzz: seeded mutations of valid texts and
//! random text fed to every parser (moves, turns, position strings, rules, records, SGF, puzzle
//! lines, seeded from the tactics suite) and to the `loa` protocol (line by line in-process, and whole scripts
//! through the threaded engine loop). Every input runs under `catch_unwind`; the counts are
//! printed and the run fails on any panic or broken invariant.
//!
//! A short run is part of `cargo test`; the long one is `./build.sh soak`, or
//! `FUZZ_INPUTS=1000000 cargo test --release --test fuzz -- --ignored --nocapture`.
//! `FUZZ_SEED` changes the seed (the default makes every run the same).

mod cell_board;
#[path = "../common/mod.rs"]
mod common;
mod mutate;
mod seeds;
mod targets;

use common::Rng;
use loa::protocol::Session;
use mutate::{mutate, random_text};
use seeds::Corpus;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// The formats fed, in the order of the report.
const TARGETS: [&str; 8] = [
    "moves",
    "position strings",
    "records",
    "sgf",
    "puzzles",
    "protocol lines",
    "protocol scripts",
    "wide texts",
];

#[derive(Default)]
struct Counts {
    inputs: [u64; TARGETS.len()],
    panics: u64,
    broken: u64,
    skipped_slow: u64,
    first_failures: Vec<String>,
}

impl Counts {
    fn record(&mut self, target: usize, input: &str, result: std::thread::Result<targets::Outcome>) {
        self.inputs[target] += 1;
        let failure = match result {
            Ok(Ok(())) => return,
            Ok(Err(message)) => {
                self.broken += 1;
                message
            }
            Err(_) => {
                self.panics += 1;
                format!("panic on {input:?}")
            }
        };
        if self.first_failures.len() < 10 {
            self.first_failures.push(format!("{}: {failure}", TARGETS[target]));
        }
    }

    fn total(&self) -> u64 {
        self.inputs.iter().sum()
    }
}

/// Picks a seed of `pool` and mutates it, or (one time in eight) makes random text.
fn input(rng: &mut Rng, pool: &[String], max_random: usize) -> String {
    if rng.below(8) == 0 {
        return random_text(rng, max_random);
    }
    let seed = &pool[rng.below(pool.len())];
    mutate(rng, seed, pool)
}

fn fuzz(total: u64, seed: u64) -> Counts {
    let started = Instant::now();
    let corpus = Corpus::build(seed, 40);
    let mut rng = Rng::new(seed ^ 0xf022);
    let mut session = Session::new();
    let mut counts = Counts::default();
    while counts.total() < total {
        let target = match rng.below(100) {
            0..=24 => 0,
            25..=29 => 7,
            30..=44 => 1,
            45..=54 => 2,
            55..=64 => 3,
            65..=69 => 4,
            70..=98 => 5,
            _ => 6,
        };
        let text = match target {
            0 => input(&mut rng, &corpus.moves, 12),
            1 => input(&mut rng, &corpus.position_strings, 90),
            2 => input(&mut rng, &corpus.records, 400),
            3 => input(&mut rng, &corpus.sgf, 400),
            4 => input(&mut rng, &corpus.puzzles, 90),
            7 => input(&mut rng, &corpus.wide, 400),
            5 => input(&mut rng, &corpus.protocol_lines, 60),
            _ => {
                let lines: Vec<String> =
                    (0..1 + rng.below(8)).map(|_| input(&mut rng, &corpus.protocol_lines, 60)).collect();
                lines.join("\n")
            }
        };
        if (5..=6).contains(&target) && text.split('\n').any(targets::too_slow) {
            counts.skipped_slow += 1;
            continue;
        }
        let pos = corpus.positions[rng.below(corpus.positions.len())];
        let result = catch_unwind(AssertUnwindSafe(|| match target {
            0 => targets::moves(&text, &pos),
            1 => targets::position_string(&text),
            2 => targets::record(&text),
            3 => targets::sgf(&text),
            4 => targets::puzzle(&text),
            7 => cell_board::wide_text(&text),
            5 => text.split('\n').try_for_each(|line| targets::protocol_line(&mut session, line)),
            _ => targets::protocol_script(&text),
        }));
        if target == 5 && result.is_err() {
            session = Session::new(); // a session that panicked is not trusted further
        }
        counts.record(target, &text, result);
    }
    let seconds = started.elapsed().as_secs_f64();
    println!("fuzz: {} parser inputs in {seconds:.1} s (seed {seed})", counts.total());
    for (name, n) in TARGETS.iter().zip(counts.inputs) {
        println!("  {name:<17} {n:>9}");
    }
    println!(
        "  panics {}, broken invariants {}, slow perft lines skipped {}",
        counts.panics, counts.broken, counts.skipped_slow
    );
    counts
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn check(counts: Counts) {
    assert!(
        counts.panics == 0 && counts.broken == 0,
        "{} panics, {} broken invariants; the first:\n{}",
        counts.panics,
        counts.broken,
        counts.first_failures.join("\n")
    );
}

#[test]
fn parsers_survive_20_000_mutated_inputs() {
    check(fuzz(20_000, env_number("FUZZ_SEED", 1)));
}

/// The long run of `./build.sh soak`.
#[test]
#[ignore = "long: run by ./build.sh soak"]
fn parsers_survive_the_long_run() {
    check(fuzz(env_number("FUZZ_INPUTS", 1_000_000), env_number("FUZZ_SEED", 2)));
}
