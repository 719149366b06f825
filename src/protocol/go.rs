//! `go`: its limits checked into a [`SearchJob`], and the job run with a stop flag — on every
//! board, the 8×8 ones and the wide ones, by the one search.

use super::board::{on_board, PlayedGame};
use super::text::number_in;
use super::Session;
use crate::notation::error::excerpt;
use crate::notation::TextBoard;
use crate::search::{
    levels, Interrupt, Limits, MoveOf, SearchGame, SearchInfo, Searcher, MAX_REQUESTED_DEPTH,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

/// The largest node budget `go nodes` accepts: about four days at full speed.
pub const MAX_GO_NODES: u64 = 1_000_000_000_000;

/// A search that `go` asked for, checked and ready to run.
pub struct SearchJob {
    /// The game searched: a copy of the session's, on whichever board.
    game: PlayedGame,
    limits: Limits,
    max_nodes: Option<u64>,
    infinite: bool,
    searcher: Arc<Mutex<Searcher>>,
}

impl SearchJob {
    /// Whether this is `go infinite`, which waits for `stop` even when its search has ended.
    pub fn is_infinite(&self) -> bool {
        self.infinite
    }

    /// Searches, passing an `info` line to `emit` after each completed iteration and then the
    /// `bestmove` line. Setting `stop` ends the search with the best move found so far; a
    /// `go infinite` job whose search ended by itself (a proven result) waits for `stop`,
    /// parking its thread: whoever sets `stop` must unpark it.
    pub fn run(self, stop: &AtomicBool, emit: &mut dyn FnMut(String)) {
        let best = on_board!(&self.game, game => {
            self.search(game, stop, emit, &|pos, m| TextBoard::move_text(pos, *m))
        });
        if self.infinite {
            while !stop.load(Ordering::SeqCst) {
                std::thread::park();
            }
        }
        emit(format!("bestmove {best}"));
    }

    /// Searches `game`, emitting an `info` line per iteration with moves written by `write` (a
    /// move in the position it is played from); returns the best move's text.
    fn search<G: SearchGame>(
        &self,
        game: &G,
        stop: &AtomicBool,
        emit: &mut dyn FnMut(String),
        write: &dyn Fn(&G::Board, &MoveOf<G>) -> String,
    ) -> String {
        let started = Instant::now();
        let now = move || started.elapsed().as_secs_f64() * 1000.0;
        let interrupt = Interrupt { stop: Some(stop), max_nodes: self.max_nodes };
        let root = *game.board();
        // A search that panicked cannot leave the table half-written in a way that matters:
        // every entry is checked against its key, so a poisoned lock is taken over.
        let mut searcher = self.searcher.lock().unwrap_or_else(PoisonError::into_inner);
        let mut on_info = |info: &SearchInfo<MoveOf<G>>| emit(info_line(&root, info, write));
        let result = searcher.search_interruptible(game, &self.limits, interrupt, &now, &mut on_info);
        write(&root, &result.best)
    }
}

impl Session {
    /// Checks `go`'s limits: `depth D`, `movetime MS`, `nodes N`, `level L` in any order, each at
    /// most once, or `infinite` alone.
    pub(super) fn go(&mut self, args: &[&str]) -> Result<SearchJob, String> {
        // An engine plays at full strength unless a level is asked for.
        let mut limits = Limits { level: 6, seed: self.searches, ..Limits::default() };
        let mut max_nodes = None;
        let infinite = args == ["infinite"];
        if !infinite {
            let mut seen: Vec<&str> = Vec::new();
            let mut rest = args;
            while let [key, tail @ ..] = rest {
                if *key == "infinite" {
                    return Err("go infinite takes no other limit: it searches until stop".to_string());
                }
                let [value, tail @ ..] = tail else {
                    return Err(format!("go: {} needs a value", excerpt(key)));
                };
                if seen.contains(key) {
                    return Err(format!("go: {key} given twice"));
                }
                match *key {
                    "depth" => limits.depth = Some(number_in("depth", value, 1, MAX_REQUESTED_DEPTH)?),
                    "movetime" => {
                        let most = crate::search::MAX_MOVETIME_MS;
                        limits.movetime_ms = Some(number_in("movetime", value, 1, most)?);
                    }
                    "nodes" => max_nodes = Some(number_in("nodes", value, 1, MAX_GO_NODES)?),
                    "level" => limits.level = number_in("level", value, 1, 6)?,
                    other => {
                        return Err(format!(
                            "go: unknown limit \"{}\" (depth, movetime, nodes, level, infinite)",
                            excerpt(other)
                        ))
                    }
                }
                seen.push(key);
                rest = tail;
            }
            // The core's own check, so the protocol and the wasm API refuse the same limits.
            limits.validate().map_err(|e| e.to_string())?;
        }
        if let Some(outcome) = on_board!(&self.game, game => game.outcome()) {
            return Err(format!("the game is over: {outcome}"));
        }
        let game = self.game.clone();
        // With neither depth nor movetime a level spends its own budget (level 6: 1 s); an
        // infinite search and a node budget replace that with the deepest iteration there is.
        if infinite || (max_nodes.is_some() && limits.depth.is_none()) {
            limits.depth = Some(levels::MAX_DEPTH);
        }
        self.searches += 1;
        Ok(SearchJob { game, limits, max_nodes, infinite, searcher: Arc::clone(&self.searcher) })
    }
}

/// `info depth D score S nodes N nps X pv m1 m2 …`, the moves written from `root` on.
fn info_line<B: crate::search::SearchBoard>(
    root: &B,
    info: &SearchInfo<B::Move>,
    write: &dyn Fn(&B, &B::Move) -> String,
) -> String {
    let mut pos = *root;
    let pv: Vec<String> = info
        .pv
        .iter()
        .map(|m| {
            let text = write(&pos, m);
            pos.play(*m);
            text
        })
        .collect();
    format!(
        "info depth {} score {} nodes {} nps {} pv {}",
        info.depth,
        info.score,
        info.nodes,
        info.nps,
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}
