//! Move ordering: the transposition-table move first, then captures (those that split an enemy
//! group or join our own before the rest), then the two killer moves of the ply, then quiet
//! moves by the history heuristic (Schaeffer 1989) plus a pull toward our centre of mass.

use super::board::SearchBoard;
use crate::{Move, Position};

/// The most plies a search may reach (iterative deepening stops well before).
pub const MAX_PLY: usize = 128;

/// Killer moves (two per ply, as [`SearchBoard::encode`]d) and history counters (per side to
/// move, from, to: the board's [`SearchBoard::history_index`]), kept between iterations and
/// aged between searches.
#[derive(Clone, Debug)]
pub struct Heuristics {
    killers: Vec<[u16; 2]>,
    history: Vec<i32>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics { killers: vec![[Move::PASS.to_u16(); 2]; MAX_PLY + 1], history: Vec::new() }
    }
}

impl Heuristics {
    /// Starts a search on board `B`: halves the history so old knowledge fades (a history of
    /// another board starts afresh) and clears the killers.
    pub fn age<B: SearchBoard>(&mut self) {
        if self.history.len() == B::HISTORY_LEN {
            self.history.iter_mut().for_each(|h| *h /= 2);
        } else {
            self.history = vec![0; B::HISTORY_LEN];
        }
        self.killers.iter_mut().for_each(|k| *k = [B::encode(B::PASS); 2]);
    }

    /// Records a quiet move that caused a beta cut-off at `ply` with `depth` left.
    #[inline]
    pub fn reward<B: SearchBoard>(&mut self, pos: &B, m: B::Move, ply: usize, depth: i32) {
        if !pos.is_quiet(m) || m == B::PASS {
            return;
        }
        let k = &mut self.killers[ply.min(MAX_PLY)];
        let bits = B::encode(m);
        if k[0] != bits {
            k[1] = k[0];
            k[0] = bits;
        }
        let h = &mut self.history[pos.history_index(m)];
        *h = (*h + depth * depth).min(1 << 20);
    }

    /// Sorts `moves` of `pos` into search order (see [`SearchBoard::order_moves`]).
    #[inline]
    pub fn order<B: SearchBoard>(&self, pos: &B, moves: &mut B::Moves, tt_move: Option<B::Move>, ply: usize) {
        pos.order_moves(moves, tt_move, self.killers[ply.min(MAX_PLY)], &self.history, ply);
    }
}

/// The 8×8 board's ordering scores of `moves` into `scores` (higher first): the table's move,
/// captures, killers, then history plus a pull towards our centre of mass; Parachute's drops
/// far from the opponent's centre.
#[inline]
pub fn score_square_moves(
    pos: &Position,
    moves: &[Move],
    tt_move: Option<Move>,
    killers: [u16; 2],
    history: &[i32],
    scores: &mut [i32],
) {
    let (ours, theirs) = (pos.friendly().0, pos.enemy().0);
    let (cf, cr) = centre_of_mass(ours);
    let (tf, tr) = centre_of_mass(theirs);
    for (m, s) in moves.iter().zip(scores.iter_mut()) {
        *s = if Some(*m) == tt_move {
            1 << 30
        } else if m.is_drop() {
            // Parachute: drop the opponent's piece as far from its centre of mass as possible.
            let to = m.to().map_or(0, |s| s.index() as i32);
            king_distance(to, tf, tr) * 16 - crate::bitboard::dilate(1u64 << to).count_ones() as i32
        } else if m.is_capture() {
            let to = m.to().map_or(0, |s| s.index());
            // Capturing a piece with many enemy neighbours is likely to split a group; landing
            // next to our own pieces is likely to join ours.
            let splits = (crate::bitboard::dilate(1u64 << to) & theirs).count_ones() as i32;
            let joins = (crate::bitboard::dilate(1u64 << to) & ours).count_ones() as i32;
            (1 << 28) + splits * 64 + joins * 32
        } else if m.to_u16() == killers[0] {
            (1 << 27) + 1
        } else if m.to_u16() == killers[1] {
            1 << 27
        } else {
            let (from, to) = (m.from().map_or(0, |s| s.index()), m.to().map_or(0, |s| s.index()));
            let closer = king_distance(from as i32, cf, cr) - king_distance(to as i32, cf, cr);
            history[pos.history_index(*m)] + closer * 8
        };
    }
}

/// The centre of mass of a set, rounded to a square's coordinates (file, rank).
#[inline]
pub fn centre_of_mass(b: u64) -> (i32, i32) {
    let n = b.count_ones() as i32;
    if n == 0 {
        return (3, 3);
    }
    // File and rank sums by bit planes (bit k of the file / rank number).
    let pop = |m: u64| (b & m).count_ones() as i32;
    let sf = pop(0xaaaa_aaaa_aaaa_aaaa) + 2 * pop(0xcccc_cccc_cccc_cccc) + 4 * pop(0xf0f0_f0f0_f0f0_f0f0);
    let sr = pop(0xff00_ff00_ff00_ff00) + 2 * pop(0xffff_0000_ffff_0000) + 4 * pop(0xffff_ffff_0000_0000);
    ((2 * sf + n) / (2 * n), (2 * sr + n) / (2 * n))
}

#[inline]
fn king_distance(sq: i32, f: i32, r: i32) -> i32 {
    ((sq & 7) - f).abs().max(((sq >> 3) - r).abs())
}

/// Sorts `moves` by `scores`, best first (selection by insertion; lists are short).
pub fn sort_moves<M: Copy>(moves: &mut [M], scores: &mut [i32]) {
    for i in 1..moves.len() {
        let (m, s) = (moves[i], scores[i]);
        let mut j = i;
        while j > 0 && scores[j - 1] < s {
            moves[j] = moves[j - 1];
            scores[j] = scores[j - 1];
            j -= 1;
        }
        moves[j] = m;
        scores[j] = s;
    }
}
