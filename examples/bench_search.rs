//! Search speed benchmark: nodes, time, nodes per second and the depth reached in one second
//! from the start, then a fixed-depth run over the benchmark positions (the same work the wasm
//! benchmark `bench/search_wasm.mjs` measures).
//!
//! Then every board from its start, by the one search: Standard and the wide boards (Black
//! Hole, 12×12, hex-5, hex-6), each searched `millis` at level 6, its nodes per CPU second
//! (nodes counted alike on every board: each call of the search and of its quiescence) and its
//! ratio to Standard's, and the depth each reaches. The boards alternate with Standard over
//! several rounds and each ratio is the median of its rounds', so a busy machine still gives
//! a fair comparison. A last line judges Black Hole and hex-6 against their target: at least
//! 50% of Standard's nodes per second.
//!
//! `cargo run --release --example bench_search [millis] [depth]` (defaults 1000 ms, depth 6),
//! `bench_search fixed [depth]` for the fixed-depth run alone, or
//! `bench_search boards [millis] [rounds]` (default 3 rounds) for every board alone.

use loa::cell_board::{cell_shapes, CellGame};
use loa::search::{bench, Limits, SearchGame, Searcher};
use loa::{Game, Rules, Simultaneous, SquareVariant, Variant};
use std::time::Instant;

/// This thread's CPU time in milliseconds where Linux tells it (`/proc/thread-self/schedstat`
/// counts the nanoseconds it ran), else `None`: on a shared machine the nodes per CPU second
/// are steadier than per wall second.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(stat.split_whitespace().next()?.parse::<f64>().ok()? / 1e6)
}

/// One timed search: the depth it reached, its nodes and its wall and CPU milliseconds.
#[derive(Clone, Copy)]
struct Run {
    depth: u32,
    nodes: u64,
    wall: f64,
    cpu: f64,
}

impl Run {
    /// Nodes per CPU second (per wall second where the CPU time is not known).
    fn nps(&self) -> f64 {
        self.nodes as f64 * 1000.0 / self.cpu
    }
}

/// Searches `game` from a fresh searcher for `millis` at level 6.
fn timed<G: SearchGame>(game: &G, millis: u64) -> Run {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    let cpu = cpu_ms();
    let limits = Limits { level: 6, depth: None, movetime_ms: Some(millis), seed: 0 };
    let r = Searcher::new().search(game, &limits, &now, &mut |_| {});
    let wall = now();
    let cpu = cpu.zip(cpu_ms()).map_or(wall, |(a, b)| (b - a).max(0.001));
    Run { depth: r.info.depth, nodes: r.info.nodes, wall, cpu }
}

/// The middle value (the mean of the two middle ones for an even count).
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n == 0 {
        return 0.0;
    }
    (values[(n - 1) / 2] + values[n / 2]) / 2.0
}

/// Every board's speed and depth from its start, by the one search: `rounds` rounds, each a
/// run of Standard right before a run of each wide board (Standard, Black Hole, Standard,
/// 12×12, …), so that both sides of a ratio meet the same load; each board's ratio is the
/// median of its rounds' ratios.
fn boards(millis: u64, rounds: usize) {
    println!(
        "every board from its start, {millis} ms at level 6 by the one search, {rounds} alternating \
         rounds (nodes per CPU second; ratio to the Standard run just before, median of the rounds):"
    );
    let standard_game = Game::new(SquareVariant::Standard, Rules::default());
    let mut standard: Vec<Run> = Vec::new();
    let mut wide: Vec<Vec<(Run, f64)>> = vec![Vec::new(); cell_shapes().count()];
    for _ in 0..rounds.max(1) {
        for (i, variant) in cell_shapes().enumerate() {
            let before = timed(&standard_game, millis);
            let run = timed(&CellGame::with_scoring(variant, Simultaneous::MoverWins), millis);
            standard.push(before);
            wide[i].push((run, run.nps() / before.nps()));
        }
    }
    let line = |name: &str, runs: &[Run], ratio: f64, spread: &str| {
        let depth = median(runs.iter().map(|r| f64::from(r.depth)).collect());
        let nodes = median(runs.iter().map(|r| r.nodes as f64).collect());
        let wall = median(runs.iter().map(|r| r.wall).collect());
        let cpu = median(runs.iter().map(|r| r.cpu).collect());
        let nps = median(runs.iter().map(Run::nps).collect());
        let low = runs.iter().map(|r| r.depth).min().unwrap_or(0);
        println!(
            "{name:<16} depth {depth:>4.1} (least {low:>2}) {nodes:>9.0} nodes {wall:>6.0} ms ({cpu:>5.0} CPU) \
             {nps:>9.0} nps  {:>5.1}% of Standard{spread}",
            100.0 * ratio
        );
    };
    line("standard", &standard, 1.0, "");
    let mut judged = Vec::new();
    for (variant, runs) in cell_shapes().zip(&wide) {
        let ratios: Vec<f64> = runs.iter().map(|&(_, r)| r).collect();
        if SPEED_TARGET_BOARDS.contains(&variant.variant) {
            judged.push((variant.variant.key(), median(ratios.clone())));
        }
        let spread = format!(
            " (rounds {:.0}–{:.0}%)",
            100.0 * ratios.iter().copied().fold(f64::INFINITY, f64::min),
            100.0 * ratios.iter().copied().fold(0.0, f64::max)
        );
        let runs: Vec<Run> = runs.iter().map(|&(r, _)| r).collect();
        line(variant.variant.key(), &runs, median(ratios), &spread);
    }
    let verdicts: Vec<String> = judged
        .iter()
        .map(|(key, ratio)| format!("{key} {}", if *ratio >= 0.5 { "PASS" } else { "FAIL" }))
        .collect();
    println!("target: at least 50% of Standard's nodes per second: {}", verdicts.join(", "));
}

