//! The AI of every board. It sees only an unchecked position ([`SearchBoard`]) and its game's
//! history of hashes (for repetition, [`SearchGame`]), and it never reads a clock itself: the
//! caller passes `now`, so the same code runs natively (`std::time::Instant`) and in a browser
//! worker (`performance.now()`).
//!
//! One search serves the 8×8 boards ([`crate::Game`] over bitboards) and the wide ones
//! ([`crate::cell_board::CellGame`]: Black Hole 9×9, 12×12, hexagons of side 5 and 6) as shakmaty's
//! `Position` trait serves chess variants: generic over [`SearchBoard`] (module `board`) and
//! monomorphised, so each board gets its own compiled search and the 8×8 board pays nothing
//! for the others. A board brings its moves, play, hash and end test, and the parts that know
//! its shape: evaluation, move ordering, the captures quiescence looks at, quiet wins.
//!
//! The search is iterative-deepening principal-variation alpha-beta with a Zobrist-keyed
//! transposition table, killer/history ordering, late-move reductions, null move and a
//! quiescence search over connection-relevant captures (module `alphabeta`), over each board's
//! evaluation ([`eval`] on 8×8: concentration, centralisation, quads, connectedness;
//! [`crate::cell_board::evaluate`] on the wide boards: spread, groups, centre, contacts) — the recipe
//! of MIA (docs/rules.md §6).
//! Levels 1–6 ([`levels`]) trade depth and add seeded noise, on every board alike; level 0 is
//! the first simple player ([`baseline`]), kept for comparison.
//!
//! Why alpha-beta and not MCTS: an MCTS with a solver and evaluation-valued leaves (`mcts`,
//! after MC-LOA) won 1 game of 20 against this search at 50 ms a move (`match 6 6 --a-mcts` with `--features mcts`):
//! the search reaches 2.5–3 million nodes a second natively, and at the short times a browser
//! game uses its depth beats MCTS's selectivity. MC-LOA overtook MIA only with
//! evaluation-guided playouts, progressive bias and far longer times.
//!
//! Conventions: scores are from the view of the side to move at each node and change sign only
//! when the side changes (a Parachute slide and its drop are one player's); a win `n` plies
//! from the root scores `MATE - n` on every board; a position repeated in the search path, or
//! one of the game's since its last capture or drop that [`SearchGame::repetition_history`]
//! names, scores 0 when the rules count repetition (on 8×8 every earlier position, a twofold
//! approximation of the threefold rule; on the wide boards those that stood twice); the move
//! limit is not seen by the search.
//!
//! ```
//! use loa::{Game, Rules, Simultaneous, Variant, SquareVariant};
//! use loa::search::{Limits, Searcher};
//! use loa::cell_board::CellGame;
//! let game = Game::new(SquareVariant::Standard, Rules::default());
//! let mut searcher = Searcher::with_tt_size(1 << 20);
//! let limits = Limits { level: 6, depth: Some(3), movetime_ms: None, seed: 1 };
//! let result = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
//! assert!(game.position().is_legal(result.best));
//! assert_eq!(result.info.depth, 3);
//! // The same searcher, the same limits, on a hexagonal board.
//! let hex = CellGame::with_scoring(Variant::Hex6.cell_shape().unwrap(), Simultaneous::Draw);
//! let result = searcher.search(&hex, &limits, &|| 0.0, &mut |_| {});
//! assert!(hex.position().is_legal(result.best));
//! assert_eq!(result.info.depth, 3);
//! ```

mod alphabeta;
pub mod baseline;
pub mod bench;
pub mod board;
mod captures;
pub mod eval;
pub mod levels;
pub mod limits;
#[cfg(feature = "mcts")]
pub mod mcts;
mod ordering;
pub mod prove;
mod report;
mod root;
/// The seeded random numbers of every level (the crate's [`crate::rng`]).
pub use crate::rng;
mod tt;

use alphabeta::{Context, INFINITY};
pub use board::{SearchBoard, SearchGame};
pub use limits::{Interrupt, Limits, LimitsError, MAX_MOVETIME_MS, MAX_REQUESTED_DEPTH};
use ordering::{Heuristics, MAX_PLY};
pub use report::{mate_distance, SearchInfo, SearchResult, MATE, MATE_BOUND};
use root::search_root;
#[cfg(feature = "mcts")]
use std::sync::atomic::Ordering;
pub use tt::DEFAULT_TT_BYTES;

/// The move type of a game's board.
pub type MoveOf<G> = <<G as SearchGame>::Board as SearchBoard>::Move;

/// A searcher, holding what persists between moves: the transposition table and the history.
/// One searcher serves any board ([`SearchGame`]: the 8×8 [`crate::Game`] and the wide boards'
/// [`crate::cell_board::CellGame`]); switching boards starts its history afresh.
#[derive(Debug)]
pub struct Searcher {
    tt: tt::Table,
    heuristics: Heuristics,
    tuning: Tuning,
}

