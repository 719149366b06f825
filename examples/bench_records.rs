//! How long the record readers take on a collection of 10,000 commented games, natively:
//! the list to pick from (`list_sgf_games`, what the page's wasm runs) and every game replayed
//! with its comments (`parse_sgf_collection`, what `loa`'s `open` runs). Printed, never asserted.
//!
//! `cargo run --release --example bench_records [games]` (`./build.sh bench` runs it).

use loa::notation::{list_sgf_games, parse_sgf_collection};
use std::time::Instant;

fn main() {
    let count: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(10_000);
    // A real game of 39 turns (Winands' thesis, game F2), with a comment every tenth turn.
    let thesis = include_str!("../tests/data/games/appendix_F_game2.txt");
    let moves: Vec<&str> =
        thesis.split_whitespace().filter(|w| w.len() == 5 && w.as_bytes()[0].is_ascii_lowercase()).collect();
    let nodes: String = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let comment = if i % 10 == 0 { "C[A comment on this move.]" } else { "" };
            format!(";{}[{m}]{comment}\n", if i % 2 == 0 { 'B' } else { 'W' })
        })
        .collect();
    let text: String = (0..count)
        .map(|n| {
            format!("(;GM[9]FF[4]SU[LOA]EV[Bench Open]PB[Player {n}]PW[Player {}]RE[B+]\n{nodes})\n", n + 1)
        })
        .collect();
    println!(
        "collection of {count} games ({:.1} MB, {} turns each), native:",
        text.len() as f64 / 1048576.0,
        moves.len()
    );
    let start = Instant::now();
    let listed = list_sgf_games(&text).expect("the collection lists");
    println!("  listed (the page's list) in {} ms: {} bytes", start.elapsed().as_millis(), listed.len());
    let start = Instant::now();
    let games = parse_sgf_collection(&text).expect("the collection reads");
    let replayed = games.iter().filter(|g| g.game.is_ok()).count();
    println!(
        "  every game replayed with its comments (loa's open) in {} ms: {replayed} of {}",
        start.elapsed().as_millis(),
        games.len()
    );
}
