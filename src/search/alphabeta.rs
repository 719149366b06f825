//! The search proper: principal-variation search (NegaScout; Reinefeld 1983) with a
//! transposition table, killer and history ordering, late-move reductions and a quiescence
//! search over the captures that can make or break a connection (docs/rules.md §6, MIA).
//!
//! Negamax works by *side*, not by ply: a score is always from the view of the side to move at
//! that node, and it changes sign only when the side to move changes. In Standard play that is
//! every ply; in AmbiLOA the seats alternate teams, so also every ply; in Parachute a slide and
//! the drop that completes the turn are two plies by the same player, and the sign stays.

use super::board::{outcome_score, SearchBoard};
use super::eval::Weights;
use super::ordering::{Heuristics, MAX_PLY};
use super::rng::splitmix;
use super::tt::{from_tt, to_tt, Bound, Table};
use super::MATE_BOUND;
use crate::Simultaneous;
use std::sync::atomic::{AtomicBool, Ordering};

mod quiescence;

/// Larger than any score.
pub const INFINITY: i32 = 32_000;

/// Everything one search of a board `B` needs, borrowed from the [`super::Searcher`] for its
/// duration.
pub struct Context<'a, B: SearchBoard> {
    /// The transposition table.
    pub tt: &'a mut Table,
    /// Killers and history.
    pub heuristics: &'a mut Heuristics,
    /// The clock, in milliseconds.
    pub now: &'a dyn Fn() -> f64,
    /// Stop when `now()` passes this.
    pub deadline: Option<f64>,
    /// Stop after this many nodes (reproducible budgets for the lower levels).
    pub node_limit: Option<u64>,
    /// Set from outside (another thread) to stop the search; read every 1,024 nodes.
    pub stop_flag: Option<&'a AtomicBool>,
    /// Nodes visited.
    pub nodes: u64,
    /// Set when a limit stops the search; every score computed after it is meaningless.
    pub stopped: bool,
    /// Whether limits may stop the search now (not during the first iteration, so there is
    /// always a move).
    pub may_stop: bool,
    /// How simultaneous connection is scored.
    pub simultaneous: Simultaneous,
    /// Whether repetition draws (then a position repeated in the path or history scores 0).
    pub repetition: bool,
    /// Hashes of the game's earlier positions since its last irreversible move.
    pub game_history: Vec<u64>,
    /// Hashes along the current path; `path[ply]` is the position at `ply`.
    pub path: [u64; MAX_PLY + 2],
    /// `reversible_from[ply]`: the first ply of the path from which every move was reversible.
    pub reversible_from: [usize; MAX_PLY + 2],
    /// Evaluation weights.
    pub weights: Weights,
    /// What the board's evaluation remembers during this search.
    pub eval_cache: B::EvalCache,
    /// Half-width of the seeded evaluation noise (0 at full strength).
    pub noise: i32,
    /// Seed of the noise.
    pub seed: u64,
    /// The triangular principal-variation table.
    pub pv: Vec<[B::Move; MAX_PLY + 1]>,
    /// Lengths of the rows of `pv`.
    pub pv_len: [usize; MAX_PLY + 2],
    /// Whether null-move pruning is on.
    pub null_move: bool,
    /// Whether the quiescence search looks for a quiet move that connects at once.
    pub quiet_wins: bool,
    /// `null_at[ply]`: the move into `ply` was a null move (no two in a row).
    pub null_at: [bool; MAX_PLY + 2],
}

