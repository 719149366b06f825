//! The whole-game analysis of a wide game: the worker searches each position
//! with the wide search ([`wide_analyse`]: its move, its score and whose view the score takes),
//! and the page asks [`wide_judge_request`] what the scores before and after a move mean. The
//! judging is the 8×8 analysis's ([`super::game_review`]): one search scores every board, so
//! the same scale of forced results, the same curve, the same thresholds.

use super::input::Input;
use super::review_request::{judge_request, MoveJudgement};
use super::wide::side_key;
use crate::search::{Limits, Searcher};
use crate::wide::{format_wide_move, WideGame};
use serde::Serialize;

/// The level the analysis searches at: the strongest, as the 8×8 analysis does.
pub const WIDE_ANALYSIS_LEVEL: u8 = 6;

/// The time the analysis spends on each position, in milliseconds: within the 8×8 analysis's
/// range (150 ms to a second a position), so a game of a hundred moves takes about half a minute.
pub const WIDE_ANALYSIS_MS: u64 = 300;

/// One position of a wide game as the analysis's search saw it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct WideAnalysisView {
    /// The engine's move there, as text (`b1-b3`, `pass`).
    #[serde(rename = "move")]
    pub best: String,
    /// Its score from the view of `side` (±[`crate::search::MATE`] − plies for a forced result).
    pub score: i32,
    /// The side to move, whose view the score takes: `"black"` or `"white"`.
    pub side: &'static str,
}

/// Searches the position `game` stands in at the analysis's level for [`WIDE_ANALYSIS_MS`] by
/// the clock `now` (milliseconds) with `seed`; an error when the game is over there (the page
/// then judges the last move from the result).
///
/// ```
/// use loa::boundary::{wide_analyse, wide_replay};
/// use loa::search::Searcher;
/// let game = wide_replay("hex-5", "draw", &[]).unwrap();
/// let started = std::time::Instant::now();
/// let now = || started.elapsed().as_secs_f64() * 1000.0;
/// let seen = wide_analyse(&mut Searcher::new(), &game, 1, &now).unwrap();
/// assert_eq!(seen.side, "black");
/// assert!(game.clone().play_text(&seen.best).is_ok());
/// ```
pub fn wide_analyse(
    searcher: &mut Searcher,
    game: &WideGame,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> Result<WideAnalysisView, String> {
    if let Some(ending) = game.ending() {
        return Err(format!("nothing to search: the game is over ({ending})"));
    }
    let pos = game.position();
    let limits =
        Limits { seed, movetime_ms: Some(WIDE_ANALYSIS_MS), ..Limits::for_level(WIDE_ANALYSIS_LEVEL) };
    let result = searcher.search(game, &limits, now, &mut |_| {});
    Ok(WideAnalysisView {
        best: format_wide_move(pos, result.best),
        score: result.info.score,
        side: side_key(pos.turn()),
    })
}

/// `judgeWideMove(before, after, engineChoice)`: a move of a wide game judged from the wide
/// search's scores of the positions before and after it (both from the mover's view, or
/// `"won"`, `"lost"`, `"drawn"` for a game that ended with it), as the 8×8 `judgeMove` does.
pub fn wide_judge_request(
    before: Input,
    after: Input,
    engine_choice: Input,
) -> Result<MoveJudgement, String> {
    judge_request(before, after, engine_choice)
}
