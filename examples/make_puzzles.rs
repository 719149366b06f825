//! Builds the puzzle collection `www/puzzles/puzzles.txt` (format: `loa::puzzle`): positions
//! where the side to move forces a win in 1, 2 or 3 of its turns, and not fewer, taken from the
//! last turns of the real games in tests/data/games (Winands' thesis) and of seeded engine
//! self-play at several levels in every variant. Parachute games where a strong engine meets a
//! weak one end early enough that drops are still part of the winning line.
//!
//! Each candidate is proven and solved by `loa::puzzle::prove_puzzle` (the exhaustive prover,
//! then the first winning key move and the longest defence, as `loa::puzzle::Attempt` plays), and
//! the collection keeps, per variant and length, the puzzles with a unique key move first.
//!
//! `nice -n 10 cargo run --release --example make_puzzles > www/puzzles/puzzles.txt`
//! (statistics go to standard error).

use loa::notation::format_position;
use loa::puzzle::{difficulty, format_puzzle_line, prove_puzzle, Puzzle, MOST_TURNS};
use loa::search::bench::replay_game_file;
use loa::search::{Limits, Searcher};
use loa::{Game, Position, Rules, SquareVariant, Variant};
use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::time::Instant;

/// At most this many puzzles per variant and length, the unique-key ones first.
const PER_BUCKET: usize = 16;

/// A position offered to the prover, with where it comes from.
struct Candidate {
    id: String,
    pos: Position,
    rules: Rules,
    source: String,
}

/// A proven puzzle and whether one first move alone wins.
struct Proven {
    puzzle: Puzzle,
    unique_key: bool,
}

fn short_key(v: Variant) -> &'static str {
    match v {
        Variant::Standard => "std",
        Variant::ScrambledEggs => "egg",
        Variant::Parachute => "para",
        Variant::AmbiLoa => "ambi",
        Variant::Standard6x6 => "s6",
        Variant::Standard7x7 => "s7",
        Variant::Gemma => "gem",
        // The cell boards have no puzzles; their key is their prefix.
        cell => cell.key(),
    }
}

/// "before Black's move 41": the move number counts the rounds of turns, drops not counted.
fn when(game: &Game, ply: usize) -> String {
    let turns_started = game.moves()[..ply].iter().filter(|m| !m.is_drop()).count();
    let seats = game.variant().seats().len();
    let pos = game.positions()[ply];
    format!("before {}'s move {}", pos.turn(), turns_started / seats + 1)
}

/// The positions of the last `MOST_TURNS` turns of the winner, at the start of each turn.
fn harvest(game: &Game, id: &str, source: &str, out: &mut Vec<Candidate>) {
    let Some(winner) = game.outcome().and_then(|o| o.winner()) else { return };
    let positions = game.positions();
    let mut taken = 0;
    for ply in (0..game.moves().len()).rev() {
        let pos = positions[ply];
        let starts_turn = ply == 0 || positions[ply - 1].side_to_move() != pos.side_to_move();
        if pos.side_to_move() != winner || !starts_turn {
            continue;
        }
        out.push(Candidate {
            id: format!("{}-{id}-p{ply}", short_key(game.variant())),
            pos,
            rules: game.rules(),
            source: format!("{source}, {}", when(game, ply)),
        });
        taken += 1;
        if taken == MOST_TURNS {
            break;
        }
    }
}

/// The thesis games, Standard.
fn thesis_games(out: &mut Vec<Candidate>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).expect("tests/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files {
        let name = path.file_stem().and_then(|n| n.to_str()).unwrap_or("").to_string();
        // appendix_E_game3 → appendix E game 3, id e3.
        let Some(rest) = name.strip_prefix("appendix_") else { continue };
        if name.contains("incomplete") {
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
        let appendix = &rest[..1];
        let number = rest.trim_start_matches(|c: char| !c.is_ascii_digit());
        let id = format!("{}{number}", appendix.to_ascii_lowercase());
        harvest(&game, &id, &format!("Winands' thesis, appendix {appendix} game {number}"), out);
    }
}

/// One seeded self-play game; `levels[side]` plays for side 0 (Black or East–West) and 1; the
/// search's seed is `seed_base` plus the plies played.
fn self_play(variant: SquareVariant, levels: [u8; 2], seed_base: u64, most_plies: usize) -> Game {
    let mut game = Game::new(variant, Rules::default());
    let mut searcher = Searcher::with_tt_size(1 << 20);
    while !game.is_over() && game.moves().len() < most_plies {
        let side = game.position().side_to_move().index();
        let limits = Limits {
            level: levels[side],
            depth: None,
            movetime_ms: None,
            seed: seed_base + game.moves().len() as u64,
        };
        let r = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
        game.play(r.best).expect("the search plays legal moves");
    }
    game
}

