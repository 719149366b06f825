//! The wide AI's judgement of material. Black Hole, match runner game 60 against the random mover
//! (`examples/wide_match.rs`): level 6 took White's stragglers (h9xc9, then g7xg9 with White down to
//! four pieces), the random side dropped a piece into the hole, and its last two met by chance.
//! A side with fewer pieces has fewer steps to connect, so taking a straggler helps its owner;
//! the evaluation counts the steps of all pieces, not their average, and level 6 now declines
//! those captures. Both positions are from that game, Black (level 6) to move.

use crate::common::clock;
use loa::search::{Limits, Searcher};
use loa::wide::{format_wide_move, parse_wide_position, WideGame};

/// Level 6's move from `text`, as text, and whether it takes a piece.
fn level_six(text: &str) -> (String, bool) {
    let (pos, simultaneous) = parse_wide_position(text).unwrap();
    let game = WideGame::from_position_scoring(pos, simultaneous);
    let limits = Limits { seed: 60, ..Limits::for_level(6) };
    let found = Searcher::new().search(&game, &limits, &clock(), &mut |_| {});
    assert!(pos.is_legal(found.best));
    (format_wide_move(&pos, found.best), pos.is_capture(found.best))
}

#[test]
fn level_six_leaves_a_straggler_when_white_is_down_to_four_pieces() {
    // White: b1, e1, i2 and the straggler g9, which g7xg9 took in the lost game.
    let (played, capture) = level_six("black-hole 2b3w2/9/5bb2/4bb3/4*b3/2bb5/3bb4/8w/1w2w4 b - draw");
    assert!(!capture, "level 6 took a piece: {played}");
}

#[test]
fn level_six_leaves_the_straggler_on_the_back_rank() {
    // White: c9, f8, i4, a2, e1; the lost game's h9xc9 took c9.
    let (played, capture) = level_six("black-hole 1bw1bb1b1/5w3/5bb2/6b2/2b1*b3/2bb4w/9/w8/4w4 b - draw");
    assert!(!capture, "level 6 took a piece: {played}");
}
