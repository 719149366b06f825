//! The tactical suite: positions with a forced win in 1, 2 or 3 moves (tests/data/tactics.txt,
//! built by `examples/make_tactics.rs` from the real games in tests/data/games and from
//! seeded self-play on the other boards). Each line is proven again here by the plain
//! exhaustive prover, then the full-strength search, given the depth of the win, must find a
//! winning move, announce a win in exactly that many plies, and its move must keep the forced
//! win (proven again).
//!
//! The suite is written in the puzzle collection's format (`loa::puzzle`, the same as
//! www/puzzles/puzzles.txt), so reading it also checks each solution line.

use loa::puzzle::{format_puzzle_line, parse_collection, parse_puzzle_line, prove_puzzle, Puzzle};
use loa::search::prove::{shortest_win, wins_within};
use loa::search::{mate_distance, Limits, Searcher};
use loa::{Game, Position, Simultaneous, SquareVariant};

const SUITE: &str = include_str!("../data/tactics.txt");

fn suite() -> Vec<Puzzle> {
    parse_collection(SUITE).unwrap_or_else(|e| panic!("{e}"))
}

const SIM: Simultaneous = Simultaneous::MoverWins;

/// After the attacker's move `m`, the attacker still wins within `turns - 1` turns.
fn keeps_the_win(pos: &Position, m: loa::Move, turns: u32) -> bool {
    let attacker = pos.side_to_move();
    let mut child = *pos;
    child.play_unchecked(m);
    if let Some(outcome) = child.connection_outcome(SIM) {
        return outcome.winner() == Some(attacker);
    }
    child.legal_moves().iter().all(|&r| {
        let mut next = child;
        next.play_unchecked(r);
        match next.connection_outcome(SIM) {
            Some(outcome) => outcome.winner() == Some(attacker),
            None => wins_within(&next, turns - 1, SIM),
        }
    })
}

#[test]
fn every_line_is_written_as_make_tactics_writes_it() {
    for line in SUITE.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let puzzle = parse_puzzle_line(line).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(format_puzzle_line(&puzzle), line, "the suite holds canonical lines");
        assert_eq!(puzzle.rules.simultaneous, SIM, "the prover below assumes {SIM:?}: {line}");
        let proven = prove_puzzle(&puzzle.id, puzzle.position, puzzle.rules, &puzzle.source);
        assert_eq!(proven.as_ref(), Some(&puzzle), "make_tactics would write it so: {line}");
    }
    let bad = |line: &str| parse_puzzle_line(line).unwrap_err();
    assert!(bad("x | 1 | 2 | standard 8/8/8 b | a1-a2 | y").contains("has 3 ranks"));
    assert!(bad("standard 8/8/8/8/8/8/8/8 b;1;old format").contains("expected 6 fields"));
}

#[test]
fn the_suite_covers_wins_in_one_two_and_three_from_real_games() {
    let suite = suite();
    for n in 1..=3 {
        let real = suite.iter().filter(|p| p.wins_in == n && p.source.starts_with("appendix")).count();
        assert!(real >= 5, "{real} real-game positions with a win in {n}");
    }
}

#[test]
fn every_position_is_a_forced_win_in_exactly_its_number_of_moves() {
    for p in suite() {
        assert_eq!(shortest_win(&p.position, 3, SIM), Some(p.wins_in), "{}\n{}", p.source, p.position);
    }
}

#[test]
fn full_strength_finds_every_win_and_the_shortest() {
    let mut searcher = Searcher::with_tt_size(4 << 20);
    for p in suite() {
        let plies = 2 * p.wins_in - 1;
        let game = Game::from_position(p.position, p.rules);
        let limits = Limits { level: 6, depth: Some(plies), movetime_ms: None, seed: 3 };
        let r = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
        assert!(r.info.score > 0, "{}: score {}\n{}", p.source, r.info.score, p.position);
        assert_eq!(mate_distance(r.info.score), Some(plies), "{}: {}\n{}", p.source, r.best, p.position);
        assert!(
            keeps_the_win(&p.position, r.best, p.wins_in),
            "{}: {} lets the win go\n{}",
            p.source,
            r.best,
            p.position
        );
    }
}

#[test]
fn without_a_depth_limit_level_6_stops_at_the_proven_win() {
    // No depth and a clock that never advances: the search ends because the win is proven.
    let mut searcher = Searcher::with_tt_size(4 << 20);
    for p in suite().into_iter().filter(|p| p.wins_in <= 2) {
        let game = Game::from_position(p.position, p.rules);
        let limits = Limits { level: 6, depth: None, movetime_ms: Some(1_000), seed: 0 };
        let r = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
        assert_eq!(mate_distance(r.info.score), Some(2 * p.wins_in - 1), "{}", p.source);
        assert!(keeps_the_win(&p.position, r.best, p.wins_in), "{}", p.source);
    }
}

#[test]
fn a_position_one_move_short_of_a_win_is_not_in_the_suite_by_mistake() {
    // The prover itself must be able to say no: the start position has no forced win in 3.
    let start = Position::new(SquareVariant::Standard);
    assert_eq!(shortest_win(&start, 2, SIM), None);
}
