//! Perft speed: `cargo run --release --example bench_perft` (single thread).
//!
//! Prints leaves, seconds and leaves per second for the Standard start at depths 5 and 6 (the
//! speed target: depth 6, 1,938,494,632 leaves, in under 5 s), and depth 5 of the other
//! reference positions. Add `quick` to skip depth 6.

use loa::{perft, Position, SquareVariant, Variant};
use std::time::Instant;

fn measure(variant: SquareVariant, depth: u32, expected: u64) {
    let start = Position::new(variant);
    let clock = Instant::now();
    let leaves = perft(&start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    let status = if leaves == expected { "ok" } else { "MISMATCH" };
    println!(
        "{:<16} depth {depth}  {leaves:>13} leaves  {seconds:>7.3} s  {:>6.1} M leaves/s  {status}",
        Variant::from(variant).name(),
        leaves as f64 / seconds / 1e6
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    measure(SquareVariant::Standard6x6, 5, 4_853_792);
    measure(SquareVariant::Standard7x7, 5, 19_914_620);
    measure(SquareVariant::ScrambledEggs, 5, 32_396_552);
    measure(SquareVariant::Standard, 5, 55_963_132);
    if !quick {
        measure(SquareVariant::Standard, 6, 1_938_494_632);
    }
}