/// Switches for tuning and A/B matches (the match runner's `--a-*` options); the defaults are
/// what every level plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// The evaluation's weights.
    pub weights: eval::Weights,
    /// Null-move pruning.
    pub null_move: bool,
    /// Play the experimental Monte-Carlo tree search ([`mcts`]) instead of alpha-beta.
    #[cfg(feature = "mcts")]
    pub mcts: bool,
    /// Quiescence looks for a quiet move that connects at once.
    pub quiet_wins: bool,
    /// Aspiration windows at the root.
    pub aspiration: bool,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            weights: eval::WEIGHTS,
            null_move: true,
            #[cfg(feature = "mcts")]
            mcts: false,
            quiet_wins: true,
            aspiration: true,
        }
    }
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

impl Searcher {
    /// A new searcher with the default 16 MB transposition table.
    pub fn new() -> Searcher {
        Searcher::with_tt_size(DEFAULT_TT_BYTES)
    }

    /// A new searcher with a transposition table of about `bytes` bytes (at least 16 KB);
    /// the page passes a small size to keep wasm memory low.
    pub fn with_tt_size(bytes: usize) -> Searcher {
        Searcher { tt: tt::Table::new(bytes), heuristics: Heuristics::default(), tuning: Tuning::default() }
    }

    /// Changes the evaluation weights and search switches (for tuning; levels use the defaults).
    pub fn set_tuning(&mut self, tuning: Tuning) {
        self.tuning = tuning;
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics = Heuristics::default();
    }

    /// Chooses a move for the player to move in `game`.
    /// `now` returns milliseconds from any fixed origin; `on_info` receives a report after each
    /// completed iteration. If the game is over, returns [`crate::Move::PASS`] at depth 0 (see
    /// [`SearchResult::best`]).
    pub fn search<G: SearchGame>(
        &mut self,
        game: &G,
        limits: &Limits,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&SearchInfo<MoveOf<G>>),
    ) -> SearchResult<MoveOf<G>> {
        self.search_interruptible(game, limits, Interrupt::default(), now, on_info)
    }

    /// [`Searcher::search`] that `interrupt` can also end: when its stop flag is set (by
    /// another thread) or its node budget is spent, the search returns the best move found so
    /// far. The first iteration always completes, so there is always a move.
    pub fn search_interruptible<G: SearchGame>(
        &mut self,
        game: &G,
        limits: &Limits,
        interrupt: Interrupt<'_>,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&SearchInfo<MoveOf<G>>),
    ) -> SearchResult<MoveOf<G>> {
        let started = now();
        let root: G::Board = *game.board();
        if game.is_over() {
            let info = SearchInfo::default();
            on_info(&info);
            return SearchResult { best: G::Board::PASS, info };
        }
        // A move chosen without searching (the baseline's, a level's slip), answered as depth 1.
        let mut unsearched = |best: MoveOf<G>, score: i32| {
            let info = SearchInfo {
                depth: 1,
                score,
                nodes: root.legal_moves().len() as u64,
                nps: 0,
                elapsed_ms: (now() - started).max(0.0) as u64,
                pv: vec![best],
            };
            on_info(&info);
            SearchResult { best, info }
        };
        if limits.level == 0 {
            let (best, wins) = baseline::choose(game, limits.seed);
            return unsearched(best, if wins { MATE - 1 } else { 0 });
        }
        let profile = levels::profile(limits.level);
        if let Some(best) = levels::slip(&profile, &root, limits.seed) {
            return unsearched(best, 0);
        }
        #[cfg(feature = "mcts")]
        if self.tuning.mcts {
            if let Some(result) = game.search_mcts(self, limits, profile, interrupt, now, on_info) {
                return result;
            }
        }
        let max_depth = limits.depth.unwrap_or(profile.max_depth).clamp(1, levels::MAX_DEPTH);
        let movetime =
            limits.movetime_ms.or(if limits.depth.is_none() { profile.default_movetime_ms } else { None });
        self.tt.new_search();
        self.heuristics.age::<G::Board>();
        let mut ctx = Context {
            tt: &mut self.tt,
            heuristics: &mut self.heuristics,
            now,
            deadline: movetime.map(|ms| started + ms as f64),
            node_limit: match (if limits.depth.is_none() { profile.nodes } else { None }, interrupt.max_nodes)
            {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            stop_flag: interrupt.stop,
            nodes: 0,
            stopped: false,
            may_stop: false,
            simultaneous: game.simultaneous(),
            repetition: game.draws_by_repetition(),
            game_history: if game.draws_by_repetition() { game.repetition_history() } else { Vec::new() },
            path: [0; MAX_PLY + 2],
            reversible_from: [0; MAX_PLY + 2],
            weights: self.tuning.weights,
            eval_cache: Default::default(),
            noise: profile.noise,
            seed: limits.seed,
            pv: vec![[G::Board::PASS; MAX_PLY + 1]; MAX_PLY + 2],
            pv_len: [0; MAX_PLY + 2],
            null_move: self.tuning.null_move,
            quiet_wins: self.tuning.quiet_wins && profile.sees_quiet_wins,
            null_at: [false; MAX_PLY + 2],
        };
        ctx.path[0] = root.hash();
        let mut root_moves: Vec<(MoveOf<G>, i32)> =
            ctx.ordered_moves(&root, None, 0).iter().map(|&m| (m, -INFINITY)).collect();
        if levels::misses_wins(&profile, &root, limits.seed) {
            let quiet: Vec<(MoveOf<G>, i32)> = root_moves
                .iter()
                .copied()
                .filter(|&(m, _)| !baseline::wins_at_once(&root, m, game.simultaneous()))
                .collect();
            if !quiet.is_empty() {
                root_moves = quiet;
            }
        }
        let exact_all = profile.margin > 0;
        let mut best: (MoveOf<G>, i32) = (root_moves[0].0, -INFINITY);
        let mut info = SearchInfo::default();
        for depth in 1..=max_depth {
            ctx.may_stop = depth > 1;
            // Aspiration window (from depth 4 at full strength): a narrow window around the
            // last score, widened to the full window on the side that fails.
            let narrow = self.tuning.aspiration && !exact_all && depth >= 4 && best.1.abs() < MATE_BOUND;
            let (mut lo, mut hi) = if narrow { (best.1 - 40, best.1 + 40) } else { (-INFINITY, INFINITY) };
            let found = loop {
                let found = search_root(&mut ctx, &root, &mut root_moves, depth as i32, exact_all, lo, hi);
                match found {
                    // Stopped: a move that failed high did beat the last best; a fail low proves
                    // nothing about which move is best.
                    Some((_, s)) if ctx.stopped && s <= lo => break None,
                    Some((_, s)) if s <= lo && !ctx.stopped => lo = -INFINITY,
                    Some((_, s)) if s >= hi && !ctx.stopped => hi = INFINITY,
                    other => break other,
                }
            };
            let Some(found) = found else {
                break;
            };
            let completed = !ctx.stopped;
            best = found;
            let elapsed = (now() - started).max(0.0);
            if completed {
                info = SearchInfo {
                    depth,
                    score: best.1,
                    nodes: ctx.nodes,
                    nps: (ctx.nodes as f64 * 1000.0 / elapsed.max(0.001)) as u64,
                    elapsed_ms: elapsed as u64,
                    pv: ctx.pv[0][..ctx.pv_len[0]].to_vec(),
                };
                on_info(&info);
            }
            // A proven result cannot change with more depth; the shortest win is already found
            // because iteration d finds every win within d plies.
            if !completed || best.1.abs() > MATE_BOUND {
                break;
            }
        }
        if exact_all && best.1.abs() <= MATE_BOUND {
            // Lower levels: a seeded pick among the moves within the margin of the best.
            let close: Vec<MoveOf<G>> =
                root_moves.iter().filter(|(_, s)| *s >= best.1 - profile.margin).map(|(m, _)| *m).collect();
            if !close.is_empty() {
                let pick = rng::splitmix(limits.seed ^ root.hash() ^ 0x5eed) % close.len() as u64;
                best.0 = close[pick as usize];
            }
        }
        if info.pv.first() != Some(&best.0) {
            info.pv = vec![best.0];
        }
        info.nodes = ctx.nodes;
        SearchResult { best: best.0, info }
    }
}