fn self_play_candidates(out: &mut Vec<Candidate>) {
    // The self-play games of the tactical suite (examples/make_tactics.rs), so the collection
    // starts from its positions.
    use SquareVariant::{AmbiLoa, ScrambledEggs, Standard6x6, Standard7x7};
    for variant in [Standard6x6, Standard7x7, ScrambledEggs, AmbiLoa] {
        for seed in 1..=4u64 {
            let game = self_play(variant, [3, 3], seed * 7, 200);
            let source = format!("engine self-play, {variant}, level 3 v level 3, tactics seed {seed}");
            harvest(&game, &format!("t33-s{seed}"), &source, out);
        }
    }
    const PAIRS: [[u8; 2]; 6] = [[3, 3], [4, 4], [5, 5], [4, 2], [2, 4], [5, 3]];
    for variant in SquareVariant::ALL {
        if variant == SquareVariant::Parachute {
            continue;
        }
        for (i, levels) in PAIRS.iter().enumerate() {
            for seed in 1..=3u64 {
                let seed = seed + 10 * i as u64;
                let game = self_play(variant, *levels, seed * 7919, 300);
                let source = format!(
                    "engine self-play, {variant}, level {} v level {}, seed {seed}",
                    levels[0], levels[1]
                );
                harvest(&game, &format!("l{}{}-s{seed}", levels[0], levels[1]), &source, out);
            }
        }
    }
    // Parachute: a strong side against a weak one (level 1, or 0: the random baseline) often
    // wins before the drops are over, so the winning lines drop pieces; even games give the
    // ordinary endings.
    const PARACHUTE: [[u8; 2]; 12] =
        [[4, 1], [5, 1], [1, 5], [1, 4], [5, 0], [0, 5], [4, 0], [0, 4], [3, 3], [4, 4], [5, 5], [5, 2]];
    for levels in PARACHUTE {
        for seed in 1..=40u64 {
            let game = self_play(SquareVariant::Parachute, levels, seed * 7919, 300);
            let early = game.moves().len() <= 30;
            if !early && (levels.contains(&0) || levels.contains(&1) || seed > 4) {
                continue;
            }
            let source = format!(
                "engine self-play, Parachute, level {} v level {}, seed {seed}",
                levels[0], levels[1]
            )
            .replace("level 0", "the random baseline");
            harvest(&game, &format!("l{}{}-s{seed}", levels[0], levels[1]), &source, out);
        }
    }
}

/// Proves a candidate and plays its solution; `None` if it is no forced win within three.
fn prove(c: &Candidate) -> Option<Proven> {
    // Parachute: a side whose pieces the opponent still holds is not connected, and the
    // opponent drops one a turn, so the solver wins no sooner than its turn `held + 1`. With
    // two or more held only a win in exactly three remains possible, rare, and its failing
    // proofs take up to minutes each over the drops: those positions are skipped.
    let solver = c.pos.turn();
    let held_by_opponent =
        c.pos.variant().seats().iter().filter(|&&s| s != solver).map(|&s| c.pos.in_hand(s)).sum::<u8>();
    if held_by_opponent >= 2 {
        return None;
    }
    let puzzle = prove_puzzle(&c.id, c.pos, c.rules, &c.source)?;
    // Several winning first moves make a puzzle one step easier than 2 × wins in.
    let unique_key = puzzle.difficulty == difficulty(puzzle.wins_in, 1);
    Some(Proven { puzzle, unique_key })
}

fn main() {
    let start = Instant::now();
    let mut candidates = Vec::new();
    thesis_games(&mut candidates);
    self_play_candidates(&mut candidates);
    eprintln!("{} candidates after {:.1} s", candidates.len(), start.elapsed().as_secs_f64());
    let mut seen = HashSet::new();
    let mut buckets: BTreeMap<(usize, u32), Vec<Proven>> = BTreeMap::new();
    for c in &candidates {
        if !seen.insert(c.pos.hash()) {
            continue;
        }
        let t = Instant::now();
        if let Some(p) = prove(c) {
            let variant = Variant::ALL.iter().position(|&v| v == c.pos.variant()).unwrap_or(0);
            buckets.entry((variant, p.puzzle.wins_in)).or_default().push(p);
        }
        if t.elapsed().as_secs_f64() > 5.0 {
            eprintln!("slow: {:.1} s for {}", t.elapsed().as_secs_f64(), format_position(&c.pos, &c.rules));
        }
    }
    println!("# Lines of Action puzzles: the side to move wins in exactly N of its turns (proven in tests/integration/puzzles.rs).");
    println!("# Built by examples/make_puzzles.rs; format in src/puzzle/collection.rs.");
    println!("# id | wins in | difficulty (1-6) | position string | solution | source");
    let (mut total, mut unique) = (0, 0);
    let mut ids = HashSet::new();
    for ((variant, n), mut list) in buckets {
        let available = list.len();
        // Lines with Parachute drops first (rare: the drops end after six turns), then unique
        // key moves, each group in source order (thesis games before self-play).
        list.sort_by_key(|p| (!p.puzzle.solution.iter().any(|m| m.is_drop()), !p.unique_key));
        let kept: Vec<_> = list.into_iter().take(PER_BUCKET).collect();
        let u = kept.iter().filter(|p| p.unique_key).count();
        let drops = kept.iter().filter(|p| p.puzzle.solution.iter().any(|m| m.is_drop())).count();
        eprintln!(
            "{} win in {n}: {} puzzles ({available} proven), {u} with a unique key move, {drops} with drops",
            Variant::ALL[variant],
            kept.len()
        );
        total += kept.len();
        unique += u;
        for mut p in kept {
            while !ids.insert(p.puzzle.id.clone()) {
                p.puzzle.id.push('x');
            }
            println!("{}", format_puzzle_line(&p.puzzle));
        }
    }
    eprintln!("{total} puzzles, {unique} with a unique key move, in {:.1} s", start.elapsed().as_secs_f64());
}