/// The boards the speed target names (each at least half Standard's nodes per second); the
/// others are printed beside them, unjudged.
const SPEED_TARGET_BOARDS: [Variant; 2] = [Variant::BlackHole, Variant::Hex6];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("fixed") {
        // Only the fixed-depth run, for timing by an outside tool on a busy machine
        // (`/usr/bin/time` or `perf stat` give the CPU time, which load does not inflate).
        let depth: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(6);
        let clock = Instant::now();
        let nodes = bench::run_fixed(depth);
        let ms = clock.elapsed().as_secs_f64() * 1000.0;
        println!(
            "fixed depth {depth}: {nodes} nodes in {ms:.0} ms wall = {:.0} nps",
            nodes as f64 * 1000.0 / ms
        );
        return;
    }
    if args.get(1).map(String::as_str) == Some("boards") {
        let millis = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1000);
        boards(millis, args.get(3).and_then(|a| a.parse().ok()).unwrap_or(3));
        return;
    }
    let millis: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let depth: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(6);
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;

    println!("timed search, {millis} ms per position (level 6):");
    println!("{:<10} {:>6} {:>10} {:>8} {:>10}  best", "position", "depth", "nodes", "ms", "nps");
    let games = bench::positions();
    let mut total = (0u64, 0f64);
    for (i, game) in games.iter().enumerate() {
        let mut searcher = Searcher::new();
        let limits = Limits { level: 6, depth: None, movetime_ms: Some(millis), seed: 0 };
        let start = now();
        let r = searcher.search(game, &limits, &now, &mut |_| {});
        let ms = now() - start;
        total.0 += r.info.nodes;
        total.1 += ms;
        let name = if i == 0 { "start".to_string() } else { format!("game {i}") };
        println!(
            "{name:<10} {:>6} {:>10} {:>8.0} {:>10.0}  {} (score {})",
            r.info.depth,
            r.info.nodes,
            ms,
            r.info.nodes as f64 * 1000.0 / ms,
            r.best,
            r.info.score
        );
    }
    println!("all: {} nodes in {:.0} ms = {:.0} nps", total.0, total.1, total.0 as f64 * 1000.0 / total.1);

    let start = now();
    let nodes = bench::run_fixed(depth);
    let ms = now() - start;
    println!(
        "fixed depth {depth} over {} positions: {nodes} nodes in {ms:.0} ms = {:.0} nps",
        games.len(),
        nodes as f64 * 1000.0 / ms
    );

    // The tactical suite: time to announce each forced win, with up to one second per position.
    let suite = include_str!("../tests/data/tactics.txt");
    let (mut solved, mut total, mut slowest) = (0, 0, (0.0f64, String::new()));
    for p in loa::puzzle::parse_collection(suite).expect("the tactical suite reads") {
        total += 1;
        let game = Game::from_position(p.position, Rules::default());
        let mut searcher = Searcher::new();
        let limits = Limits { level: 6, depth: None, movetime_ms: Some(1000), seed: 0 };
        let start = now();
        let r = searcher.search(&game, &limits, &now, &mut |_| {});
        let ms = now() - start;
        if loa::search::mate_distance(r.info.score) == Some(2 * p.wins_in - 1) && r.info.score > 0 {
            solved += 1;
            if ms > slowest.0 {
                slowest = (ms, p.source.clone());
            }
        } else {
            println!("not solved in 1 s: {} (score {})", p.source, r.info.score);
        }
    }
    println!(
        "tactics: {solved}/{total} wins announced within 1 s; slowest {:.1} ms ({})",
        slowest.0, slowest.1
    );

    use SquareVariant::{AmbiLoa, Parachute, ScrambledEggs, Standard6x6};
    for variant in [ScrambledEggs, Parachute, AmbiLoa, Standard6x6] {
        let game = Game::new(variant, Rules::default());
        let mut searcher = Searcher::new();
        let limits = Limits { level: 6, depth: None, movetime_ms: Some(millis / 2), seed: 0 };
        let start = now();
        let r = searcher.search(&game, &limits, &now, &mut |_| {});
        let ms = now() - start;
        println!(
            "{:<16} depth {:>2} {:>9} nodes {:>6.0} ms {:>9.0} nps  {}",
            Variant::from(variant).name(),
            r.info.depth,
            r.info.nodes,
            ms,
            r.info.nodes as f64 * 1000.0 / ms,
            r.best
        );
    }
    boards(millis, 3);
}
