//! The computer worker's game: rebuilt for every search from its start (a position string with
//! its rules) and its packed moves, on any board. [`ReplayedGame`] is what the one
//! `WasmSearcher` (src/wasm/searcher.rs) needs of a game, so the 8×8 build and the wide boards'
//! build export the same searcher from one source; [`search_replayed`] is its search.

use super::{MoveView, SearchAnswer, SearchReport};
use crate::search::{Limits, MoveOf, SearchGame, SearchInfo, Searcher};
use crate::Game;

/// A game the worker rebuilds and searches: the 8×8 [`Game`] and the wide boards'
/// [`crate::wide::WideGame`] (src/boundary/wide_search.rs).
pub trait ReplayedGame: SearchGame + Sized {
    /// The game that started from the position string `start` (with its rules) and continued
    /// with the packed `moves` ([`MoveView::packed`]); the error names the first bad one.
    fn replay(start: &str, moves: &[u16]) -> Result<Self, String>;

    /// How the game ended, in words, or `None` while it goes on.
    fn finished(&self) -> Option<String>;

    /// The report of a search from the position now ([`SearchReport`]: the variation as move
    /// texts with their colours, the turns to a forced result).
    fn report(&self, info: &SearchInfo<MoveOf<Self>>) -> SearchReport;

    /// A move of the position now, as the page receives it.
    fn move_view(&self, m: MoveOf<Self>) -> MoveView;
}

impl ReplayedGame for Game {
    fn replay(start: &str, moves: &[u16]) -> Result<Game, String> {
        super::replay(start, moves)
    }

    fn finished(&self) -> Option<String> {
        self.outcome().map(|outcome| outcome.to_string())
    }

    fn report(&self, info: &SearchInfo) -> SearchReport {
        SearchReport::of(self.position(), self.rules().simultaneous, info)
    }

    fn move_view(&self, m: crate::Move) -> MoveView {
        MoveView::of(m)
    }
}

/// Chooses a move for the game `G` rebuilt from `start` and packed `moves`, within `limits`,
/// by the clock `now` (milliseconds); `on_report` receives each progress report. The error
/// says why the game cannot be rebuilt, or that it is over.
///
/// ```
/// use loa::boundary::{search_replayed, wide_packed};
/// use loa::search::{Limits, Searcher};
/// use loa::wide::WideGame;
/// let start = "hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw";
/// let limits = Limits { depth: Some(2), movetime_ms: Some(1000), ..Limits::default() };
/// let answer = search_replayed::<WideGame>(&mut Searcher::new(), start, &[], &limits, &|| 0.0, &mut |_| {}).unwrap();
/// assert_eq!(answer.info.side, "black");
/// assert!(answer.best.text.contains('-') || answer.best.text.contains('x'));
/// ```
pub fn search_replayed<G: ReplayedGame>(
    searcher: &mut Searcher,
    start: &str,
    moves: &[u16],
    limits: &Limits,
    now: &dyn Fn() -> f64,
    on_report: &mut dyn FnMut(&SearchReport),
) -> Result<SearchAnswer, String> {
    let game = G::replay(start, moves)?;
    if let Some(ending) = game.finished() {
        return Err(format!("nothing to search: the game is over ({ending})"));
    }
    let result = searcher.search(&game, limits, now, &mut |info| on_report(&game.report(info)));
    Ok(SearchAnswer { best: game.move_view(result.best), info: game.report(&result.info) })
}
