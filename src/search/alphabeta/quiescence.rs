//! The quiescence search over the captures that can make or break a connection, and the check
//! for a quiet move that connects at once (docs/rules.md §6, MIA).

use super::Context;
use crate::search::captures::for_each_capture;
use crate::search::ordering::{sort_moves, MAX_PLY};
use crate::search::MATE;
use crate::{Move, MoveList, Position};

/// How many plies of captures the quiescence search may add.
const QUIESCENCE_PLIES: usize = 6;

impl Context<'_> {
    /// Quiescence: the static evaluation ("stand pat"), improved by the captures that may make
    /// or break a connection — a captured piece that touches its own side's pieces (it may be a
    /// bridge), or a capture that lands next to two or more of our pieces (it may join groups).
    pub fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, q: usize) -> i32 {
        self.pv_len[ply] = 0;
        self.tick();
        if self.stopped {
            return 0;
        }
        let stand = self.eval(pos);
        if pos.drop_due() || stand >= beta || q >= QUIESCENCE_PLIES || ply >= MAX_PLY {
            return stand;
        }
        if self.quiet_wins && self.has_quiet_win(pos) {
            // The evaluation cannot see a connecting quiet move; the captures below are checked
            // for connection anyway.
            return MATE - (ply as i32 + 1);
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let (ours, theirs) = (pos.friendly().0, pos.enemy().0);
        let us_side = pos.side_to_move();
        let mut caps = [Move::PASS; MoveList::CAPACITY];
        let mut scores = [0i32; MoveList::CAPACITY];
        let mut n = 0;
        for_each_capture(pos, |m| {
            let to = m.dst_square_bit();
            let around = crate::bitboard::dilate(to) & !to;
            let breaks = (around & theirs).count_ones() as i32;
            let joins = (around & ours & !m.src_square_bit()).count_ones() as i32;
            if breaks >= 1 || joins >= 2 {
                caps[n] = m;
                scores[n] = breaks * 2 + joins;
                n += 1;
            }
        });
        sort_moves(&mut caps[..n], &mut scores[..n]);
        for &m in &caps[..n] {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = if let Some(t) = self.terminal(pos, &child, m, ply) {
                t
            } else {
                let same = child.side_to_move() == us_side;
                self.child_q(same, &child, alpha, beta, ply + 1, q + 1)
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    #[inline]
    fn child_q(
        &mut self,
        same_side: bool,
        child: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        q: usize,
    ) -> i32 {
        if same_side {
            self.quiesce(child, alpha, beta, ply, q)
        } else {
            -self.quiesce(child, -beta, -alpha, ply, q)
        }
    }
}

impl Context<'_> {
    /// Whether the side to move can connect all its pieces with one quiet slide (a win: a quiet
    /// move cannot connect the opponent). Only tried when the Euler number says the pieces are
    /// in at most three parts, since one slide cannot join more in practice; not in a Parachute
    /// turn that still has a drop to come.
    #[inline]
    fn has_quiet_win(&self, pos: &Position) -> bool {
        if pos.in_hand(pos.turn()) > 0 {
            return false;
        }
        let side = pos.side_to_move();
        let ours = pos.side_pieces(side).0;
        if crate::search::eval::euler(ours) > 3 {
            return false;
        }
        pos.legal_moves().iter().any(|&m| {
            if m.is_capture() || m.is_pass() {
                return false;
            }
            let mut child = *pos;
            child.play_unchecked(m);
            child.is_side_connected(side)
        })
    }
}

/// Square bits of a move's ends (helpers local to the search).
trait MoveBits {
    fn dst_square_bit(self) -> u64;
    fn src_square_bit(self) -> u64;
}

impl MoveBits for Move {
    #[inline]
    fn dst_square_bit(self) -> u64 {
        self.to().map_or(0, |s| s.bit())
    }
    #[inline]
    fn src_square_bit(self) -> u64 {
        self.from().map_or(0, |s| s.bit())
    }
}
