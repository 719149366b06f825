//! Playing a move on the unchecked [`Position`], keeping the Zobrist hash up to date move by move.

use super::Position;
use crate::zobrist::{HOLE, KEYS};
use crate::{Move, MoveKind};

impl Position {
    /// Plays a move without checking it. `m` must come from [`Position::legal_moves`] of this
    /// position; anything else leaves an unspecified (but memory-safe) position.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let c = self.turn.index();
        match m.kind() {
            MoveKind::Slide => {
                let from = m.src_index();
                let to = m.dst_index();
                let to_bit = 1u64 << to;
                // The enemy colours: the opponent, and in AmbiLOA the opponent's partner.
                for e in [c ^ 1, c ^ 3] {
                    if self.pieces[e] & to_bit != 0 {
                        self.pieces[e] ^= to_bit;
                        self.hash ^= KEYS.piece[e][to];
                    }
                }
                self.pieces[c] ^= (1u64 << from) | to_bit;
                self.hash ^= KEYS.piece[c][from] ^ KEYS.piece[c][to];
                if self.variant().has_holes() {
                    // Gemma: the square left behind vanishes (docs/rules.md §8.1).
                    self.holes |= 1u64 << from;
                    self.hash ^= KEYS.piece[HOLE][from];
                }
                self.finish_move_part();
            }
            MoveKind::Vacate => {
                // Gemma only: the stuck piece leaves the board and its square vanishes.
                let from = m.src_index();
                self.pieces[c] &= !(1u64 << from);
                self.holes |= 1u64 << from;
                self.hash ^= KEYS.piece[c][from] ^ KEYS.piece[HOLE][from];
                self.pass_turn();
            }
            MoveKind::Pass => self.finish_move_part(),
            MoveKind::Drop => {
                // Parachute is two-player: the dropped piece is the opponent's colour.
                let to = m.dst_index();
                let opponent = c ^ 1;
                self.pieces[opponent] |= 1u64 << to;
                self.hash ^= KEYS.piece[opponent][to];
                let held = &mut self.in_hand[c & 1];
                self.hash ^= KEYS.in_hand[c & 1][*held as usize];
                *held = held.saturating_sub(1);
                self.hash ^= KEYS.in_hand[c & 1][*held as usize];
                self.drop_due = false;
                self.hash ^= KEYS.drop_due;
                self.pass_turn();
            }
        }
    }

    /// After the move part of a turn: a Parachute drop follows while the mover holds pieces
    /// (docs/rules.md §3), otherwise the turn passes.
    #[inline]
    fn finish_move_part(&mut self) {
        let c = self.turn.index();
        if c < 2 && self.in_hand[c] > 0 {
            self.drop_due = true;
            self.hash ^= KEYS.drop_due;
        } else {
            self.pass_turn();
        }
    }

    #[inline]
    fn pass_turn(&mut self) {
        let next = self.variant().next_seat(self.turn);
        self.hash ^= KEYS.turn[self.turn.index()] ^ KEYS.turn[next.index()];
        self.turn = next;
    }
}