impl<'a, B: SearchBoard> Context<'a, B> {
    /// The static evaluation with this level's seeded noise.
    #[inline]
    pub fn eval(&mut self, pos: &B) -> i32 {
        let e = pos.evaluate(&self.weights, &mut self.eval_cache);
        if self.noise == 0 {
            return e;
        }
        let r = splitmix(self.seed ^ pos.hash()) % (2 * self.noise as u64 + 1);
        e + r as i32 - self.noise
    }

    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if !self.may_stop {
            return;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0 {
            if let Some(deadline) = self.deadline {
                if (self.now)() >= deadline {
                    self.stopped = true;
                }
            }
            if self.stop_flag.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
                self.stopped = true;
            }
        }
    }

    /// The score, from the view of the side to move in `parent`, of a child position that ended
    /// the game by connection, if it did. Quicker mates score higher: `MATE − ply`.
    #[inline]
    pub fn terminal(&self, parent: &B, child: &B, m: B::Move, ply: usize) -> Option<i32> {
        let winner = parent.outcome_after(child, m, self.simultaneous)?;
        Some(outcome_score(winner, parent.side_to_move(), ply))
    }

    /// Records the child at `ply + 1`, reached by `m` from `parent`, on the path; returns
    /// whether it repeats an earlier position (in the search path or the game) — scored as a
    /// draw.
    #[inline]
    pub fn enter(&mut self, parent: &B, child: &B, m: B::Move, ply: usize) -> bool {
        let h = child.hash();
        let next = ply + 1;
        self.path[next] = h;
        let reversible = !parent.is_irreversible(m);
        self.reversible_from[next] = if reversible { self.reversible_from[ply] } else { next };
        if !self.repetition || !reversible {
            return false;
        }
        let from = self.reversible_from[next];
        if self.path[from..next].contains(&h) {
            return true;
        }
        from == 0 && self.game_history.contains(&h)
    }

    /// Searches a child position and returns its score from the parent's view, flipping the
    /// window and the sign only when the side to move changes.
    #[inline]
    pub fn child(
        &mut self,
        same_side: bool,
        child: &B,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if same_side {
            self.pvs(child, depth, alpha, beta, ply)
        } else {
            -self.pvs(child, depth, -beta, -alpha, ply)
        }
    }

    /// The moves of `pos` in search order (`tt_move` first); in Parachute only the best drops
    /// away from the root.
    pub fn ordered_moves(&self, pos: &B, tt_move: Option<B::Move>, ply: usize) -> B::Moves {
        let mut moves = pos.legal_moves();
        self.heuristics.order(pos, &mut moves, tt_move, ply);
        moves
    }

    /// Principal-variation search of `pos` to `depth` plies in the window (`alpha`, `beta`),
    /// from the view of the side to move. Fills `pv[ply]`.
    pub fn pvs(&mut self, pos: &B, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = 0;
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        self.tick();
        if self.stopped {
            return 0;
        }
        let is_pv = beta - alpha > 1;
        let key = pos.hash();
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            if e.has_move {
                tt_move = B::decode(e.mv);
            }
            if !is_pv && e.depth as i32 >= depth {
                let s = from_tt(e.score as i32, ply, MATE_BOUND);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let us = pos.side_to_move();
        // Null move (Donninger 1993): if passing still holds beta at reduced depth, so will a
        // real move — zugzwang is rare in LOA. Not mid-turn or with pieces to drop (Parachute),
        // not twice in a row, not near mate scores, and only where the reduced search still
        // reaches 3 plies, so a threat to connect in two moves is not passed over.
        if self.null_move
            && !is_pv
            && depth >= 6
            && ply > 0
            && !self.null_at[ply]
            && beta.abs() < MATE_BOUND
            && pos.null_move_allowed()
            && self.eval(pos) >= beta
        {
            let mut child = *pos;
            child.play(B::PASS);
            self.enter(pos, &child, B::PASS, ply);
            self.null_at[ply + 1] = true;
            let r = 2 + (depth >= 7) as i32;
            let same = child.side_to_move() == us;
            let s = self.child(same, &child, depth - 1 - r, beta - 1, beta, ply + 1);
            self.null_at[ply + 1] = false;
            if self.stopped {
                return 0;
            }
            if s >= beta {
                return beta;
            }
        }
        let moves = self.ordered_moves(pos, tt_move, ply);
        let alpha_start = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &m) in moves.iter().enumerate() {
            let mut child = *pos;
            child.play(m);
            let score = if let Some(t) = self.terminal(pos, &child, m, ply) {
                t
            } else if self.enter(pos, &child, m, ply) {
                0
            } else {
                let same = child.side_to_move() == us;
                let d = depth - 1;
                if i == 0 {
                    self.child(same, &child, d, alpha, beta, ply + 1)
                } else {
                    // Late quiet moves are searched shallower first (late-move reductions). Not
                    // below depth 4: the reduced search must still reach the quiet connecting move
                    // two plies on (the quiescence search sees captures only), so every win
                    // within the nominal depth is found.
                    let quiet = pos.is_quiet(m);
                    let r =
                        if quiet && depth >= 4 && i >= 3 { 1 + (i >= 10 && depth >= 6) as i32 } else { 0 };
                    let mut s = self.child(same, &child, d - r, alpha, alpha + 1, ply + 1);
                    if s > alpha && r > 0 {
                        s = self.child(same, &child, d, alpha, alpha + 1, ply + 1);
                    }
                    if s > alpha && s < beta {
                        s = self.child(same, &child, d, alpha, beta, ply + 1);
                    }
                    s
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if alpha >= beta {
                        self.heuristics.reward(pos, m, ply, depth);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, best_move.map(B::encode), to_tt(best, ply, MATE_BOUND), depth, bound);
        best
    }

    /// Copies the child's principal variation behind `m` into row `ply`.
    #[inline]
    pub fn update_pv(&mut self, ply: usize, m: B::Move) {
        let n = if ply < MAX_PLY { self.pv_len[ply + 1].min(MAX_PLY - 1) } else { 0 };
        self.pv[ply][0] = m;
        if n > 0 {
            let (head, tail) = self.pv.split_at_mut(ply + 1);
            head[ply][1..=n].copy_from_slice(&tail[0][..n]);
        }
        self.pv_len[ply] = n + 1;
    }
}
