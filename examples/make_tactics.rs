//! Builds the tactical suite `tests/data/tactics.txt`: positions with a forced win in 1, 2 or 3
//! moves, taken before the final moves of the real games in tests/data/games (Winands'
//! thesis) and of seeded self-play games on the other boards, each proven by the exhaustive
//! prover and solved (`loa::puzzle::prove_puzzle`) — the test proves every line again. The
//! format is the puzzle collection's (`loa::puzzle`).
//!
//! `cargo run --release --example make_tactics > tests/data/tactics.txt`
//!
//! An optional argument names another directory of game records to harvest instead.

use loa::puzzle::{format_puzzle_line, prove_puzzle};
use loa::search::bench::replay_game_file;
use loa::search::{Limits, Searcher};
use loa::{Game, Rules, SquareVariant, Variant};
use std::path::{Path, PathBuf};

/// Offers the positions 1, 3 and 5 plies before the end of `game` (the winner to move); `id`
/// names the game (`e3`, `s6-s1`), and a puzzle's id adds how far back it is (`e3-b5`).
fn harvest(game: &Game, id: &str, source: &str, seen: &mut Vec<u64>) {
    let positions = game.positions();
    for back in [1usize, 3, 5] {
        if positions.len() <= back {
            continue;
        }
        let pos = positions[positions.len() - 1 - back];
        if seen.contains(&pos.hash()) {
            continue;
        }
        let source = format!("{source}, {back} plies before the end");
        if let Some(puzzle) = prove_puzzle(&format!("{id}-b{back}"), pos, game.rules(), &source) {
            seen.push(pos.hash());
            println!("{}", format_puzzle_line(&puzzle));
        }
    }
}

/// The id prefix of a self-play board.
fn short_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard6x6 => "s6",
        Variant::Standard7x7 => "s7",
        Variant::ScrambledEggs => "egg",
        Variant::AmbiLoa => "ambi",
        Variant::Standard => "std",
        Variant::Parachute => "para",
        Variant::Gemma => "gem",
        // The cell boards play no self-play here; their key is their prefix.
        cell => cell.key(),
    }
}

fn main() {
    // The thesis games ship with the crate, so the default works from any checkout and directory.
    let dir = std::env::args()
        .nth(1)
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games"), PathBuf::from);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) => {
            eprintln!("make_tactics: cannot read the games directory {}: {e}", dir.display());
            std::process::exit(1);
        }
    };
    println!(
        "# The search's tactical suite (tests/integration/tactics.rs): the side to move wins in exactly N of its turns."
    );
    println!("# Built by examples/make_tactics.rs; the puzzles' format (src/puzzle/collection.rs).");
    println!("# id | wins in | difficulty (1-6) | position string | solution | source");
    let mut seen = Vec::new();
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        if !name.ends_with(".txt") || name == "README.md" || name.contains("incomplete") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let game = match replay_game_file(&text) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{name}: {e}");
                continue;
            }
        };
        // appendix_E_game3.txt → e3, shortest_game.txt → shortest-game.
        let stem = name.trim_end_matches(".txt");
        let id = match stem.strip_prefix("appendix_") {
            Some(rest) => {
                let number = rest.trim_start_matches(|c: char| !c.is_ascii_digit());
                format!("{}{number}", rest[..1].to_ascii_lowercase())
            }
            None => stem.replace('_', "-"),
        };
        harvest(&game, &id, &name, &mut seen);
    }
    for square in [
        SquareVariant::Standard6x6,
        SquareVariant::Standard7x7,
        SquareVariant::ScrambledEggs,
        SquareVariant::AmbiLoa,
    ] {
        let variant = Variant::from(square);
        for seed in 1..=4u64 {
            let mut game = Game::new(square, Rules::default());
            let mut searcher = Searcher::with_tt_size(1 << 20);
            while !game.is_over() && game.moves().len() < 200 {
                let limits = Limits {
                    level: 3,
                    depth: None,
                    movetime_ms: None,
                    seed: seed * 7 + game.moves().len() as u64,
                };
                let r = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
                game.play(r.best).expect("the search plays legal moves");
            }
            if game.outcome().is_some_and(|o| o.winner().is_some()) {
                let id = format!("{}-s{seed}", short_key(variant));
                harvest(&game, &id, &format!("self-play {} seed {seed}", variant.key()), &mut seen);
            }
        }
    }
}
