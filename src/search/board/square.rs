//! The 8×8 board for the search: [`Position`] over bitboards, every variant of the 8×8 engine
//! (Parachute's drops, AmbiLOA's teams, holes). The code underneath is the 8×8 engine's own.

use super::{SearchBoard, SearchGame};
use crate::search::captures::for_each_capture;
use crate::search::eval::{euler, evaluate_with, Weights};
use crate::search::ordering::{score_square_moves, sort_moves};
use crate::{Game, Move, MoveList, Position, Side, Simultaneous};

/// Parachute: inside the tree only this many drops, the best by the ordering heuristic, are
/// searched (a drop has up to ~50 squares; far-away squares are almost always best). The root
/// searches them all.
const DROPS_SEARCHED: usize = 12;

impl SearchBoard for Position {
    type Move = Move;
    type Moves = MoveList;
    type EvalCache = ();
    const PASS: Move = Move::PASS;
    /// Per colour (four in AmbiLOA), from and to square.
    const HISTORY_LEN: usize = 4 * 64 * 64;

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }

    #[inline]
    fn play(&mut self, m: Move) {
        self.play_unchecked(m);
    }

    #[inline]
    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    #[inline]
    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    #[inline]
    fn encode(m: Move) -> u16 {
        m.to_u16()
    }

    #[inline]
    fn decode(bits: u16) -> Option<Move> {
        Move::from_u16(bits)
    }

    #[inline]
    fn is_irreversible(&self, m: Move) -> bool {
        m.is_capture() || m.is_drop()
    }

    #[inline]
    fn is_quiet(&self, m: Move) -> bool {
        !m.is_capture() && !m.is_drop()
    }

    #[inline]
    fn outcome_after(&self, child: &Position, m: Move, simultaneous: Simultaneous) -> Option<Option<Side>> {
        if !child.is_decided_after(m) {
            return None;
        }
        Some(child.connection_outcome(simultaneous)?.winner())
    }

    #[inline]
    fn evaluate(&self, weights: &Weights, _: &mut ()) -> i32 {
        evaluate_with(self, weights)
    }

    #[inline]
    fn turn_unfinished(&self) -> bool {
        self.drop_due()
    }

    #[inline]
    fn null_move_allowed(&self) -> bool {
        !self.drop_due() && self.in_hand(self.turn()) == 0
    }

    #[inline]
    fn history_index(&self, m: Move) -> usize {
        let (from, to) = (m.from().map_or(0, |s| s.index()), m.to().map_or(0, |s| s.index()));
        (self.turn().index() * 64 + from) * 64 + to
    }

    #[inline]
    fn order_moves(
        &self,
        moves: &mut MoveList,
        tt_move: Option<Move>,
        killers: [u16; 2],
        history: &[i32],
        ply: usize,
    ) {
        let mut scores = [0i32; MoveList::CAPACITY];
        let n = moves.len();
        let tt_move = tt_move.and_then(|t| moves.iter().copied().find(|m| *m == t));
        score_square_moves(self, moves, tt_move, killers, history, &mut scores[..n]);
        sort_moves(moves.as_mut_slice(), &mut scores[..n]);
        if self.drop_due() && ply > 0 && n > DROPS_SEARCHED {
            let mut kept = MoveList::new();
            for &m in moves.iter().take(DROPS_SEARCHED) {
                kept.push(m);
            }
            *moves = kept;
        }
    }

    #[inline]
    fn connection_captures(&self) -> MoveList {
        let (ours, theirs) = (self.friendly().0, self.enemy().0);
        let mut caps = MoveList::new();
        let mut scores = [0i32; MoveList::CAPACITY];
        for_each_capture(self, |m| {
            let to = m.to().map_or(0, |s| s.bit());
            let around = crate::bitboard::dilate(to) & !to;
            let breaks = (around & theirs).count_ones() as i32;
            let joins = (around & ours & !m.from().map_or(0, |s| s.bit())).count_ones() as i32;
            if breaks >= 1 || joins >= 2 {
                scores[caps.len()] = breaks * 2 + joins;
                caps.push(m);
            }
        });
        let n = caps.len();
        sort_moves(caps.as_mut_slice(), &mut scores[..n]);
        caps
    }

    /// Only tried when the Euler number says the pieces are in at most three parts, since one
    /// slide cannot join more in practice; not in a Parachute turn that still has a drop to come.
    #[inline]
    fn has_quiet_win(&self) -> bool {
        if self.in_hand(self.turn()) > 0 {
            return false;
        }
        let side = self.side_to_move();
        if euler(self.side_pieces(side).0) > 3 {
            return false;
        }
        Position::legal_moves(self).iter().any(|&m| {
            if m.is_capture() || m.is_pass() {
                return false;
            }
            let mut child = *self;
            child.play_unchecked(m);
            child.is_side_connected(side)
        })
    }
}

impl SearchGame for Game {
    type Board = Position;

    fn board(&self) -> &Position {
        self.position()
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn simultaneous(&self) -> Simultaneous {
        self.rules().simultaneous
    }

    fn draws_by_repetition(&self) -> bool {
        self.rules().repetition
    }

    /// Every position since the last capture or drop: reaching one again scores as a draw (a
    /// twofold approximation of the threefold rule).
    fn repetition_history(&self) -> Vec<u64> {
        let (positions, moves) = (self.positions(), self.moves());
        let mut hashes = Vec::new();
        for i in (0..moves.len()).rev() {
            if moves[i].is_capture() || moves[i].is_drop() {
                break;
            }
            hashes.push(positions[i].hash());
        }
        hashes
    }

    #[cfg(feature = "mcts")]
    fn search_mcts(
        &self,
        searcher: &mut crate::search::Searcher,
        limits: &crate::search::Limits,
        profile: crate::search::levels::Profile,
        interrupt: crate::search::Interrupt<'_>,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&crate::search::SearchInfo),
    ) -> Option<crate::search::SearchResult> {
        Some(searcher.search_mcts(self, limits, profile, interrupt, now, on_info))
    }
}
