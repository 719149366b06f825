//! The quiescence search over the captures that can make or break a connection, and the check
//! for a quiet move that connects at once (docs/rules.md §6, MIA).

use super::Context;
use crate::search::board::SearchBoard;
use crate::search::ordering::MAX_PLY;
use crate::search::MATE;

/// How many plies of captures the quiescence search may add.
const QUIESCENCE_PLIES: usize = 6;

impl<B: SearchBoard> Context<'_, B> {
    /// Quiescence: the static evaluation ("stand pat"), improved by the captures that may make
    /// or break a connection ([`SearchBoard::connection_captures`]) and by a quiet move that
    /// connects at once ([`SearchBoard::has_quiet_win`]).
    pub fn quiesce(&mut self, pos: &B, mut alpha: i32, beta: i32, ply: usize, q: usize) -> i32 {
        self.pv_len[ply] = 0;
        self.tick();
        if self.stopped {
            return 0;
        }
        let stand = self.eval(pos);
        if pos.turn_unfinished() || stand >= beta || q >= QUIESCENCE_PLIES || ply >= MAX_PLY {
            return stand;
        }
        if self.quiet_wins && pos.has_quiet_win() {
            // The evaluation cannot see a connecting quiet move; the captures below are checked
            // for connection anyway.
            return MATE - (ply as i32 + 1);
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let us_side = pos.side_to_move();
        let caps = pos.connection_captures();
        for &m in caps.iter() {
            let mut child = *pos;
            child.play(m);
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
    fn child_q(&mut self, same_side: bool, child: &B, alpha: i32, beta: i32, ply: usize, q: usize) -> i32 {
        if same_side {
            self.quiesce(child, alpha, beta, ply, q)
        } else {
            -self.quiesce(child, -beta, -alpha, ply, q)
        }
    }
}
