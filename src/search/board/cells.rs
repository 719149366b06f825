//! The wide boards for the search: [`CellPosition`] over 192-bit cell sets and a board's
//! tables (Black Hole 9×9, 12×12, hexagons of side 5 and 6), with the wide evaluation
//! ([`crate::cell_board::evaluate`]).

use super::side_scores::SideScores;
use super::{SearchBoard, SearchGame};
use crate::cell_board::{
    group_count, is_connected, CellGame, CellMove, CellMoves, CellPosition, MAX_CELLS, MAX_MOVES,
};
use crate::search::eval::Weights;
use crate::search::ordering::sort_moves;
use crate::{Side, Simultaneous};

impl SearchBoard for CellPosition {
    type Move = CellMove;
    type Moves = CellMoves;
    type EvalCache = SideScores;
    const PASS: CellMove = CellMove::PASS;
    /// Per side, from and to cell.
    const HISTORY_LEN: usize = 2 * MAX_CELLS * MAX_CELLS;

    #[inline]
    fn legal_moves(&self) -> CellMoves {
        CellPosition::legal_moves(self)
    }

    #[inline]
    fn play(&mut self, m: CellMove) {
        *self = CellPosition::play(self, m);
    }

    #[inline]
    fn hash(&self) -> u64 {
        CellPosition::hash(self)
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        self.turn()
    }

    #[inline]
    fn encode(m: CellMove) -> u16 {
        u16::from(m.from) << 8 | u16::from(m.to)
    }

    #[inline]
    fn decode(bits: u16) -> Option<CellMove> {
        Some(CellMove { from: (bits >> 8) as u8, to: bits as u8 })
    }

    #[inline]
    fn is_irreversible(&self, m: CellMove) -> bool {
        self.is_capture(m)
    }

    #[inline]
    fn is_quiet(&self, m: CellMove) -> bool {
        !self.is_capture(m)
    }

    /// A move that takes nothing changes only the mover's pieces (the opponent, not connected
    /// before it, is not connected after), so only the mover is tested then.
    #[inline]
    fn outcome_after(
        &self,
        child: &CellPosition,
        m: CellMove,
        simultaneous: Simultaneous,
    ) -> Option<Option<Side>> {
        if !self.is_capture(m) {
            let mover = self.turn();
            return is_connected(child.geometry(), child.pieces(mover)).then_some(Some(mover));
        }
        child.connection_outcome(simultaneous).map(|outcome| outcome.winner())
    }

    #[inline]
    /// [`crate::cell_board::evaluate`], each side's value remembered in `cache`.
    fn evaluate(&self, _: &Weights, cache: &mut SideScores) -> i32 {
        let me = self.turn();
        cache.value(self, self.pieces(me)) - cache.value(self, self.pieces(me.opponent()))
    }

    #[inline]
    fn turn_unfinished(&self) -> bool {
        false
    }

    #[inline]
    fn null_move_allowed(&self) -> bool {
        true
    }

    #[inline]
    fn history_index(&self, m: CellMove) -> usize {
        let (from, to) = if m.is_pass() { (0, 0) } else { (m.from as usize, m.to as usize) };
        (self.turn().index() * MAX_CELLS + from) * MAX_CELLS + to
    }

    fn order_moves(
        &self,
        moves: &mut CellMoves,
        tt_move: Option<CellMove>,
        killers: [u16; 2],
        history: &[i32],
        _ply: usize,
    ) {
        let g = self.geometry();
        let (ours, theirs) = (self.pieces(self.turn()), self.pieces(self.turn().opponent()));
        let mut scores = [0i32; MAX_MOVES];
        let n = moves.len();
        for (m, s) in moves.iter().zip(scores.iter_mut()) {
            *s = if Some(*m) == tt_move {
                1 << 30
            } else if m.is_pass() {
                0
            } else if theirs.contains(m.to as usize) {
                // As on 8×8: taking a piece with many enemy neighbours may split a group,
                // landing next to our own may join ours.
                let around = g.neighbours(m.to as usize);
                let splits = (around & theirs).len() as i32;
                let joins = (around & ours).len() as i32;
                (1 << 28) + splits * 64 + joins * 32
            } else if Self::encode(*m) == killers[0] {
                (1 << 27) + 1
            } else if Self::encode(*m) == killers[1] {
                1 << 27
            } else {
                let inward =
                    g.centre_distance(m.from as usize) as i32 - g.centre_distance(m.to as usize) as i32;
                history[self.history_index(*m)] + inward * 8
            };
        }
        sort_moves(moves.as_mut_slice(), &mut scores[..n]);
    }

    fn connection_captures(&self) -> CellMoves {
        let g = self.geometry();
        let (ours, theirs) = (self.pieces(self.turn()), self.pieces(self.turn().opponent()));
        let mut caps = CellPosition::legal_moves(self);
        let mut scores = [0i32; MAX_MOVES];
        let mut n = 0;
        for i in 0..caps.len() {
            let m = caps[i];
            if m.is_pass() || !theirs.contains(m.to as usize) {
                continue;
            }
            let around = g.neighbours(m.to as usize);
            let breaks = (around & theirs).len() as i32;
            let mut own = ours;
            own.remove(m.from as usize);
            let joins = (around & own).len() as i32;
            if breaks >= 1 || joins >= 2 {
                caps[n] = m;
                scores[n] = breaks * 2 + joins;
                n += 1;
            }
        }
        caps.truncate(n);
        let n = caps.len();
        sort_moves(caps.as_mut_slice(), &mut scores[..n]);
        caps
    }

    /// Only tried when the pieces are in at most three groups, as on 8×8.
    fn has_quiet_win(&self) -> bool {
        let g = self.geometry();
        let side = self.turn();
        let (ours, theirs) = (self.pieces(side), self.pieces(side.opponent()));
        if group_count(g, ours) > 3 {
            return false;
        }
        CellPosition::legal_moves(self).iter().any(|&m| {
            !m.is_pass()
                && !theirs.contains(m.to as usize)
                && is_connected(g, CellPosition::play(self, m).pieces(side))
        })
    }
}

impl SearchGame for CellGame {
    type Board = CellPosition;

    fn board(&self) -> &CellPosition {
        self.position()
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn simultaneous(&self) -> Simultaneous {
        CellGame::simultaneous(self)
    }

    fn draws_by_repetition(&self) -> bool {
        self.rules().repetition
    }

    /// The positions that stood twice already since the last capture: reaching one a third
    /// time is the rule's draw. One that stood once draws when it recurs on the search path,
    /// which holds the current position.
    fn repetition_history(&self) -> Vec<u64> {
        let mut keys = Vec::new();
        // Each move with the position it was played from (the position now has no move yet).
        let moves = self.moves();
        for (before, m) in self.positions()[..moves.len()].iter().zip(moves).rev() {
            if before.is_capture(*m) {
                break;
            }
            keys.push(before.hash());
        }
        keys.sort_unstable();
        let mut twice: Vec<u64> = keys.windows(2).filter(|w| w[0] == w[1]).map(|w| w[0]).collect();
        twice.dedup();
        twice
    }
}