#[cfg(feature = "mcts")]
impl Searcher {
    /// The experimental MCTS ([`mcts`]): a time limit if given (or the level's), else 1,000
    /// iterations per unit of depth, else the level's node budget as iterations / 10.
    pub(crate) fn search_mcts(
        &mut self,
        game: &crate::Game,
        limits: &Limits,
        profile: levels::Profile,
        interrupt: Interrupt<'_>,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let started = now();
        let movetime =
            limits.movetime_ms.or(if limits.depth.is_none() { profile.default_movetime_ms } else { None });
        let most = limits.depth.map(|d| d as u64 * 1_000).or(profile.nodes.map(|n| n / 10));
        let r =
            mcts::search(game.position(), game.rules().simultaneous, &self.tuning.weights, |iterations| {
                movetime.is_some_and(|ms| now() - started >= ms as f64)
                    || most.is_some_and(|n| iterations >= n)
                    || interrupt.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
            });
        let score = match r.proven {
            1 => MATE - 1,
            -1 => -(MATE - 1),
            _ => {
                let p = r.mean.clamp(0.001, 0.999) as f64;
                (200.0 * (p / (1.0 - p)).ln()) as i32
            }
        };
        let elapsed = (now() - started).max(0.0);
        let info = SearchInfo {
            depth: 1,
            score,
            nodes: r.iterations,
            nps: (r.iterations as f64 * 1000.0 / elapsed.max(0.001)) as u64,
            elapsed_ms: elapsed as u64,
            pv: vec![r.best],
        };
        on_info(&info);
        SearchResult { best: r.best, info }
    }
}
