//! Runs one perft and prints the count: `cargo run --release --example perft_once -- standard 5`.
//! A fixed workload for instruction-count profiling (`valgrind --tool=callgrind`).

use loa::{perft, Position, SquareVariant, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().and_then(|v| Variant::parse(v)).unwrap_or(Variant::Standard);
    // The 8×8 engine only: a cell board is refused by name (bench_wide measures those).
    let variant = match SquareVariant::try_from(variant) {
        Ok(variant) => variant,
        Err(refusal) => {
            eprintln!("perft_once: {refusal}");
            std::process::exit(2);
        }
    };
    let depth = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(4);
    println!("{}", perft(&Position::new(variant), depth));
}
