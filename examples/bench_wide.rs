//! Perft speed of the cell board: `cargo run --release --example bench_wide` (one thread).
//!
//! Prints leaves, seconds and leaves per second from each wide variant's start position
//! (docs/rules.md §9), and checks the counts against the ones pinned in
//! `tests/integration/perft.rs`. Add `quick` for one perft depth less. The search's speed
//! on every board is `bench_search`'s (`cargo run --release --example bench_search -- boards`).

use loa::cell_board::{cell_perft, CellPosition, CellShape};
use loa::Variant;
use std::time::Instant;

fn measure(variant: &'static CellShape, depth: u32, expected: Option<u64>) {
    let start = CellPosition::start(variant);
    let clock = Instant::now();
    let leaves = cell_perft(&start, depth);
    let seconds = clock.elapsed().as_secs_f64();
    let status = match expected {
        Some(n) if n == leaves => "ok",
        Some(_) => "MISMATCH",
        None => "(not pinned)",
    };
    println!(
        "{:<16} depth {depth}  {leaves:>13} leaves  {seconds:>7.3} s  {:>6.1} M leaves/s  {status}",
        variant.variant.key(),
        leaves as f64 / seconds / 1e6
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    // The counts of tests/integration/perft.rs, one ply deeper for 12×12 and hex-6 here.
    let runs: [(&'static CellShape, u32, u64); 4] = [
        (Variant::BlackHole.cell_shape().unwrap(), 4, 3_008_260),
        (Variant::Standard12x12.cell_shape().unwrap(), 4, 13_131_064),
        (Variant::Hex5.cell_shape().unwrap(), 4, 69_492),
        (Variant::Hex6.cell_shape().unwrap(), 4, 811_938),
    ];
    for (variant, depth, expected) in runs {
        if quick {
            measure(variant, depth - 1, None);
        } else {
            measure(variant, depth, Some(expected));
        }
    }
    if !quick {
        measure(Variant::BlackHole.cell_shape().unwrap(), 5, None);
        measure(Variant::Hex6.cell_shape().unwrap(), 5, None);
    }
}
