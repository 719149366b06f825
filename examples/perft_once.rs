//! Runs one perft and prints the count: `cargo run --release --example perft_once -- standard 5`.
//! A fixed workload for instruction-count profiling (`valgrind --tool=callgrind`).

use loa::{perft, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().and_then(|v| Variant::parse(v)).unwrap_or(Variant::Standard);
    let depth = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(4);
    println!("{}", perft(&Position::new(variant), depth));
}
