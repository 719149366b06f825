//! The search on a wide board under the repetition draw (docs/rules.md §2.3): searched within
//! its game, it scores a move to a position that stood twice already as a draw, so the winning
//! side steps off a shuttle the history-blind search would play into a draw, and the losing side
//! takes the draw the shuttle offers.

use crate::common::clock;
use loa::boundary::wide_computer_move;
use loa::search::{Limits, SearchResult, Searcher, MATE_BOUND};
use loa::wide::{format_wide_move, parse_wide_position, wide_rules, WideGame, WideMove, WidePosition};
use loa::{Rules, Simultaneous};

/// Black to move and ahead by the evaluation: five pieces against White's nine on the edges;
/// no connection within two plies.
const BLACK_AHEAD: &str = "black-hole w3w3w/1b7/2b6/9/wb2*3w/9/7b1/9/w3wbw1w b - mover";

/// Two plies deep: the history-blind search's choice is its evaluation's, decided at once.
fn limits() -> Limits {
    Limits { level: 6, depth: Some(2), movetime_ms: None, seed: 1 }
}

/// `searcher`'s choice in `game` at [`limits`].
fn search_in(searcher: &mut Searcher, game: &WideGame) -> SearchResult<WideMove> {
    searcher.search(game, &limits(), &|| 0.0, &mut |_| {})
}

/// The choice of a search that knows no history: `pos` alone, no repetition draw.
fn blind(pos: &WidePosition) -> SearchResult<WideMove> {
    search_in(&mut Searcher::new(), &WideGame::from_position(*pos, Simultaneous::MoverWins))
}

fn back(m: WideMove) -> WideMove {
    WideMove { from: m.to, to: m.from }
}

/// The cycle `y -m-> z -n-> w -m'-> v -n'-> y` built on the move `m` the history-blind search
/// picks at `y`, with the first White reply `n` that can be played back (no captures), so the
/// same four positions recur.
fn cycle(y: &WidePosition, m: WideMove) -> [WidePosition; 4] {
    assert!(!y.is_capture(m), "the chosen move must be reversible");
    let z = y.play(m);
    for &n in z.legal_moves().as_slice() {
        if z.is_capture(n) {
            continue;
        }
        let w = z.play(n);
        if !w.is_legal(back(m)) || w.is_capture(back(m)) {
            continue;
        }
        let v = w.play(back(m));
        if v.is_legal(back(n)) && !v.is_capture(back(n)) && v.play(back(n)) == *y {
            return [*y, z, w, v];
        }
    }
    panic!("no White shuttle from {z:?}");
}

/// A game with the repetition draw on from `from`, played along the cycle for `plies` plies.
fn game_along(cycle: &[WidePosition; 4], from: usize, plies: usize) -> WideGame {
    let rules = Rules { repetition: true, ..wide_rules(Simultaneous::MoverWins) };
    let mut game = WideGame::from_position_with(cycle[from], rules);
    for i in from..from + plies {
        let (before, after) = (cycle[i % 4], cycle[(i + 1) % 4]);
        let m = *before.legal_moves().as_slice().iter().find(|&&m| before.play(m) == after).unwrap();
        game.play(m).unwrap();
    }
    game
}

#[test]
fn the_winning_side_steps_off_a_shuttle_that_would_draw_by_repetition() {
    let (y, _) = parse_wide_position(BLACK_AHEAD).unwrap();
    let blind = blind(&y);
    assert!(
        blind.info.score > 0 && blind.info.score < MATE_BOUND,
        "Black is ahead: {} {}",
        blind.info.score,
        format_wide_move(&y, blind.best)
    );
    let c = cycle(&y, blind.best);
    // From z (the position after the blind choice): z w v y z w v y — z has stood twice.
    let game = game_along(&c, 1, 7);
    assert_eq!(*game.position(), y);
    assert_eq!((game.outcome(), game.repetitions()), (None, 2));
    let mut after_blind = game.clone();
    after_blind.play(blind.best).unwrap();
    assert!(after_blind.outcome().is_some(), "the blind choice draws by repetition");

    let found = search_in(&mut Searcher::new(), &game);
    assert_ne!(found.best, blind.best, "{}", format_wide_move(&y, found.best));
    assert!(found.info.score > 0, "still ahead: {}", found.info.score);
    let mut after = game.clone();
    after.play(found.best).unwrap();
    assert_eq!(after.outcome(), None);

    for level in 4..=6 {
        let text = wide_computer_move(&mut Searcher::new(), &game, level, 1, &clock()).unwrap();
        assert_ne!(text, format_wide_move(&y, blind.best), "level {level}");
    }

    // With the option off the history changes nothing: the shuttle goes on.
    let mut off = game.clone();
    off.set_repetition(false);
    let plain = search_in(&mut Searcher::new(), &off);
    assert_eq!((plain.best, plain.info.score), (blind.best, blind.info.score));
}

#[test]
fn the_losing_side_takes_the_draw_by_repetition() {
    let (y, _) = parse_wide_position(BLACK_AHEAD).unwrap();
    let blind = blind(&y);
    let c = cycle(&y, blind.best);
    // From w: w v y z w v y z — White to move at z, and w has stood twice.
    let game = game_along(&c, 2, 7);
    assert_eq!(*game.position(), c[1]);
    let z = c[1];
    let to_w = *z.legal_moves().as_slice().iter().find(|&&n| z.play(n) == c[2]).unwrap();
    let blind_white = self::blind(&z);
    assert!(blind_white.info.score < 0, "White is behind: {}", blind_white.info.score);

    let found = search_in(&mut Searcher::new(), &game);
    assert_eq!((format_wide_move(&z, found.best), found.info.score), (format_wide_move(&z, to_w), 0));
    let mut after = game.clone();
    after.play(found.best).unwrap();
    assert_eq!(after.outcome(), Some(loa::wide::WideOutcome::Draw));

    // A searcher whose table holds the history-blind scores (the page keeps one per game)
    // still sees the draw: the repetition is judged before the table is read.
    let mut reused = Searcher::new();
    search_in(&mut reused, &WideGame::from_position(z, Simultaneous::MoverWins));
    assert_eq!(search_in(&mut reused, &game).best, to_w);

    for level in 4..=6 {
        let text = wide_computer_move(&mut Searcher::new(), &game, level, 1, &clock()).unwrap();
        assert_eq!(text, format_wide_move(&z, to_w), "level {level}");
    }
}
