//! The whole-game analysis (the review of a game) on the cell boards, and a short game analysed
//! move by move on a table of boards, 8×8 ones among them; the 8×8 boards' judgement is also
//! tested beside it in src/boundary/game_review.rs. On a wide board: the wide build's worker searches each position
//! (`WasmSearcher.search`, the 8×8 one) and its scores are judged by the 8×8 analysis's
//! judgement (`judgeMove`, src/boundary/game_review.rs) — one search, one scale of forced
//! results, the same thresholds, the same forced-result rules.

use crate::common::{clock, wide_search};
use loa::boundary::input::Input;
use loa::boundary::{judge_move, judge_request, Score, INACCURACY};
use loa::cell_board::{parse_cell_position, CellGame};
use loa::search::{Limits, Searcher, MATE};
use loa::Variant;

/// What the analysis's search saw in `game`: the engine's move, its score and whose view the
/// score takes — at the strongest level, a short time a position, as the page's analysis asks.
fn analyse(
    searcher: &mut Searcher,
    game: &CellGame,
    seed: u64,
) -> Result<(String, i32, &'static str), String> {
    let limits = Limits { seed, movetime_ms: Some(300), ..Limits::for_level(6) };
    wide_search(searcher, game, &limits).map(|answer| (answer.best.text, answer.info.score, answer.info.side))
}

/// Black Hole, Black to move: d1-c2 joins a2, b2 and c2 and wins at once; White's i9 and i7
/// join with i7-h8 if Black lets them. A quiet a2-a3 instead misses the win and lets the loss in.
const WIN_IN_ONE: &str = "black-hole 8w/9/8w/9/4*4/9/9/bb7/3b5 b - mover-wins";

/// The game from `WIN_IN_ONE` after `played`.
fn game_after(played: &[&str]) -> CellGame {
    let (pos, simultaneous) = parse_cell_position(WIN_IN_ONE).unwrap();
    let mut game = CellGame::from_position_scoring(pos, simultaneous);
    for text in played {
        game.play_text(text).unwrap();
    }
    game
}

#[test]
fn a_forced_result_on_a_wide_board_reads_as_on_eight_by_eight() {
    // One search, one scale: the analysis of a wide board reads the search's forced results as
    // the 8×8 analysis does.
    let (_, score, _) = analyse(&mut Searcher::new(), &game_after(&[]), 1).unwrap();
    assert_eq!(Score::of(score).turns, Some(1), "a win on this move: {score}");
    assert_eq!(Score::of(MATE - 5).turns, Some(3));
}

#[test]
fn a_quiet_move_instead_of_the_win_is_a_blunder_on_a_wide_board_too() {
    let mut searcher = Searcher::new();
    let (best, before, side) = analyse(&mut searcher, &game_after(&[]), 1).unwrap();
    assert_eq!((side, before), ("black", MATE - 1), "Black wins on this move: {best}");
    assert!(matches!(best.as_str(), "d1-c2" | "d1-c1"), "the engine's win: {best}");
    let (reply, after, side) = analyse(&mut searcher, &game_after(&["a2-a3"]), 1).unwrap();
    assert_eq!((side, after), ("white", MATE - 1), "White, to move, wins at once: {reply}");
    // From the mover's (Black's) view, as the page turns it by the side.
    let judged =
        judge_request(Input::Number(f64::from(before)), Input::Number(f64::from(-after)), Input::Bool(false))
            .unwrap();
    assert_eq!(
        (judged.mark, judged.missed_win, judged.allowed_loss, judged.before, judged.after),
        (Some("blunder"), Some(1), Some(1), 1.0, 0.0)
    );
    // The engine's own move is never marked, and the winning move is judged from the result.
    let own = judge_request(Input::Number(f64::from(before)), Input::Text("won".into()), Input::Bool(true));
    assert_eq!(own.unwrap().mark, None);
}

#[test]
fn the_thresholds_are_the_eight_by_eight_ones() {
    // An ordinary drop is judged alike on every board (one set of thresholds).
    for (before, after) in [(0, -70), (0, -80), (0, -150), (200, -300), (-100, 300)] {
        let wide =
            judge_request(Input::Number(before.into()), Input::Number(after.into()), Input::Bool(false))
                .unwrap();
        let eight = judge_move(Score::of(before), Score::of(after), false);
        assert_eq!(wide.mark, eight.mark.map(|m| m.key()), "{before} → {after}");
    }
    let first = judge_request(Input::Number(0.0), Input::Number(-80.0), Input::Bool(false)).unwrap();
    assert!(first.before - first.after >= INACCURACY && first.mark == Some("inaccuracy"));
}

#[test]
fn bad_scores_and_a_finished_game_are_refused_by_name() {
    let err = judge_request(Input::Number(0.0), Input::Number(f64::from(MATE) + 1.0), Input::Bool(false))
        .unwrap_err();
    assert!(err.starts_with("after must be a score") && err.contains("-31000 to 31000"), "{err}");
    let won = game_after(&["d1-c2"]);
    let err = analyse(&mut Searcher::new(), &won, 1).unwrap_err();
    assert!(err.starts_with("nothing to search: the game is over"), "{err}");
}

/// The boards a short game is analysed on, move by move: two 8×8 variants and every cell board.
const ANALYSED: [Variant; 6] = [
    Variant::Standard,
    Variant::ScrambledEggs,
    Variant::BlackHole,
    Variant::Standard12x12,
    Variant::Hex5,
    Variant::Hex6,
];

#[test]
fn every_move_of_a_short_game_is_searched_and_judged_on_every_board() {
    use crate::boards::{each_board, new_game, play_turns};
    use loa::boundary::{search_replayed, GameState, PageBoard, ReplayedGame};
    use loa::Game;

    /// What the page's worker answers for `game` (its start and packed moves), as [`analyse`].
    fn analysed<B: PageBoard>(
        searcher: &mut Searcher,
        game: &Game<B>,
        seed: u64,
    ) -> (String, i32, &'static str)
    where
        Game<B>: ReplayedGame,
    {
        let start = GameState::of(game).start;
        let moves: Vec<u16> = game.moves().iter().map(|&m| B::packed_move(m)).collect();
        let limits = Limits { seed, movetime_ms: Some(200), ..Limits::for_level(6) };
        let answer = search_replayed::<Game<B>>(searcher, &start, &moves, &limits, &clock(), &mut |_| {})
            .unwrap_or_else(|e| panic!("ply {}: {e}", moves.len()));
        (answer.best.text, answer.info.score, answer.info.side)
    }

    // Level 6 against random moves: the analysis walks every position as the page's worker
    // does, and the engine's own moves are never marked.
    fn check<B: PageBoard>(variant: Variant)
    where
        Game<B>: ReplayedGame,
    {
        let mut game = new_game::<B>(variant);
        let mut searcher = Searcher::new();
        let mut previous = analysed(&mut searcher, &game, 0);
        for ply in 1..=8u64 {
            let text = play_turns(&mut game, ply, 1).remove(0).text;
            if game.is_over() {
                break;
            }
            let now = analysed(&mut searcher, &game, ply);
            let after = if now.2 == previous.2 { now.1 } else { -now.1 };
            let own = previous.0 == text;
            let judged = judge_request(
                Input::Number(previous.1.into()),
                Input::Number(after.into()),
                Input::Bool(own),
            )
            .unwrap();
            assert!((0.0..=1.0).contains(&judged.before) && (0.0..=1.0).contains(&judged.after));
            if own {
                assert_eq!(judged.mark, None, "ply {ply}: the engine's own move {text}");
            }
            previous = now;
        }
    }
    each_board!(ANALYSED, check);
}
